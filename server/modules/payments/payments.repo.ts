import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { paymentNotifications, paymentOrders } from '../../db/schema/payments';
import { shops } from '../../db/schema/shops';
import { containsPattern } from '../../db/search';

export type TOrderRow = typeof paymentOrders.$inferSelect;
export type TOrderInsert = Omit<typeof paymentOrders.$inferInsert, 'id' | 'status' | 'paidAt'>;
export type TNotificationInsert = Omit<typeof paymentNotifications.$inferInsert, 'id'>;

/** The plan fields of a shop that a purchase reads and changes. */
export async function findShopPlan(db: TDb, shopId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      goodsType: shops.goodsType,
      trialFlag: shops.trialFlag,
      expireTime: shops.expireTime,
      timeZone: shops.timeZone,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}

/** Inserts an unpaid order and answers it. */
export async function insertOrder(db: TDb, values: TOrderInsert): Promise<TOrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row;
}

/**
 * An order by its number, whatever shop it belongs to, with the shop's time zone: the provider and its pay page know
 * an order only by its number.
 */
export async function findOrderByNo(db: TDb, orderNo: string) {
  const [row] = await db
    .select({ order: paymentOrders, timeZone: shops.timeZone })
    .from(paymentOrders)
    .innerJoin(shops, eq(shops.id, paymentOrders.shopId))
    .where(eq(paymentOrders.orderNo, orderNo));
  return row;
}

/** One order of the shop by its number, or undefined (another shop's number included). */
export async function findShopOrder(db: TDb, shopId: number, orderNo: string): Promise<TOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.shopId, shopId), eq(paymentOrders.orderNo, orderNo)));
  return row;
}

/** The shop's paid orders, newest payment first, of one kind or all, matching a key on the number or subject. */
export async function listPaidOrders(
  db: TDb,
  shopId: number,
  filter: { kind?: string; key: string; offset: number; limit: number },
) {
  const pattern = filter.key ? containsPattern(filter.key) : undefined;
  const where = and(
    eq(paymentOrders.shopId, shopId),
    eq(paymentOrders.status, 'paid'),
    filter.kind ? eq(paymentOrders.kind, filter.kind) : undefined,
    pattern
      ? or(sql`${paymentOrders.orderNo} ILIKE ${pattern}`, sql`${paymentOrders.subject} ILIKE ${pattern}`)
      : undefined,
  );
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(where)
    .orderBy(desc(paymentOrders.paidAt), desc(paymentOrders.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(paymentOrders).where(where);
  return { rows, totalCount: total.n };
}

/**
 * Marks an unpaid order paid: the guarded update that makes settling happen once. Answers the order when this call
 * changed it, undefined when it was already paid (or is gone).
 */
export async function markOrderPaid(
  db: TDb,
  orderNo: string,
  paid: { paidAt: Date; transactionId: string | null; validFrom: Date | null; validUntil: Date | null },
): Promise<TOrderRow | undefined> {
  const [row] = await db
    .update(paymentOrders)
    .set({ status: 'paid', ...paid })
    .where(and(eq(paymentOrders.orderNo, orderNo), eq(paymentOrders.status, 'unpaid')))
    .returning();
  return row;
}

/** Puts a shop on a plan: formal, with its new expiry (none for the free plan). */
export async function setShopPlan(db: TDb, shopId: number, plan: { goodsType: string; expireTime: Date | null }) {
  await db
    .update(shops)
    .set({ goodsType: plan.goodsType, trialFlag: 0, expireTime: plan.expireTime, version: sql`${shops.version} + 1` })
    .where(eq(shops.id, shopId));
}

/** Adds bought SMS to a shop's remaining count. */
export async function addShopSms(db: TDb, shopId: number, smsNums: number) {
  await db
    .update(shops)
    .set({ msgNums: sql`${shops.msgNums} + ${smsNums}` })
    .where(eq(shops.id, shopId));
}

/** Logs a payment notification with what became of it. */
export async function insertNotification(db: TDb, values: TNotificationInsert) {
  await db.insert(paymentNotifications).values(values);
}

/** The notifications logged for an order number, oldest first (tests and support read the log). */
export async function listNotificationsOf(db: TDb, orderNo: string) {
  return db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.orderNo, orderNo))
    .orderBy(paymentNotifications.id);
}
