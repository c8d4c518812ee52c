import Alert from 'antd/es/alert';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TGoods } from '../../../../../contract/system';
import { PageSpinner } from '../../../components/page-spinner';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCents } from '../../../lib/money.format';
import { isRouteAvailable } from '../../../lib/route.registry';
import { useSession } from '../../../lib/session.store';
import { isLoggedInToken } from '../../../lib/session.token';
import { useGoodsList } from '../api';

/** "3 months" in the chosen language, from Intl rather than plural rules in five catalogs. */
const formatMonths = (months: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);

const PLAN_ORDER: readonly TGoods['goodsType'][] = ['free', 'monthly', 'quarter', 'yearly'];

/** SPEC §2.18 plans: free, monthly, quarterly, yearly, each with a current and a lowest price (CNY cents). */
export function PricingPage() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useGoodsList();
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  const language = currentLanguage();
  const plans = [...(data ?? [])].sort((a, b) => PLAN_ORDER.indexOf(a.goodsType) - PLAN_ORDER.indexOf(b.goodsType));

  return (
    <article className="landing-section">
      <h1>{t('pricing.title')}</h1>
      <p>{t('pricing.intro')}</p>
      {isPending ? <PageSpinner /> : null}
      {isError ? <Alert type="error" showIcon title={t('pricing.loadFailed')} /> : null}
      <div className="pricing-grid">
        {plans.map((plan) => (
          <section className="price-card" key={plan.id} aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{t(`plan.${plan.goodsType}`)}</h2>
            <span className="price-card__price">
              {plan.goodsType === 'free' && plan.price === 0
                ? t('pricing.freePrice')
                : formatCents(plan.price, plan.currency, language)}
            </span>
            {plan.goodsType !== 'free' ? (
              <span className="price-card__lowest">
                {t('pricing.lowest', { price: formatCents(plan.lowestPrice, plan.currency, language) })}
              </span>
            ) : null}
            <span>
              {plan.goodsType === 'free'
                ? t('pricing.freeText')
                : t('pricing.validity', { duration: formatMonths(plan.months, language) })}
            </span>
          </section>
        ))}
      </div>
      <p>{t('pricing.note')}</p>
      {!isLoggedIn && isRouteAvailable('/signup') ? (
        <p>
          <Link className="public-bar__cta" to="/signup">
            {t('landing.ctaSignup')}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
