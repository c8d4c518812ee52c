import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { TCopySession, TDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { COPY_SETTINGS, quoteName } from './backup-catalogue';
import { BackupError } from './backup-manifest';
import { readBackup } from './backup-read';
import type { TBackupContents } from './backup-write';

/** Whether the database holds any table of its own (an empty one is what a restore writes into). */
export async function isDatabaseEmpty(database: TDatabase) {
  const [{ tables }] = await database.raw.query<{ tables: number }>(
    `SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'`,
  );
  return tables === 0;
}

/** The triggers a restore holds back while it loads rows (the board's change log, live events), by table. */
async function rowTriggers(s: TCopySession) {
  return s.query<{ table: string; trigger: string }>(
    `SELECT c.relname AS "table", t.tgname AS "trigger"
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND NOT t.tgisinternal AND t.tgconstraint = 0
      ORDER BY 1, 2`,
  );
}

/**
 * Loads a backup's rows into a database migrated to the backup's level, in one transaction: the rows the migrations
 * seeded are replaced, the tables are filled in the backup's order by COPY (which keeps the identity values it is
 * given), every sequence is set to its recorded value, and the row triggers are held back meanwhile, so the board's
 * change log and live events are the backup's own; the deferred checks (a bill's lines against its total) still run
 * at the COMMIT. A row the schema refuses fails the whole load.
 */
async function loadRows(database: TDatabase, contents: TBackupContents) {
  await database.copySession('ISOLATION LEVEL SERIALIZABLE', async (s) => {
    for (const setting of COPY_SETTINGS) await s.query(setting);
    const triggers = await rowTriggers(s);
    const alter = async (verb: 'DISABLE' | 'ENABLE') => {
      for (const t of triggers)
        await s.query(`ALTER TABLE ${quoteName(t.table)} ${verb} TRIGGER ${quoteName(t.trigger)}`);
    };
    await alter('DISABLE');
    const tables = contents.manifest.tables;
    for (const table of [...tables].reverse()) await s.query(`DELETE FROM ${quoteName(table.name)}`);
    for (const table of tables) {
      if (table.rows === 0) continue;
      const columns = table.columns.map(quoteName).join(', ');
      await s.copyIn(`COPY ${quoteName(table.name)} (${columns}) FROM STDIN`, contents.tables.get(table.name)!);
    }
    for (const sequence of contents.manifest.sequences) {
      await s.query('SELECT setval(quote_ident($1)::regclass, $2::bigint, true)', [sequence.name, sequence.lastValue]);
    }
    await alter('ENABLE');
  });
}

/**
 * Restores a backup that readBackup accepted into an empty database: the schema at the backup's migration level, its
 * rows, then the migrations that came after it. On a database that is not empty it refuses unless `replace` is given
 * (the caller has then moved the old data aside or emptied it). Uploaded files go into `uploadsDir` when one is given.
 */
export async function restoreBackup(
  database: TDatabase,
  contents: TBackupContents,
  options: { uploadsDir?: string } = {},
) {
  if (!(await isDatabaseEmpty(database))) {
    throw new BackupError('The database is not empty: a restore writes only into an empty one.');
  }
  const level = contents.manifest.migrations.at(-1)!;
  await migrate(database.raw, { upTo: level });
  try {
    await loadRows(database, contents);
  } catch (err) {
    throw new BackupError(`The backup's rows could not be loaded: ${(err as Error).message}`);
  }
  const later = await migrate(database.raw);
  if (options.uploadsDir) {
    for (const [key, bytes] of contents.uploads) {
      const target = join(options.uploadsDir, key);
      await mkdir(dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
  }
  return { migrationsAfter: later };
}

/** Reads a backup file whole and restores it: a file that fails its checks is refused before anything is written. */
export async function restoreFromFile(database: TDatabase, file: Buffer, options: { uploadsDir?: string } = {}) {
  const contents = await readBackup(file);
  return { contents, ...(await restoreBackup(database, contents, options)) };
}
