import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Searching text columns the same way everywhere: a key matches anywhere, case-insensitive, taken literally. */

/** An ILIKE pattern matching the text anywhere, with LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of a phone column, for matching whatever spaces or dashes it was typed with. */
export const digitsOf = (column: SQL | AnyColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * The digits a search key holds when it looks like a phone number (digits, spaces, + ( ) . -), else ''. A name or an
 * order number with a digit in it ('Anna 2', 'B2026…') is not also searched as a phone.
 */
export function phoneDigitsOfKey(key: string): string {
  const text = key.trim();
  return /^[+\d\s().-]+$/.test(text) ? text.replace(/\D/g, '') : '';
}
