/**
 * Times of day (SPEC §3 work time, §9 slots). The wire carries 'HH:mm'; the database keeps minutes of the day.
 */
export const DEFAULT_OPEN = 8 * 60;
export const DEFAULT_CLOSE = 20 * 60;
/** SPEC §9: the slot list never goes past minute 1400 of the day (23:20). */
export const SLOT_CAP_MINUTE = 1400;
export const SLOT_STEP = 15;

const HHMM = /^([01][0-9]|2[0-3]):([0-5][0-9])$/;

export const isHhmm = (value: string) => HHMM.test(value) || value === '24:00';

/** 'HH:mm' to minutes of the day; '24:00' is 1440 (a period may end at midnight). */
export function toMinutes(value: string): number {
  if (value === '24:00') return 1440;
  const match = HHMM.exec(value);
  if (!match) throw new Error(`not a time of day: ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function toHhmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/**
 * The board's and the finance table's rows (SPEC §9): 15-minute steps from the opening time up to the closing time
 * plus 60 minutes, both ends included, never past minute 1400. With no hours set, 08:00–20:00.
 */
export function timeSlots(open: number = DEFAULT_OPEN, close: number = DEFAULT_CLOSE): string[] {
  const last = Math.min(close + 60, SLOT_CAP_MINUTE);
  const slots: string[] = [];
  for (let t = open; t <= last; t += SLOT_STEP) slots.push(toHhmm(t));
  return slots;
}

/** The parts of a day (minutes 0 to 1440) that none of the periods cover, in any order, overlapping or not. */
export function complementOf(periods: readonly (readonly [number, number])[]): [number, number][] {
  const rest: [number, number][] = [];
  let cursor = 0;
  for (const [start, end] of [...periods].sort((a, b) => a[0] - b[0])) {
    if (start > cursor) rest.push([cursor, start]);
    cursor = Math.max(cursor, end);
  }
  if (cursor < 1440) rest.push([cursor, 1440]);
  return rest;
}

/**
 * The free parts of a day, in minutes, given its unavailable periods ('HH:mm', '24:00' an end of day): what a
 * technician's day leaves bookable (accountWork/queryAccountNotWorkTime, the board's rows).
 */
export function freePeriodsOf(unavailable: readonly { start: string; end: string }[]): [number, number][] {
  return complementOf(unavailable.map((p) => [toMinutes(p.start), toMinutes(p.end)] as const));
}
