import { addDays, weekdayOf } from '../../../../contract/shop-time';

/** Calendar arithmetic of the dashboard's figures, on 'YYYY-MM-DD' dates of the shop's today. */

/** The Monday of a date's week. */
export const mondayOf = (day: string) => addDays(day, 1 - weekdayOf(day));

/** The month 'YYYY-MM' of a date. */
export const monthOf = (day: string) => day.slice(0, 7);

/** A date's weekday name, short, in a language. */
export function weekdayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A month key 'YYYY-MM' as its short name in a language. */
export function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );
}

/** A date's day of the month, as a language writes it. */
export function dayOfMonthLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

/** A whole number in a language ('1,234', '1 234'). */
export const formatCount = (value: number, language: string) => new Intl.NumberFormat(language).format(value);
