import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isRouteAvailable } from '../lib/route.registry';
import { useSession } from '../lib/session.store';
import { activeSubMenuPath, buildSubMenuTabs } from './app.sub-menu';

/**
 * SPEC §2.19 inner sub-menu tabs, drawn by the frame above any page whose menu has sub-menus. Tabs lead only to
 * screens that exist; labels come from `secondMenu.<menuName>`, an unknown label is shown as it is.
 */
export function SubMenuTabs({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userMenus = useSession((state) => state.userMenus);
  const tabs = buildSubMenuTabs(path, userMenus ?? []).filter((menu) => isRouteAvailable(menu.path));
  if (tabs.length === 0) return null;
  const active = activeSubMenuPath(path);
  return (
    <Tabs
      className="sub-menu-tabs"
      activeKey={tabs.some((tab) => tab.path === active) ? active : undefined}
      onChange={(key) => navigate(key)}
      items={tabs.map((menu) => ({
        key: menu.path,
        label: t(`secondMenu.${menu.menuName}`, { defaultValue: menu.menuName }),
      }))}
    />
  );
}
