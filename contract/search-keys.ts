/**
 * What a customer search key must hold (ADR 021): a search finds someone the caller already knows, it does not page
 * through the customer book. A key is at least 2 characters of a name, or, when it reads as a number, at least 4 of
 * its digits (of a phone or a card number). A keyed search answers at most 20 customers.
 */
export const SEARCH_MIN_NAME_CHARS = 2;
export const SEARCH_MIN_DIGITS = 4;
export const SEARCH_MAX_RESULTS = 20;

/**
 * The digits a search key holds when it looks like a phone number (digits, spaces, + ( ) . -), else ''. A name or an
 * order number with a digit in it ('Anna 2', 'B2026…') is not also searched as a phone.
 */
export function phoneDigitsOfKey(key: string): string {
  const text = key.trim();
  return /^[+\d\s().-]+$/.test(text) ? text.replace(/\D/g, '') : '';
}

/** Whether a non-empty key is long enough to search with: 4 digits of a number, else 2 characters of a name. */
export function isSearchKeyLongEnough(key: string): boolean {
  const text = key.trim();
  if (/^[+\d\s().-]+$/.test(text)) return phoneDigitsOfKey(text).length >= SEARCH_MIN_DIGITS;
  return [...text].length >= SEARCH_MIN_NAME_CHARS;
}

/** A phone as a caller without the customers or checkout menu sees it: every digit but the last 4 hidden. */
export function maskPhone(phone: string): string {
  const total = phone.replace(/\D/g, '').length;
  let seen = 0;
  return phone.replace(/\d/g, (digit) => {
    seen += 1;
    return seen > total - SEARCH_MIN_DIGITS ? digit : '*';
  });
}
