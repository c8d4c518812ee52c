import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { phoneDigitsOfKey } from '../../../contract/search-keys';
import { versionMatches } from '../../db/optimistic';
import { bills } from '../../db/schema/bills';
import { shopCounters } from '../../db/schema/counters';
import { customers } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { shops } from '../../db/schema/shops';
import { containsPattern, digitsOf } from '../../db/search';
import type { TLastWrite } from '../../http/context';
import { lastValue } from '../../http/last-write';
import type { TPrepayScope } from './ledger.repo';

export type TCardRow = typeof prepayCards.$inferSelect & { customName: string; customerPhone: string | null };
/** A member card as a bill's deduction needs it: which card, its number, and whether it was closed. */
export type TMemberCardRef = { id: number; cardNo: string; closedAt: Date | null };
/** A customer as the money writes lock it, with the member card read in the same statement (null: none). */
export type TCustomerRow = Pick<typeof customers.$inferSelect, 'id' | 'name' | 'phone' | 'vipFlag'> & {
  memberCard: TMemberCardRef | null;
};
export type TBillRow = typeof bills.$inferSelect;
export type TBillInsert = Omit<typeof bills.$inferInsert, 'shopId' | 'id'>;

export const RECHARGE_ORDER_TYPES = ['memberRecharge', 'giftCardRecharge'] as const;

const cardsOf = (shopId: number) => eq(prepayCards.shopId, shopId);
const openCardsOf = (shopId: number) => and(cardsOf(shopId), isNull(prepayCards.closedAt));
const joinCustomer = and(eq(customers.shopId, prepayCards.shopId), eq(customers.id, prepayCards.customerId));
const cardColumns = { card: prepayCards, customName: customers.name, customerPhone: customers.phone };
const flattenCard = (r: {
  card: typeof prepayCards.$inferSelect;
  customName: string | null;
  customerPhone: string | null;
}) => ({ ...r.card, customName: r.customName ?? '', customerPhone: r.customerPhone }) satisfies TCardRow;

/** The shop's IANA time zone, for its local 'today'. */
export async function shopTimeZone(s: TPrepayScope): Promise<string> {
  const [row] = await s.tx.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, s.shopId));
  return row.timeZone;
}

/**
 * The next value of a per-shop card-number counter ('memberCard', 'giftCard'): one upsert, so two writes never share
 * a number; the counter row stays locked until the transaction ends, and a rolled-back write takes its number back.
 * Bill numbers are given by `NUMBER_BILL`.
 */
export async function nextCounter(s: TPrepayScope, name: string): Promise<number> {
  const [row] = await s.tx
    .insert(shopCounters)
    .values({ shopId: s.shopId, name, value: 1 })
    .onConflictDoUpdate({
      target: [shopCounters.shopId, shopCounters.name],
      set: { value: sql`${shopCounters.value} + 1` },
    })
    .returning({ value: shopCounters.value });
  return row.value;
}

/**
 * A live (not deleted) customer of the shop, locked until the transaction ends: membership changes and member
 * recharges of one customer run one after the other.
 */
export async function lockCustomer(s: TPrepayScope, customerId: number): Promise<TCustomerRow | undefined> {
  const [row] = await s.tx
    .select({
      id: customers.id,
      name: customers.name,
      phone: customers.phone,
      vipFlag: customers.vipFlag,
      cardId: prepayCards.id,
      cardNo: prepayCards.cardNo,
      cardClosedAt: prepayCards.closedAt,
    })
    .from(customers)
    .leftJoin(
      prepayCards,
      and(
        eq(prepayCards.shopId, customers.shopId),
        eq(prepayCards.customerId, customers.id),
        eq(prepayCards.kind, 'member'),
      ),
    )
    .where(and(eq(customers.shopId, s.shopId), eq(customers.id, customerId), isNull(customers.deletedAt)))
    .for('update', { of: customers });
  if (!row) return undefined;
  const { cardId, cardNo, cardClosedAt, ...customer } = row;
  return { ...customer, memberCard: cardId === null ? null : { id: cardId, cardNo: cardNo!, closedAt: cardClosedAt } };
}

/** Sets a customer's member flag. */
export async function setVipFlag(s: TPrepayScope, customerId: number, vipFlag: 0 | 1, at: Date) {
  await s.tx
    .update(customers)
    .set({ vipFlag, updatedAt: at })
    .where(and(eq(customers.shopId, s.shopId), eq(customers.id, customerId)));
}

/** A card of the shop by id, open or closed, with its member's name. */
export async function findCard(s: TPrepayScope, id: number): Promise<TCardRow | undefined> {
  const [row] = await s.tx
    .select(cardColumns)
    .from(prepayCards)
    .leftJoin(customers, joinCustomer)
    .where(and(cardsOf(s.shopId), eq(prepayCards.id, id)));
  return row && flattenCard(row);
}

/** A card of the shop by its number, open or closed. */
export async function findCardByNo(s: TPrepayScope, cardNo: string): Promise<TCardRow | undefined> {
  const [row] = await s.tx
    .select(cardColumns)
    .from(prepayCards)
    .leftJoin(customers, joinCustomer)
    .where(and(cardsOf(s.shopId), eq(prepayCards.cardNo, cardNo)));
  return row && flattenCard(row);
}

/** The member card of a customer, open or closed (a customer has at most one). */
export async function findMemberCardOf(s: TPrepayScope, customerId: number): Promise<TCardRow | undefined> {
  const [row] = await s.tx
    .select(cardColumns)
    .from(prepayCards)
    .leftJoin(customers, joinCustomer)
    .where(and(cardsOf(s.shopId), eq(prepayCards.kind, 'member'), eq(prepayCards.customerId, customerId)));
  return row && flattenCard(row);
}

/** Inserts a card with a zero balance and returns its id. */
export async function insertCard(
  s: TPrepayScope,
  values: { cardNo: string; kind: 'member' | 'gift'; customerId: number | null; phone: string; at: Date },
): Promise<number> {
  const [row] = await s.tx
    .insert(prepayCards)
    .values({
      shopId: s.shopId,
      cardNo: values.cardNo,
      kind: values.kind,
      customerId: values.customerId,
      phone: values.phone,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: prepayCards.id });
  return row.id;
}

/** Reopens a closed card (a member upgraded again keeps one card and one history). */
export async function reopenCard(s: TPrepayScope, id: number, at: Date) {
  await s.tx
    .update(prepayCards)
    .set({ closedAt: null, updatedAt: at, version: sql`${prepayCards.version} + 1` })
    .where(and(cardsOf(s.shopId), eq(prepayCards.id, id)));
}

/**
 * Closes an open card of a kind when its balance is exactly 0, in one guarded update, so no credit can slip in
 * between a check and the close; whether a row changed.
 */
export async function closeEmptyCard(s: TPrepayScope, id: number, kind: 'member' | 'gift', at: Date) {
  const rows = await s.tx
    .update(prepayCards)
    .set({ closedAt: at, updatedAt: at, version: sql`${prepayCards.version} + 1` })
    .where(
      and(
        openCardsOf(s.shopId),
        eq(prepayCards.id, id),
        eq(prepayCards.kind, kind),
        eq(prepayCards.availableBalance, 0),
      ),
    )
    .returning({ id: prepayCards.id });
  return rows.length > 0;
}

/** Edits an open gift card's holder phone and remark when its version matches; whether a row changed. */
export async function updateGiftCard(
  s: TPrepayScope,
  id: number,
  version: number | undefined,
  fields: { phone: string; remark: string; at: Date },
) {
  const rows = await s.tx
    .update(prepayCards)
    .set({
      phone: fields.phone,
      remark: fields.remark,
      updatedAt: fields.at,
      version: sql`${prepayCards.version} + 1`,
    })
    .where(
      and(
        openCardsOf(s.shopId),
        eq(prepayCards.id, id),
        eq(prepayCards.kind, 'gift'),
        versionMatches(prepayCards.version, version),
      ),
    )
    .returning({ id: prepayCards.id });
  return rows.length > 0;
}

/** The shop's open cards newest first, of a kind, matching a key on card number, phone or member name; one page. */
export async function listOpenCards(
  s: TPrepayScope,
  filter: { kind?: 'member' | 'gift'; key: string; offset: number; limit: number },
) {
  const keyDigits = phoneDigitsOfKey(filter.key);
  const phone = sql`coalesce(${customers.phone}, ${prepayCards.phone})`;
  const where = and(
    openCardsOf(s.shopId),
    filter.kind ? eq(prepayCards.kind, filter.kind) : undefined,
    filter.key
      ? sql`(${prepayCards.cardNo} ILIKE ${containsPattern(filter.key)} OR ${customers.name} ILIKE ${containsPattern(filter.key)}${keyDigits ? sql` OR ${digitsOf(phone)} LIKE ${`%${keyDigits}%`}` : sql``})`
      : undefined,
  );
  const rows = await s.tx
    .select(cardColumns)
    .from(prepayCards)
    .leftJoin(customers, joinCustomer)
    .where(where)
    .orderBy(desc(prepayCards.createdAt), desc(prepayCards.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(prepayCards).leftJoin(customers, joinCustomer).where(where);
  return { rows: rows.map(flattenCard), totalCount: total.n };
}

/** Inserts a bill and returns it. */
export async function insertBill(s: TPrepayScope, values: Omit<TBillInsert, 'billOrderNo'>): Promise<TBillRow> {
  const [row] = await s.tx
    .insert(bills)
    .values({ ...values, shopId: s.shopId, billOrderNo: PENDING_ORDER_NO })
    .returning();
  return row;
}

/**
 * The order number a bill holds from its insert until `NUMBER_BILL`, in the same transaction: unique, and never seen
 * outside it (no other transaction reads the row before its commit).
 */
const PENDING_ORDER_NO = sql<string>`'pending:' || gen_random_uuid()`;

/**
 * The statement that gives a bill its order number (ADR 023), answering it as `value`, as a write's last statement
 * (TLastWrite; its values: shopId, billId, prefix): `prefix` ('R' + yyyymmdd or 'B' + yyyymmdd) and the shop's next
 * bill counter, at least 4 digits. It locks the shop's counter row until the commit, so the call layer runs it last,
 * in the statement that stores the answer (http/last-write.ts): bills of one shop wait for each other only between it
 * and the commit. The counter rolls back with the transaction, so a failed bill leaves no gap in the shop's numbers.
 */
export const NUMBER_BILL: Pick<TLastWrite, 'name' | 'ctes' | 'value'> = {
  name: 'number_bill',
  ctes: () => sql`counter AS (
      INSERT INTO ${shopCounters} (shop_id, name, value) VALUES (${lastValue('shopId', 'int')}, 'bill', 1)
      ON CONFLICT (shop_id, name) DO UPDATE SET value = ${shopCounters}.value + 1
      RETURNING value
    ), numbered AS (
      UPDATE ${bills}
         SET bill_order_no = ${lastValue('prefix', 'text')}
                             || lpad(counter.value::text, greatest(length(counter.value::text), 4), '0')
        FROM counter
       WHERE ${bills.shopId} = ${lastValue('shopId', 'int')} AND ${bills.id} = ${lastValue('billId', 'int')}
      RETURNING ${bills.billOrderNo} AS value
    )`,
  value: () => sql`SELECT value FROM numbered`,
};

/**
 * Marks an unpaid bill of the given order types paid, in one guarded update: of two concurrent calls only one gets the
 * row, so its cards move once. Answers the bill, or undefined when it is missing, paid already or of another type.
 */
export async function markBillPaid(
  s: TPrepayScope,
  billId: number,
  orderTypes: readonly string[],
  fields: { transactionId?: string; at: Date },
): Promise<TBillRow | undefined> {
  const [row] = await s.tx
    .update(bills)
    .set({
      status: 'paid',
      paidAt: fields.at,
      updatedAt: fields.at,
      ...(fields.transactionId ? { transactionId: fields.transactionId } : {}),
      version: sql`${bills.version} + 1`,
    })
    .where(
      and(
        eq(bills.shopId, s.shopId),
        eq(bills.id, billId),
        eq(bills.status, 'unpaid'),
        inArray(bills.orderType, [...orderTypes]),
      ),
    )
    .returning();
  return row;
}

/** A recharge bill of the shop, paid or not. */
export async function findRechargeBill(s: TPrepayScope, billId: number): Promise<TBillRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(bills)
    .where(and(eq(bills.shopId, s.shopId), eq(bills.id, billId), inArray(bills.orderType, RECHARGE_ORDER_TYPES)));
  return row;
}
