import { APPOINTMENT_SMS_JOB, appointmentSmsJob } from '../modules/appointment-reminders/appointment-reminders.service';
import { INVITATION_PAYOUT_JOB, invitationPayoutJob } from '../modules/invitations/invitations.service';
import type { TJobHandler } from './job-handler';

/** The handler of every job kind the product queues: the one place where the job kinds meet the worker. */
export const JOB_HANDLERS: Readonly<Record<string, TJobHandler>> = {
  [APPOINTMENT_SMS_JOB]: appointmentSmsJob,
  [INVITATION_PAYOUT_JOB]: invitationPayoutJob,
};
