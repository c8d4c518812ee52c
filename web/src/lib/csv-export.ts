import { toCsv } from '../../../contract/csv';
import { centsToDecimalString } from './money.format';

/** Spreadsheet exports (customers, reports): one CSV writer, defused formulas, plain decimal money. */

export type TCsvCell = string | number | null | undefined;

/**
 * A cell a spreadsheet would run as a formula ('=', '@', or a sign followed by something other than a number) gets a
 * leading apostrophe; phone numbers such as '+39 333 12' stay as they are.
 */
export function defuseFormula(value: TCsvCell): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return value;
  return /^[=@\t\r]/.test(value) || /^[+-](?![\d\s-]*$)/.test(value) ? `'${value}` : value;
}

/** An export for spreadsheets through the one CSV writer (contract/csv): UTF-8 with a byte-order mark, ','. */
export const toExportCsv = (rows: readonly (readonly TCsvCell[])[]) =>
  toCsv(
    rows.map((row) => row.map(defuseFormula)),
    ',',
  );

/** Money in an export: the plain decimal amount ('12.50'), which every spreadsheet reads as a number. */
export const exportAmount = (cents: number) => centsToDecimalString(cents);
