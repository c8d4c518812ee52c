import { useLocation } from 'react-router';
import { MenuEntries } from '../../../components/menu-entries';

/** A first-level menu page (/frame/chooseProject, ...): its second-level entries. */
export function MenuPage() {
  const { pathname } = useLocation();
  return <MenuEntries path={pathname} />;
}
