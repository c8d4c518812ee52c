import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { takeLock } from './embedded-lock';

export type TDb = PgDatabase<PgQueryResultHKT>;

/** Raw SQL access, for migrations and the few statements Drizzle cannot express. */
export type TRaw = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** Runs `fn` holding an exclusive lock that other processes on the same database also respect. */
  withMigrationLock: <T>(fn: (exec: (sql: string) => Promise<void>) => Promise<T>) => Promise<T>;
};

/** One connection inside one transaction, with COPY in both directions (the backups, server/backup). */
export type TCopySession = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** Runs a `COPY … TO STDOUT` and answers its text. */
  copyOut: (sql: string) => Promise<Buffer>;
  /** Runs a `COPY … FROM STDIN` with `data` as its input. */
  copyIn: (sql: string, data: Uint8Array) => Promise<void>;
};

export type TDatabase = {
  kind: 'pglite' | 'postgres';
  db: TDb;
  raw: TRaw;
  /**
   * Runs `fn` in one transaction of the given characteristics (`ISOLATION LEVEL REPEATABLE READ, READ ONLY`), on one
   * connection, committed when it returns and rolled back when it throws. On PGlite it holds the one connection.
   */
  copySession: <T>(characteristics: string, fn: (s: TCopySession) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to start other databases from. */
  dump?: () => Promise<Blob>;
};

/** pg returns bigint (int8) and numeric as strings; money sums are cast to bigint in SQL and parsed here exactly. */
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`integer out of range: ${v}`);
  return n;
});

/** How the pooled connections show in pg_stat_activity. */
export const APPLICATION_NAME = 'salon-desk';
/** What each pooled connection runs first (ADR 025). */
const NO_JIT = 'SET jit = off';
/** How long a checkout waits for a new connection before the request fails. */
const CONNECT_TIMEOUT_MS = 5_000;

/** Opens the production database through a `pg` pool. */
export function openPostgres(url: string): TDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the database cannot be reached a request waits this long for a connection, then answers 'try again'.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: APPLICATION_NAME,
    // No JIT: compiling a report's query costs more than it saves at this size (about 30 ms of a 290 ms staff year on
    // 100,000 bills, more with inlining once the tables grow; ADR 025). The pool hands a new connection out only once
    // this has run; if it fails, the checkout fails like a connection that could not open.
    onConnect: async (client: pg.ClientBase) => {
      await client.query(NO_JIT);
    },
  });
  // A connection that breaks (the server restarted, the backend was terminated) emits 'error': the pool listens on
  // idle ones only, and an unheard 'error' event ends the process. The query running on it fails on its own and is
  // answered DB_UNAVAILABLE; the pool drops the broken client, and the next checkout opens a new connection.
  pool.on('error', () => {});
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzleNodePg(pool) as unknown as TDb;
  return {
    kind: 'postgres',
    db,
    raw: {
      query: async (sql, params) => (await pool.query(sql, params)).rows,
      withMigrationLock: async (fn) => {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock(727274)');
          return await fn(async (sql) => {
            await client.query(sql);
          });
        } finally {
          await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
          client.release();
        }
      },
    },
    copySession: async (characteristics, fn) => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query(`BEGIN ${characteristics}`);
        const answer = await fn({
          query: async (sql, params) => (await client.query(sql, params)).rows,
          copyOut: async (sql) => {
            const chunks: Buffer[] = [];
            for await (const chunk of client.query(copyTo(sql))) chunks.push(chunk as Buffer);
            return Buffer.concat(chunks);
          },
          copyIn: (sql, data) => pipeline(Readable.from([data]), client.query(copyFrom(sql))),
        });
        await client.query('COMMIT');
        return answer;
      } catch (err) {
        await client.query('ROLLBACK').catch((rollbackFailed: Error) => {
          broken = rollbackFailed;
        });
        throw err;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: the pool drops it.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** PGlite reads and writes COPY data through its virtual '/dev/blob' file, not through the protocol. */
const throughBlob = (sql: string, direction: 'TO STDOUT' | 'FROM STDIN') => {
  if (!sql.trimEnd().endsWith(direction)) throw new Error(`not a COPY ${direction}: ${sql}`);
  return `${sql.trimEnd().slice(0, -direction.length)}${direction === 'TO STDOUT' ? 'TO' : 'FROM'} '/dev/blob'`;
};

/** Opens embedded PGlite: in memory when `dir` is undefined, or from a dump (`loadDataDir`) for tests. */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob } = {}): Promise<TDatabase> {
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist },
  });
  const db = readsFirst(drizzlePglite(client) as unknown as TDb);
  return {
    kind: 'pglite',
    db,
    raw: {
      query: async (sql, params) => (await client.query(sql, params)).rows as never[],
      withMigrationLock: (fn) =>
        fn(async (sql) => {
          await client.exec(sql);
        }),
    },
    // PGlite's own transaction holds its one connection: nothing else runs until it ends.
    copySession: (characteristics, fn) =>
      client.transaction(async (tx) => {
        await tx.exec(`SET TRANSACTION ${characteristics}`);
        return fn({
          query: async (sql, params) => (await tx.query(sql, params)).rows as never[],
          copyOut: async (sql) => {
            const result = await tx.query(throughBlob(sql, 'TO STDOUT'));
            return Buffer.from(await (result.blob ?? new Blob([])).arrayBuffer());
          },
          copyIn: async (sql, data) => {
            await tx.query(throughBlob(sql, 'FROM STDIN'), [], { blob: new Blob([new Uint8Array(data)]) });
          },
        });
      }),
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
}

/**
 * PGlite is one connection: a transaction holds it from BEGIN to COMMIT, and every other statement waits in one
 * first-come queue. With several bookings queued there, a board read waits for all of them. Writes therefore take
 * turns here before they enter that queue, so at most one transaction is ever queued in it: a read that arrives
 * while a write runs waits for that write alone, and goes ahead of the writes still waiting (ADR 022).
 */
function readsFirst(db: TDb): TDb {
  const transaction = db.transaction.bind(db);
  let last: Promise<unknown> = Promise.resolve();
  db.transaction = ((...args: Parameters<typeof transaction>) => {
    const turn = last.then(() => transaction(...args));
    last = turn.catch(() => {});
    return turn;
  }) as typeof transaction;
  return db;
}

/** Opens the embedded database in `dataDir`, holding a lock file so a second process cannot open it too. */
export async function openEmbedded(dataDir: string): Promise<TDatabase> {
  const dir = join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const release = takeLock(join(dataDir, 'pglite.lock'));
  try {
    const database = await openPglite({ dir });
    const close = database.close;
    return {
      ...database,
      close: async () => {
        await close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** The SQLSTATE of a database error; Drizzle wraps driver errors, so look at the cause too. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
}

/** Socket errors of a database connection that is refused, broken or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** admin_shutdown, crash_shutdown, cannot_connect_now (starting up or shutting down); class 08 is matched whole. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
/** node-postgres reports a lost or timed-out connection with these messages and no code (anchored: Drizzle's own
 * wrapper's message quotes the query and its values). */
const CONNECTION_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended)/;

/**
 * Whether an error means the database cannot be reached right now (stopped, restarting, the connection killed), so
 * the request may simply be tried again. Drizzle wraps driver errors, and a connect to several addresses fails with an
 * AggregateError, so the causes are looked at too.
 */
export function isDatabaseUnavailable(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false;
  const e = err as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; syscall?: unknown };
  // An outside service's HTTP call (SMS gateway, S3, payments) that failed to connect is not the database.
  if (err instanceof TypeError && e.message === 'fetch failed') return false;
  if (typeof e.code === 'string') {
    if (CONNECTION_CODES.has(e.code) || UNAVAILABLE_STATES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code)) return true;
    // A unix-socket URL while the server is down: the socket file is gone (a missing file elsewhere is not this).
    if (e.code === 'ENOENT' && e.syscall === 'connect') return true;
  }
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** A short form of a connection error for the warning: its message and code, not the failed query's whole text. */
export function errorSummary(err: unknown) {
  const e = err as { message?: unknown; code?: unknown; cause?: { message?: unknown; code?: unknown } };
  const inner = e?.cause ?? e;
  return { message: String(inner?.message ?? e?.message ?? err).slice(0, 200), code: inner?.code ?? e?.code };
}
