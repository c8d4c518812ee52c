import type { TLiveAppointmentEvent } from '../../../contract/live-events';
import type { TSessionCtx } from '../../http/context';
import { publishLiveEvent } from '../../realtime/realtime.publish';
import type { TSmsShopWithSettings } from '../appointment-reminders/appointment-reminders.repo';
import { reconcileAppointmentSms } from '../appointment-reminders/appointment-reminders.service';
import type { TAppointRow } from './appointments.repo';

/** One committed-to-be change of an appointment: the log's type with the row before and after it. */
export type TAppointmentChange = {
  operType: string;
  before: TAppointRow | null;
  after: TAppointRow | null;
};

/**
 * Everything that follows an appointment change inside its transaction (so it happens exactly when the change
 * commits, and not at all when it rolls back): live board events and SMS reminder scheduling. `known` is the shop
 * with its settings when the caller read them already.
 */
export async function afterAppointmentChange(
  ctx: TSessionCtx,
  change: TAppointmentChange,
  known?: TSmsShopWithSettings,
): Promise<void> {
  await publishAppointmentChange(ctx, change); // realtime: publish the change to the shop's open boards
  await reconcileAppointmentSms(ctx, change, known); // reminders: (re)schedule or cancel its SMS (ADR 014)
}

/**
 * What follows a new appointment whose placement statement published its live event already
 * (booking-place.repo): its SMS reminders.
 */
export async function afterPlacedAppointment(ctx: TSessionCtx, row: TAppointRow, known: TSmsShopWithSettings) {
  await reconcileAppointmentSms(ctx, { before: null, after: row }, known);
}

type TEventRow = Pick<TAppointRow, 'id' | 'day'>;

/** The live event of an appointment change: which appointment, on which day(s), by which operation. */
export function appointmentEventOf(
  shopId: number,
  change: { operType: string; before: TEventRow | null; after: TEventRow | null },
): TLiveAppointmentEvent | null {
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
  if (event) await publishLiveEvent(ctx.tx, event);
}
