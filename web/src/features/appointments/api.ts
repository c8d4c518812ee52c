import {
  keepPreviousData,
  type QueryFunctionContext,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TAppointment,
  ZAppointByMonthOutput,
  ZAppointChangeDurationInput,
  ZAppointChangeDutyInput,
  ZAppointCreateInput,
  ZAppointCreateOutput,
  ZAppointEditDragInput,
  ZAppointEditInput,
  ZAppointEntry,
  ZAppointLogRow,
  ZAppointSmsOutput,
} from '../../../../contract/appointments';
import {
  expandBoard,
  isNotModified,
  type TBoardAnswer,
  type TBoardAppointment,
  type TDayBoard,
  type TDayBoardWire,
  type ZAppointTechnicianColumn,
} from '../../../../contract/appointments-board';
import type { TCustomer, TCustomerMatch } from '../../../../contract/customers';
import type { TProduct } from '../../../../contract/projects';
import { isSearchKeyLongEnough } from '../../../../contract/search-keys';
import type { TStaff } from '../../../../contract/staff';
import { APPOINTMENT_READS } from '../../lib/live-events';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';
import { technicianProjectsRead } from '../../lib/startup.reads';

const POINT_LIST = 'appoint/queryPointList';
const BY_MONTH = 'appoint/shopAccountAppointsByMonth';
const HISTORY = 'appoint/queryHisAppointList';
const LOGS = 'appointLog/queryAppointLogs';
const SMS = 'appointSms/queryAppointSms';
const CUSTOMER_LIST = 'custom/queryCustomList';
const STAFF_LIST = 'account/queryMemList';

export type TTechnicianColumn = z.infer<typeof ZAppointTechnicianColumn>;
export type { TAppointment, TBoardAppointment, TDayBoard };
export type TAppointEntry = z.infer<typeof ZAppointEntry>;
export type TCreateInput = z.input<typeof ZAppointCreateInput>;
export type TCreateOutput = z.infer<typeof ZAppointCreateOutput>;
export type TEditInput = z.input<typeof ZAppointEditInput>;
export type TDragInput = z.input<typeof ZAppointEditDragInput>;
export type TMonthCounts = z.infer<typeof ZAppointByMonthOutput>;
export type TAppointLog = z.infer<typeof ZAppointLogRow>;
export type TAppointSmsList = z.infer<typeof ZAppointSmsOutput>;
export type TAppointSms = TAppointSmsList['list'][number];
export type THistoryInput = { curPage: number; limit: number; key: string; fromDay?: string; toDay?: string };
export type TDurationInput = z.input<typeof ZAppointChangeDurationInput>;
export type TDutyInput = z.input<typeof ZAppointChangeDutyInput>;

/**
 * The day board of one date (ADR 022). A refetch sends the version of the board it holds: while nothing the board
 * draws changed, the server answers 'not modified' and the board kept is answered again, the same object, so nothing
 * redraws. A failure is shown on the board ('Failed to load technician list' with a retry), so it is not toasted.
 */
export const dayBoardQuery = (appointDay: string) => ({
  queryKey: queryKeyOf(POINT_LIST, { appointDay }),
  queryFn: async ({ client, queryKey }: QueryFunctionContext): Promise<TDayBoard> => {
    const held = client.getQueryData<TDayBoard>(queryKey);
    const input = held ? { appointDay, ifVersion: held.boardVersion } : { appointDay };
    const answer = await rpc<TBoardAnswer>(POINT_LIST, input, { isRead: true, isErrorSilent: true });
    if (!isNotModified(answer)) return expandBoard(answer);
    if (held) return held;
    // The kept board went away while the answer travelled: ask again, without a version, for the whole board.
    return expandBoard(await rpc<TDayBoardWire>(POINT_LIST, { appointDay }, { isRead: true, isErrorSilent: true }));
  },
});

/** appoint/queryPointList {appointDay}: technicians, slots, unavailable periods and the day's appointments. */
export const useDayBoard = (appointDay: string) =>
  useQuery({ ...dayBoardQuery(appointDay), placeholderData: keepPreviousData });

/** The week view: the seven day boards of a week (each cached under the same key the day board uses). */
export const useWeekBoards = (days: string[]) => useQueries({ queries: days.map(dayBoardQuery) });

/** appoint/shopAccountAppointsByMonth {month}: the month's active appointments per day. */
export const useMonthCounts = (month: string) => {
  const input = { month };
  return useQuery({
    queryKey: queryKeyOf(BY_MONTH, input),
    queryFn: () => rpc<TMonthCounts>(BY_MONTH, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** appoint/queryHisAppointList: one page of the history, newest first, by name or phone and day range. */
export const useAppointmentHistory = (input: THistoryInput) =>
  useQuery({
    queryKey: queryKeyOf(HISTORY, input),
    queryFn: () => rpcPage<TAppointment>(HISTORY, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });

/** appointLog/queryAppointLogs: one appointment's log, or the shop's without an id; newest first. */
export const useAppointLogs = (input: { appointId?: number; curPage: number; limit: number }) =>
  useQuery({
    queryKey: queryKeyOf(LOGS, input),
    queryFn: () => rpcPage<TAppointLog>(LOGS, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });

/** appointSms/queryAppointSms {appointId}: the messages about an appointment. */
export const useAppointSms = (appointId: number) => {
  const input = { appointId };
  return useQuery({
    queryKey: queryKeyOf(SMS, input),
    queryFn: () => rpc<TAppointSmsList>(SMS, input, { isRead: true }),
  });
};

/** Every staff member of the shop, resigned ones included (the same read as the staff screen). */
const ALL_STAFF_INPUT = { curPage: 1, limit: 5000, key: '' };

/** account/queryMemList: technician names by id, so a log's technician change reads as names. */
export const useStaffNames = () => {
  const query = useQuery({
    queryKey: queryKeyOf(STAFF_LIST, ALL_STAFF_INPUT),
    queryFn: () => rpcPage<TStaff>(STAFF_LIST, ALL_STAFF_INPUT, { isRead: true, isErrorSilent: true }),
    staleTime: 60_000,
  });
  return new Map((query.data?.list ?? []).map((staff) => [staff.id, staff.name]));
};

/** product/queryProductListByAccount: a technician's appointable projects, hot ones first (shared with startup). */
export function useTechnicianProjects(accountId: number | undefined) {
  const read = technicianProjectsRead(accountId ?? 0, false);
  return useQuery({
    queryKey: queryKeyOf(read.path, read.input),
    queryFn: () => rpcPage<TProduct>(read.path, read.input, { isRead: true }),
    enabled: accountId !== undefined && accountId > 0,
    staleTime: 60_000,
  });
}

/**
 * A customer as the booking form's search answers it: the full row for the customers and checkout menus, else the
 * match, with a masked phone and no blacklist status (ADR 021).
 */
export type TCustomerLookup = TCustomerMatch & Partial<Pick<TCustomer, 'status'>>;

/**
 * custom/queryCustomList {key}: the customer book's matches for the create dialog's autocomplete, asked only for a
 * key the server searches with (2 characters of a name, 4 digits of a number).
 */
export const useCustomerLookup = (key: string) => {
  const input = { curPage: 1, limit: 8, key, userType: 0 };
  return useQuery({
    queryKey: queryKeyOf(CUSTOMER_LIST, input),
    queryFn: () => rpcPage<TCustomerLookup>(CUSTOMER_LIST, input, { isRead: true, isErrorSilent: true }),
    enabled: key.trim() !== '' && isSearchKeyLongEnough(key),
    placeholderData: keepPreviousData,
  });
};

type TWithNonce<T> = T & { nonce?: string };

/**
 * An appointment write. Errors are not toasted by the client: the board decides (a taken slot or hours outside the
 * technician's offer a choice, a stale version reloads). Every appointment read is refreshed afterwards, won or lost.
 */
function useAppointmentWrite<TInput extends object, TOutput = TAppointment>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: ({ nonce, ...input }: TWithNonce<TInput>) =>
      rpc<TOutput>(path, input as Record<string, unknown>, { isErrorSilent: true, nonce }),
    onSettled: () =>
      Promise.all(APPOINTMENT_READS.map((read) => queryClient.invalidateQueries({ queryKey: queryKeyOf(read) }))),
  });
}

export const useCreateAppointments = () => useAppointmentWrite<TCreateInput, TCreateOutput>('appoint/create');
export const useEditAppointment = () => useAppointmentWrite<TEditInput>('appoint/edit');
export const useDragAppointment = () => useAppointmentWrite<TDragInput>('appoint/editDragByH5');
export const useChangeDuration = () => useAppointmentWrite<TDurationInput>('appoint/changeDuration');
export const useChangeDuty = () => useAppointmentWrite<TDutyInput>('appoint/changeDuty');
export const useMarkLost = () => useAppointmentWrite<{ id: number; version: number }>('appoint/lostPromise');
export const useDeleteAppointment = () =>
  useAppointmentWrite<{ id: number; version: number; reason: string }, null>('appoint/delete');
/** appoint/restore {id}: the Undo of a delete (ADR 030). */
export const useRestoreAppointment = () => useAppointmentWrite<{ id: number }, TAppointment>('appoint/restore');
export const useSetArrived = () => useAppointmentWrite<{ id: number; arrivedFlag: 0 | 1 }>('appoint/arrive');

/** customBlank/create {customerId, remark}: blacklist the appointment's customer. */
export function useBlacklistCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf('customBlank/create'),
    mutationFn: ({ nonce, ...input }: TWithNonce<{ customerId: number; remark: string }>) =>
      rpc<unknown>('customBlank/create', input, { nonce }),
    onSettled: () =>
      Promise.all(
        ['customBlank/queryCustomBlankList', CUSTOMER_LIST, 'custom/queryById'].map((read) =>
          queryClient.invalidateQueries({ queryKey: queryKeyOf(read) }),
        ),
      ),
  });
}
