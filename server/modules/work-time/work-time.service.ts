import type { z } from 'zod';
import {
  dayRange,
  isLocalDate,
  localNow,
  localToInstant,
  minuteOfDay,
  todayIn,
  weekdayOf,
} from '../../../contract/shop-time';
import { complementOf, DEFAULT_CLOSE, DEFAULT_OPEN, timeSlots, toHhmm, toMinutes } from '../../../contract/time-slots';
import {
  isWorkDayValid,
  type TWorkDay,
  type TWorkDayFields,
  type ZAccountNotWorkTimeOutput,
  type ZNotWorkPeriod,
  type ZShopIsWorkingInput,
  type ZShopIsWorkingOutput,
} from '../../../contract/work-time';
import { readTogether } from '../../db/read-together';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { findShopZone } from '../shops/shops.repo';
import { readWorkDay } from './work-day.repo';
import { shopHolidayAt } from './work-holiday.repo';
import {
  deleteAccountWorkExcept,
  deleteShopWorkExcept,
  findStaffMember,
  listAccountWork,
  listBookableStaff,
  listShopWork,
  type TStaffRow,
  type TWorkRow,
  upsertAccountWork,
  upsertShopWork,
} from './work-time.repo';

/** A period of the day in minutes, start included, end excluded. */
type TPeriod = readonly [number, number];
type TNotWorkReason = z.infer<typeof ZNotWorkPeriod>['reason'];

const WEEK = [1, 2, 3, 4, 5, 6, 7] as const;

/** SPEC §9: a weekday with no hours set is open 08:00–20:00. */
const defaultRow = (week: number): TWorkRow => ({
  week,
  morningStart: DEFAULT_OPEN,
  morningEnd: DEFAULT_CLOSE,
  afternoonStart: null,
  afternoonEnd: null,
});

const periodsOf = (row: TWorkRow): TPeriod[] => {
  const periods: TPeriod[] = [];
  if (row.morningStart !== null && row.morningEnd !== null) periods.push([row.morningStart, row.morningEnd]);
  if (row.afternoonStart !== null && row.afternoonEnd !== null) periods.push([row.afternoonStart, row.afternoonEnd]);
  return periods;
};

/** Where two sets of periods overlap: a staff member works only while the shop is open. */
function intersect(a: TPeriod[], b: TPeriod[]): TPeriod[] {
  const out: TPeriod[] = [];
  for (const [as, ae] of a) {
    for (const [bs, be] of b) {
      const start = Math.max(as, bs);
      const end = Math.min(ae, be);
      if (start < end) out.push([start, end]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

const hhmm = (minutes: number | null) => (minutes === null ? '' : toHhmm(minutes));
const minutesOf = (value: string) => (value === '' ? null : toMinutes(value));

function toRow(day: TWorkDayFields): TWorkRow {
  return {
    week: day.week,
    morningStart: minutesOf(day.morningStart),
    morningEnd: minutesOf(day.morningEnd),
    afternoonStart: minutesOf(day.afternoonStart),
    afternoonEnd: minutesOf(day.afternoonEnd),
  };
}

function presentDay(row: TWorkRow, isSet: boolean, effective: TPeriod[]): TWorkDay {
  return {
    week: row.week,
    morningStart: hhmm(row.morningStart),
    morningEnd: hhmm(row.morningEnd),
    afternoonStart: hhmm(row.afternoonStart),
    afternoonEnd: hhmm(row.afternoonEnd),
    isSet,
    open: effective.length > 0 ? toHhmm(effective[0][0]) : '',
    close: effective.length > 0 ? toHhmm(effective[effective.length - 1][1]) : '',
  };
}

/** The shop's row for each weekday, the default where none is stored. */
function shopDays(rows: TWorkRow[]) {
  return WEEK.map((week) => {
    const row = rows.find((r) => r.week === week);
    return { row: row ?? defaultRow(week), isSet: row !== undefined };
  });
}

/** Double-checks the contract's period rules, so no caller can store a period the schema would refuse. */
function checkDays(days: TWorkDayFields[], field: (i: number) => string | undefined) {
  days.forEach((day, i) => {
    if (!isWorkDayValid(day)) throw new AppError('WORK_TIME_INVALID', { field: field(i) });
  });
}

/** The shop's time zone: holidays, "today" and "now" are read in it. */
export async function shopZone(ctx: TSessionCtx): Promise<string> {
  const zone = await findShopZone(ctx.tx, ctx.shopId);
  if (!zone) throw new AppError('NOT_FOUND');
  return zone;
}

/** A staff member of this shop, or NOT_FOUND on accountId: another shop's staff never shows through. */
export async function staffMember(ctx: TSessionCtx, accountId: number): Promise<TStaffRow> {
  const member = await findStaffMember(ctx.tx, ctx.shopId, accountId);
  if (!member) throw new AppError('NOT_FOUND', { field: 'accountId' });
  return member;
}

/**
 * The rows of a date on the board and the finance table (SPEC §9, §2.10): 15-minute slots of the shop's hours that
 * weekday, 08:00–20:00 when none are set.
 */
export function slotsOfDay(week: TWorkDay[], date: string): string[] {
  const day = week[weekdayOf(date) - 1];
  return day?.open && day.close ? timeSlots(toMinutes(day.open), toMinutes(day.close)) : timeSlots();
}

/** The shop's seven weekdays (shopWork/h5QueryShopWorkInfo). */
export async function getShopWeek(ctx: TSessionCtx): Promise<TWorkDay[]> {
  return shopWeekOf(await listShopWork(ctx.tx, ctx.shopId));
}

/** The shop's seven weekdays from its stored rows. */
export function shopWeekOf(rows: TWorkRow[]): TWorkDay[] {
  return shopDays(rows).map(({ row, isSet }) => presentDay(row, isSet, periodsOf(row)));
}

/** Stores the shop's hours for the given weekdays in the call's transaction and answers the week. */
export async function updateShopWeek(ctx: TSessionCtx, days: TWorkDayFields[], isSingle = false) {
  checkDays(days, (i) => (isSingle ? undefined : `list.${i}`));
  // The whole week is sent: a weekday left out goes back to the default (ADR 008).
  if (!isSingle)
    await deleteShopWorkExcept(
      ctx.tx,
      ctx.shopId,
      days.map((d) => d.week),
    );
  await upsertShopWork(ctx.tx, ctx.shopId, days.map(toRow), ctx.now);
  return { list: await getShopWeek(ctx) };
}

/** A staff member's week: their own stored weekdays, narrowed to the shop's hours, or the shop's. */
async function staffWeek(ctx: TSessionCtx, accountId: number): Promise<TWorkDay[]> {
  const shop = shopDays(await listShopWork(ctx.tx, ctx.shopId));
  const own = await listAccountWork(ctx.tx, ctx.shopId, [accountId]);
  return shop.map(({ row: shopRow }) => {
    const row = own.find((r) => r.week === shopRow.week);
    if (!row) return presentDay(shopRow, false, periodsOf(shopRow));
    return presentDay(row, true, intersect(periodsOf(row), periodsOf(shopRow)));
  });
}

/** A staff member's seven weekdays (accountWork/h5QueryWorkInfo). */
export async function getStaffWeek(ctx: TSessionCtx, accountId: number) {
  await staffMember(ctx, accountId);
  return { list: await staffWeek(ctx, accountId) };
}

/** Stores a staff member's hours for the given weekdays and answers their week. */
export async function updateStaffWeek(ctx: TSessionCtx, accountId: number, days: TWorkDayFields[], isSingle = false) {
  await staffMember(ctx, accountId);
  checkDays(days, (i) => (isSingle ? undefined : `list.${i}`));
  // The whole week is sent: a weekday left out follows the shop's hours again (ADR 008).
  if (!isSingle)
    await deleteAccountWorkExcept(
      ctx.tx,
      ctx.shopId,
      accountId,
      days.map((d) => d.week),
    );
  await upsertAccountWork(ctx.tx, ctx.shopId, accountId, days.map(toRow), ctx.now);
  return { list: await staffWeek(ctx, accountId) };
}

/** The shop's hours as setup/businessTime lists them: the same rows shopWork writes (ADR 008). */
export async function getBusinessTimes(ctx: TSessionCtx) {
  return (await getShopWeek(ctx)).map(({ isSet: _isSet, ...day }) => day);
}

/** Whether the shop is open at a local date and time (default: now in its zone): not on holiday and within hours. */
export async function shopIsWorking(
  ctx: TSessionCtx,
  input: z.output<typeof ZShopIsWorkingInput>,
): Promise<z.input<typeof ZShopIsWorkingOutput>> {
  const zone = await shopZone(ctx);
  const now = localNow(zone, ctx.now);
  const date = input.date ?? now.date;
  const time = input.time ?? now.time;
  if (!isLocalDate(date)) throw new AppError('CHECK_INPUT', { field: 'date' });
  // 24:00 is an end of day, not a moment of it.
  if (time === '24:00') throw new AppError('CHECK_INPUT', { field: 'time' });
  const { row } = shopDays(await listShopWork(ctx.tx, ctx.shopId))[weekdayOf(date) - 1];
  const periods = periodsOf(row);
  const day = presentDay(row, true, periods);
  const minute = toMinutes(time);
  const answer = { date, time, open: day.open, close: day.close };
  if (await shopHolidayAt(ctx.tx, ctx.shopId, localToInstant(`${date} ${time}`, zone))) {
    return { ...answer, isWorking: false, reason: 'holiday' };
  }
  const isOpen = periods.some(([start, end]) => start <= minute && minute < end);
  return { ...answer, isWorking: isOpen, reason: isOpen ? '' : 'closed' };
}

/** Which reason shows where several overlap: the most specific first. */
const REASON_RANK: readonly TNotWorkReason[] = ['shopHoliday', 'holiday', 'leave', 'offDuty', 'dayOff', 'offHours'];

/** Paints reasons minute by minute, the strongest winning, and reads back the runs, merged and in order. */
function toTimeline(marks: { period: TPeriod; reason: TNotWorkReason }[]) {
  const minutes = new Array<number>(1440).fill(REASON_RANK.length);
  for (const { period, reason } of marks) {
    const rank = REASON_RANK.indexOf(reason);
    for (let m = Math.max(0, period[0]); m < Math.min(1440, period[1]); m++) {
      if (rank < minutes[m]) minutes[m] = rank;
    }
  }
  const periods: z.input<typeof ZNotWorkPeriod>[] = [];
  let m = 0;
  while (m < 1440) {
    const rank = minutes[m];
    let end = m + 1;
    while (end < 1440 && minutes[end] === rank) end++;
    if (rank < REASON_RANK.length) periods.push({ start: toHhmm(m), end: toHhmm(end), reason: REASON_RANK[rank] });
    m = end;
  }
  return periods;
}

/**
 * accountWork/queryAccountNotWorkTime: for each bookable technician (or the one asked for), the periods of a local
 * date when they cannot be booked, with the reason, so the board shades them without knowing the rules.
 */
export async function accountNotWorkTime(
  ctx: TSessionCtx,
  input: { date: string; accountId?: number },
): Promise<z.input<typeof ZAccountNotWorkTimeOutput>> {
  if (!isLocalDate(input.date)) throw new AppError('CHECK_INPUT', { field: 'date' });
  const [zone, staff, shopRows] = await readTogether(ctx, [
    () => shopZone(ctx),
    () =>
      input.accountId ? staffMember(ctx, input.accountId).then((m) => [m]) : listBookableStaff(ctx.tx, ctx.shopId),
    () => listShopWork(ctx.tx, ctx.shopId),
  ]);
  return { list: await notWorkPeriodsOf(ctx, { date: input.date, zone, staff, shopRows }) };
}

/**
 * The unavailable periods of a date for these staff members, given what the caller has read already (the board reads
 * the zone, the staff and the shop's hours for itself too; a booking leaves the shop's hours to this read): their own
 * hours, holidays and leave, the shop's holidays, and off duty today. The rest is one statement (readWorkDay).
 */
export async function notWorkPeriodsOf(
  ctx: TSessionCtx,
  at: { date: string; zone: string; staff: TStaffRow[]; shopRows?: TWorkRow[] },
): Promise<{ accountId: number; periods: z.input<typeof ZNotWorkPeriod>[] }[]> {
  const { date, zone, staff } = at;
  const week = weekdayOf(date);
  const { start: dayStart, end: dayEnd } = dayRange(date, zone);
  const read = await readWorkDay(ctx, {
    shopId: ctx.shopId,
    accountIds: staff.map((s) => s.id),
    from: dayStart,
    to: dayEnd,
    withShopRows: at.shopRows === undefined,
  });
  const { accountRows, shopHolidays: shopHolidayRows, staffHolidays } = read;
  const { row: shopRow } = shopDays(at.shopRows ?? read.shopRows ?? [])[week - 1];
  const own = accountRows.filter((r) => r.week === week);
  const onDay = (h: { startTime: Date; endTime: Date }): TPeriod => [
    minuteOfDay(h.startTime, date, zone),
    minuteOfDay(h.endTime, date, zone),
  ];
  const shopHolidays = shopHolidayRows.map(onDay);
  const isToday = todayIn(zone, ctx.now) === date;
  return staff.map((member) => {
    const ownRow = own.find((r) => r.accountId === member.id);
    const working = ownRow ? intersect(periodsOf(ownRow), periodsOf(shopRow)) : periodsOf(shopRow);
    const marks: { period: TPeriod; reason: TNotWorkReason }[] =
      working.length === 0
        ? [{ period: [0, 1440], reason: 'dayOff' }]
        : complementOf(working).map((period) => ({ period, reason: 'offHours' }));
    for (const period of shopHolidays) marks.push({ period, reason: 'shopHoliday' });
    for (const h of staffHolidays) {
      if (h.accountId === member.id) marks.push({ period: onDay(h), reason: h.kind as 'holiday' | 'leave' });
    }
    if (member.workFlag === 1 && isToday) marks.push({ period: [0, 1440], reason: 'offDuty' });
    return { accountId: member.id, periods: toTimeline(marks) };
  });
}
