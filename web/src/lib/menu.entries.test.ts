import { describe, expect, it } from 'vitest';
import { MENUS, menusForGrants } from '../../../contract/menus';
import { CASH_DEVICE_PATH, firstContentPath, isMenuPathShown, menuEntriesOf } from './menu.entries';

const owner = MENUS;
const withDevice = { cashDeviceFlag: 1 };
const withoutDevice = { cashDeviceFlag: 0 };
const FINANCE = '/frame/choosePerformance';

describe('first-level menu pages (ADR 029)', () => {
  it('open on their first entry: the customer search, the shop information, the shop settings', () => {
    expect(firstContentPath('/frame/chooseCustomerPage', owner, withoutDevice)).toBe(
      '/frame/chooseCustomerPage/customer',
    );
    expect(firstContentPath('/frame/shopManage', owner, withoutDevice)).toBe('/frame/shopManage/shopInfo');
    expect(firstContentPath('/frame/settings', owner, withoutDevice)).toBe('/frame/settings/shopSettings');
    expect(firstContentPath('/frame/chooseProject', owner, withoutDevice)).toBe(
      '/frame/chooseProject/projectTypeManage',
    );
  });

  it('list their entries when the first is behind the internal password (finance)', () => {
    expect(firstContentPath(FINANCE, owner, withoutDevice)).toBeNull();
    expect(menuEntriesOf(FINANCE, owner, withoutDevice).map((menu) => menu.menuName)).toEqual([
      'staffPerformance',
      'turnover',
      'accountingHistory',
      'orderHistory',
      'memberCardTransactions',
    ]);
    // With the cash machine, whose page needs no password, 'Finance' still opens no screen unasked.
    expect(firstContentPath(FINANCE, owner, withDevice)).toBeNull();
  });

  it('only from the menus the account holds, and only for a first-level page', () => {
    const technician = menusForGrants(['dashboard', 'appointments', 'customers']);
    expect(firstContentPath('/frame/shopManage', technician, withDevice)).toBeNull();
    expect(firstContentPath('/frame/chooseCustomerPage', technician, withDevice)).toBe(
      '/frame/chooseCustomerPage/customer',
    );
    expect(firstContentPath('/frame/chooseCustomerPage/customer', owner, withDevice)).toBeNull();
  });

  it('settings lists the system settings page among its entries', () => {
    expect(menuEntriesOf('/frame/settings', owner, null).map((menu) => menu.path)).toEqual([
      '/frame/settings/shopSettings',
      '/frame/settings/timeManage',
      '/frame/settings/system',
    ]);
  });
});

describe('the cash machine entry (issue 24)', () => {
  it('is offered only to a shop whose machine is activated', () => {
    expect(isMenuPathShown(CASH_DEVICE_PATH, withDevice)).toBe(true);
    expect(isMenuPathShown(CASH_DEVICE_PATH, withoutDevice)).toBe(false);
    expect(isMenuPathShown(CASH_DEVICE_PATH, null)).toBe(false);
    expect(menuEntriesOf(FINANCE, owner, withDevice).at(-1)?.menuName).toBe('cashMachineManagement');
    expect(menuEntriesOf(FINANCE, owner, withoutDevice).map((menu) => menu.path)).not.toContain(CASH_DEVICE_PATH);
  });

  it('leaves every other entry to whether its screen exists', () => {
    expect(isMenuPathShown('/frame/choosePerformance/orderHistory', withoutDevice)).toBe(true);
    expect(isMenuPathShown('/frame/chooseMarketing/marketingImage', withDevice)).toBe(true);
    expect(isMenuPathShown('/frame/noSuchScreen', withDevice)).toBe(false);
  });
});
