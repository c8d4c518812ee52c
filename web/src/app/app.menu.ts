import { ALWAYS_GRANTED, MENUS, type TUserMenu } from '../../../contract/menus';

/** A left-menu entry (SPEC §3 'Menu entry'): internal code, translated label, path, optional children. */
export type TMenuEntry = {
  key: string;
  menuCode: string;
  path: string;
  labelKey: string;
  children?: TMenuEntry[];
};

/**
 * The full left menu (SPEC §2.4, §6): the thirteen first-level menus of the contract in SPEC order with their
 * second-level entries, plus the inventory alert and invitation screens the SPEC §2.4 labels name.
 */
export const MENU_ENTRIES: readonly TMenuEntry[] = [
  ...MENUS.filter((menu) => menu.menuType === 0).map((menu) => ({
    key: menu.key,
    menuCode: menu.menuCode,
    path: menu.path,
    labelKey: `menu.${menu.key}`,
    children: [
      ...MENUS.filter((child) => child.parentId === menu.id).map((child) => ({
        key: child.key,
        menuCode: child.menuCode,
        path: child.path,
        labelKey: `secondMenu.${child.menuName}`,
      })),
      ...(menu.key === 'inventory'
        ? [{ key: 'inventoryAlert', menuCode: '', path: '/frame/inventoryAlert', labelKey: 'menu.inventoryAlert' }]
        : []),
    ],
  })),
  { key: 'invitation', menuCode: '', path: '/frame/invitationDetail', labelKey: 'menu.invitation' },
];

export type TMenuAccess = { accountType: number | undefined; userMenus: readonly TUserMenu[] | null };

/**
 * SPEC §6: the main account (accountType 1) sees every entry; others see the dashboard and renewal plus entries
 * whose path is in their userMenus or whose internal code equals a userMenus menuCode.
 */
export function isMenuEntryGranted(entry: TMenuEntry, access: TMenuAccess): boolean {
  if (access.accountType === 1) return true;
  if ((ALWAYS_GRANTED as readonly string[]).includes(entry.key)) return true;
  return (access.userMenus ?? []).some(
    (menu) => menu.path === entry.path || (entry.menuCode !== '' && menu.menuCode === entry.menuCode),
  );
}

/**
 * The entries to draw: granted ones whose screen exists. A granted parent passes its grant to its children (a grant
 * includes the second-level entries); a parent without a screen of its own stays only as a group of its children.
 */
export function buildLeftMenu(
  entries: readonly TMenuEntry[],
  access: TMenuAccess,
  isAvailable: (path: string) => boolean,
): TMenuEntry[] {
  const result: TMenuEntry[] = [];
  for (const entry of entries) {
    if (!isMenuEntryGranted(entry, access)) continue;
    const children = (entry.children ?? []).filter((child) => isAvailable(child.path));
    const isOwnScreen = isAvailable(entry.path);
    if (!isOwnScreen && children.length === 0) continue;
    result.push(children.length > 0 ? { ...entry, children } : { ...entry, children: undefined });
  }
  return result;
}
