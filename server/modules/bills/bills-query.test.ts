import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import type { TBill } from '../../../contract/bills';
import { buildOwner, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { markDeparted } from '../../test/helpers';
import { elevate, pageOf } from '../prepay/prepay.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { billOf, buildDesk, financeTable, frontDesk, type TDesk, TODAY } from './bills.test-kit';

const t = useTestApp();

/**
 * A day of the desk: a member's cut at 09:05 with card deductions; an unpaid split at 22:10 (after the hours); a
 * bill from an appointment; a temporary employee's bill; a bill of a technician who resigned since; a paid member
 * recharge and an unpaid gift recharge; a bill of the day before.
 */
async function buildDay(d: TDesk) {
  const person = {
    customName: d.customer.name,
    customPhone: d.customer.phone,
    productIds: [d.color.id],
    shopAccountId: d.bruno.id,
  };
  const booked = await t.call(
    'appoint/create',
    { appointDay: '2026-11-24', startTime: '11:30', people: [person] },
    { token: d.token },
  );
  const appointment = dataOf<{ list: TAppointment[] }>(booked.body).list[0];
  const leaving = await buildStaff(t, { shopId: d.shopId, name: `Dario ${d.shopId}` });
  await buildStaff(t, { shopId: d.shopId, financeFlag: 1, name: 'No billing' });
  await buildStaff(t, { shopId: d.shopId, deletedAt: t.clock.now(), name: 'Deleted' });
  await buildStaff(t, { shopId: d.shopId, accountType: 3, staffType: 3, createdAt: new Date('2026-11-22T10:00:00Z') });
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
      staff: [
        { shopAccountId: d.bruno.id, amount: 1_500 },
        { shopAccountId: d.anna.id, amount: 2_500 },
      ],
      productIds: [d.cut.id, d.color.id],
    }),
  );
  const fromAppointment = dataOf<TBill>(
    (
      await t.call(
        'bill/createByAppoint',
        {
          appointId: appointment.id,
          recordTime: '11:40',
          payType: 'card',
          staff: [{ shopAccountId: d.bruno.id, amount: 5_000 }],
        },
        { token: d.token },
      )
    ).body,
  );
  const temp = await billOf(
    t,
    d.token,
    frontDesk(d, { recordTime: '12:00', staff: [{ tempName: 'Giulia', tempPhone: '333 111 2222', amount: 2_000 }] }),
  );
  const byLeaver = await billOf(
    t,
    d.token,
    frontDesk(d, { recordTime: '13:00', staff: [{ shopAccountId: leaving.id, amount: 1_000 }] }),
  );
  await markDeparted(t.deps.db, leaving, t.clock.now());
  await billOf(t, d.token, {
    orderType: 'memberRecharge',
    customerId: d.customer.id,
    rechargeAmount: 3_000,
    payType: 'cash',
  });
  await billOf(t, d.token, { orderType: 'giftCardRecharge', rechargeAmount: 700, payType: 'cash', status: 'unpaid' });
  await billOf(t, d.token, frontDesk(d, { billDay: '2026-11-22' }));
  return { appointment, leaving, member, late, fromAppointment, temp, byLeaver };
}

describe('bill/queryBillList', () => {
  it("answers the day's columns in staff order, then the day's temporary employees and any other holder of a line", async () => {
    const d = await buildDesk(t);
    const day = await buildDay(d);
    const { body, columns, totalCount } = await financeTable(t, d.token);
    expect(Object.keys(body).sort()).toEqual(['code', 'msg', 'page', 'slots', 'staticOrder']);
    const tempId = day.temp.staff[0].shopAccountId;
    expect(columns.map((c) => c.shopAccountId)).toEqual([d.owner.id, d.anna.id, d.bruno.id, tempId, day.leaving.id]);
    expect(totalCount).toBe(5);
    expect(columns[3]).toMatchObject({ accountType: 3, accountName: 'Giulia', financeFlag: 0, jobFlag: 0 });
    expect(columns.find((c) => c.shopAccountId === day.leaving.id)?.billDetList.map((c) => c.billId)).toEqual([
      day.byLeaver.id,
    ]);
    const anna = columns.find((c) => c.shopAccountId === d.anna.id)!;
    expect(anna.billDetList.map((c) => [c.billStartTime, c.billAmt, c.billStatus])).toEqual([
      ['09:05', 3_000, 'paid'],
      ['22:10', 2_500, 'unpaid'],
    ]);
    expect(anna.billDetList[0]).toEqual({
      id: day.member.staff[0].id,
      billId: day.member.id,
      billOrderNo: day.member.billOrderNo,
      billStatus: 'paid',
      billStartTime: '09:05',
      shopAccountId: d.anna.id,
      billAmt: 3_000,
      borrowed: 0,
      adjustment: 0,
      appointId: 0,
      appointProductTitle: d.cut.name,
      appointCustomName: '',
      appointCustomPhone: '',
      appointDay: '',
      appointStartTime: '',
      billAmtChangeReson: '',
      billAmtChange: null,
      createTime: t.clock.now().toISOString(),
      updateTime: t.clock.now().toISOString(),
    });
    const bruno = columns.find((c) => c.shopAccountId === d.bruno.id)!;
    expect(bruno.billDetList.map((c) => c.billStartTime)).toEqual(['11:40', '22:10']);
    expect(bruno.billDetList[0]).toMatchObject({
      appointId: day.appointment.id,
      appointProductTitle: d.color.name,
      appointCustomName: d.customer.name,
      appointCustomPhone: d.customer.phone,
      appointDay: '2026-11-24',
      appointStartTime: '11:30',
    });
    expect(bruno.billDetList[1].appointProductTitle).toBe(`${d.cut.name}, ${d.color.name}`);
  });

  it("sends the day's totals beside the page: every front-desk bill, and the recharges that are paid", async () => {
    const d = await buildDesk(t);
    await buildDay(d);
    const { staticOrder, columns } = await financeTable(t, d.token);
    const cells = columns.flatMap((c) => c.billDetList);
    expect(staticOrder).toEqual({
      totalAmount: 3_000 + 4_000 + 5_000 + 2_000 + 1_000,
      coupon: 200,
      discountDeduction: 100,
      memberDeduction: 1_000,
      giftVoucher: 500,
      // The desk's own member recharge (100.00) and this one (30.00); the gift card's 50.00; the unpaid one not.
      rechargeAmount: 13_000,
      rechargeAmountGift: 5_000,
    });
    expect(cells.reduce((sum, c) => sum + c.billAmt, 0)).toBe(staticOrder?.totalAmount);
  });

  it("answers the weekday's 15-minute rows, stretched to a bill recorded after hours", async () => {
    const d = await buildDesk(t);
    await buildDay(d);
    const { slots } = await financeTable(t, d.token);
    expect(slots[0]).toBe('08:00');
    expect(slots).toContain('21:00');
    expect(slots).not.toContain('21:15');
    expect(slots.at(-1)).toBe('22:00');
    expect(slots).toHaveLength(53 + 1);
    const week = [{ week: 1, morningStart: '10:00', morningEnd: '14:00' }];
    expect((await t.call('shopWork/update', { list: week }, { token: d.token })).body.code).toBe(0);
    const hours = await financeTable(t, d.token);
    // The 09:05 bill keeps its row before the opening.
    expect(hours.slots.slice(0, 3)).toEqual(['09:00', '10:00', '10:15']);
    expect(hours.slots).toContain('15:00');
    expect(hours.slots).not.toContain('15:15');
  });

  it("shows an empty day: the staff columns without cells, zero totals, and another day's bills stay on theirs", async () => {
    const d = await buildDesk(t);
    await buildDay(d);
    const empty = await financeTable(t, d.token, '2026-11-25');
    expect(empty.columns.map((c) => c.shopAccountId)).toEqual([d.owner.id, d.anna.id, d.bruno.id]);
    expect(empty.columns.every((c) => c.billDetList.length === 0)).toBe(true);
    expect(empty.staticOrder).toMatchObject({ totalAmount: 0, rechargeAmount: 0 });
    const before = await financeTable(t, d.token, '2026-11-22');
    expect(before.columns.flatMap((c) => c.billDetList)).toHaveLength(1);
    const paged = await financeTable(t, d.token, TODAY, { curPage: 2, limit: 2 });
    expect(paged.columns.map((c) => c.shopAccountId)).toEqual([d.bruno.id, expect.any(Number)]);
    expect(paged.totalCount).toBe(5);
  });

  it('never sends the totals to accountType 2, who needs no internal password', async () => {
    const d = await buildDesk(t);
    await billOf(t, d.token, frontDesk(d));
    const manager = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['finance'] });
    const { staticOrder, columns } = await financeTable(t, manager.token);
    expect(staticOrder).toBeNull();
    expect(columns.flatMap((c) => c.billDetList)).toHaveLength(1);
  });

  it("needs a session, the finance menu and the internal password; checks the day; shows nothing of another shop's", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    await billOf(t, other.token, frontDesk(other));
    const mine = await financeTable(t, d.token);
    expect(mine.columns.map((c) => c.shopAccountId)).toEqual([d.owner.id, d.anna.id, d.bruno.id]);
    expect(mine.staticOrder?.totalAmount).toBe(0);
    const body = { billDay: TODAY };
    expect((await t.call('bill/queryBillList', body)).body.code).toBe(401);
    const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['finance'] });
    expectError((await t.call('bill/queryBillList', body, { token: clerk.token })).body, 'INSIDE_PASSWORD_REQUIRED');
    await elevate(t, clerk);
    expect((await t.call('bill/queryBillList', body, { token: clerk.token })).body.code).toBe(0);
    const outsider = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['checkout'] });
    expectError((await t.call('bill/queryBillList', body, { token: outsider.token })).body, 'PERMISSION_DENIED');
    expectError((await t.call('bill/queryBillList', {}, { token: d.token })).body, 'CHECK_INPUT', 'billDay');
    expectError(
      (await t.call('bill/queryBillList', { billDay: '2026-02-31' }, { token: d.token })).body,
      'CHECK_INPUT',
      'billDay',
    );
  });
});

describe('bill/queryHisOrderList', () => {
  const history = async (token: string, body: Record<string, unknown> = {}) =>
    pageOf<TBill>((await t.call('bill/queryHisOrderList', { curPage: 1, limit: 50, ...body }, { token })).body);

  it('lists the orders newest first with their staff lines and projects, and filters them', async () => {
    const d = await buildDesk(t);
    const day = await buildDay(d);
    await t.call(
      'bill/updateOrderTransactionId',
      { billId: day.temp.id, transactionId: 'PAY-778899' },
      { token: d.token },
    );
    const all = await history(d.token);
    // 2 recharges of the desk + the day's 5 front-desk bills, 2 recharges, the bill of the day before.
    expect(all.totalCount).toBe(10);
    expect(all.list.at(-1)?.billDay).toBe('2026-11-22');
    const today = all.list.filter((b) => b.billDay === TODAY).map((b) => b.recordTime);
    expect(today).toEqual([...today].sort().reverse());
    expect(all.list.find((b) => b.id === day.late.id)).toMatchObject({
      status: 'unpaid',
      staff: [
        { shopAccountId: d.bruno.id, amount: 1_500 },
        { shopAccountId: d.anna.id, amount: 2_500 },
      ],
      products: [{ productId: d.cut.id }, { productId: d.color.id }],
    });
    const ids = async (body: Record<string, unknown>) => (await history(d.token, body)).list.map((b) => b.id).sort();
    expect(await ids({ status: 'unpaid' })).toEqual(
      [day.late.id, (await history(d.token, { orderType: 'giftCardRecharge', status: 'unpaid' })).list[0].id].sort(),
    );
    expect(await ids({ orderType: 'frontDesk', payType: 'card' })).toEqual([day.fromAppointment.id]);
    expect(await ids({ shopAccountId: d.anna.id, startDay: TODAY, endDay: TODAY })).toEqual(
      [day.member.id, day.late.id].sort(),
    );
    expect(await ids({ startDay: '2026-11-22', endDay: '2026-11-22' })).toHaveLength(1);
    expect(await ids({ key: day.member.billOrderNo })).toEqual([day.member.id]);
    expect(await ids({ key: '778899' })).toEqual([day.temp.id]);
    expect((await history(d.token, { key: d.customer.name })).totalCount).toBe(4);
    expect((await history(d.token, { key: d.customer.phone.replace(/\s/g, '') })).totalCount).toBe(4);
    const paged = await history(d.token, { curPage: 2, limit: 3 });
    expect(paged.list.map((b) => b.id)).toEqual(all.list.slice(3, 6).map((b) => b.id));
  });

  it('searches a key with letters by name and order number only, never by the digits in it as a phone', async () => {
    const d = await buildDesk(t);
    const walkIn = await billOf(t, d.token, frontDesk(d, { customName: 'Passante', customPhone: '333 9090 111' }));
    const named = await billOf(t, d.token, frontDesk(d, { customName: 'Anna 9', customPhone: '347 1111 222' }));
    const ids = async (key: string) => (await history(d.token, { key })).list.map((b) => b.id);
    // 'Anna 9' holds a 9, as the walk-in's phone does: only the name matches.
    expect(await ids('Anna 9')).toEqual([named.id]);
    expect(await ids('333 9090')).toEqual([walkIn.id]);
    expect(await ids('+39 333-9090-111')).toEqual([]);
    expect(await ids('3339090111')).toEqual([walkIn.id]);
  });

  it("answers NOT_FOUND for another shop's staff member and never shows its orders", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    await billOf(t, other.token, frontDesk(other));
    const { body } = await t.call('bill/queryHisOrderList', { shopAccountId: other.anna.id }, { token: d.token });
    expectError(body, 'NOT_FOUND', 'shopAccountId');
    expect((await history(d.token, { orderType: 'frontDesk' })).totalCount).toBe(0);
    expectError(
      (await t.call('bill/queryHisOrderList', { startDay: '2026-13-01' }, { token: d.token })).body,
      'CHECK_INPUT',
      'startDay',
    );
  });

  it('needs a session, the finance menu and the internal password (accountType 2 bypasses it)', async () => {
    const d = await buildDesk(t);
    expect((await t.call('bill/queryHisOrderList', {})).body.code).toBe(401);
    const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['finance'] });
    expectError((await t.call('bill/queryHisOrderList', {}, { token: clerk.token })).body, 'INSIDE_PASSWORD_REQUIRED');
    const manager = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['finance'] });
    expect((await history(manager.token)).totalCount).toBe(2);
    const outsider = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['checkout'] });
    expectError((await t.call('bill/queryHisOrderList', {}, { token: outsider.token })).body, 'PERMISSION_DENIED');
  });
});

describe("custom/queryHistoryBill: a customer's bills", () => {
  it('names the projects and the staff members of each bill', async () => {
    const d = await buildDesk(t);
    await billOf(
      t,
      d.token,
      frontDesk(d, {
        customerId: d.customer.id,
        staff: [
          { shopAccountId: d.bruno.id, amount: 5_000 },
          { shopAccountId: d.anna.id, amount: 3_000 },
        ],
        productIds: [d.color.id, d.cut.id],
      }),
    );
    const { body } = await t.call('custom/queryHistoryBill', { id: d.customer.id }, { token: d.token });
    const list = (body.page as { list: { orderType: string; projects: string; staff: string }[] }).list;
    expect(list[0]).toMatchObject({
      orderType: 'frontDesk',
      projects: `${d.color.name}, ${d.cut.name}`,
      staff: `${d.bruno.name}, ${d.anna.name}`,
    });
    expect(list[1]).toMatchObject({ orderType: 'memberRecharge', projects: '', staff: '' });
  });
});
