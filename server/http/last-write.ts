import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { idempotencyKeys } from '../db/schema/system';
import type { TLastWrite, TSessionCtx } from './context';
import type { TEnvelope } from './envelope';

/** Drizzle's execute answers `{rows}` on both drivers. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Runs a write's last statement (context.ts TLastWrite) and answers its value. Given the claimed nonce of the call
 * and its answer, the same statement stores that answer for replay with the value in it (ADR 023: a bill's number is
 * taken there, so the shop's counter is held only by this statement and the commit).
 */
export async function runLastWrite(
  tx: TDb,
  last: TLastWrite,
  store?: { scope: string; nonce: string; envelope: TEnvelope },
): Promise<string> {
  const stored = store
    ? sql`, stored AS (
        UPDATE ${idempotencyKeys}
           SET response = jsonb_set(${JSON.stringify(store.envelope)}::jsonb, ${`{data,${last.field}}`}::text[],
                                    to_jsonb((SELECT value FROM last)))
         WHERE scope = ${store.scope} AND nonce = ${store.nonce})`
    : sql``;
  const [row] = rowsOf<{ value: string }>(
    await tx.execute(sql`WITH ${last.ctes}, last AS (${last.value})${stored} SELECT value FROM last`),
  );
  if (!row) throw new Error(`the last statement of a write answered no ${last.field}`);
  return row.value;
}

/**
 * Runs a write's service function outside the call layer (the demo's seed), with its last statement run after it as
 * defineCall runs it: the answer's field holds the statement's value.
 */
export async function withLastWrite<T extends object>(
  ctx: TSessionCtx,
  write: (ctx: TSessionCtx) => Promise<T>,
): Promise<T> {
  let last: TLastWrite | undefined;
  const answer = await write({ ...ctx, finishWith: (l) => (last = l) });
  if (!last) return answer;
  return { ...answer, [last.field]: await runLastWrite(ctx.tx, last) };
}
