import { addDays, localNow } from '../../../contract/shop-time';
import {
  NEXT_APPOINTMENTS,
  type TAppointDay,
  type TAppointSeries,
  type TIncomePoint,
  type TProductOrders,
  type TShopIncome,
  type TShopReport,
  type TStaffReport,
  type TTakingsToday,
} from '../../../contract/stats';
import { toHhmm, toMinutes } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { hasAnyMenu } from '../../http/define-call';
import { shopZone } from '../work-time/work-time.service';
import { fillSeries, keysOf } from './stats.periods';
import {
  appointmentCounts,
  appointmentDayCounts,
  dayFiguresUntil,
  findReportAccount,
  nextAppointments,
  productOrders,
  reportAccounts,
  shopFigures,
  staffLineFigures,
  staffRechargeFigures,
  type TPeriod,
  type TUnit,
} from './stats.repo';

const NO_POINT = { income: 0, bills: 0 };
const NO_SHOP_FIGURES: TShopIncome = {
  income: 0,
  unpaidAmount: 0,
  actualAmount: 0,
  cashAmount: 0,
  cardAmount: 0,
  coupon: 0,
  giftVoucher: 0,
  memberDeduction: 0,
  discountDeduction: 0,
  rechargeAmount: 0,
  rechargeAmountGift: 0,
  takings: 0,
  bills: 0,
  customers: 0,
};

/** Adds figures field by field. */
function addFigures<T extends Record<string, number>>(into: T, more: T): T {
  const sum = { ...into };
  for (const key of Object.keys(more) as (keyof T)[]) sum[key] = (sum[key] + more[key]) as T[keyof T];
  return sum;
}

/**
 * A per-staff report (static/userIncomeBy…): each staff member's figures over the period with their series by unit,
 * in staff order (ADR 025); narrowed to one account when `accountId` is given (NOT_FOUND on shopAccountId when the
 * shop has none).
 */
export async function staffReport(
  ctx: TSessionCtx,
  period: TPeriod,
  unit: TUnit,
  accountId?: number,
): Promise<TStaffReport> {
  const only = accountId === undefined ? undefined : await findReportAccount(ctx, accountId);
  if (accountId !== undefined && !only) throw new AppError('NOT_FOUND', { field: 'shopAccountId' });
  const [lines, recharges] = await Promise.all([
    staffLineFigures(ctx, period, unit, accountId),
    staffRechargeFigures(ctx, period, accountId),
  ]);
  const ids = new Set([...lines.map((l) => l.accountId), ...recharges.map((r) => r.accountId)]);
  const people = only ? [only] : await reportAccounts(ctx, [...ids]);
  const keys = keysOf(period, unit);
  const staff = people.map((person) => {
    const mine = lines.filter((l) => l.accountId === person.id);
    const recharge = recharges.find((r) => r.accountId === person.id);
    const totals = mine.reduce(
      (sum, l) =>
        addFigures(sum, {
          income: l.income,
          unpaidIncome: l.unpaidIncome,
          adjustment: l.adjustment,
          bills: l.bills,
          customers: l.customers,
          projects: l.projects,
        }),
      { income: 0, unpaidIncome: 0, adjustment: 0, bills: 0, customers: 0, projects: 0 },
    );
    const points: TIncomePoint[] = mine.map((l) => ({ key: l.key, income: l.income, bills: l.bills }));
    return {
      shopAccountId: person.id,
      accountName: person.name,
      accountType: person.accountType,
      ...totals,
      recharges: recharge?.recharges ?? 0,
      rechargeAmount: recharge?.rechargeAmount ?? 0,
      series: fillSeries(keys, points, NO_POINT),
    };
  });
  return { ...period, staff };
}

type TShopRows = Awaited<ReturnType<typeof shopFigures>>;

/** A shop report from its rows by unit: the totals, and a point for every unit of the period. */
function shopReportOf(period: TPeriod, unit: TUnit, rows: TShopRows): TShopReport {
  const total = rows.reduce((sum, { key: _key, ...figures }) => addFigures(sum, figures), NO_SHOP_FIGURES);
  const points = rows.map((r) => ({ key: r.key, income: r.income, bills: r.bills }));
  return { ...period, total, series: fillSeries(keysOf(period, unit), points, NO_POINT) };
}

/** A shop report (static/shopIncomeBy…): the period's totals and its series by unit (ADR 025). */
export async function shopReport(ctx: TSessionCtx, period: TPeriod, unit: TUnit): Promise<TShopReport> {
  return shopReportOf(period, unit, await shopFigures(ctx, period, unit));
}

/** Every bill date a shop may hold (the contract's calendar). */
const ALL_DAYS: TPeriod = { startDay: '1900-01-01', endDay: '2999-12-31' };

/**
 * static/allIncome: the shop's totals over every bill it has, with a point per year from its first bill's year to
 * this year (or to its last bill's year, when that is later); one pass over the shop's bills.
 */
export async function allIncome(ctx: TSessionCtx): Promise<TShopReport> {
  const thisYear = localNow(await shopZone(ctx), ctx.now).date.slice(0, 4);
  const rows = await shopFigures(ctx, ALL_DAYS, 'year');
  const first = rows.reduce((min, r) => (r.key < min ? r.key : min), thisYear);
  const last = rows.reduce((max, r) => (r.key > max ? r.key : max), thisYear);
  return shopReportOf({ startDay: `${first}-01-01`, endDay: `${last}-12-31` }, 'year', rows);
}

/**
 * controlPad/staticShopAppointByDay: a day's appointment counts and, on the shop's today, those not over yet (every
 * one on a later day, none on an earlier one), by start time (ADR 025).
 */
export async function appointDay(ctx: TSessionCtx, day: string): Promise<TAppointDay> {
  const now = localNow(await shopZone(ctx), ctx.now);
  const afterMin = day === now.date ? toMinutes(now.time) : day > now.date ? -1 : undefined;
  const [counts, next] = await Promise.all([
    appointmentDayCounts(ctx, day),
    afterMin === undefined ? [] : nextAppointments(ctx, day, afterMin, NEXT_APPOINTMENTS),
  ]);
  return {
    day,
    ...counts,
    next: next.map((a) => ({
      id: a.id,
      startTime: toHhmm(a.startMin),
      endTime: toHhmm(a.endMin),
      customName: a.customName,
      accountName: a.accountName,
      isArrived: a.arrivedFlag === 1,
      isTemporary: a.kind === 'temporary',
    })),
  };
}

/** controlPad/shopAppointsBy…: the shown appointments of a period by day or month, every unit with its point. */
export async function appointSeries(ctx: TSessionCtx, period: TPeriod, unit: 'day' | 'month'): Promise<TAppointSeries> {
  const rows = await appointmentCounts(ctx, period, unit);
  const series = fillSeries(keysOf(period, unit), rows, { count: 0 });
  return { ...period, total: series.reduce((sum, p) => sum + p.count, 0), series };
}

/** controlPad/shopProductOrderByMonth: the projects booked in a month, the most booked first. */
export async function productOrdersOf(ctx: TSessionCtx, month: string, period: TPeriod): Promise<TProductOrders> {
  return { month, list: await productOrders(ctx, period) };
}

/** How far back the takings tile compares: the same weekday a week before. */
const A_WEEK = 7;

/**
 * controlPad/shopTakingsToday: today's takings so far against the same weekday last week up to the same time of day.
 * A shop total, so only for the owner (accountType 1) and for finance staff already elevated; never accountType 2,
 * and it never asks for the internal password: the tile is simply not shown (PERMISSION_DENIED).
 */
export async function takingsToday(ctx: TSessionCtx): Promise<TTakingsToday> {
  const { session } = ctx;
  const isOwner = session.accountType === 1;
  const isElevated = session.elevatedUntil !== null && session.elevatedUntil > ctx.now;
  const mayRead =
    isOwner || (session.accountType !== 2 && isElevated && (await hasAnyMenu(ctx.tx, session, ['finance'])));
  if (!mayRead) throw new AppError('PERMISSION_DENIED');
  const now = localNow(await shopZone(ctx), ctx.now);
  const untilMin = toMinutes(now.time);
  const lastWeekDay = addDays(now.date, -A_WEEK);
  const [today, lastWeekSoFar] = await Promise.all([
    dayFiguresUntil(ctx, now.date, untilMin),
    dayFiguresUntil(ctx, lastWeekDay, untilMin),
  ]);
  return { day: now.date, time: now.time, lastWeekDay, today, lastWeekSoFar };
}
