import type { z } from 'zod';
import type { TAppointment, ZAppointSmsOutput } from '../../../../contract/appointments';

/** Pure rules of the appointment history, the operation log and the SMS list: what to show, not how. */

/** The log's operation types (SPEC §3 'Appointment log'), each with its own text; anything else reads 'other'. */
export const LOG_TYPES = [
  'H5_ADD',
  'H5_DRAG',
  'H5_EDIT',
  'H5_PULL_DURATION',
  'H5_CHANGE_DUTY',
  'H5_LOST',
  'H5_DELETE',
  'H5_RESTORE',
  'H5_ARRIVE',
  'APP_ADD',
  'APP_EDIT',
] as const;
export type TLogType = (typeof LOG_TYPES)[number];

/** The catalog key part of an operation type. */
export const logTypeKey = (operType: string): TLogType | 'OTHER' =>
  (LOG_TYPES as readonly string[]).includes(operType) ? (operType as TLogType) : 'OTHER';

const LOG_TYPE_COLORS: Record<TLogType | 'OTHER', string> = {
  H5_ADD: 'green',
  APP_ADD: 'green',
  H5_EDIT: 'blue',
  APP_EDIT: 'blue',
  H5_DRAG: 'geekblue',
  H5_PULL_DURATION: 'cyan',
  H5_CHANGE_DUTY: 'purple',
  H5_ARRIVE: 'gold',
  H5_LOST: 'orange',
  H5_DELETE: 'red',
  H5_RESTORE: 'lime',
  OTHER: 'default',
};
export const logTypeColor = (operType: string) => LOG_TYPE_COLORS[logTypeKey(operType)];

/** A field of an appointment as the log compares it; 'customer' is the name and the phone together. */
export type TLogField =
  | 'appointDay'
  | 'startTime'
  | 'shopAccountId'
  | 'projects'
  | 'duration'
  | 'customer'
  | 'additionTime'
  | 'remark'
  | 'arrivedFlag';

/** What identifies an appointment: shown in full for a booking, and for a change that moved none of it. */
export const SUMMARY_FIELDS: readonly TLogField[] = [
  'appointDay',
  'startTime',
  'shopAccountId',
  'projects',
  'duration',
  'customer',
];
/** Every field an edit can change, in the order shown. */
export const DIFF_FIELDS: readonly TLogField[] = [...SUMMARY_FIELDS, 'additionTime', 'remark', 'arrivedFlag'];

export type TCustomerValue = { name: string; phone: string };
export type TLogSnapshot = Record<string, unknown> | null;
export type TLogChange = { field: TLogField; before?: unknown; after?: unknown };

/**
 * How a log row reads:
 * - 'created': a booking (no before), with what was booked;
 * - 'changed': only the fields that differ, each before → after;
 * - 'unchanged': nothing the log compares moved (missed, deleted), with the appointment as it was.
 */
export type TLogDescription = { mode: 'created' | 'changed' | 'unchanged'; changes: TLogChange[] };

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value);

/** One field's value in a snapshot (undefined when the snapshot does not hold it). */
export function fieldValue(snapshot: Record<string, unknown>, field: TLogField): unknown {
  if (field === 'customer') {
    if (!('customName' in snapshot) && !('customPhone' in snapshot)) return undefined;
    return { name: text(snapshot.customName), phone: text(snapshot.customPhone) } satisfies TCustomerValue;
  }
  return snapshot[field];
}

const isSame = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

const isShown = (field: TLogField, value: unknown) =>
  value !== undefined && value !== null && !(field === 'remark' && value === '');

/** Reads a log row's before and after snapshots (see TLogDescription). */
export function describeLog(before: TLogSnapshot, after: TLogSnapshot): TLogDescription {
  if (!before && after) {
    const fields: TLogField[] = [...SUMMARY_FIELDS, 'remark'];
    return {
      mode: 'created',
      changes: fields
        .map((field) => ({ field, after: fieldValue(after, field) }))
        .filter((c) => isShown(c.field, c.after)),
    };
  }
  if (before && after) {
    const changes = DIFF_FIELDS.map((field) => ({
      field,
      before: fieldValue(before, field),
      after: fieldValue(after, field),
    })).filter((c) => (c.before !== undefined || c.after !== undefined) && !isSame(c.before, c.after));
    if (changes.length > 0) return { mode: 'changed', changes };
  }
  const known = before ?? after;
  if (!known) return { mode: 'unchanged', changes: [] };
  return {
    mode: 'unchanged',
    changes: SUMMARY_FIELDS.map((field) => ({ field, before: fieldValue(known, field) })).filter((c) =>
      isShown(c.field, c.before),
    ),
  };
}

/** SPEC §2.8 states of an appointment: deleted and missed close it; an open one has arrived or not yet. */
export type TAppointmentState = 'deleted' | 'missed' | 'arrived' | 'notArrived';

export function appointmentState(a: Pick<TAppointment, 'delFlag' | 'lostFlag' | 'arrivedFlag'>): TAppointmentState {
  if (a.delFlag === 1) return 'deleted';
  if (a.lostFlag === 1) return 'missed';
  return a.arrivedFlag === 1 ? 'arrived' : 'notArrived';
}

export const STATE_COLORS: Record<TAppointmentState, string> = {
  deleted: 'red',
  missed: 'orange',
  arrived: 'green',
  notArrived: 'blue',
};

/** Kinds as shown: a booking of a paying member (vipFlag 1) reads 'vip'. */
export const KIND_COLORS: Record<TAppointment['kind'] | 'vip', string> = {
  temporary: 'default',
  member: 'blue',
  vip: 'gold',
  app: 'purple',
};

/** A temporary appointment has neither name nor phone (SPEC §2.8). */
export const isTemporaryCustomer = (customer: TCustomerValue) => customer.name === '' && customer.phone === '';

/** Minutes in the reader's language: '45 min'. */
export const formatMinutes = (minutes: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes);

/** A calendar day ('YYYY-MM-DD') in the reader's language, without any zone shift; other texts as they are. */
export function formatDay(day: string, locale: string, style: 'medium' | 'full' = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A stored instant (ISO) as date and time where the shop is (the browser's zone when the shop's is unknown). */
export function formatInstant(value: string, locale: string, timeZone?: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}

/** The history's day range as the call takes it: both ends, or none. */
export function dayRangeInput(range: readonly [string, string] | null): { fromDay?: string; toDay?: string } {
  if (!range) return {};
  const [fromDay, toDay] = range[0] <= range[1] ? range : [range[1], range[0]];
  return { fromDay, toDay };
}

export type TSmsStatus = z.infer<typeof ZAppointSmsOutput>['list'][number]['status'];

/** A colour for every status the server answers (the compiler asks for one when a status is added). */
export const SMS_STATUS_COLORS: Record<TSmsStatus, string> = {
  sent: 'green',
  pending: 'gold',
  scheduled: 'blue',
  cancelled: 'default',
  noCredit: 'volcano',
  failed: 'red',
};

/** Whether a message's time is when it went to the carrier ('sentAt') or when it is, or was, due ('dueAt'). */
export const smsTimeKind = (status: TSmsStatus): 'sentAt' | 'dueAt' =>
  status === 'sent' || status === 'pending' || status === 'failed' ? 'sentAt' : 'dueAt';

/** A reminder's lead time in words, in the reader's language: '30 minutes', '2 hours', '1 day'. */
export function leadText(minutes: number, locale: string): string {
  const [value, unit] =
    minutes > 0 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes > 0 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}
