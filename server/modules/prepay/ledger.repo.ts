import { and, count, desc, eq, sql } from 'drizzle-orm';
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

/**
 * THE one place a card balance changes (ADR 011): a guarded update that cannot take the balance below 0 or touch a
 * closed card, then the ledger row with before = after − delta. A recharge (change type 1) also adds to the card's
 * recharged total. Answers the ledger row, or undefined when the guard refused (no row was written).
 */
export async function applyBalanceChange(s: TPrepayScope, change: TBalanceChange): Promise<TLedgerRow | undefined> {
  const rechargeDelta = change.changeType === 1 ? change.delta : 0;
  const [card] = await s.tx
    .update(prepayCards)
    .set({
      availableBalance: sql`${prepayCards.availableBalance} + ${change.delta}`,
      rechargeAmount: sql`${prepayCards.rechargeAmount} + ${rechargeDelta}`,
      updatedAt: change.paidTime,
    })
    .where(
      and(
        eq(prepayCards.shopId, s.shopId),
        eq(prepayCards.id, change.cardId),
        sql`${prepayCards.closedAt} IS NULL`,
        sql`${prepayCards.availableBalance} + ${change.delta} >= 0`,
      ),
    )
    .returning({ availableBalance: prepayCards.availableBalance });
  if (!card) return undefined;
  const [row] = await s.tx
    .insert(prepayLedger)
    .values({
      shopId: s.shopId,
      cardId: change.cardId,
      billId: change.billId ?? null,
      billOrderNo: change.billOrderNo ?? '',
      changeType: change.changeType,
      beforeBalance: card.availableBalance - change.delta,
      changeAmount: change.delta,
      afterBalance: card.availableBalance,
      paidAmount: change.paidAmount ?? 0,
      giftAmount: change.giftAmount ?? 0,
      coupon: change.coupon ?? 0,
      giftVoucher: change.giftVoucher ?? 0,
      memberDeduction: change.memberDeduction ?? 0,
      discountDeduction: change.discountDeduction ?? 0,
      appointProductTitle: change.appointProductTitle ?? '',
      reason: change.reason ?? '',
      billDay: change.billDay,
      paidTime: change.paidTime,
      createdBy: change.createdBy,
    })
    .returning();
  return row;
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
