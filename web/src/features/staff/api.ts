import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAppointment } from '../../../../contract/appointments';
import type { TUserMenu } from '../../../../contract/menus';
import type { TProduct, TProductType } from '../../../../contract/projects';
import type { TStaff } from '../../../../contract/staff';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

/** account/queryMemList: the management list (resigned included), in staff order (SPEC §7: limit 5000). */
export const STAFF_LIST_LIMIT = 5000;
/** product/queryProductList accepts at most 500 a page; the dialog pages through them all. */
const PROJECT_PAGE_LIMIT = 500;

export type TStaffForm = {
  name: string;
  phone: string;
  type: 1 | 2 | 3;
  accountType: 0 | 2;
  appointFlag: 0 | 1;
  financeFlag: 0 | 1;
  workFlag: 0 | 1;
};
export type TStaffFlag = 'workFlag' | 'appointFlag' | 'financeFlag';
export type TAccountProductsOutput = {
  allProducts: boolean;
  list: { accountId: number; productId: number; productName: string; productTypeId: number; hotFlag: number }[];
};

const STAFF_LIST = 'account/queryMemList';

/** account/queryMemList {curPage 1, limit 5000, key}: every staff member of the shop, in staff order. */
export const useStaffList = (key: string) => {
  const input = { curPage: 1, limit: STAFF_LIST_LIMIT, key };
  return useQuery({
    queryKey: queryKeyOf(STAFF_LIST, input),
    queryFn: () => rpcPage<TStaff>(STAFF_LIST, input, { isRead: true }),
    placeholderData: (previous) => previous,
  });
};

/** Every staff write changes the list (and the technician and billing lists read through the same path). */
function useStaffWrite<TInput extends Record<string, unknown>, TOutput = unknown>(
  path: string,
  options: { isErrorSilent?: boolean; isSuccessQuiet?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: (input: TInput) =>
      rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, isRead: options.isSuccessQuiet }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(STAFF_LIST) }),
  });
}

/** account/createMem: a new staff member (no login yet). Errors are shown by the form itself. */
export const useCreateStaff = () => useStaffWrite<TStaffForm>('account/createMem', { isErrorSilent: true });

/** account/updateMem with the version the form was loaded with; a stale one answers CONFLICT. */
export const useUpdateStaff = () =>
  useStaffWrite<TStaffForm & { id: number; version: number }>('account/updateMem', { isErrorSilent: true });

/** account/delMem {id}. */
export const useDeleteStaff = () => useStaffWrite<{ id: number }>('account/delMem');

/** account/depart {id}: the staff member resigns; their sessions end at once. */
export const useDepartStaff = () => useStaffWrite<{ id: number }>('account/depart');

/** How many of a resigning technician's coming appointments the confirmation lists. */
export const UPCOMING_SHOWN = 5;

/**
 * appoint/queryHisAppointList {shopAccountId, upcomingOnly}: a staff member's active appointments from the shop-local
 * now on, soonest first (the count and the first few), for the resignation warning (SPEC §4).
 */
export const useUpcomingAppointments = (accountId: number, isEnabled: boolean) => {
  const input = { shopAccountId: accountId, upcomingOnly: true, curPage: 1, limit: UPCOMING_SHOWN, key: '' };
  return useQuery({
    queryKey: queryKeyOf('appoint/queryHisAppointList', input),
    queryFn: () => rpcPage<TAppointment>('appoint/queryHisAppointList', input, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    staleTime: 0,
  });
};

/** account/reWork {id}: a resigned staff member is employed again. */
export const useReWorkStaff = () => useStaffWrite<{ id: number }>('account/reWork');

const FLAG_PATHS: Record<TStaffFlag, string> = {
  workFlag: 'account/updateWorkFlag',
  appointFlag: 'account/updateAppointFlag',
  financeFlag: 'account/updatefinanceFlag',
};

/** account/updateWorkFlag, updateAppointFlag, updatefinanceFlag: one switch, saved at once. */
export const useUpdateStaffFlag = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('account/updateFlag'),
    mutationFn: ({ id, flag, value }: { id: number; flag: TStaffFlag; value: 0 | 1 }) =>
      rpc(FLAG_PATHS[flag], { id, [flag]: value }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(STAFF_LIST) }),
  });
};

/** account/upSortOrder and downSortOrder {id}: SPEC §8 says sort updates toast only on failure. */
export const useMoveStaff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('account/moveSortOrder'),
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      rpc(direction === 'up' ? 'account/upSortOrder' : 'account/downSortOrder', { id }, { isRead: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(STAFF_LIST) }),
  });
};

/** account/setAccount: gives a staff member a login (or renames it and sets its password). */
export const useSetStaffAccount = () =>
  useStaffWrite<{ id: number; account: string; password: string; confirmPassword: string }>('account/setAccount', {
    isErrorSilent: true,
  });

/** account/resetPass: a new login password for a staff member. */
export const useResetStaffPassword = () =>
  useStaffWrite<{ id: number; newPassword: string; confirmPassword: string }>('account/resetPass', {
    isErrorSilent: true,
  });

/** account/updateInsidePass with the staff member's id: the owner sets their internal password. */
export const useResetStaffInsidePassword = () =>
  useStaffWrite<{ id: number; newPassword: string; confirmPassword: string }>('account/updateInsidePass', {
    isErrorSilent: true,
  });

const USER_MENUS = 'userMenu/getUserMenus';

/** userMenu/getUserMenus {accountId}: a staff member's menus (same cache shape as the shell's own menus). */
export const useStaffMenus = (accountId: number | null) =>
  useQuery({
    queryKey: queryKeyOf(USER_MENUS, { accountId: accountId ?? undefined }),
    queryFn: async () => {
      const data = await rpc<{ userMenus: TUserMenu[] }>(USER_MENUS, { accountId }, { isRead: true });
      return data.userMenus ?? [];
    },
    enabled: accountId !== null,
    staleTime: 0,
  });

/** userMenu/assignMenus {accountId, menuIds}: the first-level menus granted to a staff member. */
export const useAssignMenus = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('userMenu/assignMenus'),
    mutationFn: (input: { accountId: number; menuIds: number[] }) => rpc('userMenu/assignMenus', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(USER_MENUS) }),
  });
};

const ACCOUNT_PRODUCTS = 'accountProduct/queryAccountProduct';

/** accountProduct/queryAccountProduct {accountId}: the projects a staff member can be booked for. */
export const useAccountProducts = (accountId: number | null) =>
  useQuery({
    queryKey: queryKeyOf(ACCOUNT_PRODUCTS, { accountId: accountId ?? undefined }),
    queryFn: () => rpc<TAccountProductsOutput>(ACCOUNT_PRODUCTS, { accountId }, { isRead: true }),
    enabled: accountId !== null,
    staleTime: 0,
  });

/** accountProduct/addOrUpdate {accountId, products}: replaces the staff member's projects and hot flags. */
export const useSaveAccountProducts = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('accountProduct/addOrUpdate'),
    mutationFn: (input: { accountId: number; products: { productId: number; hotFlag: 0 | 1 }[] }) =>
      rpc('accountProduct/addOrUpdate', input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(ACCOUNT_PRODUCTS) });
      // Hot projects per technician are read through the per-account project list.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf('product/queryProductListByAccount') });
    },
  });
};

const PROJECT_TYPES_INPUT = { curPage: 1, limit: 5000, key: '' };

/** productType/queryProductTypeList {curPage 1, limit 5000}: the groups of the appointable-projects dialog. */
export const useProjectTypes = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('productType/queryProductTypeList', PROJECT_TYPES_INPUT),
    queryFn: () => rpcPage<TProductType>('productType/queryProductTypeList', PROJECT_TYPES_INPUT, { isRead: true }),
    enabled: isEnabled,
  });

const ALL_PROJECTS_INPUT = { key: '', limit: PROJECT_PAGE_LIMIT };

/** product/queryProductList, every page of 500: all the shop's projects. */
export const useAllProjects = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('product/queryProductList', ALL_PROJECTS_INPUT),
    queryFn: async () => {
      const list: TProduct[] = [];
      for (let curPage = 1; ; curPage += 1) {
        const page = await rpcPage<TProduct>(
          'product/queryProductList',
          { ...ALL_PROJECTS_INPUT, curPage },
          { isRead: true },
        );
        list.push(...page.list);
        if (page.list.length === 0 || list.length >= page.totalCount) return list;
      }
    },
    enabled: isEnabled,
  });
