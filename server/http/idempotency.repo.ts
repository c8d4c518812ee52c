import { and, eq, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../db/built-once';
import type { TDb } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import type { TBuiltRun } from '../db/write-transaction';
import type { TEnvelope } from './envelope';

export type TNonceKey = { scope: string; nonce: string; path: string; bodyHash: string };
export type TNonceClaim = { status: 'replay'; response: TEnvelope } | { status: 'mismatch' } | { status: 'absent' };

const CLAIM = builtOnce<{ claimed: number }>(
  'nonce_claim',
  () => sql`INSERT INTO ${idempotencyKeys} (scope, nonce, path, body_hash)
    VALUES (${builtParam('scope', 'text')}, ${builtParam('nonce', 'text')}, ${builtParam('path', 'text')},
            ${builtParam('bodyHash', 'text')})
    ON CONFLICT DO NOTHING
    RETURNING 1 AS claimed`,
);

const STORE = builtOnce<never>(
  'nonce_store',
  () => sql`UPDATE ${idempotencyKeys} SET response = ($1::jsonb) -> 'envelope'
     WHERE scope = ${builtParam('scope', 'text')} AND nonce = ${builtParam('nonce', 'text')}`,
);

/**
 * Claims (scope, nonce) as the first statement of a write's transaction (db/write-transaction.ts sends it with the
 * BEGIN and the body's first statement). A concurrent claim of the same key waits for the first transaction; a claim that inserted nothing answers no
 * row, and the write stops.
 */
export const claimRun = (key: TNonceKey): TBuiltRun => ({ statement: CLAIM, value: key });

/**
 * A key another write claimed: its committed response for the same call and body, a mismatch (another call or body,
 * or no response kept), or absent (no one holds it).
 */
export async function settleClaim(db: TDb, key: TNonceKey): Promise<TNonceClaim> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.nonce, key.nonce)));
  if (!row) return { status: 'absent' };
  if (row.bodyHash !== key.bodyHash || row.path !== key.path || !row.response) return { status: 'mismatch' };
  return { status: 'replay', response: row.response as TEnvelope };
}

/** Stores the first response of a claimed nonce, as a write's last statement (sent with the COMMIT). */
export const storeRun = (scope: string, nonce: string, envelope: TEnvelope): TBuiltRun => ({
  statement: STORE,
  value: { scope, nonce, envelope },
});

/** Gives a nonce back when its call failed but committed: a retry with it runs again. */
export async function releaseNonce(tx: TDb, scope: string, nonce: string) {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.nonce, nonce)));
}
