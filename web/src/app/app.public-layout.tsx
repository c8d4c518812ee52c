import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { LanguageSelect } from '../components/language-select';
import { ProductLogo } from '../components/product-logo';
import { descriptionKeyOf, setMetaDescription } from '../lib/meta-description';
import { isRouteAvailable } from '../lib/route.registry';
import { useSession } from '../lib/session.store';
import { isLoggedInToken } from '../lib/session.token';

const NAV_LINKS = [
  { to: '/pricing', labelKey: 'route.pricing' },
  { to: '/serviceInfo', labelKey: 'route.serviceInfo' },
];

const FOOTER_LINKS = [
  { to: '/aboutUs', labelKey: 'route.aboutUs' },
  { to: '/joinUs', labelKey: 'route.joinUs' },
  { to: '/contactUs', labelKey: 'route.contactUs' },
  { to: '/pricing', labelKey: 'route.pricing' },
  { to: '/serviceInfo', labelKey: 'route.serviceInfo' },
  { to: '/privacy', labelKey: 'route.privacy' },
  { to: '/servicePolicy', labelKey: 'route.servicePolicy' },
  { to: '/cookieSettings', labelKey: 'route.cookieSettings' },
];

/** The light shell of the public pages: brand, a few links, language, login (or console) and the footer. */
export function PublicLayout() {
  const { t } = useTranslation();
  const token = useSession((state) => state.token);
  const isLoggedIn = isLoggedInToken(token);
  const { pathname } = useLocation();

  // Each public page describes itself to search engines and link previews, in the reader's language.
  useEffect(() => setMetaDescription(document, t(descriptionKeyOf(pathname))), [pathname, t]);

  return (
    <div className="public-shell">
      <header className="public-bar">
        <Link to="/" className="public-bar__brand">
          <ProductLogo size={30} />
          <span>{t('app.productName')}</span>
        </Link>
        <nav className="public-bar__nav" aria-label={t('public.mainNav')}>
          {NAV_LINKS.filter((link) => isRouteAvailable(link.to)).map((link) => (
            <NavLink key={link.to} to={link.to} className="public-bar__link public-bar__link--wide">
              {t(link.labelKey)}
            </NavLink>
          ))}
          <LanguageSelect />
          {isLoggedIn ? (
            <Link to="/frame/controlPad" className="public-bar__cta">
              {t('public.openConsole')}
            </Link>
          ) : (
            <Link to="/login" className="public-bar__cta">
              {t('header.login')}
            </Link>
          )}
        </nav>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <nav aria-label={t('public.footerNav')} className="public-footer__links">
          {FOOTER_LINKS.filter((link) => isRouteAvailable(link.to)).map((link) => (
            <Link key={link.to} to={link.to}>
              {t(link.labelKey)}
            </Link>
          ))}
        </nav>
        <p className="public-footer__note">{t('public.copyright', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
