import type { z } from 'zod';
import type { TBill, ZBillEditInput } from '../../../../contract/bills';
import type { TErrorKey } from '../../../../contract/errors';
import { ORDER_TYPES, PAY_TYPES } from '../../../../contract/prepay';
import { centsToDecimalString, decimalToCents } from '../../lib/money.format';

/** Pure rules of the order history and of the edit dialog: what to show and what to send, not how. */

export type TOrderType = (typeof ORDER_TYPES)[number];
export type TPayType = (typeof PAY_TYPES)[number];
export type TOrderStatus = TBill['status'];
export const ORDER_STATUSES: readonly TOrderStatus[] = ['paid', 'unpaid'];
export { ORDER_TYPES, PAY_TYPES };

/** SPEC §3: frontDesk, memberRecharge, giftCardRecharge; any other value reads 'unknown'. */
export const orderTypeKey = (orderType: string): TOrderType | 'unknown' =>
  (ORDER_TYPES as readonly string[]).includes(orderType) ? (orderType as TOrderType) : 'unknown';

/** SPEC §3: cash, card, other; anything else reads 'unknown' too. */
export const payTypeKey = (payType: string): TPayType | 'unknown' =>
  (PAY_TYPES as readonly string[]).includes(payType) ? (payType as TPayType) : 'unknown';

export const ORDER_TYPE_COLORS: Record<TOrderType | 'unknown', string> = {
  frontDesk: 'blue',
  memberRecharge: 'gold',
  giftCardRecharge: 'purple',
  unknown: 'default',
};

export type TDeductionKey = 'coupon' | 'giftVoucher' | 'memberDeduction' | 'discountDeduction';
export const DEDUCTION_KEYS: readonly TDeductionKey[] = [
  'coupon',
  'giftVoucher',
  'memberDeduction',
  'discountDeduction',
];

/** The deductions of an order that are not zero, in SPEC §2.12's order (coupon, gift voucher, member card, discount). */
export const orderDeductions = (bill: Pick<TBill, TDeductionKey>) =>
  DEDUCTION_KEYS.filter((key) => bill[key] !== 0).map((key) => ({ key, cents: bill[key] }));

/** A split tender (both cash and card) shows both parts. */
export const isSplitTender = (bill: Pick<TBill, 'cashAmount' | 'cardAmount'>) =>
  bill.cashAmount > 0 && bill.cardAmount > 0;

export type TOrderFilters = {
  orderType?: TOrderType;
  payType?: TPayType;
  status?: TOrderStatus;
  shopAccountId?: number;
  range?: readonly [string, string] | null;
  key: string;
};

export type THisOrderInput = {
  curPage: number;
  limit: number;
  key: string;
  orderType?: TOrderType;
  payType?: TPayType;
  status?: TOrderStatus;
  shopAccountId?: number;
  startDay?: string;
  endDay?: string;
};

/** bill/queryHisOrderList's input: only the filters that are set; a range in either order becomes start ≤ end. */
export function hisOrderInput(filters: TOrderFilters, curPage: number, limit: number): THisOrderInput {
  const input: THisOrderInput = { curPage, limit, key: filters.key.trim() };
  if (filters.orderType) input.orderType = filters.orderType;
  if (filters.payType) input.payType = filters.payType;
  if (filters.status) input.status = filters.status;
  if (filters.shopAccountId) input.shopAccountId = filters.shopAccountId;
  if (filters.range) {
    const [a, b] = filters.range;
    input.startDay = a <= b ? a : b;
    input.endDay = a <= b ? b : a;
  }
  return input;
}

/** A signed amount typed in currency units ('-5', '12.50') as integer cents, or null. */
export function signedDecimalToCents(text: string | number | null | undefined): number | null {
  const value = String(text ?? '').trim();
  if (value === '') return 0;
  const isNegative = value.startsWith('-');
  const cents = decimalToCents(isNegative ? value.slice(1) : value);
  if (cents === null) return null;
  return isNegative ? -cents : cents;
}

/** Cents as the decimal text an amount field starts with ('12.50'; '-3.00'). */
export const centsText = (cents: number) => centsToDecimalString(cents);

// The edit dialog (bill/edit)

export type TEditLineDraft = { id: number; amount: string; adjustment: string };
export type TEditDraft = {
  lines: TEditLineDraft[];
  coupon: string;
  giftVoucher: string;
  memberDeduction: string;
  discountDeduction: string;
  payType: TPayType;
  /** Cash and card parts typed in; otherwise the whole actual amount goes to the pay type. */
  isSplit: boolean;
  cashAmount: string;
  cardAmount: string;
  reason: string;
};

export type TBillEditInput = z.input<typeof ZBillEditInput>;

/** The edit dialog's starting values: the bill as it is. */
export function editDraftOf(bill: TBill): TEditDraft {
  return {
    lines: bill.staff.map((line) => ({
      id: line.id,
      amount: centsText(line.amount),
      adjustment: centsText(line.adjustment),
    })),
    coupon: centsText(bill.coupon),
    giftVoucher: centsText(bill.giftVoucher),
    memberDeduction: centsText(bill.memberDeduction),
    discountDeduction: centsText(bill.discountDeduction),
    payType: payTypeKey(bill.payType) === 'unknown' ? 'other' : (bill.payType as TPayType),
    isSplit: isSplitTender(bill),
    cashAmount: centsText(bill.cashAmount),
    cardAmount: centsText(bill.cardAmount),
    reason: '',
  };
}

/** A deduction or adjustment field left empty counts as 0. */
const optionalCents = (text: string | null | undefined) =>
  String(text ?? '').trim() === '' ? 0 : decimalToCents(text);

const DEDUCTION_ERRORS: Record<TDeductionKey, TErrorKey> = {
  coupon: 'COUPON_AMOUNT_ERROR',
  giftVoucher: 'GIFT_CARD_AMOUNT_ERROR',
  memberDeduction: 'MEMBER_AMOUNT_ERROR',
  discountDeduction: 'DISCOUNT_AMOUNT_ERROR',
};

/** SPEC §5 keeps amounts below 1,000,000.00 (the contract's bound). */
const MAX_CENTS = 100_000_000;

/** What the figures come to while typing: null where a field is not an amount yet. */
export type TEditFigures = { total: number | null; deductions: number | null; actual: number | null };

export function editFigures(draft: TEditDraft): TEditFigures {
  const lineCents = draft.lines.map((line) => decimalToCents(line.amount));
  const total = lineCents.every((c) => c !== null) ? lineCents.reduce<number>((s, c) => s + (c ?? 0), 0) : null;
  const deductionCents = DEDUCTION_KEYS.map((key) => optionalCents(draft[key]));
  const deductions = deductionCents.every((c) => c !== null)
    ? deductionCents.reduce<number>((s, c) => s + (c ?? 0), 0)
    : null;
  const actual = total !== null && deductions !== null ? total - deductions : null;
  return { total, deductions, actual };
}

/** Where the edit is wrong: a field path and either a server error key or the tender rule (client text). */
export type TEditProblem = { field: string; error: TErrorKey | 'tenderMismatch' };

/**
 * SPEC §5 in its order: every amount is an amount ('Amount error'); each deduction has its own error; the deductions
 * cannot exceed the total; a split tender adds up to the actual amount; the reason is required. Returns the first
 * problem, or the bill/edit input. A card deduction stays as it is when the bill has no card of that kind.
 */
export function checkEdit(bill: TBill, draft: TEditDraft): { problem: TEditProblem } | { input: TBillEditInput } {
  const lines: TBillEditInput['lines'] = [];
  for (const [index, line] of draft.lines.entries()) {
    const amount = decimalToCents(line.amount);
    if (amount === null || amount > MAX_CENTS)
      return { problem: { field: `lines.${index}.amount`, error: 'AMOUNT_ERROR' } };
    const adjustment = signedDecimalToCents(line.adjustment);
    if (adjustment === null || Math.abs(adjustment) > MAX_CENTS)
      return { problem: { field: `lines.${index}.adjustment`, error: 'AMOUNT_ERROR' } };
    lines.push({ id: line.id, amount, adjustment });
  }
  const deductions = {} as Record<TDeductionKey, number>;
  for (const key of DEDUCTION_KEYS) {
    const cents = optionalCents(draft[key]);
    if (cents === null || cents > MAX_CENTS) return { problem: { field: key, error: DEDUCTION_ERRORS[key] } };
    deductions[key] = cents;
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const deducted = DEDUCTION_KEYS.reduce((sum, key) => sum + deductions[key], 0);
  if (deducted > total) return { problem: { field: 'deductions', error: 'EXCEED_TOTAL' } };
  const actual = total - deducted;
  const tender: Pick<TBillEditInput, 'payType' | 'cashAmount' | 'cardAmount'> = { payType: draft.payType };
  if (draft.isSplit && draft.payType !== 'other') {
    const cash = decimalToCents(draft.cashAmount);
    if (cash === null) return { problem: { field: 'cashAmount', error: 'AMOUNT_ERROR' } };
    const card = decimalToCents(draft.cardAmount);
    if (card === null) return { problem: { field: 'cardAmount', error: 'AMOUNT_ERROR' } };
    if (cash + card !== actual) return { problem: { field: 'cashAmount', error: 'tenderMismatch' } };
    tender.cashAmount = cash;
    tender.cardAmount = card;
  }
  const reason = draft.reason.trim();
  if (!reason) return { problem: { field: 'reason', error: 'FIELD_REQUIRED' } };
  return {
    input: {
      billId: bill.id,
      version: bill.version,
      reason,
      lines,
      ...deductions,
      ...(bill.giftCardNo ? { giftCardNo: bill.giftCardNo } : {}),
      ...tender,
    },
  };
}

/** Whether a card deduction can be changed: only when the bill has that card (its customer's, or the gift card). */
export const canEditCardDeduction = (bill: Pick<TBill, 'memberCardNo' | 'giftCardNo'>, key: TDeductionKey) =>
  key === 'memberDeduction' ? bill.memberCardNo !== '' : key === 'giftVoucher' ? bill.giftCardNo !== '' : true;
