import { useCallback } from 'react';
import type { TUserMenu } from '../../../contract/menus';
import type { TShopInfo } from '../../../contract/shop';
import { findRoute, isRouteAvailable } from './route.registry';
import { selectCurrentShop, useSession } from './session.store';

type TEntryMenu = Pick<TUserMenu, 'id' | 'path' | 'menuType' | 'parentId' | 'menuName' | 'sortOrder'>;
type TMenuShop = Pick<TShopInfo, 'cashDeviceFlag'> | null | undefined;

/** The cash machine's page (issue 24): a finance entry only for a shop whose machine is activated. */
export const CASH_DEVICE_PATH = '/frame/choosePerformance/cashDeviceDetail';

/**
 * The one rule for which menu entries a shop is offered (left menu, tabs, menu pages): the screen exists, and it is
 * not the page of a cash machine the shop does not have (cashDeviceFlag 1, SPEC §3).
 */
export function isMenuPathShown(path: string, shop: TMenuShop): boolean {
  if (!isRouteAvailable(path)) return false;
  return path !== CASH_DEVICE_PATH || shop?.cashDeviceFlag === 1;
}

/** `isMenuPathShown` for the current shop. */
export function useIsMenuPathShown(): (path: string) => boolean {
  const shop = useSession(selectCurrentShop);
  return useCallback((path: string) => isMenuPathShown(path, shop), [shop]);
}

/**
 * The second-level entries of a first-level menu page (SPEC §2.19 labels), from the account's own menus: only what
 * the account was granted, and only what the shop is offered, in menu order.
 */
export function menuEntriesOf<T extends TEntryMenu>(path: string, userMenus: readonly T[], shop: TMenuShop): T[] {
  const current = userMenus.find((menu) => menu.path === path && menu.menuType === 0);
  if (!current) return [];
  return userMenus
    .filter((menu) => menu.parentId === current.id && isMenuPathShown(menu.path, shop))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * Where a first-level menu page opens (ADR 029: no page of links above nothing): its first entry, unless that needs
 * the internal password, which a menu click should not ask for unprompted. Null then, and when no entry exists: the
 * page lists its entries. The finance menu, whose first entries are its password-protected reports, so stays a list
 * even for a shop whose cash machine page needs no password: a click on 'Finance' opens no machine unasked.
 */
export function firstContentPath(path: string, userMenus: readonly TEntryMenu[], shop: TMenuShop): string | null {
  const [entry] = menuEntriesOf(path, userMenus, shop);
  return entry && !findRoute(entry.path)?.isInner ? entry.path : null;
}
