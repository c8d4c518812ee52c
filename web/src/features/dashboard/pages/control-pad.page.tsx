import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import CustomerServiceOutlined from '@ant-design/icons/CustomerServiceOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import ScheduleOutlined from '@ant-design/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { daysLeft, hasExpiry, shopPageExpiryLevel } from '../../../../../contract/expiry';
import { formatDate, todayIso } from '../../../lib/date.format';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useIsPathOpen } from '../../../lib/route.access';
import { isRouteAvailable } from '../../../lib/route.registry';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { BackupFailedBanner } from '../../shop/components/backup-failed-banner';
import { MonthChart, TopProjectsChart, WeekChart, YearChart } from '../components/dashboard-charts';
import { AppointmentsTile, TakingsTile, WorkingTile } from '../components/today-tiles';

type TShortcut = { path: string; to?: () => string; labelKey: string; icon: ReactNode };

/** Candidate shortcuts; each shows once its screen exists (lib/route.registry.ts) and only to those it is open to. */
const SHORTCUTS: readonly TShortcut[] = [
  {
    path: '/frame/appointNew/:date',
    to: () => `/frame/appointNew/${todayIso()}`,
    labelKey: 'menu.appointments',
    icon: <CalendarOutlined />,
  },
  { path: '/frame/financeNew', labelKey: 'menu.checkout', icon: <DollarOutlined /> },
  { path: '/frame/chooseCustomerPage', labelKey: 'menu.customers', icon: <TeamOutlined /> },
  { path: '/frame/settings/timeManage', labelKey: 'menu.workTime', icon: <ScheduleOutlined /> },
  { path: '/frame/shopManage/shopInfo', labelKey: 'secondMenu.storeInformation', icon: <ShopOutlined /> },
  { path: '/frame/settings', labelKey: 'menu.settings', icon: <SettingOutlined /> },
  { path: '/pricing', labelKey: 'route.pricing', icon: <TagsOutlined /> },
  { path: '/serviceInfo', labelKey: 'route.serviceInfo', icon: <CustomerServiceOutlined /> },
];

const LEVEL_COLORS = { normal: 'blue', warning: 'warning', danger: 'error', expired: 'error' } as const;

/**
 * SPEC §2.7 dashboard (ADR 025): today at a glance first (appointments, who works, and the takings for those who may
 * see shop totals), then the appointment trends and the most booked projects, then the shop, its plan and shortcuts.
 * Every panel fetches its own figures, so the page paints before any of them arrives.
 */
export function ControlPadPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const shop = useSession(selectCurrentShop);
  const user = useSession((state) => state.user);
  const hasShopExpiry = hasExpiry(shop?.expireTime, shop?.goodsType);
  const days = hasShopExpiry && shop?.expireTime ? daysLeft(shop.expireTime, Date.now()) : null;
  const level = days === null ? null : days <= 0 ? 'expired' : shopPageExpiryLevel(days);
  const status = days !== null && days <= 0 ? 'expired' : shop?.trialFlag === 1 ? 'trial' : 'formal';
  const isPathOpen = useIsPathOpen();
  const shortcuts = SHORTCUTS.filter((shortcut) => isRouteAvailable(shortcut.path) && isPathOpen(shortcut.path));
  const today = shopToday(shop?.timeZone);
  const canSeeFinance = isPathOpen('/frame/choosePerformance');
  // A shop total: the owner's, and finance staff's who are elevated (the server decides); never accountType 2's.
  const isTakingsAsked = user?.accountType === 1 || (user?.accountType !== 2 && canSeeFinance);

  return (
    <div>
      <BackupFailedBanner />
      <p className="pad-card__sub" style={{ marginTop: 0, marginBottom: 12 }}>
        {t('dashboard.greeting', { name: user?.name || user?.account || '' })}
      </p>
      <h2 className="pad-section-title">{t('padStats.today')}</h2>
      <div className="pad-grid">
        <AppointmentsTile today={today} canOpenBoard={isPathOpen('/frame/appointNew/:date')} />
        <WorkingTile today={today} canOpenHours={isPathOpen('/frame/settings/timeManage')} />
        <TakingsTile isAsked={isTakingsAsked} canOpenFinance={isPathOpen('/frame/choosePerformance/financeHistory')} />
      </div>
      <h2 className="pad-section-title">{t('padStats.trends')}</h2>
      <div className="pad-grid pad-grid--charts">
        <WeekChart today={today} />
        <MonthChart today={today} />
        <YearChart today={today} />
        <TopProjectsChart today={today} />
      </div>
      <h2 className="pad-section-title">{t('padStats.shopAndPlan')}</h2>
      <div className="pad-grid">
        <section className="pad-card" aria-labelledby="pad-shop">
          <h3 id="pad-shop">{t('dashboard.shop')}</h3>
          <p className="pad-card__value">{shop?.shopName ?? '—'}</p>
          <p className="pad-card__sub">
            {shop ? (shop.shopHeadquarter === 0 ? t('dashboard.headquarters') : t('dashboard.branch')) : null}
            {shop?.shopTypeName ? ` · ${shop.shopTypeName}` : null}
          </p>
        </section>
        <section className="pad-card" aria-labelledby="pad-plan">
          <h3 id="pad-plan">{t('dashboard.plan')}</h3>
          <p className="pad-card__value">{shop ? t(`plan.${shop.goodsType}`) : '—'}</p>
          {shop && shop.goodsType !== 'free' ? (
            <p className="pad-card__sub">{t(`dashboard.status.${status}`)}</p>
          ) : null}
        </section>
        <section className="pad-card" aria-labelledby="pad-expiry">
          <h3 id="pad-expiry">{t('dashboard.expiry')}</h3>
          {hasShopExpiry && shop?.expireTime ? (
            <>
              <p className="pad-card__value">{formatDate(shop.expireTime, language)}</p>
              <p className="pad-card__sub">
                <Tag color={LEVEL_COLORS[level ?? 'normal']}>
                  {days !== null && days <= 0 ? t('dashboard.expired') : t('dashboard.daysLeft', { days })}
                </Tag>
              </p>
            </>
          ) : (
            <p className="pad-card__value">{t('dashboard.noExpiry')}</p>
          )}
        </section>
        <section className="pad-card" aria-labelledby="pad-account">
          <h3 id="pad-account">{t('dashboard.account')}</h3>
          <p className="pad-card__value">{user?.account ?? '—'}</p>
          <p className="pad-card__sub">
            {user ? t(`dashboard.accountType.${user.accountType === 1 ? 'main' : 'staff'}`) : null}
          </p>
        </section>
      </div>
      {shortcuts.length > 0 ? (
        <>
          <h2 className="pad-section-title">{t('dashboard.shortcuts')}</h2>
          <nav className="shortcut-grid" aria-label={t('dashboard.shortcuts')}>
            {shortcuts.map((shortcut) => (
              <Link key={shortcut.path} className="shortcut" to={shortcut.to ? shortcut.to() : shortcut.path}>
                <span className="shortcut__icon" aria-hidden="true">
                  {shortcut.icon}
                </span>
                {t(shortcut.labelKey)}
              </Link>
            ))}
          </nav>
        </>
      ) : null}
    </div>
  );
}
