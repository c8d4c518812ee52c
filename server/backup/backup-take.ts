import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TDatabase } from '../db/client';
import type { TStorageProvider } from '../providers/storage';
import { backupsToRemove } from './backup-rotation';
import { type TBackupCheck, verifyBackup } from './backup-verify';
import { collectBackup, packBackup } from './backup-write';
import {
  claimBackup,
  finishBackup,
  installationZone,
  keptBackups,
  markRemoved,
  type TBackupReason,
} from './backups.repo';

export type TBackupPlace = {
  dir: string;
  uploadsDir?: string;
  timeZone?: string;
  /** How the written file is checked: in this process unless the server asks for a child (verifyInChild). */
  verify?: (bytes: Buffer, path: string) => Promise<TBackupCheck>;
  /** A private bucket each backup is also copied to (BACKUP_S3_BUCKET), and removed from by the rotation. */
  offsite?: TStorageProvider;
};
export type TTakenBackup = { id: number; file: string; path: string; bytes: number; ok: boolean; problems: string[] };

/** A backup file's name: when it was taken (UTC, sortable) and why. */
export const backupFileName = (at: Date, reason: TBackupReason) =>
  `salon-desk-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}-${reason}.backup.tgz`;

/**
 * Takes one backup into `place.dir`: claims its row (a night already claimed answers null), writes the file under a
 * temporary name and renames it into place, verifies it by restoring it in memory, records the verdict, and rotates
 * the older verified backups (their files removed, their rows kept as history). A failure after the claim is
 * recorded as a failed backup and thrown.
 */
export async function takeBackup(
  database: TDatabase,
  place: TBackupPlace,
  options: { reason: TBackupReason; now: Date; night?: string },
): Promise<TTakenBackup | null> {
  const id = await claimBackup(database.db, options.reason, options.now, options.night ?? null);
  if (id === null) return null;
  const file = backupFileName(options.now, options.reason);
  const path = join(place.dir, file);
  try {
    const bytes = await packBackup(await collectBackup(database, { uploadsDir: place.uploadsDir, now: options.now }));
    await mkdir(place.dir, { recursive: true });
    await writeFile(`${path}.partial`, bytes, { mode: 0o600 });
    await rename(`${path}.partial`, path);
    const check = await (place.verify ?? verifyBackup)(bytes, path);
    const problems = [...check.problems];
    // The copy elsewhere is what makes it a backup: a copy that failed is a failed backup, and kept.
    if (place.offsite) {
      await place.offsite.put(file, bytes, 'application/gzip').catch((err: Error) => {
        problems.push(`the copy to the backup bucket failed: ${err.message}`);
      });
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await finishBackup(database.db, id, { file, bytes: bytes.length, sha256, problems, at: new Date() });
    await rotate(database, place);
    return { id, file, path, bytes: bytes.length, ok: problems.length === 0, problems };
  } catch (err) {
    await rm(`${path}.partial`, { force: true });
    const problem = `the backup could not be written: ${(err as Error).message}`;
    await finishBackup(database.db, id, { file: '', bytes: 0, sha256: '', problems: [problem], at: new Date() }).catch(
      () => {},
    );
    throw err;
  }
}

/** Removes the files the rotation no longer keeps (ADR 031) and marks their rows. */
async function rotate(database: TDatabase, place: TBackupPlace) {
  const kept = await keptBackups(database.db, 10_000);
  const zone = place.timeZone ?? (await installationZone(database.db));
  const remove = new Set(backupsToRemove(kept, zone));
  const gone: number[] = [];
  for (const backup of kept) {
    if (!remove.has(backup.id)) continue;
    if (backup.file) {
      await rm(join(place.dir, backup.file), { force: true });
      await place.offsite?.remove(backup.file);
    }
    gone.push(backup.id);
  }
  await markRemoved(database.db, gone, new Date());
}
