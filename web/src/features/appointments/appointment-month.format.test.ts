import { describe, expect, it } from 'vitest';
import {
  countsByDay,
  dayBoardPath,
  daysOfMonth,
  isMonth,
  longDay,
  monthTitle,
  monthWeeks,
  shiftMonth,
  weekdayNames,
} from './appointment-month.format';

describe('month arithmetic', () => {
  it('recognises YYYY-MM months only', () => {
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(isMonth(null)).toBe(false);
  });

  it('moves across years both ways', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', -15)).toBe('2024-12');
  });

  it('lists the days of a month, leap years included', () => {
    expect(daysOfMonth('2026-11')).toHaveLength(30);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28');
  });

  it('lays a month out in Monday-first weeks with empty cells around it', () => {
    // 1 November 2026 is a Sunday, 30 November a Monday.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[1][0]).toBe('2026-11-02');
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks('2027-02')).toHaveLength(4);
  });

  it('builds the day board path of a day', () => {
    expect(dayBoardPath('2026-11-24')).toBe('/frame/appointNew/2026-11-24');
  });
});

describe('counts and names', () => {
  it('indexes the counts by day and sums them', () => {
    const { byDay, total } = countsByDay([
      { appointDay: '2026-11-24', count: 3 },
      { appointDay: '2026-11-26', count: 2 },
    ]);
    expect(byDay.get('2026-11-24')).toBe(3);
    expect(byDay.get('2026-11-25')).toBeUndefined();
    expect(total).toBe(5);
  });

  it('names months, days and weekdays in the reader’s language without a zone shift', () => {
    expect(monthTitle('2026-11', 'en')).toBe('November 2026');
    expect(monthTitle('2026-11', 'it-IT')).toBe('novembre 2026');
    expect(longDay('2026-11-24', 'en')).toBe('Tuesday, November 24, 2026');
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('fr', 'narrow')).toHaveLength(7);
  });
});
