import { addDays, weekdayOf } from '../../../../contract/shop-time';

/** The month view's calendar arithmetic on shop-local 'YYYY-MM' months and 'YYYY-MM-DD' days (no zone shifts). */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Whether a text is a 'YYYY-MM' month (as the route's ?month= and appoint/shopAccountAppointsByMonth take it). */
export const isMonth = (value: string | null | undefined): value is string => Boolean(value && MONTH.test(value));

/** The day board of a day (SPEC §2.2 /frame/appointNew/:date). */
export const dayBoardPath = (day: string) => `/frame/appointNew/${day}`;

/** The month of a day. */
export const monthOf = (day: string) => day.slice(0, 7);

/** A month moved by whole months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The days of a month, first to last. */
export function daysOfMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The month as calendar weeks from Monday to Sunday: each week holds 7 cells, a day of the month or null where the
 * week reaches into the month before or after.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const days = daysOfMonth(month);
  const cells: (string | null)[] = [...Array<null>(weekdayOf(days[0]) - 1).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** The counts of appoint/shopAccountAppointsByMonth by day, and their sum. */
export function countsByDay(list: readonly { appointDay: string; count: number }[]) {
  const byDay = new Map(list.map((item) => [item.appointDay, item.count]));
  return { byDay, total: list.reduce((sum, item) => sum + item.count, 0) };
}

const utcDate = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** 'November 2026' in the reader's language. */
export const monthTitle = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utcDate(`${month}-01`));

/** 'Tuesday 24 November 2026' in the reader's language (a cell's accessible name). */
export const longDay = (day: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDate(day));

/** Weekday names Monday to Sunday in the reader's language, 'short' on desktop and 'narrow' on phones. */
export function weekdayNames(locale: string, width: 'short' | 'narrow'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(utcDate(addDays('2024-01-01', i))));
}
