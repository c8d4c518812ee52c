// The backup figures (issue 23): on a shop with the report bench's three years of bills (bench/stats-seed.ts), the
// time and size of a backup and of a restore, how long a request waits while the backup's snapshot holds the
// database (PGlite has one connection), and beside them in the same run the database's own tools: on PostgreSQL
// `pg_dump -Fc` and `pg_restore` of the same database, on PGlite its gzipped data-directory dump.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, todayIn } from '../contract/shop-time';
import { restoreFromFile } from '../server/backup/backup-restore';
import { collectBackup, packBackup } from '../server/backup/backup-write';
import { openPglite, openPostgres, type TDatabase } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/demo.seed';
import { withDatabase } from '../server/test/pg-admin';
import { PG_BIN } from '../server/test/pg-throwaway';
import { STATS_YEARS, seedShopHistory, settleBillTables } from './stats-seed';

const PER_DAY = Number(process.env.BENCH_STATS_PER_DAY ?? 90);

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const answer = await fn();
  return [answer, performance.now() - started];
}

/** A database of this run: a folder for PGlite, a new database on the PostgreSQL server. */
async function freshDatabase(label: string, folder: string, databaseUrl?: string): Promise<TDatabase> {
  if (!databaseUrl) return openPglite({ dir: join(folder, label) });
  const admin = openPostgres(databaseUrl);
  await admin.raw.query(`DROP DATABASE IF EXISTS bench_${label} WITH (FORCE)`);
  await admin.raw.query(`CREATE DATABASE bench_${label}`);
  await admin.close();
  return openPostgres(withDatabase(databaseUrl, `bench_${label}`));
}

/**
 * Runs `fn` while a trivial query is due every 5 ms; answers its result and the longest a due query waited for its
 * answer. Measured from when it was due, not from when it was sent: PGlite runs in this thread, so while it copies,
 * no timer fires and no request of a server is even read.
 */
async function withProbe<T>(database: TDatabase, fn: () => Promise<T>): Promise<[T, number]> {
  const INTERVAL = 5;
  let longest = 0;
  let running = true;
  const probe = (async () => {
    let due = performance.now() + INTERVAL;
    while (running) {
      await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
      await database.raw.query('SELECT 1');
      longest = Math.max(longest, performance.now() - due);
      due = performance.now() + INTERVAL;
    }
  })();
  try {
    return [await fn(), longest];
  } finally {
    running = false;
    await probe;
  }
}

export async function measureBackupOn(label: string, databaseUrl?: string) {
  const folder = mkdtempSync(join(tmpdir(), 'salon-bench-backup-'));
  const source = await freshDatabase('backup_source', folder, databaseUrl);
  const target = await freshDatabase('backup_target', folder, databaseUrl);
  try {
    await migrate(source.raw);
    const now = new Date();
    await seedDemo(source.db, now);
    const [{ id, zone }] = await source.raw.query<{ id: number; zone: string }>(
      'SELECT id, time_zone AS zone FROM shops ORDER BY id LIMIT 1',
    );
    const lastDay = addDays(todayIn(zone, now), -60);
    const bills = await seedShopHistory(source.raw, id, addDays(lastDay, -365 * STATS_YEARS + 1), lastDay, PER_DAY);
    await settleBillTables(source.raw);

    const [[file, snapshotMs], backupMs] = await timed(() =>
      withProbe(source, async () => packBackup(await collectBackup(source, { now }))),
    );
    const [{ contents }, restoreMs] = await timed(() => restoreFromFile(target, file));
    const rows = contents.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    console.log(
      `\n${label}: backup of the demo chain with ${STATS_YEARS} years of bills (${bills} bills, ${rows} rows)`,
    );
    console.log(`  backup (snapshot, gzip):      ${seconds(backupMs)}, ${megabytes(file.length)}`);
    console.log(`  a request waits at most:      ${seconds(snapshotMs)} while it runs (a query every 5 ms)`);
    console.log(`  restore (check, load, migrate): ${seconds(restoreMs)}`);
    if (databaseUrl) {
      const dump = join(folder, 'dump.pgc');
      const sourceUrl = withDatabase(databaseUrl, 'bench_backup_source');
      const [, dumpMs] = await timed(async () => execFileSync(`${PG_BIN}/pg_dump`, ['-Fc', '-f', dump, sourceUrl]));
      const plain = await freshDatabase('backup_plain', folder, databaseUrl);
      await plain.close();
      const plainUrl = withDatabase(databaseUrl, 'bench_backup_plain');
      const [, pgRestoreMs] = await timed(async () =>
        execFileSync(`${PG_BIN}/pg_restore`, ['--no-owner', '-d', plainUrl, dump]),
      );
      const size = statSync(dump).size;
      console.log(`  pg_dump -Fc:                  ${seconds(dumpMs)}, ${megabytes(size)}`);
      console.log(`  pg_restore:                   ${seconds(pgRestoreMs)}`);
      console.log(
        `  against pg_dump: backup ${(backupMs / dumpMs).toFixed(2)} × its time, ${(file.length / size).toFixed(2)} × its size; restore ${(restoreMs / pgRestoreMs).toFixed(2)} × pg_restore's time`,
      );
    } else {
      const [dump, dumpMs] = await timed(async () => source.dump!());
      console.log(
        `  PGlite's own data-directory dump (a tar): ${seconds(dumpMs)}, ${megabytes(dump.size)} (only PGlite of its version reads it)`,
      );
      console.log(
        `  against it: backup ${(backupMs / dumpMs).toFixed(2)} × its time, ${(file.length / dump.size).toFixed(2)} × its size`,
      );
    }
  } finally {
    await Promise.all([source.close(), target.close()]);
    rmSync(folder, { recursive: true, force: true });
  }
}
