import type { z } from 'zod';
import {
  slotOf,
  type TBill,
  type TBillColumn,
  type TBillListExtra,
  type ZBillHisOrderInput,
  type ZBillQueryListInput,
} from '../../../contract/bills';
import { toPage } from '../../../contract/common';
import { dayRange, isLocalDate } from '../../../contract/shop-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import type { TPageWithExtra } from '../../http/define-call';
import { accountExists } from '../appointments/appointments.repo';
import { getShopWeek, shopZone, slotsOfDay } from '../work-time/work-time.service';
import { presentBill, presentCell } from './bills.present';
import {
  dayTotals,
  financeCells,
  financeColumns,
  linesOfBills,
  listBills,
  productsOfBills,
  type TBillFilter,
  type TBillsScope,
} from './bills.repo';

type TIn<S extends z.ZodType> = z.output<S>;

/** accountType 2 bypasses the internal password but never sees the finance table's totals (SPEC §2.10, §6). */
const TOTALS_HIDDEN_ACCOUNT_TYPE = 2;

function checkDay(day: string | undefined, field: string) {
  if (day !== undefined && !isLocalDate(day)) throw new AppError('CHECK_INPUT', { field });
}

/** Bills with their staff lines and projects, in three queries whatever their number. */
async function billsWithDetails(ctx: TBillsScope, filter: TBillFilter & { offset: number; limit: number }) {
  const { rows, totalCount } = await listBills(ctx, filter);
  const ids = rows.map((r) => r.bill.id);
  const [lines, products] = await Promise.all([linesOfBills(ctx, ids), productsOfBills(ctx, ids)]);
  return { list: rows.map((row) => presentBill(row, lines, products)), totalCount };
}

/** One bill of the shop (of a session, or of a receipt link) as the contract shows it; NOT_FOUND on `field` when the shop has none with that id. */
export async function getBill(ctx: TBillsScope, billId: number, field = 'billId'): Promise<TBill> {
  const { list } = await billsWithDetails(ctx, { ids: [billId], offset: 0, limit: 1 });
  if (list.length === 0) throw new AppError('NOT_FOUND', { field });
  return list[0];
}

/** The table's rows: the weekday's slots, stretched to hold every cell recorded outside them (ADR 016). */
function rowsOf(slots: string[], cellTimes: string[]) {
  const rows = new Set(slots);
  for (const time of cellTimes) rows.add(slotOf(time));
  return [...rows].sort();
}

/**
 * bill/queryBillList: the finance table of a day (SPEC §2.10) in a fixed number of queries whatever its size: the
 * columns (staff order, then the day's temporary employees and any other account holding a line that day), each
 * with its cells in record-time order; beside the page, the day's totals (null for accountType 2) and its rows.
 */
export async function queryBillList(
  ctx: TSessionCtx,
  input: TIn<typeof ZBillQueryListInput>,
): Promise<TPageWithExtra<TBillColumn, TBillListExtra>> {
  checkDay(input.billDay, 'billDay');
  const zone = await shopZone(ctx);
  const isTotalsHidden = ctx.session.accountType === TOTALS_HIDDEN_ACCOUNT_TYPE;
  const [accounts, cells, totals, week] = await Promise.all([
    financeColumns(ctx, input.billDay, dayRange(input.billDay, zone)),
    financeCells(ctx, input.billDay),
    isTotalsHidden ? null : dayTotals(ctx, input.billDay),
    getShopWeek(ctx),
  ]);
  const presented = cells.map(presentCell);
  const cellsOf = new Map<number, TBillColumn['billDetList']>();
  for (const cell of presented) {
    const list = cellsOf.get(cell.shopAccountId) ?? [];
    list.push(cell);
    cellsOf.set(cell.shopAccountId, list);
  }
  const key = input.key.trim().toLowerCase();
  const columns = accounts
    .filter((a) => !key || a.name.toLowerCase().includes(key))
    .map((a) => ({
      shopAccountId: a.id,
      accountName: a.name,
      accountType: a.accountType,
      jobFlag: a.jobFlag,
      financeFlag: a.financeFlag,
      billDetList: cellsOf.get(a.id) ?? [],
    }));
  const offset = (input.curPage - 1) * input.limit;
  return {
    ...toPage(columns.slice(offset, offset + input.limit), columns.length, input),
    extra: {
      staticOrder: totals,
      slots: rowsOf(
        slotsOfDay(week, input.billDay),
        presented.map((c) => c.billStartTime),
      ),
    },
  };
}

/**
 * bill/queryHisOrderList: the order history (SPEC §2.12), newest first, with its staff lines and projects; filtered
 * by order type, payment method, status, staff member (NOT_FOUND for an account the shop does not have), bill dates
 * and a key (order number, customer name or phone, transaction id).
 */
export async function queryHisOrderList(ctx: TSessionCtx, input: TIn<typeof ZBillHisOrderInput>) {
  checkDay(input.startDay, 'startDay');
  checkDay(input.endDay, 'endDay');
  if (input.shopAccountId !== undefined && !(await accountExists(ctx, input.shopAccountId))) {
    throw new AppError('NOT_FOUND', { field: 'shopAccountId' });
  }
  const { list, totalCount } = await billsWithDetails(ctx, {
    key: input.key,
    orderType: input.orderType,
    payType: input.payType,
    status: input.status,
    accountId: input.shopAccountId,
    startDay: input.startDay,
    endDay: input.endDay,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(list, totalCount, input);
}
