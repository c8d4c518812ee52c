import { addDays, localToInstant } from '../../../contract/shop-time';
import { toHhmm } from '../../../contract/time-slots';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

export type TReminderPlan = { kind: 'immediate' | 'advance'; leadMinutes: number; sendAt: Date };

/**
 * The instant an appointment starts: its day and start minute on the shop's wall clock. On the day clocks go forward
 * a start in the skipped hour (02:30 in Rome on the last Sunday of March) is the instant the clock shows 03:30; on the
 * day they go back, a start in the repeated hour is the first of the two (shop-time's rule, ADR 014).
 */
export function appointmentStart(day: string, startMin: number, timeZone: string): Date {
  return localToInstant(`${day} ${toHhmm(startMin)}`, timeZone);
}

/**
 * The instant an advance reminder is due (ADR 014). Whole days of the lead move the calendar date and keep the
 * wall-clock time (a one-day reminder comes at the same time of day the day before, across a DST change too); the
 * minutes left over are real elapsed time before that instant (a two-hour reminder comes two hours before, even when
 * the clock jumps in between). A time that does not exist or exists twice resolves as appointmentStart does.
 */
export function advanceSendAt(day: string, startMin: number, leadMinutes: number, timeZone: string): Date {
  const wholeDays = Math.floor(leadMinutes / DAY_MINUTES);
  const rest = leadMinutes % DAY_MINUTES;
  const anchor = appointmentStart(addDays(day, -wholeDays), startMin, timeZone);
  return new Date(anchor.getTime() - rest * MINUTE_MS);
}

/**
 * The messages to schedule for an appointment: the immediate one when asked (due now), then one per advance lead
 * time, soonest last. Nothing for an appointment that has begun; a reminder whose time has passed is skipped.
 */
export function planReminders(input: {
  day: string;
  startMin: number;
  timeZone: string;
  now: Date;
  immediate: boolean;
  leadMinutes: readonly number[];
}): TReminderPlan[] {
  const start = appointmentStart(input.day, input.startMin, input.timeZone);
  if (start.getTime() <= input.now.getTime()) return [];
  const plans: TReminderPlan[] = [];
  if (input.immediate) plans.push({ kind: 'immediate', leadMinutes: 0, sendAt: input.now });
  const leads = [...new Set(input.leadMinutes)].sort((a, b) => b - a);
  for (const leadMinutes of leads) {
    const sendAt = advanceSendAt(input.day, input.startMin, leadMinutes, input.timeZone);
    if (sendAt.getTime() > input.now.getTime() && sendAt.getTime() < start.getTime()) {
      plans.push({ kind: 'advance', leadMinutes, sendAt });
    }
  }
  return plans;
}
