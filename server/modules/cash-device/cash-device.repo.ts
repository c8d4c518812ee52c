import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { bills } from '../../db/schema/bills';
import { cashDeviceEvents } from '../../db/schema/cash-device';
import { shops } from '../../db/schema/shops';

/** The repos of the cash machine's append-only record (ADR 032): inserts and reads, never an update. */
type TScope = { tx: TDb; shopId: number };

export type TCashEventInsert = Omit<typeof cashDeviceEvents.$inferInsert, 'id' | 'shopId'>;

export async function insertCashEvent(s: TScope, row: TCashEventInsert) {
  const [inserted] = await s.tx
    .insert(cashDeviceEvents)
    .values({ ...row, shopId: s.shopId })
    .returning();
  return inserted;
}

/** The shop's cash-device settings, its row locked so that two sessions cannot start at once. */
export async function lockShopDevice(s: TScope) {
  const [row] = await s.tx
    .select({ cashDeviceFlag: shops.cashDeviceFlag })
    .from(shops)
    .where(eq(shops.id, s.shopId))
    .for('update');
  return row;
}

const start = alias(cashDeviceEvents, 'start');
const outcome = alias(cashDeviceEvents, 'outcome');
const starter = alias(accounts, 'starter');
const ender = alias(accounts, 'ender');

/** Sessions as start rows with their outcome row, if any, the order's number, and who started and ended them. */
function sessionsQuery(s: TScope) {
  return s.tx
    .select({
      id: start.sessionId,
      billId: start.billId,
      billOrderNo: bills.billOrderNo,
      amount: start.amount,
      outcome: outcome.kind,
      inserted: outcome.inserted,
      change: outcome.change,
      refund: outcome.refund,
      error: outcome.error,
      startedBy: starter.name,
      endedBy: ender.name,
      startTime: start.createdAt,
      endTime: outcome.createdAt,
    })
    .from(start)
    .innerJoin(bills, and(eq(bills.shopId, start.shopId), eq(bills.id, start.billId)))
    .innerJoin(starter, and(eq(starter.shopId, start.shopId), eq(starter.id, start.accountId)))
    .leftJoin(
      outcome,
      and(
        eq(outcome.shopId, start.shopId),
        eq(outcome.sessionId, start.sessionId),
        sql`${outcome.kind} not in ('start', 'refill')`,
      ),
    )
    .leftJoin(ender, and(eq(ender.shopId, outcome.shopId), eq(ender.id, outcome.accountId)))
    .$dynamic();
}
export type TSessionRow = Awaited<ReturnType<typeof findSession>>;

export async function findSession(s: TScope, sessionId: string) {
  const [row] = await sessionsQuery(s).where(
    and(eq(start.shopId, s.shopId), eq(start.kind, 'start'), eq(start.sessionId, sessionId)),
  );
  return row;
}

/** The shop's session without an outcome, if any (there is at most one: startSession checks under the shop's lock). */
export async function findOpenSession(s: TScope) {
  const [row] = await sessionsQuery(s)
    .where(and(eq(start.shopId, s.shopId), eq(start.kind, 'start'), sql`${outcome.id} is null`))
    .orderBy(desc(start.id))
    .limit(1);
  return row;
}

/** Sessions started in [from, to), newest first. */
export function listSessions(s: TScope, from: Date, to: Date, limit: number) {
  return sessionsQuery(s)
    .where(
      and(eq(start.shopId, s.shopId), eq(start.kind, 'start'), gte(start.createdAt, from), lt(start.createdAt, to)),
    )
    .orderBy(desc(start.id))
    .limit(limit);
}

/** Refills recorded in [from, to), newest first. */
export function listRefills(s: TScope, from: Date, to: Date, limit: number) {
  return s.tx
    .select({
      id: cashDeviceEvents.id,
      refillAmount: cashDeviceEvents.amount,
      pieces: cashDeviceEvents.pieces,
      by: accounts.name,
      time: cashDeviceEvents.createdAt,
    })
    .from(cashDeviceEvents)
    .innerJoin(accounts, and(eq(accounts.shopId, cashDeviceEvents.shopId), eq(accounts.id, cashDeviceEvents.accountId)))
    .where(
      and(
        eq(cashDeviceEvents.shopId, s.shopId),
        eq(cashDeviceEvents.kind, 'refill'),
        gte(cashDeviceEvents.createdAt, from),
        lt(cashDeviceEvents.createdAt, to),
      ),
    )
    .orderBy(desc(cashDeviceEvents.id))
    .limit(limit);
}

/** The order a session collects for: the shop's bill with its status and cash part. */
export async function findBillForDevice(s: TScope, billId: number) {
  const [row] = await s.tx
    .select({ id: bills.id, status: bills.status, cashAmount: bills.cashAmount })
    .from(bills)
    .where(and(eq(bills.shopId, s.shopId), eq(bills.id, billId)));
  return row;
}

/** The cash the customer handed over: what the machine took in for the order's cash part. */
export async function setCashReceived(s: TScope, billId: number, cashReceived: number) {
  await s.tx
    .update(bills)
    .set({ cashReceived })
    .where(and(eq(bills.shopId, s.shopId), eq(bills.id, billId), inArray(bills.status, ['unpaid'])));
}
