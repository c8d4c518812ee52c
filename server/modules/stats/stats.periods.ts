import { addDays } from '../../../contract/shop-time';
import { MAX_RANGE_DAYS, MAX_RANGE_MONTHS } from '../../../contract/stats';
import { AppError } from '../../http/app-error';
import type { TPeriod, TUnit } from './stats.repo';

/** Periods and series keys of the reports (ADR 025): pure, so they are unit-tested on their own. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The days between two dates, both included (1 for one day). */
export function daysBetween(startDay: string, endDay: string): number {
  return Math.round((Date.parse(`${endDay}T00:00:00Z`) - Date.parse(`${startDay}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last day of a month 'YYYY-MM'. */
function lastDayOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

/** A month 'YYYY-MM' moved by `months`. */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export const dayPeriod = (day: string): TPeriod => ({ startDay: day, endDay: day });
export const monthPeriod = (month: string): TPeriod => ({ startDay: `${month}-01`, endDay: lastDayOf(month) });
export const yearPeriod = (year: number): TPeriod => ({
  startDay: `${pad(year, 4)}-01-01`,
  endDay: `${pad(year, 4)}-12-31`,
});

/** A day range: its end not before its start (on `endDay`), at most MAX_RANGE_DAYS days. */
export function dayRangePeriod(startDay: string, endDay: string): TPeriod {
  const days = daysBetween(startDay, endDay);
  if (days < 1 || days > MAX_RANGE_DAYS) throw new AppError('CHECK_INPUT', { field: 'endDay' });
  return { startDay, endDay };
}

/** A month range: its end not before its start (on `endMonth`), at most MAX_RANGE_MONTHS months. */
export function monthRangePeriod(startMonth: string, endMonth: string): TPeriod {
  const months = monthsBetween(startMonth, endMonth);
  if (months < 1 || months > MAX_RANGE_MONTHS) throw new AppError('CHECK_INPUT', { field: 'endMonth' });
  return { startDay: `${startMonth}-01`, endDay: lastDayOf(endMonth) };
}

function monthsBetween(startMonth: string, endMonth: string): number {
  const index = (month: string) => {
    const [y, m] = month.split('-').map(Number);
    return y * 12 + m;
  };
  return index(endMonth) - index(startMonth) + 1;
}

/** Every key of a period by unit, in order: the points a series holds, zero or not. */
export function keysOf(period: TPeriod, unit: TUnit): string[] {
  switch (unit) {
    case 'hour':
      return Array.from({ length: 24 }, (_, h) => pad(h));
    case 'day': {
      const keys: string[] = [];
      for (let day = period.startDay; day <= period.endDay; day = addDays(day, 1)) keys.push(day);
      return keys;
    }
    case 'month': {
      const keys: string[] = [];
      const end = period.endDay.slice(0, 7);
      for (let month = period.startDay.slice(0, 7); month <= end; month = addMonths(month, 1)) keys.push(month);
      return keys;
    }
    case 'year': {
      const keys: string[] = [];
      for (let year = Number(period.startDay.slice(0, 4)); year <= Number(period.endDay.slice(0, 4)); year++) {
        keys.push(pad(year, 4));
      }
      return keys;
    }
  }
}

/** A series with a point for every key, from rows keyed by `key`; `zero` is a point's empty figures. */
export function fillSeries<R extends { key: string }>(keys: string[], rows: R[], zero: Omit<R, 'key'>): R[] {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  return keys.map((key) => byKey.get(key) ?? ({ key, ...zero } as R));
}
