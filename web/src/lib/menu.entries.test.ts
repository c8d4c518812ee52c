import { describe, expect, it } from 'vitest';
import { MENUS, menusForGrants } from '../../../contract/menus';
import { firstContentPath, menuEntriesOf } from './menu.entries';

const owner = MENUS;

describe('first-level menu pages (ADR 029)', () => {
  it('open on their first entry: the customer search, the shop information, the shop settings', () => {
    expect(firstContentPath('/frame/chooseCustomerPage', owner)).toBe('/frame/chooseCustomerPage/customer');
    expect(firstContentPath('/frame/shopManage', owner)).toBe('/frame/shopManage/shopInfo');
    expect(firstContentPath('/frame/settings', owner)).toBe('/frame/settings/shopSettings');
    expect(firstContentPath('/frame/chooseProject', owner)).toBe('/frame/chooseProject/projectTypeManage');
  });

  it('skip entries behind the internal password, and list them when all are', () => {
    expect(firstContentPath('/frame/choosePerformance', owner)).toBeNull();
    expect(menuEntriesOf('/frame/choosePerformance', owner).map((menu) => menu.menuName)).toEqual([
      'staffPerformance',
      'turnover',
      'accountingHistory',
      'orderHistory',
      'memberCardTransactions',
    ]);
  });

  it('only from the menus the account holds, and only for a first-level page', () => {
    const technician = menusForGrants(['dashboard', 'appointments', 'customers']);
    expect(firstContentPath('/frame/shopManage', technician)).toBeNull();
    expect(firstContentPath('/frame/chooseCustomerPage', technician)).toBe('/frame/chooseCustomerPage/customer');
    expect(firstContentPath('/frame/chooseCustomerPage/customer', owner)).toBeNull();
  });

  it('settings lists the system settings page among its entries', () => {
    expect(menuEntriesOf('/frame/settings', owner).map((menu) => menu.path)).toEqual([
      '/frame/settings/shopSettings',
      '/frame/settings/timeManage',
      '/frame/settings/system',
    ]);
  });
});
