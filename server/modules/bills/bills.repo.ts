import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { phoneDigitsOfKey } from '../../../contract/search-keys';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { appointmentProducts, appointments } from '../../db/schema/appointments';
import { billLineChanges, billLines, billProducts, bills } from '../../db/schema/bills';
import { customers, customerVisits } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { products } from '../../db/schema/projects';
import { containsPattern, digitsOf } from '../../db/search';
import type { TCustomerRow } from '../prepay/prepay.repo';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TBillsScope = { tx: TDb; shopId: number };

export type TBillRow = typeof bills.$inferSelect;
export type TBillLineRow = typeof billLines.$inferSelect;
export type TLineChangeInsert = Omit<typeof billLineChanges.$inferInsert, 'id' | 'shopId'>;
/** An instant range [start, end): a shop day in its zone. */
export type TRange = { start: Date; end: Date };

/** `%text%` for ILIKE, with the LIKE wildcards of the typed text matched literally. */

const billsOf = (shopId: number) => eq(bills.shopId, shopId);
const createdWithin = (ranges: TRange[]) =>
  or(...ranges.map((r) => and(gte(accounts.createdAt, r.start), lt(accounts.createdAt, r.end))));

/**
 * Who can hold a staff line (SPEC §3, §6, ADR 016): financeFlag 0, not resigned, not deleted; a temporary (type 3)
 * account only on the days it was made for (created within one of the ranges).
 */
const canBill = (ranges: TRange[]) =>
  and(
    eq(accounts.financeFlag, 0),
    isNull(accounts.departedAt),
    isNull(accounts.deletedAt),
    or(ne(accounts.accountType, 3), createdWithin(ranges)),
  );

/** The accounts among the ids that can hold a staff line of a bill. */
export async function findBillingStaff(s: TBillsScope, ids: readonly number[], ranges: TRange[]) {
  if (ids.length === 0) return [];
  return s.tx
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), inArray(accounts.id, [...ids]), canBill(ranges)));
}

/** A temporary (type 3) account that can bill, with a phone of these digits, made within one of the ranges. */
export async function findTemporaryAccount(s: TBillsScope, phoneDigits: string, ranges: TRange[]) {
  const [row] = await s.tx
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(
      and(
        eq(accounts.shopId, s.shopId),
        eq(accounts.accountType, 3),
        sql`${digitsOf(accounts.phone)} = ${phoneDigits}`,
        canBill(ranges),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(1);
  return row;
}

/** Sets the jobFlag of a staff member of the shop that is not deleted; answers the row, or undefined when none. */
export async function setJobFlag(s: TBillsScope, accountId: number, jobFlag: number) {
  const [row] = await s.tx
    .update(accounts)
    .set({ jobFlag, version: sql`${accounts.version} + 1` })
    .where(and(eq(accounts.shopId, s.shopId), eq(accounts.id, accountId), isNull(accounts.deletedAt)))
    .returning({ id: accounts.id, jobFlag: accounts.jobFlag });
  return row;
}

export type TProductForBill = {
  id: number;
  name: string;
  unitPrice: number;
  visitFlag: string;
  visitDays: number;
};

/** A staff member a bill names who can bill on some day (canBill without its day rule, which `canBillOn` applies). */
export type TBillingCandidate = { id: number; name: string; accountType: number; createdAt: string };

/**
 * What a new front-desk bill reads before it writes (ADR 023), in one statement: the shop's zone, the live projects
 * it names, the staff members it names who can bill, and its live customer with the member card. bill/create reads it
 * beside the session (define-call.ts `sessionRead`), bill/createByAppoint in its transaction (`readBillPre`).
 */
export type TBillPreRead = {
  timeZone: string;
  products: TProductForBill[];
  staff: TBillingCandidate[];
  customer: TCustomerRow | null;
};

/** The SQL of TBillPreRead for a shop, given the projects (int[]), the staff members (int[]) and the customer (int). */
export function billPreReadValue(shopId: SQL, ids: { productIds: SQL; staffIds: SQL; customerId: SQL }): SQL {
  return sql`
    SELECT json_build_object(
             'timeZone', s.time_zone,
             'products', coalesce((
               SELECT json_agg(json_build_object('id', p.id, 'name', p.name, 'unitPrice', p.unit_price,
                                                 'visitFlag', p.visit_flag, 'visitDays', p.visit_days))
                 FROM products p
                WHERE p.shop_id = s.id AND p.id = ANY(${ids.productIds}::int[]) AND p.del_flag = 0), '[]'::json),
             'staff', coalesce((
               SELECT json_agg(json_build_object('id', a.id, 'name', a.name, 'accountType', a.account_type,
                                                 'createdAt', a.created_at))
                 FROM accounts a
                WHERE a.shop_id = s.id AND a.id = ANY(${ids.staffIds}::int[]) AND a.finance_flag = 0
                  AND a.departed_at IS NULL AND a.deleted_at IS NULL), '[]'::json),
             'customer', (
               SELECT json_build_object('id', c.id, 'name', c.name, 'phone', c.phone, 'vipFlag', c.vip_flag,
                                        'memberCard', CASE WHEN m.id IS NULL THEN NULL ELSE
                                          json_build_object('id', m.id, 'cardNo', m.card_no, 'closedAt', m.closed_at)
                                        END)
                 FROM customers c
                 LEFT JOIN prepay_cards m ON m.shop_id = c.shop_id AND m.customer_id = c.id AND m.kind = 'member'
                WHERE c.shop_id = s.id AND c.id = ${ids.customerId}::int AND c.deleted_at IS NULL))
      FROM shops s
     WHERE s.id = ${shopId}`;
}

/** TBillPreRead in the transaction, for a bill whose call did not read it beside the session. */
export async function readBillPre(
  s: TBillsScope,
  ids: { productIds: number[]; staffIds: number[]; customerId: number | null },
): Promise<TBillPreRead> {
  const value = billPreReadValue(sql`${s.shopId}`, {
    productIds: sql`${sql.param(ids.productIds)}`,
    staffIds: sql`${sql.param(ids.staffIds)}`,
    customerId: sql`${ids.customerId}`,
  });
  const { rows } = (await s.tx.execute(sql`SELECT (${value}) AS value`)) as unknown as {
    rows: { value: TBillPreRead | string }[];
  };
  return parseBillPre(rows[0].value);
}

/** TBillPreRead from its JSON (as text or parsed by the driver), its member card's closing time a Date. */
export function parseBillPre(raw: unknown): TBillPreRead {
  const pre = (typeof raw === 'string' ? JSON.parse(raw) : raw) as TBillPreRead;
  const card = pre.customer?.memberCard;
  if (card?.closedAt) card.closedAt = new Date(card.closedAt);
  return pre;
}

/**
 * canBill's rule for a temporary (type 3) account, on a candidate the pre-read found: it bills only on the days it
 * was made for (created within one of the ranges). Every other candidate passed canBill's other rules in SQL.
 */
export const canBillOn = (ranges: TRange[], candidate: TBillingCandidate) =>
  candidate.accountType !== 3 ||
  ranges.some((r) => {
    const at = new Date(candidate.createdAt).getTime();
    return at >= r.start.getTime() && at < r.end.getTime();
  });

/** A bill of the shop, any type and status. */
export async function findBill(s: TBillsScope, billId: number): Promise<TBillRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(bills)
    .where(and(billsOf(s.shopId), eq(bills.id, billId)));
  return row;
}

/** A bill's projects with their follow-up settings as they are now (a visit is due visitDays after the bill). */
export async function billProductsForVisits(s: TBillsScope, billId: number) {
  return s.tx
    .select({
      productId: billProducts.productId,
      productName: billProducts.productName,
      visitFlag: products.visitFlag,
      visitDays: products.visitDays,
    })
    .from(billProducts)
    .innerJoin(products, and(eq(products.shopId, billProducts.shopId), eq(products.id, billProducts.productId)))
    .where(and(eq(billProducts.shopId, s.shopId), eq(billProducts.billId, billId)))
    .orderBy(asc(billProducts.position));
}

/** The names of a bill's projects in their order. */
export async function billProductNames(s: TBillsScope, billId: number): Promise<string[]> {
  const rows = await s.tx
    .select({ name: billProducts.productName })
    .from(billProducts)
    .where(and(eq(billProducts.shopId, s.shopId), eq(billProducts.billId, billId)))
    .orderBy(asc(billProducts.position));
  return rows.map((r) => r.name);
}

/** The names of an appointment's projects in their booking order. */
export async function appointmentProductNames(s: TBillsScope, appointmentId: number): Promise<string[]> {
  const rows = await s.tx
    .select({ name: appointmentProducts.productName })
    .from(appointmentProducts)
    .where(and(eq(appointmentProducts.shopId, s.shopId), eq(appointmentProducts.appointmentId, appointmentId)))
    .orderBy(asc(appointmentProducts.position));
  return rows.map((r) => r.name);
}

/** Follow-up visits to make (SPEC §4): one per project with visitFlag '1'. */
export async function insertVisits(
  s: TBillsScope,
  rows: { customerId: number; productId: number; productName: string; appointDay: string; dueDay: string; at: Date }[],
) {
  if (rows.length === 0) return;
  await s.tx
    .insert(customerVisits)
    .values(rows.map(({ at, ...row }) => ({ ...row, shopId: s.shopId, createdAt: at, updatedAt: at })));
}

/** A paid bill's visit as its customer records it. */
export type TCustomerVisit = { spend: number; visitAt: Date; at: Date };

/**
 * The SET of a paid bill's effect on its customer (SPEC §2.11), its values as SQL: one more visit, its spend added,
 * and the last visit moved to the bill's moment when later. The favourite technician is not kept: the customer's
 * detail counts it from the paid bill lines when read (customers.repo favouriteAccountOf).
 */
export function customerVisitSet(visit: Record<keyof TCustomerVisit, SQL>): SQL {
  return sql`visit_count = visit_count + 1, total_spend = total_spend + ${visit.spend},
    last_visit_at = greatest(coalesce(last_visit_at, ${visit.visitAt}), ${visit.visitAt}),
    updated_at = ${visit.at}`;
}

/** A paid bill's effect on its customer (customerVisitSet). */
export async function recordCustomerVisit(s: TBillsScope, customerId: number, visit: TCustomerVisit) {
  const values = {
    spend: sql`${visit.spend}::bigint`,
    visitAt: sql`${visit.visitAt.toISOString()}::timestamptz`,
    at: sql`${visit.at.toISOString()}::timestamptz`,
  };
  const set = customerVisitSet(values);
  await s.tx.execute(sql`UPDATE ${customers} SET ${set} WHERE shop_id = ${s.shopId} AND id = ${customerId}`);
}

/** An edited paid bill's effect on its customer: the spend moved by the difference (never below 0). */
export async function adjustCustomerSpend(s: TBillsScope, customerId: number, difference: number, at: Date) {
  await s.tx
    .update(customers)
    .set({ totalSpend: sql`greatest(${customers.totalSpend} + ${difference}, 0)`, updatedAt: at })
    .where(and(eq(customers.shopId, s.shopId), eq(customers.id, customerId)));
}

/** Stores a payment transaction id on a bill of any status; whether the shop has the bill. */
export async function setTransactionId(s: TBillsScope, billId: number, transactionId: string, at: Date) {
  const rows = await s.tx
    .update(bills)
    .set({ transactionId, updatedAt: at })
    .where(and(billsOf(s.shopId), eq(bills.id, billId)))
    .returning({ id: bills.id });
  return rows.length > 0;
}

/** Updates a bill's figures when its version still matches, bumping it; whether a row changed. */
export async function updateBillFigures(
  s: TBillsScope,
  billId: number,
  version: number,
  fields: Partial<
    Pick<
      typeof bills.$inferInsert,
      | 'totalAmount'
      | 'actualAmount'
      | 'payType'
      | 'cashAmount'
      | 'cardAmount'
      | 'cashReceived'
      | 'coupon'
      | 'giftVoucher'
      | 'memberDeduction'
      | 'discountDeduction'
      | 'cardId'
      | 'giftCardId'
    >
  > & { updatedAt: Date },
): Promise<boolean> {
  const rows = await s.tx
    .update(bills)
    .set({ ...fields, version: sql`${bills.version} + 1` })
    .where(and(billsOf(s.shopId), eq(bills.id, billId), eq(bills.version, version)))
    .returning({ id: bills.id });
  return rows.length > 0;
}

/** A bill's staff lines in their order. */
export async function linesOfBill(s: TBillsScope, billId: number): Promise<TBillLineRow[]> {
  return s.tx
    .select()
    .from(billLines)
    .where(and(eq(billLines.shopId, s.shopId), eq(billLines.billId, billId)))
    .orderBy(asc(billLines.position), asc(billLines.id));
}

/** A staff line of the shop. */
export async function findLine(s: TBillsScope, lineId: number): Promise<TBillLineRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(billLines)
    .where(and(eq(billLines.shopId, s.shopId), eq(billLines.id, lineId)));
  return row;
}

/** Changes a staff line (its amount, adjustment or staff member) with the amount before, the reason and the time. */
export async function updateLine(
  s: TBillsScope,
  lineId: number,
  fields: Partial<Pick<TBillLineRow, 'accountId' | 'amount' | 'adjustment'>> & {
    amountBefore: number;
    changeReason: string;
    updatedAt: Date;
  },
) {
  await s.tx
    .update(billLines)
    .set(fields)
    .where(and(eq(billLines.shopId, s.shopId), eq(billLines.id, lineId)));
}

/** Appends edits and transfers of staff lines to their history. */
export async function insertLineChanges(s: TBillsScope, rows: TLineChangeInsert[]) {
  if (rows.length === 0) return;
  await s.tx.insert(billLineChanges).values(rows.map((row) => ({ ...row, shopId: s.shopId })));
}

/** Bumps a bill's version and update time after one of its lines changed. */
export async function touchBill(s: TBillsScope, billId: number, at: Date) {
  await s.tx
    .update(bills)
    .set({ updatedAt: at, version: sql`${bills.version} + 1` })
    .where(and(billsOf(s.shopId), eq(bills.id, billId)));
}

/**
 * Links an appointment that is not deleted and not billed yet to its bill, bumping its version (the board shows it
 * billed); answers the row before and after, or undefined when it was deleted or billed meanwhile.
 */
export async function linkAppointmentToBill(s: TBillsScope, appointmentId: number, billId: number, at: Date) {
  const [row] = await s.tx
    .update(appointments)
    .set({ billId, updatedAt: at, version: sql`${appointments.version} + 1` })
    .where(
      and(
        eq(appointments.shopId, s.shopId),
        eq(appointments.id, appointmentId),
        eq(appointments.delFlag, 0),
        isNull(appointments.billId),
      ),
    )
    .returning({ id: appointments.id });
  return row !== undefined;
}

/* ---------- reads: the finance table and the order history ---------- */

const memberCard = alias(prepayCards, 'member_card');
const giftCard = alias(prepayCards, 'gift_card');

/** The card number of a bill's member card (or a recharge's card), and of the gift card its voucher came from. */
const billColumns = {
  bill: bills,
  cardNo: memberCard.cardNo,
  cardKind: memberCard.kind,
  cardPhone: memberCard.phone,
  giftCardNo: giftCard.cardNo,
  customerName: customers.name,
  customerPhone: customers.phone,
};
export type TBillListRow = {
  bill: TBillRow;
  cardNo: string | null;
  cardKind: string | null;
  cardPhone: string | null;
  giftCardNo: string | null;
  customerName: string | null;
  customerPhone: string | null;
};

export type TBillFilter = {
  ids?: readonly number[];
  key?: string;
  orderType?: string;
  payType?: string;
  status?: string;
  accountId?: number;
  startDay?: string;
  endDay?: string;
};

function billWhere(shopId: number, filter: TBillFilter): SQL | undefined {
  const key = filter.key?.trim() ?? '';
  const keyDigits = phoneDigitsOfKey(key);
  return and(
    billsOf(shopId),
    filter.ids ? inArray(bills.id, [...filter.ids]) : undefined,
    filter.orderType ? eq(bills.orderType, filter.orderType) : undefined,
    filter.payType ? eq(bills.payType, filter.payType) : undefined,
    filter.status ? eq(bills.status, filter.status) : undefined,
    filter.startDay ? gte(bills.billDay, filter.startDay) : undefined,
    filter.endDay ? lte(bills.billDay, filter.endDay) : undefined,
    filter.accountId === undefined
      ? undefined
      : sql`exists (select 1 from ${billLines} where ${billLines.shopId} = ${bills.shopId} and ${billLines.billId} = ${bills.id} and ${billLines.accountId} = ${filter.accountId})`,
    key
      ? or(
          sql`${bills.billOrderNo} ILIKE ${containsPattern(key)}`,
          sql`${bills.customName} ILIKE ${containsPattern(key)}`,
          sql`${customers.name} ILIKE ${containsPattern(key)}`,
          sql`${bills.transactionId} ILIKE ${containsPattern(key)}`,
          keyDigits ? sql`${digitsOf(bills.customPhone)} LIKE ${`%${keyDigits}%`}` : undefined,
          keyDigits ? sql`${digitsOf(customers.phone)} LIKE ${`%${keyDigits}%`}` : undefined,
        )
      : undefined,
  );
}

function selectBills(s: TBillsScope) {
  return s.tx
    .select(billColumns)
    .from(bills)
    .leftJoin(memberCard, and(eq(memberCard.shopId, bills.shopId), eq(memberCard.id, bills.cardId)))
    .leftJoin(giftCard, and(eq(giftCard.shopId, bills.shopId), eq(giftCard.id, bills.giftCardId)))
    .leftJoin(customers, and(eq(customers.shopId, bills.shopId), eq(customers.id, bills.customerId)));
}

/**
 * The shop's bills newest first (bill date, record time, id), filtered; one page with the total. The key matches the
 * order number, the customer's name or phone and the transaction id.
 */
export async function listBills(
  s: TBillsScope,
  filter: TBillFilter & { offset: number; limit: number },
): Promise<{ rows: TBillListRow[]; totalCount: number }> {
  const where = billWhere(s.shopId, filter);
  const rows = await selectBills(s)
    .where(where)
    .orderBy(desc(bills.billDay), desc(bills.recordMin), desc(bills.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx
    .select({ n: count() })
    .from(bills)
    .leftJoin(customers, and(eq(customers.shopId, bills.shopId), eq(customers.id, bills.customerId)))
    .where(where);
  return { rows, totalCount: total.n };
}

/** The staff lines of some bills with their staff member's name and type, in bill and line order. */
export async function linesOfBills(s: TBillsScope, billIds: readonly number[]) {
  if (billIds.length === 0) return [];
  return s.tx
    .select({ line: billLines, accountName: accounts.name, accountType: accounts.accountType })
    .from(billLines)
    .innerJoin(accounts, and(eq(accounts.shopId, billLines.shopId), eq(accounts.id, billLines.accountId)))
    .where(and(eq(billLines.shopId, s.shopId), inArray(billLines.billId, [...billIds])))
    .orderBy(asc(billLines.billId), asc(billLines.position), asc(billLines.id));
}

/** The projects of some bills, in bill and sale order. */
export async function productsOfBills(s: TBillsScope, billIds: readonly number[]) {
  if (billIds.length === 0) return [];
  return s.tx
    .select()
    .from(billProducts)
    .where(and(eq(billProducts.shopId, s.shopId), inArray(billProducts.billId, [...billIds])))
    .orderBy(asc(billProducts.billId), asc(billProducts.position));
}

/** Accounts holding a staff line on a bill of the day. */
const holdsLineOn = (day: string) =>
  sql`exists (select 1 from ${billLines} inner join ${bills} on ${bills.shopId} = ${billLines.shopId} and ${bills.id} = ${billLines.billId}
    where ${billLines.shopId} = ${accounts.shopId} and ${billLines.accountId} = ${accounts.id} and ${bills.billDay} = ${day})`;

/**
 * The finance table's columns of a day (SPEC §2.10, ADR 016): accounts not of type 3 with financeFlag 0, neither
 * resigned nor deleted, in staff order; then the type 3 accounts made that day; then any other account holding a
 * line that day (resigned since, no longer billing), so no bill leaves the table.
 */
export async function financeColumns(s: TBillsScope, day: string, range: TRange) {
  const regular = and(
    ne(accounts.accountType, 3),
    eq(accounts.financeFlag, 0),
    isNull(accounts.departedAt),
    isNull(accounts.deletedAt),
  );
  const temporaryOfDay = and(eq(accounts.accountType, 3), isNull(accounts.deletedAt), createdWithin([range]));
  return s.tx
    .select({
      id: accounts.id,
      name: accounts.name,
      accountType: accounts.accountType,
      jobFlag: accounts.jobFlag,
      financeFlag: accounts.financeFlag,
    })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), or(regular, temporaryOfDay, holdsLineOn(day))))
    .orderBy(
      sql`case when ${regular} then 0 when ${temporaryOfDay} then 1 else 2 end`,
      asc(accounts.sortOrder),
      asc(accounts.id),
    );
}

/**
 * The finance table's cells of a day: every staff line of its front-desk bills (paid and unpaid) in record-time
 * order, with its bill, its appointment (when started from one) and the project names the cell shows: the
 * appointment's projects, else the bill's.
 */
export async function financeCells(s: TBillsScope, day: string) {
  const appointmentTitle = sql<string>`(select string_agg(${appointmentProducts.productName}, ', ' order by ${appointmentProducts.position})
    from ${appointmentProducts} where ${appointmentProducts.shopId} = ${bills.shopId} and ${appointmentProducts.appointmentId} = ${bills.appointmentId})`;
  const billTitle = sql<string>`(select string_agg(${billProducts.productName}, ', ' order by ${billProducts.position})
    from ${billProducts} where ${billProducts.shopId} = ${bills.shopId} and ${billProducts.billId} = ${bills.id})`;
  return s.tx
    .select({
      line: billLines,
      billOrderNo: bills.billOrderNo,
      billStatus: bills.status,
      recordMin: bills.recordMin,
      appointmentId: bills.appointmentId,
      appointCustomName: appointments.customName,
      appointCustomPhone: appointments.customPhone,
      appointDay: appointments.day,
      appointStartMin: appointments.startMin,
      productTitle: sql<string>`coalesce(case when ${bills.appointmentId} is not null then ${appointmentTitle} end, ${billTitle}, '')`,
    })
    .from(billLines)
    .innerJoin(bills, and(eq(bills.shopId, billLines.shopId), eq(bills.id, billLines.billId)))
    .leftJoin(appointments, and(eq(appointments.shopId, bills.shopId), eq(appointments.id, bills.appointmentId)))
    .where(and(eq(billLines.shopId, s.shopId), eq(bills.billDay, day), eq(bills.orderType, 'frontDesk')))
    .orderBy(asc(bills.recordMin), asc(bills.id), asc(billLines.position), asc(billLines.id));
}

/**
 * The day's totals (SPEC §3 'Bill statistics'): front-desk bills paid and unpaid (their work was done), and the
 * money paid for recharges that are paid (an unpaid recharge has credited nothing yet), member and gift apart.
 */
export async function dayTotals(s: TBillsScope, day: string) {
  const frontDesk = sql`${bills.orderType} = 'frontDesk'`;
  const sumOf = (column: AnyPgColumn, when: SQL) =>
    sql<number>`coalesce(sum(${column}) filter (where ${when}), 0)::bigint`.mapWith(Number);
  const [row] = await s.tx
    .select({
      totalAmount: sumOf(bills.totalAmount, frontDesk),
      coupon: sumOf(bills.coupon, frontDesk),
      discountDeduction: sumOf(bills.discountDeduction, frontDesk),
      memberDeduction: sumOf(bills.memberDeduction, frontDesk),
      giftVoucher: sumOf(bills.giftVoucher, frontDesk),
      rechargeAmount: sumOf(
        bills.actualAmount,
        sql`${bills.orderType} = 'memberRecharge' and ${bills.status} = 'paid'`,
      ),
      rechargeAmountGift: sumOf(
        bills.actualAmount,
        sql`${bills.orderType} = 'giftCardRecharge' and ${bills.status} = 'paid'`,
      ),
    })
    .from(bills)
    .where(and(billsOf(s.shopId), eq(bills.billDay, day)));
  return row;
}
