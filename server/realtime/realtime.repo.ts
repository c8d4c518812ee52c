import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

/** The one NOTIFY channel of live events; every instance LISTENs on it and fans out by shop. */
export const LIVE_CHANNEL = 'salon_desk_live';

/**
 * SQL that queues the live event of the JSON text `payload` (an expression) in the statement's transaction: for a
 * statement that writes and publishes at once, as a booking's placement does.
 */
export const liveNotifySql = (payload: SQL) => sql`pg_notify(${sql.raw(`'${LIVE_CHANNEL}'`)}, ${payload})`;

/**
 * Queues a live event in the write's transaction: PostgreSQL (and PGlite) deliver it to the listeners when the
 * transaction commits, and drop it when it rolls back.
 */
export async function notifyLive(tx: TDb, payload: string) {
  await tx.execute(sql`SELECT ${liveNotifySql(sql`${payload}`)}`);
}
