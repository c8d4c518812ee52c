import { centsToDecimalString } from '../../lib/money.format';

const MONEY_PATTERN = /^\d{1,9}([.,]\d{0,2})?$/;
/** SPEC §5 amounts: at most 1,000,000.00 (contract ZAmount). */
export const MAX_AMOUNT_CENTS = 100_000_000;

/**
 * An amount typed in currency units ('100', '100.5', '100,50') as integer cents, or null when it is not a non-negative
 * amount with at most two decimals. String arithmetic only, so no float ever touches money (ADR 003).
 */
export function moneyToCents(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const value = String(text).trim();
  if (!MONEY_PATTERN.test(value)) return null;
  const [units, decimals = ''] = value.split(/[.,]/);
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Is the typed amount valid: cents within 0 (or 0.01 when `isPositive`) and 1,000,000.00? */
export function isValidMoney(text: string | number | null | undefined, isPositive: boolean): boolean {
  const cents = moneyToCents(text);
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
