import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { MENUS } from '../../../contract/menus';
import { buildAccount, buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';

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
    expect(menus.filter((m) => m.menuType === 1)).toHaveLength(22);
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
