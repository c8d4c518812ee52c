import { and, asc, eq, gte } from 'drizzle-orm';
import { todayIn } from '../../contract/shop-time';
import type { TDb } from '../db/client';
import { appointments } from '../db/schema/appointments';
import { scheduleSeededReminders } from '../modules/appointment-reminders/appointment-reminders.service';
import { upsertShopSettings } from '../modules/settings/settings.repo';

/** The demo's SMS reminders: a confirmation on booking, and reminders a day and two hours ahead. */
export const DEMO_REMINDERS = { reminderEnabled: '1', reminderImmediate: '1', reminderLeadMinutes: [1440, 120] };

/**
 * Turns the demo shop's SMS reminders on and plans the reminders of its coming appointments, so the board shows
 * scheduled messages and the running server's worker sends them (to the outbox) when they are due. Days before today
 * are left out: nothing is planned for them, and the history has hundreds.
 */
export async function seedDemoReminders(tx: TDb, now: Date, shopId: number, timeZone: string) {
  await upsertShopSettings(tx, shopId, DEMO_REMINDERS, now);
  const booked = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, shopId),
        eq(appointments.delFlag, 0),
        eq(appointments.lostFlag, 0),
        gte(appointments.day, todayIn(timeZone, now)),
      ),
    )
    .orderBy(asc(appointments.id));
  for (const { id } of booked) await scheduleSeededReminders({ tx, shopId, now }, id);
}
