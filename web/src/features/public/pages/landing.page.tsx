import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';

const CLAIMS = ['users', 'subAccounts', 'sync'] as const;
/** Inline icons (a shield with a tick, two turning arrows): the landing page loads no icon library (ADR 024). */
const iconOf = (path: string) => (
  <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
    <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);
const CLAIM_ICONS = {
  subAccounts: iconOf('M12 2.5l8 3v6c0 5-3.4 8.6-8 10-4.6-1.4-8-5-8-10v-6l8-3zM8.5 12l2.5 2.5 4.5-5'),
  sync: iconOf('M20 12a8 8 0 0 1-14.3 4.9M4 12a8 8 0 0 1 14.3-4.9M18.5 3v4.2h-4.2M5.5 21v-4.2h4.2'),
};
const AREAS = [
  'appointments',
  'bookkeeping',
  'customers',
  'inventory',
  'statistics',
  'marketing',
  'settings',
  'chain',
] as const;
const AUDIENCES = ['beauty', 'hair', 'nails', 'feet'] as const;

/** SPEC §1, §2.1: the introduction to the product. */
export function LandingPage() {
  const { t } = useTranslation();
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));

  return (
    <>
      <section className="landing-hero">
        <div className="landing-hero__inner">
          <h1>{t('landing.heroTitle')}</h1>
          <p>{t('landing.heroText')}</p>
          <div className="landing-hero__actions">
            {isLoggedIn ? (
              <Link className="landing-button landing-button--solid" to="/frame/controlPad">
                {t('public.openConsole')}
              </Link>
            ) : (
              <>
                <Link className="landing-button landing-button--solid" to="/signup">
                  {t('landing.ctaSignup')}
                </Link>
                <Link className="landing-button landing-button--ghost" to="/login">
                  {t('header.login')}
                </Link>
              </>
            )}
            {isRouteAvailable('/pricing') ? (
              <Link className="landing-button landing-button--ghost" to="/pricing">
                {t('landing.ctaPricing')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="landing-claims">
        <h2 id="landing-claims">{t('landing.claimsTitle')}</h2>
        <div className="card-grid">
          {CLAIMS.map((claim) => (
            <div className="info-card" key={claim}>
              <span className="claim-number" aria-hidden="true">
                {claim === 'users' ? t('landing.usersFigure') : CLAIM_ICONS[claim]}
              </span>
              <h3>{t(`landing.claims.${claim}.title`)}</h3>
              <p>{t(`landing.claims.${claim}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="landing-section" aria-labelledby="landing-areas">
        <h2 id="landing-areas">{t('landing.areasTitle')}</h2>
        <div className="card-grid">
          {AREAS.map((area) => (
            <div className="info-card" key={area}>
              <h3>{t(`landing.areas.${area}.title`)}</h3>
              <p>{t(`landing.areas.${area}.text`)}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="landing-section" aria-labelledby="landing-audience">
        <h2 id="landing-audience">{t('landing.audienceTitle')}</h2>
        <div className="card-grid">
          {AUDIENCES.map((audience) => (
            <div className="info-card" key={audience}>
              <h3>{t(`landing.audience.${audience}`)}</h3>
            </div>
          ))}
        </div>
        <p>{t('landing.devices')}</p>
      </section>
    </>
  );
}
