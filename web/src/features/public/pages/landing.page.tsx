import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import SyncOutlined from '@ant-design/icons/SyncOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';

const CLAIMS = ['users', 'subAccounts', 'sync'] as const;
const CLAIM_ICONS = { subAccounts: <SafetyCertificateOutlined />, sync: <SyncOutlined /> };
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
