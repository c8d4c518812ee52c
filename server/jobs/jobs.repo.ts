import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { jobs } from '../db/schema/jobs';

export type TJobRow = typeof jobs.$inferSelect;
export type TJobInsert = {
  shopId: number;
  kind: string;
  runAt: Date;
  payload: Record<string, unknown>;
  maxAttempts?: number;
  now: Date;
};

/** The running job as claimed: a later claim (after its lease ran out) has more attempts, so this one is stale. */
const claimedBy = (job: Pick<TJobRow, 'id' | 'attempts'>) =>
  and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts));

/** Queues a job for `runAt`; inside the caller's transaction, so it exists exactly when the caller's write does. */
export async function enqueueJob(db: TDb, job: TJobInsert): Promise<number> {
  const [row] = await enqueueJobs(db, [job]);
  return row.id;
}

/** Queues several jobs in one statement; answers each one's id with its payload, to be matched by the caller. */
export async function enqueueJobs(
  db: TDb,
  list: readonly TJobInsert[],
): Promise<{ id: number; payload: Record<string, unknown> }[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        shopId: job.shopId,
        kind: job.kind,
        runAt: job.runAt,
        payload: job.payload,
        maxAttempts: job.maxAttempts,
        createdAt: job.now,
        updatedAt: job.now,
      })),
    )
    .returning({ id: jobs.id, payload: jobs.payload });
  return rows.map((r) => ({ id: r.id, payload: r.payload as Record<string, unknown> }));
}

/** Cancels the shop's jobs among `ids` that have not started; a running one finishes and finds nothing to do. */
export async function cancelQueuedJobs(db: TDb, shopId: number, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(jobs.shopId, shopId), inArray(jobs.id, [...ids]), eq(jobs.status, 'queued')));
}

/**
 * Claims up to `limit` due jobs (queued and due, or running with a lease that ran out) in one short statement: the
 * rows are picked with FOR UPDATE SKIP LOCKED, so concurrent workers never claim the same row, and marked running
 * with a fresh lease and one more attempt.
 */
export async function claimDueJobs(db: TDb, now: Date, limit: number, leaseMs: number): Promise<TJobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      or(
        and(eq(jobs.status, 'queued'), lte(jobs.runAt, now)),
        and(eq(jobs.status, 'running'), lte(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + leaseMs),
      updatedAt: now,
    })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** Marks a claimed job done; false when it was no longer this claim's (its lease ran out and it was claimed again). */
export async function completeJob(db: TDb, job: TJobRow, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'done', lockedUntil: null, lastError: '', updatedAt: now })
    .where(claimedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Puts a claimed job back in the queue for `runAt`, with the error of the failed attempt. */
export async function retryJob(db: TDb, job: TJobRow, runAt: Date, error: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', runAt, lockedUntil: null, lastError: error, updatedAt: now })
    .where(claimedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Gives a claimed job up for good, with the error of its last attempt. */
export async function failJob(db: TDb, job: TJobRow, error: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'failed', lockedUntil: null, lastError: error, updatedAt: now })
    .where(claimedBy(job))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes finished jobs (done, failed or cancelled) last touched before `before`; what they did stays in its rows. */
export async function pruneFinishedJobs(db: TDb, before: Date) {
  await db.delete(jobs).where(and(inArray(jobs.status, ['done', 'failed', 'cancelled']), lt(jobs.updatedAt, before)));
}
