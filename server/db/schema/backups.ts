import { sql } from 'drizzle-orm';
import { bigint, check, date, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The installation's backups (ADR 031), one row each, not a shop's: every instance on one PostgreSQL reads the same
 * list. A nightly backup is claimed by inserting its row for the night (`night`, unique), so one instance of many
 * takes it. Status: running → verified | failed; a failed one is kept by the rotation. `file` is the name in
 * BACKUP_DIR; `problems` what its check found.
 */
export const backups = pgTable(
  'backups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reason: text('reason').$type<'nightly' | 'shutdown' | 'manual'>().notNull(),
    night: date('night'),
    status: text('status').$type<'running' | 'verified' | 'failed'>().notNull().default('running'),
    file: text('file').notNull().default(''),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    sha256: text('sha256').notNull().default(''),
    problems: jsonb('problems').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('backups_night_uq').on(t.night),
    check('backups_reason_ck', sql`${t.reason} in ('nightly', 'shutdown', 'manual')`),
    check('backups_status_ck', sql`${t.status} in ('running', 'verified', 'failed')`),
  ],
);
