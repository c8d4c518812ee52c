import { foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bills } from './bills';

/**
 * A receipt sent to a customer (ADR 027): the link opens the bill's receipt without a session, through a random
 * token stored only hashed, until it expires. One row per sending.
 */
export const receiptLinks = pgTable(
  'receipt_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    billId: integer('bill_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** 'sms' or 'email'. */
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    createdBy: integer('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('receipt_links_token_uq').on(t.tokenHash),
    index('receipt_links_shop_bill_idx').on(t.shopId, t.billId),
    foreignKey({ columns: [t.shopId, t.billId], foreignColumns: [bills.shopId, bills.id] }),
    foreignKey({ columns: [t.shopId, t.createdBy], foreignColumns: [accounts.shopId, accounts.id] }),
  ],
);
