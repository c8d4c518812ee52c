import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';

/** The one NOTIFY channel of live events; every instance LISTENs on it and fans out by shop. */
export const LIVE_CHANNEL = 'salon_desk_live';

/**
 * Queues a live event in the write's transaction: PostgreSQL (and PGlite) deliver it to the listeners when the
 * transaction commits, and drop it when it rolls back.
 */
export async function notifyLive(tx: TDb, payload: string) {
  await tx.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
}
