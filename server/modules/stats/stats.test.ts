import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import type {
  TAppointDay,
  TAppointSeries,
  TGuideProgress,
  TProductOrders,
  TShopReport,
  TStaffReport,
  TTakingsToday,
} from '../../../contract/stats';
import { appointments } from '../../db/schema/appointments';
import { buildOwner, buildProduct, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { billOf, buildDesk, financeTable, frontDesk, type TDesk, TODAY } from '../bills/bills.test-kit';
import { elevate } from '../prepay/prepay.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';

const t = useTestApp();

/** The test clock's today is 2026-11-23, 10:00 in Rome (a Monday); the day before is a Sunday. */
const YESTERDAY = '2026-11-22';

async function report<T>(path: string, token: string, body: Record<string, unknown>): Promise<T> {
  const { body: answer } = await t.call(path, body, { token });
  expect(answer).toMatchObject({ code: 0 });
  return dataOf<T>(answer);
}
const staffOf = (token: string, path: string, body: Record<string, unknown>) =>
  report<TStaffReport>(`static/${path}`, token, body);
const shopOf = (token: string, path: string, body: Record<string, unknown>) =>
  report<TShopReport>(`static/${path}`, token, body);

/**
 * Bills of the desk: a member's cut at 09:05 with every deduction; an unpaid split at 22:10; a temporary employee's
 * bill; a paid member recharge and an unpaid gift recharge; a bill recorded today for yesterday (its bill date), and
 * one on the first of the month.
 */
async function buildBills(d: TDesk) {
  const member = await billOf(
    t,
    d.token,
    frontDesk(d, {
      customerId: d.customer.id,
      recordTime: '09:05',
      memberDeduction: 1_000,
      giftVoucher: 500,
      giftCardNo: d.giftCard.cardNo,
      coupon: 200,
      discountDeduction: 100,
    }),
  );
  const late = await billOf(
    t,
    d.token,
    frontDesk(d, {
      status: 'unpaid',
      recordTime: '22:10',
      customerCount: 2,
      staff: [
        { shopAccountId: d.bruno.id, amount: 1_500, adjustment: -300 },
        { shopAccountId: d.anna.id, amount: 2_500 },
      ],
      productIds: [d.cut.id, d.color.id],
    }),
  );
  const temp = await billOf(
    t,
    d.token,
    frontDesk(d, { recordTime: '09:30', staff: [{ tempName: 'Giulia', tempPhone: '333 111 2222', amount: 2_000 }] }),
  );
  await billOf(t, d.token, {
    orderType: 'memberRecharge',
    customerId: d.customer.id,
    rechargeAmount: 3_000,
    payType: 'card',
  });
  await billOf(t, d.token, { orderType: 'giftCardRecharge', rechargeAmount: 700, payType: 'cash', status: 'unpaid' });
  const backDated = await billOf(t, d.token, frontDesk(d, { billDay: YESTERDAY, recordTime: '18:00' }));
  const firstOfMonth = await billOf(
    t,
    d.token,
    frontDesk(d, { billDay: '2026-11-01', recordTime: '11:00', staff: [{ shopAccountId: d.bruno.id, amount: 4_000 }] }),
  );
  return { member, late, temp, backDated, firstOfMonth };
}

const total = (rows: { income: number }[]) => rows.reduce((sum, r) => sum + r.income, 0);

describe('static/userIncomeByDate and static/shopIncomeByDate', () => {
  it("answers each staff member's figures of a bill day, which add up to the shop's and the finance table's total", async () => {
    const d = await buildDesk(t);
    const bills = await buildBills(d);
    const staff = await staffOf(d.token, 'userIncomeByDate', { day: TODAY });
    expect(staff).toMatchObject({ startDay: TODAY, endDay: TODAY });
    const tempId = bills.temp.staff[0].shopAccountId;
    expect(staff.staff.map((s) => s.shopAccountId)).toEqual([d.owner.id, d.anna.id, d.bruno.id, tempId]);
    const anna = staff.staff[1];
    expect(anna).toMatchObject({
      accountName: d.anna.name,
      income: 5_500,
      unpaidIncome: 2_500,
      adjustment: 0,
      bills: 2,
      customers: 3,
      projects: 3,
      recharges: 0,
    });
    expect(anna.series).toHaveLength(24);
    expect(anna.series.filter((p) => p.income > 0)).toEqual([
      { key: '09', income: 3_000, bills: 1 },
      { key: '22', income: 2_500, bills: 1 },
    ]);
    expect(staff.staff[2]).toMatchObject({ income: 1_500, unpaidIncome: 1_500, adjustment: -300, bills: 1 });
    expect(staff.staff[3]).toMatchObject({ accountName: 'Giulia', accountType: 3, income: 2_000 });
    // The owner recorded the desk's two recharges (100.00 member, 50.00 gift) and today's paid member recharge; the
    // unpaid gift recharge counts nowhere yet.
    expect(staff.staff[0]).toMatchObject({ income: 0, recharges: 3, rechargeAmount: 18_000 });

    const shop = await shopOf(d.token, 'shopIncomeByDate', { day: TODAY });
    expect(shop.total).toEqual({
      income: 9_000,
      unpaidAmount: 4_000,
      actualAmount: 9_000 - 1_800,
      cashAmount: 9_000 - 1_800,
      cardAmount: 0,
      coupon: 200,
      giftVoucher: 500,
      memberDeduction: 1_000,
      discountDeduction: 100,
      rechargeAmount: 13_000,
      rechargeAmountGift: 5_000,
      takings: 1_200 + 2_000 + 18_000,
      bills: 3,
      customers: 4,
    });
    expect(total(staff.staff)).toBe(shop.total.income);
    expect(total(shop.series)).toBe(shop.total.income);
    const { staticOrder } = await financeTable(t, d.token);
    expect(staticOrder?.totalAmount).toBe(shop.total.income);
    expect(staticOrder?.rechargeAmount).toBe(shop.total.rechargeAmount);
  });

  it('counts a bill on its bill date, not on the day it was recorded', async () => {
    const d = await buildDesk(t);
    const { backDated } = await buildBills(d);
    const yesterday = await shopOf(d.token, 'shopIncomeByDate', { day: YESTERDAY });
    expect(yesterday.total).toMatchObject({ income: backDated.totalAmount, bills: 1 });
    expect(yesterday.series.find((p) => p.key === '18')).toEqual({ key: '18', income: 3_000, bills: 1 });
    const annaYesterday = await staffOf(d.token, 'userIncomeByDate', { day: YESTERDAY, shopAccountId: d.anna.id });
    expect(annaYesterday.staff).toHaveLength(1);
    expect(annaYesterday.staff[0]).toMatchObject({ shopAccountId: d.anna.id, income: 3_000, bills: 1 });
    const { staticOrder } = await financeTable(t, d.token, YESTERDAY);
    expect(staticOrder?.totalAmount).toBe(3_000);
  });

  it('needs a session, the finance menu and the internal password; accountType 2 gets the staff but not the shop', async () => {
    const d = await buildDesk(t);
    await buildBills(d);
    const body = { day: TODAY };
    expect((await t.call('static/userIncomeByDate', body)).body.code).toBe(401);
    const technician = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['appointments'] });
    expectError((await t.call('static/userIncomeByDate', body, { token: technician.token })).body, 'PERMISSION_DENIED');
    const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['finance'] });
    for (const path of ['static/userIncomeByDate', 'static/shopIncomeByDate']) {
      expectError((await t.call(path, body, { token: clerk.token })).body, 'INSIDE_PASSWORD_REQUIRED');
    }
    await elevate(t, clerk);
    expect((await shopOf(clerk.token, 'shopIncomeByDate', body)).total.income).toBe(9_000);
    const manager = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['finance'] });
    expect(total((await staffOf(manager.token, 'userIncomeByDate', body)).staff)).toBe(9_000);
    for (const path of [
      'static/shopIncomeByDate',
      'static/shopIncomeByBillMonth',
      'static/shopIncomeByMonth',
      'static/shopIncomeByBillYear',
      'static/allIncome',
    ]) {
      const input = { day: TODAY, month: '2026-11', startMonth: '2026-01', endMonth: '2026-11', year: 2026 };
      expectError((await t.call(path, input, { token: manager.token })).body, 'PERMISSION_DENIED');
    }
  });

  it("shows nothing of another shop's, and refuses another shop's staff member", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    await buildBills(other);
    const mine = await staffOf(d.token, 'userIncomeByDate', { day: TODAY });
    expect(mine.staff.map((s) => s.shopAccountId)).toEqual([d.owner.id, d.anna.id, d.bruno.id]);
    expect(total(mine.staff)).toBe(0);
    expect((await shopOf(d.token, 'shopIncomeByDate', { day: TODAY })).total.income).toBe(0);
    const body = { day: TODAY, shopAccountId: other.anna.id };
    expectError((await t.call('static/userIncomeByDate', body, { token: d.token })).body, 'NOT_FOUND', 'shopAccountId');
  });

  it('checks the day', async () => {
    const d = await buildDesk(t);
    for (const day of [undefined, '2026-02-30', '26-11-23', '1899-12-31']) {
      expectError((await t.call('static/shopIncomeByDate', { day }, { token: d.token })).body, 'CHECK_INPUT', 'day');
    }
  });
});

describe('static/userIncomeByDateRange and static/userIncomeByTime', () => {
  it("answers one person's days and hours over a range, and checks the range", async () => {
    const d = await buildDesk(t);
    await buildBills(d);
    const range = { startDay: '2026-11-01', endDay: TODAY, shopAccountId: d.bruno.id };
    const days = await staffOf(d.token, 'userIncomeByDateRange', range);
    expect(days.staff).toHaveLength(1);
    expect(days.staff[0]).toMatchObject({ income: 5_500, bills: 2 });
    expect(days.staff[0].series).toHaveLength(23);
    expect(days.staff[0].series.filter((p) => p.income > 0).map((p) => p.key)).toEqual(['2026-11-01', TODAY]);
    const hours = await staffOf(d.token, 'userIncomeByTime', range);
    expect(hours.staff[0].series.filter((p) => p.income > 0)).toEqual([
      { key: '11', income: 4_000, bills: 1 },
      { key: '22', income: 1_500, bills: 1 },
    ]);
    const bad = (body: Record<string, unknown>) => t.call('static/userIncomeByDateRange', body, { token: d.token });
    expectError((await bad({ startDay: TODAY, endDay: YESTERDAY })).body, 'CHECK_INPUT', 'endDay');
    expectError((await bad({ startDay: '2025-11-22', endDay: TODAY })).body, 'CHECK_INPUT', 'endDay');
    expect((await bad({ startDay: '2025-11-23', endDay: TODAY })).body.code).toBe(0);
  });
});

describe('static month and year reports, and static/allIncome', () => {
  it('add up: a month is the sum of its days, a year of its months, everything of its years', async () => {
    const d = await buildDesk(t);
    await buildBills(d);
    const month = await shopOf(d.token, 'shopIncomeByBillMonth', { month: '2026-11' });
    expect(month).toMatchObject({ startDay: '2026-11-01', endDay: '2026-11-30' });
    expect(month.series).toHaveLength(30);
    expect(month.total.income).toBe(9_000 + 3_000 + 4_000);
    let days = 0;
    for (const p of month.series.filter((p) => p.income > 0)) {
      const day = await shopOf(d.token, 'shopIncomeByDate', { day: p.key });
      expect(day.total.income).toBe(p.income);
      days += day.total.income;
    }
    expect(days).toBe(month.total.income);
    const staffMonth = await staffOf(d.token, 'userIncomeByBillMonth', { month: '2026-11' });
    expect(total(staffMonth.staff)).toBe(month.total.income);

    const year = await shopOf(d.token, 'shopIncomeByBillYear', { year: 2026 });
    expect(year.series.map((p) => p.key)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    );
    expect(year.series[10]).toEqual({ key: '2026-11', income: month.total.income, bills: month.total.bills });
    expect(year.total).toEqual(month.total);
    const staffYear = await staffOf(d.token, 'userIncomeByBillYear', { year: 2026 });
    expect(total(staffYear.staff)).toBe(year.total.income);

    const months = await shopOf(d.token, 'shopIncomeByMonth', { startMonth: '2025-12', endMonth: '2026-11' });
    expect(months.series).toHaveLength(12);
    expect(months.total).toEqual(year.total);
    const staffMonths = await staffOf(d.token, 'userIncomeByMonth', { startMonth: '2025-12', endMonth: '2026-11' });
    expect(staffMonths.staff.find((s) => s.shopAccountId === d.bruno.id)?.series.at(-1)).toEqual({
      key: '2026-11',
      income: 5_500,
      bills: 2,
    });

    const all = await shopOf(d.token, 'allIncome', {});
    expect(all).toMatchObject({ startDay: '2026-01-01', endDay: '2026-12-31' });
    expect(all.series).toEqual([{ key: '2026', income: year.total.income, bills: year.total.bills }]);
    expect(all.total).toEqual(year.total);
  });

  it('checks months and years', async () => {
    const d = await buildDesk(t);
    const call = (path: string, body: Record<string, unknown>) => t.call(`static/${path}`, body, { token: d.token });
    expectError((await call('shopIncomeByBillMonth', { month: '2026-13' })).body, 'CHECK_INPUT', 'month');
    expectError((await call('shopIncomeByBillYear', { year: 1899 })).body, 'CHECK_INPUT', 'year');
    const tooLong = { startMonth: '2024-11', endMonth: '2026-11' };
    expectError((await call('shopIncomeByMonth', tooLong)).body, 'CHECK_INPUT', 'endMonth');
    const backwards = { startMonth: '2026-11', endMonth: '2026-10' };
    expectError((await call('userIncomeByMonth', backwards)).body, 'CHECK_INPUT', 'endMonth');
    expect((await call('shopIncomeByMonth', { startMonth: '2024-12', endMonth: '2026-11' })).body.code).toBe(0);
  });
});

/**
 * Books appointments through the API, one per start time, with Anna unless another technician is named; a start
 * before the test clock's 10:00 today goes in through the past-slot choice (historical), as the board allows.
 */
async function book(
  d: TDesk,
  day: string,
  times: string[],
  options: { productIds?: number[]; isTemporary?: boolean; accountId?: number } = {},
) {
  const made: TAppointment[] = [];
  for (const startTime of times) {
    const person = {
      customName: options.isTemporary ? '' : `Client ${startTime}`,
      customPhone: options.isTemporary ? '' : '333 000 1111',
      productIds: options.productIds ?? [d.cut.id],
      shopAccountId: options.accountId ?? d.anna.id,
    };
    const isPast = day < TODAY || (day === TODAY && startTime < '10:00');
    const { body } = await t.call(
      'appoint/create',
      { appointDay: day, startTime, people: [person], entry: isPast ? 'historical' : 'normal' },
      { token: d.token },
    );
    made.push(dataOf<{ list: TAppointment[] }>(body).list[0]);
  }
  return made;
}

describe('controlPad/staticShopAppointByDay', () => {
  it("counts a day's appointments as the board shows them, and lists today's not over yet", async () => {
    const d = await buildDesk(t);
    const [missed, , deleted] = await book(d, TODAY, ['08:00', '09:00', '11:00', '12:00']);
    await book(d, TODAY, ['13:00'], { isTemporary: true });
    const [inProgress] = await book(d, TODAY, ['09:30'], { accountId: d.bruno.id });
    await t.deps.db.update(appointments).set({ lostFlag: 1 }).where(eq(appointments.id, missed.id));
    await t.deps.db.update(appointments).set({ delFlag: 1 }).where(eq(appointments.id, deleted.id));
    await book(d, '2026-11-20', ['09:00']);
    const today = await report<TAppointDay>('controlPad/staticShopAppointByDay', d.token, { day: TODAY });
    expect(today).toMatchObject({ day: TODAY, appointments: 4, arrived: 0, billed: 0, temporary: 1, missed: 1 });
    // 09:00-09:45 is over at 10:00; 09:30-10:15 is still going on.
    expect(today.next.map((a) => a.startTime)).toEqual(['09:30', '12:00', '13:00']);
    expect(today.next[0]).toEqual({
      id: inProgress.id,
      startTime: '09:30',
      endTime: '10:15',
      customName: 'Client 09:30',
      accountName: d.bruno.name,
      isArrived: false,
      isTemporary: false,
    });
    expect(today.next[2]).toMatchObject({ customName: '', isTemporary: true });
    const earlier = await report<TAppointDay>('controlPad/staticShopAppointByDay', d.token, { day: '2026-11-20' });
    expect(earlier).toMatchObject({ appointments: 1, next: [] });
    const later = await book(d, '2026-11-25', ['08:00']);
    const ahead = await report<TAppointDay>('controlPad/staticShopAppointByDay', d.token, { day: '2026-11-25' });
    expect(ahead.next.map((a) => a.id)).toEqual([later[0].id]);
  });

  it('is for every staff member of the shop, needs a session and shows nothing of another shop', async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    await book(other, TODAY, ['11:00']);
    expect((await t.call('controlPad/staticShopAppointByDay', { day: TODAY })).body.code).toBe(401);
    const nobody = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: [] });
    const mine = await report<TAppointDay>('controlPad/staticShopAppointByDay', nobody.token, { day: TODAY });
    expect(mine).toMatchObject({ appointments: 0, next: [] });
    expectError(
      (await t.call('controlPad/staticShopAppointByDay', { day: 'today' }, { token: d.token })).body,
      'CHECK_INPUT',
      'day',
    );
  });
});

describe('controlPad series and project orders', () => {
  it('counts appointments by day and by month, and the projects booked most', async () => {
    const d = await buildDesk(t);
    await book(d, TODAY, ['11:00', '12:00']);
    await book(d, YESTERDAY, ['11:00'], { productIds: [d.cut.id, d.color.id] });
    await book(d, '2026-10-05', ['11:00'], { productIds: [d.color.id] });
    const week = await report<TAppointSeries>('controlPad/shopAppointsByDateRange', d.token, {
      startDay: YESTERDAY,
      endDay: '2026-11-29',
    });
    expect(week.series.map((p) => p.count)).toEqual([1, 2, 0, 0, 0, 0, 0, 0]);
    expect(week.total).toBe(3);
    const month = await report<TAppointSeries>('controlPad/shopAppointsByMonth', d.token, { month: '2026-11' });
    expect(month).toMatchObject({ startDay: '2026-11-01', endDay: '2026-11-30', total: 3 });
    expect(month.series).toHaveLength(30);
    const year = await report<TAppointSeries>('controlPad/shopAppointsByYear', d.token, { year: 2026 });
    expect(year.series.slice(9, 11)).toEqual([
      { key: '2026-10', count: 1 },
      { key: '2026-11', count: 3 },
    ]);
    const orders = await report<TProductOrders>('controlPad/shopProductOrderByMonth', d.token, { month: '2026-11' });
    expect(orders.list).toEqual([
      { productId: d.cut.id, productName: d.cut.name, count: 3 },
      { productId: d.color.id, productName: d.color.name, count: 1 },
    ]);
  });

  it('ranks twelve projects by how often they were booked', async () => {
    const d = await buildDesk(t);
    const projects = [];
    for (let i = 0; i < 12; i++)
      projects.push(await buildProduct(t, { shopId: d.shopId, name: `P${String(i).padStart(2, '0')}` }));
    // Project i is booked i + 1 times over the month's days.
    for (const [i, project] of projects.entries()) {
      for (let n = 0; n <= i; n++) {
        const day = `2026-11-${String(n + 1).padStart(2, '0')}`;
        await book(d, day, [`${String(8 + i).padStart(2, '0')}:00`], { productIds: [project.id] });
      }
    }
    const orders = await report<TProductOrders>('controlPad/shopProductOrderByMonth', d.token, { month: '2026-11' });
    expect(orders.list.slice(0, 10).map((p) => [p.productName, p.count])).toEqual(
      projects
        .slice(2)
        .reverse()
        .map((p, i) => [p.name, 12 - i]),
    );
  });
});

describe('controlPad/shopTakingsToday', () => {
  it("compares today's takings so far with the same weekday last week, up to the same time", async () => {
    const d = await buildDesk(t);
    await billOf(t, d.token, frontDesk(d, { recordTime: '09:00' }));
    await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-16', recordTime: '09:30' }));
    await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-16', recordTime: '10:01' }));
    await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-16', recordTime: '10:00', status: 'unpaid' }));
    const takings = await report<TTakingsToday>('controlPad/shopTakingsToday', d.token, {});
    expect(takings).toEqual({
      day: TODAY,
      time: '10:00',
      lastWeekDay: '2026-11-16',
      // The desk's own recharges (150.00) were paid this morning too.
      today: { takings: 18_000, income: 3_000, bills: 1 },
      lastWeekSoFar: { takings: 3_000, income: 6_000, bills: 2 },
    });
  });

  it('answers the owner and elevated finance staff only, never accountType 2, and never asks for the password', async () => {
    const d = await buildDesk(t);
    const manager = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['finance'] });
    const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['finance'] });
    const technician = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['appointments'] });
    const call = (token?: string) => t.call('controlPad/shopTakingsToday', {}, token ? { token } : {});
    expect((await call()).body.code).toBe(401);
    for (const token of [manager.token, clerk.token, technician.token]) {
      expectError((await call(token)).body, 'PERMISSION_DENIED');
    }
    await elevate(t, clerk);
    await elevate(t, technician);
    expect((await call(clerk.token)).body.code).toBe(0);
    expectError((await call(technician.token)).body, 'PERMISSION_DENIED');
    const owner = await buildOwner(t, { shopId: d.shopId, accountType: 1 });
    expect((await call(owner.token)).body.code).toBe(0);
  });
});

describe('controlPad/queryGuideProgress', () => {
  const progressOf = (token: string) => report<TGuideProgress>('controlPad/queryGuideProgress', token, {});
  const hours = { week: 1, morningStart: '09:00', morningEnd: '13:00', afternoonStart: '', afternoonEnd: '' };

  it('finds nothing done in a new shop, then each step as its data arrives', async () => {
    const owner = await buildOwner(t);
    const none = { hasStaff: false, hasProjects: false, hasWorkTime: false, hasAppointment: false };
    expect(await progressOf(owner.token)).toEqual(none);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    expect(await progressOf(owner.token)).toEqual({ ...none, hasStaff: true });
    const product = await buildProduct(t, { shopId: owner.shopId });
    expect(await progressOf(owner.token)).toEqual({ ...none, hasStaff: true, hasProjects: true });
    expect((await t.call('shopWork/update', { list: [hours] }, { token: owner.token })).body.code).toBe(0);
    expect(await progressOf(owner.token)).toEqual({ ...none, hasStaff: true, hasProjects: true, hasWorkTime: true });
    const booked = await t.call(
      'appoint/create',
      {
        appointDay: '2026-12-01',
        startTime: '10:00',
        confirmOutsideHours: true,
        people: [{ productIds: [product.id], shopAccountId: staff.id, customName: 'Anna', customPhone: '3471234567' }],
      },
      { token: owner.token },
    );
    expect(booked.body.code).toBe(0);
    expect(await progressOf(owner.token)).toEqual({
      hasStaff: true,
      hasProjects: true,
      hasWorkTime: true,
      hasAppointment: true,
    });
  });

  it("reads only the caller's shop", async () => {
    const busy = await buildDesk(t);
    const fresh = await buildOwner(t);
    expect(await progressOf(busy.token)).toMatchObject({ hasStaff: true, hasProjects: true });
    expect(await progressOf(fresh.token)).toMatchObject({ hasStaff: false, hasProjects: false });
  });

  it('needs a session, and answers every account (the dashboard is always granted)', async () => {
    const owner = await buildOwner(t);
    expect((await t.call('controlPad/queryGuideProgress', {})).body.code).toBe(401);
    const technician = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    expect((await t.call('controlPad/queryGuideProgress', {}, { token: technician.token })).body.code).toBe(0);
  });
});
