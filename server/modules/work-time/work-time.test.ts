import { describe, expect, it } from 'vitest';
import { buildAccount, buildOwner, buildSession, buildShop, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';

const t = useTestApp();

type TDayInput = {
  week: number;
  morningStart: string;
  morningEnd: string;
  afternoonStart: string;
  afternoonEnd: string;
};

/** A weekday as the work time screen sends it. */
const day = (week: number, morning: [string, string] | [] = [], afternoon: [string, string] | [] = []): TDayInput => ({
  week,
  morningStart: morning[0] ?? '',
  morningEnd: morning[1] ?? '',
  afternoonStart: afternoon[0] ?? '',
  afternoonEnd: afternoon[1] ?? '',
});

/** SPEC §9: a weekday nobody set is 08:00–20:00. */
const defaultDay = (week: number) => ({
  ...day(week, ['08:00', '20:00']),
  isSet: false,
  open: '08:00',
  close: '20:00',
});

/** A shop in Rome (unless told) with its owner; the owner is not bookable, so technician lists hold only staff. */
async function buildShopWithOwner(overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id, appointFlag: 1 });
  return { shop, owner };
}

/** An employee (accountType 0) with a login and a session, granted the given menus. */
async function buildEmployee(shopId: number, menus?: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  return { ...account, token: await buildSession(t, account) };
}

const weekOf = (body: Record<string, unknown>) => (body.data as { list: Record<string, unknown>[] }).list;

describe('shopWork/h5QueryShopWorkInfo', () => {
  it('answers 08:00–20:00 for every weekday nobody set', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: owner.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: { list: [1, 2, 3, 4, 5, 6, 7].map(defaultDay) } });
  });

  it("never shows another shop's hours", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    await t.call('shopWork/update', { list: [day(1, ['10:00', '12:00'])] }, { token: a.owner.token });
    const { body } = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: b.owner.token });
    expect(weekOf(body)[0]).toEqual(defaultDay(1));
  });

  it('is a read any session makes, without the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    const { body } = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: employee.token });
    expect(body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWork/h5QueryShopWorkInfo', {})).body).toMatchObject({
      code: 401,
      errorKey: 'SESSION_EXPIRED',
    });
  });
});

describe('shopWork/update', () => {
  it('takes the whole week: a weekday left out goes back to the default 08:00–20:00', async () => {
    const owner = await buildOwner(t);
    const day = (week: number) => ({
      week,
      morningStart: '09:00',
      morningEnd: '13:00',
      afternoonStart: '',
      afternoonEnd: '',
    });
    await t.call('shopWork/update', { list: [day(1), day(2)] }, { token: owner.token });
    const { body } = await t.call('shopWork/update', { list: [day(2)] }, { token: owner.token });
    const list = (body.data as { list: { week: number; isSet: boolean; open: string; close: string }[] }).list;
    expect(list[0]).toMatchObject({ week: 1, isSet: false, open: '08:00', close: '20:00' });
    expect(list[1]).toMatchObject({ week: 2, isSet: true, open: '09:00', close: '13:00' });
  });

  it('stores several weekdays in one call and answers the whole week', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWork/update',
      { list: [day(1, ['09:00', '12:30'], ['14:00', '19:00']), day(3, [], ['13:00', '24:00']), day(7)] },
      { token: owner.token },
    );
    expect(body).toMatchObject({ code: 0 });
    expect(weekOf(body)).toEqual([
      { ...day(1, ['09:00', '12:30'], ['14:00', '19:00']), isSet: true, open: '09:00', close: '19:00' },
      defaultDay(2),
      { ...day(3, [], ['13:00', '24:00']), isSet: true, open: '13:00', close: '24:00' },
      defaultDay(4),
      defaultDay(5),
      defaultDay(6),
      // A stored day with every period empty is a day off.
      { ...day(7), isSet: true, open: '', close: '' },
    ]);
    const read = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: owner.token });
    expect(weekOf(read.body)).toEqual(weekOf(body));
  });

  it('replaces one weekday through updateById and leaves the others alone', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call(
      'shopWork/update',
      { list: [day(1, ['09:00', '18:00']), day(2, ['09:00', '18:00'])] },
      { token: owner.token },
    );
    const { body } = await t.call('shopWork/updateById', day(1, [], ['15:00', '21:00']), { token: owner.token });
    expect(weekOf(body)[0]).toEqual({ ...day(1, [], ['15:00', '21:00']), isSet: true, open: '15:00', close: '21:00' });
    expect(weekOf(body)[1]).toMatchObject({ isSet: true, open: '09:00', close: '18:00' });
  });

  it('accepts a one-minute period and refuses a period that ends where it starts (WORK_TIME_INVALID)', async () => {
    const { owner } = await buildShopWithOwner();
    const ok = await t.call('shopWork/update', { list: [day(1, ['09:00', '09:01'])] }, { token: owner.token });
    expect(weekOf(ok.body)[0]).toMatchObject({ open: '09:00', close: '09:01' });
    const bad = await t.call('shopWork/update', { list: [day(2, ['09:00', '09:00'])] }, { token: owner.token });
    expect(bad.body).toMatchObject({ errorKey: 'WORK_TIME_INVALID', field: 'list.0' });
  });

  it.each([
    ['an end before the start', day(1, ['12:00', '09:00'])],
    ['a start without an end', day(1, ['09:00', ''])],
    ['an afternoon without a start', day(1, [], ['', '18:00'])],
    ['a morning that runs into the afternoon', day(1, ['09:00', '14:01'], ['14:00', '18:00'])],
    ['a start at 24:00', day(1, ['24:00', '24:00'])],
    ['a time that is not HH:mm', day(1, ['9:00', '12:00'])],
    ['a time past 24:00', day(1, ['10:00', '24:30'])],
  ])('refuses %s with WORK_TIME_INVALID and stores nothing of the call', async (_name, bad) => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWork/update',
      { list: [day(2, ['10:00', '11:00']), bad] },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'WORK_TIME_INVALID', field: expect.stringMatching(/^list\.1/) });
    const read = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: owner.token });
    expect(weekOf(read.body)[1]).toEqual(defaultDay(2));
  });

  it('accepts a morning that ends exactly when the afternoon starts', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call(
      'shopWork/update',
      { list: [day(5, ['09:00', '14:00'], ['14:00', '18:00'])] },
      { token: owner.token },
    );
    expect(weekOf(body)[4]).toMatchObject({ isSet: true, open: '09:00', close: '18:00' });
  });

  it('refuses a weekday twice or outside 1–7 (CHECK_INPUT)', async () => {
    const { owner } = await buildShopWithOwner();
    const twice = await t.call('shopWork/update', { list: [day(1), day(1)] }, { token: owner.token });
    expect(twice.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'list' });
    const eighth = await t.call('shopWork/update', { list: [day(8)] }, { token: owner.token });
    expect(eighth.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'list.0.week' });
  });

  it("changes only the caller's shop", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    await t.call('shopWork/update', { list: [day(1, ['10:00', '11:00'])] }, { token: a.owner.token });
    await t.call('shopWork/update', { list: [day(1, ['12:00', '13:00'])] }, { token: b.owner.token });
    const read = await t.call('shopWork/h5QueryShopWorkInfo', {}, { token: a.owner.token });
    expect(weekOf(read.body)[0]).toMatchObject({ open: '10:00', close: '11:00' });
  });

  it('needs the work time menu: refused without it, allowed with it', async () => {
    const { shop } = await buildShopWithOwner();
    const without = await buildEmployee(shop.id, ['appointments']);
    const denied = await t.call('shopWork/update', { list: [day(1)] }, { token: without.token });
    expect(denied.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    const granted = await buildEmployee(shop.id, ['workTime']);
    expect((await t.call('shopWork/update', { list: [day(1)] }, { token: granted.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWork/update', { list: [] })).body).toMatchObject({ code: 401 });
  });
});

describe('shopWork/updateById', () => {
  it('stores one weekday and answers the week', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('shopWork/updateById', day(6, ['10:00', '16:00']), { token: owner.token });
    expect(weekOf(body)[5]).toEqual({ ...day(6, ['10:00', '16:00']), isSet: true, open: '10:00', close: '16:00' });
    expect(weekOf(body)[0]).toEqual(defaultDay(1));
  });

  it('refuses bad periods (WORK_TIME_INVALID) and a missing weekday', async () => {
    const { owner } = await buildShopWithOwner();
    const bad = await t.call('shopWork/updateById', day(6, ['16:00', '10:00']), { token: owner.token });
    expect(bad.body).toMatchObject({ errorKey: 'WORK_TIME_INVALID' });
    expect(bad.body.field).toBeUndefined();
    const missing = await t.call(
      'shopWork/updateById',
      { morningStart: '09:00', morningEnd: '10:00' },
      { token: owner.token },
    );
    expect(missing.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'week' });
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const without = await buildEmployee(shop.id);
    expect((await t.call('shopWork/updateById', day(1), { token: without.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await buildEmployee(shop.id, ['workTime']);
    expect((await t.call('shopWork/updateById', day(1), { token: granted.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWork/updateById', day(1))).body).toMatchObject({ code: 401 });
  });
});

describe('shopWork/h5QueryShopIsWorking', () => {
  it("defaults to now in the shop's time zone (10:00 on Monday in Rome)", async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('shopWork/h5QueryShopIsWorking', {}, { token: owner.token });
    expect(body.data).toEqual({
      isWorking: true,
      reason: '',
      date: '2026-11-23',
      time: '10:00',
      open: '08:00',
      close: '20:00',
    });
  });

  it('reads now in Shanghai for a shop there (17:00, closed after 08:00–12:00)', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const { owner } = await buildShopWithOwner({ timeZone: 'Asia/Shanghai' });
    await t.call('shopWork/updateById', day(1, ['08:00', '12:00']), { token: owner.token });
    const { body } = await t.call('shopWork/h5QueryShopIsWorking', {}, { token: owner.token });
    expect(body.data).toEqual({
      isWorking: false,
      reason: 'closed',
      date: '2026-11-23',
      time: '17:00',
      open: '08:00',
      close: '12:00',
    });
  });

  it('is open from the opening minute up to, not including, the closing minute, and closed over lunch', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call('shopWork/updateById', day(2, ['09:00', '12:00'], ['14:00', '18:00']), { token: owner.token });
    const at = async (time: string) =>
      (await t.call('shopWork/h5QueryShopIsWorking', { date: '2026-11-24', time }, { token: owner.token })).body.data;
    expect(await at('08:59')).toMatchObject({ isWorking: false, reason: 'closed', open: '09:00', close: '18:00' });
    expect(await at('09:00')).toMatchObject({ isWorking: true, reason: '' });
    expect(await at('11:59')).toMatchObject({ isWorking: true });
    expect(await at('12:00')).toMatchObject({ isWorking: false, reason: 'closed' });
    expect(await at('14:00')).toMatchObject({ isWorking: true });
    expect(await at('18:00')).toMatchObject({ isWorking: false, reason: 'closed' });
  });

  it('is closed all day on a day off', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call('shopWork/updateById', day(7), { token: owner.token });
    const { body } = await t.call(
      'shopWork/h5QueryShopIsWorking',
      { date: '2026-11-29', time: '12:00' },
      { token: owner.token },
    );
    expect(body.data).toMatchObject({ isWorking: false, reason: 'closed', open: '', close: '' });
  });

  it('is on holiday while a shop holiday covers the moment, and open again at its end', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2026-12-24 13:00', endTime: '2026-12-26 10:00' },
      { token: owner.token },
    );
    const at = async (date: string, time: string) =>
      (await t.call('shopWork/h5QueryShopIsWorking', { date, time }, { token: owner.token })).body.data;
    expect(await at('2026-12-24', '12:59')).toMatchObject({ isWorking: true });
    expect(await at('2026-12-24', '13:00')).toMatchObject({ isWorking: false, reason: 'holiday' });
    expect(await at('2026-12-25', '10:00')).toMatchObject({ isWorking: false, reason: 'holiday' });
    expect(await at('2026-12-26', '10:00')).toMatchObject({ isWorking: true, reason: '' });
  });

  it('reads a holiday across the March daylight-saving change in Rome on the wall clock', async () => {
    const { owner } = await buildShopWithOwner();
    // 2027-03-28 is a Sunday: 02:00 CET becomes 03:00 CEST.
    await t.call('shopWork/updateById', day(7, ['00:00', '24:00']), { token: owner.token });
    await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2027-03-28 01:00', endTime: '2027-03-28 04:00' },
      { token: owner.token },
    );
    const at = async (time: string) =>
      (await t.call('shopWork/h5QueryShopIsWorking', { date: '2027-03-28', time }, { token: owner.token })).body.data;
    expect(await at('00:59')).toMatchObject({ isWorking: true });
    expect(await at('01:30')).toMatchObject({ reason: 'holiday' });
    expect(await at('03:59')).toMatchObject({ reason: 'holiday' });
    expect(await at('04:00')).toMatchObject({ isWorking: true });
  });

  it("ignores another shop's holidays", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2026-12-01 00:00', endTime: '2026-12-02 00:00' },
      { token: a.owner.token },
    );
    const { body } = await t.call(
      'shopWork/h5QueryShopIsWorking',
      { date: '2026-12-01', time: '10:00' },
      { token: b.owner.token },
    );
    expect(body.data).toMatchObject({ isWorking: true });
  });

  it('refuses a date that does not exist or a bad time (CHECK_INPUT)', async () => {
    const { owner } = await buildShopWithOwner();
    const date = await t.call('shopWork/h5QueryShopIsWorking', { date: '2027-02-30' }, { token: owner.token });
    expect(date.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'date' });
    const time = await t.call('shopWork/h5QueryShopIsWorking', { time: '25:00' }, { token: owner.token });
    expect(time.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'time' });
  });

  it('is a read any session makes', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    expect((await t.call('shopWork/h5QueryShopIsWorking', {}, { token: employee.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopWork/h5QueryShopIsWorking', {})).body).toMatchObject({ code: 401 });
  });
});

describe('accountWork/update', () => {
  it("narrows the shop's hours: the effective hours are the overlap", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call('shopWork/updateById', day(1, ['09:00', '12:00'], ['14:00', '18:00']), { token: owner.token });
    const { body } = await t.call(
      'accountWork/update',
      { accountId: staff.id, list: [day(1, ['07:00', '15:00']), day(2, ['21:00', '23:00'])] },
      { token: owner.token },
    );
    expect(body.code).toBe(0);
    const week = weekOf(body);
    // Stored as entered; open and close are the overlap with the shop (09:00–12:00 and 14:00–15:00).
    expect(week[0]).toEqual({ ...day(1, ['07:00', '15:00']), isSet: true, open: '09:00', close: '15:00' });
    // Outside the shop's default 08:00–20:00 entirely: no effective hours.
    expect(week[1]).toEqual({ ...day(2, ['21:00', '23:00']), isSet: true, open: '', close: '' });
    // Not set: the shop's day.
    expect(week[2]).toEqual(defaultDay(3));
  });

  it('refuses bad periods (WORK_TIME_INVALID)', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const { body } = await t.call(
      'accountWork/update',
      { accountId: staff.id, list: [day(1, ['10:00', '09:59'])] },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'WORK_TIME_INVALID', field: 'list.0' });
  });

  it("refuses another shop's staff, a deleted one and an unknown id (NOT_FOUND on accountId)", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const other = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: shop.id, deletedAt: new Date() });
    for (const accountId of [other.id, deleted.id, 99_999_999]) {
      const { body } = await t.call('accountWork/update', { accountId, list: [day(1)] }, { token: owner.token });
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
    }
    const read = await t.call('accountWork/h5QueryWorkInfo', { accountId: other.id }, { token: owner.token });
    expect(read.body).toMatchObject({ errorKey: 'NOT_FOUND' });
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const without = await buildEmployee(shop.id, ['staff']);
    const denied = await t.call('accountWork/update', { accountId: staff.id, list: [] }, { token: without.token });
    expect(denied.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    const granted = await buildEmployee(shop.id, ['workTime']);
    const ok = await t.call('accountWork/update', { accountId: staff.id, list: [day(1)] }, { token: granted.token });
    expect(ok.body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWork/update', { accountId: 1, list: [] })).body).toMatchObject({ code: 401 });
  });
});

describe('accountWork/updateById', () => {
  it('stores one weekday of a staff member and answers their week', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const { body } = await t.call(
      'accountWork/updateById',
      { accountId: staff.id, ...day(4, ['12:00', '22:00']) },
      { token: owner.token },
    );
    expect(weekOf(body)[3]).toEqual({ ...day(4, ['12:00', '22:00']), isSet: true, open: '12:00', close: '20:00' });
  });

  it('refuses bad periods and unknown staff', async () => {
    const { owner } = await buildShopWithOwner();
    const other = await buildStaff(t);
    const bad = await t.call(
      'accountWork/updateById',
      { accountId: other.id, ...day(4, ['12:00', '']) },
      { token: owner.token },
    );
    expect(bad.body).toMatchObject({ errorKey: 'WORK_TIME_INVALID' });
    const missing = await t.call('accountWork/updateById', { accountId: other.id, ...day(4) }, { token: owner.token });
    expect(missing.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
  });

  it('needs the work time menu', async () => {
    const { shop } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    const without = await buildEmployee(shop.id);
    const denied = await t.call('accountWork/updateById', { accountId: staff.id, ...day(1) }, { token: without.token });
    expect(denied.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWork/updateById', { accountId: 1, ...day(1) })).body).toMatchObject({ code: 401 });
  });
});

describe('accountWork/h5QueryWorkInfo', () => {
  it("answers the shop's days where the staff member set none", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call('shopWork/updateById', day(2, ['10:00', '19:00']), { token: owner.token });
    const { body } = await t.call('accountWork/h5QueryWorkInfo', { accountId: staff.id }, { token: owner.token });
    const week = weekOf(body);
    expect(week[0]).toEqual(defaultDay(1));
    expect(week[1]).toEqual({ ...day(2, ['10:00', '19:00']), isSet: false, open: '10:00', close: '19:00' });
  });

  it("has no hours on the shop's day off, whatever the staff member set", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call('shopWork/updateById', day(7), { token: owner.token });
    await t.call(
      'accountWork/updateById',
      { accountId: staff.id, ...day(7, ['09:00', '13:00']) },
      { token: owner.token },
    );
    const { body } = await t.call('accountWork/h5QueryWorkInfo', { accountId: staff.id }, { token: owner.token });
    expect(weekOf(body)[6]).toEqual({ ...day(7, ['09:00', '13:00']), isSet: true, open: '', close: '' });
  });

  it("refuses another shop's staff (NOT_FOUND on accountId)", async () => {
    const { owner } = await buildShopWithOwner();
    const other = await buildStaff(t);
    const { body } = await t.call('accountWork/h5QueryWorkInfo', { accountId: other.id }, { token: owner.token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
  });

  it('is a read any session makes', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    const { body } = await t.call('accountWork/h5QueryWorkInfo', { accountId: employee.id }, { token: employee.token });
    expect(body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWork/h5QueryWorkInfo', { accountId: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('accountWork/queryAccountNotWorkTime', () => {
  type TAnswer = { list: { accountId: number; periods: { start: string; end: string; reason: string }[] }[] };
  const query = async (token: string, body: Record<string, unknown>) => {
    const res = await t.call('accountWork/queryAccountNotWorkTime', body, { token });
    expect(res.body).toMatchObject({ code: 0 });
    return res.body.data as TAnswer;
  };
  const periodsOf = (answer: TAnswer, accountId: number) => answer.list.find((a) => a.accountId === accountId)?.periods;
  const off = (start: string, end: string, reason = 'offHours') => ({ start, end, reason });

  it('lists the bookable technicians in staff order, outside 08:00–20:00 by default', async () => {
    t.clock.set('2026-11-23T09:00:00Z');
    const { shop, owner } = await buildShopWithOwner();
    const second = await buildStaff(t, { shopId: shop.id, sortOrder: 2 });
    const first = await buildStaff(t, { shopId: shop.id, sortOrder: 1 });
    const sameOrder = await buildStaff(t, { shopId: shop.id, sortOrder: 2 });
    await buildStaff(t, { shopId: shop.id, sortOrder: 0, appointFlag: 1 });
    await buildStaff(t, { shopId: shop.id, sortOrder: 0, departedAt: new Date() });
    await buildStaff(t, { shopId: shop.id, sortOrder: 0, deletedAt: new Date() });
    await buildStaff(t, { shopId: shop.id, sortOrder: 0, accountType: 3 });
    await buildStaff(t); // another shop's
    const answer = await query(owner.token, { date: '2026-11-24' });
    expect(answer.list.map((a) => a.accountId)).toEqual([first.id, second.id, sameOrder.id]);
    for (const a of answer.list) expect(a.periods).toEqual([off('00:00', '08:00'), off('20:00', '24:00')]);
  });

  it("narrows to the staff member's own hours within the shop's", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call('shopWork/updateById', day(3, ['09:00', '12:00'], ['14:00', '18:00']), { token: owner.token });
    await t.call(
      'accountWork/updateById',
      { accountId: staff.id, ...day(3, ['10:00', '16:00']) },
      { token: owner.token },
    );
    const answer = await query(owner.token, { date: '2026-11-25', accountId: staff.id });
    expect(answer.list).toEqual([
      {
        accountId: staff.id,
        periods: [off('00:00', '10:00'), off('12:00', '14:00'), off('16:00', '24:00')],
      },
    ]);
  });

  it('shades a whole day off', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call('accountWork/updateById', { accountId: staff.id, ...day(5) }, { token: owner.token });
    const answer = await query(owner.token, { date: '2026-11-27', accountId: staff.id });
    expect(periodsOf(answer, staff.id)).toEqual([off('00:00', '24:00', 'dayOff')]);
  });

  it('shades a shop holiday on every technician, clipped to the day', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const a = await buildStaff(t, { shopId: shop.id });
    const b = await buildStaff(t, { shopId: shop.id });
    await t.call(
      'shopWorkHoliday/addOrUpdate',
      { startTime: '2026-12-02 12:00', endTime: '2026-12-03 10:00' },
      { token: owner.token },
    );
    const first = await query(owner.token, { date: '2026-12-02' });
    const second = await query(owner.token, { date: '2026-12-03' });
    for (const id of [a.id, b.id]) {
      expect(periodsOf(first, id)).toEqual([off('00:00', '08:00'), off('12:00', '24:00', 'shopHoliday')]);
      expect(periodsOf(second, id)).toEqual([off('00:00', '10:00', 'shopHoliday'), off('20:00', '24:00')]);
    }
  });

  it('clips leave to the day, and shows a holiday only on its own technician', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const onLeave = await buildStaff(t, { shopId: shop.id });
    const working = await buildStaff(t, { shopId: shop.id });
    await t.call(
      'accountWorkHoliday/addOrUpdate',
      { accountId: onLeave.id, kind: 'leave', startTime: '2026-12-08 15:00', endTime: '2026-12-10 11:30' },
      { token: owner.token },
    );
    await t.call(
      'accountWorkHoliday/addOrUpdate',
      { accountId: onLeave.id, startTime: '2026-12-10 16:00', endTime: '2026-12-10 17:00' },
      { token: owner.token },
    );
    expect(periodsOf(await query(owner.token, { date: '2026-12-08' }), onLeave.id)).toEqual([
      off('00:00', '08:00'),
      off('15:00', '24:00', 'leave'),
    ]);
    expect(periodsOf(await query(owner.token, { date: '2026-12-09' }), onLeave.id)).toEqual([
      off('00:00', '24:00', 'leave'),
    ]);
    const tenth = await query(owner.token, { date: '2026-12-10' });
    expect(periodsOf(tenth, onLeave.id)).toEqual([
      off('00:00', '11:30', 'leave'),
      off('16:00', '17:00', 'holiday'),
      off('20:00', '24:00'),
    ]);
    expect(periodsOf(tenth, working.id)).toEqual([off('00:00', '08:00'), off('20:00', '24:00')]);
  });

  it('draws a holiday across the March change in Rome on the wall clock of the 23-hour day', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id });
    await t.call(
      'accountWorkHoliday/addOrUpdate',
      { accountId: staff.id, startTime: '2027-03-27 19:00', endTime: '2027-03-28 09:30' },
      { token: owner.token },
    );
    expect(periodsOf(await query(owner.token, { date: '2027-03-27' }), staff.id)).toEqual([
      off('00:00', '08:00'),
      off('19:00', '24:00', 'holiday'),
    ]);
    expect(periodsOf(await query(owner.token, { date: '2027-03-28' }), staff.id)).toEqual([
      off('00:00', '09:30', 'holiday'),
      off('20:00', '24:00'),
    ]);
  });

  it("shades a technician who is off duty, only today in the shop's time zone", async () => {
    // 23:30 UTC on the 23rd is already the 24th in Rome.
    t.clock.set('2026-11-23T23:30:00Z');
    const { shop, owner } = await buildShopWithOwner();
    const staff = await buildStaff(t, { shopId: shop.id, workFlag: 1 });
    expect(periodsOf(await query(owner.token, { date: '2026-11-24' }), staff.id)).toEqual([
      off('00:00', '24:00', 'offDuty'),
    ]);
    expect(periodsOf(await query(owner.token, { date: '2026-11-23' }), staff.id)).toEqual([
      off('00:00', '08:00'),
      off('20:00', '24:00'),
    ]);
    t.clock.set('2026-11-23T09:00:00Z');
  });

  it("answers one technician when asked, and refuses another shop's (NOT_FOUND on accountId)", async () => {
    const { shop, owner } = await buildShopWithOwner();
    const notBookable = await buildStaff(t, { shopId: shop.id, appointFlag: 1 });
    const answer = await query(owner.token, { date: '2026-11-24', accountId: notBookable.id });
    expect(answer.list.map((a) => a.accountId)).toEqual([notBookable.id]);
    const other = await buildStaff(t);
    const { body } = await t.call(
      'accountWork/queryAccountNotWorkTime',
      { date: '2026-11-24', accountId: other.id },
      { token: owner.token },
    );
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
  });

  it('refuses a missing or impossible date (CHECK_INPUT on date)', async () => {
    const { owner } = await buildShopWithOwner();
    const missing = await t.call('accountWork/queryAccountNotWorkTime', {}, { token: owner.token });
    expect(missing.body).toMatchObject({ field: 'date' });
    const impossible = await t.call(
      'accountWork/queryAccountNotWorkTime',
      { date: '2026-11-31' },
      { token: owner.token },
    );
    expect(impossible.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'date' });
  });

  it('is a read any session makes (the board uses it)', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id, ['appointments']);
    const { body } = await t.call(
      'accountWork/queryAccountNotWorkTime',
      { date: '2026-11-24' },
      { token: employee.token },
    );
    expect(body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountWork/queryAccountNotWorkTime', { date: '2026-11-24' })).body).toMatchObject({
      code: 401,
    });
  });
});
