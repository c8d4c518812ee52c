import { z } from 'zod';
import { ZId } from './common';
import { zDate } from './safe-values';

/**
 * Statistics (SPEC §2.7 dashboard, §2.12 staff performance and turnover; ADR 025). Every figure counts by the bill
 * date (the finance table's day), money is integer cents, and 'income' is a front-desk bill's total amount, paid or
 * not, as the finance table's footer counts it; ADR 025 defines each figure.
 */

const CHECK = 'CHECK_INPUT';

/** The longest day range a report or a chart takes: a year and a day. */
export const MAX_RANGE_DAYS = 366;
/** The most months a month series takes: two years, for 'this year against last year'. */
export const MAX_RANGE_MONTHS = 24;
/** How many appointments the dashboard's 'next' list holds. */
export const NEXT_APPOINTMENTS = 5;
/** The dashboard's most popular projects. */
export const TOP_PROJECTS = 10;

export const ZStatDay = zDate({ error: CHECK });
/** A month 'YYYY-MM' between 1900 and 2999, as the bill dates allow. */
export const ZStatMonth = z.string({ error: CHECK }).regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { message: CHECK });
export const ZStatYear = z.coerce.number({ error: CHECK }).int(CHECK).min(1900, CHECK).max(2999, CHECK);

// ---------------------------------------------------------------- inputs
// The calls share five period shapes; a per-staff report may also narrow to one staff member (NOT_FOUND when the shop
// has no such account). ADR 025 lists which call takes which.

export const ZStatDayInput = z.object({ day: ZStatDay });
export const ZStatDayRangeInput = z.object({ startDay: ZStatDay, endDay: ZStatDay });
export const ZStatMonthInput = z.object({ month: ZStatMonth });
export const ZStatMonthRangeInput = z.object({ startMonth: ZStatMonth, endMonth: ZStatMonth });
export const ZStatYearInput = z.object({ year: ZStatYear });
export const ZStatNoInput = z.object({});

const ZStaffFilter = { shopAccountId: ZId.optional() };
export const ZStatStaffDayInput = ZStatDayInput.extend(ZStaffFilter);
export const ZStatStaffDayRangeInput = ZStatDayRangeInput.extend(ZStaffFilter);
export const ZStatStaffMonthInput = ZStatMonthInput.extend(ZStaffFilter);
export const ZStatStaffMonthRangeInput = ZStatMonthRangeInput.extend(ZStaffFilter);
export const ZStatStaffYearInput = ZStatYearInput.extend(ZStaffFilter);

// ---------------------------------------------------------------- money figures

/**
 * One point of a series: `key` is an hour 'HH', a day 'YYYY-MM-DD', a month 'YYYY-MM' or a year 'YYYY'. Every unit of
 * the period has its point, zero or not, in order.
 */
export const ZIncomePoint = z.object({
  key: z.string(),
  /** The staff lines' amounts (a person) or the bills' totals (the shop), paid or not. */
  income: z.number().int(),
  /** Front-desk bills counted. */
  bills: z.number().int(),
});
export type TIncomePoint = z.infer<typeof ZIncomePoint>;

/** One staff member's figures over a period (ADR 025). */
export const ZStaffIncome = z.object({
  shopAccountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  /** The amounts of their staff lines on front-desk bills of the period, paid or unpaid. */
  income: z.number().int(),
  /** The part of `income` on bills still unpaid. */
  unpaidIncome: z.number().int(),
  /** The signed performance adjustments of those lines, outside the income (ADR 016). */
  adjustment: z.number().int(),
  /** Front-desk bills with a line of theirs. */
  bills: z.number().int(),
  /** The customers of those bills (each bill's number of customers). */
  customers: z.number().int(),
  /** The projects sold on those bills. */
  projects: z.number().int(),
  /** Paid member and gift-card recharges they recorded, and what was paid for them. */
  recharges: z.number().int(),
  rechargeAmount: z.number().int(),
  /** Their income and bills by the report's unit. */
  series: z.array(ZIncomePoint),
});
export type TStaffIncome = z.infer<typeof ZStaffIncome>;

/** A per-staff report: the period it covers and a row per staff member with a line or a recharge in it. */
export const ZStaffReport = z.object({
  startDay: z.string(),
  endDay: z.string(),
  staff: z.array(ZStaffIncome),
});
export type TStaffReport = z.infer<typeof ZStaffReport>;

/** The shop's figures over a period (ADR 025); `income` of a day is the finance table's footer total. */
export const ZShopIncome = z.object({
  /** Front-desk bills' total amounts, paid or unpaid. */
  income: z.number().int(),
  /** The part of `income` on bills still unpaid. */
  unpaidAmount: z.number().int(),
  /** What the customers paid on front-desk bills (total less deductions), in cash and by card. */
  actualAmount: z.number().int(),
  cashAmount: z.number().int(),
  cardAmount: z.number().int(),
  coupon: z.number().int(),
  giftVoucher: z.number().int(),
  memberDeduction: z.number().int(),
  discountDeduction: z.number().int(),
  /** What was paid for member and gift-card recharges (paid orders only). */
  rechargeAmount: z.number().int(),
  rechargeAmountGift: z.number().int(),
  /** Money taken in: paid front-desk bills' actual amounts and paid recharges. */
  takings: z.number().int(),
  bills: z.number().int(),
  customers: z.number().int(),
});
export type TShopIncome = z.infer<typeof ZShopIncome>;

/** A shop report: its period, the totals and the series of its unit. */
export const ZShopReport = z.object({
  startDay: z.string(),
  endDay: z.string(),
  total: ZShopIncome,
  series: z.array(ZIncomePoint),
});
export type TShopReport = z.infer<typeof ZShopReport>;

// ---------------------------------------------------------------- the dashboard

/** An appointment count by the series unit (a day or a month). */
export const ZCountPoint = z.object({ key: z.string(), count: z.number().int() });
export type TCountPoint = z.infer<typeof ZCountPoint>;

/** One of the day's next appointments. */
export const ZNextAppointment = z.object({
  id: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  customName: z.string(),
  accountName: z.string(),
  isArrived: z.boolean(),
  isTemporary: z.boolean(),
});

/** controlPad/staticShopAppointByDay: a day's appointments at a glance. */
export const ZAppointDay = z.object({
  day: z.string(),
  /** The appointments the board shows (not deleted, not missed), temporary ones included. */
  appointments: z.number().int(),
  arrived: z.number().int(),
  billed: z.number().int(),
  temporary: z.number().int(),
  /** Marked missed (not shown on the board). */
  missed: z.number().int(),
  /** Those not over yet on the shop's today (all on another day), by start time, at most NEXT_APPOINTMENTS. */
  next: z.array(ZNextAppointment),
});
export type TAppointDay = z.infer<typeof ZAppointDay>;

/** An appointment count series over a period. */
export const ZAppointSeries = z.object({
  startDay: z.string(),
  endDay: z.string(),
  total: z.number().int(),
  series: z.array(ZCountPoint),
});
export type TAppointSeries = z.infer<typeof ZAppointSeries>;

/** controlPad/shopProductOrderByMonth: the projects booked in a month, the most booked first. */
export const ZProductOrders = z.object({
  month: z.string(),
  list: z.array(z.object({ productId: z.number().int(), productName: z.string(), count: z.number().int() })),
});
export type TProductOrders = z.infer<typeof ZProductOrders>;

/** controlPad/shopTakingsToday: today so far against the same weekday last week, to the same time of day. */
export const ZTakingsToday = z.object({
  day: z.string(),
  time: z.string(),
  lastWeekDay: z.string(),
  today: z.object({ takings: z.number().int(), income: z.number().int(), bills: z.number().int() }),
  lastWeekSoFar: z.object({ takings: z.number().int(), income: z.number().int(), bills: z.number().int() }),
});
export type TTakingsToday = z.infer<typeof ZTakingsToday>;

/**
 * controlPad/queryGuideProgress: which steps of the new-user guide the shop has done, from its data (ADR 029): staff
 * besides the owner, a project, work hours of the shop or of a staff member, an appointment.
 */
export const ZGuideProgress = z.object({
  hasStaff: z.boolean(),
  hasProjects: z.boolean(),
  hasWorkTime: z.boolean(),
  hasAppointment: z.boolean(),
});
export type TGuideProgress = z.infer<typeof ZGuideProgress>;

/** accountType 2 gets the per-staff figures but never a shop total (SPEC §6, ADR 016, ADR 025). */
export const SHOP_TOTALS_ACCOUNT_TYPES: readonly number[] = [0, 1, 3];
