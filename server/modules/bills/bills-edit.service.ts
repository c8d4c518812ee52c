import type { z } from 'zod';
import type {
  TBill,
  ZBillEditInput,
  ZBillLeaveJobInput,
  ZBillLeaveJobOutput,
  ZBillTransferInput,
} from '../../../contract/bills';
import { todayIn } from '../../../contract/shop-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { correctCard } from '../prepay/ledger.service';
import { cashReceivedOf, tenderOf } from '../prepay/prepay.service';
import { shopZone } from '../work-time/work-time.service';
import {
  adjustCustomerSpend,
  findBill,
  findBillingStaff,
  findLine,
  insertLineChanges,
  linesOfBill,
  setJobFlag,
  type TBillLineRow,
  type TBillRow,
  touchBill,
  updateBillFigures,
  updateLine,
} from './bills.repo';
import {
  actualAmountOf,
  billingRanges,
  deductionCards,
  lockCustomerIfLive,
  spendOf,
  type TBillDeductions,
} from './bills.service';
import { getBill } from './bills-query.service';

type TIn<S extends z.ZodType> = z.output<S>;
type TEditInput = TIn<typeof ZBillEditInput>;

/**
 * A front-desk bill of the shop with its customer, locked first (the order every bill write takes its locks in); a
 * recharge has no lines to edit (CHECK_INPUT).
 */
async function frontDeskBill(ctx: TSessionCtx, billId: number) {
  const bill = await findBill(ctx, billId);
  if (!bill) throw new AppError('NOT_FOUND', { field: 'billId' });
  if (bill.orderType !== 'frontDesk') throw new AppError('CHECK_INPUT', { field: 'billId' });
  return { bill, customer: await lockCustomerIfLive(ctx, bill.customerId) };
}

/** Every line of the bill is sent once (a line of another bill is NOT_FOUND); answers each with its new values. */
function matchLines(lines: TBillLineRow[], sent: TEditInput['lines']) {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const seen = new Set<number>();
  const matched = sent.map((s, i) => {
    const line = byId.get(s.id);
    if (!line) throw new AppError('NOT_FOUND', { field: `lines.${i}.id` });
    if (seen.has(s.id)) throw new AppError('CHECK_INPUT', { field: `lines.${i}.id` });
    seen.add(s.id);
    return { line, amount: s.amount, adjustment: s.adjustment ?? line.adjustment };
  });
  if (matched.length !== lines.length) throw new AppError('CHECK_INPUT', { field: 'lines' });
  return matched;
}

/**
 * The ledger side of an edit (ADR 011, 016): per card, the difference between what the bill took before and takes
 * now becomes one correction with the reason; a raised deduction debits the card and can fail with 'Insufficient
 * deduction amount!', a lowered one credits it back. The member card goes first, as when the bill was paid.
 */
async function correctCards(
  ctx: TSessionCtx,
  bill: TBillRow,
  next: { cardId: number | null; giftCardId: number | null } & TBillDeductions,
  reason: string,
) {
  const taken = new Map<number, number>();
  const take = (cardId: number | null, amount: number, sign: 1 | -1) => {
    if (cardId !== null && amount > 0) taken.set(cardId, (taken.get(cardId) ?? 0) + sign * amount);
  };
  take(bill.cardId, bill.memberDeduction, 1);
  take(bill.giftCardId, bill.giftVoucher, 1);
  take(next.cardId, next.memberDeduction, -1);
  take(next.giftCardId, next.giftVoucher, -1);
  for (const [cardId, change] of taken) {
    if (change === 0) continue;
    await correctCard(ctx, {
      cardId,
      change,
      reason,
      billId: bill.id,
      billDay: bill.billDay,
    });
  }
}

/**
 * bill/edit (ADR 016): every staff line's new amount (the total becomes their sum), the deductions and the tender,
 * with a reason, from the version read (CONFLICT when stale). The same rules as a new bill hold. Each changed line
 * keeps its amount before, the reason and the time, and is appended to the line history; a paid bill's cards get a
 * correction of their difference and its customer's spend moves by the difference.
 */
export async function editBill(ctx: TSessionCtx, input: TEditInput): Promise<TBill> {
  const { bill, customer } = await frontDeskBill(ctx, input.billId);
  if (bill.version !== input.version) throw new AppError('CONFLICT');
  const matched = matchLines(await linesOfBill(ctx, bill.id), input.lines);
  const totalAmount = matched.reduce((sum, m) => sum + m.amount, 0);
  if (totalAmount <= 0) throw new AppError('AMOUNT_ERROR', { field: 'totalAmount' });
  const deductions: TBillDeductions = {
    coupon: input.coupon,
    giftVoucher: input.giftVoucher,
    memberDeduction: input.memberDeduction,
    discountDeduction: input.discountDeduction,
  };
  const cards = (await deductionCards(ctx, input, customer, bill)).ids;
  const actualAmount = actualAmountOf(totalAmount, deductions);
  const tender = tenderOf(input, actualAmount);
  // An edit may record the cash received again; otherwise it keeps it while it still covers the cash part (ADR 027).
  const cashReceived =
    input.cashReceived !== undefined
      ? cashReceivedOf(input.cashReceived, tender.cashAmount)
      : bill.cashReceived !== null && bill.cashReceived >= tender.cashAmount && tender.cashAmount > 0
        ? bill.cashReceived
        : null;

  const isStored = await updateBillFigures(ctx, bill.id, input.version, {
    totalAmount,
    actualAmount,
    payType: input.payType,
    ...tender,
    cashReceived,
    ...deductions,
    ...cards,
    updatedAt: ctx.now,
  });
  if (!isStored) throw new AppError('CONFLICT');
  const changed = matched.filter((m) => m.amount !== m.line.amount || m.adjustment !== m.line.adjustment);
  for (const m of changed) {
    await updateLine(ctx, m.line.id, {
      amount: m.amount,
      adjustment: m.adjustment,
      amountBefore: m.line.amount,
      changeReason: input.reason,
      updatedAt: ctx.now,
    });
  }
  await insertLineChanges(
    ctx,
    changed.map((m) => ({
      billId: bill.id,
      lineId: m.line.id,
      kind: 'edit',
      amountBefore: m.line.amount,
      amountAfter: m.amount,
      accountBefore: m.line.accountId,
      accountAfter: m.line.accountId,
      reason: input.reason,
      createdBy: ctx.session.accountId,
      createdAt: ctx.now,
    })),
  );
  if (bill.status === 'paid') {
    await correctCards(ctx, bill, { ...cards, ...deductions }, input.reason);
    const difference = spendOf({ actualAmount, ...deductions }) - spendOf(bill);
    if (bill.customerId !== null && difference !== 0) {
      await adjustCustomerSpend(ctx, bill.customerId, difference, ctx.now);
    }
  }
  return getBill(ctx, bill.id);
}

/**
 * bill/transfer (SPEC §2.9 technician adjustment): a staff line of the shop goes to another staff member who can
 * bill and holds no line on that bill yet ('Adjustment Failed' otherwise), with the reason; recorded like an edit.
 */
export async function transferLine(ctx: TSessionCtx, input: TIn<typeof ZBillTransferInput>): Promise<TBill> {
  const line = await findLine(ctx, input.lineId);
  if (!line) throw new AppError('NOT_FOUND', { field: 'lineId' });
  const { bill } = await frontDeskBill(ctx, line.billId);
  const zone = await shopZone(ctx);
  const [target] = await findBillingStaff(
    ctx,
    [input.shopAccountId],
    billingRanges(zone, bill.billDay, todayIn(zone, ctx.now)),
  );
  const lines = await linesOfBill(ctx, bill.id);
  if (!target || lines.some((l) => l.accountId === target.id)) {
    throw new AppError('ADJUSTMENT_FAILED', { field: 'shopAccountId' });
  }
  await updateLine(ctx, line.id, {
    accountId: target.id,
    amountBefore: line.amount,
    changeReason: input.reason,
    updatedAt: ctx.now,
  });
  await insertLineChanges(ctx, [
    {
      billId: bill.id,
      lineId: line.id,
      kind: 'transfer',
      amountBefore: line.amount,
      amountAfter: line.amount,
      accountBefore: line.accountId,
      accountAfter: target.id,
      reason: input.reason,
      createdBy: ctx.session.accountId,
      createdAt: ctx.now,
    },
  ]);
  await touchBill(ctx, bill.id, ctx.now);
  return getBill(ctx, bill.id);
}

/** bill/leaveJob: a staff member leaves the post (jobFlag 2, red in the finance table) or returns (jobFlag 0). */
export async function leaveJob(
  ctx: TSessionCtx,
  input: TIn<typeof ZBillLeaveJobInput>,
): Promise<z.input<typeof ZBillLeaveJobOutput>> {
  const row = await setJobFlag(ctx, input.shopAccountId, input.jobFlag);
  if (!row) throw new AppError('NOT_FOUND', { field: 'shopAccountId' });
  return { shopAccountId: row.id, jobFlag: row.jobFlag };
}
