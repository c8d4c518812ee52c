import { z } from 'zod';
import { ZListInput } from './common';

/** Shop settings (SPEC §2.16, §3, §7 setup/*). Flags are '0' / '1' strings as the SPEC names them. */
const ZFlag = z.enum(['0', '1'], { error: 'CHECK_INPUT' });

export const ZSetupQueryInput = ZListInput;

/** setup/businessTime: the shop's weekday hours, read from the one source shopWork writes (ADR 008). */
export const ZBusinessTime = z.object({
  week: z.number().int(),
  morningStart: z.string(),
  morningEnd: z.string(),
  afternoonStart: z.string(),
  afternoonEnd: z.string(),
  open: z.string(),
  close: z.string(),
});

export const ZDisplayBill = z.object({ displayBillHJ: ZFlag, displayBillZJ: ZFlag });
export const ZDisplayPhone = z.object({ displayPhone: ZFlag });

/** SPEC §9: up to 4 advance SMS reminders, each with its lead time, and an optional immediate one on booking. */
export const MAX_ADVANCE_REMINDERS = 4;
export const ZAlertMsg = z.object({
  enabled: ZFlag,
  immediate: ZFlag,
  /** Lead times in minutes before the appointment, 15 minutes to 7 days. */
  leadMinutes: z
    .array(
      z
        .number()
        .int('CHECK_INPUT')
        .min(15, 'CHECK_INPUT')
        .max(7 * 24 * 60, 'CHECK_INPUT'),
    )
    .max(MAX_ADVANCE_REMINDERS, 'SMS_REMINDERS_MAX')
    .refine((list) => new Set(list).size === list.length, { message: 'CHECK_INPUT' }),
});

/** App binding and booking settings: whether app users may self-book, and the board's booking limits. */
export const ZBookingSettings = z.object({
  appBinding: ZFlag,
  /** '1' lets the board book outside a technician's working hours. */
  allowOutsideHours: ZFlag,
  /** How many days ahead a booking may be made. */
  maxDaysAhead: z.number().int('CHECK_INPUT').min(1, 'CHECK_INPUT').max(365, 'CHECK_INPUT'),
});
