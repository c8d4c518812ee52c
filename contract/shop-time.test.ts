import { describe, expect, it } from 'vitest';
import {
  addCalendarMonths,
  addDays,
  dayRange,
  instantToLocal,
  isLocalDate,
  isLocalDateTime,
  isTimeZone,
  localNow,
  localToInstant,
  minuteOfDay,
  todayIn,
  weekdayOf,
} from './shop-time';

const ROME = 'Europe/Rome';
const SHANGHAI = 'Asia/Shanghai';
const HOUR = 3_600_000;

describe('localToInstant / instantToLocal', () => {
  it('agrees with Intl at every 7th minute around each 2026 change of zones with odd offsets and rules', () => {
    // The offsets kept per quarter hour (shop-time.ts) must give what Intl gives, also in the quarter of a change.
    const zones = ['Europe/Rome', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'America/St_Johns'];
    const changes = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'];
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('sv-SE', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (const day of changes) {
        const start = Date.parse(`${day}T00:00:00Z`) - 12 * HOUR;
        for (let ms = start; ms < start + 48 * HOUR; ms += 7 * 60_000) {
          expect(instantToLocal(new Date(ms), timeZone), `${timeZone} ${new Date(ms).toISOString()}`).toBe(
            intl.format(new Date(ms)),
          );
        }
      }
    }
  });

  it('uses +01:00 in a Rome winter and +02:00 in a Rome summer', () => {
    expect(localToInstant('2026-11-23 09:00', ROME).toISOString()).toBe('2026-11-23T08:00:00.000Z');
    expect(localToInstant('2027-07-01 09:00', ROME).toISOString()).toBe('2027-07-01T07:00:00.000Z');
  });

  it('crosses the March change in Rome (2027-03-28, 02:00 CET becomes 03:00 CEST)', () => {
    expect(localToInstant('2027-03-28 01:59', ROME).toISOString()).toBe('2027-03-28T00:59:00.000Z');
    expect(localToInstant('2027-03-28 03:00', ROME).toISOString()).toBe('2027-03-28T01:00:00.000Z');
    // 01:59 and 03:00 are one real minute apart.
    expect(
      localToInstant('2027-03-28 03:00', ROME).getTime() - localToInstant('2027-03-28 01:59', ROME).getTime(),
    ).toBe(60_000);
  });

  it('moves a time inside the March gap forward by the gap (02:30 is 03:30 CEST)', () => {
    const instant = localToInstant('2027-03-28 02:30', ROME);
    expect(instant.toISOString()).toBe('2027-03-28T01:30:00.000Z');
    expect(instantToLocal(instant, ROME)).toBe('2027-03-28 03:30');
  });

  it('takes the earlier of a time that happens twice at the October change (2027-10-31 02:30)', () => {
    expect(localToInstant('2027-10-31 02:30', ROME).toISOString()).toBe('2027-10-31T00:30:00.000Z');
    // Both real instants read 02:30 on the wall.
    expect(instantToLocal(new Date('2027-10-31T00:30:00Z'), ROME)).toBe('2027-10-31 02:30');
    expect(instantToLocal(new Date('2027-10-31T01:30:00Z'), ROME)).toBe('2027-10-31 02:30');
    expect(localToInstant('2027-10-31 03:00', ROME).toISOString()).toBe('2027-10-31T02:00:00.000Z');
    expect(localToInstant('2027-10-31 01:59', ROME).toISOString()).toBe('2027-10-30T23:59:00.000Z');
  });

  it('round-trips every local quarter hour of both change days that exists once', () => {
    for (const date of ['2027-03-28', '2027-10-31']) {
      for (let m = 0; m < 1440; m += 15) {
        const local = `${date} ${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
        const isGap = date === '2027-03-28' && m >= 120 && m < 180;
        if (!isGap) expect(instantToLocal(localToInstant(local, ROME), ROME)).toBe(local);
      }
    }
  });

  it('uses +08:00 all year in Shanghai', () => {
    expect(localToInstant('2027-03-28 02:30', SHANGHAI).toISOString()).toBe('2027-03-27T18:30:00.000Z');
    expect(localToInstant('2027-07-01 09:00', SHANGHAI).toISOString()).toBe('2027-07-01T01:00:00.000Z');
    expect(instantToLocal(new Date('2026-11-23T17:00:00Z'), SHANGHAI)).toBe('2026-11-24 01:00');
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(instantToLocal(new Date('2026-11-22T23:00:00Z'), ROME)).toBe('2026-11-23 00:00');
  });

  it('refuses what is not a real local date-time', () => {
    expect(() => localToInstant('2027-02-30 10:00', ROME)).toThrow();
    expect(() => localToInstant('2027-02-01T10:00', ROME)).toThrow();
  });
});

describe('dayRange', () => {
  it('is 23 hours on the March change, 25 on the October change and 24 otherwise in Rome', () => {
    const length = (date: string, zone: string) => {
      const { start, end } = dayRange(date, zone);
      return (end.getTime() - start.getTime()) / HOUR;
    };
    expect(length('2027-03-28', ROME)).toBe(23);
    expect(length('2027-10-31', ROME)).toBe(25);
    expect(length('2027-03-27', ROME)).toBe(24);
    expect(length('2027-03-28', SHANGHAI)).toBe(24);
    expect(dayRange('2027-03-28', ROME).start.toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(dayRange('2027-03-28', ROME).end.toISOString()).toBe('2027-03-28T22:00:00.000Z');
  });
});

describe('minuteOfDay', () => {
  it('reads the wall clock inside the day and clips to 0 and 1440 outside it', () => {
    expect(minuteOfDay(new Date('2027-03-28T01:00:00Z'), '2027-03-28', ROME)).toBe(180);
    expect(minuteOfDay(new Date('2027-03-28T00:59:00Z'), '2027-03-28', ROME)).toBe(119);
    expect(minuteOfDay(new Date('2027-03-27T22:00:00Z'), '2027-03-28', ROME)).toBe(0);
    expect(minuteOfDay(new Date('2027-03-28T22:00:00Z'), '2027-03-28', ROME)).toBe(1440);
    expect(minuteOfDay(new Date('2026-11-23T01:30:00Z'), '2026-11-23', SHANGHAI)).toBe(570);
  });
});

describe('today and now in a zone', () => {
  it('answers the local date and time, which may be another day than UTC', () => {
    const at = new Date('2026-11-23T23:30:00Z');
    expect(todayIn(ROME, at)).toBe('2026-11-24');
    expect(localNow(ROME, at)).toEqual({ date: '2026-11-24', time: '00:30' });
    expect(localNow(SHANGHAI, at)).toEqual({ date: '2026-11-24', time: '07:30' });
    expect(todayIn('UTC', at)).toBe('2026-11-23');
  });
});

describe('weekdayOf / addDays', () => {
  it('numbers Monday 1 to Sunday 7', () => {
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(weekdayOf('2027-03-28')).toBe(7);
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });
});

describe('validity checks', () => {
  it('knows real dates, date-times and zones', () => {
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2027-02-29')).toBe(false);
    expect(isLocalDateTime('2027-03-28 23:59')).toBe(true);
    expect(isLocalDateTime('2027-03-28 24:00')).toBe(false);
    expect(isTimeZone(ROME)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('addCalendarMonths', () => {
  it('keeps the local time of day across a daylight-saving change', () => {
    // 10:30 in Rome in winter (+01:00) is still 10:30 a month later in summer (+02:00).
    const moved = addCalendarMonths(new Date('2027-03-15T09:30:12.345Z'), 1, ROME);
    expect(moved.toISOString()).toBe('2027-04-15T08:30:12.345Z');
  });

  it("moves the 31st to the month's last day, in a leap year too", () => {
    expect(instantToLocal(addCalendarMonths(localToInstant('2027-01-31 12:00', ROME), 1, ROME), ROME)).toBe(
      '2027-02-28 12:00',
    );
    expect(instantToLocal(addCalendarMonths(localToInstant('2028-01-31 12:00', ROME), 1, ROME), ROME)).toBe(
      '2028-02-29 12:00',
    );
  });

  it("counts on the shop's calendar, not UTC's, and across a year", () => {
    // 31 October 01:00 in Shanghai is still 30 October in UTC.
    const start = localToInstant('2026-10-31 01:00', SHANGHAI);
    expect(instantToLocal(addCalendarMonths(start, 1, SHANGHAI), SHANGHAI)).toBe('2026-11-30 01:00');
    expect(instantToLocal(addCalendarMonths(start, 3, SHANGHAI), SHANGHAI)).toBe('2027-01-31 01:00');
    expect(instantToLocal(addCalendarMonths(start, 12, SHANGHAI), SHANGHAI)).toBe('2027-10-31 01:00');
  });
});
