import { localNow } from '../../../../contract/shop-time';
import { SLOT_STEP, toMinutes } from '../../../../contract/time-slots';
import type { TBoardAppointment, TTechnicianColumn } from './api';

/**
 * The day board's geometry (SPEC §2.8, §9): rows of 15 minutes from the first slot to one step past the last, stretched
 * to take in any appointment booked outside them; one column per technician, split into lanes where appointments
 * deliberately overlap (ARCHITECTURE §3).
 */
export type TBoardRange = { startMin: number; endMin: number };

export function boardRange(slots: string[], list: Pick<TBoardAppointment, 'startTime' | 'duration'>[]): TBoardRange {
  const starts = slots.map(toMinutes);
  let startMin = starts.length > 0 ? Math.min(...starts) : 8 * 60;
  let endMin = starts.length > 0 ? Math.max(...starts) + SLOT_STEP : 20 * 60;
  for (const item of list) {
    const from = toMinutes(item.startTime);
    startMin = Math.min(startMin, from - (from % SLOT_STEP));
    endMin = Math.max(endMin, Math.min(1440, from + item.duration));
  }
  return { startMin, endMin };
}

/** The row starts of a range, one per 15 minutes. */
export function rowStarts(range: TBoardRange): number[] {
  const rows: number[] = [];
  for (let m = range.startMin; m < range.endMin; m += SLOT_STEP) rows.push(m);
  return rows;
}

export const topOf = (minute: number, range: TBoardRange, rowHeight: number) =>
  ((minute - range.startMin) / SLOT_STEP) * rowHeight;

export const heightOf = (minutes: number, rowHeight: number) => (minutes / SLOT_STEP) * rowHeight;

/** The row under a vertical offset, snapped to the 15-minute grid and kept inside the range. */
export function minuteAt(offsetY: number, range: TBoardRange, rowHeight: number): number {
  const row = Math.floor(offsetY / rowHeight);
  const minute = range.startMin + row * SLOT_STEP;
  return Math.max(range.startMin, Math.min(range.endMin - SLOT_STEP, minute));
}

/** A duration from a dragged bottom edge: whole steps of 15, at least 15, never past the end of the day. */
export function durationAt(startMin: number, edgeMinute: number): number {
  const steps = Math.round((edgeMinute - startMin) / SLOT_STEP);
  return Math.max(SLOT_STEP, Math.min(1440 - startMin, steps * SLOT_STEP));
}

export type TPlacedAppointment = { item: TBoardAppointment; top: number; height: number; lane: number };
export type TColumnLayout = {
  technician: TTechnicianColumn;
  lanes: number;
  blocks: TPlacedAppointment[];
  shades: { top: number; height: number; reason: TTechnicianColumn['periods'][number]['reason'] }[];
};

/** Each technician's blocks (by lane) and unavailable periods, positioned in pixels. */
export function layoutColumns(
  technicians: TTechnicianColumn[],
  list: TBoardAppointment[],
  range: TBoardRange,
  rowHeight: number,
): TColumnLayout[] {
  const byAccount = new Map<number, TBoardAppointment[]>();
  for (const item of list) {
    const items = byAccount.get(item.shopAccountId) ?? [];
    items.push(item);
    byAccount.set(item.shopAccountId, items);
  }
  return technicians.map((technician) => {
    const items = byAccount.get(technician.shopAccountId) ?? [];
    const lanes = items.reduce((max, item) => Math.max(max, item.lane + 1), 1);
    const blocks = items.map((item) => ({
      item,
      top: topOf(toMinutes(item.startTime), range, rowHeight),
      height: heightOf(item.duration, rowHeight),
      lane: item.lane,
    }));
    const shades = technician.periods.flatMap((period) => {
      const from = Math.max(range.startMin, toMinutes(period.start));
      const to = Math.min(range.endMin, toMinutes(period.end));
      if (to <= from) return [];
      return [{ top: topOf(from, range, rowHeight), height: heightOf(to - from, rowHeight), reason: period.reason }];
    });
    return { technician, lanes, blocks, shades };
  });
}

/** Whether a minute of a technician's day falls in one of their unavailable periods. */
export function isUnavailable(technician: TTechnicianColumn, minute: number): boolean {
  return technician.periods.some((p) => toMinutes(p.start) <= minute && minute < toMinutes(p.end));
}

/** The current-time line's offset on the board of `day`, or null when that day is not today in the shop or now is off the board. */
export function nowLineTop(day: string, zone: string, now: Date, range: TBoardRange, rowHeight: number): number | null {
  const local = localNow(zone, now);
  if (local.date !== day) return null;
  const minute = toMinutes(local.time);
  if (minute < range.startMin || minute > range.endMin) return null;
  return topOf(minute, range, rowHeight);
}

/** Whether a slot of a day starts before the shop-local now (SPEC §2.8 'Cannot book past time'). */
export function isPastSlot(day: string, time: string, zone: string, now: Date): boolean {
  const local = localNow(zone, now);
  return `${day} ${time}` < `${local.date} ${local.time}`;
}
