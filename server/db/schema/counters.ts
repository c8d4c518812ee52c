import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Per-shop counters for the numbers people read: bill order numbers and card numbers. Taken with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` in the write's transaction, so two writes never get the same number
 * and a rolled-back write takes its number back: bill numbers have no gaps (ADR 023), and a bill takes its number as
 * its transaction's last statement, because the row stays locked until the commit.
 */
export const shopCounters = pgTable(
  'shop_counters',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.name] })],
);
