import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import { CHANGE_TYPES, type TPrepayLedgerRow, type ZPrepayCardDetQueryListInput } from '../../../contract/prepay';
import { todayIn } from '../../../contract/shop-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import {
  applyBalanceChange,
  listLedger,
  type TBalanceChange,
  type TLedgerListRow,
  type TPrepayScope,
} from './ledger.repo';
import { findCard, shopTimeZone } from './prepay.repo';

/**
 * The card ledger (ADR 011). Every balance change of every card goes through `changeBalance`, and so through the one
 * guarded repo update; the functions below are what bookkeeping calls inside its own transaction (the ctx's tx), so
 * a bill and its card movement commit or fail together. Amounts are integer cents.
 */

export const prepayScope = (ctx: TSessionCtx): TPrepayScope => ({ tx: ctx.tx, shopId: ctx.shopId });

/** The deductions a bill shows beside its card movement (SPEC §2.12), each in cents. */
export type TDeductions = {
  coupon?: number;
  giftVoucher?: number;
  memberDeduction?: number;
  discountDeduction?: number;
};

type TMovement = { cardId: number; billDay?: string };

/** The shop's local date today (SPEC: bill dates are shop wall-clock dates). */
export async function shopToday(ctx: TSessionCtx): Promise<string> {
  return todayIn(await shopTimeZone(prepayScope(ctx)), ctx.now);
}

function checkAmount(amount: number, field = 'amount') {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new AppError('AMOUNT_ERROR', { field });
}

/**
 * Applies one balance change and answers its ledger row. The guard refused: a missing or closed card is NOT_FOUND,
 * an open one without enough balance INSUFFICIENT_DEDUCTION; either way nothing was written.
 */
export async function changeBalance(
  ctx: TSessionCtx,
  change: Omit<TBalanceChange, 'billDay' | 'paidTime' | 'createdBy'> & { billDay?: string },
) {
  const s = prepayScope(ctx);
  const row = await applyBalanceChange(s, {
    ...change,
    billDay: change.billDay ?? (await shopToday(ctx)),
    paidTime: ctx.now,
    createdBy: ctx.session.accountId,
  });
  return row ?? refusedChange(ctx, change.cardId);
}

/**
 * Why the guard of a balance change refused (ADR 011), as its error: a missing or closed card is NOT_FOUND, an open
 * one without enough balance INSUFFICIENT_DEDUCTION.
 */
export async function refusedChange(ctx: TSessionCtx, cardId: number): Promise<never> {
  const card = await findCard(prepayScope(ctx), cardId);
  if (!card || card.closedAt) throw new AppError('NOT_FOUND', { field: 'cardId' });
  throw new AppError('INSUFFICIENT_DEDUCTION');
}

/**
 * Bookkeeping pays (part of) a bill from a card: changeType 2, the balance goes down by `amount` (> 0 cents).
 * INSUFFICIENT_DEDUCTION when the card holds less, even when another consumption raced this one.
 */
export async function consumeCard(
  ctx: TSessionCtx,
  input: TMovement & {
    amount: number;
    billId?: number;
    billOrderNo?: string;
    deductions?: TDeductions;
    appointProductTitle?: string;
  },
) {
  checkAmount(input.amount);
  return changeBalance(ctx, {
    cardId: input.cardId,
    delta: -input.amount,
    changeType: CHANGE_TYPES.consume,
    billId: input.billId,
    billOrderNo: input.billOrderNo,
    ...input.deductions,
    appointProductTitle: input.appointProductTitle,
    billDay: input.billDay,
  });
}

/**
 * A refund: money the shop hands back to the customer out of the card (the card is cashed out, in whole or in part),
 * changeType 3. The balance goes DOWN by `amount` (> 0 cents); the ledger change is −amount. Undoing a consumption
 * (a deleted bill) is not a refund: it is a correction with a positive change.
 */
export async function refundCard(
  ctx: TSessionCtx,
  input: TMovement & { amount: number; billId?: number; billOrderNo?: string; reason?: string },
) {
  checkAmount(input.amount);
  return changeBalance(ctx, {
    cardId: input.cardId,
    delta: -input.amount,
    changeType: CHANGE_TYPES.refund,
    billId: input.billId,
    billOrderNo: input.billOrderNo,
    reason: input.reason,
    billDay: input.billDay,
  });
}

/**
 * A correction, changeType 4: a signed change (positive credits the card, negative debits it) with a required
 * reason. This is how a mistake is fixed: the ledger is never edited (ADR 011).
 */
export async function correctCard(
  ctx: TSessionCtx,
  input: TMovement & { change: number; reason: string; billId?: number; billOrderNo?: string },
) {
  if (!Number.isSafeInteger(input.change) || input.change === 0)
    throw new AppError('AMOUNT_ERROR', { field: 'change' });
  if (!input.reason.trim()) throw new AppError('FIELD_REQUIRED', { field: 'reason' });
  return changeBalance(ctx, {
    cardId: input.cardId,
    delta: input.change,
    changeType: CHANGE_TYPES.correction,
    billId: input.billId,
    billOrderNo: input.billOrderNo,
    reason: input.reason.trim(),
    billDay: input.billDay,
  });
}

/** A gift from the shop, changeType 5: the balance goes up by `amount` (> 0 cents), nothing paid, with a reason. */
export async function giftCard(ctx: TSessionCtx, input: TMovement & { amount: number; reason?: string }) {
  checkAmount(input.amount);
  return changeBalance(ctx, {
    cardId: input.cardId,
    delta: input.amount,
    changeType: CHANGE_TYPES.gift,
    giftAmount: input.amount,
    reason: input.reason?.trim(),
    billDay: input.billDay,
  });
}

/** A ledger row as the transactions screen reads it (SPEC §3 'Prepay card transaction'; orderType = changeType). */
export function presentLedgerRow(row: TLedgerListRow): TPrepayLedgerRow {
  return {
    id: row.id,
    billOrderNo: row.billOrderNo,
    cardNo: row.cardNo,
    changeType: row.changeType,
    orderType: row.changeType,
    customName: row.customName,
    customPhone: row.customPhone,
    appointProductTitle: row.appointProductTitle,
    beforeBalance: row.beforeBalance,
    changeBalance: row.changeAmount,
    afterBalance: row.afterBalance,
    paidAmount: row.paidAmount,
    giftAmount: row.giftAmount,
    coupon: row.coupon,
    giftVoucher: row.giftVoucher,
    memberDeduction: row.memberDeduction,
    discountDeduction: row.discountDeduction,
    reason: row.reason,
    billDay: row.billDay,
    paidTime: row.paidTime.toISOString(),
  };
}

/** prepayCardDet/queryList: the shop's card movements newest first, by key or by card number and phone. */
export async function queryLedger(ctx: TSessionCtx, input: z.output<typeof ZPrepayCardDetQueryListInput>) {
  const { rows, totalCount } = await listLedger(prepayScope(ctx), {
    key: input.key.trim(),
    cardNo: input.cardNo,
    phoneDigits: input.customPhone.replace(/\D/g, ''),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(presentLedgerRow), totalCount, input);
}
