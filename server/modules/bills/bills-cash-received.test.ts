import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { billOf, billRow, buildDesk, createBill, frontDesk } from './bills.test-kit';

/** Issue 21, ADR 027: the till records the cash a customer handed over, and the bill shows the change. */
const t = useTestApp();

describe('bill/create: the cash received', () => {
  it('records the cash handed over for the cash part, and answers the change', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d, { cashReceived: 5_000 }));
    expect(bill).toMatchObject({ cashAmount: 3_000, cashReceived: 5_000, changeAmount: 2_000 });
    expect((await billRow(t, bill.id)).cashReceived).toBe(5_000);
    const exact = await billOf(t, d.token, frontDesk(d, { cashReceived: 3_000 }));
    expect(exact).toMatchObject({ cashReceived: 3_000, changeAmount: 0 });
    const none = await billOf(t, d.token, frontDesk(d));
    expect(none).toMatchObject({ cashReceived: null, changeAmount: 0 });
  });

  it('counts only the cash part of a split tender', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d, { cashAmount: 1_000, cardAmount: 2_000, cashReceived: 2_000 }));
    expect(bill).toMatchObject({ cashAmount: 1_000, cardAmount: 2_000, cashReceived: 2_000, changeAmount: 1_000 });
  });

  it('refuses less than the cash part, and a cash received with no cash part', async () => {
    const d = await buildDesk(t);
    expectError(
      await createBill(t, d.token, frontDesk(d, { cashReceived: 2_999 })),
      'CASH_RECEIVED_TOO_LOW',
      'cashReceived',
    );
    expectError(
      await createBill(t, d.token, frontDesk(d, { payType: 'card', cashReceived: 5_000 })),
      'CHECK_INPUT',
      'cashReceived',
    );
    expectError(await createBill(t, d.token, frontDesk(d, { cashReceived: -1 })), 'AMOUNT_ERROR', 'cashReceived');
    expect(await billOf(t, d.token, frontDesk(d, { payType: 'card', cashReceived: 0 }))).toMatchObject({
      cashReceived: null,
    });
  });

  it('records it on a recharge paid in cash', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, {
      orderType: 'memberRecharge',
      customerId: d.customer.id,
      rechargeAmount: 20_000,
      payType: 'cash',
      cashReceived: 25_000,
    });
    expect(bill).toMatchObject({ cashAmount: 20_000, cashReceived: 25_000, changeAmount: 5_000 });
  });
});

describe('bill/edit: the cash received', () => {
  it('keeps it while it covers the cash part, drops it when it no longer does, and takes a new one', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d, { cashReceived: 5_000 }));
    const body = (b: TBill, amount: number, extra: Record<string, unknown> = {}) => ({
      billId: b.id,
      version: b.version,
      reason: 'Wrong amount',
      lines: b.staff.map((l) => ({ id: l.id, amount })),
      payType: 'cash',
      ...extra,
    });
    const lower = dataOf<TBill>((await t.call('bill/edit', body(bill, 2_500), { token: d.token })).body);
    expect(lower).toMatchObject({ cashAmount: 2_500, cashReceived: 5_000, changeAmount: 2_500 });
    const higher = dataOf<TBill>((await t.call('bill/edit', body(lower, 6_000), { token: d.token })).body);
    expect(higher).toMatchObject({ cashAmount: 6_000, cashReceived: null, changeAmount: 0 });
    const again = dataOf<TBill>(
      (await t.call('bill/edit', body(higher, 6_000, { cashReceived: 10_000 }), { token: d.token })).body,
    );
    expect(again).toMatchObject({ cashReceived: 10_000, changeAmount: 4_000 });
    expectError(
      (await t.call('bill/edit', body(again, 6_000, { cashReceived: 100 }), { token: d.token })).body,
      'CASH_RECEIVED_TOO_LOW',
      'cashReceived',
    );
  });
});
