import type { TReceipt } from '../../../../contract/receipts';
import { formatCents } from '../../lib/money.format';

export type TPaper = 'thermal' | 'a4';
export const PAPERS: readonly TPaper[] = ['thermal', 'a4'];

export type TReceiptLine = { key: string; cents: number };

/** The receipt's money in the receipt shop's currency (a public link has no session to ask). */
export const receiptMoney = (receipt: Pick<TReceipt, 'shop'>, language: string) => (cents: number) =>
  formatCents(cents, receipt.shop.currency || 'EUR', language);

const DEDUCTIONS = ['coupon', 'giftVoucher', 'memberDeduction', 'discountDeduction'] as const;

/** The deductions that are not zero, in the bill form's order. */
export const receiptDeductions = (receipt: Pick<TReceipt, (typeof DEDUCTIONS)[number]>): TReceiptLine[] =>
  DEDUCTIONS.filter((key) => receipt[key] !== 0).map((key) => ({ key, cents: receipt[key] }));

/**
 * How the amount to pay was paid: the cash and card parts that are not zero; an 'other' tender (or a bill with no
 * parts recorded) shows its pay type with the whole amount; nothing when the cards paid everything.
 */
export function receiptTenders(
  receipt: Pick<TReceipt, 'payType' | 'cashAmount' | 'cardAmount' | 'actualAmount'>,
): TReceiptLine[] {
  const parts: TReceiptLine[] = [];
  if (receipt.cashAmount > 0) parts.push({ key: 'cash', cents: receipt.cashAmount });
  if (receipt.cardAmount > 0) parts.push({ key: 'card', cents: receipt.cardAmount });
  if (parts.length === 0 && receipt.actualAmount > 0) {
    parts.push({ key: receipt.payType || 'other', cents: receipt.actualAmount });
  }
  return parts;
}

/** The bill's day ('YYYY-MM-DD', the shop's day) in the language, and its time of day as recorded. */
export function receiptDate(receipt: Pick<TReceipt, 'billDay' | 'recordTime'>, language: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(receipt.billDay);
  const day = match
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
      )
    : receipt.billDay;
  return [day, receipt.recordTime.slice(0, 5)].filter(Boolean).join(' ');
}

/** The cards the bill moved, with the balance each was left with. */
export function receiptCards(
  receipt: Pick<TReceipt, 'memberCardNo' | 'memberBalance' | 'giftCardNo' | 'giftBalance'>,
): { key: 'member' | 'gift'; cardNo: string; cents: number }[] {
  const cards: { key: 'member' | 'gift'; cardNo: string; cents: number }[] = [];
  if (receipt.memberBalance !== null) {
    cards.push({ key: 'member', cardNo: receipt.memberCardNo, cents: receipt.memberBalance });
  }
  if (receipt.giftBalance !== null) cards.push({ key: 'gift', cardNo: receipt.giftCardNo, cents: receipt.giftBalance });
  return cards;
}
