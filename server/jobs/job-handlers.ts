import type { TDeps } from '../http/context';
import { APPOINTMENT_SMS_JOB, appointmentSmsJob } from '../modules/appointment-reminders/appointment-reminders.service';
import { INVITATION_PAYOUT_JOB, invitationPayoutJob } from '../modules/invitations/invitations.service';
import type { TJobRow } from './jobs.repo';

/** What runs a kind of job. `run` throws to be retried; `giveUp` leaves what the job handles final after its last try. */
export type TJobHandler = {
  run: (deps: TDeps, job: TJobRow, now: Date) => Promise<void>;
  giveUp?: (deps: TDeps, job: TJobRow, error: string, now: Date) => Promise<void>;
};

/** The handler of every job kind the product queues. */
export const JOB_HANDLERS: Readonly<Record<string, TJobHandler>> = {
  [APPOINTMENT_SMS_JOB]: appointmentSmsJob,
  [INVITATION_PAYOUT_JOB]: invitationPayoutJob,
};
