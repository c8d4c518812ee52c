import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Every stored upload (ADR 019): its shop, its storage key (`<shopId>/<random>.<ext>`), its size after re-encoding and
 * when it was stored. The per-shop quota sums the sizes; the housekeeping sweep removes files that no registered
 * reference (files/upload-references.ts) points to once they are past the grace period.
 */
export const uploads = pgTable(
  'uploads',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    key: text('key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.key] }), index('uploads_shop_created_idx').on(t.shopId, t.createdAt)],
);
