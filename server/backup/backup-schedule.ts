import { localNow } from '../../contract/shop-time';
import type { TConfig } from '../config';
import { errorSummary, isDatabaseUnavailable, type TDatabase } from '../db/client';
import { uploadsDirOf } from '../providers/storage-local';
import { s3Storage } from '../providers/storage-s3';
import { type TBackupPlace, type TTakenBackup, takeBackup } from './backup-take';
import { verifyInChild } from './backup-verify';
import { installationZone, isNightClaimed, type TBackupReason } from './backups.repo';

type TLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** A backup may take a while to send: ten minutes before the copy to the bucket is given up. */
const OFFSITE_TIMEOUT_MS = 600_000;

/**
 * Where backups are kept and what they include (the uploads when they are on the local disk), and the private bucket
 * each is also copied to when BACKUP_S3_BUCKET names one (with the S3_* endpoint and keys).
 */
export const backupPlaceOf = (config: TConfig): TBackupPlace => ({
  dir: config.backups.dir,
  uploadsDir: config.storage.provider === 'local' ? uploadsDirOf(config.dataDir) : undefined,
  timeZone: config.backups.timeZone,
  offsite: config.backups.s3Bucket
    ? s3Storage(
        { ...config.storage, bucket: config.backups.s3Bucket },
        { timeoutMs: OFFSITE_TIMEOUT_MS, disposition: 'attachment' },
      )
    : undefined,
});

/** How often the server looks whether tonight's backup is due. */
const TICK_MS = 60_000;

/**
 * The server's backups (ADR 031): every minute it looks whether the night's backup is due (BACKUP_AT passed in the
 * zone, and nobody claimed that night yet) and takes it; one at a time in this process, one a night across instances.
 * `take` is the one way this server takes a backup (the nightly one, `npm run backup` through the channel, the
 * shutdown). A failed check is logged as an error, and the backup kept.
 */
export function startBackups(database: TDatabase, config: TConfig, clock: () => Date, log: TLog) {
  // The check restores the backup into a scratch database: in a child process, so requests are not held up meanwhile.
  const place: TBackupPlace = { ...backupPlaceOf(config), verify: (_bytes, path) => verifyInChild(path) };
  let running: Promise<TTakenBackup | null> = Promise.resolve(null);
  const take = (reason: TBackupReason, night?: string) => {
    const next = running.catch(() => null).then(() => takeBackup(database, place, { reason, now: clock(), night }));
    running = next;
    return next.then((taken) => {
      if (taken && !taken.ok) log.error({ file: taken.path, problems: taken.problems }, 'backup check failed');
      else if (taken) log.info({ file: taken.path, bytes: taken.bytes }, 'backup taken and verified');
      return taken;
    });
  };
  const tick = async () => {
    const zone = config.backups.timeZone ?? (await installationZone(database.db));
    const local = localNow(zone, clock());
    if (local.time < config.backups.at || (await isNightClaimed(database.db, local.date))) return;
    await take('nightly', local.date);
  };
  const timer = setInterval(() => {
    tick().catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) log.warn(errorSummary(err), 'nightly backup skipped: database unavailable');
      else log.error({ err }, 'nightly backup failed');
    });
  }, TICK_MS);
  timer.unref();
  return {
    take,
    /** What the minute's timer runs: the night's backup when it is due and unclaimed (the tests call it at will). */
    runDue: tick,
    stop: () => clearInterval(timer),
  };
}
