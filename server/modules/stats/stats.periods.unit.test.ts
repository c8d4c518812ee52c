import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import {
  addMonths,
  dayRangePeriod,
  daysBetween,
  fillSeries,
  keysOf,
  monthPeriod,
  monthRangePeriod,
  yearPeriod,
} from './stats.periods';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? `${err.key}:${err.field}` : String(err);
  }
  return 'accepted';
};

describe('report periods', () => {
  it('knows the length of months, leap years included', () => {
    expect(monthPeriod('2028-02')).toEqual({ startDay: '2028-02-01', endDay: '2028-02-29' });
    expect(monthPeriod('2026-02')).toEqual({ startDay: '2026-02-01', endDay: '2026-02-28' });
    expect(monthPeriod('2026-12')).toEqual({ startDay: '2026-12-01', endDay: '2026-12-31' });
    expect(yearPeriod(2026)).toEqual({ startDay: '2026-01-01', endDay: '2026-12-31' });
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('takes day ranges of 1 to 366 days and month ranges of 1 to 24 months', () => {
    expect(daysBetween('2026-11-23', '2026-11-23')).toBe(1);
    expect(refusal(() => dayRangePeriod('2026-11-23', '2026-11-22'))).toBe('CHECK_INPUT:endDay');
    expect(refusal(() => dayRangePeriod('2027-01-01', '2028-01-01'))).toBe('accepted');
    expect(refusal(() => dayRangePeriod('2027-01-01', '2028-01-02'))).toBe('CHECK_INPUT:endDay');
    expect(refusal(() => monthRangePeriod('2025-01', '2026-12'))).toBe('accepted');
    expect(refusal(() => monthRangePeriod('2024-12', '2026-12'))).toBe('CHECK_INPUT:endMonth');
    expect(refusal(() => monthRangePeriod('2026-12', '2026-11'))).toBe('CHECK_INPUT:endMonth');
    expect(monthRangePeriod('2025-12', '2026-02')).toEqual({ startDay: '2025-12-01', endDay: '2026-02-28' });
  });

  it('lists every key of a period by unit, across month and year ends', () => {
    expect(keysOf({ startDay: '2026-11-23', endDay: '2026-11-23' }, 'hour')).toHaveLength(24);
    expect(keysOf({ startDay: '2026-12-30', endDay: '2027-01-02' }, 'day')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(keysOf({ startDay: '2026-11-15', endDay: '2027-02-01' }, 'month')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
    expect(keysOf({ startDay: '2024-01-01', endDay: '2026-12-31' }, 'year')).toEqual(['2024', '2025', '2026']);
  });

  it('fills the points a query did not answer with zeros, in key order', () => {
    const rows = [{ key: 'b', income: 5, bills: 1 }];
    expect(fillSeries(['a', 'b', 'c'], rows, { income: 0, bills: 0 })).toEqual([
      { key: 'a', income: 0, bills: 0 },
      { key: 'b', income: 5, bills: 1 },
      { key: 'c', income: 0, bills: 0 },
    ]);
  });
});
