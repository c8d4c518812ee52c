import { describe, expect, it } from 'vitest';
import { MENUS, TOP_MENUS } from '../../../../contract/menus';
import { isMenuPathShown } from '../../lib/menu.entries';
import { grantTreeMenus } from './staff.menu-tree';

const financeEntries = (cashDeviceFlag: number) =>
  grantTreeMenus((path) => isMenuPathShown(path, { cashDeviceFlag }))
    .find(({ menu }) => menu.key === 'finance')
    ?.entries.map((entry) => entry.menuName);

describe('the grants dialog tree', () => {
  it('lists every first-level menu, in order', () => {
    expect(grantTreeMenus(() => true).map(({ menu }) => menu.id)).toEqual(TOP_MENUS.map((menu) => menu.id));
  });

  it('lists the cash machine under Finance only for a shop whose machine is activated', () => {
    expect(financeEntries(1)).toContain('cashMachineManagement');
    expect(financeEntries(0)).not.toContain('cashMachineManagement');
    expect(financeEntries(0)).toEqual(financeEntries(1)?.filter((name) => name !== 'cashMachineManagement'));
  });

  it('lists every entry under its own menu when all are shown', () => {
    const listed = grantTreeMenus(() => true).flatMap(({ entries }) => entries);
    expect(listed).toHaveLength(MENUS.filter((menu) => menu.menuType === 1).length);
  });
});
