import { and, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import type { TEnvelope } from './envelope';

export type TNonceClaim = { status: 'new' } | { status: 'replay'; response: TEnvelope } | { status: 'mismatch' };

/**
 * Claims (scope, nonce) as the first statement of a write's transaction. A concurrent claim of the same key waits
 * for the first transaction and then sees its committed response.
 */
export async function claimNonce(
  tx: TDb,
  key: { scope: string; nonce: string; path: string; bodyHash: string },
): Promise<TNonceClaim> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(key)
    .onConflictDoNothing()
    .returning({ nonce: idempotencyKeys.nonce });
  if (inserted.length) return { status: 'new' };
  const [row] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, key.scope), eq(idempotencyKeys.nonce, key.nonce)));
  if (!row || row.bodyHash !== key.bodyHash || row.path !== key.path || !row.response) return { status: 'mismatch' };
  return { status: 'replay', response: row.response as TEnvelope };
}

/** Stores the first response of a claimed nonce. */
export async function storeNonceResponse(tx: TDb, scope: string, nonce: string, response: TEnvelope) {
  await tx
    .update(idempotencyKeys)
    .set({ response })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.nonce, nonce)));
}

/** Gives a nonce back when its call failed but committed: a retry with it runs again. */
export async function releaseNonce(tx: TDb, scope: string, nonce: string) {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.nonce, nonce)));
}
