import type { TDb } from '../db/client';
import { pruneExpired } from './housekeeping.repo';

/** Prunes expired rows every hour; safe to run in every instance at once (plain deletes). */
export function startHousekeeping(db: TDb, clock: () => Date, log: { error: (obj: object, msg: string) => void }) {
  const run = () => pruneExpired(db, clock()).catch((err) => log.error({ err }, 'housekeeping failed'));
  const timer = setInterval(run, 3_600_000);
  timer.unref();
  void run();
  return () => clearInterval(timer);
}
