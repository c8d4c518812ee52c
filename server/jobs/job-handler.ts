import type { TDeps } from '../http/context';
import type { TJobRow } from './jobs.repo';

/** What runs a kind of job. `run` throws to be retried; `giveUp` leaves what the job handles final after its last try. */
export type TJobHandler = {
  run: (deps: TDeps, job: TJobRow, now: Date) => Promise<void>;
  giveUp?: (deps: TDeps, job: TJobRow, error: string, now: Date) => Promise<void>;
};
