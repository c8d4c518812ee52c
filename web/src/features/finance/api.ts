import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TBill,
  TBillColumn,
  TBillListExtra,
  ZBillLeaveJobInput,
  ZBillTransferInput,
  ZBillUpdateOrderStatusInput,
  ZBillUpdateTransactionIdInput,
} from '../../../../contract/bills';
import type { ZDisplayBill } from '../../../../contract/settings';
import type { TStaff } from '../../../../contract/staff';
import { queryKeyOf, rpc, rpcPage, rpcPageWith } from '../../lib/rpc.client';
import { STARTUP_READS } from '../../lib/startup.reads';
import type { TBillEditInput, THisOrderInput } from './orders.format';

const BILL_LIST = 'bill/queryBillList';
const HIS_ORDERS = 'bill/queryHisOrderList';
const STAFF_LIST = 'account/queryMemList';

/**
 * A bill write can change the finance table, the order history, the customer's histories and detail, and the card
 * ledger (a changed card deduction writes a correction row); leaveJob changes the staff lists too.
 */
const BILL_READS = [
  BILL_LIST,
  HIS_ORDERS,
  'custom/queryHistoryBill',
  'custom/queryById',
  'prepayCardDet/queryList',
  'prepayCard/queryList',
] as const;

export type TLeaveJobInput = z.input<typeof ZBillLeaveJobInput>;
export type TTransferInput = z.input<typeof ZBillTransferInput>;
export type TUpdateStatusInput = z.input<typeof ZBillUpdateOrderStatusInput>;
export type TUpdateTransactionIdInput = z.input<typeof ZBillUpdateTransactionIdInput>;
export type TDisplayBill = z.infer<typeof ZDisplayBill>;
export type TFinanceDay = { columns: TBillColumn[] } & TBillListExtra;

/** SPEC §7: the finance table reads {curPage 1, limit 5000, billDay}. */
export const billListInput = (billDay: string) => ({ curPage: 1, limit: 5000, key: '', billDay });

/** bill/queryBillList: the day's columns with their cells, the rows (slots) and the totals (null for accountType 2). */
export const useFinanceDay = (billDay: string) => {
  const input = billListInput(billDay);
  return useQuery({
    queryKey: queryKeyOf(BILL_LIST, input),
    queryFn: async (): Promise<TFinanceDay> => {
      const { page, extra } = await rpcPageWith<TBillColumn, TBillListExtra>(BILL_LIST, input, { isRead: true });
      return { columns: page.list, staticOrder: extra.staticOrder ?? null, slots: extra.slots ?? [] };
    },
    placeholderData: keepPreviousData,
  });
};

/** bill/queryHisOrderList: one page of the order history with its filters, newest first. */
export const useHisOrders = (input: THisOrderInput) =>
  useQuery({
    queryKey: queryKeyOf(HIS_ORDERS, input),
    queryFn: () => rpcPage<TBill>(HIS_ORDERS, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });

/**
 * One bill in full (its lines, deductions and tender) for a finance-table cell: the order history searched by the
 * bill's order number on its day.
 */
export const useBillOfCell = (cell: { billId: number; billOrderNo: string; billDay: string } | null) => {
  const input: THisOrderInput = {
    curPage: 1,
    limit: 10,
    key: cell?.billOrderNo ?? '',
    startDay: cell?.billDay,
    endDay: cell?.billDay,
  };
  return useQuery({
    queryKey: queryKeyOf(HIS_ORDERS, input),
    queryFn: () => rpcPage<TBill>(HIS_ORDERS, input, { isRead: true }),
    select: (page) => page.list.find((bill) => bill.id === cell?.billId) ?? null,
    enabled: cell !== null,
  });
};

/** setup/displayBill: billConfig's showHeji / showZongji (the same read and key as the startup reads). */
export const useDisplayBill = () => {
  const read = STARTUP_READS.billDisplay;
  return useQuery({
    queryKey: queryKeyOf(read.path, read.input),
    queryFn: () => rpc<TDisplayBill>(read.path, read.input, { isRead: true, isErrorSilent: true }),
    staleTime: 60_000,
  });
};

/** Every staff member of the shop, resigned ones included, for the order history's staff filter. */
const ALL_STAFF_INPUT = { curPage: 1, limit: 5000, key: '' };

export const useAllStaff = () =>
  useQuery({
    queryKey: queryKeyOf(STAFF_LIST, ALL_STAFF_INPUT),
    queryFn: () => rpcPage<TStaff>(STAFF_LIST, ALL_STAFF_INPUT, { isRead: true, isErrorSilent: true }),
    staleTime: 60_000,
  });

type TWithNonce<T> = T & { nonce?: string };

/**
 * A bill write. The dialogs show their own errors (the field at fault, or 'Adjustment Failed'); every bill read is
 * refreshed afterwards, won or lost, so the table shows what the server holds.
 */
function useBillWrite<TInput extends object, TOutput = unknown>(path: string, extraReads: readonly string[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: ({ nonce, ...input }: TWithNonce<TInput>) =>
      rpc<TOutput>(path, input as Record<string, unknown>, { isErrorSilent: true, nonce }),
    onSettled: () =>
      Promise.all(
        [...BILL_READS, ...extraReads].map((read) => queryClient.invalidateQueries({ queryKey: queryKeyOf(read) })),
      ),
  });
}

export const useEditBill = () => useBillWrite<TBillEditInput, TBill>('bill/edit');
export const useTransferLine = () => useBillWrite<TTransferInput, TBill>('bill/transfer');
export const useLeaveJob = () => useBillWrite<TLeaveJobInput>('bill/leaveJob', [STAFF_LIST]);
export const useUpdateOrderStatus = () => useBillWrite<TUpdateStatusInput, TBill>('bill/updateOrderStatus');
export const useUpdateTransactionId = () =>
  useBillWrite<TUpdateTransactionIdInput, TBill>('bill/updateOrderTransactionId');
