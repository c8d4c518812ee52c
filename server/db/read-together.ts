import type { TDb } from './client';

/**
 * Runs independent reads side by side when they go to the pool (a read call), and one after the other inside a
 * write's transaction, whose single connection runs one statement at a time anyway (node-postgres queues concurrent
 * queries on one client, a use it deprecates).
 */
export async function readTogether<T extends unknown[]>(
  ctx: { tx: TDb; db: TDb },
  reads: [...{ [K in keyof T]: () => Promise<T[K]> }],
): Promise<T> {
  if (ctx.tx === ctx.db) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}
