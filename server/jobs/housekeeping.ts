import { errorSummary, isDatabaseUnavailable, type TDb } from '../db/client';
import { pruneExpired } from './housekeeping.repo';

/** Prunes expired rows every hour; safe to run in every instance at once (plain deletes). */
export function startHousekeeping(
  db: TDb,
  clock: () => Date,
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
) {
  // A run that meets an unreachable database is skipped with a warning; the next hour's run tries again.
  const run = () =>
    pruneExpired(db, clock()).catch((err) => {
      if (isDatabaseUnavailable(err))
        log.warn({ err: errorSummary(err) }, 'housekeeping skipped: database unavailable');
      else log.error({ err }, 'housekeeping failed');
    });
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
