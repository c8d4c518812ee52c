import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { receiptLinks } from '../../db/schema/receipts';
import { rowsOf } from '../../http/session.repo';

/** What every repo function takes: the transaction (or db) and the shop. */
export type TReceiptsScope = { tx: TDb; shopId: number };

/** The balance each card a bill moved was left with, by the card's kind ('member' or 'gift'). */
export async function cardBalancesAfterBill(s: TReceiptsScope, billId: number) {
  const result = await s.tx.execute(sql`
    SELECT DISTINCT ON (l.card_id) c.kind AS "kind", l.after_balance::bigint AS "balance"
      FROM prepay_ledger l JOIN prepay_cards c ON c.shop_id = l.shop_id AND c.id = l.card_id
     WHERE l.shop_id = ${s.shopId}::int AND l.bill_id = ${billId}::int
     ORDER BY l.card_id, l.id DESC`);
  return rowsOf<{ kind: string; balance: string | number }>(result).map((r) => ({
    kind: r.kind,
    balance: Number(r.balance),
  }));
}

/** Records a sent receipt link (its token only hashed). */
export async function insertReceiptLink(
  s: TReceiptsScope,
  values: {
    billId: number;
    tokenHash: string;
    channel: string;
    recipient: string;
    createdBy: number;
    at: Date;
    expiresAt: Date;
  },
) {
  await s.tx.insert(receiptLinks).values({
    shopId: s.shopId,
    billId: values.billId,
    tokenHash: values.tokenHash,
    channel: values.channel,
    recipient: values.recipient,
    createdBy: values.createdBy,
    createdAt: values.at,
    expiresAt: values.expiresAt,
  });
}

/** The link of a token hash, of any shop: the token is the only key a customer has. */
export async function findReceiptLink(db: TDb, tokenHash: string) {
  const [row] = await db
    .select({ shopId: receiptLinks.shopId, billId: receiptLinks.billId, expiresAt: receiptLinks.expiresAt })
    .from(receiptLinks)
    .where(eq(receiptLinks.tokenHash, tokenHash));
  return row;
}

/** A customer's e-mail address, '' when none is kept. */
export async function findCustomerEmail(s: TReceiptsScope, customerId: number): Promise<string> {
  const [row] = await s.tx
    .select({ email: customers.email })
    .from(customers)
    .where(and(eq(customers.shopId, s.shopId), eq(customers.id, customerId)));
  return row?.email ?? '';
}
