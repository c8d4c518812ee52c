import { and, asc, between, eq, inArray, isNull, ne, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { appointmentProducts, appointments } from '../../db/schema/appointments';
import { billLines, billProducts, bills } from '../../db/schema/bills';

/** What every repo function takes: the database and the session's shop. */
export type TStatsScope = { tx: TDb; shopId: number };

/** The unit a series counts by: the record time's hour, or the bill date's day, month or year (ADR 025). */
export type TUnit = 'hour' | 'day' | 'month' | 'year';
/** Bill dates from `startDay` to `endDay`, both included. */
export type TPeriod = { startDay: string; endDay: string };

/**
 * A sum or count from the driver as a number: bigint sums arrive as strings (or bigints), and a figure beyond 2^53
 * cents would lose cents, so it fails loudly instead.
 */
function exactNumber(value: unknown): number {
  const n = Number(value ?? 0);
  if (!Number.isSafeInteger(n)) throw new Error(`statistics: ${String(value)} is not an exact integer`);
  return n;
}
const sumOf = (expr: SQLWrapper, when?: SQL) =>
  (when
    ? sql`coalesce(sum(${expr}) filter (where ${when}), 0)::bigint`
    : sql`coalesce(sum(${expr}), 0)::bigint`
  ).mapWith(exactNumber);
const countOf = (when?: SQL) => (when ? sql`count(*) filter (where ${when})` : sql`count(*)`).mapWith(exactNumber);

/** The series key of a bill, by unit; written without parameters so that GROUP BY 1 meets the same expression. */
const billKey: Record<TUnit, SQL<string>> = {
  hour: sql<string>`lpad((${bills.recordMin} / 60)::text, 2, '0')`,
  day: sql<string>`to_char(${bills.billDay}, 'YYYY-MM-DD')`,
  month: sql<string>`to_char(${bills.billDay}, 'YYYY-MM')`,
  year: sql<string>`to_char(${bills.billDay}, 'YYYY')`,
};
const appointmentKey: Record<'day' | 'month', SQL<string>> = {
  day: sql<string>`to_char(${appointments.day}, 'YYYY-MM-DD')`,
  month: sql<string>`to_char(${appointments.day}, 'YYYY-MM')`,
};

const FRONT_DESK = sql`${bills.orderType} = 'frontDesk'`;
const RECHARGE = sql`${bills.orderType} in ('memberRecharge', 'giftCardRecharge')`;
const PAID = sql`${bills.status} = 'paid'`;
const UNPAID = sql`${bills.status} = 'unpaid'`;
/** The bills of the shop in the period: the index bills_shop_day_idx (shop_id, bill_day) serves every report. */
const billsIn = (s: TStatsScope, period: TPeriod) =>
  and(eq(bills.shopId, s.shopId), between(bills.billDay, period.startDay, period.endDay));

/**
 * Each staff member's figures by unit: their lines on front-desk bills of the period (paid or not), with those bills'
 * customers and projects. One row per account and key.
 */
export async function staffLineFigures(s: TStatsScope, period: TPeriod, unit: TUnit, accountId?: number) {
  const projectsOfBill = sql`(select count(*) from ${billProducts}
    where ${billProducts.shopId} = ${bills.shopId} and ${billProducts.billId} = ${bills.id})`;
  return s.tx
    .select({
      accountId: billLines.accountId,
      key: billKey[unit],
      income: sumOf(billLines.amount),
      unpaidIncome: sumOf(billLines.amount, UNPAID),
      adjustment: sumOf(billLines.adjustment),
      bills: countOf(),
      customers: sumOf(bills.customerCount),
      projects: sumOf(projectsOfBill),
    })
    .from(bills)
    .innerJoin(billLines, and(eq(billLines.shopId, bills.shopId), eq(billLines.billId, bills.id)))
    .where(
      and(billsIn(s, period), FRONT_DESK, accountId === undefined ? undefined : eq(billLines.accountId, accountId)),
    )
    .groupBy(sql`1, 2`);
}

/** The paid member and gift-card recharges each account recorded in the period, and what was paid for them. */
export async function staffRechargeFigures(s: TStatsScope, period: TPeriod, accountId?: number) {
  const rows = await s.tx
    .select({ accountId: bills.createdBy, recharges: countOf(), rechargeAmount: sumOf(bills.actualAmount) })
    .from(bills)
    .where(
      and(
        billsIn(s, period),
        RECHARGE,
        PAID,
        accountId === undefined ? sql`${bills.createdBy} is not null` : eq(bills.createdBy, accountId),
      ),
    )
    .groupBy(sql`1`);
  return rows.map((r) => ({ ...r, accountId: r.accountId as number }));
}

/** The shop's figures by unit over the period (ADR 025); a day's `income` is the finance table's footer total. */
export async function shopFigures(s: TStatsScope, period: TPeriod, unit: TUnit) {
  const paidFrontDesk = sql`${FRONT_DESK} and ${PAID}`;
  return s.tx
    .select({
      key: billKey[unit],
      income: sumOf(bills.totalAmount, FRONT_DESK),
      unpaidAmount: sumOf(bills.totalAmount, sql`${FRONT_DESK} and ${UNPAID}`),
      actualAmount: sumOf(bills.actualAmount, FRONT_DESK),
      cashAmount: sumOf(bills.cashAmount, FRONT_DESK),
      cardAmount: sumOf(bills.cardAmount, FRONT_DESK),
      coupon: sumOf(bills.coupon, FRONT_DESK),
      giftVoucher: sumOf(bills.giftVoucher, FRONT_DESK),
      memberDeduction: sumOf(bills.memberDeduction, FRONT_DESK),
      discountDeduction: sumOf(bills.discountDeduction, FRONT_DESK),
      rechargeAmount: sumOf(bills.actualAmount, sql`${bills.orderType} = 'memberRecharge' and ${PAID}`),
      rechargeAmountGift: sumOf(bills.actualAmount, sql`${bills.orderType} = 'giftCardRecharge' and ${PAID}`),
      takings: sumOf(bills.actualAmount, sql`(${paidFrontDesk}) or (${RECHARGE} and ${PAID})`),
      bills: countOf(FRONT_DESK),
      customers: sumOf(bills.customerCount, FRONT_DESK),
    })
    .from(bills)
    .where(billsIn(s, period))
    .groupBy(sql`1`);
}

/** The shop's takings, income and bills of one bill day up to a record minute (included). */
export async function dayFiguresUntil(s: TStatsScope, day: string, untilMin: number) {
  const [row] = await s.tx
    .select({
      takings: sumOf(bills.actualAmount, sql`(${FRONT_DESK} or ${RECHARGE}) and ${PAID}`),
      income: sumOf(bills.totalAmount, FRONT_DESK),
      bills: countOf(FRONT_DESK),
    })
    .from(bills)
    .where(and(billsIn(s, { startDay: day, endDay: day }), sql`${bills.recordMin} <= ${untilMin}`));
  return row;
}

/**
 * The accounts a per-staff report lists, in staff order: who can bill today (financeFlag 0, not type 3, not resigned
 * or deleted), then any other account holding figures in it (a temporary employee, someone who left since).
 */
export async function reportAccounts(s: TStatsScope, withFigures: readonly number[]) {
  const regular = and(
    ne(accounts.accountType, 3),
    eq(accounts.financeFlag, 0),
    isNull(accounts.departedAt),
    isNull(accounts.deletedAt),
  );
  const holding = withFigures.length > 0 ? inArray(accounts.id, [...withFigures]) : sql`false`;
  return s.tx
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), or(regular, holding)))
    .orderBy(sql`case when ${regular} then 0 else 1 end`, asc(accounts.sortOrder), asc(accounts.id));
}

/** One account of the shop as a report names it, or undefined. */
export async function findReportAccount(s: TStatsScope, accountId: number) {
  const [row] = await s.tx
    .select({ id: accounts.id, name: accounts.name, accountType: accounts.accountType })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), eq(accounts.id, accountId)));
  return row;
}

/** Appointments that are not deleted; `shown` also not missed, as the board draws them (ADR 025). */
const NOT_DELETED = sql`${appointments.delFlag} = 0`;
const SHOWN = sql`${appointments.delFlag} = 0 and ${appointments.lostFlag} = 0`;

/** A day's appointment counts (ADR 025). */
export async function appointmentDayCounts(s: TStatsScope, day: string) {
  const [row] = await s.tx
    .select({
      appointments: countOf(SHOWN),
      arrived: countOf(sql`${SHOWN} and ${appointments.arrivedFlag} = 1`),
      billed: countOf(sql`${SHOWN} and ${appointments.billId} is not null`),
      temporary: countOf(sql`${SHOWN} and ${appointments.kind} = 'temporary'`),
      missed: countOf(sql`${NOT_DELETED} and ${appointments.lostFlag} = 1`),
    })
    .from(appointments)
    .where(and(eq(appointments.shopId, s.shopId), eq(appointments.day, day)));
  return row;
}

/** The day's shown appointments ending after a minute, by start time, with their technician's name. */
export async function nextAppointments(s: TStatsScope, day: string, afterMin: number, limit: number) {
  return s.tx
    .select({
      id: appointments.id,
      startMin: appointments.startMin,
      endMin: sql<number>`${appointments.startMin} + ${appointments.durationMin}`.mapWith(Number),
      customName: appointments.customName,
      kind: appointments.kind,
      arrivedFlag: appointments.arrivedFlag,
      accountName: accounts.name,
    })
    .from(appointments)
    .innerJoin(accounts, and(eq(accounts.shopId, appointments.shopId), eq(accounts.id, appointments.accountId)))
    .where(
      and(
        eq(appointments.shopId, s.shopId),
        eq(appointments.day, day),
        SHOWN,
        sql`${appointments.startMin} + ${appointments.durationMin} > ${afterMin}`,
      ),
    )
    .orderBy(asc(appointments.startMin), asc(accounts.sortOrder), asc(appointments.id))
    .limit(limit);
}

/** Shown appointments by day or month over a period (the index appointments_shop_day_idx serves it). */
export async function appointmentCounts(s: TStatsScope, period: TPeriod, unit: 'day' | 'month') {
  return s.tx
    .select({ key: appointmentKey[unit], count: countOf() })
    .from(appointments)
    .where(and(eq(appointments.shopId, s.shopId), between(appointments.day, period.startDay, period.endDay), SHOWN))
    .groupBy(sql`1`);
}

/** The projects of the shown appointments of a period, the most booked first, then by name. */
export async function productOrders(s: TStatsScope, period: TPeriod) {
  return s.tx
    .select({
      productId: appointmentProducts.productId,
      productName: sql<string>`max(${appointmentProducts.productName})`,
      count: countOf(),
    })
    .from(appointments)
    .innerJoin(
      appointmentProducts,
      and(eq(appointmentProducts.shopId, appointments.shopId), eq(appointmentProducts.appointmentId, appointments.id)),
    )
    .where(and(eq(appointments.shopId, s.shopId), between(appointments.day, period.startDay, period.endDay), SHOWN))
    .groupBy(appointmentProducts.productId)
    .orderBy(sql`3 desc`, sql`2`, asc(appointmentProducts.productId));
}
