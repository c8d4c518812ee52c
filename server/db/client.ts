import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

export type TDb = PgDatabase<PgQueryResultHKT>;

/** Raw SQL access, for migrations and the few statements Drizzle cannot express. */
export type TRaw = {
  query: <T = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<T[]>;
  /** Runs `fn` holding an exclusive lock that other processes on the same database also respect. */
  withMigrationLock: <T>(fn: (exec: (sql: string) => Promise<void>) => Promise<T>) => Promise<T>;
};

export type TDatabase = {
  kind: 'pglite' | 'postgres';
  db: TDb;
  raw: TRaw;
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

/** Opens the production database through a `pg` pool. */
export function openPostgres(url: string): TDatabase {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {});
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
    close: () => pool.end(),
  };
}

/** Opens embedded PGlite: in memory when `dir` is undefined, or from a dump (`loadDataDir`) for tests. */
export async function openPglite(options: { dir?: string; loadDataDir?: Blob } = {}): Promise<TDatabase> {
  const client = await PGlite.create({
    dataDir: options.dir,
    loadDataDir: options.loadDataDir,
    extensions: { btree_gist },
  });
  const db = drizzlePglite(client) as unknown as TDb;
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
    close: () => client.close(),
    dump: async () => (await client.dumpDataDir('none')) as Blob,
  };
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

/** Creates the lock file with our pid; a stale lock (its process gone) is taken over. */
function takeLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        if (existsSync(path) && readFileSync(path, 'utf8') === String(process.pid)) rmSync(path);
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(path, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${path.replace(/pglite\.lock$/, '')} is already open in process ${pid}. ` +
            'Stop that server first, or start this one with another DATA_DIR.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not take the database lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The SQLSTATE of a database error; Drizzle wraps driver errors, so look at the cause too. */
export function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) ? e.code : undefined;
}
