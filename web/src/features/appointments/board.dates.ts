import { addDays, isLocalDate, weekdayOf } from '../../../../contract/shop-time';

/** A route's :date when it is a real calendar date. */
export const isBoardDay = (value: string | undefined): value is string => value !== undefined && isLocalDate(value);

/** The seven days, Monday first, of the week a day falls in. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, 1 - weekdayOf(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const utcOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day's title in the reader's language: 'Tue 24 Nov 2026' (short on phones: 'Tue 24/11'). */
export function dayTitle(day: string, locale: string, isShort: boolean): string {
  const options: Intl.DateTimeFormatOptions = isShort
    ? { weekday: 'short', day: 'numeric', month: 'numeric', timeZone: 'UTC' }
    : { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(utcOf(day));
}

/** A week's title: 'Nov 23 – 29, 2026' in the reader's language. */
export function weekTitle(days: string[], locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  return format.formatRange(utcOf(days[0]), utcOf(days[days.length - 1]));
}
