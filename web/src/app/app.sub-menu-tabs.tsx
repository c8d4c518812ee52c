import Tabs from 'antd/es/tabs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useIsMenuPathShown } from '../lib/menu.entries';
import { useSession } from '../lib/session.store';
import { activeSubMenuPath, buildSubMenuTabs } from './app.sub-menu';

/**
 * SPEC §2.19 inner sub-menu tabs, drawn by the frame above a second-level page, its own tab highlighted. Tabs lead only to
 * screens that exist and the shop is offered (lib/menu.entries); labels come from `secondMenu.<menuName>`, an unknown
 * label is shown as it is.
 */
export function SubMenuTabs({ path }: { path: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userMenus = useSession((state) => state.userMenus);
  const isShown = useIsMenuPathShown();
  const tabs = buildSubMenuTabs(path, userMenus ?? []).filter((menu) => isShown(menu.path));
  const active = activeSubMenuPath(path);
  // The highlighted tab is always the screen shown: a page that is none of them gets no tab bar (ADR 029).
  if (!tabs.some((tab) => tab.path === active)) return null;
  return (
    <Tabs
      className="sub-menu-tabs"
      activeKey={active}
      onChange={(key) => navigate(key)}
      items={tabs.map((menu) => ({
        key: menu.path,
        label: t(`secondMenu.${menu.menuName}`, { defaultValue: menu.menuName }),
      }))}
    />
  );
}
