import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPathOpen } from '../../../lib/route.access';
import { isRouteAvailable } from '../../../lib/route.registry';
import { systemSettingsEntriesFor } from '../system-settings.entries';

/** The system settings page's entries (SPEC §1): each setting the account's menus open, one link each. */
export function SystemSettingsEntries() {
  const { t } = useTranslation();
  const entries = systemSettingsEntriesFor(useIsPathOpen(), isRouteAvailable);
  const handleAnchor = (id: string) => document.getElementById(id)?.scrollIntoView({ block: 'start' });
  return (
    <nav className="menu-entries" aria-label={t('settings.system.entries')}>
      {entries.map((entry) =>
        entry.hash ? (
          <button
            key={entry.key}
            type="button"
            className="menu-entries__item"
            onClick={() => handleAnchor(entry.hash ?? '')}
          >
            <span>{t(`settings.system.entry.${entry.key}`)}</span>
            <RightOutlined aria-hidden />
          </button>
        ) : (
          <Link key={entry.key} to={entry.path} className="menu-entries__item">
            <span>{t(`settings.system.entry.${entry.key}`)}</span>
            <RightOutlined aria-hidden />
          </Link>
        ),
      )}
    </nav>
  );
}
