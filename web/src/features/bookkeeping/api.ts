import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TAppointment } from '../../../../contract/appointments';
import type {
  TBill,
  TBillCreateInput,
  ZBillCreateByAppointInput,
  ZBillUpdateOrderStatusInput,
  ZBillUpdateTransactionIdInput,
} from '../../../../contract/bills';
import type { TCustomer } from '../../../../contract/customers';
import type { TPrepayCard, TRechargeRule } from '../../../../contract/prepay';
import type { TProduct } from '../../../../contract/projects';
import { isSearchKeyLongEnough } from '../../../../contract/search-keys';
import type { TStaff } from '../../../../contract/staff';
import { APPOINTMENT_READS } from '../../lib/live-events';
import { queryKeyOf, RpcError, rpc, rpcPage } from '../../lib/rpc.client';
import { STARTUP_READS } from '../../lib/startup.reads';

const CUSTOMER_LIST = 'custom/queryCustomList';
const PROJECT_LIST = 'product/queryProductList';
const RECHARGE_RULES = 'prepayCardRechargeRule/queryList';
const CARD_BY_NO = 'prepayCard/queryByCardNo';
const APPOINTMENT = 'appoint/queryById';
const BILL_CREATE = 'bill/create';
const BILL_CREATE_BY_APPOINT = 'bill/createByAppoint';
const BILL_STATUS = 'bill/updateOrderStatus';
const BILL_TRANSACTION_ID = 'bill/updateOrderTransactionId';

/** The reads a bill can change: the finance table, the order history, card balances and ledgers, customers' figures. */
const BILL_READS = [
  'bill/queryBillList',
  'bill/queryHisOrderList',
  CARD_BY_NO,
  'prepayCard/queryList',
  'prepayCardDet/queryList',
  CUSTOMER_LIST,
  'custom/queryById',
  'custom/queryHistoryBill',
  'customVisit/queryList',
] as const;

/** SPEC §9: a technician list is read 5000 at a time; a project list at most 500 (contract/projects.ts). */
const PROJECTS_INPUT = { curPage: 1, limit: 500, key: '' };
/** SPEC §9: types and configs are read 100 at a time. */
const RECHARGE_RULES_INPUT = { curPage: 1, limit: 100 };
/** Customer matches shown while typing. */
const CUSTOMER_MATCHES = 20;

export type TBillCreateByAppointInput = z.input<typeof ZBillCreateByAppointInput>;
export type TOrderStatusInput = z.input<typeof ZBillUpdateOrderStatusInput>;
export type TTransactionIdInput = z.input<typeof ZBillUpdateTransactionIdInput>;
export type { TBill, TBillCreateInput };

/** account/queryMemList {financeFlag 0}: the billing list (the startup read, so it is usually cached already). */
export function useBillingStaff() {
  const read = STARTUP_READS.billingStaff;
  return useQuery({
    queryKey: queryKeyOf(read.path, read.input),
    queryFn: () => rpcPage<TStaff>(read.path, read.input, { isRead: true, isErrorSilent: true }),
    staleTime: 60_000,
  });
}

/** product/queryProductList: the shop's active projects, in display order. */
export const useShopProjects = () =>
  useQuery({
    queryKey: queryKeyOf(PROJECT_LIST, PROJECTS_INPUT),
    queryFn: () => rpcPage<TProduct>(PROJECT_LIST, PROJECTS_INPUT, { isRead: true }),
    staleTime: 60_000,
  });

/**
 * custom/queryCustomList {key}: the customer book's matches for a name or phone (members only for a member recharge);
 * nothing is asked before a key is typed.
 */
export const useCustomerMatches = (key: string, isMembersOnly: boolean) => {
  const input = { curPage: 1, limit: CUSTOMER_MATCHES, key, userType: isMembersOnly ? 2 : 0 };
  return useQuery({
    queryKey: queryKeyOf(CUSTOMER_LIST, input),
    queryFn: () => rpcPage<TCustomer>(CUSTOMER_LIST, input, { isRead: true, isErrorSilent: true }),
    enabled: key.length > 0 && isSearchKeyLongEnough(key),
    placeholderData: keepPreviousData,
  });
};

/**
 * One customer of the book by id, found through the search by name or phone (the search needs only a session, unlike
 * the customer detail): what a bill started from an appointment knows of the customer's member card.
 */
export const useBookCustomer = (customerId: number | null, key: string) => {
  const input = { curPage: 1, limit: 50, key, userType: 0 };
  return useQuery({
    queryKey: queryKeyOf(CUSTOMER_LIST, input),
    queryFn: () => rpcPage<TCustomer>(CUSTOMER_LIST, input, { isRead: true, isErrorSilent: true }),
    enabled: customerId !== null && key.length > 0 && isSearchKeyLongEnough(key),
    select: (page) => page.list.find((customer) => customer.id === customerId) ?? null,
  });
};

/**
 * prepayCardRechargeRule/queryList: the member recharge rules. They belong to a screen the account may lack (and the
 * free plan), so a failure is quiet and the amount is typed in instead.
 */
export const useRechargeRules = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(RECHARGE_RULES, RECHARGE_RULES_INPUT),
    queryFn: () => rpcPage<TRechargeRule>(RECHARGE_RULES, RECHARGE_RULES_INPUT, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    retry: false,
  });

/** prepayCard/queryByCardNo {cardNo}: an open card, or null when the shop has none with that number. */
export async function fetchCardByNo(cardNo: string): Promise<TPrepayCard | null> {
  try {
    return await rpc<TPrepayCard>(CARD_BY_NO, { cardNo }, { isRead: true, isErrorSilent: true });
  } catch (error) {
    if (error instanceof RpcError && error.errorKey === 'NOT_FOUND') return null;
    throw error;
  }
}

/** prepayCard/queryByCardNo for a known member card: its live balance. */
export const useCardBalance = (cardNo: string) =>
  useQuery({
    queryKey: queryKeyOf(CARD_BY_NO, { cardNo }),
    queryFn: () => fetchCardByNo(cardNo),
    enabled: cardNo.length > 0,
  });

/** appoint/queryById {appointId}: the appointment a bill is started from, with its bill when it has one. */
export const useAppointment = (appointId: number) =>
  useQuery({
    queryKey: queryKeyOf(APPOINTMENT, { appointId }),
    queryFn: () => rpc<TAppointment>(APPOINTMENT, { appointId }, { isRead: true, isErrorSilent: true }),
    enabled: Number.isSafeInteger(appointId) && appointId > 0,
    retry: false,
  });

type TWithNonce<T> = T & { nonce?: string };

/**
 * A bill write. The screen shows its own success text and puts errors at their fields, so the client stays quiet;
 * every read a bill can change is refreshed afterwards, the appointment board's too.
 */
function useBillWrite<TInput extends object>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: ({ nonce, ...input }: TWithNonce<TInput>) =>
      rpc<TBill>(path, input as Record<string, unknown>, { isErrorSilent: true, isRead: true, nonce }),
    // Not awaited: the screen's own onSuccess (the receipt) runs at once instead of after every refetch.
    onSettled: () => {
      for (const read of [...BILL_READS, ...APPOINTMENT_READS, APPOINTMENT]) {
        void queryClient.invalidateQueries({ queryKey: queryKeyOf(read) });
      }
    },
  });
}

/** bill/create: a front-desk bill, a member recharge or a gift-card recharge, paid or unpaid. */
export const useCreateBill = () => useBillWrite<TBillCreateInput>(BILL_CREATE);
/** bill/createByAppoint: a front-desk bill for an appointment (its customer comes from the appointment). */
export const useCreateBillByAppoint = () => useBillWrite<TBillCreateByAppointInput>(BILL_CREATE_BY_APPOINT);
/** bill/updateOrderStatus {billId, status 'paid', transactionId?}: an unpaid order becomes paid. */
export const useUpdateOrderStatus = () => useBillWrite<TOrderStatusInput>(BILL_STATUS);
/** bill/updateOrderTransactionId {billId, transactionId}: the payment provider's transaction id. */
export const useUpdateTransactionId = () => useBillWrite<TTransactionIdInput>(BILL_TRANSACTION_ID);
