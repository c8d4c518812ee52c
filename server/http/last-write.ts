import { type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../db/built-once';
import { idempotencyKeys } from '../db/schema/system';
import type { TBuiltRun } from '../db/write-transaction';
import type { TLastWrite, TSessionCtx } from './context';
import type { TEnvelope } from './envelope';

/** A value of a last statement's `values`, as SQL of a type (builtParam). */
export const lastValue = (path: string, type: string): SQL => builtParam(`values,${path}`, type);

/**
 * A last statement with or without the storing of the answer, built once (db/built-once.ts): the parameter holds the
 * last statement's `values`, and when stored the answer (`envelope`), the field the value goes to, and the key.
 */
function statementOf(last: TLastWrite, stored: boolean) {
  const store = sql`, stored AS (
        UPDATE ${idempotencyKeys}
           SET response = jsonb_set(($1::jsonb) -> 'envelope', ARRAY['data', ${builtParam('field', 'text')}],
                                    to_jsonb((SELECT value FROM last)))
         WHERE scope = ${builtParam('scope', 'text')} AND nonce = ${builtParam('nonce', 'text')})`;
  return builtOnce<{ value: string }>(
    `${last.name}_${stored ? 'stored' : 'plain'}`,
    () => sql`WITH ${last.ctes()}, last AS (${last.value()})${stored ? store : sql``} SELECT value FROM last`,
  );
}

/**
 * A write's last statement (context.ts TLastWrite) as a run for its transaction (db/write-transaction.ts). Given the
 * claimed nonce of the call and its answer, the same statement stores that answer for replay with the value in it
 * (ADR 023: a bill's number is taken there, so the shop's counter is held only by this statement and the commit).
 */
export function lastWriteRun(
  last: TLastWrite,
  store?: { scope: string; nonce: string; envelope: TEnvelope },
): TBuiltRun {
  return {
    statement: statementOf(last, store !== undefined),
    value: { values: last.values, ...(store ? { ...store, field: last.field } : {}) },
  };
}

/** The value a last statement answered (lastWriteRun). */
export function lastValueOf(last: TLastWrite, rows: unknown[] | undefined): string {
  const [row] = (rows ?? []) as { value: string }[];
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
  const run = lastWriteRun(last);
  return { ...answer, [last.field]: lastValueOf(last, await run.statement(ctx, run.value)) };
}
