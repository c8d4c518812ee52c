import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { storage } from '../lib/storage.keys';

/**
 * The cookie banner: the app sets no cookies and tracks nothing; it says what it keeps in local storage and why.
 * The acknowledgement is itself kept under 'cookieConsent'.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const location = useLocation();
  // Read on every render (each navigation renders the banner): the cookie settings page can also set or clear it.
  const [, setAcceptCount] = useState(0);
  const isAcknowledged = storage.get('cookieConsent') !== null;
  if (isAcknowledged || location.pathname === '/cookieSettings') return null;

  const handleAccept = () => {
    storage.set('cookieConsent', JSON.stringify({ choice: 'necessaryOnly', at: new Date().toISOString() }));
    setAcceptCount((count) => count + 1);
  };

  return (
    <section className="cookie-banner" aria-label={t('cookie.bannerLabel')}>
      <p className="cookie-banner__text">{t('cookie.bannerText')}</p>
      <div className="cookie-banner__actions">
        <Link to="/cookieSettings">{t('cookie.settings')}</Link>
        <button type="button" className="button button--primary" onClick={handleAccept}>
          {t('cookie.accept')}
        </button>
      </div>
    </section>
  );
}
