/**
 * Local dates and times in a shop's IANA time zone (ADR 008). Holidays and leave travel as 'YYYY-MM-DD HH:mm' in the
 * shop's zone and are stored as instants; the server and the browsers may run in any other zone, so every conversion
 * names the zone and goes through Intl, which knows the daylight-saving rules.
 */

const DAY_MS = 86_400_000;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/;

type TWallClock = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      // h23: midnight is 00, never 24 (hour12: false answers 24 on some ICU versions).
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of an instant in a zone through Intl, seconds included (for the zone's offset). */
function wallClockByIntl(ms: number, timeZone: string): TWallClock & { second: number } {
  const fields: Record<string, number> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year,
    month: fields.month,
    day: fields.day,
    hour: fields.hour,
    minute: fields.minute,
    second: fields.second,
  };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms, asked of Intl. */
function offsetByIntl(timeZone: string, ms: number): number {
  const w = wallClockByIntl(ms, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * Intl's formatToParts costs tens of microseconds, and a bill or a board converts a dozen times: offsets are kept per
 * zone and quarter of an hour. A quarter is kept only when its first and last second have the same offset; a zone
 * cannot change its offset and change it back within one, so every instant of a kept quarter has that offset. A
 * quarter with a change inside is asked of Intl each time.
 */
const QUARTER_MS = 900_000;
const MAX_KEPT_QUARTERS = 10_000;
const keptOffsets = new Map<string, number>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (whole seconds). */
function offsetMs(timeZone: string, ms: number): number {
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  const kept = keptOffsets.get(key);
  if (kept !== undefined) return kept;
  const first = offsetByIntl(timeZone, quarter * QUARTER_MS);
  const last = offsetByIntl(timeZone, (quarter + 1) * QUARTER_MS - 1000);
  if (first !== last) return offsetByIntl(timeZone, ms);
  if (keptOffsets.size >= MAX_KEPT_QUARTERS) keptOffsets.clear();
  keptOffsets.set(key, first);
  return first;
}

/** The wall clock of an instant in a zone: the instant moved by the zone's offset, read as UTC. */
function wallClockAt(ms: number, timeZone: string): TWallClock & { second: number } {
  const wall = new Date(Math.floor(ms / 1000) * 1000 + offsetMs(timeZone, ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Whether an IANA zone name is known to this runtime. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Whether 'YYYY-MM-DD' is a real calendar date (not 2027-02-30). */
export function isLocalDate(value: string): boolean {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whether 'YYYY-MM-DD HH:mm' is a real calendar date with a time of day 00:00–23:59. */
export function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  return isLocalDate(value.slice(0, 10)) && Number(match[4]) < 24 && Number(match[5]) < 60;
}

/**
 * The instant of a local 'YYYY-MM-DD HH:mm' in a zone. On the day clocks go back, a time that happens twice is the
 * earlier one; on the day they go forward, a time that does not exist moves forward by the gap (02:30 → 03:30), as
 * Temporal's 'compatible' rule does.
 */
export function localToInstant(local: string, timeZone: string): Date {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match || !isLocalDateTime(local)) throw new Error(`not a local date-time: ${local}`);
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(match[4]), Number(match[5]));
  const before = offsetMs(timeZone, wall - DAY_MS);
  const after = offsetMs(timeZone, wall + DAY_MS);
  const valid = [wall - before, wall - after].filter((ms) => ms + offsetMs(timeZone, ms) === wall);
  if (valid.length > 0) return new Date(Math.min(...valid));
  return new Date(wall - before);
}

/** An instant as the local 'YYYY-MM-DD HH:mm' of a zone. */
export function instantToLocal(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant.getTime(), timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** The local date and time of day ('YYYY-MM-DD', 'HH:mm') of an instant in a zone. */
export function localNow(timeZone: string, now: Date): { date: string; time: string } {
  const local = instantToLocal(now, timeZone);
  return { date: local.slice(0, 10), time: local.slice(11) };
}

/** Today's local date 'YYYY-MM-DD' in a zone. */
export function todayIn(timeZone: string, now: Date): string {
  return localNow(timeZone, now).date;
}

/** The weekday of a local date: 1 Monday … 7 Sunday (SPEC §3 work time `week`). */
export function weekdayOf(date: string): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`not a local date: ${date}`);
  const day = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A local date moved by whole calendar days. */
export function addDays(date: string, days: number): string {
  const match = LOCAL_DATE.exec(date);
  if (!match) throw new Error(`not a local date: ${date}`);
  const moved = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) + days * DAY_MS);
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/**
 * An instant moved by whole calendar months on the zone's wall clock (a plan's validity, a trial's extra month):
 * the same local time of day on the same day of the month, or the month's last day where that day does not exist
 * (31 January + 1 month = 28 or 29 February). Seconds are kept.
 */
export function addCalendarMonths(instant: Date, months: number, timeZone: string): Date {
  const local = instantToLocal(instant, timeZone);
  const [y, m, d] = [Number(local.slice(0, 4)), Number(local.slice(5, 7)), Number(local.slice(8, 10))];
  const monthIndex = y * 12 + (m - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const moved = localToInstant(
    `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, lastDay))} ${local.slice(11)}`,
    timeZone,
  );
  return new Date(moved.getTime() + (((instant.getTime() % 60_000) + 60_000) % 60_000));
}

/** The instants a local date starts and ends at in a zone: 23 or 25 hours apart on a daylight-saving change. */
export function dayRange(date: string, timeZone: string): { start: Date; end: Date } {
  return {
    start: localToInstant(`${date} 00:00`, timeZone),
    end: localToInstant(`${addDays(date, 1)} 00:00`, timeZone),
  };
}

/**
 * The wall-clock minute of an instant within a local date: 0 at or before the day's start, 1440 at or after its end.
 * Used to draw an instant range (a holiday) on one day's time rows.
 */
export function minuteOfDay(instant: Date, date: string, timeZone: string): number {
  const { start, end } = dayRange(date, timeZone);
  if (instant.getTime() <= start.getTime()) return 0;
  if (instant.getTime() >= end.getTime()) return 1440;
  const w = wallClockAt(instant.getTime(), timeZone);
  return w.hour * 60 + w.minute;
}
