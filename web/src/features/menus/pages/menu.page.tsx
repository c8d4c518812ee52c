import { Navigate, useLocation } from 'react-router';
import { MenuEntries } from '../../../components/menu-entries';
import { firstContentPath } from '../../../lib/menu.entries';
import { selectCurrentShop, useSession } from '../../../lib/session.store';

/**
 * A first-level menu page (/frame/chooseCustomerPage, /frame/shopManage, /frame/settings, ...): it opens on its first
 * entry's screen, whose tab the frame highlights (ADR 029); a menu whose entries all need the internal password lists
 * them instead.
 */
export function MenuPage() {
  const { pathname } = useLocation();
  const userMenus = useSession((state) => state.userMenus) ?? [];
  const shop = useSession(selectCurrentShop);
  const first = firstContentPath(pathname, userMenus, shop);
  if (first) return <Navigate to={first} replace />;
  return <MenuEntries path={pathname} />;
}
