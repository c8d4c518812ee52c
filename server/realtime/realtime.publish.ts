import type { TLiveAppointmentEvent } from '../../contract/live-events';
import type { TSessionCtx } from '../http/context';
import type { TAppointmentChange } from '../modules/appointments/appointments.changes';
import { notifyLive } from './realtime.repo';

/**
 * NOTIFY payloads are limited to 8000 bytes; an event carries ids only (about 120 bytes), so it stays far below. A
 * payload that somehow grew past the limit would fail the write, so this guards it with a clear message.
 */
export const NOTIFY_PAYLOAD_LIMIT = 8000;

/** The live event of an appointment change: which appointment, on which day(s), by which operation. */
export function appointmentEventOf(shopId: number, change: TAppointmentChange): TLiveAppointmentEvent | null {
  const row = change.after ?? change.before;
  if (!row) return null;
  const fromDay = change.before && change.after && change.before.day !== change.after.day ? change.before.day : null;
  return {
    type: 'appointment',
    shopId,
    id: row.id,
    appointDay: row.day,
    ...(fromDay ? { fromDay } : {}),
    operType: change.operType,
  };
}

/** Publishes an appointment change to the shop's open boards when (and only if) its transaction commits. */
export async function publishAppointmentChange(ctx: TSessionCtx, change: TAppointmentChange) {
  const event = appointmentEventOf(ctx.shopId, change);
  if (!event) return;
  const payload = JSON.stringify(event);
  if (Buffer.byteLength(payload) >= NOTIFY_PAYLOAD_LIMIT) throw new Error('live event payload over the NOTIFY limit');
  await notifyLive(ctx.tx, payload);
}
