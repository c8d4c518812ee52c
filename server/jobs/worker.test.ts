import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/jobs';
import { buildShop } from '../test/factories';
import { useTestApp } from '../test/fixture';
import type { TJobHandler } from './job-handler';
import { claimDueJobs, completeJob, enqueueJob } from './jobs.repo';
import { retryDelayMs, runDueJobs, startJobWorker } from './worker';

const t = useTestApp();

const NOW = new Date('2026-11-23T09:00:00.000Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

async function queue(kind: string, runAt: Date, payload: Record<string, unknown> = {}, maxAttempts?: number) {
  const shop = await buildShop(t);
  return enqueueJob(t.deps.db, { shopId: shop.id, kind, runAt, payload, maxAttempts, now: NOW });
}

async function jobRow(id: number) {
  const [row] = await t.deps.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** A handler that records the payloads it ran, failing while `failures` lasts. */
function recorder(failures = 0) {
  const ran: unknown[] = [];
  const gaveUp: string[] = [];
  let left = failures;
  const handler: TJobHandler = {
    run: async (_deps, job) => {
      ran.push(job.payload);
      if (left > 0) {
        left -= 1;
        throw new Error('not this time');
      }
    },
    giveUp: async (_deps, _job, error) => {
      gaveUp.push(error);
    },
  };
  return { handler, ran, gaveUp };
}

beforeEach(async () => {
  // Each test sees only its own jobs.
  await t.deps.db
    .update(jobs)
    .set({ status: 'cancelled' })
    .where(inArray(jobs.status, ['queued', 'running']));
});

describe('runDueJobs', () => {
  it('claims only the due jobs, runs each with its handler once and marks it done', async () => {
    const { handler, ran } = recorder();
    const due = await queue('note', NOW, { n: 1 });
    const early = await queue('note', later(-60_000), { n: 0 });
    const future = await queue('note', later(1000), { n: 2 });

    expect(await runDueJobs(t.deps, NOW, { handlers: { note: handler } })).toEqual({
      claimed: 2,
      done: 2,
      retried: 0,
      failed: 0,
    });
    expect(ran).toEqual([{ n: 0 }, { n: 1 }]);
    expect(await jobRow(due)).toMatchObject({ status: 'done', attempts: 1, lockedUntil: null });
    expect(await jobRow(early)).toMatchObject({ status: 'done' });
    expect(await jobRow(future)).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await runDueJobs(t.deps, NOW, { handlers: { note: handler } })).toMatchObject({ claimed: 0 });
  });

  it('takes at most a batch per claim', async () => {
    const { handler } = recorder();
    for (let i = 0; i < 3; i++) await queue('note', NOW, { i });
    expect(await runDueJobs(t.deps, NOW, { handlers: { note: handler }, batch: 2 })).toMatchObject({ claimed: 2 });
    expect(await runDueJobs(t.deps, NOW, { handlers: { note: handler }, batch: 2 })).toMatchObject({ claimed: 1 });
  });

  it('retries a failing job with growing backoff, then fails it and gives up once', async () => {
    const { handler, ran, gaveUp } = recorder(10);
    const id = await queue('flaky', NOW, {}, 3);
    const handlers = { flaky: handler };

    expect(await runDueJobs(t.deps, NOW, { handlers })).toMatchObject({ retried: 1 });
    expect(await jobRow(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'not this time',
      runAt: later(retryDelayMs(1)),
    });
    expect(await runDueJobs(t.deps, later(retryDelayMs(1) - 1), { handlers })).toMatchObject({ claimed: 0 });
    expect(await runDueJobs(t.deps, later(retryDelayMs(1)), { handlers })).toMatchObject({ retried: 1 });
    const second = await jobRow(id);
    expect(second).toMatchObject({ status: 'queued', attempts: 2 });
    expect(second.runAt).toEqual(later(retryDelayMs(1) + retryDelayMs(2)));
    expect(await runDueJobs(t.deps, second.runAt, { handlers })).toMatchObject({ failed: 1 });
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, lockedUntil: null });
    expect(ran).toHaveLength(3);
    expect(gaveUp).toEqual(['not this time']);
    expect(await runDueJobs(t.deps, later(86_400_000), { handlers })).toMatchObject({ claimed: 0 });
  });

  it('backs off 30 s, doubling, up to an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000]);
  });

  it('fails a job of an unknown kind at once', async () => {
    const id = await queue('nobody-handles-this', NOW);
    expect(await runDueJobs(t.deps, NOW, { handlers: {} })).toMatchObject({ claimed: 1, failed: 1 });
    expect(await jobRow(id)).toMatchObject({
      status: 'failed',
      lastError: "no handler for job kind 'nobody-handles-this'",
    });
  });

  it('claims a job again when its lease ran out, and the first claim can no longer finish it', async () => {
    const { handler, ran } = recorder();
    const id = await queue('note', NOW);
    const [stale] = await claimDueJobs(t.deps.db, NOW, 10, 60_000);
    expect(stale).toMatchObject({ id, status: 'running', attempts: 1 });
    // Held by the lease: another worker does not take it.
    expect(await runDueJobs(t.deps, later(59_000), { handlers: { note: handler } })).toMatchObject({ claimed: 0 });
    expect(await runDueJobs(t.deps, later(60_000), { handlers: { note: handler } })).toMatchObject({
      claimed: 1,
      done: 1,
    });
    expect(ran).toHaveLength(1);
    expect(await completeJob(t.deps.db, stale, later(61_000))).toBe(false);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('gives up a job whose last attempt never finished', async () => {
    const { handler, ran, gaveUp } = recorder();
    const id = await queue('note', NOW, {}, 1);
    await claimDueJobs(t.deps.db, NOW, 10, 60_000);
    expect(await runDueJobs(t.deps, later(60_000), { handlers: { note: handler } })).toMatchObject({ failed: 1 });
    expect(ran).toEqual([]);
    expect(gaveUp).toEqual(['the worker stopped before the job finished']);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 2 });
  });
});

describe('startJobWorker', () => {
  it('runs due jobs at start and at each poll until stopped', async () => {
    const ran: unknown[] = [];
    const handlers: Record<string, TJobHandler> = {
      note: {
        run: async (_deps, job) => {
          ran.push(job.payload);
        },
      },
    };
    t.clock.set(NOW);
    await queue('note', NOW, { n: 1 });
    const deps = { ...t.deps, config: { ...t.deps.config, jobs: { pollMs: 100 } } };
    const log = { warn: () => {}, error: () => {} };
    const stop = startJobWorker(deps, log, { handlers });
    await expect.poll(() => ran.length).toBe(1);
    await queue('note', NOW, { n: 2 });
    await expect.poll(() => ran.length).toBe(2);
    await stop();
    await queue('note', NOW, { n: 3 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toEqual([{ n: 1 }, { n: 2 }]);
  });
});
