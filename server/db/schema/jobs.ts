import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Background work (ARCHITECTURE §6): one row per thing to do at `run_at` for a shop, by `kind` with its `payload`.
 * Workers in any number of instances claim due rows with SELECT … FOR UPDATE SKIP LOCKED and hold them for a lease
 * (`locked_until`); a row whose lease ran out is claimed again. `attempts` counts claims and fences a late finisher;
 * a failed run is retried with backoff until `max_attempts` (ADR 014).
 * Status: queued → running → done | queued (retry) | failed; cancelled before it ran.
 * The claim indexes are not led by shop_id on purpose: one worker serves every shop's due work.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('jobs_shop_id_id_uq').on(t.shopId, t.id),
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'queued'`),
    index('jobs_lease_idx').on(t.lockedUntil).where(sql`${t.status} = 'running'`),
    index('jobs_finished_idx').on(t.updatedAt).where(sql`${t.status} in ('done', 'failed', 'cancelled')`),
    check('jobs_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
    check('jobs_attempts_ck', sql`${t.attempts} >= 0 and ${t.maxAttempts} > 0`),
  ],
);
