import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import type { TCashQuerySessionListOutput, TCashRefill, TCashSession } from '../../../contract/cash-device';
import { buildAccount, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { setShopFields } from '../../test/helpers';
import { billOf, buildDesk, frontDesk, type TDesk, TODAY } from '../bills/bills.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { parseActivation } from './activate-command';

/** Issue 24, ADR 032: the server's record of the cash machine's sessions and refills. */
const t = useTestApp();

async function deviceDesk() {
  const d = await buildDesk(t);
  await setShopFields(t.deps.db, d.shopId, { cashDeviceFlag: 1, cashDeviceIp: '127.0.0.1' });
  return d;
}
const call = async (path: string, body: Record<string, unknown>, token: string) =>
  (await t.call(path, body, { token })).body;
const unpaidOrder = (d: TDesk, overrides: Record<string, unknown> = {}) =>
  billOf(t, d.token, frontDesk(d, { status: 'unpaid', ...overrides }));
const start = async (d: TDesk, billId: number) =>
  dataOf<TCashSession>(await call('cashDevice/startSession', { billId }, d.token));
const record = (d: TDesk, body: Record<string, unknown>) => call('cashDevice/recordEvent', body, d.token);
const openSession = async (d: TDesk) =>
  dataOf<{ session: TCashSession | null }>(await call('cashDevice/queryOpenSession', {}, d.token)).session;
const sessionList = async (d: TDesk, startDay = TODAY, endDay = TODAY) =>
  dataOf<TCashQuerySessionListOutput>(await call('cashDevice/querySessionList', { startDay, endDay }, d.token));

describe('a payment through the cash machine', () => {
  it('is recorded from its start, and its paid outcome pays the order with the cash received and the change', async () => {
    const d = await deviceDesk();
    const order = await unpaidOrder(d);
    const session = await start(d, order.id);
    expect(session).toMatchObject({
      billId: order.id,
      billOrderNo: order.billOrderNo,
      amount: 3_000,
      outcome: null,
      startedBy: expect.stringMatching(/^Person /),
      endTime: '',
    });
    expect(await openSession(d)).toEqual(session);

    const ended = dataOf<{ session: TCashSession; bill: TBill }>(
      await record(d, { sessionId: session.id, outcome: 'paid', inserted: 5_000, change: 2_000 }),
    );
    expect(ended.session).toMatchObject({ outcome: 'paid', inserted: 5_000, change: 2_000, refund: 0 });
    expect(ended.bill).toMatchObject({ status: 'paid', cashAmount: 3_000, cashReceived: 5_000, changeAmount: 2_000 });
    expect(await openSession(d)).toBeNull();

    const list = await sessionList(d);
    expect(list.sessions).toEqual([ended.session]);
    expect(list.totals).toEqual({ paid: 3_000, toSettle: 0, refunded: 0, refilled: 0, open: 0 });
  });

  it('collects only the cash part of a split tender', async () => {
    const d = await deviceDesk();
    const order = await unpaidOrder(d, { cashAmount: 1_000, cardAmount: 2_000 });
    const session = await start(d, order.id);
    expect(session.amount).toBe(1_000);
    expectError(
      await record(d, { sessionId: session.id, outcome: 'paid', inserted: 2_000, change: 0 }),
      'CASH_DEVICE_AMOUNT_MISMATCH',
      'inserted',
    );
    const { bill } = dataOf<{ bill: TBill }>(
      await record(d, { sessionId: session.id, outcome: 'paid', inserted: 2_000, change: 1_000 }),
    );
    expect(bill).toMatchObject({ status: 'paid', cashAmount: 1_000, cardAmount: 2_000, cashReceived: 2_000 });
  });

  it('leaves at most an unpaid order after a cancel, an error or a force-close, each recorded once', async () => {
    const d = await deviceDesk();
    const outcomes = [
      { outcome: 'cancelled', inserted: 2_000, refund: 2_000 },
      { outcome: 'error', inserted: 500, error: 'JAM' },
      { outcome: 'closed', inserted: 1_000 },
      { outcome: 'notStarted', inserted: 0 },
    ];
    for (const outcome of outcomes) {
      const order = await unpaidOrder(d);
      const session = await start(d, order.id);
      const ended = dataOf<{ session: TCashSession; bill: TBill }>(
        await record(d, { sessionId: session.id, ...outcome }),
      );
      expect(ended.session).toMatchObject({ ...outcome, outcome: outcome.outcome });
      expect(ended.bill.status).toBe('unpaid');
      expectError(await record(d, { sessionId: session.id, ...outcome }), 'CONFLICT', 'sessionId');
    }
    const list = await sessionList(d);
    expect(list.sessions.map((s) => s.outcome)).toEqual(['notStarted', 'closed', 'error', 'cancelled']);
    expect(list.totals).toEqual({ paid: 0, toSettle: 1_500, refunded: 2_000, refilled: 0, open: 0 });
    expectError(
      await record(d, { sessionId: list.sessions[0].id, outcome: 'notStarted', inserted: 5 }),
      'CONFLICT',
      'sessionId',
    );
  });

  it('records a payment the machine took even when the order can no longer be paid, and leaves it unpaid', async () => {
    const d = await deviceDesk();
    const order = await unpaidOrder(d, { memberDeduction: 3_000, customerId: d.customer.id, payType: 'cash' });
    expect(order.cashAmount).toBe(0);
    expectError(
      await call('cashDevice/startSession', { billId: order.id }, d.token),
      'CASH_DEVICE_NO_CASH_PART',
      'billId',
    );

    const spent = await unpaidOrder(d, {
      customerId: d.customer.id,
      staff: [{ shopAccountId: d.anna.id, amount: 13_000 }],
      productIds: [],
      totalAmount: 13_000,
      memberDeduction: 10_000,
    });
    const session = await start(d, spent.id);
    // Meanwhile the member's card is spent at the other till.
    await billOf(t, d.token, frontDesk(d, { customerId: d.customer.id, memberDeduction: 3_000 }));
    const ended = dataOf<{ session: TCashSession; bill: TBill }>(
      await record(d, { sessionId: session.id, outcome: 'paid', inserted: 3_000 }),
    );
    expect(ended.session.outcome).toBe('paid');
    expect(ended.bill).toMatchObject({ status: 'unpaid', cashReceived: null });
  });

  it('refuses a shop without the machine, a second open session, a paid order, and other shops’ ids', async () => {
    const d = await buildDesk(t);
    const order = await unpaidOrder(d);
    expectError(await call('cashDevice/startSession', { billId: order.id }, d.token), 'CASH_DEVICE_NOT_ACTIVATED');
    await setShopFields(t.deps.db, d.shopId, { cashDeviceFlag: 1 });
    const session = await start(d, order.id);
    const next = await unpaidOrder(d);
    expectError(await call('cashDevice/startSession', { billId: next.id }, d.token), 'CASH_DEVICE_SESSION_OPEN');
    await record(d, { sessionId: session.id, outcome: 'paid', inserted: 3_000 });
    expectError(await call('cashDevice/startSession', { billId: order.id }, d.token), 'CONFLICT', 'billId');

    const other = await deviceDesk();
    expectError(await call('cashDevice/startSession', { billId: next.id }, other.token), 'NOT_FOUND', 'billId');
    const theirs = await start(d, next.id);
    expectError(
      await record(other, { sessionId: theirs.id, outcome: 'cancelled', inserted: 0 }),
      'NOT_FOUND',
      'sessionId',
    );
    expect(await openSession(other)).toBeNull();
    expect((await sessionList(other)).sessions).toEqual([]);
    expectError(
      await record(d, { sessionId: '00000000-0000-4000-8000-000000000000', outcome: 'paid', inserted: 1 }),
      'NOT_FOUND',
      'sessionId',
    );
  });

  it('asks for a session and the checkout menu to pay, and the finance menu to read the record', async () => {
    const d = await deviceDesk();
    const order = await unpaidOrder(d);
    expect((await t.call('cashDevice/startSession', { billId: order.id })).body.code).toBe(401);
    const clerk = await buildAccount(t, { shopId: d.shopId, accountType: 0, menus: ['appointments', 'finance'] });
    const clerkToken = await buildSession(t, clerk);
    expectError(await call('cashDevice/startSession', { billId: order.id }, clerkToken), 'PERMISSION_DENIED');
    expect((await call('cashDevice/querySessionList', { startDay: TODAY, endDay: TODAY }, clerkToken)).code).toBe(0);
    const till = await buildAccount(t, { shopId: d.shopId, accountType: 0, menus: ['checkout'] });
    const tillToken = await buildSession(t, till);
    expect((await call('cashDevice/startSession', { billId: order.id }, tillToken)).code).toBe(0);
    expectError(await call('cashDevice/recordRefill', { pieces: [], refillAmount: 0 }, tillToken), 'PERMISSION_DENIED');
  });

  it('keeps the record append-only', async () => {
    const d = await deviceDesk();
    await start(d, (await unpaidOrder(d)).id);
    await expect(t.deps.db.execute(sql`update cash_device_events set amount = 0`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from cash_device_events`)).rejects.toThrow();
    expect((await openSession(d))?.amount).toBe(3_000);
  });
});

describe('the reconciliation list and refills', () => {
  it('records a refill whose pieces make its amount, and lists it', async () => {
    const d = await deviceDesk();
    const body = {
      pieces: [
        { value: 200, count: 10 },
        { value: 1_000, count: 5 },
      ],
      refillAmount: 7_000,
    };
    const refill = dataOf<TCashRefill>(await call('cashDevice/recordRefill', body, d.token));
    expect(refill).toMatchObject({ refillAmount: 7_000, pieces: body.pieces, time: t.clock.now().toISOString() });
    expectError(
      await call('cashDevice/recordRefill', { ...body, refillAmount: 6_999 }, d.token),
      'CHECK_INPUT',
      'refillAmount',
    );
    const list = await sessionList(d);
    expect(list.refills).toEqual([refill]);
    expect(list.totals.refilled).toBe(7_000);
    await setShopFields(t.deps.db, d.shopId, { cashDeviceFlag: 0 });
    expectError(await call('cashDevice/recordRefill', body, d.token), 'CASH_DEVICE_NOT_ACTIVATED');
  });

  it('reads days in the shop’s zone, at most a year and a day apart, start before end', async () => {
    const d = await deviceDesk();
    await start(d, (await unpaidOrder(d)).id);
    expect((await sessionList(d, '2026-11-22', '2026-11-22')).sessions).toEqual([]);
    expect((await sessionList(d, '2025-11-22', TODAY)).totals.open).toBe(1);
    expectError(
      await call('cashDevice/querySessionList', { startDay: '2025-11-21', endDay: TODAY }, d.token),
      'CHECK_INPUT',
      'endDay',
    );
    expectError(
      await call('cashDevice/querySessionList', { startDay: TODAY, endDay: '2026-11-22' }, d.token),
      'CHECK_INPUT',
      'endDay',
    );
  });
});

describe('npm run cash-device', () => {
  it('reads what the operator asks', () => {
    expect(parseActivation(['activate', '3', '192.168.1.20'])).toEqual({ shopId: 3, flag: 1, ip: '192.168.1.20' });
    expect(parseActivation(['activate', '3'])).toEqual({ shopId: 3, flag: 1 });
    expect(parseActivation(['deactivate', '3'])).toEqual({ shopId: 3, flag: 0 });
    for (const args of [[], ['activate'], ['activate', 'x'], ['switch', '3'], ['activate', '0']]) {
      expect(parseActivation(args)).toMatch(/^Usage/);
    }
    expect(parseActivation(['activate', '3', 'a b'])).toMatch(/^Not an address/);
  });
});
