import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { INT4_MAX, zDate, zDateTime, zMultiLineText, zTimeOfDay } from './safe-values';
import { isHhmm, toMinutes } from './time-slots';

/**
 * Work time (SPEC §2.16, §3, §9). Weekdays are 1 Monday … 7 Sunday. Times of day are 'HH:mm' in the shop's time
 * zone, '' for an empty period. A weekday with no hours set uses 08:00–20:00. Holidays and leave are local
 * date-times 'YYYY-MM-DD HH:mm' in the shop's time zone.
 */
const ZTimeOfDay = z.union([z.literal(''), z.string().refine(isHhmm, { message: 'WORK_TIME_INVALID' })]);

export const ZWorkDayFields = z.object({
  week: z.number({ error: 'CHECK_INPUT' }).int().min(1, 'CHECK_INPUT').max(7, 'CHECK_INPUT'),
  morningStart: ZTimeOfDay.default(''),
  morningEnd: ZTimeOfDay.default(''),
  afternoonStart: ZTimeOfDay.default(''),
  afternoonEnd: ZTimeOfDay.default(''),
});
export type TWorkDayFields = z.infer<typeof ZWorkDayFields>;

/** Each period is both empty or start < end, and the morning ends no later than the afternoon starts. */
export function isWorkDayValid(day: TWorkDayFields): boolean {
  const period = (start: string, end: string) => {
    if (!start && !end) return null;
    if (!start || !end) return false;
    if (!isHhmm(start) || !isHhmm(end)) return false;
    return toMinutes(start) < toMinutes(end) ? ([toMinutes(start), toMinutes(end)] as const) : false;
  };
  const morning = period(day.morningStart, day.morningEnd);
  const afternoon = period(day.afternoonStart, day.afternoonEnd);
  if (morning === false || afternoon === false) return false;
  return !(morning && afternoon && morning[1] > afternoon[0]);
}

export const ZWorkDayInput = ZWorkDayFields.refine(isWorkDayValid, { message: 'WORK_TIME_INVALID' });

export const ZWorkDay = ZWorkDayFields.extend({
  /** false when nothing is stored for the weekday and the default (shop: 08:00–20:00; staff: the shop's) applies. */
  isSet: z.boolean(),
  /** The effective opening and closing, 'HH:mm', '' on a day off. */
  open: z.string(),
  close: z.string(),
});
export type TWorkDay = z.infer<typeof ZWorkDay>;
export const ZWeek = z.object({ list: z.array(ZWorkDay) });

const weekList = z
  .array(ZWorkDayInput)
  .max(7, 'CHECK_INPUT')
  .refine((days) => new Set(days.map((d) => d.week)).size === days.length, { message: 'CHECK_INPUT' });

export const ZShopWorkUpdateInput = z.object({ list: weekList });
export const ZShopWorkUpdateByIdInput = ZWorkDayInput;
export const ZShopWorkInfoInput = z.object({});

/** A real calendar date: 2026-02-30 matches the pattern but would throw in the shop-time code. */
export const ZLocalDate = zDate();
export const ZLocalDateTime = zDateTime({ error: 'FIELD_REQUIRED' });

export const ZShopIsWorkingInput = z.object({
  /** Defaults to now in the shop's time zone. */
  date: ZLocalDate.optional(),
  time: zTimeOfDay().optional(),
});
export const ZShopIsWorkingOutput = z.object({
  isWorking: z.boolean(),
  /** Why not: 'holiday' (a shop holiday), 'closed' (outside the hours); '' while working. */
  reason: z.enum(['', 'holiday', 'closed']),
  date: z.string(),
  time: z.string(),
  open: z.string(),
  close: z.string(),
});

export const ZAccountWorkUpdateInput = z.object({ accountId: ZId, list: weekList });
export const ZAccountWorkUpdateByIdInput = ZWorkDayInput.safeExtend({ accountId: ZId });
export const ZAccountWorkInfoInput = z.object({ accountId: ZId });

/** Unavailable periods on one date, per bookable staff member, for the board's shading (SPEC §2.8). */
export const ZAccountNotWorkTimeInput = z.object({ date: ZLocalDate, accountId: ZId.optional() });
export const ZNotWorkPeriod = z.object({
  start: z.string(),
  end: z.string(),
  reason: z.enum(['offHours', 'dayOff', 'shopHoliday', 'holiday', 'leave', 'offDuty']),
});
export const ZAccountNotWorkTime = z.object({ accountId: z.number().int(), periods: z.array(ZNotWorkPeriod) });
export const ZAccountNotWorkTimeOutput = z.object({ list: z.array(ZAccountNotWorkTime) });
export type TAccountNotWorkTime = z.infer<typeof ZAccountNotWorkTime>;

const holidayFields = {
  startTime: ZLocalDateTime,
  endTime: ZLocalDateTime,
  remark: zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default(''),
};
const endNotBeforeStart = (v: { startTime: string; endTime: string }) => v.endTime >= v.startTime;

export const ZShopWorkHolidayAddOrUpdateInput = z
  .object({ id: ZId.optional(), ...holidayFields })
  .refine(endNotBeforeStart, { message: 'END_BEFORE_START', path: ['endTime'] });
export const ZHolidayIdInput = z.object({ id: ZId });
export const ZHolidayQueryInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  /** Only holidays that end on or after this local date. */
  fromDate: ZLocalDate.optional(),
});
export const ZShopWorkHoliday = z.object({
  id: z.number().int(),
  /** The holiday's number in the list, 1-based. */
  number: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  remark: z.string(),
});

export const HOLIDAY_KINDS = ['holiday', 'leave'] as const;
export const ZAccountWorkHolidayAddOrUpdateInput = z
  .object({
    id: ZId.optional(),
    accountId: z
      .number({ error: 'SELECT_TECHNICIAN_FIRST' })
      .int()
      .positive('SELECT_TECHNICIAN_FIRST')
      .max(INT4_MAX, 'SELECT_TECHNICIAN_FIRST'),
    kind: z.enum(HOLIDAY_KINDS, { error: 'CHECK_INPUT' }).optional().default('holiday'),
    ...holidayFields,
  })
  .refine(endNotBeforeStart, { message: 'END_BEFORE_START', path: ['endTime'] });
export const ZAccountHolidayQueryInput = ZHolidayQueryInput.extend({
  accountId: ZId.optional(),
  kind: z.enum(HOLIDAY_KINDS).optional(),
});
export const ZAccountWorkHoliday = ZShopWorkHoliday.extend({
  accountId: z.number().int(),
  accountName: z.string(),
  kind: z.enum(HOLIDAY_KINDS),
});
