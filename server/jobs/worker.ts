import { errorSummary, isDatabaseUnavailable } from '../db/client';
import type { TDeps } from '../http/context';
import type { TJobHandler } from './job-handler';
import { JOB_HANDLERS } from './job-handlers';
import { claimDueJobs, completeJob, failJob, retryJob, type TJobRow } from './jobs.repo';

export type TWorkerLog = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type TWorkerOptions = {
  /** The handler of each job kind; the product's by default, tests pass their own. */
  handlers?: Readonly<Record<string, TJobHandler>>;
  /** How many due jobs one claim takes. */
  batch?: number;
  /** How long a claimed job is held before another worker may take it again (a crashed worker's). */
  leaseMs?: number;
  log?: TWorkerLog;
  /**
   * A job's closing write (done, or back in the queue) that failed because the database went away is kept here and
   * written first on the next run, so the job goes on as soon as the database is back instead of waiting out its
   * lease. The worker loop passes its own list.
   */
  unsettled?: TUnsettled;
};

/** Closing writes of jobs that could not be made while the database was unavailable, oldest first. */
export type TUnsettled = (() => Promise<unknown>)[];

export type TRunReport = { claimed: number; done: number; retried: number; failed: number };

const DEFAULT_BATCH = 10;
/** Longer than a batch of sends can take (each provider call times out after 10 s). */
const DEFAULT_LEASE_MS = 5 * 60_000;
const silent: TWorkerLog = { warn: () => {}, error: () => {} };

/** The wait before attempt n + 1 after attempt n failed: 30 s, 1 min, 2 min, … at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/**
 * Claims the jobs due at `now` (one short statement with FOR UPDATE SKIP LOCKED, so any number of workers in any
 * number of instances share the queue without taking a job twice) and runs them one after the other. A job that
 * throws is retried with backoff until its max attempts, then given up (its handler's giveUp leaves its rows final).
 * Tests call this with the clock they hold, so a run is deterministic.
 */
export async function runDueJobs(deps: TDeps, now: Date, options: TWorkerOptions = {}): Promise<TRunReport> {
  const handlers = options.handlers ?? JOB_HANDLERS;
  const log = options.log ?? silent;
  await settleLeftovers(options.unsettled);
  const claimed = await claimDueJobs(deps.db, now, options.batch ?? DEFAULT_BATCH, options.leaseMs ?? DEFAULT_LEASE_MS);
  const report: TRunReport = { claimed: claimed.length, done: 0, retried: 0, failed: 0 };
  for (const job of claimed) {
    try {
      report[await runJob(deps, job, now, handlers, log, options.unsettled)] += 1;
    } catch (err) {
      // Its closing write waits in `unsettled`; the other claimed jobs still run (or fail fast and wait there too).
      if (!(options.unsettled && isDatabaseUnavailable(err))) throw err;
      report.retried += 1;
    }
  }
  return report;
}

/** Writes what earlier runs could not; stops at the first that fails again (the database is still away). */
async function settleLeftovers(unsettled: TUnsettled | undefined) {
  while (unsettled?.length) {
    try {
      await unsettled[0]();
    } catch (err) {
      // Kept only while the database is away; any other failure would fail the same way forever.
      if (!isDatabaseUnavailable(err)) unsettled.shift();
      throw err;
    }
    unsettled.shift();
  }
}

/** Makes a job's closing write; one that fails because the database went away is kept for the next run. */
async function settle(write: () => Promise<unknown>, unsettled: TUnsettled | undefined) {
  try {
    await write();
  } catch (err) {
    if (unsettled && isDatabaseUnavailable(err)) unsettled.push(write);
    throw err;
  }
}

async function runJob(
  deps: TDeps,
  job: TJobRow,
  now: Date,
  handlers: Readonly<Record<string, TJobHandler>>,
  log: TWorkerLog,
  unsettled: TUnsettled | undefined,
): Promise<'done' | 'retried' | 'failed'> {
  const handler = handlers[job.kind];
  if (!handler) {
    await failJob(deps.db, job, `no handler for job kind '${job.kind}'`, now);
    log.error({ jobId: job.id, kind: job.kind }, 'job of an unknown kind given up');
    return 'failed';
  }
  // Claimed again after its last attempt's lease ran out: that worker stopped mid-run.
  if (job.attempts > job.maxAttempts) {
    await giveUp(deps, job, handler, 'the worker stopped before the job finished', now, log);
    return 'failed';
  }
  try {
    await handler.run(deps, job, now);
  } catch (err) {
    const error = errorText(err);
    if (job.attempts >= job.maxAttempts) {
      await giveUp(deps, job, handler, error, now, log);
      return 'failed';
    }
    // The database going away is no fault of the job: it runs again as soon as it is back.
    const runAt = isDatabaseUnavailable(err) ? now : new Date(now.getTime() + retryDelayMs(job.attempts));
    log.warn({ jobId: job.id, kind: job.kind, attempts: job.attempts, error }, 'job failed, will retry');
    await settle(() => retryJob(deps.db, job, runAt, error, now), unsettled);
    return 'retried';
  }
  await settle(() => completeJob(deps.db, job, now), unsettled);
  return 'done';
}

async function giveUp(deps: TDeps, job: TJobRow, handler: TJobHandler, error: string, now: Date, log: TWorkerLog) {
  log.error({ jobId: job.id, kind: job.kind, attempts: job.attempts, error }, 'job given up');
  if (!(await failJob(deps.db, job, error, now))) return;
  await handler.giveUp?.(deps, job, error, now).catch((err) => {
    log.error({ err, jobId: job.id, kind: job.kind }, 'job give-up handling failed');
  });
}

/**
 * Runs the worker in this process: a run at start, then one every `config.jobs.pollMs`, draining the queue while
 * claims come back full. Runs never overlap. Answers a stop function that waits for the run under way.
 */
export function startJobWorker(deps: TDeps, log: TWorkerLog, options: Omit<TWorkerOptions, 'log'> = {}) {
  const batch = options.batch ?? DEFAULT_BATCH;
  const unsettled: TUnsettled = [];
  let isStopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      let report: TRunReport;
      do {
        report = await runDueJobs(deps, deps.clock(), { ...options, batch, log, unsettled });
      } while (!isStopped && report.claimed === batch);
    } catch (err) {
      // The database went away mid-run: the loop goes on, and a job left claimed is claimed again after its lease.
      if (isDatabaseUnavailable(err))
        log.warn({ err: errorSummary(err) }, 'job worker run failed: database unavailable');
      else log.error({ err }, 'job worker run failed');
    }
  };
  const scheduleNext = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      current = tick().then(scheduleNext);
    }, deps.config.jobs.pollMs);
    timer.unref();
  };
  let current: Promise<void> = tick().then(scheduleNext);
  return async () => {
    isStopped = true;
    clearTimeout(timer);
    await current;
  };
}
