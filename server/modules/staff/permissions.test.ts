import { describe, expect, it } from 'vitest';
import type { TMenuKey } from '../../../contract/menus';
import { buildOwner, buildProduct, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, listOf } from './staff.test-kit';

/**
 * SPEC §6 enforced by the server, whatever the client shows: accountType 1 passes every menu check; every other
 * account (2, 0 and 3 alike) passes only the menus it was granted; the start-up and polling reads need a session.
 */
const t = useTestApp();

let seq = 0;
const unique = (prefix: string) => `${prefix} ${++seq}`;

type TRole = 'owner' | 'manager' | 'frontDesk' | 'temporary';

/** The callers of the table: who they are and what they were granted. */
const ROLES: Record<TRole, { accountType: number; menus?: TMenuKey[] }> = {
  owner: { accountType: 1 },
  manager: { accountType: 2, menus: ['staff', 'projects', 'workTime'] },
  frontDesk: { accountType: 0, menus: ['appointments', 'customers'] },
  temporary: { accountType: 3, menus: ['shopManagement'] },
};

/** One call per menu (and the session reads), with a fresh valid body. */
const CALLS: { path: string; body: () => Record<string, unknown>; allowed: TRole[] }[] = [
  {
    path: 'account/createMem',
    body: () => ({ name: unique('Nuovo') }),
    allowed: ['owner', 'manager'],
  },
  {
    path: 'shop/update',
    body: () => ({ shopName: unique('Salone'), area: 'Torino', address: 'Via Po 10' }),
    allowed: ['owner', 'temporary'],
  },
  {
    path: 'account/queryMemList',
    body: () => ({ curPage: 1 }),
    allowed: ['owner', 'manager', 'frontDesk', 'temporary'],
  },
  {
    path: 'userMenu/getUserMenus',
    body: () => ({}),
    allowed: ['owner', 'manager', 'frontDesk', 'temporary'],
  },
  {
    path: 'productType/create',
    body: () => ({ name: unique('Tipo') }),
    allowed: ['owner', 'manager'],
  },
  {
    path: 'shopWork/update',
    body: () => ({ list: [{ week: 1, morningStart: '09:00', morningEnd: '12:30' }] }),
    allowed: ['owner', 'manager'],
  },
  {
    path: 'setup/displayPhone/createOrUpdate',
    body: () => ({ displayPhone: '1' }),
    allowed: ['owner'],
  },
];

describe('menu permissions by account type and grants (SPEC §6)', () => {
  const cases = CALLS.flatMap((call) =>
    (Object.keys(ROLES) as TRole[]).map((role) => [call.path, role, call.allowed.includes(role)] as const),
  );

  it.each(cases)('%s as %s: allowed %s', async (path, role, isAllowed) => {
    const owner = await buildOwner(t, { staffType: 1 });
    const caller =
      role === 'owner' ? owner : await buildOwner(t, { shopId: owner.shopId, ...ROLES[role], staffType: 2 });
    const call = CALLS.find((c) => c.path === path)!;
    const { body } = await t.call(path, call.body(), { token: caller.token });
    if (isAllowed) expect(body).toMatchObject({ code: 0 });
    else expectError(body, 'PERMISSION_DENIED');
  });
});

describe('a technician granted only the appointment menu', () => {
  it('can make every start-up and polling read the board needs', async () => {
    const owner = await buildOwner(t);
    const shopId = owner.shopId;
    const tech = await buildOwner(t, { shopId, accountType: 0, menus: ['appointments'] });
    const colleague = await buildStaff(t, { shopId });
    const project = await buildProduct(t, { shopId });
    const reads: [string, Record<string, unknown>][] = [
      ['userMenu/getUserMenus', {}],
      ['shop/query', {}],
      ['account/queryMemList', { curPage: 1, limit: 5000, appointFlag: 0 }],
      ['account/queryMemList', { curPage: 1, limit: 5000, financeFlag: 0 }],
      ['accountProduct/queryAccountProduct', { accountId: colleague.id }],
      ['productType/queryProductTypeList', { curPage: 1, limit: 100 }],
      ['product/queryProductList', { curPage: 1, limit: 500 }],
      ['product/queryProductListByAccount', { curPage: 1, limit: 100, accountId: colleague.id, hotFlag: 1 }],
      ['setup/displayBill/queryList', { curPage: 1, limit: 100 }],
      ['setup/displayPhone/queryList', { curPage: 1, limit: 100 }],
      ['setup/businessTime/queryList', { curPage: 1, limit: 10 }],
      ['shopWork/h5QueryShopWorkInfo', {}],
      ['accountWork/queryAccountNotWorkTime', { date: '2026-11-23' }],
    ];
    for (const [path, body] of reads) {
      const answer = (await t.call(path, body, { token: tech.token })).body;
      expect({ path, code: answer.code }).toEqual({ path, code: 0 });
    }
    const technicians = listOf((await t.call('account/queryMemList', { appointFlag: 0 }, { token: tech.token })).body);
    expect(technicians.map((s) => s.id)).toContain(colleague.id);
    const projects = (await t.call('product/queryProductList', { curPage: 1 }, { token: tech.token })).body.page as {
      list: { id: number }[];
    };
    expect(projects.list.map((p) => p.id)).toContain(project.id);
    expect(
      dataOf<{ userMenus: { menuCode: string; menuType: number }[] }>(
        (await t.call('userMenu/getUserMenus', {}, { token: tech.token })).body,
      )
        .userMenus.filter((m) => m.menuType === 0)
        .map((m) => m.menuCode),
    ).toEqual(['控制台', '客户预约', '店铺续费']);
  });

  it('is refused the writes of the menus it lacks', async () => {
    const owner = await buildOwner(t);
    const tech = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    const colleague = await buildStaff(t, { shopId: owner.shopId });
    const writes: [string, Record<string, unknown>][] = [
      ['account/updateAppointFlag', { id: colleague.id, appointFlag: 1 }],
      ['accountProduct/addOrUpdate', { accountId: colleague.id, products: [] }],
      ['productType/create', { name: unique('Tipo') }],
      ['setup/displayBill/createOrUpdate', { displayBillHJ: '1', displayBillZJ: '1' }],
      ['shopWork/update', { list: [] }],
    ];
    for (const [path, body] of writes) {
      const answer = (await t.call(path, body, { token: tech.token })).body;
      expect({ path, errorKey: answer.errorKey }).toEqual({ path, errorKey: 'PERMISSION_DENIED' });
    }
  });
});
