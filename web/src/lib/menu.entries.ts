import type { TUserMenu } from '../../../contract/menus';
import { findRoute, isRouteAvailable } from './route.registry';

type TEntryMenu = Pick<TUserMenu, 'id' | 'path' | 'menuType' | 'parentId' | 'menuName' | 'sortOrder'>;

/**
 * The second-level entries of a first-level menu page (SPEC §2.19 labels), from the account's own menus: only what
 * the account was granted, and only screens that exist, in menu order.
 */
export function menuEntriesOf<T extends TEntryMenu>(path: string, userMenus: readonly T[]): T[] {
  const current = userMenus.find((menu) => menu.path === path && menu.menuType === 0);
  if (!current) return [];
  return userMenus
    .filter((menu) => menu.parentId === current.id && isRouteAvailable(menu.path))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/**
 * Where a first-level menu page opens (ADR 029: no page of links above nothing): its first entry, unless that needs
 * the internal password, which a menu click should not ask for unprompted; the next one then. Null when every entry
 * is protected or none exists: the page then lists its entries.
 */
export function firstContentPath(path: string, userMenus: readonly TEntryMenu[]): string | null {
  const entry = menuEntriesOf(path, userMenus).find((menu) => !findRoute(menu.path)?.isInner);
  return entry?.path ?? null;
}
