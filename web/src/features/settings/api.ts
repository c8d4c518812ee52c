import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ZAlertMsg,
  ZBookingSettings,
  ZBusinessTime,
  ZDisplayBill,
  ZDisplayPhone,
} from '../../../../contract/settings';
import type {
  TStaff,
  ZAccountUpdateInsidePassInput,
  ZAccountUpdatePassInput,
  ZUiStyle,
} from '../../../../contract/staff';
import type {
  TWorkDayFields,
  ZAccountHolidayQueryInput,
  ZAccountWorkHoliday,
  ZAccountWorkHolidayAddOrUpdateInput,
  ZHolidayQueryInput,
  ZShopWorkHoliday,
  ZShopWorkHolidayAddOrUpdateInput,
  ZWeek,
} from '../../../../contract/work-time';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

export type TWeek = z.infer<typeof ZWeek>;
export type TBusinessTime = z.infer<typeof ZBusinessTime>;
export type TShopHoliday = z.infer<typeof ZShopWorkHoliday>;
export type TAccountHoliday = z.infer<typeof ZAccountWorkHoliday>;
export type TShopHolidayInput = z.input<typeof ZShopWorkHolidayAddOrUpdateInput>;
export type TAccountHolidayInput = z.input<typeof ZAccountWorkHolidayAddOrUpdateInput>;
export type THolidayQuery = z.input<typeof ZHolidayQueryInput>;
export type TAccountHolidayQuery = z.input<typeof ZAccountHolidayQueryInput>;
export type TDisplayBill = z.infer<typeof ZDisplayBill>;
export type TDisplayPhone = z.infer<typeof ZDisplayPhone>;
export type TAlertMsg = z.infer<typeof ZAlertMsg>;
export type TBookingSettings = z.infer<typeof ZBookingSettings>;
export type TUiStyle = z.infer<typeof ZUiStyle>;
export type TUpdatePassInput = z.input<typeof ZAccountUpdatePassInput>;
export type TUpdateInsidePassInput = z.input<typeof ZAccountUpdateInsidePassInput>;

const SHOP_WEEK = 'shopWork/h5QueryShopWorkInfo';
const ACCOUNT_WEEK = 'accountWork/h5QueryWorkInfo';
const BUSINESS_TIME = 'setup/businessTime/queryList';
const SHOP_HOLIDAYS = 'shopWorkHoliday/queryShopWorkHoliday';
const ACCOUNT_HOLIDAYS = 'accountWorkHoliday/queryAccountWorkHoliday';
const STAFF_LIST = 'account/queryMemList';

/**
 * SPEC §9: the technician list, read whole (limit 5000). Hours, holidays and leave shape the booking board, so the
 * choices are the bookable staff (appointFlag 0), which also leaves out resigned and temporary accounts.
 */
const STAFF_LIST_INPUT = { appointFlag: 0, curPage: 1, limit: 5000 };
/** SPEC §9: business time page size 10. */
const BUSINESS_TIME_INPUT = { curPage: 1, limit: 10 };

/** Writes answer the server message on failure (the rpc client toasts it); a form may pass isErrorSilent. */
type TWriteOptions = { isErrorSilent?: boolean };

// Work time (SPEC §2.16, ADR 008)

/** shopWork/h5QueryShopWorkInfo: the shop's week, Monday..Sunday, with the effective hours of each day. */
export const useShopWeek = () =>
  useQuery({
    queryKey: queryKeyOf(SHOP_WEEK),
    queryFn: () => rpc<TWeek>(SHOP_WEEK, {}, { isRead: true }),
  });

/** shopWork/update: the whole week at once; the staff weeks and the business time read it too. */
export const useUpdateShopWeek = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('shopWork/update'),
    mutationFn: (list: TWorkDayFields[]) => rpc<unknown>('shopWork/update', { list }),
    onSuccess: () =>
      Promise.all(
        [SHOP_WEEK, ACCOUNT_WEEK, BUSINESS_TIME].map((path) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(path) }),
        ),
      ),
  });
};

/** accountWork/h5QueryWorkInfo: one staff member's week; days without their own hours use the shop's. */
export const useAccountWeek = (accountId: number | null) =>
  useQuery({
    queryKey: queryKeyOf(ACCOUNT_WEEK, { accountId }),
    queryFn: () => rpc<TWeek>(ACCOUNT_WEEK, { accountId }, { isRead: true }),
    enabled: accountId !== null,
  });

/** accountWork/update: one staff member's whole week. */
export const useUpdateAccountWeek = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('accountWork/update'),
    mutationFn: (input: { accountId: number; list: TWorkDayFields[] }) => rpc<unknown>('accountWork/update', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(ACCOUNT_WEEK) }),
  });
};

/** account/queryMemList {appointFlag 0}: the bookable staff, in the staff order. */
export const useStaffList = () =>
  useQuery({
    queryKey: queryKeyOf(STAFF_LIST, STAFF_LIST_INPUT),
    queryFn: () => rpcPage<TStaff>(STAFF_LIST, STAFF_LIST_INPUT, { isRead: true }),
    select: (page) => page.list,
  });

/** shopWorkHoliday/queryShopWorkHoliday: the shop's holidays, numbered from 1. */
export const useShopHolidays = (input: THolidayQuery) =>
  useQuery({
    queryKey: queryKeyOf(SHOP_HOLIDAYS, input),
    queryFn: () => rpcPage<TShopHoliday>(SHOP_HOLIDAYS, input, { isRead: true }),
  });

/** shopWorkHoliday/addOrUpdate: with an id it edits that holiday. */
export const useSaveShopHoliday = ({ isErrorSilent }: TWriteOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('shopWorkHoliday/addOrUpdate'),
    mutationFn: (input: TShopHolidayInput) => rpc<unknown>('shopWorkHoliday/addOrUpdate', input, { isErrorSilent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(SHOP_HOLIDAYS) }),
  });
};

/** shopWorkHoliday/remove. */
export const useRemoveShopHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('shopWorkHoliday/remove'),
    mutationFn: (id: number) => rpc<unknown>('shopWorkHoliday/remove', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(SHOP_HOLIDAYS) }),
  });
};

/** accountWorkHoliday/queryAccountWorkHoliday: staff holidays and leave, with the employee's name. */
export const useAccountHolidays = (input: TAccountHolidayQuery) =>
  useQuery({
    queryKey: queryKeyOf(ACCOUNT_HOLIDAYS, input),
    queryFn: () => rpcPage<TAccountHoliday>(ACCOUNT_HOLIDAYS, input, { isRead: true }),
  });

/** accountWorkHoliday/addOrUpdate: with an id it edits that entry. */
export const useSaveAccountHoliday = ({ isErrorSilent }: TWriteOptions = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('accountWorkHoliday/addOrUpdate'),
    mutationFn: (input: TAccountHolidayInput) =>
      rpc<unknown>('accountWorkHoliday/addOrUpdate', input, { isErrorSilent }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(ACCOUNT_HOLIDAYS) }),
  });
};

/** accountWorkHoliday/remove. */
export const useRemoveAccountHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('accountWorkHoliday/remove'),
    mutationFn: (id: number) => rpc<unknown>('accountWorkHoliday/remove', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(ACCOUNT_HOLIDAYS) }),
  });
};

// Shop settings (SPEC §2.16, §7 setup/*, ADR 009)

/** setup/businessTime/queryList: the shop hours as the settings screen shows them (the same store as shopWork). */
export const useBusinessTime = () =>
  useQuery({
    queryKey: queryKeyOf(BUSINESS_TIME, BUSINESS_TIME_INPUT),
    queryFn: () => rpcPage<TBusinessTime>(BUSINESS_TIME, BUSINESS_TIME_INPUT, { isRead: true }),
  });

/** A setup/<name>/queryList read and its createOrUpdate write, which refreshes the read. */
function setupHooks<T extends Record<string, unknown>>(name: string) {
  const readPath = `setup/${name}/queryList`;
  const writePath = `setup/${name}/createOrUpdate`;
  const useRead = () =>
    useQuery({
      queryKey: queryKeyOf(readPath),
      queryFn: () => rpc<T>(readPath, {}, { isRead: true }),
    });
  const useWrite = () => {
    const queryClient = useQueryClient();
    return useMutation({
      mutationKey: queryKeyOf(writePath),
      mutationFn: (input: T) => rpc<T>(writePath, input),
      onSuccess: (_saved, input) => {
        // Show the saved values at once, then read back what the server kept.
        queryClient.setQueryData(queryKeyOf(readPath), input);
        return queryClient.invalidateQueries({ queryKey: queryKeyOf(readPath) });
      },
    });
  };
  return [useRead, useWrite] as const;
}

/** setup/displayBill: the bookkeeping subtotal row and totals footer. */
export const [useDisplayBill, useSaveDisplayBill] = setupHooks<TDisplayBill>('displayBill');
/** setup/displayPhone: phones on the appointment board. */
export const [useDisplayPhone, useSaveDisplayPhone] = setupHooks<TDisplayPhone>('displayPhone');
/** setup/alertMsg: SMS reminders. */
export const [useAlertMsg, useSaveAlertMsg] = setupHooks<TAlertMsg>('alertMsg');
/** setup/booking: app binding and booking limits. */
export const [useBookingSettings, useSaveBookingSettings] = setupHooks<TBookingSettings>('booking');

/** setup/uiStyle/createOrUpdate: the caller's own font size. */
export const useSaveUiStyle = () =>
  useMutation({
    mutationKey: queryKeyOf('setup/uiStyle/createOrUpdate'),
    mutationFn: (input: TUiStyle) => rpc<TUiStyle>('setup/uiStyle/createOrUpdate', input),
  });

// The logged-in user's passwords (SPEC §2.16, §5)

/** account/updatePass: the caller's login password; the form shows the field errors itself. */
export const useUpdatePass = () =>
  useMutation({
    mutationKey: queryKeyOf('account/updatePass'),
    mutationFn: (input: TUpdatePassInput) => rpc<unknown>('account/updatePass', input, { isErrorSilent: true }),
  });

/** account/updateInsidePass: the caller's internal password, proven by the old one or by the login password. */
export const useUpdateInsidePass = () =>
  useMutation({
    mutationKey: queryKeyOf('account/updateInsidePass'),
    mutationFn: (input: TUpdateInsidePassInput) =>
      rpc<unknown>('account/updateInsidePass', input, { isErrorSilent: true }),
  });
