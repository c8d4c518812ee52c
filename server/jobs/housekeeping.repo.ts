import { lt, or } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { sessions } from '../db/schema/accounts';
import { altchaSpent, authEvents, idempotencyKeys, verificationCodes } from '../db/schema/system';
import { compactBoardChanges } from '../modules/appointments/board.repo';
import { pruneFinishedJobs } from './jobs.repo';

const HOUR = 3_600_000;

/**
 * Deletes what no rule reads any more: old nonces, counted events, codes, used ALTCHA proofs, long-dead sessions and jobs
 * finished a month ago (what a job did stays in its own rows, e.g. appointment_sms); and folds the board's change log,
 * which every write appends to, into one row per shop and day without changing any board's version (ADR 022).
 */
export async function pruneExpired(db: TDb, now: Date) {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, ago(24 * HOUR)));
  await db.delete(authEvents).where(lt(authEvents.createdAt, ago(2 * HOUR)));
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, ago(24 * HOUR)));
  await db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, now));
  await db
    .delete(sessions)
    .where(or(lt(sessions.absoluteExpiresAt, ago(7 * 24 * HOUR)), lt(sessions.revokedAt, ago(7 * 24 * HOUR))));
  await pruneFinishedJobs(db, ago(30 * 24 * HOUR));
  await compactBoardChanges(db);
}
