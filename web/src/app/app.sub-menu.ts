import type { TUserMenu } from '../../../contract/menus';

export type TSubMenuMenu = Pick<TUserMenu, 'id' | 'path' | 'menuType' | 'parentId' | 'menuName'> & {
  sortOrder?: number;
};

/** SPEC §2.19: a staff member's detail page belongs to the staff performance tab. */
const normalizeSubMenuPath = (path: string) =>
  path.startsWith('/frame/choosePerformance/performanceDetail') ? '/frame/choosePerformance/performance' : path;

/**
 * SPEC §2.19 inner sub-menu tabs: for the current path's menu, its siblings when it is a second-level menu
 * (menuType 1), otherwise its children.
 */
export function buildSubMenuTabs<T extends TSubMenuMenu>(path: string, menus: readonly T[]): T[] {
  const normalized = normalizeSubMenuPath(path.split('?')[0]);
  // A path that is both a first-level menu and a second-level entry (work time: its own menu and a settings tab) is
  // shown as the tab, among its siblings, when the account holds it.
  const current =
    menus.find((menu) => menu.path === normalized && menu.menuType === 1) ??
    menus.find((menu) => menu.path === normalized);
  if (!current) return [];
  const tabs =
    current.menuType === 1
      ? menus.filter((menu) => menu.parentId === current.parentId && menu.menuType === 1)
      : menus.filter((menu) => menu.parentId === current.id);
  return [...tabs].sort((a, b) => (a.sortOrder ?? a.id) - (b.sortOrder ?? b.id));
}

/** The tab that is active for a path (the normalized path itself). */
export const activeSubMenuPath = (path: string) => normalizeSubMenuPath(path.split('?')[0]);
