import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ProductLogo } from '../../../components/product-logo';
import { isRouteAvailable } from '../../../lib/route.registry';
import { selectCurrentShop, useSession } from '../../../lib/session.store';

/** SPEC §2.1 /home and /frame/home (content not specified): a welcome that leads to the dashboard. */
export function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shop = useSession(selectCurrentShop);
  return (
    <section className="welcome-panel" aria-labelledby="home-title">
      <ProductLogo size={56} />
      <h1 id="home-title">{t('home.title', { shopName: shop?.shopName ?? '' })}</h1>
      <p>{t('home.text')}</p>
      <div className="welcome-panel__actions">
        {isRouteAvailable('/frame/controlPad') ? (
          <Button type="primary" size="large" onClick={() => navigate('/frame/controlPad')}>
            {t('home.openDashboard')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
