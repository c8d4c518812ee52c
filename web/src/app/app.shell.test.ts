import { describe, expect, it } from 'vitest';
import { MENUS, type TUserMenu } from '../../../contract/menus';
import { DEFAULT_ROUTER_FROM } from '../lib/storage.keys';
import { backTarget, isBackHidden } from './app.back-target';
import { decideGuard, freePlanFallback, type TGuardInput } from './app.guard';
import { buildLeftMenu, isMenuEntryGranted, MENU_ENTRIES } from './app.menu';
import { decideRenewal } from './app.renewal';
import { activeSubMenuPath, buildSubMenuTabs } from './app.sub-menu';
import { compareVersion, versionEnvFlag } from './app.version';

const asUserMenus = (keys: string[]): TUserMenu[] =>
  MENUS.filter(
    (menu) => keys.includes(menu.key) || MENUS.some((p) => p.id === menu.parentId && keys.includes(p.key)),
  ).map(({ key: _key, ...menu }) => menu);

describe('backTarget (SPEC §2.3)', () => {
  it.each([
    ['/frame/employerManage', '/frame/settings'],
    ['/frame/chooseProject/projectTypeManage', '/frame/settings'],
    ['/frame/settings/timeManage', '/frame/settings'],
    ['/frame/choosePerformance/performance', '/frame/choosePerformance'],
    ['/frame/choosePerformance/sales', '/frame/choosePerformance'],
    ['/frame/choosePerformance/financeHistory', '/frame/choosePerformance'],
    ['/frame/chooseCustomerPage/customer', '/frame/chooseCustomerPage'],
    ['/frame/chooseCustomerPage/customerAll', '/frame/chooseCustomerPage'],
    ['/frame/addCustomer', '/frame/chooseCustomerPage'],
    ['/frame/choosePerformance/performanceDetail/7', '/frame/performance'],
    ['/frame/chooseProject/projectManage', '/frame/projectTypeManage'],
    ['/frame/chooseInventory/inventoryManage', '/frame/inventoryTypeManage'],
    ['/frame/controlPad', '/'],
    ['/frame/payDetail', '/'],
    ['/pricing', '/'],
  ])('%s goes back to %s', (path, target) => {
    expect(backTarget(path, null)).toBe(target);
  });

  it('customerDetail returns to routerFrom, by default all customers', () => {
    expect(backTarget('/frame/chooseCustomerPage/customerDetail/12', '/frame/chooseCustomerPage/customer')).toBe(
      '/frame/chooseCustomerPage/customer',
    );
    expect(backTarget('/frame/chooseCustomerPage/customerDetail/12', null)).toBe(DEFAULT_ROUTER_FROM);
    expect(backTarget('/frame/chooseCustomerPage/customerDetail/12', 'null')).toBe(DEFAULT_ROUTER_FROM);
  });

  it('is hidden on routes containing home', () => {
    expect(isBackHidden('/frame/home')).toBe(true);
    expect(isBackHidden('/home')).toBe(true);
    expect(isBackHidden('/frame/controlPad')).toBe(false);
  });
});

describe('buildSubMenuTabs (SPEC §2.19)', () => {
  const menus = asUserMenus(['customers', 'finance']);

  it('gives the siblings of a second-level menu', () => {
    const tabs = buildSubMenuTabs('/frame/chooseCustomerPage/customerAll', menus).map((menu) => menu.menuName);
    expect(tabs).toEqual(['search', 'viewAll', 'customerBlacklist', 'customerFollowUp']);
  });

  it('gives the children of a first-level menu', () => {
    const tabs = buildSubMenuTabs('/frame/choosePerformance', menus).map((menu) => menu.menuName);
    expect(tabs).toEqual([
      'staffPerformance',
      'turnover',
      'accountingHistory',
      'orderHistory',
      'memberCardTransactions',
      'cashMachineManagement',
    ]);
  });

  it('treats performanceDetail as staff performance', () => {
    expect(buildSubMenuTabs('/frame/choosePerformance/performanceDetail/3', menus)).toHaveLength(6);
    expect(activeSubMenuPath('/frame/choosePerformance/performanceDetail/3')).toBe(
      '/frame/choosePerformance/performance',
    );
  });

  it('shows a path that is also a settings tab among the settings tabs, when the account holds them', () => {
    const owner = asUserMenus(['settings', 'workTime']);
    expect(buildSubMenuTabs('/frame/settings/timeManage', owner).map((menu) => menu.menuName)).toEqual([
      'storeSettings',
      'workTimeSettings',
      'systemSettings',
    ]);
    expect(buildSubMenuTabs('/frame/settings/timeManage', asUserMenus(['workTime']))).toEqual([]);
  });

  it('is empty for a path without a menu, or a menu without children', () => {
    expect(buildSubMenuTabs('/frame/unknown', menus)).toEqual([]);
    expect(buildSubMenuTabs('/frame/controlPad', asUserMenus(['dashboard']))).toEqual([]);
  });
});

describe('left menu filtering (SPEC §6)', () => {
  const everything = () => true;

  it('shows every entry to the main account', () => {
    const entries = buildLeftMenu(MENU_ENTRIES, { accountType: 1, userMenus: [] }, everything);
    expect(entries.map((entry) => entry.key)).toEqual(MENU_ENTRIES.map((entry) => entry.key));
  });

  it('shows others the dashboard, renewal and their granted entries (by path or menu code)', () => {
    const byPath = [{ ...asUserMenus(['customers'])[0] }];
    const byCode: TUserMenu[] = [
      {
        id: 99,
        path: '/elsewhere',
        menuType: 0,
        parentId: 0,
        menuName: 'x',
        menuCode: '库存',
        perms: '',
        sortOrder: 1,
      },
    ];
    const keys = buildLeftMenu(MENU_ENTRIES, { accountType: 3, userMenus: [...byPath, ...byCode] }, everything).map(
      (entry) => entry.key,
    );
    expect(keys).toEqual(['dashboard', 'customers', 'inventory', 'renewal']);
  });

  it('drops entries whose screen does not exist, keeping a parent that has existing children', () => {
    const onlyDashboardAndSearch = (path: string) =>
      path === '/frame/controlPad' || path === '/frame/chooseCustomerPage/customer';
    const entries = buildLeftMenu(MENU_ENTRIES, { accountType: 1, userMenus: [] }, onlyDashboardAndSearch);
    expect(entries.map((entry) => entry.key)).toEqual(['dashboard', 'customers']);
    expect(entries[1].children?.map((child) => child.path)).toEqual(['/frame/chooseCustomerPage/customer']);
  });

  it('grants by menuCode only when the entry has one', () => {
    const entry = MENU_ENTRIES.find((item) => item.key === 'invitation')!;
    const menus: TUserMenu[] = [
      { id: 1, path: '/x', menuType: 0, parentId: 0, menuName: 'x', menuCode: '', perms: '', sortOrder: 1 },
    ];
    expect(isMenuEntryGranted(entry, { accountType: 2, userMenus: menus })).toBe(false);
  });
});

describe('decideGuard (SPEC §6)', () => {
  const base: TGuardInput = {
    path: '/frame/controlPad',
    route: { path: '/frame/controlPad', isLoginRequired: true },
    isLoggedIn: true,
    userMenus: null,
    accountType: 1,
    goodsType: 'yearly',
    innerLogin: null,
    previousRoute: { path: '/frame/controlPad', isLoginRequired: true },
  };
  const inner = { path: '/frame/chooseCustomerPage/customerAll', isLoginRequired: true, isInner: true };

  it('sends a visitor without a token to /login', () => {
    expect(decideGuard({ ...base, isLoggedIn: false })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets a visitor see a route that needs no login', () => {
    expect(
      decideGuard({ ...base, isLoggedIn: false, route: { path: '/frame/payDetail', isLoginRequired: false } }),
    ).toEqual({ kind: 'allow' });
  });

  it('redirects a route outside the granted perms to the dashboard, which is always allowed', () => {
    const menus = asUserMenus(['dashboard', 'appointments']);
    const customers = { path: '/frame/chooseCustomerPage', isLoginRequired: true };
    expect(decideGuard({ ...base, path: '/frame/chooseCustomerPage', route: customers, userMenus: menus })).toEqual({
      kind: 'redirect',
      to: '/frame/controlPad',
    });
    const board = { path: '/frame/appointNew/:date', isLoginRequired: true };
    expect(decideGuard({ ...base, path: '/frame/appointNew/2025-01-02', route: board, userMenus: menus })).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({ ...base, userMenus: asUserMenus(['appointments']) })).toEqual({ kind: 'allow' });
  });

  it('does not apply the menu check to routes outside the menu catalogue', () => {
    const home = { path: '/frame/home', isLoginRequired: true };
    expect(decideGuard({ ...base, path: '/frame/home', route: home, userMenus: asUserMenus(['dashboard']) })).toEqual({
      kind: 'allow',
    });
  });

  it('blocks paid-only routes for the free plan', () => {
    const giftCards = { path: '/frame/chooseMarketing/giftVoucher', isLoginRequired: true, isPaidOnly: true };
    const input = { ...base, path: giftCards.path, route: giftCards };
    expect(decideGuard({ ...input, goodsType: 'free' })).toEqual({ kind: 'freeBlocked' });
    expect(decideGuard(input)).toEqual({ kind: 'allow' });
  });

  it('sends a blocked free-plan route back to a screen the free plan can open', () => {
    const gifts = { path: '/frame/chooseMarketing/giftVoucher', isLoginRequired: true, isPaidOnly: true };
    const stock = { path: '/frame/chooseInventory/inventoryManage', isLoginRequired: true, isPaidOnly: true };
    const board = { path: '/frame/appointNew/:date', isLoginRequired: true };
    expect(freePlanFallback(gifts.path, { path: '/frame/appointNew/2026-11-27', route: board })).toBe(
      '/frame/appointNew/2026-11-27',
    );
    // The plan became free while the screen was open: it is the previous screen itself.
    expect(freePlanFallback(gifts.path, { path: gifts.path, route: gifts })).toBe('/frame/controlPad');
    expect(freePlanFallback(gifts.path, { path: stock.path, route: stock })).toBe('/frame/controlPad');
    expect(freePlanFallback(gifts.path, { path: null, route: undefined })).toBe('/frame/controlPad');
  });

  it('handles internal-password routes in the SPEC order', () => {
    const input = { ...base, path: inner.path, route: inner };
    expect(decideGuard({ ...input, innerLogin: 'true' })).toEqual({ kind: 'allow', isInnerLoginConsumed: true });
    expect(decideGuard({ ...input, previousRoute: { ...inner, path: '/frame/choosePerformance/sales' } })).toEqual({
      kind: 'allow',
    });
    expect(decideGuard({ ...input, accountType: 2 })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...input, innerLogin: 'reset' })).toEqual({ kind: 'innerPassword' });
  });

  it('asks the server on a fresh load of a protected route, then stays or asks for the password in place (ADR 029)', () => {
    const input = { ...base, path: inner.path, route: inner, previousRoute: undefined };
    expect(decideGuard(input)).toEqual({ kind: 'checkElevation' });
    expect(decideGuard({ ...input, isElevationValid: true })).toEqual({ kind: 'allow' });
    expect(decideGuard({ ...input, isElevationValid: false })).toEqual({ kind: 'innerPassword' });
    // Never a bounce to the dashboard, and accountType 2 is not asked at all.
    expect(decideGuard({ ...input, accountType: 2 })).toEqual({ kind: 'allow' });
    // Coming from another screen inside the app keeps SPEC's rule: the password is asked for again.
    expect(decideGuard({ ...input, previousRoute: base.route, isElevationValid: true })).toEqual({
      kind: 'innerPassword',
    });
  });

  it('lets unknown paths through (the 404 page handles them)', () => {
    expect(decideGuard({ ...base, path: '/frame/nothing', route: undefined })).toEqual({ kind: 'allow' });
  });
});

describe('decideRenewal (SPEC §4 subscription expiry)', () => {
  const day = 86_400_000;
  const now = Date.UTC(2025, 0, 10, 12);
  const inDays = (days: number) => new Date(now + days * day).toISOString();
  const base = { goodsType: 'monthly', path: '/frame/controlPad', now, lastOpenedAt: null };

  it('opens once per 12 hours with 1 to 6 days left, not on payDetail', () => {
    const first = decideRenewal({ ...base, expireTime: inDays(5) });
    expect(first).toMatchObject({ isOpen: true, isExpired: false, isClosable: true, isOpeningRecorded: true });
    expect(decideRenewal({ ...base, expireTime: inDays(5), lastOpenedAt: now - 3_600_000 }).isOpen).toBe(false);
    expect(decideRenewal({ ...base, expireTime: inDays(5), lastOpenedAt: now - 43_200_000 }).isOpen).toBe(true);
    expect(decideRenewal({ ...base, expireTime: inDays(5), path: '/frame/payDetail' }).isOpen).toBe(false);
    expect(decideRenewal({ ...base, expireTime: inDays(7) }).isOpen).toBe(false);
  });

  it('opens on every page but payDetail when expired, and cannot be closed on the appointment board', () => {
    expect(decideRenewal({ ...base, expireTime: inDays(-1), lastOpenedAt: now })).toMatchObject({
      isOpen: true,
      isExpired: true,
      isClosable: true,
      isOpeningRecorded: false,
    });
    expect(decideRenewal({ ...base, expireTime: inDays(-1), path: '/frame/appointNew/2025-01-10' })).toMatchObject({
      isOpen: true,
      isClosable: false,
    });
    expect(decideRenewal({ ...base, expireTime: inDays(-1), path: '/frame/payDetail' }).isOpen).toBe(false);
  });

  it('does nothing for the free plan, an empty expiry or serviceInfo', () => {
    expect(decideRenewal({ ...base, expireTime: inDays(-1), goodsType: 'free' }).isOpen).toBe(false);
    expect(decideRenewal({ ...base, expireTime: null }).isOpen).toBe(false);
    expect(decideRenewal({ ...base, expireTime: 'null' }).isOpen).toBe(false);
    expect(decideRenewal({ ...base, expireTime: inDays(-1), path: '/serviceInfo' }).isOpen).toBe(false);
  });
});

describe('version check (SPEC §4, §9)', () => {
  it('uses envFlag 2 on the loopback or production host, else 1', () => {
    expect(versionEnvFlag('127.0.0.1', [])).toBe(2);
    expect(versionEnvFlag('localhost', [])).toBe(2);
    expect(versionEnvFlag('app.example.com', ['app.example.com'])).toBe(2);
    expect(versionEnvFlag('test.example.com', ['app.example.com'])).toBe(1);
  });

  it('forces the update only when a stored version differs', () => {
    expect(compareVersion('1.2.0', null)).toBe('firstSeen');
    expect(compareVersion('1.2.0', '1.2.0')).toBe('same');
    expect(compareVersion('1.2.1', '1.2.0')).toBe('changed');
  });
});
