import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { phoneDigitsOfKey } from '../../../contract/search-keys';
import type { TDb } from '../../db/client';
import { bills } from '../../db/schema/bills';
import { customers } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { prepayLedger } from '../../db/schema/prepay-ledger';
import { containsPattern, digitsOf } from '../../db/search';
import { rowOfTable } from '../../db/table-rows';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TPrepayScope = { tx: TDb; shopId: number };

/** One balance change as the ledger records it; `delta` is signed (negative takes money off the card). */
export type TBalanceChange = {
  cardId: number;
  delta: number;
  changeType: number;
  billId?: number | null;
  billOrderNo?: string;
  paidAmount?: number;
  giftAmount?: number;
  coupon?: number;
  giftVoucher?: number;
  memberDeduction?: number;
  discountDeduction?: number;
  appointProductTitle?: string;
  reason?: string;
  billDay: string;
  paidTime: Date;
  createdBy: number | null;
};

export type TLedgerRow = typeof prepayLedger.$inferSelect;

/** A balance change's values as SQL expressions: parameters, or parts of a statement built once. */
export type TBalanceChangeSql = Record<
  | 'shopId'
  | 'cardId'
  | 'delta'
  | 'changeType'
  | 'billId'
  | 'billOrderNo'
  | 'paidAmount'
  | 'giftAmount'
  | 'coupon'
  | 'giftVoucher'
  | 'memberDeduction'
  | 'discountDeduction'
  | 'appointProductTitle'
  | 'reason'
  | 'billDay'
  | 'paidTime'
  | 'createdBy',
  SQL
>;

/**
 * THE one place a card balance changes (ADR 011), as two CTEs to put into a statement: `<name>` is a guarded update
 * that cannot take the balance below 0 or touch a closed card, `<name>_row` the ledger row with before = after −
 * delta, answering every ledger column. A recharge (change type 1) also adds to the card's recharged total. When the
 * guard refuses, neither writes a row. `after` is a condition the update waits for, which makes the statement take
 * its other locks first (ADR 023's lock order).
 */
export function balanceChangeCtes(name: string, v: TBalanceChangeSql, after: SQL = sql`true`): SQL {
  const card = sql.identifier(name);
  return sql`${card} AS (
      UPDATE ${prepayCards}
         SET available_balance = available_balance + ${v.delta},
             recharge_amount = recharge_amount + CASE WHEN ${v.changeType} = 1 THEN ${v.delta} ELSE 0 END,
             updated_at = ${v.paidTime}
       WHERE shop_id = ${v.shopId} AND id = ${v.cardId} AND closed_at IS NULL
         AND available_balance + ${v.delta} >= 0 AND ${after}
      RETURNING available_balance
    ), ${sql.identifier(`${name}_row`)} AS (
      INSERT INTO ${prepayLedger} (shop_id, card_id, bill_id, bill_order_no, change_type, before_balance, change_amount,
                                   after_balance, paid_amount, gift_amount, coupon, gift_voucher, member_deduction,
                                   discount_deduction, appoint_product_title, reason, bill_day, paid_time, created_by)
      SELECT ${v.shopId}, ${v.cardId}, ${v.billId}, ${v.billOrderNo}, ${v.changeType},
             ${card}.available_balance - ${v.delta}, ${v.delta}, ${card}.available_balance, ${v.paidAmount},
             ${v.giftAmount}, ${v.coupon}, ${v.giftVoucher}, ${v.memberDeduction}, ${v.discountDeduction},
             ${v.appointProductTitle}, ${v.reason}, ${v.billDay}, ${v.paidTime}, ${v.createdBy}
        FROM ${card}
      RETURNING *
    )`;
}

/** A balance change's values as parameters. */
function changeParams(s: TPrepayScope, change: TBalanceChange): TBalanceChangeSql {
  return {
    shopId: sql`${s.shopId}::int`,
    cardId: sql`${change.cardId}::int`,
    delta: sql`${change.delta}::bigint`,
    changeType: sql`${change.changeType}::int`,
    billId: sql`${change.billId ?? null}::int`,
    billOrderNo: sql`${change.billOrderNo ?? ''}::text`,
    paidAmount: sql`${change.paidAmount ?? 0}::bigint`,
    giftAmount: sql`${change.giftAmount ?? 0}::bigint`,
    coupon: sql`${change.coupon ?? 0}::bigint`,
    giftVoucher: sql`${change.giftVoucher ?? 0}::bigint`,
    memberDeduction: sql`${change.memberDeduction ?? 0}::bigint`,
    discountDeduction: sql`${change.discountDeduction ?? 0}::bigint`,
    appointProductTitle: sql`${change.appointProductTitle ?? ''}::text`,
    reason: sql`${change.reason ?? ''}::text`,
    billDay: sql`${change.billDay}::date`,
    paidTime: sql`${change.paidTime.toISOString()}::timestamptz`,
    createdBy: sql`${change.createdBy}::int`,
  };
}

/**
 * One balance change in one statement (balanceChangeCtes): answers the ledger row, or undefined when the guard
 * refused (no row was written). One statement rather than two: a bill's time on the embedded database is mostly its
 * statements.
 */
export async function applyBalanceChange(s: TPrepayScope, change: TBalanceChange): Promise<TLedgerRow | undefined> {
  const result = (await s.tx.execute(
    sql`WITH ${balanceChangeCtes('card', changeParams(s, change))} SELECT * FROM card_row`,
  )) as unknown as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  return raw && rowOfTable(prepayLedger, raw);
}

/** `%text%` for ILIKE, with the LIKE wildcards of the typed text matched literally. */

/** A phone column with everything but digits removed, to match however the number was typed. */

/** The holder's phone of a ledger row's card: the member's phone, or the gift card's own. */
const holderPhone = sql<string>`coalesce(${customers.phone}, ${prepayCards.phone})`;

/**
 * The order number a movement shows: its bill's, since a bill gets its number as its transaction's last statement,
 * after its card movements (ADR 023); a movement without a bill keeps the one it was written with.
 */
export const movementOrderNo = sql<string>`coalesce(${bills.billOrderNo}, ${prepayLedger.billOrderNo})`;
export const joinMovementBill = and(eq(bills.shopId, prepayLedger.shopId), eq(bills.id, prepayLedger.billId));

const joinCard = and(eq(prepayCards.shopId, prepayLedger.shopId), eq(prepayCards.id, prepayLedger.cardId));
const joinCustomer = and(eq(customers.shopId, prepayCards.shopId), eq(customers.id, prepayCards.customerId));

export type TLedgerListRow = TLedgerRow & { cardNo: string; customName: string; customPhone: string };

/**
 * The shop's ledger newest first, one page, filtered by a free key (card number, order number, holder name or phone)
 * and by parts of a card number and a phone.
 */
export async function listLedger(
  s: TPrepayScope,
  filter: { key: string; cardNo: string; phoneDigits: string; offset: number; limit: number },
) {
  const keyDigits = phoneDigitsOfKey(filter.key);
  const where = and(
    eq(prepayLedger.shopId, s.shopId),
    filter.key
      ? sql`(${prepayCards.cardNo} ILIKE ${containsPattern(filter.key)} OR ${movementOrderNo} ILIKE ${containsPattern(filter.key)} OR ${customers.name} ILIKE ${containsPattern(filter.key)}${keyDigits ? sql` OR ${digitsOf(holderPhone)} LIKE ${`%${keyDigits}%`}` : sql``})`
      : undefined,
    filter.cardNo ? sql`${prepayCards.cardNo} ILIKE ${containsPattern(filter.cardNo)}` : undefined,
    filter.phoneDigits ? sql`${digitsOf(holderPhone)} LIKE ${`%${filter.phoneDigits}%`}` : undefined,
  );
  const rows = await s.tx
    .select({
      row: prepayLedger,
      billOrderNo: movementOrderNo,
      cardNo: prepayCards.cardNo,
      customName: customers.name,
      customPhone: holderPhone,
    })
    .from(prepayLedger)
    .innerJoin(prepayCards, joinCard)
    .leftJoin(customers, joinCustomer)
    .leftJoin(bills, joinMovementBill)
    .where(where)
    .orderBy(desc(prepayLedger.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx
    .select({ n: count() })
    .from(prepayLedger)
    .innerJoin(prepayCards, joinCard)
    .leftJoin(customers, joinCustomer)
    .leftJoin(bills, joinMovementBill)
    .where(where);
  return {
    rows: rows.map(
      (r): TLedgerListRow => ({
        ...r.row,
        billOrderNo: r.billOrderNo,
        cardNo: r.cardNo,
        customName: r.customName ?? '',
        customPhone: r.customPhone ?? '',
      }),
    ),
    totalCount: total.n,
  };
}

/** A card's ledger rows, oldest first, each with the order number it shows (tests and reconciliation read it). */
export async function ledgerOfCard(s: TPrepayScope, cardId: number): Promise<TLedgerRow[]> {
  const rows = await s.tx
    .select({ row: prepayLedger, billOrderNo: movementOrderNo })
    .from(prepayLedger)
    .leftJoin(bills, joinMovementBill)
    .where(and(eq(prepayLedger.shopId, s.shopId), eq(prepayLedger.cardId, cardId)))
    .orderBy(prepayLedger.id);
  return rows.map((r) => ({ ...r.row, billOrderNo: r.billOrderNo }));
}
