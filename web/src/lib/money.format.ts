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
