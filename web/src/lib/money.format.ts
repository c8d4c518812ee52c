/**
 * Money arrives as integer minor units (cents). Formatting builds the decimal string with integer arithmetic and
 * hands it to Intl.NumberFormat, which accepts decimal strings, so there is never float arithmetic on money.
 */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not integer cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.trunc(abs / 100);
  const rest = abs - units * 100;
  return `${sign}${units}.${String(rest).padStart(2, '0')}`;
}

export function formatCents(cents: number, currency: string, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return formatter.format(centsToDecimalString(cents) as `${number}`);
}

const DECIMAL_AMOUNT = /^\d{1,9}([.,]\d{0,2})?$/;

/**
 * An amount typed in currency units ('12', '12.5', '12,50') as integer cents, or null when it is not a non-negative
 * amount with at most two decimals. String arithmetic only, so no float ever touches money (ADR 003).
 */
export function decimalToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = String(text).trim();
  if (!DECIMAL_AMOUNT.test(value)) return null;
  const [units, decimals = ''] = value.split(/[.,]/);
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/**
 * Subscriptions, SMS packs and rebates are in RMB (ADR 017): shown as '¥99.00' in every language (the narrow
 * symbol), where the plain currency style would write 'CN¥' or 'CNY' in some of them.
 */
export function formatCny(cents: number, locale: string): string {
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
  });
  return formatter.format(centsToDecimalString(cents) as `${number}`);
}
