import { isRouteGranted, MENUS, type TUserMenu } from '../../../contract/menus';
import { resolveAlias } from './route.registry';
import { useSession } from './session.store';

/** The dashboard: always open, and where the guard sends what is not (SPEC §6). */
export const DEFAULT_ROUTE = '/frame/controlPad';

/** The system settings page (ADR 029): the header's 'System settings' opens it; /frame/settings opens shop settings. */
export const SYSTEM_SETTINGS_PATH = '/frame/settings/system';

/**
 * SPEC §6 menu check: may an account with these menus open this path? Only paths that some menu's perms cover are
 * checked; the others (home, invitation, public pages) are open to everyone, as is the dashboard. An account whose
 * menus are not known yet (null or none) is not held back: the guard runs again once they arrive.
 */
export function isPathOpen(path: string, userMenus: readonly TUserMenu[] | null): boolean {
  const target = resolveAlias(path);
  if (target === DEFAULT_ROUTE || !userMenus || userMenus.length === 0) return true;
  return !isRouteGranted(target, MENUS) || isRouteGranted(target, userMenus);
}

/** The menu check for the logged-in account, so a link or a shortcut shows only where the guard lets it through. */
export function useIsPathOpen(): (path: string) => boolean {
  const userMenus = useSession((state) => state.userMenus);
  return (path) => isPathOpen(path, userMenus);
}
