import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { appointmentLogs, appointments } from '../../db/schema/appointments';
import { buildOwner, buildProduct, buildStaff } from '../../test/factories';
import type { TCallResult, TTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';

/** Test helpers shared by the appointment api tests. */

/** Tomorrow of the test clock (2026-11-23T09:00Z, 10:00 in Rome): a Tuesday inside the default 08:00–20:00. */
export const DAY = '2026-11-24';
export const TODAY = '2026-11-23';

export type TBoard = Awaited<ReturnType<typeof buildBoard>>;

/** A shop with its owner, one bookable technician and one 45-minute project. */
export async function buildBoard(t: TTestApp) {
  const owner = await buildOwner(t);
  const technician = await buildStaff(t, { shopId: owner.shopId });
  const product = await buildProduct(t, { shopId: owner.shopId });
  return { owner, shopId: owner.shopId, token: owner.token, technician, product };
}

/** One person of a booking: a temporary customer on the board's technician and project unless overridden. */
export const person = (b: TBoard, overrides: Record<string, unknown> = {}) => ({
  customName: '',
  customPhone: '',
  productIds: [b.product.id],
  shopAccountId: b.technician.id,
  ...overrides,
});

/** Sends appoint/create for one person (or the people given) on DAY at 10:00 unless overridden. */
export async function book(
  t: TTestApp,
  b: TBoard,
  overrides: Record<string, unknown> = {},
  token = b.token,
): Promise<TCallResult['body']> {
  const body = { appointDay: DAY, startTime: '10:00', people: [person(b)], ...overrides };
  return (await t.call('appoint/create', body, { token })).body;
}

/** Books and answers the one appointment created. */
export async function bookOne(t: TTestApp, b: TBoard, overrides: Record<string, unknown> = {}) {
  return dataOf<{ list: TAppointment[] }>(await book(t, b, overrides)).list[0];
}

/** The stored appointments of a shop. */
export async function appointmentRows(t: TTestApp, shopId: number) {
  return t.deps.db.select().from(appointments).where(eq(appointments.shopId, shopId)).orderBy(appointments.id);
}

/** The stored log rows of an appointment, oldest first. */
export async function logRows(t: TTestApp, shopId: number, appointmentId: number) {
  return t.deps.db
    .select()
    .from(appointmentLogs)
    .where(and(eq(appointmentLogs.shopId, shopId), eq(appointmentLogs.appointmentId, appointmentId)))
    .orderBy(appointmentLogs.id);
}

/** The stored log rows of a whole shop, oldest first. */
export async function shopLogRows(t: TTestApp, shopId: number) {
  return t.deps.db.select().from(appointmentLogs).where(eq(appointmentLogs.shopId, shopId)).orderBy(appointmentLogs.id);
}

/** Asserts a lost race: envelope code 409 with the key. */
export function expectConflict(body: TCallResult['body'], errorKey: 'SLOT_TAKEN' | 'CONFLICT') {
  expect(body).toMatchObject({ code: 409, errorKey });
}
