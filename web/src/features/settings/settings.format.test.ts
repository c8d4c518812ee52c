import { describe, expect, it } from 'vitest';
import {
  dateToDayjs,
  dayjsToDate,
  dayjsToTime,
  formatLocalDateTime,
  leadText,
  periodsText,
  timeToDayjs,
  weekdayName,
} from './settings.format';

describe('settings.format', () => {
  it('round-trips times of day and dates through the pickers’ values', () => {
    expect(dayjsToTime(timeToDayjs('08:15'))).toBe('08:15');
    expect(dayjsToTime(timeToDayjs('23:45'))).toBe('23:45');
    expect(timeToDayjs('')).toBeNull();
    expect(dayjsToTime(null)).toBe('');
    expect(dayjsToDate(dateToDayjs('2026-03-29 02:30'))).toBe('2026-03-29');
  });

  it('names weekdays 1 Monday … 7 Sunday in the reader’s language', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'en')).toBe('Sunday');
    expect(weekdayName(1, 'it-IT')).toBe('lunedì');
    expect(weekdayName(7, 'fr')).toBe('dimanche');
  });

  it('shows a shop-local date-time as typed, whatever the browser’s zone', () => {
    expect(formatLocalDateTime('2026-12-25 00:00', 'en')).toBe('Dec 25, 2026, 12:00 AM');
    expect(formatLocalDateTime('2026-03-29 02:30', 'it-IT')).toContain('02:30');
    expect(formatLocalDateTime('not a date', 'en')).toBe('not a date');
  });

  it('joins the periods of a day and leaves out empty ones', () => {
    const day = { morningStart: '09:00', morningEnd: '13:00', afternoonStart: '', afternoonEnd: '' };
    expect(periodsText(day)).toBe('09:00–13:00');
    expect(periodsText({ ...day, afternoonStart: '14:00', afternoonEnd: '19:30' })).toBe('09:00–13:00, 14:00–19:30');
    expect(periodsText({ ...day, morningStart: '', morningEnd: '' })).toBe('');
  });

  it('words a reminder’s lead time in the largest whole unit', () => {
    expect(leadText(45, 'en')).toBe('45 minutes');
    expect(leadText(120, 'en')).toBe('2 hours');
    expect(leadText(1440, 'en')).toBe('1 day');
    expect(leadText(90, 'en')).toBe('90 minutes');
  });
});
