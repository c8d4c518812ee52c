import { errorSummary, isDatabaseUnavailable } from '../db/client';
import type { TDeps } from '../http/context';
import { pruneExpired } from './housekeeping.repo';
import { sweepUnreferencedUploads } from './housekeeping-uploads';

/**
 * Every hour: prunes expired rows and removes uploads nothing references past their grace period (ADR 019); safe to
 * run in every instance at once (plain deletes).
 */
export function startHousekeeping(
  deps: Pick<TDeps, 'db' | 'providers' | 'config' | 'clock'>,
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
) {
  // A run that meets an unreachable database is skipped with a warning; the next hour's run tries again.
  const run = () =>
    pruneExpired(deps.db, deps.clock())
      .then(() => sweepUnreferencedUploads(deps, deps.clock()))
      .catch((err) => {
        if (isDatabaseUnavailable(err))
          log.warn({ err: errorSummary(err) }, 'housekeeping skipped: database unavailable');
        else log.error({ err }, 'housekeeping failed');
      });
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
