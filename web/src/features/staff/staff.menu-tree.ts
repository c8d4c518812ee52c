import { MENUS, type TMenuDef, TOP_MENUS } from '../../../../contract/menus';

/** A first-level menu in the grants dialog, with the entries listed under it. */
export type TGrantTreeMenu = { menu: TMenuDef; entries: TMenuDef[] };

/**
 * The first-level menus the grants dialog offers, each with the entries under it that the shop is offered (`shown`,
 * lib/menu.entries.ts): the cash machine's page shows under Finance only for a shop whose machine is activated. Grants
 * are per first-level menu, so an entry left out is still granted with its menu.
 */
export function grantTreeMenus(shown: (path: string) => boolean): TGrantTreeMenu[] {
  return TOP_MENUS.map((menu) => ({
    menu,
    entries: MENUS.filter((entry) => entry.parentId === menu.id && shown(entry.path)),
  }));
}
