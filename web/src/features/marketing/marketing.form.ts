import { centsToDecimalString, decimalToCents } from '../../lib/money.format';

/** SPEC §5 amounts: at most 1,000,000.00 (contract ZAmount). */
export const MAX_AMOUNT_CENTS = 100_000_000;

/** Is the typed amount valid: cents within 0 (or 0.01 when `isPositive`) and 1,000,000.00? */
export function isValidMoney(text: string | number | null | undefined, isPositive: boolean): boolean {
  const cents = decimalToCents(text);
  return cents !== null && cents >= (isPositive ? 1 : 0) && cents <= MAX_AMOUNT_CENTS;
}

/** Cents as the form's decimal text ('100.00'). */
export const centsToMoneyText = (cents: number) => centsToDecimalString(cents);

/** SPEC §3 phone as typed (the contract's gift card phone rule), checked before sending; empty is allowed. */
export const PHONE_PATTERN = /^(\+?[0-9][0-9 -]{4,19})?$/;
/** The contract's card number rule (ZCardNo). */
export const CARD_NO_PATTERN = /^[A-Za-z0-9-]{1,32}$/;

/** A stored instant (ISO) as date and time in the shop's zone, with Intl in the chosen language (STYLE rule 13). */
export function formatDateTime(value: string | null | undefined, locale: string, timeZone?: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
