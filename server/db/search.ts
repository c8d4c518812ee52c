import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Searching text columns the same way everywhere: a key matches anywhere, case-insensitive, taken literally. */

/** An ILIKE pattern matching the text anywhere, with LIKE's wildcards in it taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The digits of a phone column, for matching whatever spaces or dashes it was typed with. */
export const digitsOf = (column: SQL | AnyColumn) => sql`regexp_replace(${column}, '[^0-9]', '', 'g')`;
