import type { TIncomePoint, TShopIncome, TStaffIncome } from '../../../../contract/stats';
import { exportAmount, type TCsvCell } from '../../lib/csv-export';

/** How the reports label a series key: an hour, a day, a month or a year, in the reader's language. */
export function keyLabel(key: string, language: string): string {
  const utc = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(new Date(iso));
  if (/^\d{2}$/.test(key)) return `${key}:00`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(key)) return utc(`${key}T12:00:00Z`, { day: 'numeric', month: 'short' });
  if (/^\d{4}-\d{2}$/.test(key)) return utc(`${key}-15T12:00:00Z`, { month: 'short', year: '2-digit' });
  return key;
}

/** A bill date 'YYYY-MM-DD' written out in the reader's language (the date itself, whatever the browser's zone). */
export const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** The staff figures a table and its export show, in order. */
export const STAFF_COLUMNS = [
  'income',
  'unpaidIncome',
  'adjustment',
  'bills',
  'customers',
  'projects',
  'recharges',
  'rechargeAmount',
] as const satisfies readonly (keyof TStaffIncome)[];

/** Which figures are money (cents), the others counts. */
export const MONEY_FIGURES = new Set<string>([
  'income',
  'unpaidIncome',
  'adjustment',
  'rechargeAmount',
  'unpaidAmount',
  'actualAmount',
  'cashAmount',
  'cardAmount',
  'coupon',
  'giftVoucher',
  'memberDeduction',
  'discountDeduction',
  'rechargeAmountGift',
  'takings',
]);

/** The shop figures a report shows, in order. */
export const SHOP_FIGURES = [
  'income',
  'takings',
  'actualAmount',
  'cashAmount',
  'cardAmount',
  'unpaidAmount',
  'memberDeduction',
  'giftVoucher',
  'coupon',
  'discountDeduction',
  'rechargeAmount',
  'rechargeAmountGift',
  'bills',
  'customers',
] as const satisfies readonly (keyof TShopIncome)[];

const cell = (name: string, value: number) => (MONEY_FIGURES.has(name) ? exportAmount(value) : value);

/** A per-staff table as CSV rows: a header of the given labels, then a row per staff member. */
export function staffCsvRows(staff: TStaffIncome[], header: string[]): TCsvCell[][] {
  return [header, ...staff.map((s) => [s.accountName, ...STAFF_COLUMNS.map((name) => cell(name, s[name]))])];
}

/** A series as CSV rows: its key and income and bills. */
export function seriesCsvRows(series: TIncomePoint[], header: string[]): TCsvCell[][] {
  return [header, ...series.map((p) => [p.key, exportAmount(p.income), p.bills])];
}

/** Shop figures as CSV rows: one figure a row. */
export function shopCsvRows(total: TShopIncome, labelOf: (name: string) => string): TCsvCell[][] {
  return SHOP_FIGURES.map((name) => [labelOf(name), cell(name, total[name])]);
}
