import Button from 'antd/es/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { STORAGE_KEYS, storage, type TStorageKey } from '../../../lib/storage.keys';

type TConsent = { choice: string; at: string };

/** What the browser keeps and why, truthfully: only localStorage entries the app needs, no cookies, no tracking. */
export function CookieSettingsPage() {
  const { t } = useTranslation();
  const [consent, setConsent] = useState(() => storage.getJson<TConsent>('cookieConsent'));
  const keys = Object.keys(STORAGE_KEYS) as TStorageKey[];

  const handleAccept = () => {
    const next = { choice: 'necessaryOnly', at: new Date().toISOString() };
    storage.setJson('cookieConsent', next);
    setConsent(next);
  };
  const handleWithdraw = () => {
    storage.remove('cookieConsent');
    setConsent(null);
  };
  const handleDeleteAll = () => {
    for (const key of keys) storage.remove(key);
    try {
      sessionStorage.clear();
    } catch {
      // Session storage unavailable: nothing to clear.
    }
    window.location.hash = '#/';
    window.location.reload();
  };

  return (
    <article className="doc-page">
      <h1>{t('cookie.title')}</h1>
      <p>{t('cookie.intro')}</p>
      <p>{t('cookie.noCookies')}</p>
      <h2>{t('cookie.tableTitle')}</h2>
      <div className="table-scroll">
        <table className="doc-table">
          <thead>
            <tr>
              <th scope="col">{t('cookie.keyHeader')}</th>
              <th scope="col">{t('cookie.purposeHeader')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((key) => (
              <tr key={key}>
                <td>
                  <code>{STORAGE_KEYS[key]}</code>
                </td>
                <td>{t(`cookie.keys.${key}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>{t('cookie.choiceTitle')}</h2>
      <p role="status">
        {consent
          ? t('cookie.choiceAccepted', { date: formatDate(consent.at, currentLanguage()) })
          : t('cookie.choiceNone')}
      </p>
      <div className="welcome-panel__actions" style={{ justifyContent: 'flex-start' }}>
        {consent ? (
          <Button onClick={handleWithdraw}>{t('cookie.withdraw')}</Button>
        ) : (
          <Button type="primary" onClick={handleAccept}>
            {t('cookie.accept')}
          </Button>
        )}
        <Button danger onClick={handleDeleteAll}>
          {t('cookie.deleteAll')}
        </Button>
      </div>
      <p>{t('cookie.deleteAllNote')}</p>
    </article>
  );
}
