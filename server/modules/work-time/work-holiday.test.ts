import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { accountWorkHolidays, shopWorkHolidays } from '../../db/schema/work-time';
import { buildAccount, buildOwner, buildSession, buildShop, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';

const t = useTestApp();

async function buildShopWithOwner(overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shop, owner };
}

async function buildEmployee(shopId: number, menus?: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  return { ...account, token: await buildSession(t, account) };
}

type THoliday = { id: number; number: number; startTime: string; endTime: string; remark: string };
type TPage = { list: (THoliday & Record<string, unknown>)[]; totalCount: number; totalPage: number };

const storedShopHoliday = async (id: number) =>
  (await t.deps.db.select().from(shopWorkHolidays).where(eq(shopWorkHolidays.id, id)))[0];

const addShopHoliday = async (token: string, startTime: string, endTime: string, remark = '') => {
  const { body } = await t.call('shopWorkHoliday/addOrUpdate', { startTime, endTime, remark }, { token });
  expect(body).toMatchObject({ code: 0 });
  return body.data as THoliday;
};

describe('shopWorkHoliday/addOrUpdate', () => {
  it("adds a holiday entered in the shop's time zone, stored as instants and answered as entered", async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2026-12-25 00:00', endTime: '2026-12-26 23:59', remark: 'Christmas' },
      { token: owner.token },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        id: expect.any(Number),
        number: 1,
        startTime: '2026-12-25 00:00',
        endTime: '2026-12-26 23:59',
        remark: 'Christmas',
      },
    });
    const row = await storedShopHoliday((body.data as THoliday).id);
    expect(row.startTime.toISOString()).toBe('2026-12-24T23:00:00.000Z');
    expect(row.endTime.toISOString()).toBe('2026-12-26T22:59:00.000Z');
  });

  it('stores local times of a Shanghai shop at +08:00', async () => {
    const { owner } = await buildShopWithOwner({ timeZone: 'Asia/Shanghai' });
    const holiday = await addShopHoliday(owner.token, '2027-02-06 09:00', '2027-02-13 21:00');
    expect((await storedShopHoliday(holiday.id)).startTime.toISOString()).toBe('2027-02-06T01:00:00.000Z');
    expect(holiday).toMatchObject({ startTime: '2027-02-06 09:00', endTime: '2027-02-13 21:00' });
  });

  it('keeps the real length of a holiday across the March change in Rome (one hour shorter)', async () => {
    const { owner } = await buildShopWithOwner();
    const holiday = await addShopHoliday(owner.token, '2027-03-27 20:00', '2027-03-29 08:00');
    const row = await storedShopHoliday(holiday.id);
    expect(row.startTime.toISOString()).toBe('2027-03-27T19:00:00.000Z');
    expect(row.endTime.toISOString()).toBe('2027-03-29T06:00:00.000Z');
    expect((row.endTime.getTime() - row.startTime.getTime()) / 3_600_000).toBe(35);
    expect(holiday).toMatchObject({ startTime: '2027-03-27 20:00', endTime: '2027-03-29 08:00' });
  });

  it('accepts an end equal to the start and refuses one a minute earlier (END_BEFORE_START on endTime)', async () => {
    const { owner } = await buildShopWithOwner();
    const same = await addShopHoliday(owner.token, '2026-12-31 12:00', '2026-12-31 12:00');
    expect(same).toMatchObject({ startTime: '2026-12-31 12:00', endTime: '2026-12-31 12:00' });
    const { body } = await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2026-12-31 12:00', endTime: '2026-12-31 11:59' },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'END_BEFORE_START', field: 'endTime' });
  });

  it('refuses a start in the spring-forward gap that would pass the end (02:30 does not exist; it is 03:30)', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2027-03-28 02:30', endTime: '2027-03-28 03:15' },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'END_BEFORE_START', field: 'endTime' });
  });

  it('refuses missing, malformed and impossible times, and a remark over 100 characters', async () => {
    const { owner } = await buildShopWithOwner();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ endTime: '2026-12-31 12:00' }, 'FIELD_REQUIRED', 'startTime'],
      [{ startTime: '2026-12-31T12:00', endTime: '2026-12-31 12:00' }, 'CHECK_INPUT', 'startTime'],
      [{ startTime: '2026-12-31 12:00', endTime: '2026-12-31 24:00' }, 'CHECK_INPUT', 'endTime'],
      [{ startTime: '2027-02-29 12:00', endTime: '2027-03-01 12:00' }, 'CHECK_INPUT', 'startTime'],
      [
        { startTime: '2026-12-31 12:00', endTime: '2026-12-31 13:00', remark: 'x'.repeat(101) },
        'CHECK_INPUT',
        'remark',
      ],
    ];
    for (const [body, errorKey, field] of cases) {
      const res = await t.call('shopWorkHoliday/addOrUpdate', body, { token: owner.token });
      expect(res.body).toMatchObject({ errorKey, field });
    }
  });

  it('changes a holiday when the id is given, and renumbers it by its new start', async () => {
    const { owner } = await buildShopWithOwner();
    const first = await addShopHoliday(owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    await addShopHoliday(owner.token, '2026-12-10 00:00', '2026-12-11 00:00');
    const { body } = await t.call(
      'shopWorkHoliday/addOrUpdate',
      { id: first.id, startTime: '2026-12-20 09:00', endTime: '2026-12-20 13:00', remark: 'Moved' },
      { token: owner.token },
    );
    expect(body.data).toEqual({
      id: first.id,
      number: 2,
      startTime: '2026-12-20 09:00',
      endTime: '2026-12-20 13:00',
      remark: 'Moved',
    });
  });

  it("refuses to change another shop's holiday (NOT_FOUND on id) and leaves it as it was", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    const theirs = await addShopHoliday(a.owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    const { body } = await t.call(
      'shopWorkHoliday/addOrUpdate',
      { id: theirs.id, startTime: '2027-01-01 00:00', endTime: '2027-01-02 00:00' },
      { token: b.owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    expect((await storedShopHoliday(theirs.id)).startTime.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const body = { startTime: '2026-12-01 00:00', endTime: '2026-12-02 00:00' };
    const without = await buildEmployee(shop.id, ['appointments']);
    expect((await t.call('shopWorkHoliday/addOrUpdate', body, { token: without.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await buildEmployee(shop.id, ['workTime']);
    expect((await t.call('shopWorkHoliday/addOrUpdate', body, { token: granted.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('shopWorkHoliday/addOrUpdate', {
      startTime: '2026-12-01 00:00',
      endTime: '2026-12-02 00:00',
    });
    expect(body).toMatchObject({ code: 401 });
  });
});

describe('shopWorkHoliday/remove', () => {
  it('deletes a holiday of the shop', async () => {
    const { owner } = await buildShopWithOwner();
    const holiday = await addShopHoliday(owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    const { body } = await t.call('shopWorkHoliday/remove', { id: holiday.id }, { token: owner.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    expect(await storedShopHoliday(holiday.id)).toBeUndefined();
    const again = await t.call('shopWorkHoliday/remove', { id: holiday.id }, { token: owner.token });
    expect(again.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
  });

  it("refuses another shop's holiday (NOT_FOUND on id) and keeps it", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    const theirs = await addShopHoliday(a.owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    const { body } = await t.call('shopWorkHoliday/remove', { id: theirs.id }, { token: b.owner.token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    expect(await storedShopHoliday(theirs.id)).toBeDefined();
  });

  it('needs the work time menu', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const holiday = await addShopHoliday(owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    const without = await buildEmployee(shop.id);
    expect((await t.call('shopWorkHoliday/remove', { id: holiday.id }, { token: without.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWorkHoliday/remove', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('shopWorkHoliday/queryShopWorkHoliday', () => {
  it('lists in start order, numbered across pages', async () => {
    const { owner } = await buildShopWithOwner();
    const later = await addShopHoliday(owner.token, '2027-01-06 00:00', '2027-01-06 23:59', 'Epiphany');
    const first = await addShopHoliday(owner.token, '2026-12-08 00:00', '2026-12-08 23:59', 'Immacolata');
    const third = await addShopHoliday(owner.token, '2026-12-25 00:00', '2026-12-26 23:59', 'Christmas');
    const second = await addShopHoliday(owner.token, '2026-12-24 14:00', '2026-12-24 23:59');
    const page1 = await t.call(
      'shopWorkHoliday/queryShopWorkHoliday',
      { curPage: 1, limit: 2 },
      { token: owner.token },
    );
    expect(page1.body.page).toEqual({
      list: [
        { id: first.id, number: 1, startTime: '2026-12-08 00:00', endTime: '2026-12-08 23:59', remark: 'Immacolata' },
        { id: second.id, number: 2, startTime: '2026-12-24 14:00', endTime: '2026-12-24 23:59', remark: '' },
      ],
      totalCount: 4,
      curPage: 1,
      limit: 2,
      totalPage: 2,
    });
    const page2 = await t.call(
      'shopWorkHoliday/queryShopWorkHoliday',
      { curPage: 2, limit: 2 },
      { token: owner.token },
    );
    expect((page2.body.page as TPage).list.map((h) => [h.id, h.number])).toEqual([
      [third.id, 3],
      [later.id, 4],
    ]);
  });

  it('keeps only holidays ending on or after fromDate, and searches the remark with key', async () => {
    const { owner } = await buildShopWithOwner();
    await addShopHoliday(owner.token, '2026-12-01 09:00', '2026-12-09 23:59', 'Old 100%');
    const endsThatDay = await addShopHoliday(owner.token, '2026-12-08 09:00', '2026-12-10 00:00', 'Edge');
    const after = await addShopHoliday(owner.token, '2026-12-20 09:00', '2026-12-21 00:00', 'Later 100%');
    const from = await t.call(
      'shopWorkHoliday/queryShopWorkHoliday',
      { fromDate: '2026-12-10' },
      { token: owner.token },
    );
    expect((from.body.page as TPage).list.map((h) => h.id)).toEqual([endsThatDay.id, after.id]);
    const key = await t.call('shopWorkHoliday/queryShopWorkHoliday', { key: '100%' }, { token: owner.token });
    expect((key.body.page as TPage).totalCount).toBe(2);
  });

  it("never lists another shop's holidays", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    await addShopHoliday(a.owner.token, '2026-12-01 00:00', '2026-12-02 00:00');
    const { body } = await t.call('shopWorkHoliday/queryShopWorkHoliday', {}, { token: b.owner.token });
    expect((body.page as TPage).totalCount).toBe(0);
  });

  it('is a read any session makes', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    expect((await t.call('shopWorkHoliday/queryShopWorkHoliday', {}, { token: employee.token })).body.code).toBe(0);
  });

  it('refuses an impossible fromDate', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWorkHoliday/queryShopWorkHoliday',
      { fromDate: '2026-13-01' },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'fromDate' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWorkHoliday/queryShopWorkHoliday', {})).body).toMatchObject({ code: 401 });
  });
});

const addStaffHoliday = async (token: string, body: Record<string, unknown>) => {
  const res = await t.call('accountWorkHoliday/addOrUpdate', body, { token });
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.data as THoliday & { accountId: number; accountName: string; kind: string };
};

describe('accountWorkHoliday/addOrUpdate', () => {
  it('adds leave for a staff member, answered with their name', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id, name: 'Giulia' });
    const { body } = await t.call(
      'accountWorkHoliday/addOrUpdate',
      {
        accountId: staff.id,
        kind: 'leave',
        startTime: '2026-12-03 14:00',
        endTime: '2026-12-03 18:00',
        remark: 'Dentist',
      },
      { token: owner.token },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      data: {
        id: expect.any(Number),
        number: 1,
        accountId: staff.id,
        accountName: 'Giulia',
        kind: 'leave',
        startTime: '2026-12-03 14:00',
        endTime: '2026-12-03 18:00',
        remark: 'Dentist',
      },
    });
    const [row] = await t.deps.db
      .select()
      .from(accountWorkHolidays)
      .where(eq(accountWorkHolidays.id, (body.data as THoliday).id));
    expect(row.startTime.toISOString()).toBe('2026-12-03T13:00:00.000Z');
  });

  it('is a holiday when no kind is given, and may belong to a departed staff member', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const departed = await buildStaff(t, { shopId: shop.id, departedAt: new Date() });
    const holiday = await addStaffHoliday(owner.token, {
      accountId: departed.id,
      startTime: '2026-12-03 00:00',
      endTime: '2026-12-05 00:00',
    });
    expect(holiday.kind).toBe('holiday');
  });

  it('accepts an end equal to the start and refuses one a minute earlier (END_BEFORE_START on endTime)', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const base = { accountId: staff.id, kind: 'leave', startTime: '2026-12-03 14:00' };
    await addStaffHoliday(owner.token, { ...base, endTime: '2026-12-03 14:00' });
    const { body } = await t.call(
      'accountWorkHoliday/addOrUpdate',
      { ...base, endTime: '2026-12-03 13:59' },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'END_BEFORE_START', field: 'endTime' });
  });

  it('asks for a technician first and refuses a bad kind', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const times = { startTime: '2026-12-03 14:00', endTime: '2026-12-03 15:00' };
    const missing = await t.call('accountWorkHoliday/addOrUpdate', times, { token: owner.token });
    expect(missing.body).toMatchObject({ errorKey: 'SELECT_TECHNICIAN_FIRST', field: 'accountId' });
    const kind = await t.call(
      'accountWorkHoliday/addOrUpdate',
      { ...times, accountId: staff.id, kind: 'sick' },
      { token: owner.token },
    );
    expect(kind.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'kind' });
  });

  it("refuses another shop's staff, a deleted one and an unknown id (NOT_FOUND on accountId)", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const other = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: shop.id, deletedAt: new Date() });
    for (const accountId of [other.id, deleted.id, 99_999_999]) {
      const { body } = await t.call(
        'accountWorkHoliday/addOrUpdate',
        { accountId, startTime: '2026-12-03 14:00', endTime: '2026-12-03 15:00' },
        { token: owner.token },
      );
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
    }
  });

  it("changes an entry when the id is given, and refuses another shop's entry (NOT_FOUND on id)", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    const staffA = await buildStaff(t, { shopId: a.shop.id });
    const staffB = await buildStaff(t, { shopId: b.shop.id });
    const entry = await addStaffHoliday(a.owner.token, {
      accountId: staffA.id,
      startTime: '2026-12-03 14:00',
      endTime: '2026-12-03 15:00',
    });
    const changed = await addStaffHoliday(a.owner.token, {
      id: entry.id,
      accountId: staffA.id,
      kind: 'leave',
      startTime: '2026-12-04 09:00',
      endTime: '2026-12-04 12:00',
    });
    expect(changed).toMatchObject({ id: entry.id, kind: 'leave', startTime: '2026-12-04 09:00' });
    const { body } = await t.call(
      'accountWorkHoliday/addOrUpdate',
      { id: entry.id, accountId: staffB.id, startTime: '2027-01-01 00:00', endTime: '2027-01-02 00:00' },
      { token: b.owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const without = await buildEmployee(shop.id, ['staff']);
    const body = { accountId: without.id, startTime: '2026-12-03 14:00', endTime: '2026-12-03 15:00' };
    expect((await t.call('accountWorkHoliday/addOrUpdate', body, { token: without.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await buildEmployee(shop.id, ['workTime']);
    expect((await t.call('accountWorkHoliday/addOrUpdate', body, { token: granted.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('accountWorkHoliday/addOrUpdate', {
      accountId: 1,
      startTime: '2026-12-03 14:00',
      endTime: '2026-12-03 15:00',
    });
    expect(body).toMatchObject({ code: 401 });
  });
});

describe('accountWorkHoliday/remove', () => {
  it('deletes an entry of the shop', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const entry = await addStaffHoliday(owner.token, {
      accountId: staff.id,
      startTime: '2026-12-03 14:00',
      endTime: '2026-12-03 15:00',
    });
    expect((await t.call('accountWorkHoliday/remove', { id: entry.id }, { token: owner.token })).body).toMatchObject({
      code: 0,
      data: null,
    });
    const again = await t.call('accountWorkHoliday/remove', { id: entry.id }, { token: owner.token });
    expect(again.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
  });

  it("refuses another shop's entry (NOT_FOUND on id)", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: a.shop.id });
    const entry = await addStaffHoliday(a.owner.token, {
      accountId: staff.id,
      startTime: '2026-12-03 14:00',
      endTime: '2026-12-03 15:00',
    });
    const { body } = await t.call('accountWorkHoliday/remove', { id: entry.id }, { token: b.owner.token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const without = await buildEmployee(shop.id);
    expect((await t.call('accountWorkHoliday/remove', { id: 1 }, { token: without.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWorkHoliday/remove', { id: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('accountWorkHoliday/queryAccountWorkHoliday', () => {
  it('lists holidays and leave in start order with names, filtered by staff member and kind', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const anna = await buildStaff(t, { shopId: shop.id, name: 'Anna' });
    const bruno = await buildStaff(t, { shopId: shop.id, name: 'Bruno' });
    const gone = await buildStaff(t, { shopId: shop.id, name: 'Gone' });
    const annaLeave = await addStaffHoliday(owner.token, {
      accountId: anna.id,
      kind: 'leave',
      startTime: '2026-12-05 09:00',
      endTime: '2026-12-05 12:00',
    });
    const brunoHoliday = await addStaffHoliday(owner.token, {
      accountId: bruno.id,
      startTime: '2026-12-01 00:00',
      endTime: '2026-12-04 00:00',
    });
    const annaHoliday = await addStaffHoliday(owner.token, {
      accountId: anna.id,
      startTime: '2026-12-20 00:00',
      endTime: '2026-12-27 00:00',
    });
    await addStaffHoliday(owner.token, {
      accountId: gone.id,
      startTime: '2026-12-02 00:00',
      endTime: '2026-12-03 00:00',
    });
    // A deleted staff member is hidden everywhere, their holidays included.
    await t.deps.db.update(accounts).set({ deletedAt: new Date() }).where(eq(accounts.id, gone.id));

    const all = await t.call('accountWorkHoliday/queryAccountWorkHoliday', { limit: 10 }, { token: owner.token });
    expect(all.body.page).toMatchObject({ totalCount: 3 });
    expect((all.body.page as TPage).list).toEqual([
      { ...brunoHoliday, number: 1 },
      { ...annaLeave, number: 2 },
      { ...annaHoliday, number: 3 },
    ]);
    expect((all.body.page as TPage).list[0]).toMatchObject({ accountName: 'Bruno', kind: 'holiday' });

    const annas = await t.call(
      'accountWorkHoliday/queryAccountWorkHoliday',
      { accountId: anna.id },
      { token: owner.token },
    );
    expect((annas.body.page as TPage).list.map((h) => [h.id, h.number])).toEqual([
      [annaLeave.id, 1],
      [annaHoliday.id, 2],
    ]);
    const leave = await t.call('accountWorkHoliday/queryAccountWorkHoliday', { kind: 'leave' }, { token: owner.token });
    expect((leave.body.page as TPage).list.map((h) => h.id)).toEqual([annaLeave.id]);
    const from = await t.call(
      'accountWorkHoliday/queryAccountWorkHoliday',
      { fromDate: '2026-12-06' },
      { token: owner.token },
    );
    expect((from.body.page as TPage).list.map((h) => h.id)).toEqual([annaHoliday.id]);
    const byName = await t.call('accountWorkHoliday/queryAccountWorkHoliday', { key: 'brun' }, { token: owner.token });
    expect((byName.body.page as TPage).list.map((h) => h.id)).toEqual([brunoHoliday.id]);
  });

  it("never lists another shop's entries", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: a.shop.id });
    await addStaffHoliday(a.owner.token, {
      accountId: staff.id,
      startTime: '2026-12-03 14:00',
      endTime: '2026-12-03 15:00',
    });
    const { body } = await t.call(
      'accountWorkHoliday/queryAccountWorkHoliday',
      { accountId: staff.id },
      { token: b.owner.token },
    );
    expect(body.page).toMatchObject({ list: [], totalCount: 0 });
  });

  it('is a read any session makes', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    expect((await t.call('accountWorkHoliday/queryAccountWorkHoliday', {}, { token: employee.token })).body.code).toBe(
      0,
    );
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWorkHoliday/queryAccountWorkHoliday', {})).body).toMatchObject({ code: 401 });
  });
});
