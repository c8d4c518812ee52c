import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TPage } from '../../../../contract/common';
import type { TCustomImportInput, TCustomImportOutput } from '../../../../contract/customer-import';
import type {
  TCustomer,
  TCustomerDetail,
  ZBlacklistEntry,
  ZCustomerAppointRow,
  ZCustomerBillRow,
  ZCustomerVisit,
} from '../../../../contract/customers';
import type { TPrepayCard, TRechargeRule } from '../../../../contract/prepay';
import { isSearchKeyLongEnough } from '../../../../contract/search-keys';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

/** The search shows every match at once: a phone may belong to a whole family (ADR 010). */
export const SEARCH_LIMIT = 50;
/** SPEC §9: types and configs are read 100 at a time. */
export const RECHARGE_RULE_INPUT = { curPage: 1, limit: 100 } as const;
export const HISTORY_PAGE_SIZE = 10;

const CUSTOMER_LIST = 'custom/queryCustomList';
const CUSTOMER_DETAIL = 'custom/queryById';
const HISTORY_POINT = 'custom/queryHistoryPoint';
const HISTORY_BILL = 'custom/queryHistoryBill';
const BLACKLIST = 'customBlank/queryCustomBlankList';
const VISIT_LIST = 'customVisit/queryList';
const RECHARGE_RULES = 'prepayCardRechargeRule/queryList';
const CUSTOMER_IMPORT = 'custom/import';

/** A customer write can change every customer read: lists, detail, histories, blacklist and visits. */
const CUSTOMER_READS = [CUSTOMER_LIST, CUSTOMER_DETAIL, HISTORY_POINT, HISTORY_BILL, BLACKLIST, VISIT_LIST] as const;

export type TCustomerListInput = { curPage: number; limit: number; key: string; userType: 0 | 1 | 2 };
export type TCustomerForm = {
  customName: string;
  customPhone: string;
  email: string;
  birth: string;
  remark: string;
  rating: number;
};
export type TCustomerRemarks = {
  remark: string;
  remark1: string;
  remark2: string;
  remark3: string;
  remark4: string;
};
export type TPayType = 'cash' | 'card' | 'other';
export type TVipRechargeInput = {
  customerId: number;
  rechargeRuleId?: number;
  rechargeAmount?: number;
  payType: TPayType;
};
export type TCustomerBill = z.infer<typeof ZCustomerBillRow>;
export type TCustomerAppointment = z.infer<typeof ZCustomerAppointRow>;
export type TBlacklistEntry = z.infer<typeof ZBlacklistEntry>;
export type TCustomerVisit = z.infer<typeof ZCustomerVisit>;

/** A write's input may carry the form's nonce, so a retry of the same submission is not written twice. */
type TWithNonce<T> = T & { nonce?: string };
type TWriteOptions = { isErrorSilent?: boolean; isSuccessQuiet?: boolean };

function useCustomersWrite<TInput extends Record<string, unknown>, TOutput = unknown>(
  path: string,
  options: TWriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: ({ nonce, ...input }: TWithNonce<TInput>) =>
      rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, isRead: options.isSuccessQuiet, nonce }),
    onSettled: () =>
      Promise.all(CUSTOMER_READS.map((read) => queryClient.invalidateQueries({ queryKey: queryKeyOf(read) }))),
  });
}

/** custom/queryCustomList {key}: the customer search by name or phone; nothing is asked before a key is typed. */
export const useCustomerSearch = (key: string) => {
  const input: TCustomerListInput = { curPage: 1, limit: SEARCH_LIMIT, key, userType: 0 };
  return useQuery({
    queryKey: queryKeyOf(CUSTOMER_LIST, input),
    queryFn: () => rpcPage<TCustomer>(CUSTOMER_LIST, input, { isRead: true }),
    enabled: key.length > 0 && isSearchKeyLongEnough(key),
    placeholderData: keepPreviousData,
  });
};

/** custom/queryCustomList with an empty key: every customer, one page (internal password, checked by the server). */
export const useCustomerList = (input: TCustomerListInput) =>
  useQuery({
    queryKey: queryKeyOf(CUSTOMER_LIST, input),
    queryFn: () => rpcPage<TCustomer>(CUSTOMER_LIST, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });

/** The largest page custom/queryCustomList serves (contract/customers.ts). */
const EXPORT_PAGE_SIZE = 500;

/** Every customer of a user type, read page by page, for the CSV export of the whole list (not just the page shown). */
export async function fetchAllCustomers(userType: TCustomerListInput['userType']): Promise<TCustomer[]> {
  const all: TCustomer[] = [];
  for (let curPage = 1; ; curPage++) {
    const page = await rpcPage<TCustomer>(
      CUSTOMER_LIST,
      { curPage, limit: EXPORT_PAGE_SIZE, key: '', userType },
      { isRead: true },
    );
    all.push(...page.list);
    if (page.list.length === 0 || all.length >= page.totalCount) return all;
  }
}

/** custom/queryById {id}: the detail with its spending figures. */
export const useCustomer = (id: number) =>
  useQuery({
    queryKey: queryKeyOf(CUSTOMER_DETAIL, { id }),
    queryFn: () => rpc<TCustomerDetail>(CUSTOMER_DETAIL, { id }, { isRead: true }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

/** custom/queryHistoryPoint {id, curPage, limit}: the customer's appointments, newest first. */
export const useCustomerAppointments = (id: number, curPage: number) => {
  const input = { id, curPage, limit: HISTORY_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(HISTORY_POINT, input),
    queryFn: () => rpcPage<TCustomerAppointment>(HISTORY_POINT, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** custom/queryHistoryBill {id, curPage, limit}: the customer's paid bills, newest first. */
export const useCustomerBills = (id: number, curPage: number) => {
  const input = { id, curPage, limit: HISTORY_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(HISTORY_BILL, input),
    queryFn: () => rpcPage<TCustomerBill>(HISTORY_BILL, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** Every page of a customer's history (the export holds all of it, not just the page on screen). */
export async function fetchWholeHistory(id: number): Promise<{
  appointments: TCustomerAppointment[];
  bills: TCustomerBill[];
}> {
  const readAll = async <T>(path: string) => {
    const rows: T[] = [];
    for (let curPage = 1; ; curPage += 1) {
      const page: TPage<T> = await rpcPage<T>(path, { id, curPage, limit: 500 }, { isRead: true });
      rows.push(...page.list);
      if (curPage >= page.totalPage || page.list.length === 0) return rows;
    }
  };
  const [appointments, bills] = await Promise.all([
    readAll<TCustomerAppointment>(HISTORY_POINT),
    readAll<TCustomerBill>(HISTORY_BILL),
  ]);
  return { appointments, bills };
}

/** custom/create. Errors are shown by the form itself (a field error goes to its field). */
export const useCreateCustomer = () =>
  useCustomersWrite<TCustomerForm, TCustomerDetail>('custom/create', { isErrorSilent: true });

/**
 * custom/import {rows, isDryRun}: a dry run only answers the per-row report, so it is quiet and changes no list; the
 * real run adds the valid rows, so the customer lists are read again. The dialog shows the errors itself.
 */
export const useImportCustomers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(CUSTOMER_IMPORT),
    mutationFn: ({ nonce, ...input }: TWithNonce<TCustomImportInput>) =>
      rpc<TCustomImportOutput>(CUSTOMER_IMPORT, input, { isErrorSilent: true, isRead: input.isDryRun, nonce }),
    onSuccess: (_, input) =>
      input.isDryRun ? undefined : queryClient.invalidateQueries({ queryKey: queryKeyOf(CUSTOMER_LIST) }),
  });
};

/** custom/update with the version the form was opened with; a stale one answers CONFLICT. */
export const useUpdateCustomer = () =>
  useCustomersWrite<TCustomerForm & { id: number; version: number }, TCustomerDetail>('custom/update', {
    isErrorSilent: true,
  });

/** custom/updateRemark {id, remark, remark1..4}. */
export const useUpdateCustomerRemarks = () =>
  useCustomersWrite<TCustomerRemarks & { id: number }, TCustomerDetail>('custom/updateRemark', {
    isErrorSilent: true,
  });

/** custom/del {id}: a soft delete; the server refuses a member whose card still holds money. */
export const useDeleteCustomer = () => useCustomersWrite<{ id: number }>('custom/del');

/** custom/updateVip {id}: the customer becomes a member and gets a member card. */
export const useUpgradeToMember = () => useCustomersWrite<{ id: number }, TPrepayCard>('custom/updateVip');

/** custom/vipCancel {id}: refused with SPEC §8 'Cannot cancel membership with non-zero balance!', which is toasted. */
export const useCancelMembership = () => useCustomersWrite<{ id: number }>('custom/vipCancel');

/** prepayCard/vipRecharge {customerId, rechargeRuleId? | rechargeAmount?, payType}. */
export const useVipRecharge = () =>
  useCustomersWrite<TVipRechargeInput>('prepayCard/vipRecharge', { isErrorSilent: true });

/** customBlank/create {customerId, remark}: blacklists the customer with a reason. */
export const useAddToBlacklist = () =>
  useCustomersWrite<{ customerId: number; remark: string }>('customBlank/create', { isErrorSilent: true });

/** customBlank/del {customerId}. */
export const useRemoveFromBlacklist = () => useCustomersWrite<{ customerId: number }>('customBlank/del');

/** customVisit/update {id, dutyFlag, remark, version}. */
export const useUpdateVisit = () =>
  useCustomersWrite<{ id: number; dutyFlag: 0 | 1 | 2; remark: string; version: number }>('customVisit/update', {
    isErrorSilent: true,
  });

/** customBlank/queryCustomBlankList {curPage, limit}: newest entry first. */
export const useBlacklist = (curPage: number, limit: number) => {
  const input = { curPage, limit, key: '' };
  return useQuery({
    queryKey: queryKeyOf(BLACKLIST, input),
    queryFn: () => rpcPage<TBlacklistEntry>(BLACKLIST, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** customVisit/queryList {curPage, limit, dutyFlag?}: the oldest due first. */
export const useVisitList = (curPage: number, limit: number, dutyFlag: 0 | 1 | 2 | undefined) => {
  const input = { curPage, limit, key: '', ...(dutyFlag === undefined ? {} : { dutyFlag }) };
  return useQuery({
    queryKey: queryKeyOf(VISIT_LIST, input),
    queryFn: () => rpcPage<TCustomerVisit>(VISIT_LIST, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/**
 * prepayCardRechargeRule/queryList {curPage 1, limit 100}: the rules to choose from when recharging. The rules are a
 * marketing screen an account may lack, so a failure is quiet and the dialog falls back to a typed amount.
 */
export const useRechargeRules = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(RECHARGE_RULES, RECHARGE_RULE_INPUT),
    queryFn: () => rpcPage<TRechargeRule>(RECHARGE_RULES, RECHARGE_RULE_INPUT, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    retry: false,
  });
