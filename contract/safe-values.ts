import { z } from 'zod';
import { isLocalDate } from './shop-time';

/**
 * The values every input schema is built from, so that anything the contract accepts can be stored, searched and
 * computed with: PostgreSQL refuses NUL in text and integers past its column types, and the shop-time code throws on a
 * date that is not on the calendar. A value these schemas refuse answers CHECK_INPUT (or the field's own key) on its
 * field, never the generic fault.
 */

/** PostgreSQL `integer` (int4), the type of ids, versions, counts and minutes. */
export const INT4_MIN = -2_147_483_648;
export const INT4_MAX = 2_147_483_647;

/**
 * C0 and C1 control characters and DEL. Tab, line feed and carriage return are allowed only in multi-line text.
 * A lone surrogate (half of a UTF-16 pair) cannot be encoded as UTF-8, so it is refused too.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether a one-line text can be stored: no control characters and no lone surrogates. */
export const isSafeLine = (v: string) => !CONTROL.test(v) && !LONE_SURROGATE.test(v);
/** Whether a multi-line text (a remark, an address) can be stored: tab and line breaks are allowed. */
export const isSafeMultiLine = (v: string) => !CONTROL_BUT_LINES.test(v) && !LONE_SURROGATE.test(v);

type TKey = { error?: string };

/**
 * A one-line text (names, phones, accounts, search keys, codes). `error` is the key answered when it is missing or
 * not a string; a control character always answers CHECK_INPUT. Chain .trim(), .min(), .max(), .regex() as usual.
 */
export const zText = (params: TKey = {}) =>
  z.string(params.error ? { error: params.error } : undefined).refine(isSafeLine, { message: 'CHECK_INPUT' });

/** A free text that may hold tabs and line breaks: remarks, addresses, visit results, reasons. */
export const zMultiLineText = (params: TKey = {}) =>
  z.string(params.error ? { error: params.error } : undefined).refine(isSafeMultiLine, { message: 'CHECK_INPUT' });

/** An integer that fits an `integer` column; `key` is the error key of a value that is not one (CHECK_INPUT). */
export const zInt4 = (key = 'CHECK_INPUT') => z.number({ error: key }).int(key).min(INT4_MIN, key).max(INT4_MAX, key);

/** The same, coerced from a numeric string (list and query parameters the web may send as text). */
export const zCoercedInt4 = (key = 'CHECK_INPUT') =>
  z.coerce.number({ error: key }).int(key).min(INT4_MIN, key).max(INT4_MAX, key);

/**
 * Cents in a `bigint` column, within JavaScript's safe integers so that sums stay exact. Amounts the SPEC limits
 * (1,000,000.00) have their own, smaller bounds.
 */
export const zBigintCents = (key = 'AMOUNT_ERROR') =>
  z.number({ error: key }).int(key).min(Number.MIN_SAFE_INTEGER, key).max(Number.MAX_SAFE_INTEGER, key);

/** A row version as the form read it (`integer`); a stale or unknown one answers CONFLICT. */
export const ZRowVersion = zInt4();

/**
 * 'YYYY-MM-DD', a real calendar date (not 2026-02-30) in years 1900–2999, which every date computation and
 * PostgreSQL's `date` handle.
 */
export const isCalendarDate = (v: string) => isLocalDate(v) && v >= '1900-01-01' && v <= '2999-12-31';
export const zDate = (params: TKey = {}) =>
  z.string(params.error ? { error: params.error } : undefined).refine(isCalendarDate, { message: 'CHECK_INPUT' });

/** 'YYYY-MM-DD HH:mm', a real calendar date and a time of day 00:00–23:59. */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/;
export const isCalendarDateTime = (v: string) => {
  const match = DATE_TIME.exec(v);
  return match !== null && isCalendarDate(match[1]);
};
export const zDateTime = (params: TKey = {}) =>
  z.string(params.error ? { error: params.error } : undefined).refine(isCalendarDateTime, { message: 'CHECK_INPUT' });

/** 'HH:mm', a time of day 00:00–23:59 (a start, a record time). '24:00' is only an end: see zEndTime. */
export const isTimeOfDay = (v: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
export const zTimeOfDay = (key = 'CHECK_INPUT') => z.string({ error: key }).refine(isTimeOfDay, { message: key });
