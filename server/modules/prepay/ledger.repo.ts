import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { phoneDigitsOfKey } from '../../../contract/search-keys';
import type { TDb } from '../../db/client';
import { bills } from '../../db/schema/bills';
import { customers } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { prepayLedger } from '../../db/schema/prepay-ledger';
import { containsPattern, digitsOf } from '../../db/search';

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

const ledgerColumns = Object.entries(getTableColumns(prepayLedger));

/** A ledger row as the driver returns it from raw SQL, mapped as Drizzle maps its own selects. */
function ledgerRowOf(raw: Record<string, unknown>): TLedgerRow {
  return Object.fromEntries(
    ledgerColumns.map(([key, column]) => [key, column.mapFromDriverValue(raw[column.name])]),
  ) as TLedgerRow;
}

/**
 * THE one place a card balance changes (ADR 011): in one statement, a guarded update that cannot take the balance
 * below 0 or touch a closed card, and the ledger row with before = after − delta. A recharge (change type 1) also
 * adds to the card's recharged total. Answers the ledger row, or undefined when the guard refused (no row was
 * written). One statement rather than two: a bill's time on the embedded database is mostly its statements.
 */
export async function applyBalanceChange(s: TPrepayScope, change: TBalanceChange): Promise<TLedgerRow | undefined> {
  const rechargeDelta = change.changeType === 1 ? change.delta : 0;
  const paidTime = change.paidTime.toISOString();
  const result = (await s.tx.execute(sql`
    WITH card AS (
      UPDATE ${prepayCards}
         SET available_balance = available_balance + ${change.delta}::bigint,
             recharge_amount = recharge_amount + ${rechargeDelta}::bigint,
             updated_at = ${paidTime}::timestamptz
       WHERE shop_id = ${s.shopId} AND id = ${change.cardId} AND closed_at IS NULL
         AND available_balance + ${change.delta}::bigint >= 0
      RETURNING available_balance
    )
    INSERT INTO ${prepayLedger} (shop_id, card_id, bill_id, bill_order_no, change_type, before_balance, change_amount,
                                 after_balance, paid_amount, gift_amount, coupon, gift_voucher, member_deduction,
                                 discount_deduction, appoint_product_title, reason, bill_day, paid_time, created_by)
    SELECT ${s.shopId}::int, ${change.cardId}::int, ${change.billId ?? null}::int, ${change.billOrderNo ?? ''}::text,
           ${change.changeType}::int, card.available_balance - ${change.delta}::bigint, ${change.delta}::bigint,
           card.available_balance, ${change.paidAmount ?? 0}::bigint, ${change.giftAmount ?? 0}::bigint,
           ${change.coupon ?? 0}::bigint, ${change.giftVoucher ?? 0}::bigint, ${change.memberDeduction ?? 0}::bigint,
           ${change.discountDeduction ?? 0}::bigint, ${change.appointProductTitle ?? ''}::text,
           ${change.reason ?? ''}::text, ${change.billDay}::date, ${paidTime}::timestamptz, ${change.createdBy}::int
      FROM card
    RETURNING ${sql.join(
      ledgerColumns.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )}`)) as unknown as { rows: Record<string, unknown>[] };
  const [raw] = result.rows;
  return raw && ledgerRowOf(raw);
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
