import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bills } from './bills';
import { shops } from './shops';

/**
 * The automatic cash machine's record (issue 24, ADR 032): append-only, one row per event. A device session is a
 * 'start' row (the order and the amount the machine collects) and at most one outcome row (paid, cancelled, error,
 * closed, notStarted) with what the machine counted; a refill is one 'refill' row with its pieces. A trigger of
 * migration 0019 refuses any update or delete, so the owner's reconciliation reads what happened.
 */
export const cashDeviceEvents = pgTable(
  'cash_device_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    sessionId: uuid('session_id'),
    kind: text('kind').$type<'start' | 'paid' | 'cancelled' | 'error' | 'closed' | 'notStarted' | 'refill'>().notNull(),
    billId: integer('bill_id'),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    inserted: bigint('inserted', { mode: 'number' }).notNull().default(0),
    change: bigint('change', { mode: 'number' }).notNull().default(0),
    refund: bigint('refund', { mode: 'number' }).notNull().default(0),
    error: text('error').notNull().default(''),
    /** A refill's pieces: [{value, count}]. */
    pieces: jsonb('pieces').$type<{ value: number; count: number }[]>().notNull().default([]),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('cash_device_events_shop_time_idx').on(t.shopId, t.createdAt),
    uniqueIndex('cash_device_events_start_uq').on(t.shopId, t.sessionId).where(sql`${t.kind} = 'start'`),
    uniqueIndex('cash_device_events_outcome_uq')
      .on(t.shopId, t.sessionId)
      .where(sql`${t.kind} not in ('start', 'refill')`),
    foreignKey({ columns: [t.shopId, t.billId], foreignColumns: [bills.shopId, bills.id] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }),
    check(
      'cash_device_events_kind_ck',
      sql`${t.kind} in ('start', 'paid', 'cancelled', 'error', 'closed', 'notStarted', 'refill')`,
    ),
    check(
      'cash_device_events_shape_ck',
      sql`(${t.kind} = 'refill') = (${t.sessionId} is null) and (${t.kind} <> 'start' or ${t.billId} is not null)`,
    ),
    check(
      'cash_device_events_amounts_ck',
      sql`${t.amount} >= 0 and ${t.inserted} >= 0 and ${t.change} >= 0 and ${t.refund} >= 0`,
    ),
  ],
);
