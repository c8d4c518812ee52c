import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import { dayRange, instantToLocal, isLocalDateTime, localToInstant } from '../../../contract/shop-time';
import type {
  ZAccountHolidayQueryInput,
  ZAccountWorkHoliday,
  ZAccountWorkHolidayAddOrUpdateInput,
  ZHolidayQueryInput,
  ZShopWorkHoliday,
  ZShopWorkHolidayAddOrUpdateInput,
} from '../../../contract/work-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import {
  accountHolidayPosition,
  deleteAccountHoliday,
  deleteShopHoliday,
  findAccountHoliday,
  insertAccountHoliday,
  insertShopHoliday,
  pageAccountHolidays,
  pageShopHolidays,
  shopHolidayPosition,
  type TAccountHolidayRow,
  type TShopHolidayRow,
  updateAccountHoliday,
  updateShopHoliday,
} from './work-holiday.repo';
import { shopZone, staffMember } from './work-time.service';

type TShopHoliday = z.input<typeof ZShopWorkHoliday>;
type TAccountHoliday = z.input<typeof ZAccountWorkHoliday>;

/**
 * The instants of a local start and end in the shop's zone. The contract compares the strings; this compares the
 * instants too, because a start inside the spring-forward gap moves forward and could pass an end typed after it.
 */
function toInstants(input: { startTime: string; endTime: string; remark: string }, zone: string) {
  if (!isLocalDateTime(input.startTime)) throw new AppError('CHECK_INPUT', { field: 'startTime' });
  if (!isLocalDateTime(input.endTime)) throw new AppError('CHECK_INPUT', { field: 'endTime' });
  const startTime = localToInstant(input.startTime, zone);
  const endTime = localToInstant(input.endTime, zone);
  if (endTime.getTime() < startTime.getTime()) throw new AppError('END_BEFORE_START', { field: 'endTime' });
  return { startTime, endTime, remark: input.remark };
}

const presentShopHoliday = (row: TShopHolidayRow, zone: string, number: number): TShopHoliday => ({
  id: row.id,
  number,
  startTime: instantToLocal(row.startTime, zone),
  endTime: instantToLocal(row.endTime, zone),
  remark: row.remark,
});

const presentAccountHoliday = (row: TAccountHolidayRow, zone: string, number: number): TAccountHoliday => ({
  ...presentShopHoliday(row, zone, number),
  accountId: row.accountId,
  accountName: row.accountName,
  kind: row.kind as TAccountHoliday['kind'],
});

/** Where a list starts and which holidays it keeps: those ending on or after the start of fromDate. */
function listFilter(input: z.output<typeof ZHolidayQueryInput>, zone: string) {
  return {
    endsFrom: input.fromDate ? dayRange(input.fromDate, zone).start : undefined,
    key: input.key,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  };
}

/** shopWorkHoliday/addOrUpdate: adds a shop holiday, or changes this shop's holiday `id`. */
export async function saveShopHoliday(
  ctx: TSessionCtx,
  input: z.output<typeof ZShopWorkHolidayAddOrUpdateInput>,
): Promise<TShopHoliday> {
  const zone = await shopZone(ctx);
  const fields = toInstants(input, zone);
  const row = input.id
    ? await updateShopHoliday(ctx.tx, ctx.shopId, input.id, fields)
    : await insertShopHoliday(ctx.tx, ctx.shopId, fields);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return presentShopHoliday(row, zone, await shopHolidayPosition(ctx.tx, ctx.shopId, row));
}

/** shopWorkHoliday/remove. */
export async function removeShopHoliday(ctx: TSessionCtx, id: number) {
  if (!(await deleteShopHoliday(ctx.tx, ctx.shopId, id))) throw new AppError('NOT_FOUND', { field: 'id' });
  return null;
}

/** shopWorkHoliday/queryShopWorkHoliday: a page of the shop's holidays in start order, numbered across pages. */
export async function queryShopHolidays(ctx: TSessionCtx, input: z.output<typeof ZHolidayQueryInput>) {
  const zone = await shopZone(ctx);
  const filter = listFilter(input, zone);
  const { rows, total } = await pageShopHolidays(ctx.tx, ctx.shopId, filter);
  return toPage(
    rows.map((row, i) => presentShopHoliday(row, zone, filter.offset + i + 1)),
    total,
    input,
  );
}

/** accountWorkHoliday/addOrUpdate: adds a staff holiday or leave, or changes this shop's entry `id`. */
export async function saveAccountHoliday(
  ctx: TSessionCtx,
  input: z.output<typeof ZAccountWorkHolidayAddOrUpdateInput>,
): Promise<TAccountHoliday> {
  const zone = await shopZone(ctx);
  await staffMember(ctx, input.accountId);
  const fields = { ...toInstants(input, zone), accountId: input.accountId, kind: input.kind };
  let id = input.id;
  if (id) {
    if (!(await updateAccountHoliday(ctx.tx, ctx.shopId, id, fields))) throw new AppError('NOT_FOUND', { field: 'id' });
  } else {
    id = await insertAccountHoliday(ctx.tx, ctx.shopId, fields);
  }
  const row = (await findAccountHoliday(ctx.tx, ctx.shopId, id))!;
  return presentAccountHoliday(row, zone, await accountHolidayPosition(ctx.tx, ctx.shopId, row));
}

/** accountWorkHoliday/remove. */
export async function removeAccountHoliday(ctx: TSessionCtx, id: number) {
  if (!(await deleteAccountHoliday(ctx.tx, ctx.shopId, id))) throw new AppError('NOT_FOUND', { field: 'id' });
  return null;
}

/** accountWorkHoliday/queryAccountWorkHoliday: staff holidays and leave in start order, with the staff names. */
export async function queryAccountHolidays(ctx: TSessionCtx, input: z.output<typeof ZAccountHolidayQueryInput>) {
  const zone = await shopZone(ctx);
  const filter = { ...listFilter(input, zone), accountId: input.accountId, kind: input.kind };
  const { rows, total } = await pageAccountHolidays(ctx.tx, ctx.shopId, filter);
  return toPage(
    rows.map((row, i) => presentAccountHoliday(row, zone, filter.offset + i + 1)),
    total,
    input,
  );
}
