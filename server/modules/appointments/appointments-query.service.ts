import type { z } from 'zod';
import type {
  ZAppointByMonthInput,
  ZAppointByMonthOutput,
  ZAppointLogQueryInput,
  ZAppointLogRow,
  ZAppointQueryHisListInput,
  ZAppointQueryPointListOutput,
} from '../../../contract/appointments';
import { type TPage, toPage } from '../../../contract/common';
import { addDays, weekdayOf } from '../../../contract/shop-time';
import { timeSlots, toHhmm, toMinutes } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { getDisplayPhone } from '../settings/settings.service';
import { listBookableStaff } from '../work-time/work-time.repo';
import { accountNotWorkTime, getShopWeek } from '../work-time/work-time.service';
import { presentAppointment } from './appointments.present';
import {
  appointmentExists,
  countActiveByDay,
  listActiveOfDay,
  listHistory,
  listLogs,
  listProductsOf,
} from './appointments.repo';

type TIn<S extends z.ZodType> = z.output<S>;

/**
 * appoint/queryPointList: the day board in a fixed number of queries whatever its size: the day's active
 * appointments and their projects, the technician columns in staff order with their unavailable periods, the slot
 * rows of the shop's hours that weekday, and the displayPhone setting (phones are '' unless it is '1').
 */
export async function queryPointList(
  ctx: TSessionCtx,
  appointDay: string,
): Promise<z.input<typeof ZAppointQueryPointListOutput>> {
  const [rows, week, staff, notWork, { displayPhone }] = await Promise.all([
    listActiveOfDay(ctx, appointDay),
    getShopWeek(ctx),
    listBookableStaff(ctx.tx, ctx.shopId),
    accountNotWorkTime(ctx, { date: appointDay }),
    getDisplayPhone(ctx),
  ]);
  const projects = await listProductsOf(
    ctx,
    rows.map((r) => r.id),
  );
  const day = week[weekdayOf(appointDay) - 1];
  const slots = day?.open && day.close ? timeSlots(toMinutes(day.open), toMinutes(day.close)) : timeSlots();
  const periodsOf = new Map(notWork.list.map((n) => [n.accountId, n.periods]));
  return {
    appointDay,
    displayPhone,
    slots,
    technicians: staff.map((s) => ({ shopAccountId: s.id, name: s.name, periods: periodsOf.get(s.id) ?? [] })),
    list: rows.map((row) => presentAppointment(row, projects, displayPhone === '1')),
  };
}

/** appoint/shopAccountAppointsByMonth: the month's days that hold active appointments, with their counts. */
export async function countByMonth(
  ctx: TSessionCtx,
  input: TIn<typeof ZAppointByMonthInput>,
): Promise<z.input<typeof ZAppointByMonthOutput>> {
  const first = `${input.month}-01`;
  const last = addDays(addDays(first, 31).slice(0, 8).concat('01'), -1);
  const counts = await countActiveByDay(ctx, first, last);
  return { month: input.month, list: counts.map((c) => ({ appointDay: c.day, count: c.count })) };
}

/** appoint/queryHisAppointList: every appointment newest first (deleted and missed included, flagged). */
export async function queryHistory(ctx: TSessionCtx, input: TIn<typeof ZAppointQueryHisListInput>) {
  const { rows, total } = await listHistory(ctx, {
    key: input.key.trim(),
    fromDay: input.fromDay,
    toDay: input.toDay,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  const projects = await listProductsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return toPage(
    rows.map((row) => presentAppointment(row, projects)),
    total,
    input,
  );
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** appointLog/queryAppointLogs: one appointment's log (NOT_FOUND for another shop's) or the shop's, newest first. */
export async function queryLogs(
  ctx: TSessionCtx,
  input: TIn<typeof ZAppointLogQueryInput>,
): Promise<TPage<z.input<typeof ZAppointLogRow>>> {
  if (input.appointId !== undefined && !(await appointmentExists(ctx, input.appointId))) {
    throw new AppError('NOT_FOUND', { field: 'appointId' });
  }
  const { rows, total } = await listLogs(ctx, {
    appointId: input.appointId,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  const projects = await listProductsOf(ctx, [...new Set(rows.map((r) => r.log.appointmentId))]);
  const list = rows.map((r) => ({
    id: r.log.id,
    appointId: r.log.appointmentId,
    operType: r.log.operType,
    productNames: projects
      .filter((p) => p.appointmentId === r.log.appointmentId)
      .map((p) => p.productName)
      .join(', '),
    customName: r.customName,
    customPhone: r.customPhone,
    appointDay: r.day,
    startTime: toHhmm(r.startMin),
    before: asObject(r.log.before),
    after: asObject(r.log.after),
    reason: r.log.reason,
    operatorName: r.operatorName,
    createTime: r.log.createdAt.toISOString(),
  }));
  return toPage(list, total, input);
}

/**
 * appointSms/queryAppointSms: reminders are not sent yet and outbox messages name no appointment, so the honest
 * answer is an empty list (NOT_FOUND for an appointment the shop does not have).
 */
export async function queryAppointSms(ctx: TSessionCtx, appointId: number) {
  if (!(await appointmentExists(ctx, appointId))) throw new AppError('NOT_FOUND', { field: 'appointId' });
  return { list: [] };
}
