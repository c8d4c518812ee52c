import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { storage } from '../lib/storage.keys';

function clearAllCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // SPEC §4 asks to clear all cookies; the Cookie Store API is not available in every supported browser.
    // biome-ignore lint/suspicious/noDocumentCookie: expiring every cookie is the one thing done here
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/**
 * SPEC §2.5, §4: the forced update dialog. It cannot be dismissed; OK stores the new version, clears session
 * storage and all cookies and reloads.
 */
export function UpdateDialog({ appVersion, remark }: { appVersion: string; remark: string }) {
  const { t } = useTranslation();
  const handleOk = () => {
    storage.set('appVersion', appVersion);
    try {
      sessionStorage.clear();
    } catch {
      // Session storage unavailable: nothing to clear.
    }
    clearAllCookies();
    window.location.reload();
  };
  return (
    <Modal
      open
      title={t('update.title')}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      okText={t('common.ok')}
      onOk={handleOk}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <p>{t('update.text')}</p>
      {remark ? <p className="pre-line">{remark}</p> : null}
    </Modal>
  );
}
