// `npm run backup`: one backup now, with the server's settings (DATA_DIR or DATABASE_URL, BACKUP_DIR), whether or not
// the server runs (ADR 031).
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { openEmbedded, openPostgres, type TDatabase } from '../db/client';
import { DatabaseLockedError } from '../db/embedded-lock';
import { migrate } from '../db/migrate';
import { askServerForBackup } from './backup-channel';
import { backupPlaceOf } from './backup-schedule';
import { type TTakenBackup, takeBackup } from './backup-take';

const config = loadConfig();

/** Opens the database itself, or answers null when a running server holds the embedded one. */
async function openOwn(): Promise<TDatabase | null> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  try {
    return await openEmbedded(resolve(config.dataDir));
  } catch (err) {
    if (err instanceof DatabaseLockedError) return null;
    throw err;
  }
}

async function backUp(): Promise<TTakenBackup | null> {
  const database = await openOwn();
  if (!database) {
    console.log('A server is running on this DATA_DIR: asking it to take the backup.');
    return askServerForBackup(config.dataDir);
  }
  try {
    await migrate(database.raw);
    return await takeBackup(database, backupPlaceOf(config), { reason: 'manual', now: new Date() });
  } finally {
    await database.close();
  }
}

try {
  const taken = await backUp();
  if (!taken) throw new Error('no backup was taken');
  const size = `${(taken.bytes / 1024 / 1024).toFixed(2)} MB`;
  if (taken.ok) {
    console.log(`Backup written and verified: ${taken.path} (${size})`);
    console.log('Copy it somewhere else (another disk, another place): a backup on this machine is not a backup yet.');
  } else {
    console.error(`Backup written but its check FAILED: ${taken.path}\n  ${taken.problems.join('\n  ')}`);
    process.exitCode = 1;
  }
} catch (err) {
  console.error(`Backup failed: ${(err as Error).message}`);
  process.exitCode = 1;
}
