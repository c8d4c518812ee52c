import type { TSessionCtx } from '../../http/context';
import { publishAppointmentChange } from '../../realtime/realtime.publish';
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
 * commits, and not at all when it rolls back): live board events and SMS reminder scheduling.
 */
export async function afterAppointmentChange(ctx: TSessionCtx, change: TAppointmentChange): Promise<void> {
  await publishAppointmentChange(ctx, change); // realtime: publish the change to the shop's open boards
  await reconcileAppointmentSms(ctx, change); // reminders: (re)schedule or cancel the appointment's SMS (ADR 014)
}
