import { and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { accounts } from '../../db/schema/accounts';
import { appointmentProducts, appointments } from '../../db/schema/appointments';
import { billLines, billProducts, bills } from '../../db/schema/bills';
import { customerBlacklist, customers, customerVisits } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { shops } from '../../db/schema/shops';
import { containsPattern } from '../../db/search';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TCustomersScope = { tx: TDb; shopId: number };

type TPageWindow = { offset: number; limit: number };

/**
 * A search key as the service prepared it: the text for the name, and for a key that reads as a phone its digits
 * and its international form (the shop's area code); both '' otherwise.
 */
export type TCustomerSearch = { text: string; digits: string; e164: string };

export type TCustomerFields = Pick<
  typeof customers.$inferInsert,
  'name' | 'phone' | 'phoneE164' | 'email' | 'birthday' | 'remark' | 'rating'
>;
export type TRemarkFields = Pick<
  typeof customers.$inferInsert,
  'remark' | 'remark1' | 'remark2' | 'remark3' | 'remark4'
>;

/** A customer with its open member card (null fields when none) and its blacklist reason (null when not listed). */
export type TCustomerRow = typeof customers.$inferSelect & {
  cardNo: string | null;
  availableBalance: number | null;
  blacklistReason: string | null;
};
export type TCustomerDetailRow = TCustomerRow & { favouriteTeacher: string | null };
export type TBlacklistRow = { customerId: number; name: string; phone: string; reason: string; createdAt: Date };
export type TVisitRow = typeof customerVisits.$inferSelect & { customerName: string; phone: string };

/** `%key%` for ILIKE, with the LIKE wildcards of the typed text matched literally. */

/** Customers of the shop that are not deleted: a deleted customer is invisible everywhere. */
const liveCustomersOf = (shopId: number) => and(eq(customers.shopId, shopId), isNull(customers.deletedAt));

/**
 * The name contains the key (any case), or the phone, as typed or international, holds the key's digits. With
 * `byCard` (a query joining the open member card) the card's number containing the key matches too.
 */
function customerMatches(search: TCustomerSearch, byCard = false): SQL | undefined {
  if (!search.text) return undefined;
  const pattern = containsPattern(search.text);
  const byName = byCard
    ? sql`(${customers.name} ILIKE ${pattern} OR ${prepayCards.cardNo} ILIKE ${pattern})`
    : sql`${customers.name} ILIKE ${pattern}`;
  if (!search.digits) return byName;
  const digits = containsPattern(search.digits);
  const cardDigits = byCard ? sql` OR ${prepayCards.cardNo} LIKE ${digits}` : sql``;
  return sql`(${byName}${cardDigits} OR ${customers.phoneE164} = ${search.e164} OR replace(${customers.phoneE164}, '+', '') LIKE ${digits} OR regexp_replace(${customers.phone}, '[^0-9]', '', 'g') LIKE ${digits})`;
}

/** The member card a customer uses: kind 'member' and not closed (at most one per customer). */
const joinOpenMemberCard = and(
  eq(prepayCards.shopId, customers.shopId),
  eq(prepayCards.customerId, customers.id),
  eq(prepayCards.kind, 'member'),
  isNull(prepayCards.closedAt),
);
const joinBlacklist = and(
  eq(customerBlacklist.shopId, customers.shopId),
  eq(customerBlacklist.customerId, customers.id),
);
const customerColumns = {
  customer: customers,
  cardNo: prepayCards.cardNo,
  availableBalance: prepayCards.availableBalance,
  blacklistReason: customerBlacklist.reason,
};
const flatten = <R extends { customer: typeof customers.$inferSelect }>({ customer, ...rest }: R) => ({
  ...customer,
  ...rest,
});

/** The shop's area code, which a phone typed without '+' belongs to. */
export async function findShopAreaCode(s: TCustomersScope): Promise<string> {
  const [row] = await s.tx.select({ areaCode: shops.areaCode }).from(shops).where(eq(shops.id, s.shopId));
  return row?.areaCode ?? '';
}

type TCustomerFilter = { search: TCustomerSearch; vipFlag?: number };

const whereOf = (s: TCustomersScope, filter: TCustomerFilter) =>
  and(
    liveCustomersOf(s.shopId),
    customerMatches(filter.search, true),
    filter.vipFlag === undefined ? undefined : eq(customers.vipFlag, filter.vipFlag),
  );

/** How many live customers of the shop match a search and a vipFlag (the search looks at the open member card). */
export async function countCustomers(s: TCustomersScope, filter: TCustomerFilter): Promise<number> {
  const [total] = await s.tx
    .select({ n: count() })
    .from(customers)
    .leftJoin(prepayCards, joinOpenMemberCard)
    .where(whereOf(s, filter));
  return total.n;
}

/** The shop's live customers, newest first, matching a search and a vipFlag when given; one page with the total. */
export async function listCustomers(
  s: TCustomersScope,
  filter: TCustomerFilter & TPageWindow,
): Promise<{ rows: TCustomerRow[]; totalCount: number }> {
  const rows = await s.tx
    .select(customerColumns)
    .from(customers)
    .leftJoin(prepayCards, joinOpenMemberCard)
    .leftJoin(customerBlacklist, joinBlacklist)
    .where(whereOf(s, filter))
    .orderBy(desc(customers.createdAt), desc(customers.id))
    .offset(filter.offset)
    .limit(filter.limit);
  return { rows: rows.map(flatten), totalCount: await countCustomers(s, filter) };
}

/**
 * The favourite technician of a customer: the account on most of the customer's paid bill lines, the latest line
 * deciding a tie. Counted when the detail is read, not kept on the customer: a bill then writes nothing for it, and a
 * line moved to another technician or a bill not paid shows at once (ADR 023).
 */
const favouriteAccountOf = (shopId: number, customerId: SQL) => sql`(
  SELECT ${billLines.accountId} FROM ${billLines}
   INNER JOIN ${bills} ON ${bills.shopId} = ${billLines.shopId} AND ${bills.id} = ${billLines.billId}
   WHERE ${bills.shopId} = ${shopId} AND ${bills.customerId} = ${customerId} AND ${bills.status} = 'paid'
   GROUP BY ${billLines.accountId}
   ORDER BY count(*) DESC, max(${billLines.id}) DESC
   LIMIT 1)`;

/** One live customer of the shop with its card, blacklist reason and favourite technician's name, or undefined. */
export async function findCustomer(s: TCustomersScope, id: number): Promise<TCustomerDetailRow | undefined> {
  const [row] = await s.tx
    .select({ ...customerColumns, favouriteTeacher: accounts.name })
    .from(customers)
    .leftJoin(prepayCards, joinOpenMemberCard)
    .leftJoin(customerBlacklist, joinBlacklist)
    .leftJoin(
      accounts,
      and(eq(accounts.shopId, customers.shopId), eq(accounts.id, favouriteAccountOf(s.shopId, sql`${customers.id}`))),
    )
    .where(and(liveCustomersOf(s.shopId), eq(customers.id, id)));
  return row && flatten(row);
}

/** Whether a live customer of the shop has this id. */
export async function customerExists(s: TCustomersScope, id: number): Promise<boolean> {
  const rows = await s.tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(liveCustomersOf(s.shopId), eq(customers.id, id)));
  return rows.length > 0;
}

/** How many of a customer's follow-up visits were followed up (dutyFlag 1). */
export async function countFollowedVisits(s: TCustomersScope, customerId: number): Promise<number> {
  const [row] = await s.tx
    .select({ n: count() })
    .from(customerVisits)
    .where(
      and(
        eq(customerVisits.shopId, s.shopId),
        eq(customerVisits.customerId, customerId),
        eq(customerVisits.dutyFlag, 1),
      ),
    );
  return row.n;
}

/** Inserts a customer and returns its id. */
export async function insertCustomer(s: TCustomersScope, values: TCustomerFields & { createdAt: Date }) {
  const [row] = await s.tx
    .insert(customers)
    .values({ ...values, updatedAt: values.createdAt, shopId: s.shopId })
    .returning({ id: customers.id });
  return row.id;
}

/** Inserts many customers at once (an import) and answers how many were added. */
export async function insertCustomers(s: TCustomersScope, rows: (TCustomerFields & { createdAt: Date })[]) {
  if (rows.length === 0) return 0;
  const added = await s.tx
    .insert(customers)
    .values(rows.map((values) => ({ ...values, updatedAt: values.createdAt, shopId: s.shopId })))
    .returning({ id: customers.id });
  return added.length;
}

/** Updates a live customer when its version matches (any version when none is given); whether a row changed. */
export async function updateCustomer(
  s: TCustomersScope,
  id: number,
  version: number | undefined,
  fields: Partial<TCustomerFields & TRemarkFields> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await s.tx
    .update(customers)
    .set({ ...fields, version: sql`${customers.version} + 1` })
    .where(and(liveCustomersOf(s.shopId), eq(customers.id, id), versionMatches(customers.version, version)))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * The balance of a customer's member card (0 without one; a customer has at most one), its row locked until the
 * transaction ends so that a recharge cannot slip in between the check and the delete.
 */
export async function lockMemberCardBalance(s: TCustomersScope, customerId: number): Promise<number> {
  const rows = await s.tx
    .select({ balance: prepayCards.availableBalance })
    .from(prepayCards)
    .where(
      and(eq(prepayCards.shopId, s.shopId), eq(prepayCards.customerId, customerId), eq(prepayCards.kind, 'member')),
    )
    .for('update');
  return rows[0]?.balance ?? 0;
}

/** Marks a live customer deleted and closes its (empty) member card, so no card list shows it; whether it changed. */
export async function softDeleteCustomer(s: TCustomersScope, id: number, at: Date): Promise<boolean> {
  const rows = await s.tx
    .update(customers)
    .set({ deletedAt: at, updatedAt: at, version: sql`${customers.version} + 1` })
    .where(and(liveCustomersOf(s.shopId), eq(customers.id, id)))
    .returning({ id: customers.id });
  if (!rows.length) return false;
  await s.tx
    .update(prepayCards)
    .set({ closedAt: at, updatedAt: at, version: sql`${prepayCards.version} + 1` })
    .where(
      and(
        eq(prepayCards.shopId, s.shopId),
        eq(prepayCards.customerId, id),
        eq(prepayCards.kind, 'member'),
        isNull(prepayCards.closedAt),
      ),
    );
  return true;
}

/**
 * A customer's paid bills, newest first, one page with the total; each with its projects' names and its staff
 * members' names joined into one text in their order.
 */
export async function listPaidBillsOf(s: TCustomersScope, customerId: number, window: TPageWindow) {
  const where = and(eq(bills.shopId, s.shopId), eq(bills.customerId, customerId), eq(bills.status, 'paid'));
  // A single-table select names its own columns without their table; the subqueries are nested SQL, which keeps
  // every column qualified, so the bill's columns are not mistaken for the subquery's.
  const projects = sql<string>`coalesce(${sql`(select string_agg(${billProducts.productName}, ', ' order by ${billProducts.position})
    from ${billProducts} where ${billProducts.shopId} = ${bills.shopId} and ${billProducts.billId} = ${bills.id})`}, '')`;
  const staff = sql<string>`coalesce(${sql`(select string_agg(${accounts.name}, ', ' order by ${billLines.position})
    from ${billLines} inner join ${accounts} on ${accounts.shopId} = ${billLines.shopId} and ${accounts.id} = ${billLines.accountId}
    where ${billLines.shopId} = ${bills.shopId} and ${billLines.billId} = ${bills.id})`}, '')`;
  const rows = await s.tx
    .select({ bill: bills, projects, staff })
    .from(bills)
    .where(where)
    .orderBy(desc(bills.billDay), desc(bills.createdAt), desc(bills.id))
    .offset(window.offset)
    .limit(window.limit);
  const [total] = await s.tx.select({ n: count() }).from(bills).where(where);
  return { rows: rows.map(({ bill, ...names }) => ({ ...bill, ...names })), totalCount: total.n };
}

/**
 * A customer's appointments, newest first, one page with the total: deleted ones are left out, missed ones kept (the
 * detail shows them as missed). Projects are joined into one text in their booking order.
 */
export async function listAppointmentsOf(s: TCustomersScope, customerId: number, window: TPageWindow) {
  const where = and(
    eq(appointments.shopId, s.shopId),
    eq(appointments.customerId, customerId),
    eq(appointments.delFlag, 0),
  );
  const projects = sql<string>`coalesce((select string_agg(${appointmentProducts.productName}, ', ' order by ${appointmentProducts.position})
    from ${appointmentProducts} where ${appointmentProducts.shopId} = ${appointments.shopId}
    and ${appointmentProducts.appointmentId} = ${appointments.id}), '')`;
  const rows = await s.tx
    .select({
      id: appointments.id,
      day: appointments.day,
      startMin: appointments.startMin,
      lostFlag: appointments.lostFlag,
      arrivedFlag: appointments.arrivedFlag,
      technician: accounts.name,
      projects,
    })
    .from(appointments)
    .innerJoin(accounts, and(eq(accounts.shopId, appointments.shopId), eq(accounts.id, appointments.accountId)))
    .where(where)
    .orderBy(desc(appointments.day), desc(appointments.startMin), desc(appointments.id))
    .offset(window.offset)
    .limit(window.limit);
  const [total] = await s.tx.select({ n: count() }).from(appointments).where(where);
  return { rows, totalCount: total.n };
}

const blacklistColumns = {
  customerId: customerBlacklist.customerId,
  name: customers.name,
  phone: customers.phone,
  reason: customerBlacklist.reason,
  createdAt: customerBlacklist.createdAt,
};
const joinCustomerOfEntry = and(
  eq(customers.shopId, customerBlacklist.shopId),
  eq(customers.id, customerBlacklist.customerId),
);

/** The shop's blacklist of live customers, newest entry first, matching a search; one page with the total. */
export async function listBlacklist(
  s: TCustomersScope,
  filter: { search: TCustomerSearch } & TPageWindow,
): Promise<{ rows: TBlacklistRow[]; totalCount: number }> {
  const where = and(liveCustomersOf(s.shopId), customerMatches(filter.search));
  const rows = await s.tx
    .select(blacklistColumns)
    .from(customerBlacklist)
    .innerJoin(customers, joinCustomerOfEntry)
    .where(where)
    .orderBy(desc(customerBlacklist.createdAt), desc(customerBlacklist.customerId))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx
    .select({ n: count() })
    .from(customerBlacklist)
    .innerJoin(customers, joinCustomerOfEntry)
    .where(where);
  return { rows, totalCount: total.n };
}

/** The blacklist entry of a live customer, or undefined. */
export async function findBlacklistEntry(s: TCustomersScope, customerId: number): Promise<TBlacklistRow | undefined> {
  const [row] = await s.tx
    .select(blacklistColumns)
    .from(customerBlacklist)
    .innerJoin(customers, joinCustomerOfEntry)
    .where(and(liveCustomersOf(s.shopId), eq(customerBlacklist.customerId, customerId)));
  return row;
}

/** Puts a customer on the blacklist, or replaces the reason of its entry (which keeps its first date). */
export async function upsertBlacklistEntry(
  s: TCustomersScope,
  values: { customerId: number; reason: string; createdAt: Date },
) {
  await s.tx
    .insert(customerBlacklist)
    .values({ ...values, shopId: s.shopId })
    .onConflictDoUpdate({
      target: [customerBlacklist.shopId, customerBlacklist.customerId],
      set: { reason: values.reason },
    });
}

/** Takes a customer off the blacklist; whether an entry was there. */
export async function deleteBlacklistEntry(s: TCustomersScope, customerId: number): Promise<boolean> {
  const rows = await s.tx
    .delete(customerBlacklist)
    .where(and(eq(customerBlacklist.shopId, s.shopId), eq(customerBlacklist.customerId, customerId)))
    .returning({ customerId: customerBlacklist.customerId });
  return rows.length > 0;
}

const visitColumns = { visit: customerVisits, customerName: customers.name, phone: customers.phone };
const joinCustomerOfVisit = and(
  eq(customers.shopId, customerVisits.shopId),
  eq(customers.id, customerVisits.customerId),
);
const flattenVisit = (r: { visit: typeof customerVisits.$inferSelect; customerName: string; phone: string }) => ({
  ...r.visit,
  customerName: r.customerName,
  phone: r.phone,
});

/** The follow-up visits of live customers, the oldest due first, by status and search; one page with the total. */
export async function listVisits(
  s: TCustomersScope,
  filter: { search: TCustomerSearch; dutyFlag?: number } & TPageWindow,
): Promise<{ rows: TVisitRow[]; totalCount: number }> {
  const where = and(
    liveCustomersOf(s.shopId),
    customerMatches(filter.search),
    filter.dutyFlag === undefined ? undefined : eq(customerVisits.dutyFlag, filter.dutyFlag),
  );
  const rows = await s.tx
    .select(visitColumns)
    .from(customerVisits)
    .innerJoin(customers, joinCustomerOfVisit)
    .where(where)
    .orderBy(asc(customerVisits.dueDay), asc(customerVisits.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx
    .select({ n: count() })
    .from(customerVisits)
    .innerJoin(customers, joinCustomerOfVisit)
    .where(where);
  return { rows: rows.map(flattenVisit), totalCount: total.n };
}

/** One follow-up visit of a live customer of the shop, or undefined. */
export async function findVisit(s: TCustomersScope, id: number): Promise<TVisitRow | undefined> {
  const [row] = await s.tx
    .select(visitColumns)
    .from(customerVisits)
    .innerJoin(customers, joinCustomerOfVisit)
    .where(and(liveCustomersOf(s.shopId), eq(customerVisits.id, id)));
  return row && flattenVisit(row);
}

/** Records a visit's status and result when its version matches (any when none is given); whether a row changed. */
export async function updateVisit(
  s: TCustomersScope,
  id: number,
  version: number | undefined,
  fields: { dutyFlag: number; remark: string; updatedAt: Date },
): Promise<boolean> {
  const rows = await s.tx
    .update(customerVisits)
    .set({ ...fields, version: sql`${customerVisits.version} + 1` })
    .where(
      and(
        eq(customerVisits.shopId, s.shopId),
        eq(customerVisits.id, id),
        versionMatches(customerVisits.version, version),
      ),
    )
    .returning({ id: customerVisits.id });
  return rows.length > 0;
}
