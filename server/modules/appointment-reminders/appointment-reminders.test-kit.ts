import { and, asc, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { jobs } from '../../db/schema/jobs';
import { shops } from '../../db/schema/shops';
import { outboxMessages } from '../../db/schema/system';
import type { TTestApp } from '../../test/fixture';
import { freshPhone, setShopFields } from '../../test/helpers';
import { bookOne, person, type TBoard } from '../appointments/appointments.test-kit';

/** Test helpers shared by the SMS reminder api and PostgreSQL tests. */

/** The test clock's start: Monday 23 November 2026, 10:00 in Rome. */
export const START = '2026-11-23T09:00:00.000Z';
/** Wednesday, two days ahead: far enough for one-day reminders. */
export const LATER_DAY = '2026-11-25';

/** Turns the shop's reminders on (setup/alertMsg, as the settings screen does) and gives it SMS to spend. */
export async function enableReminders(
  t: TTestApp,
  b: TBoard,
  settings: { immediate?: boolean; leadMinutes?: number[]; msgNums?: number } = {},
) {
  const body = {
    enabled: '1',
    immediate: settings.immediate === false ? '0' : '1',
    leadMinutes: settings.leadMinutes ?? [1440, 120],
  };
  const res = await t.call('setup/alertMsg/createOrUpdate', body, { token: b.token });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  await setShopFields(t.deps.db, b.shopId, { msgNums: settings.msgNums ?? 10 });
}

/** Books a named customer with a phone of their own and answers the appointment and the phone's international form. */
export async function bookWithPhone(t: TTestApp, b: TBoard, overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const appointment: TAppointment = await bookOne(t, b, {
    appointDay: LATER_DAY,
    startTime: '10:00',
    people: [person(b, { customName: `Anna ${phone.slice(-4)}`, customPhone: phone })],
    ...overrides,
  });
  return { appointment, e164: `+39${phone}` };
}

/** The stored messages of an appointment, oldest first. */
export async function smsRows(t: TTestApp, shopId: number, appointmentId: number) {
  return t.deps.db
    .select()
    .from(appointmentSms)
    .where(and(eq(appointmentSms.shopId, shopId), eq(appointmentSms.appointmentId, appointmentId)))
    .orderBy(asc(appointmentSms.id));
}

/** Jobs by id. */
export async function jobRows(t: TTestApp, ids: (number | null)[]) {
  const list = ids.filter((id): id is number => id !== null);
  if (list.length === 0) return [];
  return t.deps.db.select().from(jobs).where(inArray(jobs.id, list)).orderBy(asc(jobs.id));
}

/** Cancels what earlier tests of the file left queued, so each test's worker runs see only its own jobs. */
export async function settleEarlierJobs(t: TTestApp) {
  await t.deps.db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(inArray(jobs.status, ['queued', 'running']));
}

/** The shop's remaining SMS. */
export async function msgNumsOf(t: TTestApp, shopId: number) {
  const [row] = await t.deps.db.select({ msgNums: shops.msgNums }).from(shops).where(eq(shops.id, shopId));
  return row.msgNums;
}

/** The texts the offline provider sent to a recipient, oldest first. */
export async function textsSentTo(t: TTestApp, recipient: string) {
  const rows = await t.deps.db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'sms')))
    .orderBy(asc(outboxMessages.id));
  return rows.map((r) => r.body);
}
