import { describe, expect, it } from 'vitest';
import type { TStaff } from '../../../contract/staff';
import { buildAccount, buildOwner, buildSession, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { markDeparted } from '../../test/helpers';
import {
  accountRow,
  dataOf,
  expectError,
  expectMenuGuard,
  isTokenLive,
  listOf,
  liveSessionCount,
  login,
  storedGrants,
} from './staff.test-kit';

const t = useTestApp();

const ids = (list: { id: number }[]) => list.map((s) => s.id);

async function memList(token: string, body: Record<string, unknown> = {}) {
  return listOf((await t.call('account/queryMemList', { curPage: 1, ...body }, { token })).body);
}

/** An owner with four staff members in a known order: a technician, a resigned one, a temporary one, a cashier. */
async function buildTeam() {
  const owner = await buildOwner(t, { sortOrder: 1, staffType: 1 });
  const s = { shopId: owner.shopId };
  const anna = await buildStaff(t, { ...s, name: 'Anna Rossi', phone: '333 111 2222', sortOrder: 2 });
  const bruno = await buildStaff(t, { ...s, name: 'Bruno', sortOrder: 3, departedAt: t.clock.now() });
  const carla = await buildStaff(t, { ...s, name: 'Carla', sortOrder: 4, staffType: 3, accountType: 3 });
  const dario = await buildStaff(t, { ...s, name: 'Dario', sortOrder: 5, appointFlag: 1 });
  const elena = await buildStaff(t, { ...s, name: 'Elena', sortOrder: 6, financeFlag: 1 });
  return { owner, anna, bruno, carla, dario, elena };
}

describe('account/queryMemList', () => {
  it('answers the management list in staff order, resigned included, with the SPEC §3 fields', async () => {
    const { owner, anna, bruno, carla, dario, elena } = await buildTeam();
    const { body } = await t.call('account/queryMemList', { curPage: 1 }, { token: owner.token });
    expect(body.page).toMatchObject({ totalCount: 6, curPage: 1, limit: 5000, totalPage: 1 });
    const list = listOf(body);
    expect(ids(list)).toEqual([owner.id, anna.id, bruno.id, carla.id, dario.id, elena.id]);
    expect(list[1]).toEqual({
      id: anna.id,
      name: 'Anna Rossi',
      accountName: 'Anna Rossi',
      type: 2,
      phone: '333 111 2222',
      account: '',
      accountType: 0,
      appointFlag: 0,
      financeFlag: 0,
      workFlag: 0,
      jobFlag: 0,
      status: 'normal',
      hasInsidePassword: false,
      createDate: anna.createdAt.toISOString(),
      sortOrder: 2,
      version: 1,
    });
    expect(list[0]).toMatchObject({ type: 1, accountType: 1, account: owner.account, hasInsidePassword: true });
    expect(list[2]).toMatchObject({ id: bruno.id, type: 4, status: 'resigned' });
    expect(list[3]).toMatchObject({ id: carla.id, type: 3, accountType: 3 });
  });

  it('answers the technician list: bookable, not resigned, not temporary', async () => {
    const { owner, anna, elena } = await buildTeam();
    expect(ids(await memList(owner.token, { appointFlag: 0 }))).toEqual([owner.id, anna.id, elena.id]);
  });

  it('answers the billing list: can bill, not resigned, not temporary', async () => {
    const { owner, anna, dario } = await buildTeam();
    expect(ids(await memList(owner.token, { financeFlag: 0 }))).toEqual([owner.id, anna.id, dario.id]);
    expect(ids(await memList(owner.token, { financeFlag: 0, appointFlag: 0 }))).toEqual([owner.id, anna.id]);
  });

  it('leaves out deleted staff, and breaks equal sort orders by id', async () => {
    const owner = await buildOwner(t, { sortOrder: 1 });
    const late = await buildStaff(t, { shopId: owner.shopId, sortOrder: 1 });
    await buildStaff(t, { shopId: owner.shopId, sortOrder: 0, deletedAt: t.clock.now() });
    expect(ids(await memList(owner.token))).toEqual([owner.id, late.id]);
  });

  it('filters by name, phone or login, ignoring case, with LIKE wildcards taken literally', async () => {
    const owner = await buildOwner(t, { account: `Boss${Date.now()}` });
    const s = { shopId: owner.shopId };
    const percent = await buildStaff(t, { ...s, name: '100% Giulia' });
    const phone = await buildStaff(t, { ...s, name: 'Marta', phone: '347 900 1234' });
    await buildStaff(t, { ...s, name: 'Lucia' });
    expect(ids(await memList(owner.token, { key: 'giULIA' }))).toEqual([percent.id]);
    expect(ids(await memList(owner.token, { key: '%' }))).toEqual([percent.id]);
    expect(ids(await memList(owner.token, { key: '_' }))).toEqual([]);
    expect(ids(await memList(owner.token, { key: '900 12' }))).toEqual([phone.id]);
    expect(ids(await memList(owner.token, { key: 'boss' }))).toEqual([owner.id]);
  });

  it('pages through the list', async () => {
    const { owner, bruno, carla } = await buildTeam();
    const { body } = await t.call('account/queryMemList', { curPage: 2, limit: 2 }, { token: owner.token });
    expect(body.page).toMatchObject({ totalCount: 6, curPage: 2, limit: 2, totalPage: 3 });
    expect(ids(listOf(body))).toEqual([bruno.id, carla.id]);
  });

  it("never lists another shop's staff", async () => {
    const { owner } = await buildTeam();
    const other = await buildTeam();
    const list = await memList(owner.token);
    expect(list.some((s) => s.id === other.anna.id || s.id === other.owner.id)).toBe(false);
  });

  it('needs only a session: an account without any menu reads the technician list', async () => {
    const { owner, anna } = await buildTeam();
    const plain = await buildOwner(t, { shopId: owner.shopId, accountType: 0, sortOrder: 9 });
    expect(ids(await memList(plain.token, { appointFlag: 0 }))).toContain(anna.id);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/queryMemList', { curPage: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('account/queryById', () => {
  it('answers one staff member', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId, name: 'Gina', departedAt: t.clock.now() });
    const { body } = await t.call('account/queryById', { id: staff.id }, { token: owner.token });
    expect(dataOf<TStaff>(body)).toMatchObject({ id: staff.id, name: 'Gina', type: 4, status: 'resigned' });
  });

  it("answers NOT_FOUND for another shop's staff, a deleted one and an unknown id", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: owner.shopId, deletedAt: t.clock.now() });
    for (const id of [stranger.id, deleted.id, 999_999]) {
      expectError((await t.call('account/queryById', { id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    }
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/queryById', async (shopId) => ({
      id: (await buildStaff(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/queryById', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('account/createMem', () => {
  it('lets only the owner give the accountType that skips the internal password, to others or to themselves', async () => {
    const owner = await buildOwner(t);
    const manager = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['staff'] });
    const token = await buildSession(t, manager);
    const created = await t.call('account/createMem', { name: 'Nina', accountType: 2 }, { token });
    expect(created.body).toMatchObject({ errorKey: 'PERMISSION_DENIED', field: 'accountType' });
    const self = await accountRow(t, manager.id);
    const lifted = await t.call(
      'account/updateMem',
      { id: manager.id, name: 'Me', type: 1, accountType: 2, version: self.version },
      { token },
    );
    expect(lifted.body).toMatchObject({ errorKey: 'PERMISSION_DENIED', field: 'accountType' });
    expect((await accountRow(t, manager.id)).accountType).toBe(0);
    const plain = await t.call('account/createMem', { name: 'Nina', accountType: 0 }, { token });
    expect(plain.body.code).toBe(0);
  });

  it('adds a staff member without a login, last in the staff order', async () => {
    const owner = await buildOwner(t);
    const last = await buildStaff(t, { shopId: owner.shopId, sortOrder: 41 });
    const { body } = await t.call(
      'account/createMem',
      { name: '  Sara  ', phone: '+39 333 555 6666', type: 1, accountType: 2, appointFlag: 1 },
      { token: owner.token },
    );
    const created = dataOf<TStaff>(body);
    expect(created).toMatchObject({
      name: 'Sara',
      phone: '+39 333 555 6666',
      type: 1,
      accountType: 2,
      account: '',
      appointFlag: 1,
      financeFlag: 0,
      workFlag: 0,
      status: 'normal',
      hasInsidePassword: false,
      sortOrder: 42,
      version: 1,
      createDate: t.clock.now().toISOString(),
    });
    expect(ids(await memList(owner.token)).slice(-2)).toEqual([last.id, created.id]);
  });

  it('makes a temporary staff member accountType 3, whatever accountType says', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call(
      'account/createMem',
      { name: 'Temp', type: 3, accountType: 2 },
      { token: owner.token },
    );
    expect(dataOf<TStaff>(body)).toMatchObject({ type: 3, accountType: 3 });
  });

  it('defaults to a bookable, billing, on-duty staff member of accountType 0', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call('account/createMem', { name: 'Nina' }, { token: owner.token });
    expect(dataOf<TStaff>(body)).toMatchObject({ type: 2, accountType: 0, appointFlag: 0, financeFlag: 0, phone: '' });
  });

  it.each([
    [{ phone: '1' }, 'STAFF_NAME_REQUIRED', 'name'],
    [{ name: '   ' }, 'STAFF_NAME_REQUIRED', 'name'],
    [{ name: 'x'.repeat(31) }, 'CHECK_INPUT', 'name'],
    [{ name: 'Ok', phone: 'abc' }, 'PHONE_INVALID', 'phone'],
    [{ name: 'Ok', type: 4 }, 'CHECK_INPUT', 'type'],
    [{ name: 'Ok', accountType: 1 }, 'CHECK_INPUT', 'accountType'],
    [{ name: 'Ok', appointFlag: 2 }, 'CHECK_INPUT', 'appointFlag'],
  ])('refuses %j with %s', async (input, errorKey, field) => {
    const owner = await buildOwner(t);
    expectError((await t.call('account/createMem', input, { token: owner.token })).body, errorKey, field);
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/createMem', async () => ({ name: 'Guarded' }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/createMem', { name: 'X' })).body).toMatchObject({ code: 401 });
  });
});

describe('account/updateMem', () => {
  const fields = { name: 'Renata', phone: '333 000 1111', type: 1, accountType: 2, appointFlag: 1, financeFlag: 1 };

  it('saves the fields and bumps the version', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const { body } = await t.call(
      'account/updateMem',
      { id: staff.id, version: 1, ...fields, workFlag: 1 },
      { token: owner.token },
    );
    expect(dataOf<TStaff>(body)).toMatchObject({ ...fields, workFlag: 1, version: 2, sortOrder: staff.sortOrder });
  });

  it('answers CONFLICT for a stale version and changes nothing', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId, name: 'Before' });
    await t.call('account/updateMem', { id: staff.id, version: 1, name: 'First' }, { token: owner.token });
    const { body } = await t.call('account/updateMem', { id: staff.id, version: 1, ...fields }, { token: owner.token });
    expect(body).toMatchObject({ code: 409, errorKey: 'CONFLICT' });
    expect((await accountRow(t, staff.id)).name).toBe('First');
  });

  it('keeps the owner accountType 1 and manager, and makes a temporary type accountType 3', async () => {
    const owner = await buildOwner(t);
    const own = await t.call(
      'account/updateMem',
      { id: owner.id, name: 'Titolare', type: 3, accountType: 0 },
      { token: owner.token },
    );
    expect(dataOf<TStaff>(own.body)).toMatchObject({ name: 'Titolare', type: 1, accountType: 1 });
    const staff = await buildStaff(t, { shopId: owner.shopId, accountType: 2, staffType: 1 });
    const temp = await t.call(
      'account/updateMem',
      { id: staff.id, name: 'Temp', type: 3, accountType: 2 },
      { token: owner.token },
    );
    expect(dataOf<TStaff>(temp.body)).toMatchObject({ type: 3, accountType: 3 });
    const back = await t.call('account/updateMem', { id: staff.id, name: 'Temp', type: 2 }, { token: owner.token });
    expect(dataOf<TStaff>(back.body)).toMatchObject({ type: 2, accountType: 0 });
  });

  it('refuses an empty name', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const { body } = await t.call('account/updateMem', { id: staff.id, name: '' }, { token: owner.token });
    expectError(body, 'STAFF_NAME_REQUIRED', 'name');
  });

  it("answers NOT_FOUND for another shop's staff and leaves it alone", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t, { name: 'Stranger' });
    const { body } = await t.call('account/updateMem', { id: stranger.id, ...fields }, { token: owner.token });
    expectError(body, 'NOT_FOUND', 'id');
    expect((await accountRow(t, stranger.id)).name).toBe('Stranger');
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/updateMem', async (shopId) => ({
      id: (await buildStaff(t, { shopId })).id,
      name: 'Guarded',
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/updateMem', { id: 1, name: 'X' })).body).toMatchObject({ code: 401 });
  });
});

describe('account/delMem', () => {
  it('hides the member, frees its login, drops its passwords and grants and ends its sessions', async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    const { body } = await t.call('account/delMem', { id: staff.id }, { token: owner.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    const row = await accountRow(t, staff.id);
    expect(row).toMatchObject({ account: null, passwordHash: null, insidePasswordHash: null });
    expect(row.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(await storedGrants(t, owner.shopId, staff.id)).toEqual([]);
    expect(await isTokenLive(t, staff.token)).toBe(false);
    expect(await liveSessionCount(t, staff.id)).toBe(0);
    expect(ids(await memList(owner.token))).not.toContain(staff.id);
    expectError((await t.call('account/queryById', { id: staff.id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    expectError(await login(t, staff.account, staff.password), 'WRONG_CREDENTIALS', 'password');
  });

  it("lets the deleted member's login name be used again", async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0, account: `Reuse${Date.now()}` });
    await t.call('account/delMem', { id: staff.id }, { token: owner.token });
    const next = await buildStaff(t, { shopId: owner.shopId });
    const name = staff.account.toLowerCase();
    const { body } = await t.call(
      'account/setAccount',
      { id: next.id, account: name, password: 'newpass123', confirmPassword: 'newpass123' },
      { token: owner.token },
    );
    expect(dataOf<TStaff>(body)).toMatchObject({ id: next.id, account: name });
    expect(dataOf<{ user: { id: number } }>(await login(t, name, 'newpass123')).user.id).toBe(next.id);
  });

  it('refuses the owner and the caller themself', async () => {
    const owner = await buildOwner(t);
    const coOwner = await buildAccount(t, { shopId: owner.shopId, accountType: 1 });
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['staff'] });
    for (const [token, id] of [
      [owner.token, owner.id],
      [owner.token, coOwner.id],
      [manager.token, owner.id],
      [manager.token, manager.id],
    ] as const) {
      expectError((await t.call('account/delMem', { id }, { token })).body, 'OWNER_ACCOUNT_PROTECTED', 'id');
    }
    expect((await accountRow(t, manager.id)).deletedAt).toBeNull();
  });

  it("answers NOT_FOUND for another shop's staff and an already deleted one", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: owner.shopId, deletedAt: t.clock.now() });
    for (const id of [stranger.id, deleted.id]) {
      expectError((await t.call('account/delMem', { id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    }
    expect((await accountRow(t, stranger.id)).deletedAt).toBeNull();
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/delMem', async (shopId) => ({
      id: (await buildStaff(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/delMem', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('account/depart', () => {
  it('resigns a member: shown as resigned, its live token answers 401 at once, it cannot log in', async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    const tokens = [await buildSession(t, staff), await buildSession(t, staff)];
    expect(await isTokenLive(t, tokens[0])).toBe(true);
    const { body } = await t.call('account/depart', { id: staff.id }, { token: owner.token });
    expect(dataOf<TStaff>(body)).toMatchObject({ id: staff.id, type: 4, status: 'resigned', version: 2 });
    for (const token of tokens) expect(await isTokenLive(t, token)).toBe(false);
    expect(await liveSessionCount(t, staff.id)).toBe(0);
    expectError(await login(t, staff.account, staff.password), 'ACCOUNT_DEPARTED');
  });

  it('drops the member out of the technician and billing lists, not out of the management list', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    await t.call('account/depart', { id: staff.id }, { token: owner.token });
    expect(ids(await memList(owner.token, { appointFlag: 0 }))).not.toContain(staff.id);
    expect(ids(await memList(owner.token, { financeFlag: 0 }))).not.toContain(staff.id);
    expect(ids(await memList(owner.token))).toContain(staff.id);
  });

  it('answers STAFF_RESIGNED for a member already resigned', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    await markDeparted(t.deps.db, staff, t.clock.now());
    expectError(
      (await t.call('account/depart', { id: staff.id }, { token: owner.token })).body,
      'STAFF_RESIGNED',
      'id',
    );
  });

  it('refuses the owner and the caller themself', async () => {
    const owner = await buildOwner(t);
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['staff'] });
    for (const [token, id] of [
      [owner.token, owner.id],
      [manager.token, owner.id],
      [manager.token, manager.id],
    ] as const) {
      expectError((await t.call('account/depart', { id }, { token })).body, 'OWNER_ACCOUNT_PROTECTED', 'id');
    }
    expect(await isTokenLive(t, manager.token)).toBe(true);
  });

  it("answers NOT_FOUND for another shop's staff", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildOwner(t, { accountType: 0 });
    expectError((await t.call('account/depart', { id: stranger.id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    expect(await isTokenLive(t, stranger.token)).toBe(true);
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/depart', async (shopId) => ({
      id: (await buildStaff(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/depart', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('account/reWork', () => {
  it('re-employs a resigned member with its old type; it can log in again', async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0, staffType: 1 });
    await t.call('account/depart', { id: staff.id }, { token: owner.token });
    const { body } = await t.call('account/reWork', { id: staff.id }, { token: owner.token });
    expect(dataOf<TStaff>(body)).toMatchObject({ type: 1, status: 'normal', version: 3 });
    expect(ids(await memList(owner.token, { appointFlag: 0 }))).toContain(staff.id);
    expect(dataOf<{ user: { id: number } }>(await login(t, staff.account, staff.password)).user.id).toBe(staff.id);
  });

  it('answers STAFF_NOT_RESIGNED for a member at work', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    for (const id of [staff.id, owner.id]) {
      expectError((await t.call('account/reWork', { id }, { token: owner.token })).body, 'STAFF_NOT_RESIGNED', 'id');
    }
  });

  it("answers NOT_FOUND for another shop's resigned staff", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t, { departedAt: t.clock.now() });
    expectError((await t.call('account/reWork', { id: stranger.id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    expect((await accountRow(t, stranger.id)).departedAt).not.toBeNull();
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'account/reWork', async (shopId) => ({
      id: (await buildStaff(t, { shopId, departedAt: t.clock.now() })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/reWork', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe.each([
  ['account/updateWorkFlag', 'workFlag'],
  ['account/updateAppointFlag', 'appointFlag'],
  ['account/updatefinanceFlag', 'financeFlag'],
] as const)('%s', (path, flag) => {
  it(`sets ${flag} and back`, async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const off = await t.call(path, { id: staff.id, [flag]: 1 }, { token: owner.token });
    expect(dataOf<TStaff>(off.body)).toMatchObject({ id: staff.id, [flag]: 1, version: 2 });
    const on = await t.call(path, { id: staff.id, [flag]: 0 }, { token: owner.token });
    expect(dataOf<TStaff>(on.body)).toMatchObject({ [flag]: 0, version: 3 });
  });

  if (flag !== 'workFlag') {
    it('moves the member out of its list and back', async () => {
      const owner = await buildOwner(t);
      const staff = await buildStaff(t, { shopId: owner.shopId });
      await t.call(path, { id: staff.id, [flag]: 1 }, { token: owner.token });
      expect(ids(await memList(owner.token, { [flag]: 0 }))).not.toContain(staff.id);
      expect(ids(await memList(owner.token, { [flag]: 1 }))).toEqual([staff.id]);
      await t.call(path, { id: staff.id, [flag]: 0 }, { token: owner.token });
      expect(ids(await memList(owner.token, { [flag]: 0 }))).toContain(staff.id);
    });
  }

  it('refuses a value other than 0 or 1, and a missing one', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    expectError((await t.call(path, { id: staff.id, [flag]: 2 }, { token: owner.token })).body, 'CHECK_INPUT', flag);
    expectError((await t.call(path, { id: staff.id }, { token: owner.token })).body, 'CHECK_INPUT', flag);
  });

  it("answers NOT_FOUND for another shop's staff", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t);
    const { body } = await t.call(path, { id: stranger.id, [flag]: 1 }, { token: owner.token });
    expectError(body, 'NOT_FOUND', 'id');
    expect((await accountRow(t, stranger.id))[flag]).toBe(0);
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', path, async (shopId) => ({
      id: (await buildStaff(t, { shopId })).id,
      [flag]: 1,
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(path, { id: 1, [flag]: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('account/upSortOrder and account/downSortOrder', () => {
  async function buildLine() {
    const owner = await buildOwner(t, { sortOrder: 10 });
    const s = { shopId: owner.shopId };
    const a = await buildStaff(t, { ...s, sortOrder: 20 });
    const b = await buildStaff(t, { ...s, sortOrder: 30, departedAt: t.clock.now() });
    const c = await buildStaff(t, { ...s, sortOrder: 40 });
    return { owner, a, b, c };
  }

  it('swaps with the previous or next member; the technician and billing lists follow', async () => {
    const { owner, a, b, c } = await buildLine();
    const up = await t.call('account/upSortOrder', { id: c.id }, { token: owner.token });
    expect(up.body).toEqual({ code: 0, msg: 'success', data: null });
    expect(ids(await memList(owner.token))).toEqual([owner.id, a.id, c.id, b.id]);
    await t.call('account/upSortOrder', { id: c.id }, { token: owner.token });
    expect(ids(await memList(owner.token))).toEqual([owner.id, c.id, a.id, b.id]);
    expect(ids(await memList(owner.token, { appointFlag: 0 }))).toEqual([owner.id, c.id, a.id]);
    expect(ids(await memList(owner.token, { financeFlag: 0 }))).toEqual([owner.id, c.id, a.id]);
    await t.call('account/downSortOrder', { id: owner.id }, { token: owner.token });
    expect(ids(await memList(owner.token, { appointFlag: 0 }))).toEqual([c.id, owner.id, a.id]);
    expect((await memList(owner.token)).map((m) => m.sortOrder)).toEqual([10, 20, 30, 40]);
  });

  it('answers success and changes nothing at the edges', async () => {
    const { owner, a, b, c } = await buildLine();
    expect((await t.call('account/upSortOrder', { id: owner.id }, { token: owner.token })).body.code).toBe(0);
    expect((await t.call('account/downSortOrder', { id: c.id }, { token: owner.token })).body.code).toBe(0);
    expect(ids(await memList(owner.token))).toEqual([owner.id, a.id, b.id, c.id]);
  });

  it('skips deleted members', async () => {
    const { owner, a, b } = await buildLine();
    await t.call('account/delMem', { id: a.id }, { token: owner.token });
    await t.call('account/upSortOrder', { id: b.id }, { token: owner.token });
    expect(ids(await memList(owner.token)).slice(0, 2)).toEqual([b.id, owner.id]);
  });

  it('renumbers members that share a sort order before swapping', async () => {
    const owner = await buildOwner(t, { sortOrder: 5 });
    const s = { shopId: owner.shopId, sortOrder: 5 };
    const x = await buildStaff(t, s);
    const y = await buildStaff(t, s);
    await t.call('account/downSortOrder', { id: owner.id }, { token: owner.token });
    const list = await memList(owner.token);
    expect(ids(list)).toEqual([x.id, owner.id, y.id]);
    expect(list.map((m) => m.sortOrder)).toEqual([1, 2, 3]);
    await t.call('account/upSortOrder', { id: y.id }, { token: owner.token });
    expect(ids(await memList(owner.token))).toEqual([x.id, y.id, owner.id]);
  });

  it("answers NOT_FOUND for another shop's staff", async () => {
    const owner = await buildOwner(t);
    const other = await buildLine();
    for (const path of ['account/upSortOrder', 'account/downSortOrder']) {
      expectError((await t.call(path, { id: other.c.id }, { token: owner.token })).body, 'NOT_FOUND', 'id');
    }
    expect(ids(await memList(other.owner.token))).toEqual([other.owner.id, other.a.id, other.b.id, other.c.id]);
  });

  it('needs the staff menu', async () => {
    for (const path of ['account/upSortOrder', 'account/downSortOrder']) {
      await expectMenuGuard(t, 'staff', path, async (shopId) => ({ id: (await buildStaff(t, { shopId })).id }));
    }
  });

  it('answers 401 without a session', async () => {
    for (const path of ['account/upSortOrder', 'account/downSortOrder']) {
      expect((await t.call(path, { id: 1 })).body).toMatchObject({ code: 401 });
    }
  });
});
