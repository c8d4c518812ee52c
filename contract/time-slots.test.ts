import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLOSE,
  DEFAULT_OPEN,
  freePeriodsOf,
  SLOT_CAP_MINUTE,
  SLOT_STEP,
  timeSlots,
  toHhmm,
  toMinutes,
} from './time-slots';

describe('timeSlots (SPEC §9)', () => {
  it('runs 08:00 to 21:00 with the default hours 08:00–20:00', () => {
    const slots = timeSlots();
    expect(slots[0]).toBe('08:00');
    expect(slots.at(-1)).toBe('21:00');
    expect(slots).toHaveLength((21 - 8) * 4 + 1);
    expect(timeSlots(DEFAULT_OPEN, DEFAULT_CLOSE)).toEqual(slots);
  });

  it('steps by 15 minutes', () => {
    const minutes = timeSlots(toMinutes('09:00'), toMinutes('18:00')).map(toMinutes);
    for (let i = 1; i < minutes.length; i++) expect(minutes[i] - minutes[i - 1]).toBe(SLOT_STEP);
  });

  it('includes closing plus 60 while it is under the cap', () => {
    expect(timeSlots(toMinutes('09:00'), toMinutes('18:00')).at(-1)).toBe('19:00');
    // 22:20 + 60 = 23:20 is minute 1400 itself: included when the steps land on it.
    expect(timeSlots(toMinutes('08:05'), toMinutes('22:20')).at(-1)).toBe('23:20');
  });

  it('stops at minute 1400 (23:20): open 20:00 close 23:00 ends at 23:15, open 20:05 at 23:20', () => {
    expect(timeSlots(toMinutes('20:00'), toMinutes('23:00')).at(-1)).toBe('23:15');
    expect(timeSlots(toMinutes('20:05'), toMinutes('23:00')).at(-1)).toBe('23:20');
    expect(timeSlots(toMinutes('20:10'), toMinutes('23:00')).at(-1)).toBe('23:10');
    expect(timeSlots(toMinutes('00:00'), 1440).at(-1)).toBe('23:15');
  });

  it('never passes minute 1400, whatever the hours', () => {
    const faults: string[] = [];
    for (let open = 0; open < 1440; open += 5) {
      for (let close = open + 5; close <= 1440; close += 25) {
        const slots = timeSlots(open, close);
        if (slots.some((slot) => toMinutes(slot) > SLOT_CAP_MINUTE)) faults.push(`${open}-${close} passes 1400`);
        if (slots.length > 0 && slots[0] !== toHhmm(open)) faults.push(`${open}-${close} does not start at open`);
        if (slots.length === 0 && open <= SLOT_CAP_MINUTE) faults.push(`${open}-${close} has no rows`);
      }
    }
    expect(faults).toEqual([]);
  });

  it('answers no rows when the opening is itself past the cap', () => {
    expect(timeSlots(toMinutes('23:30'), toMinutes('23:45'))).toEqual([]);
  });
});

describe('toMinutes / toHhmm', () => {
  it('converts both ways, with 24:00 as 1440', () => {
    expect(toMinutes('00:00')).toBe(0);
    expect(toMinutes('23:59')).toBe(1439);
    expect(toMinutes('24:00')).toBe(1440);
    expect(toHhmm(1440)).toBe('24:00');
    expect(toHhmm(485)).toBe('08:05');
    expect(() => toMinutes('24:01')).toThrow();
    expect(() => toMinutes('8:00')).toThrow();
  });
});

describe('freePeriodsOf', () => {
  const p = (start: string, end: string) => ({ start, end });
  it('answers the whole day when nothing is unavailable, and nothing when all of it is', () => {
    expect(freePeriodsOf([])).toEqual([[0, 1440]]);
    expect(freePeriodsOf([p('00:00', '24:00')])).toEqual([]);
  });

  it('leaves the gaps between periods in any order, overlapping or touching', () => {
    const hours = [
      p('19:00', '24:00'),
      p('00:00', '09:00'),
      p('12:00', '13:00'),
      p('12:30', '14:00'),
      p('14:00', '15:00'),
    ];
    expect(freePeriodsOf(hours)).toEqual([
      [540, 720],
      [900, 1140],
    ]);
  });

  it('keeps a free end of the day and a free start', () => {
    expect(freePeriodsOf([p('10:00', '11:00')])).toEqual([
      [0, 600],
      [660, 1440],
    ]);
  });
});
