import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRouteAvailable } from '../lib/route.registry';
import { useSession } from '../lib/session.store';

/**
 * The second-level entries of a first-level menu page (SPEC §2.19 labels), from the account's own menus: only what
 * the account was granted, and only screens that exist.
 */
export function MenuEntries({ path }: { path: string }) {
  const { t } = useTranslation();
  const userMenus = useSession((state) => state.userMenus) ?? [];
  const current = userMenus.find((menu) => menu.path === path && menu.menuType === 0);
  const entries = current
    ? userMenus
        .filter((menu) => menu.parentId === current.id && isRouteAvailable(menu.path))
        .sort((a, b) => a.sortOrder - b.sortOrder)
    : [];
  if (entries.length === 0) return null;
  return (
    <nav className="menu-entries" aria-label={t(`menu.${current?.menuName}`, { defaultValue: current?.menuName })}>
      {entries.map((menu) => (
        <Link key={menu.id} to={menu.path} className="menu-entries__item">
          <span>{t(`secondMenu.${menu.menuName}`, { defaultValue: menu.menuName })}</span>
          <RightOutlined aria-hidden />
        </Link>
      ))}
    </nav>
  );
}
