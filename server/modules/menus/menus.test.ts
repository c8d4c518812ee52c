import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { MENUS } from '../../../contract/menus';
import { buildAccount, buildOwner, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { buildChain, dataOf, expectError, storedGrants, switchInto } from '../staff/staff.test-kit';

const t = useTestApp();

type TUserMenu = { id: number; path: string; menuType: number; parentId: number; menuCode: string; perms: string };

/** The internal menu codes of SPEC §6, in order. */
const FIRST_LEVEL_CODES = [
  '控制台',
  '前台算账',
  '客户预约',
  '客户',
  '财务',
  '营销',
  '库存',
  '门店管理',
  '员工管理',
  '项目管理',
  '工作时间设置',
  '系统设置',
  '店铺续费',
];

async function menusOf(token: string, accountId?: number) {
  const { body } = await t.call('userMenu/getUserMenus', accountId ? { accountId } : {}, { token });
  expect(body.code).toBe(0);
  return (body.data as { userMenus: TUserMenu[] }).userMenus;
}

const firstLevelCodes = (menus: TUserMenu[]) => menus.filter((m) => m.menuType === 0).map((m) => m.menuCode);
const childrenOf = (menus: TUserMenu[], parentId: number) =>
  menus.filter((m) => m.parentId === parentId).map((m) => m.path);

describe('userMenu/getUserMenus', () => {
  it('answers all 13 first-level menus and their children to an owner, with no grant stored', async () => {
    const owner = await buildOwner(t);
    const menus = await menusOf(owner.token);
    expect(firstLevelCodes(menus)).toEqual(FIRST_LEVEL_CODES);
    expect(menus.find((m) => m.menuCode === '控制台')).toEqual({
      id: 1,
      path: '/frame/controlPad',
      menuType: 0,
      parentId: 0,
      menuName: 'dashboard',
      menuCode: '控制台',
      perms: '/frame/controlPad',
      sortOrder: 1,
    });
    expect(childrenOf(menus, 4)).toEqual([
      '/frame/chooseCustomerPage/customer',
      '/frame/chooseCustomerPage/customerAll',
      '/frame/chooseCustomerPage/customerBlankList',
      '/frame/chooseCustomerPage/customerVisitList',
    ]);
    expect(childrenOf(menus, 8)).toEqual(['/frame/shopManage/shopInfo', '/frame/shopManage/chainShopManage']);
    expect(menus.map((m) => m.id)).toEqual(MENUS.map((m) => m.id));
    // SPEC §2.19's 22 second-level labels, and the system settings page's tab (ADR 029).
    expect(menus.filter((m) => m.menuType === 1)).toHaveLength(23);
  });

  it('answers the dashboard, renewal and the grants with their children to a staff account', async () => {
    const staff = await buildOwner(t, { accountType: 0, menus: ['customers', 'appointments'] });
    const menus = await menusOf(staff.token);
    expect(firstLevelCodes(menus)).toEqual(['控制台', '客户预约', '客户', '店铺续费']);
    expect(childrenOf(menus, 4)).toHaveLength(4);
    expect(menus.filter((m) => m.menuType === 1).every((m) => m.parentId === 4)).toBe(true);
    expect(menus.find((m) => m.menuCode === '客户预约')?.perms).toContain('/frame/appointNew/:date');
  });

  it('answers only the dashboard and renewal to a staff account without grants', async () => {
    const staff = await buildOwner(t, { accountType: 0 });
    expect((await menusOf(staff.token)).map((m) => m.path)).toEqual(['/frame/controlPad', '/frame/payDetail']);
  });

  it('lets an owner read the menus of an account of the shop', async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['finance'] });
    const menus = await menusOf(owner.token, staff.id);
    expect(firstLevelCodes(menus)).toEqual(['控制台', '财务', '店铺续费']);
    expect(childrenOf(menus, 5)).toContain('/frame/choosePerformance/performance');
  });

  it("answers NOT_FOUND for another shop's account", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildAccount(t, { accountType: 0, menus: ['finance'] });
    const { body } = await t.call('userMenu/getUserMenus', { accountId: stranger.id }, { token: owner.token });
    expect(body).toMatchObject({
      code: ERRORS.NOT_FOUND.code,
      errorKey: 'NOT_FOUND',
      field: 'accountId',
      msg: ERRORS.NOT_FOUND.en,
    });
    expect(body.data).toBeUndefined();
  });

  it("refuses a staff account reading a colleague's menus, but answers its own", async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['finance'] });
    const { body } = await t.call('userMenu/getUserMenus', { accountId: owner.id }, { token: staff.token });
    expect(body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    expect(firstLevelCodes(await menusOf(staff.token, staff.id))).toEqual(['控制台', '财务', '店铺续费']);
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('userMenu/getUserMenus', {});
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('userMenu/getUserMenus of another account', () => {
  it("lets an account with the staff menu read a colleague's menus", async () => {
    const owner = await buildOwner(t);
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['staff'] });
    const colleague = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['inventory'] });
    expect(firstLevelCodes(await menusOf(manager.token, colleague.id))).toEqual(['控制台', '库存', '店铺续费']);
    expect(firstLevelCodes(await menusOf(manager.token, owner.id))).toEqual(FIRST_LEVEL_CODES);
  });

  it('answers NOT_FOUND for a deleted account', async () => {
    const owner = await buildOwner(t);
    const gone = await buildStaff(t, { shopId: owner.shopId, deletedAt: t.clock.now() });
    const { body } = await t.call('userMenu/getUserMenus', { accountId: gone.id }, { token: owner.token });
    expectError(body, 'NOT_FOUND', 'accountId');
  });
});

describe('userMenu/assignMenus', () => {
  const idOf = (code: string) => MENUS.find((m) => m.menuCode === code)!.id;

  it('replaces the grants with first-level ids and the parents of second-level ids; answers the menus', async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['finance', 'inventory'] });
    // 402 is customers' "view all", 1001 projects' "project type management".
    const { body } = await t.call(
      'userMenu/assignMenus',
      { accountId: staff.id, menuIds: [idOf('客户预约'), 402, 1001, 1002] },
      { token: owner.token },
    );
    const { userMenus } = dataOf<{ userMenus: TUserMenu[] }>(body);
    expect(firstLevelCodes(userMenus)).toEqual(['控制台', '客户预约', '客户', '项目管理', '店铺续费']);
    expect(childrenOf(userMenus, 4)).toHaveLength(4);
    expect(await storedGrants(t, owner.shopId, staff.id)).toEqual(['appointments', 'customers', 'projects']);
    expect(await menusOf(staff.token)).toEqual(userMenus);
  });

  it('always answers the dashboard and renewal, even for no grants', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    await t.call('userMenu/assignMenus', { accountId: staff.id, menuIds: [9] }, { token: owner.token });
    const { body } = await t.call('userMenu/assignMenus', { accountId: staff.id, menuIds: [] }, { token: owner.token });
    const { userMenus } = dataOf<{ userMenus: TUserMenu[] }>(body);
    expect(userMenus.map((m) => m.path)).toEqual(['/frame/controlPad', '/frame/payDetail']);
    expect(await storedGrants(t, owner.shopId, staff.id)).toEqual([]);
  });

  it('takes effect on the server at once: a granted call works, a removed one is refused', async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    const member = await buildStaff(t, { shopId: owner.shopId });
    const read = () => t.call('account/queryById', { id: member.id }, { token: staff.token });
    expectError((await read()).body, 'PERMISSION_DENIED');
    await t.call('userMenu/assignMenus', { accountId: staff.id, menuIds: [idOf('员工管理')] }, { token: owner.token });
    expect((await read()).body.code).toBe(0);
    await t.call('userMenu/assignMenus', { accountId: staff.id, menuIds: [idOf('客户')] }, { token: owner.token });
    expectError((await read()).body, 'PERMISSION_DENIED');
  });

  it.each([
    [[999], 'menuIds'],
    [[1, 4, 12345], 'menuIds'],
    [[0], 'menuIds.0'],
  ])('answers CHECK_INPUT for the menu ids %j', async (menuIds, field) => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const { body } = await t.call('userMenu/assignMenus', { accountId: staff.id, menuIds }, { token: owner.token });
    expectError(body, 'CHECK_INPUT', field);
  });

  it('refuses an owner account', async () => {
    const owner = await buildOwner(t);
    const coOwner = await buildAccount(t, { shopId: owner.shopId, accountType: 1 });
    for (const accountId of [owner.id, coOwner.id]) {
      const { body } = await t.call('userMenu/assignMenus', { accountId, menuIds: [4] }, { token: owner.token });
      expectError(body, 'OWNER_ACCOUNT_PROTECTED', 'accountId');
    }
  });

  it('is for the headquarters shop manager: not a branch owner logged in directly, yes after switching in', async () => {
    const { branch, hqOwner, branchOwner } = await buildChain(t);
    const staff = await buildStaff(t, { shopId: branch.id });
    const body = { accountId: staff.id, menuIds: [4] };
    expectError(
      (await t.call('userMenu/assignMenus', body, { token: branchOwner.token })).body,
      'HEADQUARTERS_MANAGER_ONLY',
    );
    const viaHq = await switchInto(t, hqOwner.token, branch.id);
    expect((await t.call('userMenu/assignMenus', body, { token: viaHq })).body.code).toBe(0);
    expect(await storedGrants(t, branch.id, staff.id)).toEqual(['customers']);
    const hqStaff = await buildStaff(t, { shopId: hqOwner.shopId });
    const atHq = await t.call(
      'userMenu/assignMenus',
      { accountId: hqStaff.id, menuIds: [4] },
      { token: hqOwner.token },
    );
    expect(atHq.body.code).toBe(0);
  });

  it('answers PERMISSION_DENIED without the staff menu and HEADQUARTERS_MANAGER_ONLY with it', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const plain = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['customers', 'settings'] });
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['staff'] });
    const body = { accountId: staff.id, menuIds: [4] };
    expectError((await t.call('userMenu/assignMenus', body, { token: plain.token })).body, 'PERMISSION_DENIED');
    expectError(
      (await t.call('userMenu/assignMenus', body, { token: manager.token })).body,
      'HEADQUARTERS_MANAGER_ONLY',
    );
    // A manager cannot grant itself more either.
    const self = { accountId: manager.id, menuIds: [7] };
    expectError(
      (await t.call('userMenu/assignMenus', self, { token: manager.token })).body,
      'HEADQUARTERS_MANAGER_ONLY',
    );
    expect(await storedGrants(t, owner.shopId, manager.id)).toEqual(['staff']);
  });

  it("answers NOT_FOUND on accountId for another shop's account", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildAccount(t, { accountType: 0, menus: ['finance'] });
    const { body } = await t.call(
      'userMenu/assignMenus',
      { accountId: stranger.id, menuIds: [4] },
      { token: owner.token },
    );
    expectError(body, 'NOT_FOUND', 'accountId');
    expect(await storedGrants(t, stranger.shopId, stranger.id)).toEqual(['finance']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('userMenu/assignMenus', { accountId: 1, menuIds: [] })).body).toMatchObject({ code: 401 });
  });
});
