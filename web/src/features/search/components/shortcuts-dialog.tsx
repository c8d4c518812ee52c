import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { SINGLE_KEYS } from '../search.rules';
import '../search.css';

/** '?': the keyboard shortcuts (issue 22). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const rows = [
    { keys: ['Ctrl', 'K'], text: t('search.shortcuts.search') },
    ...SINGLE_KEYS.map((entry) => ({ keys: [entry.key], text: t(`search.shortcuts.${entry.shortcut}`) })),
    { keys: ['←', '→'], text: t('search.shortcuts.days') },
  ];
  return (
    <Modal open title={t('search.shortcuts.title')} onCancel={onClose} footer={null} destroyOnHidden>
      <dl className="shortcut-list">
        {rows.map((row) => (
          <div key={row.text} className="shortcut-list__row">
            <dt>
              {row.keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="shortcut-list__note">{t('search.shortcuts.note')}</p>
    </Modal>
  );
}
