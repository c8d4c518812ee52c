import RightOutlined from '@ant-design/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { menuEntriesOf } from '../lib/menu.entries';
import { selectCurrentShop, useSession } from '../lib/session.store';

/**
 * The second-level entries of a first-level menu page whose entries all need the internal password (the finance
 * menu), as links: the account picks one, and is asked for the password there.
 */
export function MenuEntries({ path }: { path: string }) {
  const { t } = useTranslation();
  const userMenus = useSession((state) => state.userMenus) ?? [];
  const current = userMenus.find((menu) => menu.path === path && menu.menuType === 0);
  const shop = useSession(selectCurrentShop);
  const entries = menuEntriesOf(path, userMenus, shop);
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
