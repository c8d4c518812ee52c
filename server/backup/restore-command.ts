// `npm run restore -- <file> [--replace]`: a backup into an empty DATA_DIR or an empty PostgreSQL database (ADR 031).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config';
import { openPglite, openPostgres, type TDatabase } from '../db/client';
import { takeLock } from '../db/embedded-lock';
import { uploadsDirOf } from '../providers/storage-local';
import { BackupError } from './backup-manifest';
import { readBackup } from './backup-read';
import { isDatabaseEmpty, restoreBackup } from './backup-restore';
import { checkRestored } from './backup-verify';
import type { TBackupContents } from './backup-write';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const replace = args.includes('--replace');
const config = loadConfig();

const notEmpty = (where: string) =>
  new BackupError(`${where} is not empty. Restore into an empty one, or add --replace to set the present data aside.`);

/** Into PostgreSQL: an empty database, or with --replace one whose schema is dropped first. */
async function intoPostgres(contents: TBackupContents, url: string) {
  const database = openPostgres(url);
  try {
    if (!(await isDatabaseEmpty(database))) {
      if (!replace) throw notEmpty('The PostgreSQL database');
      await database.raw.query('DROP SCHEMA public CASCADE');
      await database.raw.query('CREATE SCHEMA public');
    }
    return await restoreInto(
      contents,
      database,
      config.storage.provider === 'local' ? uploadsDirOf(config.dataDir) : undefined,
    );
  } finally {
    await database.close();
  }
}

/**
 * Into DATA_DIR, holding its lock (a running server refuses it): restored into a new folder that takes the
 * database's place only when the restore succeeded; with --replace the present database and uploads are renamed
 * aside, never deleted.
 */
async function intoDataDir(contents: TBackupContents, dataDir: string) {
  const target = join(dataDir, 'pglite');
  const uploads = uploadsDirOf(dataDir);
  mkdirSync(dataDir, { recursive: true });
  const release = takeLock(join(dataDir, 'pglite.lock'));
  try {
    const hasData = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
    if ((hasData(target) || hasData(uploads)) && !replace) throw notEmpty(`DATA_DIR (${dataDir})`);
    const restoring = `${target}.restoring`;
    // Left by a restore that failed: this process holds the lock, so it is nobody's.
    for (const dir of [restoring, `${uploads}.restoring`]) rmSync(dir, { recursive: true, force: true });
    const database = await openPglite({ dir: restoring });
    let problems: string[];
    try {
      problems = await restoreInto(contents, database, `${uploads}.restoring`);
    } finally {
      await database.close();
    }
    const aside = `before-restore-${new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d+Z$/, 'Z')}`;
    for (const dir of [target, uploads]) if (existsSync(dir)) renameSync(dir, `${dir}.${aside}`);
    renameSync(restoring, target);
    if (existsSync(`${uploads}.restoring`)) renameSync(`${uploads}.restoring`, uploads);
    if (replace) console.log(`The data that was there is kept beside it, named *.${aside}.`);
    return problems;
  } finally {
    release();
  }
}

async function restoreInto(contents: TBackupContents, database: TDatabase, uploadsDir?: string) {
  const { migrationsAfter } = await restoreBackup(database, contents, { uploadsDir });
  const rows = contents.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Restored ${rows} rows of ${contents.manifest.tables.length} tables and ${contents.uploads.size} uploaded files, ` +
      `taken ${contents.manifest.createdAt} by Salon Desk ${contents.manifest.productVersion} on ` +
      `${contents.manifest.source === 'pglite' ? 'the embedded database' : 'PostgreSQL'}` +
      (migrationsAfter.length > 0 ? `; then migrated: ${migrationsAfter.join(', ')}` : ''),
  );
  return checkRestored(database, contents);
}

try {
  if (!file) throw new BackupError('Name the backup file: npm run restore -- <file> [--replace]');
  // The file is read and checked whole before anything is touched.
  const contents = await readBackup(readFileSync(resolve(file)));
  const problems = config.databaseUrl
    ? await intoPostgres(contents, config.databaseUrl)
    : await intoDataDir(contents, resolve(config.dataDir));
  if (problems.length > 0) {
    console.error(`The restored data FAILED its check:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  } else
    console.log('The restored data passed its check: counts, card balances against their ledgers, no double bookings.');
} catch (err) {
  const known = err instanceof BackupError || (err as NodeJS.ErrnoException).code === 'ENOENT';
  console.error(`Restore refused: ${known ? (err as Error).message : String(err)}`);
  process.exitCode = 1;
}
