import { describe, expect, it } from 'vitest';
import { advanceSendAt, appointmentStart, planReminders } from './appointment-reminders.times';

const ROME = 'Europe/Rome';
/** Europe/Rome in 2026: clocks go forward on Sunday 29 March (02:00 → 03:00), back on Sunday 25 October (03:00 → 02:00). */
const SPRING = '2026-03-29';
const AUTUMN = '2026-10-25';
const min = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const iso = (d: Date) => d.toISOString();

describe('appointmentStart', () => {
  it('reads the shop wall clock with the offset of the day: CET in winter, CEST in summer', () => {
    expect(iso(appointmentStart('2026-11-24', min('10:00'), ROME))).toBe('2026-11-24T09:00:00.000Z');
    expect(iso(appointmentStart('2026-07-14', min('10:00'), ROME))).toBe('2026-07-14T08:00:00.000Z');
    expect(iso(appointmentStart('2026-11-24', min('10:00'), 'Asia/Shanghai'))).toBe('2026-11-24T02:00:00.000Z');
  });

  it('on the spring-forward day: before the gap is CET, after it CEST, and 02:30 (skipped) is the instant of 03:30', () => {
    expect(iso(appointmentStart(SPRING, min('01:30'), ROME))).toBe('2026-03-29T00:30:00.000Z');
    expect(iso(appointmentStart(SPRING, min('02:30'), ROME))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(appointmentStart(SPRING, min('03:30'), ROME))).toBe('2026-03-29T01:30:00.000Z');
    expect(iso(appointmentStart(SPRING, min('10:00'), ROME))).toBe('2026-03-29T08:00:00.000Z');
  });

  it('on the fall-back day: 02:30 (twice) is the first one, in CEST; 03:00 on is CET', () => {
    expect(iso(appointmentStart(AUTUMN, min('02:30'), ROME))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(appointmentStart(AUTUMN, min('03:00'), ROME))).toBe('2026-10-25T02:00:00.000Z');
    expect(iso(appointmentStart(AUTUMN, min('10:00'), ROME))).toBe('2026-10-25T09:00:00.000Z');
  });
});

describe('advanceSendAt', () => {
  it('on an ordinary day is the start minus the lead', () => {
    expect(iso(advanceSendAt('2026-11-24', min('10:00'), 60, ROME))).toBe('2026-11-24T08:00:00.000Z');
    expect(iso(advanceSendAt('2026-11-24', min('10:00'), 1440, ROME))).toBe('2026-11-23T09:00:00.000Z');
  });

  it('spring forward: a lead of hours is elapsed time, even across the gap', () => {
    // 10:00 CEST is 08:00Z; an hour before is 09:00 CEST.
    expect(iso(advanceSendAt(SPRING, min('10:00'), 60, ROME))).toBe('2026-03-29T07:00:00.000Z');
    // 03:15 CEST is 01:15Z; two hours before is 23:15Z, 00:15 CET: wall-clock subtraction would land in the gap.
    expect(iso(advanceSendAt(SPRING, min('03:15'), 120, ROME))).toBe('2026-03-28T23:15:00.000Z');
    // The appointment at 02:30 (read as 03:30 CEST, 01:30Z): an hour before is 00:30Z, 01:30 CET.
    expect(iso(advanceSendAt(SPRING, min('02:30'), 60, ROME))).toBe('2026-03-29T00:30:00.000Z');
  });

  it('spring forward: a lead of whole days keeps the time of day (23 real hours before on the short day)', () => {
    // Sunday 10:00 CEST (08:00Z) → Saturday 10:00 CET (09:00Z).
    expect(iso(advanceSendAt(SPRING, min('10:00'), 1440, ROME))).toBe('2026-03-28T09:00:00.000Z');
    // Monday after the change, 10:00 CEST → Sunday 10:00 CEST; two days → Saturday 10:00 CET.
    expect(iso(advanceSendAt('2026-03-30', min('10:00'), 1440, ROME))).toBe('2026-03-29T08:00:00.000Z');
    expect(iso(advanceSendAt('2026-03-30', min('10:00'), 2880, ROME))).toBe('2026-03-28T09:00:00.000Z');
    // A day and an hour before Monday 02:30: Sunday 02:30 is skipped (read as 01:30Z), then an hour earlier.
    expect(iso(advanceSendAt('2026-03-30', min('02:30'), 1500, ROME))).toBe('2026-03-29T00:30:00.000Z');
  });

  it('fall back: a lead of hours is elapsed time across the repeated hour', () => {
    // 03:00 CET is 02:00Z; three hours before is 23:00Z, 01:00 CEST (not 00:00, what wall-clock subtraction gives).
    expect(iso(advanceSendAt(AUTUMN, min('03:00'), 180, ROME))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(advanceSendAt(AUTUMN, min('10:00'), 60, ROME))).toBe('2026-10-25T08:00:00.000Z');
    expect(iso(advanceSendAt(AUTUMN, min('02:30'), 60, ROME))).toBe('2026-10-24T23:30:00.000Z');
  });

  it('fall back: a lead of whole days keeps the time of day (25 real hours before on the long day)', () => {
    // Sunday 10:00 CET (09:00Z) → Saturday 10:00 CEST (08:00Z).
    expect(iso(advanceSendAt(AUTUMN, min('10:00'), 1440, ROME))).toBe('2026-10-24T08:00:00.000Z');
    // A week before Monday 26 October 09:00 CET: Monday 19 October 09:00 CEST.
    expect(iso(advanceSendAt('2026-10-26', min('09:00'), 7 * 1440, ROME))).toBe('2026-10-19T07:00:00.000Z');
  });
});

describe('planReminders', () => {
  const base = { day: '2026-11-24', startMin: min('10:00'), timeZone: ROME, immediate: true };

  it('plans the immediate message now and each advance reminder, earliest first', () => {
    const now = new Date('2026-11-20T09:00:00.000Z');
    const plans = planReminders({ ...base, now, leadMinutes: [60, 2880, 1440] });
    expect(plans.map((p) => [p.kind, p.leadMinutes, iso(p.sendAt)])).toEqual([
      ['immediate', 0, '2026-11-20T09:00:00.000Z'],
      ['advance', 2880, '2026-11-22T09:00:00.000Z'],
      ['advance', 1440, '2026-11-23T09:00:00.000Z'],
      ['advance', 60, '2026-11-24T08:00:00.000Z'],
    ]);
  });

  it('skips lead times already past, and the immediate one when not asked', () => {
    const now = new Date('2026-11-23T12:00:00.000Z');
    const plans = planReminders({ ...base, immediate: false, now, leadMinutes: [2880, 1440, 120] });
    expect(plans.map((p) => p.leadMinutes)).toEqual([120]);
    // Exactly at its time counts as past: the worker would send it late.
    const atTime = planReminders({ ...base, now: new Date('2026-11-24T07:00:00.000Z'), leadMinutes: [120] });
    expect(atTime.map((p) => p.kind)).toEqual(['immediate']);
  });

  it('plans nothing for an appointment that has begun (a supplemented past one)', () => {
    const now = new Date('2026-11-24T09:00:00.000Z');
    expect(planReminders({ ...base, now, leadMinutes: [60] })).toEqual([]);
  });

  it('plans the reminders of an appointment on the spring-forward day in real time', () => {
    const now = new Date('2026-03-27T12:00:00.000Z');
    const plans = planReminders({
      day: SPRING,
      startMin: min('02:30'),
      timeZone: ROME,
      now,
      immediate: false,
      leadMinutes: [1440, 60],
    });
    expect(plans.map((p) => [p.leadMinutes, iso(p.sendAt)])).toEqual([
      [1440, '2026-03-28T01:30:00.000Z'],
      [60, '2026-03-29T00:30:00.000Z'],
    ]);
  });
});
