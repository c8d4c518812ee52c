import {
  SHOP_TOTALS_ACCOUNT_TYPES,
  ZAppointDay,
  ZAppointSeries,
  ZGuideProgress,
  ZProductOrders,
  ZShopReport,
  ZStaffReport,
  ZStatDayInput,
  ZStatDayRangeInput,
  ZStatMonthInput,
  ZStatMonthRangeInput,
  ZStatNoInput,
  ZStatStaffDayInput,
  ZStatStaffDayRangeInput,
  ZStatStaffMonthInput,
  ZStatStaffMonthRangeInput,
  ZStatStaffYearInput,
  ZStatYearInput,
  ZTakingsToday,
} from '../../../contract/stats';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { guideProgress } from './guide-progress.service';
import { dayPeriod, dayRangePeriod, monthPeriod, monthRangePeriod, yearPeriod } from './stats.periods';
import {
  allIncome,
  appointDay,
  appointSeries,
  productOrdersOf,
  shopReport,
  staffReport,
  takingsToday,
} from './stats.service';

/**
 * Staff performance and turnover (SPEC §2.12) are finance screens behind the internal password; the shop totals are
 * never answered to accountType 2 (ADR 016, ADR 025).
 */
const STAFF_FIGURES = { access: { menu: 'finance' }, kind: 'read', inside: true } as const;
const SHOP_FIGURES = { ...STAFF_FIGURES, accountTypes: SHOP_TOTALS_ACCOUNT_TYPES } as const;
/** The dashboard is everyone's (SPEC §6): its appointment figures hold no money. */
const DASHBOARD = { access: { menu: 'dashboard' }, kind: 'read' } as const;

export const statsCalls: TAnyCall[] = [
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByDate',
    summary: "Each staff member's figures on one bill day, by hour of the record time",
    input: ZStatStaffDayInput,
    output: ZStaffReport,
    handler: (ctx, input) => staffReport(ctx, dayPeriod(input.day), 'hour', input.shopAccountId),
  }),
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByDateRange',
    summary: "Each staff member's figures over bill dates (up to 366 days), by day",
    input: ZStatStaffDayRangeInput,
    output: ZStaffReport,
    handler: (ctx, input) => staffReport(ctx, dayRangePeriod(input.startDay, input.endDay), 'day', input.shopAccountId),
  }),
  defineCall({
    ...SHOP_FIGURES,
    path: 'static/shopIncomeByDate',
    summary: "The shop's figures of one bill day (the finance table's totals), by hour of the record time",
    input: ZStatDayInput,
    output: ZShopReport,
    handler: (ctx, input) => shopReport(ctx, dayPeriod(input.day), 'hour'),
  }),
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByBillMonth',
    summary: "Each staff member's figures of one bill month, by day",
    input: ZStatStaffMonthInput,
    output: ZStaffReport,
    handler: (ctx, input) => staffReport(ctx, monthPeriod(input.month), 'day', input.shopAccountId),
  }),
  defineCall({
    ...SHOP_FIGURES,
    path: 'static/shopIncomeByBillMonth',
    summary: "The shop's figures of one bill month, by day",
    input: ZStatMonthInput,
    output: ZShopReport,
    handler: (ctx, input) => shopReport(ctx, monthPeriod(input.month), 'day'),
  }),
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByTime',
    summary: "Each staff member's figures over bill dates (up to 366 days), by hour of the record time",
    input: ZStatStaffDayRangeInput,
    output: ZStaffReport,
    handler: (ctx, input) =>
      staffReport(ctx, dayRangePeriod(input.startDay, input.endDay), 'hour', input.shopAccountId),
  }),
  defineCall({
    ...SHOP_FIGURES,
    path: 'static/allIncome',
    summary: "The shop's figures over every bill it has, by year",
    input: ZStatNoInput,
    output: ZShopReport,
    handler: (ctx) => allIncome(ctx),
  }),
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByMonth',
    summary: "Each staff member's figures over bill months (up to 24), by month",
    input: ZStatStaffMonthRangeInput,
    output: ZStaffReport,
    handler: (ctx, input) =>
      staffReport(ctx, monthRangePeriod(input.startMonth, input.endMonth), 'month', input.shopAccountId),
  }),
  defineCall({
    ...SHOP_FIGURES,
    path: 'static/shopIncomeByMonth',
    summary: "The shop's figures over bill months (up to 24), by month",
    input: ZStatMonthRangeInput,
    output: ZShopReport,
    handler: (ctx, input) => shopReport(ctx, monthRangePeriod(input.startMonth, input.endMonth), 'month'),
  }),
  defineCall({
    ...STAFF_FIGURES,
    path: 'static/userIncomeByBillYear',
    summary: "Each staff member's figures of one bill year, by month",
    input: ZStatStaffYearInput,
    output: ZStaffReport,
    handler: (ctx, input) => staffReport(ctx, yearPeriod(input.year), 'month', input.shopAccountId),
  }),
  defineCall({
    ...SHOP_FIGURES,
    path: 'static/shopIncomeByBillYear',
    summary: "The shop's figures of one bill year, by month",
    input: ZStatYearInput,
    output: ZShopReport,
    handler: (ctx, input) => shopReport(ctx, yearPeriod(input.year), 'month'),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/staticShopAppointByDay',
    summary: "A day's appointments at a glance: counts, and on today those not over yet",
    input: ZStatDayInput,
    output: ZAppointDay,
    handler: (ctx, input) => appointDay(ctx, input.day),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/shopAppointsByDateRange',
    summary: "The shop's appointments over dates (up to 366 days), by day: this week against last week",
    input: ZStatDayRangeInput,
    output: ZAppointSeries,
    handler: (ctx, input) => appointSeries(ctx, dayRangePeriod(input.startDay, input.endDay), 'day'),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/shopAppointsByMonth',
    summary: "The shop's appointments of a month, by day",
    input: ZStatMonthInput,
    output: ZAppointSeries,
    handler: (ctx, input) => appointSeries(ctx, monthPeriod(input.month), 'day'),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/shopAppointsByYear',
    summary: "The shop's appointments of a year, by month",
    input: ZStatYearInput,
    output: ZAppointSeries,
    handler: (ctx, input) => appointSeries(ctx, yearPeriod(input.year), 'month'),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/shopProductOrderByMonth',
    summary: 'The projects booked in a month, the most booked first (the top 10 are its first ten)',
    input: ZStatMonthInput,
    output: ZProductOrders,
    handler: (ctx, input) => productOrdersOf(ctx, input.month, monthPeriod(input.month)),
  }),
  defineCall({
    ...DASHBOARD,
    path: 'controlPad/queryGuideProgress',
    summary: 'The new-user guide steps the shop has done: staff, projects, work hours, an appointment (ADR 029)',
    input: ZStatNoInput,
    output: ZGuideProgress,
    handler: (ctx) => guideProgress(ctx),
  }),
  defineCall({
    access: 'session',
    kind: 'read',
    path: 'controlPad/shopTakingsToday',
    summary:
      "Today's takings so far against the same weekday last week: the owner's, and finance staff's already elevated",
    input: ZStatNoInput,
    output: ZTakingsToday,
    handler: (ctx) => takingsToday(ctx),
  }),
];
