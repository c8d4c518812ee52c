import type pg from 'pg';
import { driverOf } from '../db/built-once';
import type { TDb } from '../db/client';

/**
 * Records the queries sent on the PostgreSQL connections a write checks out of the pool of `db` (Drizzle's included):
 * a simple query's text with its quoted values as `()`, a query with parameters as 'extended' and its name when it is
 * a named statement. A connection is recorded from the first time a write checks it out, whatever runs on it later
 * (a session's lookup through `pool.query` too). `restore` puts the pool back.
 */
export function recordSentQueries(db: TDb): { sent: string[]; restore: () => void } {
  const pool = driverOf(db) as unknown as pg.Pool;
  const connect = pool.connect.bind(pool);
  const sent: string[] = [];
  const wrapped: [pg.PoolClient, pg.PoolClient['query']][] = [];
  (pool as { connect: (...args: unknown[]) => unknown }).connect = async (...args: unknown[]) => {
    if (args.length > 0) return (connect as (...a: unknown[]) => unknown)(...args);
    const client = await connect();
    if (wrapped.some(([c]) => c === client)) return client;
    const query = client.query;
    wrapped.push([client, query]);
    client.query = ((text: unknown, ...rest: unknown[]) => {
      const name = (text as { name?: string } | null)?.name;
      sent.push(
        typeof text === 'string' ? text.replace(/\('(?:[^']|'')*'\)/g, '()') : `extended${name ? ` ${name}` : ''}`,
      );
      return (query as (...args: unknown[]) => unknown).call(client, text, ...rest);
    }) as typeof client.query;
    return client;
  };
  const restore = () => {
    (pool as { connect: unknown }).connect = connect;
    for (const [client, query] of wrapped) client.query = query;
  };
  return { sent, restore };
}
