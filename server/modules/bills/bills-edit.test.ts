import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { buildOwner, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { markDeparted } from '../../test/helpers';
import { elevate, expectBalanced, ledgerOf } from '../prepay/prepay.test-kit';
import { accountRow, dataOf, expectError } from '../staff/staff.test-kit';
import {
  billOf,
  buildDesk,
  customerRow,
  financeTable,
  freshGiftNo,
  frontDesk,
  lineChangeRows,
  lineRows,
  type TDesk,
  TODAY,
} from './bills.test-kit';

const t = useTestApp();

/** A paid bill of the desk's member split over Anna (6000) and Bruno (4000), 2000 taken from the member card. */
async function memberBill(d: TDesk, overrides: Record<string, unknown> = {}) {
  return billOf(
    t,
    d.token,
    frontDesk(d, {
      customerId: d.customer.id,
      staff: [
        { shopAccountId: d.anna.id, amount: 6_000 },
        { shopAccountId: d.bruno.id, amount: 4_000 },
      ],
      memberDeduction: 2_000,
      ...overrides,
    }),
  );
}

/** An edit body that keeps everything of the bill except what is overridden. */
function editOf(bill: TBill, overrides: Record<string, unknown> = {}) {
  return {
    billId: bill.id,
    version: bill.version,
    reason: 'Wrong amount',
    lines: bill.staff.map((l) => ({ id: l.id, amount: l.amount })),
    payType: bill.payType,
    coupon: bill.coupon,
    giftVoucher: bill.giftVoucher,
    memberDeduction: bill.memberDeduction,
    discountDeduction: bill.discountDeduction,
    ...overrides,
  };
}

const edit = (d: TDesk, body: Record<string, unknown>, token = d.token) => t.call('bill/edit', body, { token });

/**
 * An inside-password call's guards: a staff member with the finance menu but no elevation gets
 * INSIDE_PASSWORD_REQUIRED, accountType 2 gets through without it, and so does the first once elevated.
 */
async function expectInsideGuard(d: TDesk, path: string, bodies: () => Promise<Record<string, unknown>>) {
  const clerk = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['finance'] });
  const manager = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['finance'] });
  expectError((await t.call(path, await bodies(), { token: clerk.token })).body, 'INSIDE_PASSWORD_REQUIRED');
  expect((await t.call(path, await bodies(), { token: manager.token })).body).toMatchObject({ code: 0 });
  await elevate(t, clerk);
  expect((await t.call(path, await bodies(), { token: clerk.token })).body).toMatchObject({ code: 0 });
}

describe('bill/edit', () => {
  it("changes a line's amount with its reason: the amount before, the history row, the new total and version", async () => {
    const d = await buildDesk(t);
    const bill = await billOf(
      t,
      d.token,
      frontDesk(d, {
        staff: [
          { shopAccountId: d.anna.id, amount: 6_000 },
          { shopAccountId: d.bruno.id, amount: 4_000 },
        ],
      }),
    );
    t.clock.advance(120_000);
    try {
      const lines = [
        { id: bill.staff[0].id, amount: 5_000 },
        { id: bill.staff[1].id, amount: 4_000, adjustment: 300 },
      ];
      const { body } = await edit(d, editOf(bill, { lines, reason: 'Typed 60 for 50' }));
      const edited = dataOf<TBill>(body);
      expect(edited).toMatchObject({ totalAmount: 9_000, actualAmount: 9_000, cashAmount: 9_000, version: 2 });
      expect(edited.staff[0]).toMatchObject({
        amount: 5_000,
        amountBefore: 6_000,
        changeReason: 'Typed 60 for 50',
        updateTime: t.clock.now().toISOString(),
        createTime: bill.staff[0].createTime,
      });
      expect(edited.staff[1]).toMatchObject({ amount: 4_000, adjustment: 300, amountBefore: 4_000 });
      expect(await lineChangeRows(t, bill.id)).toEqual([
        expect.objectContaining({ kind: 'edit', lineId: bill.staff[0].id, amountBefore: 6_000, amountAfter: 5_000 }),
        expect.objectContaining({ kind: 'edit', lineId: bill.staff[1].id, amountBefore: 4_000, amountAfter: 4_000 }),
      ]);
      const again = await edit(d, editOf(edited, { reason: 'Nothing changed' }));
      expect(dataOf<TBill>(again.body).version).toBe(3);
      expect(await lineChangeRows(t, bill.id)).toHaveLength(2);
    } finally {
      t.clock.advance(-120_000);
    }
  });

  it('corrects the member card by the difference: a raised deduction debits it, a lowered one credits it back', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    expect(await expectBalanced(t, d.card.id)).toBe(8_000);
    const raised = dataOf<TBill>(
      (await edit(d, editOf(bill, { memberDeduction: 3_500, reason: 'More on card' }))).body,
    );
    expect(raised).toMatchObject({ memberDeduction: 3_500, actualAmount: 6_500, cashAmount: 6_500 });
    expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({
      changeType: 4,
      changeAmount: -1_500,
      reason: 'More on card',
      billId: bill.id,
      billOrderNo: bill.billOrderNo,
    });
    expect(await expectBalanced(t, d.card.id)).toBe(6_500);
    const lowered = dataOf<TBill>((await edit(d, editOf(raised, { memberDeduction: 0, reason: 'Paid cash' }))).body);
    expect(lowered).toMatchObject({ memberDeduction: 0, actualAmount: 10_000, memberCardNo: '' });
    expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({ changeType: 4, changeAmount: 3_500 });
    expect(await expectBalanced(t, d.card.id)).toBe(10_000);
    // Spend = actual + card deductions: 10000 throughout, the coupon-free total.
    expect(await customerRow(t, d.customer.id)).toMatchObject({ totalSpend: 10_000, visitCount: 1 });
  });

  it('lowers a gift voucher, crediting the gift card back, and moves the spend by the difference', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d, { giftVoucher: 1_000, giftCardNo: d.giftCard.cardNo });
    const { body } = await edit(d, editOf(bill, { giftVoucher: 500, coupon: 1_000 }));
    expect(dataOf<TBill>(body)).toMatchObject({ giftVoucher: 500, coupon: 1_000, actualAmount: 6_500 });
    expect(await expectBalanced(t, d.giftCard.id)).toBe(4_500);
    expect(await customerRow(t, d.customer.id)).toMatchObject({ totalSpend: 9_000 });
  });

  it('moves a gift voucher to another gift card: the first is credited back, the second debited', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d, { giftVoucher: 1_000, giftCardNo: d.giftCard.cardNo });
    const otherNo = freshGiftNo();
    const recharge = await t.call(
      'prepayCard/giftRecharge',
      { cardNo: otherNo, rechargeAmount: 2_000, payType: 'cash' },
      { token: d.token },
    );
    const other = dataOf<{ card: { id: number } }>(recharge.body).card;
    const { body } = await edit(d, editOf(bill, { giftVoucher: 1_200, giftCardNo: otherNo, reason: 'Other card' }));
    expect(dataOf<TBill>(body)).toMatchObject({ giftVoucher: 1_200, giftCardNo: otherNo, actualAmount: 6_800 });
    expect(await expectBalanced(t, d.giftCard.id)).toBe(5_000);
    expect(await expectBalanced(t, other.id)).toBe(800);
    expect((await ledgerOf(t, other.id)).at(-1)).toMatchObject({
      changeType: 4,
      changeAmount: -1_200,
      reason: 'Other card',
    });
  });

  it("answers 'Insufficient deduction amount!' for a raise past the balance, changing nothing", async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d, {
      staff: [{ shopAccountId: d.anna.id, amount: 20_000 }],
    });
    const { body } = await edit(d, editOf(bill, { memberDeduction: 10_001 }));
    expectError(body, 'INSUFFICIENT_DEDUCTION');
    expect(await expectBalanced(t, d.card.id)).toBe(8_000);
    expect((await lineRows(t, bill.id))[0]).toMatchObject({ amountBefore: null, changeReason: '' });
    expect(dataOf<TBill>((await edit(d, editOf(bill, { memberDeduction: 10_000 }))).body).memberDeduction).toBe(10_000);
    expect(await expectBalanced(t, d.card.id)).toBe(0);
  });

  it("edits an unpaid bill's deductions without touching the card until it is paid", async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d, { status: 'unpaid' });
    const rows = (await ledgerOf(t, d.card.id)).length;
    const edited = dataOf<TBill>((await edit(d, editOf(bill, { memberDeduction: 5_000 }))).body);
    expect(await ledgerOf(t, d.card.id)).toHaveLength(rows);
    await t.call('bill/updateOrderStatus', { billId: edited.id, status: 'paid' }, { token: d.token });
    expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({ changeType: 2, changeAmount: -5_000 });
  });

  it('answers 409 for a stale version', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    expect((await edit(d, editOf(bill))).body.code).toBe(0);
    const { body } = await edit(d, editOf(bill, { memberDeduction: 100 }));
    expectError(body, 'CONFLICT');
    expect(body.code).toBe(409);
  });

  it('applies the rules of a new bill and needs every line of the bill, once, with a reason', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    const other = await memberBill(d);
    const [anna, bruno] = bill.staff;
    expectError((await edit(d, editOf(bill, { reason: ' ' }))).body, 'FIELD_REQUIRED', 'reason');
    expectError((await edit(d, editOf(bill, { reason: undefined }))).body, 'FIELD_REQUIRED', 'reason');
    expectError((await edit(d, editOf(bill, { lines: [] }))).body, 'STAFF_REQUIRED', 'lines');
    const foreignLine = [
      { id: anna.id, amount: 6_000 },
      { id: other.staff[1].id, amount: 4_000 },
    ];
    expectError((await edit(d, editOf(bill, { lines: foreignLine }))).body, 'NOT_FOUND', 'lines.1.id');
    expectError(
      (await edit(d, editOf(bill, { lines: [{ id: anna.id, amount: 10_000 }] }))).body,
      'CHECK_INPUT',
      'lines',
    );
    const twice = [
      { id: anna.id, amount: 6_000 },
      { id: anna.id, amount: 4_000 },
    ];
    expectError((await edit(d, editOf(bill, { lines: twice }))).body, 'CHECK_INPUT', 'lines.1.id');
    const zero = [
      { id: anna.id, amount: 0 },
      { id: bruno.id, amount: 0 },
    ];
    expectError((await edit(d, editOf(bill, { lines: zero, memberDeduction: 0 }))).body, 'AMOUNT_ERROR', 'totalAmount');
    expectError((await edit(d, editOf(bill, { coupon: 8_001 }))).body, 'EXCEED_TOTAL', 'totalAmount');
    expectError((await edit(d, editOf(bill, { coupon: -1 }))).body, 'COUPON_AMOUNT_ERROR', 'coupon');
    expectError((await edit(d, editOf(bill, { cashAmount: 1 }))).body, 'AMOUNT_ERROR', 'cashAmount');
    const walkIn = await billOf(t, d.token, frontDesk(d));
    expectError(
      (await edit(d, editOf(walkIn, { memberDeduction: 100 }))).body,
      'MEMBER_AMOUNT_ERROR',
      'memberDeduction',
    );
    expectError((await edit(d, editOf(walkIn, { giftVoucher: 100 }))).body, 'GIFT_CARD_AMOUNT_ERROR', 'giftVoucher');
    expect(await lineChangeRows(t, bill.id)).toHaveLength(0);
  });

  it("refuses another shop's bill and a recharge", async () => {
    const d = await buildDesk(t);
    const other = await buildDesk(t);
    const foreign = await billOf(t, other.token, frontDesk(other));
    expectError((await edit(d, editOf(foreign))).body, 'NOT_FOUND', 'billId');
    const recharge = await billOf(t, d.token, {
      orderType: 'memberRecharge',
      customerId: d.customer.id,
      rechargeAmount: 1_000,
      payType: 'cash',
    });
    expectError((await edit(d, editOf(recharge, { lines: [{ id: 1, amount: 1 }] }))).body, 'CHECK_INPUT', 'billId');
  });

  it('needs a session, the finance menu and the internal password (accountType 2 bypasses it)', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d));
    expect((await t.call('bill/edit', editOf(bill))).body.code).toBe(401);
    let current = bill;
    await expectInsideGuard(d, 'bill/edit', async () => {
      const { body } = await t.call('bill/queryHisOrderList', { key: bill.billOrderNo }, { token: d.token });
      current = (body.page as { list: TBill[] }).list[0];
      return editOf(current);
    });
    const outsider = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['checkout', 'customers'] });
    expectError((await t.call('bill/edit', editOf(current), { token: outsider.token })).body, 'PERMISSION_DENIED');
  });
});

describe('bill/transfer', () => {
  it('moves a staff line to another technician with the reason, kept as a transfer in the history', async () => {
    const d = await buildDesk(t);
    const carla = await buildStaff(t, { shopId: d.shopId, name: `Carla ${d.shopId}` });
    const bill = await memberBill(d);
    const line = bill.staff[1];
    const { body } = await t.call(
      'bill/transfer',
      { lineId: line.id, shopAccountId: carla.id, reason: 'Carla did the colour' },
      { token: d.token },
    );
    const moved = dataOf<TBill>(body);
    expect(moved.staff[1]).toMatchObject({
      id: line.id,
      shopAccountId: carla.id,
      accountName: carla.name,
      amount: 4_000,
      amountBefore: 4_000,
      changeReason: 'Carla did the colour',
    });
    expect(moved.version).toBe(bill.version + 1);
    expect(await lineChangeRows(t, bill.id)).toEqual([
      expect.objectContaining({
        kind: 'transfer',
        accountBefore: d.bruno.id,
        accountAfter: carla.id,
        amountAfter: 4_000,
      }),
    ]);
    const { columns } = await financeTable(t, d.token);
    expect(columns.find((c) => c.shopAccountId === carla.id)?.billDetList.map((c) => c.id)).toEqual([line.id]);
    expect(columns.find((c) => c.shopAccountId === d.bruno.id)?.billDetList).toEqual([]);
  });

  it("answers 'Adjustment Failed' for a technician who holds a line on the bill, cannot bill, or is not the shop's", async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    const resigned = await buildStaff(t, { shopId: d.shopId });
    await markDeparted(t.deps.db, resigned, t.clock.now());
    const foreign = await buildStaff(t);
    const noBilling = await buildStaff(t, { shopId: d.shopId, financeFlag: 1 });
    for (const target of [d.anna.id, d.bruno.id, resigned.id, foreign.id, noBilling.id]) {
      const { body } = await t.call(
        'bill/transfer',
        { lineId: bill.staff[1].id, shopAccountId: target, reason: 'Swap' },
        { token: d.token },
      );
      expectError(body, 'ADJUSTMENT_FAILED', 'shopAccountId');
      expect(body.msg).toBe('Adjustment Failed');
    }
    expect(await lineChangeRows(t, bill.id)).toHaveLength(0);
  });

  it('needs both a technician and a reason, and a line of this shop', async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    const call = (body: Record<string, unknown>) => t.call('bill/transfer', body, { token: d.token });
    const line = bill.staff[0].id;
    for (const body of [
      { lineId: line, reason: 'x' },
      { lineId: line, shopAccountId: d.bruno.id, reason: '  ' },
    ]) {
      const { body: answer } = await call(body);
      expect(answer.errorKey).toBe('TECHNICIAN_AND_REASON_REQUIRED');
      expect(answer.msg).toBe('Please select the technician and enter the reason');
    }
    const other = await buildDesk(t);
    const foreign = await billOf(t, other.token, frontDesk(other));
    const carla = await buildStaff(t, { shopId: d.shopId });
    expectError(
      (await call({ lineId: foreign.staff[0].id, shopAccountId: carla.id, reason: 'x' })).body,
      'NOT_FOUND',
      'lineId',
    );
  });

  it('needs a session, the finance menu and the internal password (accountType 2 bypasses it)', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d));
    const targets = [await buildStaff(t, { shopId: d.shopId }), await buildStaff(t, { shopId: d.shopId })];
    expect(
      (await t.call('bill/transfer', { lineId: bill.staff[0].id, shopAccountId: d.bruno.id, reason: 'x' })).body.code,
    ).toBe(401);
    await expectInsideGuard(d, 'bill/transfer', async () => ({
      lineId: bill.staff[0].id,
      shopAccountId: (targets.shift() ?? d.bruno).id,
      reason: 'Swap',
    }));
    const outsider = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['checkout'] });
    expectError(
      (
        await t.call(
          'bill/transfer',
          { lineId: bill.staff[0].id, shopAccountId: d.anna.id, reason: 'x' },
          { token: outsider.token },
        )
      ).body,
      'PERMISSION_DENIED',
    );
  });
});

describe('bill/leaveJob', () => {
  it('marks a staff member as having left the post and back, shown red in the finance table', async () => {
    const d = await buildDesk(t);
    const call = (jobFlag: number) =>
      t.call('bill/leaveJob', { shopAccountId: d.bruno.id, jobFlag }, { token: d.token });
    expect(dataOf((await call(2)).body)).toEqual({ shopAccountId: d.bruno.id, jobFlag: 2 });
    expect((await accountRow(t, d.bruno.id)).jobFlag).toBe(2);
    const { columns } = await financeTable(t, d.token);
    expect(columns.find((c) => c.shopAccountId === d.bruno.id)).toMatchObject({ jobFlag: 2 });
    expect(dataOf((await call(0)).body)).toEqual({ shopAccountId: d.bruno.id, jobFlag: 0 });
    expectError((await call(1)).body, 'CHECK_INPUT', 'jobFlag');
  });

  it("refuses another shop's staff member and a deleted one", async () => {
    const d = await buildDesk(t);
    const foreign = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: d.shopId, deletedAt: t.clock.now() });
    for (const staff of [foreign, deleted]) {
      const { body } = await t.call('bill/leaveJob', { shopAccountId: staff.id, jobFlag: 2 }, { token: d.token });
      expectError(body, 'NOT_FOUND', 'shopAccountId');
      expect((await accountRow(t, staff.id)).jobFlag).toBe(0);
    }
  });

  it('needs a session, the finance menu and the internal password (accountType 2 bypasses it)', async () => {
    const d = await buildDesk(t);
    expect((await t.call('bill/leaveJob', { shopAccountId: d.anna.id, jobFlag: 2 })).body.code).toBe(401);
    await expectInsideGuard(d, 'bill/leaveJob', async () => ({ shopAccountId: d.anna.id, jobFlag: 2 }));
    const outsider = await buildOwner(t, { shopId: d.shopId, accountType: 2, menus: ['checkout'] });
    expectError(
      (await t.call('bill/leaveJob', { shopAccountId: d.anna.id, jobFlag: 0 }, { token: outsider.token })).body,
      'PERMISSION_DENIED',
    );
  });
});

describe('the finance day after edits', () => {
  it("shows an edited cell as modified with its reason and amount before (the ' ?' cell)", async () => {
    const d = await buildDesk(t);
    const bill = await memberBill(d);
    t.clock.advance(60_000);
    try {
      await edit(
        d,
        editOf(bill, {
          lines: [
            { id: bill.staff[0].id, amount: 5_500 },
            { id: bill.staff[1].id, amount: 4_000 },
          ],
        }),
      );
      const { columns } = await financeTable(t, d.token, TODAY);
      const cell = columns.find((c) => c.shopAccountId === d.anna.id)!.billDetList[0];
      expect(cell).toMatchObject({ billAmt: 5_500, billAmtChange: 6_000, billAmtChangeReson: 'Wrong amount' });
      expect(cell.updateTime).not.toBe(cell.createTime);
    } finally {
      t.clock.advance(-60_000);
    }
  });
});
