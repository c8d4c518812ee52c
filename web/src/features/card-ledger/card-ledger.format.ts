import { CHANGE_TYPES, type TPrepayLedgerRow } from '../../../../contract/prepay';
import type { TLedgerListInput } from './api';

/**
 * SPEC §9: the member card ledger shows 10 rows a page. Its 10/20/50/100 sizes are not offered, since SPEC §2.12 wants
 * previous, pager and next only.
 */
export const LEDGER_PAGE_SIZE = 10;

/**
 * SPEC §2.12 prints balances with '¥' and 0 when empty; issue 21 shows them in the shop's currency instead (through
 * useShopMoney, like the customer detail). Only the 'empty is 0' half stays here.
 */
export const ledgerCents = (cents: number | null | undefined): number =>
  typeof cents === 'number' && Number.isSafeInteger(cents) ? cents : 0;

/** SPEC §2.12: the index column shows row index + 10 × (page − 1) + 1. */
export const ledgerRowNumber = (rowIndex: number, page: number, pageSize = LEDGER_PAGE_SIZE) =>
  rowIndex + pageSize * (page - 1) + 1;

export type TChangeTypeTag = { color: 'processing' | 'success' | 'default'; labelKey: string };

const CHANGE_TYPE_NAMES = new Map<number, string>(Object.entries(CHANGE_TYPES).map(([name, code]) => [code, name]));

/**
 * SPEC §4: 1 recharge is the primary tag, 2 consume the success tag, any other the info tag. The other known types
 * (ADR 011: refund, correction, gift) keep the info colour but say what they are; an unknown one says 'unknown'.
 */
export function changeTypeTag(changeType: number): TChangeTypeTag {
  const name = CHANGE_TYPE_NAMES.get(changeType) ?? 'unknown';
  const color =
    changeType === CHANGE_TYPES.recharge ? 'processing' : changeType === CHANGE_TYPES.consume ? 'success' : 'default';
  return { color, labelKey: `cardLedger.changeType.${name}` };
}

export type TDeductionLine = { key: 'coupon' | 'giftVoucher' | 'memberDeduction' | 'discountDeduction'; cents: number };

const DEDUCTIONS: readonly TDeductionLine['key'][] = ['coupon', 'giftVoucher', 'memberDeduction', 'discountDeduction'];

/** SPEC §2.12: the deduction lines of a row, only those that are not zero, in the spec's order. */
export const deductionLines = (row: Pick<TPrepayLedgerRow, TDeductionLine['key']>): TDeductionLine[] =>
  DEDUCTIONS.filter((key) => Number(row[key] ?? 0) !== 0).map((key) => ({ key, cents: row[key] }));

/** A recharge with a gift part shows both parts (what was paid and what the shop added). */
export const hasGiftPart = (row: Pick<TPrepayLedgerRow, 'changeType' | 'giftAmount'>) =>
  row.changeType === CHANGE_TYPES.recharge && row.giftAmount > 0;

/** SPEC §7: with both filters empty the request is {curPage, limit, key ''}; otherwise {.., cardNo, customPhone}. */
export function ledgerListInput(
  filters: { cardNo: string; customPhone: string },
  curPage: number,
  limit: number,
): TLedgerListInput {
  const cardNo = filters.cardNo.trim();
  const customPhone = filters.customPhone.trim();
  return cardNo || customPhone ? { curPage, limit, cardNo, customPhone } : { curPage, limit, key: '' };
}

/** A 'YYYY-MM-DD' bill day as a date in the chosen language (the day itself, no zone shift). */
export function formatBillDay(billDay: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(billDay);
  if (!match) return billDay;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A stored instant (ISO) as date and time in the shop's zone; phones take the short date. */
export function formatPaidTime(
  value: string,
  locale: string,
  timeZone?: string,
  isShort = false,
): { date: string; time: string } {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return { date: '', time: '' };
  const format = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
    } catch {
      return new Intl.DateTimeFormat(locale, options).format(date);
    }
  };
  return { date: format({ dateStyle: isShort ? 'short' : 'medium' }), time: format({ timeStyle: 'short' }) };
}
