import { describe, expect, it } from 'vitest';
import type { TAppointment, TTechnicianColumn } from './api';
import { dayTitle, weekOf, weekTitle } from './board.dates';
import {
  boardRange,
  durationAt,
  isPastSlot,
  isUnavailable,
  layoutColumns,
  minuteAt,
  nowLineTop,
  rowStarts,
} from './board.layout';

const ROW = 24;
const slots = ['09:00', '09:15', '09:30', '19:30', '20:00'];
const column = (id: number, periods: TTechnicianColumn['periods'] = []): TTechnicianColumn => ({
  shopAccountId: id,
  name: `Tech ${id}`,
  isBookable: true,
  periods,
});
const appointment = (over: Partial<TAppointment>): TAppointment =>
  ({
    id: 1,
    shopAccountId: 1,
    lane: 0,
    startTime: '10:00',
    duration: 60,
    projects: [],
    ...over,
  }) as TAppointment;

describe('the board range (SPEC §9 slots)', () => {
  it('runs from the first slot to one step past the last', () => {
    expect(boardRange(slots, [])).toEqual({ startMin: 540, endMin: 1215 });
  });

  it('stretches to take in an appointment booked before or after the slots', () => {
    expect(boardRange(slots, [appointment({ startTime: '07:10', duration: 30 })]).startMin).toBe(420);
    expect(boardRange(slots, [appointment({ startTime: '21:00', duration: 90 })]).endMin).toBe(1350);
    expect(boardRange(slots, [appointment({ startTime: '23:30', duration: 120 })]).endMin).toBe(1440);
  });

  it('has one row per 15 minutes', () => {
    const rows = rowStarts({ startMin: 540, endMin: 600 });
    expect(rows).toEqual([540, 555, 570, 585]);
  });
});

describe('pointer positions on the grid', () => {
  const range = { startMin: 540, endMin: 1215 };

  it('snaps an offset to the row under it, inside the range', () => {
    expect(minuteAt(0, range, ROW)).toBe(540);
    expect(minuteAt(ROW - 1, range, ROW)).toBe(540);
    expect(minuteAt(ROW, range, ROW)).toBe(555);
    expect(minuteAt(-50, range, ROW)).toBe(540);
    expect(minuteAt(100_000, range, ROW)).toBe(1200);
  });

  it('makes a dragged edge a duration of whole steps of 15, at least 15, within the day (SPEC §9)', () => {
    expect(durationAt(600, 660)).toBe(60);
    expect(durationAt(600, 667)).toBe(60);
    expect(durationAt(600, 668)).toBe(75);
    expect(durationAt(600, 600)).toBe(15);
    expect(durationAt(600, 500)).toBe(15);
    expect(durationAt(1410, 1500)).toBe(30);
  });
});

describe('columns and lanes', () => {
  const range = { startMin: 540, endMin: 1215 };

  it('places each appointment in its technician column at its time and length', () => {
    const [first, second] = layoutColumns(
      [column(1), column(2)],
      [appointment({ id: 7, shopAccountId: 2, startTime: '10:00', duration: 45 })],
      range,
      ROW,
    );
    expect(first.blocks).toEqual([]);
    expect(second.blocks).toEqual([expect.objectContaining({ top: 4 * ROW, height: 3 * ROW, lane: 0 })]);
    expect(second.lanes).toBe(1);
  });

  it('splits a column into as many lanes as its deliberate overlaps use', () => {
    const [only] = layoutColumns(
      [column(1)],
      [appointment({ id: 1, lane: 0 }), appointment({ id: 2, lane: 1, startTime: '10:30' })],
      range,
      ROW,
    );
    expect(only.lanes).toBe(2);
    expect(only.blocks.map((b) => b.lane)).toEqual([0, 1]);
  });

  it('shades unavailable periods clipped to the board and tells them apart', () => {
    const tech = column(1, [
      { start: '00:00', end: '09:00', reason: 'offHours' },
      { start: '13:00', end: '14:00', reason: 'offHours' },
      { start: '15:00', end: '24:00', reason: 'leave' },
    ]);
    const [only] = layoutColumns([tech], [], range, ROW);
    expect(only.shades).toEqual([
      { top: 16 * ROW, height: 4 * ROW, reason: 'offHours' },
      { top: 24 * ROW, height: 21 * ROW, reason: 'leave' },
    ]);
    expect(isUnavailable(tech, 13 * 60 + 45)).toBe(true);
    expect(isUnavailable(tech, 14 * 60)).toBe(false);
  });
});

describe('now in the shop', () => {
  const range = { startMin: 540, endMin: 1215 };
  // 2026-11-24 09:30 UTC is 10:30 in Rome (CET, UTC+1).
  const now = new Date('2026-11-24T09:30:00Z');

  it('draws the current-time line only on today in the shop', () => {
    expect(nowLineTop('2026-11-24', 'Europe/Rome', now, range, ROW)).toBe(6 * ROW);
    expect(nowLineTop('2026-11-25', 'Europe/Rome', now, range, ROW)).toBeNull();
    expect(nowLineTop('2026-11-24', 'Asia/Shanghai', now, range, ROW)).toBe(34 * ROW); // 17:30 there
  });

  it('tells a past slot by the shop-local clock, minutes included', () => {
    expect(isPastSlot('2026-11-24', '10:15', 'Europe/Rome', now)).toBe(true);
    expect(isPastSlot('2026-11-24', '10:30', 'Europe/Rome', now)).toBe(false);
    expect(isPastSlot('2026-11-23', '23:45', 'Europe/Rome', now)).toBe(true);
    // In Shanghai it is already 17:30.
    expect(isPastSlot('2026-11-24', '17:15', 'Asia/Shanghai', now)).toBe(true);
  });

  it('counts on the shop clock across the daylight-saving change of Europe/Rome', () => {
    // 2026-03-29 01:30 UTC is 03:30 CEST: 02:00–03:00 does not exist that day.
    const spring = new Date('2026-03-29T01:30:00Z');
    expect(isPastSlot('2026-03-29', '03:15', 'Europe/Rome', spring)).toBe(true);
    expect(isPastSlot('2026-03-29', '03:30', 'Europe/Rome', spring)).toBe(false);
  });
});

describe('dates of the board', () => {
  it('gives the week of a day, Monday first', () => {
    expect(weekOf('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekOf('2026-11-29')[0]).toBe('2026-11-23');
    expect(weekOf('2026-03-30')[6]).toBe('2026-04-05');
  });

  it('titles days and weeks in the reader language, whatever the browser zone', () => {
    expect(dayTitle('2026-11-24', 'en', false)).toBe('Tue, Nov 24, 2026');
    expect(dayTitle('2026-11-24', 'it-IT', true)).toBe('mar 24/11');
    // ICU puts thin or plain spaces around the dash, depending on its version.
    expect(weekTitle(weekOf('2026-11-24'), 'en')).toMatch(/^Nov 23\s–\s29, 2026$/);
  });
});
