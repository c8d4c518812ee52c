import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { INT4_MAX, isCalendarDate, zMultiLineText, zText } from './safe-values';
import { isHhmm } from './time-slots';

/**
 * Appointments (SPEC §2.8, §3, §4, §5, §7). An appointment is a day, a start and a duration in the shop's wall-clock
 * time; the technician is `shopAccountId`. Kinds (SPEC §3) are read as: 'temporary' = no customer (no name and no
 * phone), 'member' = a customer of the shop's book (vipFlag tells a paying member apart), 'app' = booked by the
 * customer app (never from the back office). Start times chosen on the board sit on its 15-minute grid; added minutes
 * are any whole number, so a person booked after another with added minutes on the same technician may start off it.
 */

/** 'YYYY-MM-DD', a real calendar date. */
export const ZAppointDay = z.string({ error: 'FIELD_REQUIRED' }).refine(isCalendarDate, { message: 'CHECK_INPUT' });
/** 'HH:mm' on the 15-minute grid (SPEC §9 slots); '24:00' is an end, never a start. */
export const ZStartTime = z
  .string({ error: 'FIELD_REQUIRED' })
  .refine((v) => isHhmm(v) && v !== '24:00' && Number(v.slice(3)) % 15 === 0, { message: 'CHECK_INPUT' });
/**
 * The start an edit sends: a slot, or the appointment's own start kept as it is, which may be off the grid when the
 * person booked before it on the same technician took added minutes of any length.
 */
export const ZEditStartTime = z
  .string({ error: 'FIELD_REQUIRED' })
  .refine((v) => isHhmm(v) && v !== '24:00', { message: 'CHECK_INPUT' });
/** The most additional minutes one person may add to the projects' durations. */
export const ADDITION_TIME_MAX = 600;
/** SPEC §2.8 'additional time (minutes)' beyond the projects' durations: any whole number from 0 to 600. */
export const ZAdditionTime = z.coerce
  .number()
  .int('CHECK_INPUT')
  .min(0, 'CHECK_INPUT')
  .max(ADDITION_TIME_MAX, 'CHECK_INPUT')
  .optional()
  .default(0);
export const ZAppointRemark = zMultiLineText().trim().max(200, 'CHECK_INPUT').optional().default('');
/** Phone as typed, or '' (a temporary appointment, or a customer without a phone). */
export const ZAppointPhone = zText()
  .trim()
  .refine((v) => v === '' || /^\+?[0-9][0-9 -]{4,19}$/.test(v), { message: 'PHONE_INVALID' })
  .optional()
  .default('');
export const ZVersion = z.coerce.number().int().positive().max(INT4_MAX);
const ZTechnicianId = z.coerce
  .number({ error: 'SELECT_TECHNICIAN_FIRST' })
  .int('SELECT_TECHNICIAN_FIRST')
  .positive('SELECT_TECHNICIAN_FIRST')
  .max(INT4_MAX, 'SELECT_TECHNICIAN_FIRST');
const ZProductIds = z
  .array(ZId, { error: 'SELECT_PROJECT_FIRST' })
  .min(1, 'SELECT_PROJECT_FIRST')
  .max(20, 'CHECK_INPUT')
  .refine((ids) => new Set(ids).size === ids.length, { message: 'CHECK_INPUT' });

/**
 * SPEC §2.8: 'normal' refuses a past start (PAST_TIME); after the past-slot choice, 'historical' supplements a past
 * appointment and 'remarkOnly' records one that needs a remark (REMARK_NOTE_REQUIRED).
 */
export const ZAppointEntry = z.enum(['normal', 'historical', 'remarkOnly']);

/**
 * How a placement conflict is settled: without `allowOverlap` an overlap with another active appointment of the
 * technician answers SLOT_TAKEN (409); with it the appointment takes the technician's lowest free lane. Outside the
 * technician's hours, on leave or a holiday answers OUTSIDE_WORKING_HOURS (a plain error on `startTime`) unless
 * `confirmOutsideHours` is sent (or the shop's allowOutsideHours setting is '1').
 */
const placementFlags = {
  allowOverlap: z.boolean().optional().default(false),
  confirmOutsideHours: z.boolean().optional().default(false),
};

/**
 * The customer picked from the search (ADR 021): a customer of the shop, booked by id; the name and phone sent with it
 * are ignored (a search may show a masked phone). Without it the name and phone find or make the customer.
 */
const ZPickedCustomerId = ZId.optional();

/** One person of a booking. */
export const ZAppointPerson = z.object({
  customerId: ZPickedCustomerId,
  customName: zText().trim().max(30, 'CHECK_INPUT').optional().default(''),
  customPhone: ZAppointPhone,
  productIds: ZProductIds,
  additionTime: ZAdditionTime,
  shopAccountId: ZTechnicianId,
  remark: ZAppointRemark,
});
export type TAppointPerson = z.output<typeof ZAppointPerson>;

/**
 * appoint/create: one booking of one or more people, all or nothing. People on the same technician follow each other
 * in the order given; people on different technicians start together.
 */
export const ZAppointCreateInput = z.object({
  appointDay: ZAppointDay,
  startTime: ZStartTime,
  entry: ZAppointEntry.optional().default('normal'),
  people: z.array(ZAppointPerson).min(1, 'SELECT_TECHNICIAN_FIRST').max(10, 'CHECK_INPUT'),
  ...placementFlags,
});

/** A project of an appointment as it was booked. */
export const ZAppointProject = z.object({
  productId: z.number().int(),
  productName: z.string(),
  duration: z.number().int(),
  unitPrice: z.number().int(),
  bgColor: z.string(),
});

/** An appointment as the board and the lists show it. `customPhone` is '' where the shop hides phones. */
export const ZAppointment = z.object({
  id: z.number().int(),
  bookingId: z.string(),
  shopAccountId: z.number().int(),
  technicianName: z.string(),
  lane: z.number().int(),
  appointDay: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  additionTime: z.number().int(),
  customerId: z.number().int().nullable(),
  customName: z.string(),
  customPhone: z.string(),
  kind: z.enum(['temporary', 'member', 'app']),
  vipFlag: z.number().int(),
  remark: z.string(),
  entry: ZAppointEntry,
  arrivedFlag: z.number().int(),
  lostFlag: z.number().int(),
  delFlag: z.number().int(),
  isOverlap: z.number().int(),
  projects: z.array(ZAppointProject),
  productIds: z.array(z.number().int()),
  /** The bill made from this appointment (bill/createByAppoint), or null while it is not billed. */
  billId: z.number().int().nullable(),
  createTime: z.string(),
  version: z.number().int(),
});
export type TAppointment = z.infer<typeof ZAppointment>;

export const ZAppointCreateOutput = z.object({ bookingId: z.string(), list: z.array(ZAppointment) });

/** appoint/edit: everything the edit dialog changes; `version` is the one read. */
export const ZAppointEditInput = z.object({
  id: ZId,
  version: ZVersion,
  customerId: ZPickedCustomerId,
  customName: zText().trim().max(30, 'CHECK_INPUT').optional().default(''),
  customPhone: ZAppointPhone,
  productIds: ZProductIds,
  additionTime: ZAdditionTime,
  remark: ZAppointRemark,
  shopAccountId: ZTechnicianId,
  appointDay: ZAppointDay,
  startTime: ZEditStartTime,
  ...placementFlags,
});

/** appoint/editDragByH5: a drag to another technician, day or time. */
export const ZAppointEditDragInput = z.object({
  id: ZId,
  version: ZVersion,
  shopAccountId: ZTechnicianId,
  appointDay: ZAppointDay,
  startTime: ZStartTime,
  ...placementFlags,
});

/** appoint/changeDuration: the bottom-edge drag; minutes in steps of 15, at least 15 (SPEC §9). */
export const ZAppointChangeDurationInput = z.object({
  id: ZId,
  version: ZVersion,
  duration: z.coerce
    .number()
    .int('DURATION_STEP')
    .min(15, 'DURATION_STEP')
    .max(1440, 'DURATION_STEP')
    .refine((v) => v % 15 === 0, { message: 'DURATION_STEP' }),
  ...placementFlags,
});

/** appoint/changeDuty: another technician, with the reason (SPEC §5 'technician and reason required'). */
export const ZAppointChangeDutyInput = z.object({
  id: ZId,
  version: ZVersion,
  shopAccountId: z.coerce
    .number({ error: 'TECHNICIAN_AND_REASON_REQUIRED' })
    .int('TECHNICIAN_AND_REASON_REQUIRED')
    .positive('TECHNICIAN_AND_REASON_REQUIRED')
    .max(INT4_MAX, 'TECHNICIAN_AND_REASON_REQUIRED'),
  reason: zMultiLineText({ error: 'TECHNICIAN_AND_REASON_REQUIRED' })
    .trim()
    .min(1, 'TECHNICIAN_AND_REASON_REQUIRED')
    .max(200, 'CHECK_INPUT'),
  ...placementFlags,
});

/** appoint/lostPromise: mark missed (no-show); the slot is freed. */
export const ZAppointLostPromiseInput = z.object({ id: ZId, version: ZVersion });

/** appoint/delete: soft delete; the slot is freed. Without a version the newest one is deleted. */
export const ZAppointDeleteInput = z.object({
  id: ZId,
  version: ZVersion.optional(),
  reason: zMultiLineText().trim().max(200, 'CHECK_INPUT').optional().default(''),
});

/**
 * appoint/restore (ADR 030, not in SPEC §7): brings a deleted appointment back to its technician, day and time, as
 * the board's 'Undo' after a delete does; refused with SLOT_TAKEN (409) when the slot was booked meanwhile. Restoring
 * one that is not deleted answers it as it is.
 */
export const ZAppointRestoreInput = z.object({ id: ZId });

/** appoint/arrive: the customer has (1) or has not (0) arrived at the store. */
export const ZAppointArriveInput = z.object({ id: ZId, arrivedFlag: z.union([z.literal(0), z.literal(1)]) });

/** appoint/shopAccountAppointsByMonth: active appointments per day of a month, for the month view. */
export const ZAppointByMonthInput = z.object({
  month: z.string({ error: 'FIELD_REQUIRED' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'CHECK_INPUT'),
});
export const ZAppointByMonthOutput = z.object({
  month: z.string(),
  list: z.array(z.object({ appointDay: z.string(), count: z.number().int() })),
});

/**
 * appoint/queryHisAppointList: every appointment (deleted and missed too) newest first; key on name or phone.
 * `shopAccountId` keeps one technician's (NOT_FOUND when the shop has no such account); `upcomingOnly` keeps the active
 * ones (neither deleted nor missed) that start from the shop-local now on, soonest first (the resignation warning).
 */
export const ZAppointQueryHisListInput = ZListInput.extend({
  fromDay: ZAppointDay.optional(),
  toDay: ZAppointDay.optional(),
  shopAccountId: ZId.optional(),
  upcomingOnly: z.boolean().optional().default(false),
});

/** appointLog/queryAppointLogs: one appointment's log, or the shop's, newest first. */
export const ZAppointLogQueryInput = ZListInput.extend({ appointId: ZId.optional() });
export const ZAppointLogRow = z.object({
  id: z.number().int(),
  appointId: z.number().int(),
  /** H5_ADD, H5_EDIT, H5_DRAG, H5_PULL_DURATION, H5_CHANGE_DUTY, H5_LOST, H5_DELETE, H5_RESTORE, H5_ARRIVE (APP_* from the app). */
  operType: z.string(),
  productNames: z.string(),
  customName: z.string(),
  customPhone: z.string(),
  appointDay: z.string(),
  startTime: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string(),
  operatorName: z.string(),
  createTime: z.string(),
});

/**
 * appointSms/queryAppointSms: an appointment's SMS by due time (ADR 014). Status: 'sent' (sent successfully) and
 * 'pending' (waiting for the carrier's result) as SPEC §3 names them; 'scheduled' (not due yet, or due again after
 * the carrier failed), 'cancelled' (the appointment moved, was deleted or missed first), 'noCredit' (due while the
 * shop had no SMS left: not sent) and 'failed' (the carrier refused it). `sendTime` is when it was sent, or is due.
 */
export const ZAppointSmsQueryInput = z.object({ appointId: ZId });
/** appoint/queryById: one appointment by id. */
export const ZAppointByIdInput = z.object({ appointId: ZId });
export const ZAppointSmsOutput = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      /** 'immediate' on booking, or 'advance' `leadMinutes` before the start. */
      kind: z.enum(['immediate', 'advance']),
      leadMinutes: z.number().int(),
      status: z.enum(['sent', 'pending', 'scheduled', 'cancelled', 'noCredit', 'failed']),
      content: z.string(),
      sendTime: z.string(),
    }),
  ),
});

export const ZAppointIdOutput = ZAppointment;
