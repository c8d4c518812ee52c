import { and, asc, count, desc, eq, gte, inArray, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import { sqlState, type TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { accounts } from '../../db/schema/accounts';
import { appointmentLogs, appointmentProducts, appointments } from '../../db/schema/appointments';
import { customers } from '../../db/schema/customers';
import { accountProducts, products } from '../../db/schema/projects';
import { containsPattern } from '../../db/search';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TAppointScope = { tx: TDb; shopId: number };

export type TAppointRow = typeof appointments.$inferSelect & { technicianName: string; vipFlag: number };
export type TAppointProductRow = typeof appointmentProducts.$inferSelect;
export type TProductForBooking = { id: number; name: string; duration: number; unitPrice: number; bgColor: string };
export type TPlacement = { accountId: number; day: string; startMin: number; durationMin: number; lane: number };
export type TAppointInsert = Omit<
  typeof appointments.$inferInsert,
  'id' | 'shopId' | 'version' | 'updatedAt' | 'delFlag' | 'lostFlag'
>;

/** An exclusion-constraint violation: a technician's lane was taken by a concurrent write. */
export const isSlotTaken = (err: unknown) => sqlState(err) === '23P01';

/** Active appointments hold their slot; deleted and missed ones free it. */
const activeAppointments = and(eq(appointments.delFlag, 0), eq(appointments.lostFlag, 0));

const rowColumns = {
  appointment: appointments,
  technicianName: accounts.name,
  vipFlag: sql<number>`coalesce(${customers.vipFlag}, 0)`.mapWith(Number),
};

function selectRows(s: TAppointScope) {
  return s.tx
    .select(rowColumns)
    .from(appointments)
    .innerJoin(accounts, and(eq(accounts.shopId, appointments.shopId), eq(accounts.id, appointments.accountId)))
    .leftJoin(customers, and(eq(customers.shopId, appointments.shopId), eq(customers.id, appointments.customerId)));
}

const flatten = (r: { appointment: typeof appointments.$inferSelect; technicianName: string; vipFlag: number }) => ({
  ...r.appointment,
  technicianName: r.technicianName,
  vipFlag: r.vipFlag,
});

/** A bookable technician of the shop (SPEC §3, §6): appointFlag 0, employed, not deleted, not accountType 3. */
const bookableTechnician = (shopId: number | SQL, accountId: number | SQL) =>
  and(
    eq(accounts.shopId, shopId),
    eq(accounts.id, accountId),
    // Constants as SQL, not parameters: findTechnicianAndProjects's statement is built once with its one JSON parameter.
    eq(accounts.appointFlag, sql`0`),
    isNull(accounts.deletedAt),
    isNull(accounts.departedAt),
    ne(accounts.accountType, sql`3`),
  );

/** Active projects of the shop among the ids (an int[] in SQL). */
const activeProductsAmong = (shopId: number | SQL, ids: SQL) =>
  and(eq(products.shopId, shopId), sql`${products.id} = ANY(${ids})`, eq(products.delFlag, sql`0`));

/** The rows naming the projects a technician may be booked for. */
const projectsAllowedTo = (shopId: number | SQL, accountId: number | SQL) =>
  and(eq(accountProducts.shopId, shopId), eq(accountProducts.accountId, accountId));

/** A live customer of the shop by id: another shop's or a deleted customer is not. */
const liveCustomer = (shopId: number | SQL, id: number | SQL) =>
  and(eq(customers.shopId, shopId), eq(customers.id, id), isNull(customers.deletedAt));

/** A bookable technician of the shop (bookableTechnician), or undefined. */
export async function findBookableTechnician(s: TAppointScope, accountId: number) {
  const [row] = await s.tx
    .select({ id: accounts.id, name: accounts.name, workFlag: accounts.workFlag })
    .from(accounts)
    .where(bookableTechnician(s.shopId, accountId));
  return row;
}

/** Active projects of the shop among the ids. */
export async function findActiveProducts(s: TAppointScope, ids: readonly number[]): Promise<TProductForBooking[]> {
  if (ids.length === 0) return [];
  return s.tx
    .select({
      id: products.id,
      name: products.name,
      duration: products.duration,
      unitPrice: products.unitPrice,
      bgColor: products.bgColor,
    })
    .from(products)
    .where(activeProductsAmong(s.shopId, sql`${sql.param([...ids])}::int[]`));
}

/** The projects a technician may be booked for; empty means every project (ADR 007). */
export async function listAccountProductIds(s: TAppointScope, accountId: number): Promise<number[]> {
  const rows = await s.tx
    .select({ productId: accountProducts.productId })
    .from(accountProducts)
    .where(projectsAllowedTo(s.shopId, accountId));
  return rows.map((r) => r.productId);
}

/** What a booking checks of one person, read in one statement (findBookingPerson). */
export type TBookingPerson = {
  technician: { id: number; name: string; workFlag: number } | null;
  products: TProductForBooking[];
  allowedIds: number[];
  /** The live customer of the id given, or null (none given, or not the shop's live customer). */
  customer: { id: number; name: string; phone: string; vipFlag: number } | null;
};

/**
 * findBookableTechnician, findActiveProducts, listAccountProductIds and findLiveCustomer in one statement, with the
 * same conditions: a booking's checks of one person cost one round trip.
 */
export async function findBookingPerson(
  s: TAppointScope & { db: TDb },
  accountId: number,
  productIds: readonly number[],
  customerId: number | undefined,
): Promise<TBookingPerson> {
  const [row] = await BOOKING_PERSON(s, { shopId: s.shopId, accountId, productIds, customerId: customerId ?? null });
  return row;
}

/** findBookingPerson's statement, built once: planned once, not built by Drizzle on every booking. */
const BOOKING_PERSON = builtOnce<TBookingPerson>('appoint_booking_person', () => {
  const shopId = builtParam('shopId', 'int');
  const accountId = builtParam('accountId', 'int');
  return sql`
    SELECT
      (SELECT json_build_object('id', ${accounts.id}, 'name', ${accounts.name}, 'workFlag', ${accounts.workFlag})
         FROM ${accounts} WHERE ${bookableTechnician(shopId, accountId)}) AS "technician",
      (SELECT coalesce(json_agg(json_build_object('id', ${products.id}, 'name', ${products.name},
                                                  'duration', ${products.duration}, 'unitPrice', ${products.unitPrice},
                                                  'bgColor', ${products.bgColor})), '[]')
         FROM ${products} WHERE ${activeProductsAmong(shopId, builtParam('productIds', 'int[]'))}) AS "products",
      (SELECT coalesce(json_agg(${accountProducts.productId}), '[]')
         FROM ${accountProducts} WHERE ${projectsAllowedTo(shopId, accountId)}) AS "allowedIds",
      (SELECT json_build_object('id', ${customers.id}, 'name', ${customers.name}, 'phone', ${customers.phone},
                                'vipFlag', ${customers.vipFlag})
         FROM ${customers} WHERE ${liveCustomer(shopId, builtParam('customerId', 'int'))}) AS "customer"`;
});

/** A live customer of the shop by id, or undefined (another shop's or a deleted customer is not found). */
export async function findLiveCustomer(s: TAppointScope, id: number) {
  const [row] = await s.tx
    .select({ id: customers.id, name: customers.name, phone: customers.phone, vipFlag: customers.vipFlag })
    .from(customers)
    .where(liveCustomer(s.shopId, id));
  return row;
}

/** The lanes of the technician's active appointments that overlap a period of a day (one appointment left out). */
export async function overlappingLanes(
  s: TAppointScope,
  p: Omit<TPlacement, 'lane'>,
  exceptId?: number,
): Promise<number[]> {
  const rows = await s.tx
    .select({ lane: appointments.lane })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, s.shopId),
        eq(appointments.accountId, p.accountId),
        eq(appointments.day, p.day),
        activeAppointments,
        sql`int4range(${appointments.startMin}, ${appointments.startMin} + ${appointments.durationMin}) && int4range(${p.startMin}::int, ${p.startMin + p.durationMin}::int)`,
        exceptId === undefined ? undefined : ne(appointments.id, exceptId),
      ),
    );
  return rows.map((r) => r.lane);
}

/** Replaces an appointment's projects, in the order given. */
export async function replaceAppointmentProducts(s: TAppointScope, appointmentId: number, list: TProductForBooking[]) {
  await s.tx
    .delete(appointmentProducts)
    .where(and(eq(appointmentProducts.shopId, s.shopId), eq(appointmentProducts.appointmentId, appointmentId)));
  await insertAppointmentProducts(s, appointmentId, list);
}

/**
 * Gives a new appointment its projects, in the order given: no delete first, since a booking runs this while it holds
 * the technician's day and every statement there delays the next booking.
 */
export async function insertAppointmentProducts(
  s: TAppointScope,
  appointmentId: number,
  list: TProductForBooking[],
): Promise<TAppointProductRow[]> {
  if (list.length === 0) return [];
  return s.tx
    .insert(appointmentProducts)
    .values(
      list.map((p, position) => ({
        shopId: s.shopId,
        appointmentId,
        position,
        productId: p.id,
        productName: p.name,
        durationMin: p.duration,
        unitPrice: p.unitPrice,
        bgColor: p.bgColor,
      })),
    )
    .returning();
}

/**
 * Updates an appointment when its version still matches (any version when none is given), bumping it: 'stale' when
 * the row moved on, 'taken' when the exclusion constraint refused the new placement.
 */
export async function updateAppointment(
  s: TAppointScope,
  id: number,
  version: number | undefined,
  fields: Partial<TAppointInsert> & { delFlag?: number; lostFlag?: number; updatedAt: Date },
): Promise<'ok' | 'stale' | 'taken'> {
  try {
    const rows = await s.tx
      .update(appointments)
      .set({ ...fields, version: sql`${appointments.version} + 1` })
      .where(
        and(eq(appointments.shopId, s.shopId), eq(appointments.id, id), versionMatches(appointments.version, version)),
      )
      .returning({ id: appointments.id });
    return rows.length > 0 ? 'ok' : 'stale';
  } catch (err) {
    if (isSlotTaken(err)) return 'taken';
    throw err;
  }
}

/** An appointment of the shop, deleted or not. */
export async function findAppointment(s: TAppointScope, id: number): Promise<TAppointRow | undefined> {
  const [row] = await selectRows(s).where(and(eq(appointments.shopId, s.shopId), eq(appointments.id, id)));
  return row ? flatten(row) : undefined;
}

/** Appointments of the shop by id, in id order. */
export async function findAppointments(s: TAppointScope, ids: readonly number[]): Promise<TAppointRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows(s)
    .where(and(eq(appointments.shopId, s.shopId), inArray(appointments.id, [...ids])))
    .orderBy(asc(appointments.id));
  return rows.map(flatten);
}

/** The projects of some appointments, in booking order. */
export async function listProductsOf(s: TAppointScope, ids: readonly number[]): Promise<TAppointProductRow[]> {
  if (ids.length === 0) return [];
  return s.tx
    .select()
    .from(appointmentProducts)
    .where(and(eq(appointmentProducts.shopId, s.shopId), inArray(appointmentProducts.appointmentId, [...ids])))
    .orderBy(asc(appointmentProducts.appointmentId), asc(appointmentProducts.position));
}

/** How many active appointments each day of a period holds. */
export async function countActiveByDay(s: TAppointScope, fromDay: string, toDay: string) {
  const rows = await s.tx
    .select({ day: appointments.day, count: count() })
    .from(appointments)
    .where(
      and(
        eq(appointments.shopId, s.shopId),
        gte(appointments.day, fromDay),
        lte(appointments.day, toDay),
        activeAppointments,
      ),
    )
    .groupBy(appointments.day)
    .orderBy(asc(appointments.day));
  return rows.map((r) => ({ day: r.day, count: Number(r.count) }));
}

/** Active appointments that start at or after a shop-local moment (a day and a minute of it). */
const startingFrom = (from: { day: string; minute: number }) =>
  and(
    activeAppointments,
    or(
      sql`${appointments.day} > ${from.day}`,
      and(eq(appointments.day, from.day), gte(appointments.startMin, from.minute)),
    ),
  );

/**
 * The shop's appointments by name or phone, day range, technician and (with `from`) only the active ones still to
 * start; newest first, or soonest first with `from`. One page and the total.
 */
export async function listHistory(
  s: TAppointScope,
  filter: {
    key: string;
    fromDay?: string;
    toDay?: string;
    accountId?: number;
    from?: { day: string; minute: number };
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(appointments.shopId, s.shopId),
    filter.fromDay ? gte(appointments.day, filter.fromDay) : undefined,
    filter.toDay ? lte(appointments.day, filter.toDay) : undefined,
    filter.accountId === undefined ? undefined : eq(appointments.accountId, filter.accountId),
    filter.from ? startingFrom(filter.from) : undefined,
    filter.key
      ? or(
          sql`${appointments.customName} ILIKE ${containsPattern(filter.key)}`,
          sql`${appointments.customPhone} ILIKE ${containsPattern(filter.key)}`,
        )
      : undefined,
  );
  const order = filter.from
    ? [asc(appointments.day), asc(appointments.startMin), asc(appointments.id)]
    : [desc(appointments.day), desc(appointments.startMin), desc(appointments.id)];
  const rows = await selectRows(s)
    .where(where)
    .orderBy(...order)
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(appointments).where(where);
  return { rows: rows.map(flatten), total: Number(total.n) };
}

/** Appends a row to the appointment log. */
export async function insertLog(
  s: TAppointScope,
  values: {
    appointmentId: number;
    operType: string;
    before: unknown;
    after: unknown;
    reason?: string;
    createdBy: number;
    createdAt: Date;
  },
) {
  await s.tx.insert(appointmentLogs).values({ ...values, shopId: s.shopId, reason: values.reason ?? '' });
}

/** Log rows newest first, of one appointment or of the whole shop, with the appointment and the operator. */
export async function listLogs(
  s: TAppointScope,
  filter: { appointId?: number; offset: number; limit: number },
): Promise<{ rows: TLogRow[]; total: number }> {
  const where: SQL | undefined = and(
    eq(appointmentLogs.shopId, s.shopId),
    filter.appointId === undefined ? undefined : eq(appointmentLogs.appointmentId, filter.appointId),
  );
  const rows = await s.tx
    .select({
      log: appointmentLogs,
      customName: appointments.customName,
      customPhone: appointments.customPhone,
      day: appointments.day,
      startMin: appointments.startMin,
      operatorName: sql<string>`coalesce(${accounts.name}, '')`,
    })
    .from(appointmentLogs)
    .innerJoin(
      appointments,
      and(eq(appointments.shopId, appointmentLogs.shopId), eq(appointments.id, appointmentLogs.appointmentId)),
    )
    .leftJoin(accounts, and(eq(accounts.shopId, appointmentLogs.shopId), eq(accounts.id, appointmentLogs.createdBy)))
    .where(where)
    .orderBy(desc(appointmentLogs.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(appointmentLogs).where(where);
  return { rows, total: Number(total.n) };
}

export type TLogRow = {
  log: typeof appointmentLogs.$inferSelect;
  customName: string;
  customPhone: string;
  day: string;
  startMin: number;
  operatorName: string;
};

/** Whether the shop has this staff account (resigned or deleted ones included: their appointments stay). */
export async function accountExists(s: TAppointScope, id: number): Promise<boolean> {
  const rows = await s.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), eq(accounts.id, id)));
  return rows.length > 0;
}

/** Whether the shop has this appointment (deleted ones included). */
export async function appointmentExists(s: TAppointScope, id: number): Promise<boolean> {
  const rows = await s.tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.shopId, s.shopId), eq(appointments.id, id)));
  return rows.length > 0;
}
