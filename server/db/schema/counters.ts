import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Per-shop counters for the numbers people read: bill order numbers and card numbers. Taken with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, so two writes never get the same number and a rolled-back write
 * leaves at most a gap.
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
