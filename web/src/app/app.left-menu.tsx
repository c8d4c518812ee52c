import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import ClockCircleOutlined from '@ant-design/icons/ClockCircleOutlined';
import CrownOutlined from '@ant-design/icons/CrownOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import GiftOutlined from '@ant-design/icons/GiftOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/ShopOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import Drawer from 'antd/es/drawer';
import Menu, { type MenuProps } from 'antd/es/menu';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ProductLogo } from '../components/product-logo';
import { todayIso } from '../lib/date.format';
import { useIsMenuPathShown } from '../lib/menu.entries';
import { matchesPattern } from '../lib/route.registry';
import { useSession } from '../lib/session.store';
import { buildLeftMenu, MENU_ENTRIES, type TMenuEntry } from './app.menu';

/** Decorative: the entry's label names it, so the icon's own name must not join the accessible name. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined aria-hidden />,
  checkout: <DollarOutlined aria-hidden />,
  appointments: <CalendarOutlined aria-hidden />,
  customers: <TeamOutlined aria-hidden />,
  finance: <BarChartOutlined aria-hidden />,
  marketing: <NotificationOutlined aria-hidden />,
  inventory: <InboxOutlined aria-hidden />,
  shopManagement: <ShopOutlined aria-hidden />,
  staff: <IdcardOutlined aria-hidden />,
  projects: <AppstoreOutlined aria-hidden />,
  workTime: <ClockCircleOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  renewal: <CrownOutlined aria-hidden />,
  invitation: <GiftOutlined aria-hidden />,
};

/** Concrete path of an entry: the appointment board opens on today. */
const hrefOf = (path: string) => path.replace(':date', todayIso());

/** SPEC §2.4: the left slide-out menu, filtered by SPEC §6 and by the screens that exist and the shop is offered. */
export function LeftMenu({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSession((state) => state.user);
  const userMenus = useSession((state) => state.userMenus);
  const activeMenu = useSession((state) => state.activeMenu);
  const setActiveMenu = useSession((state) => state.setActiveMenu);
  const setGuideInShow = useSession((state) => state.setGuideInShow);
  const isShown = useIsMenuPathShown();
  const entries = buildLeftMenu(MENU_ENTRIES, { accountType: user?.accountType, userMenus }, isShown);

  const toItem = (entry: TMenuEntry, isChild: boolean): NonNullable<MenuProps['items']>[number] => {
    const label = t(entry.labelKey, { defaultValue: entry.key });
    if (entry.children?.length) {
      const ownLink = isShown(entry.path) ? [{ key: entry.path, label }] : [];
      return {
        key: `group-${entry.key}`,
        icon: ICONS[entry.key],
        label,
        children: [...ownLink, ...entry.children.map((child) => toItem(child, true))],
      };
    }
    return { key: entry.path, icon: isChild ? undefined : ICONS[entry.key], label };
  };

  const allPaths = entries.flatMap((entry) => [entry.path, ...(entry.children ?? []).map((child) => child.path)]);
  const current = activeMenu || location.pathname;
  const selected = allPaths.find((path) => matchesPattern(path, current)) ?? current;

  const handleClick: MenuProps['onClick'] = ({ key }) => {
    onClose();
    setGuideInShow(false);
    setActiveMenu(key);
    navigate(hrefOf(key));
  };

  return (
    <Drawer
      open={isOpen}
      onClose={onClose}
      placement="left"
      size={280}
      title={
        <span className="left-menu__brand">
          <ProductLogo size={28} />
          {t('app.productName')}
        </span>
      }
      styles={{ body: { padding: 0 } }}
    >
      <nav aria-label={t('header.openMenu')}>
        <Menu
          mode="inline"
          selectedKeys={[selected]}
          items={entries.map((entry) => toItem(entry, false))}
          onClick={handleClick}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Drawer>
  );
}
