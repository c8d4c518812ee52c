import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { addDays, todayIn, weekdayOf } from '../../contract/shop-time';
import type { TDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { appointmentLogs, appointments } from '../db/schema/appointments';
import { customers } from '../db/schema/customers';
import { products } from '../db/schema/projects';
import { snapshotOf } from '../modules/appointments/appointments.present';
import { insertAppointmentProducts } from '../modules/appointments/appointments.repo';

/** One appointment of the demo week: working day (2 the first … 6 the fifth), technician index, start, projects, who. */
type TDemoAppointment = {
  weekday: number;
  technician: number;
  start: string;
  projects: string[];
  customer: number | null;
  isLost?: boolean;
  isOverlap?: boolean;
  /** Booked by the customer in the app (kind 'app', logged as APP_ADD). */
  isApp?: boolean;
};

/**
 * The week's bookings, inside the demo hours (Tuesday to Saturday, 09:00–13:00 and 14:00–19:30): customers of the
 * book (two of them booked in the app), temporary walk-ins, one no-show and one deliberate overlap (a cut while a
 * colour processes).
 */
const WEEK: readonly TDemoAppointment[] = [
  { weekday: 2, technician: 1, start: '09:00', projects: ['Taglio donna'], customer: 0 },
  { weekday: 2, technician: 1, start: '10:00', projects: ['Colore'], customer: 4 },
  { weekday: 2, technician: 1, start: '10:30', projects: ['Taglio uomo'], customer: null, isOverlap: true },
  { weekday: 2, technician: 2, start: '09:30', projects: ['Manicure', 'Semipermanente'], customer: 8 },
  { weekday: 2, technician: 3, start: '14:00', projects: ['Pulizia viso'], customer: 12, isLost: true },
  { weekday: 2, technician: 4, start: '15:00', projects: ['Massaggio'], customer: null },
  { weekday: 3, technician: 0, start: '11:00', projects: ['Piega'], customer: 16 },
  { weekday: 3, technician: 1, start: '14:30', projects: ['Meches'], customer: 20 },
  { weekday: 3, technician: 2, start: '16:00', projects: ['Ricostruzione'], customer: 24, isApp: true },
  { weekday: 4, technician: 1, start: '09:00', projects: ['Taglio donna', 'Piega'], customer: 28 },
  { weekday: 4, technician: 3, start: '10:00', projects: ['Ceretta gambe'], customer: null },
  { weekday: 4, technician: 4, start: '17:00', projects: ['Pedicure'], customer: 32 },
  { weekday: 5, technician: 2, start: '09:30', projects: ['Manicure'], customer: 36, isApp: true },
  { weekday: 5, technician: 1, start: '15:00', projects: ['Colore', 'Taglio donna'], customer: 40 },
  { weekday: 6, technician: 0, start: '10:00', projects: ['Taglio uomo'], customer: 44 },
  { weekday: 6, technician: 3, start: '11:00', projects: ['Pulizia viso'], customer: 48 },
  { weekday: 6, technician: 4, start: '14:00', projects: ['Massaggio'], customer: null },
];

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Appointments around today in the shop's zone (appointment board issue): five working days from three days ago, so
 * the board always has past and coming bookings. Past ones are marked arrived, except the no-show; every appointment
 * has its booking log row.
 */
export async function seedDemoAppointments(tx: TDb, now: Date, shopId: number, timeZone: string) {
  const technicians = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(
      and(
        eq(accounts.shopId, shopId),
        isNull(accounts.departedAt),
        eq(accounts.appointFlag, 0),
        ne(accounts.accountType, 3),
        ne(accounts.accountType, 1),
      ),
    )
    .orderBy(asc(accounts.sortOrder));
  const projectRows = await tx.select().from(products).where(eq(products.shopId, shopId));
  const customerRows = await tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone })
    .from(customers)
    .where(eq(customers.shopId, shopId))
    .orderBy(asc(customers.id));
  const today = todayIn(timeZone, now);
  // Five working days (Tuesday to Saturday in the demo) from three days ago: some past, some to come, whatever today is.
  const workingDays: string[] = [];
  for (let day = addDays(today, -3); workingDays.length < 5; day = addDays(day, 1)) {
    if (weekdayOf(day) >= 2 && weekdayOf(day) <= 6) workingDays.push(day);
  }

  for (const item of WEEK) {
    const day = workingDays[item.weekday - 2];
    const chosen = item.projects.map((name) => projectRows.find((p) => p.name === name)!);
    const customer = item.customer === null ? null : customerRows[item.customer];
    const [row] = await tx
      .insert(appointments)
      .values({
        shopId,
        bookingId: randomUUID(),
        accountId: technicians[item.technician % technicians.length].id,
        lane: item.isOverlap ? 1 : 0,
        day,
        startMin: minutesOf(item.start),
        durationMin: chosen.reduce((sum, p) => sum + p.duration, 0),
        customerId: customer?.id ?? null,
        customName: customer?.name ?? '',
        customPhone: customer?.phone ?? '',
        kind: item.isApp ? 'app' : customer ? 'member' : 'temporary',
        remark: item.isOverlap ? 'Durante la posa del colore' : '',
        arrivedFlag: day < today && !item.isLost ? 1 : 0,
        lostFlag: item.isLost ? 1 : 0,
        isOverlap: item.isOverlap ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await insertAppointmentProducts({ tx, shopId }, row.id, chosen);
    await tx.insert(appointmentLogs).values({
      shopId,
      appointmentId: row.id,
      operType: item.isApp ? 'APP_ADD' : 'H5_ADD',
      after: snapshotOf(row, item.projects),
      reason: item.isOverlap ? 'overlap chosen' : '',
      createdAt: now,
    });
  }
  return WEEK.length;
}
