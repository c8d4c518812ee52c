import { lt, or } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { sessions } from '../db/schema/accounts';
import { altchaSpent, authEvents, idempotencyKeys, verificationCodes } from '../db/schema/system';
import { pruneFinishedJobs } from './jobs.repo';

const HOUR = 3_600_000;

/**
 * Deletes what no rule reads any more: old nonces, counted events, codes, used ALTCHA proofs, long-dead sessions and jobs
 * finished a month ago (what a job did stays in its own rows, e.g. appointment_sms).
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
}
