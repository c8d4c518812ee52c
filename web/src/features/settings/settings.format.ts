import dayjs, { type Dayjs } from 'dayjs';

/**
 * Formatting for the settings screens: the wire's shop-local strings ('HH:mm', 'YYYY-MM-DD', 'YYYY-MM-DD HH:mm') to
 * and from the pickers' dayjs values, and texts for reading. The strings are never moved between zones: they are
 * the shop's wall-clock times as typed.
 */

/** 'HH:mm' to a dayjs on today's date (only its time is used); '' to null. */
export function timeToDayjs(value: string): Dayjs | null {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0);
}

export const dayjsToTime = (value: Dayjs | null | undefined): string => (value ? value.format('HH:mm') : '');

/** 'YYYY-MM-DD' to a dayjs at midnight of that date. */
export function dateToDayjs(value: string): Dayjs | null {
  const parsed = dayjs(value.slice(0, 10));
  return parsed.isValid() ? parsed : null;
}

export const dayjsToDate = (value: Dayjs | null | undefined): string => (value ? value.format('YYYY-MM-DD') : '');

/** Weekday 1 Monday … 7 Sunday in the reader's language (1 January 2024 was a Monday). */
export function weekdayName(week: number, locale: string, width: 'long' | 'short' = 'long'): string {
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, week)));
}

/** A shop-local 'YYYY-MM-DD HH:mm' for reading, in the reader's language, without any zone shift. */
export function formatLocalDateTime(value: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, mo - 1, d, h, mi)),
  );
}

/** 'HH:mm'–'HH:mm' periods of a day joined for reading; '' when the day has none. */
export function periodsText(day: {
  morningStart: string;
  morningEnd: string;
  afternoonStart: string;
  afternoonEnd: string;
}): string {
  const periods = [
    [day.morningStart, day.morningEnd],
    [day.afternoonStart, day.afternoonEnd],
  ].filter(([start, end]) => start && end);
  return periods.map(([start, end]) => `${start}–${end}`).join(', ');
}

/** A lead time in words, in the reader's language: '30 minutes', '2 hours', '1 day'. */
export function leadText(minutes: number, locale: string): string {
  const [value, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
