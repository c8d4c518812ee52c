import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { backups } from '../db/schema/backups';
import { shops } from '../db/schema/shops';

export type TBackupRow = typeof backups.$inferSelect;
export type TBackupReason = 'nightly' | 'shutdown' | 'manual';

/**
 * Claims a backup: its row, status running. A nightly one names its night, and a night already claimed (by this
 * instance or another on the same database) answers null, so one backup is taken a night however many instances run.
 */
export async function claimBackup(db: TDb, reason: TBackupReason, at: Date, night: string | null = null) {
  const [row] = await db
    .insert(backups)
    .values({ reason, night, createdAt: at })
    .onConflictDoNothing({ target: backups.night })
    .returning({ id: backups.id });
  return row?.id ?? null;
}

/** Whether the night's backup has been claimed already. */
export async function isNightClaimed(db: TDb, night: string) {
  const [row] = await db.select({ id: backups.id }).from(backups).where(eq(backups.night, night));
  return row !== undefined;
}

/** Records how a claimed backup ended: its file and the check's verdict. */
export async function finishBackup(
  db: TDb,
  id: number,
  done: { file: string; bytes: number; sha256: string; problems: string[]; at: Date },
) {
  await db
    .update(backups)
    .set({
      status: done.problems.length === 0 ? 'verified' : 'failed',
      file: done.file,
      bytes: done.bytes,
      sha256: done.sha256,
      problems: done.problems,
      finishedAt: done.at,
    })
    .where(eq(backups.id, id));
}

/** The backups whose files are kept, newest first. */
export async function keptBackups(db: TDb, limit = 100): Promise<TBackupRow[]> {
  return db.select().from(backups).where(isNull(backups.removedAt)).orderBy(desc(backups.createdAt)).limit(limit);
}

/** Marks backups whose files the rotation removed. */
export async function markRemoved(db: TDb, ids: number[], at: Date) {
  if (ids.length === 0) return;
  await db
    .update(backups)
    .set({ removedAt: at })
    .where(and(inArray(backups.id, ids), isNull(backups.removedAt)));
}

/** The zone nightly backups follow when BACKUP_TIME_ZONE is unset: the first shop's (the headquarters on one chain). */
export async function installationZone(db: TDb): Promise<string> {
  const [first] = await db.select({ zone: shops.timeZone }).from(shops).orderBy(asc(shops.id)).limit(1);
  return first?.zone ?? 'UTC';
}
