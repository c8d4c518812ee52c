import type { z } from 'zod';
import type {
  ZAppointByMonthInput,
  ZAppointByMonthOutput,
  ZAppointLogQueryInput,
  ZAppointLogRow,
  ZAppointQueryHisListInput,
} from '../../../contract/appointments';
import { type TPage, toPage } from '../../../contract/common';
import { addDays, localNow } from '../../../contract/shop-time';
import { toHhmm, toMinutes } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { listAppointmentSms } from '../appointment-reminders/appointment-reminders.service';
import { getDisplayPhone } from '../settings/settings.service';
import { shopZone } from '../work-time/work-time.service';
import { presentAppointment } from './appointments.present';
import {
  accountExists,
  appointmentExists,
  countActiveByDay,
  findAppointment,
  listHistory,
  listLogs,
  listProductsOf,
} from './appointments.repo';

type TIn<S extends z.ZodType> = z.output<S>;

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

/**
 * appoint/queryHisAppointList: every appointment newest first (deleted and missed included, flagged); or one
 * technician's (NOT_FOUND for an account the shop does not have); or, with upcomingOnly, the active ones from the
 * shop-local now on, soonest first. Phones are '' unless the shop's displayPhone is '1', as on the board.
 */
export async function queryHistory(ctx: TSessionCtx, input: TIn<typeof ZAppointQueryHisListInput>) {
  if (input.shopAccountId !== undefined && !(await accountExists(ctx, input.shopAccountId))) {
    throw new AppError('NOT_FOUND', { field: 'shopAccountId' });
  }
  const now = input.upcomingOnly ? localNow(await shopZone(ctx), ctx.now) : undefined;
  const { rows, total } = await listHistory(ctx, {
    key: input.key.trim(),
    fromDay: input.fromDay,
    toDay: input.toDay,
    accountId: input.shopAccountId,
    from: now ? { day: now.date, minute: toMinutes(now.time) } : undefined,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  const [projects, { displayPhone }] = await Promise.all([
    listProductsOf(
      ctx,
      rows.map((r) => r.id),
    ),
    getDisplayPhone(ctx),
  ]);
  return toPage(
    rows.map((row) => presentAppointment(row, projects, displayPhone === '1')),
    total,
    input,
  );
}

const asObject = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** A log snapshot as shown: without the customer's phone where the shop hides phones (displayPhone '0'). */
const snapshotShown = (value: unknown, showPhone: boolean) => {
  const snapshot = asObject(value);
  if (!snapshot || showPhone || !('customPhone' in snapshot)) return snapshot;
  return { ...snapshot, customPhone: '' };
};

/**
 * appointLog/queryAppointLogs: one appointment's log (NOT_FOUND for another shop's) or the shop's, newest first; phones
 * are '' unless the shop's displayPhone is '1'.
 */
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
  const [projects, { displayPhone }] = await Promise.all([
    listProductsOf(ctx, [...new Set(rows.map((r) => r.log.appointmentId))]),
    getDisplayPhone(ctx),
  ]);
  const showPhone = displayPhone === '1';
  const list = rows.map((r) => ({
    id: r.log.id,
    appointId: r.log.appointmentId,
    operType: r.log.operType,
    productNames: projects
      .filter((p) => p.appointmentId === r.log.appointmentId)
      .map((p) => p.productName)
      .join(', '),
    customName: r.customName,
    customPhone: showPhone ? r.customPhone : '',
    appointDay: r.day,
    startTime: toHhmm(r.startMin),
    before: snapshotShown(r.log.before, showPhone),
    after: snapshotShown(r.log.after, showPhone),
    reason: r.log.reason,
    operatorName: r.operatorName,
    createTime: r.log.createdAt.toISOString(),
  }));
  return toPage(list, total, input);
}

/** appointSms/queryAppointSms: the appointment's SMS (NOT_FOUND for an appointment the shop does not have). */
export async function queryAppointSms(ctx: TSessionCtx, appointId: number) {
  if (!(await appointmentExists(ctx, appointId))) throw new AppError('NOT_FOUND', { field: 'appointId' });
  return { list: await listAppointmentSms(ctx, appointId) };
}

/**
 * appoint/queryById: one appointment of the shop, whatever its state (bookkeeping started from it reads its customer,
 * projects, technician and whether it is billed); phones follow the displayPhone setting as on the board.
 */
export async function queryAppointment(ctx: TSessionCtx, appointId: number) {
  const row = await findAppointment(ctx, appointId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'appointId' });
  const { displayPhone } = await getDisplayPhone(ctx);
  return presentAppointment(row, await listProductsOf(ctx, [row.id]), displayPhone === '1');
}
