import { useQueries, useQuery } from '@tanstack/react-query';
import type { TStaff } from '../../../../contract/staff';
import type { TAppointDay, TAppointSeries, TProductOrders, TTakingsToday } from '../../../../contract/stats';
import { freePeriodsOf, toHhmm } from '../../../../contract/time-slots';
import type { TAccountNotWorkTime } from '../../../../contract/work-time';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

const APPOINT_DAY = 'controlPad/staticShopAppointByDay';
const APPOINT_RANGE = 'controlPad/shopAppointsByDateRange';
const APPOINT_MONTH = 'controlPad/shopAppointsByMonth';
const APPOINT_YEAR = 'controlPad/shopAppointsByYear';
const PRODUCT_ORDERS = 'controlPad/shopProductOrderByMonth';
const TAKINGS = 'controlPad/shopTakingsToday';
const SHOP_IS_WORKING = 'shopWork/h5QueryShopIsWorking';
const NOT_WORK_TIME = 'accountWork/queryAccountNotWorkTime';
const STAFF_LIST = 'account/queryMemList';
/** The bookable staff, as the board lists them (SPEC §7: limit 5000). */
const BOOKABLE = { appointFlag: 0, curPage: 1, limit: 5000 };

const read = <T>(path: string, input: Record<string, unknown>) => ({
  queryKey: queryKeyOf(path, input),
  queryFn: () => rpc<T>(path, input, { isRead: true }),
});

/** controlPad/staticShopAppointByDay: a day's appointments at a glance. */
export const useAppointDay = (day: string) => useQuery(read<TAppointDay>(APPOINT_DAY, { day }));

/** controlPad/shopAppointsByDateRange: appointments by day over dates (this week against last week). */
export const useAppointRange = (startDay: string, endDay: string) =>
  useQuery(read<TAppointSeries>(APPOINT_RANGE, { startDay, endDay }));

/** controlPad/shopAppointsByMonth: a month's appointments by day. */
export const useAppointMonth = (month: string) => useQuery(read<TAppointSeries>(APPOINT_MONTH, { month }));

/** controlPad/shopAppointsByYear for several years: each year's appointments by month. */
export const useAppointYears = (years: number[]) =>
  useQueries({ queries: years.map((year) => read<TAppointSeries>(APPOINT_YEAR, { year })) });

/** controlPad/shopProductOrderByMonth: the projects booked in a month, the most booked first. */
export const useProductOrders = (month: string) => useQuery(read<TProductOrders>(PRODUCT_ORDERS, { month }));

/**
 * controlPad/shopTakingsToday, asked only when the caller may see it; a refusal hides the tile and never opens the
 * internal-password dialog (ADR 025), so errors stay silent and are not retried.
 */
export const useTakingsToday = (isAsked: boolean) =>
  useQuery({
    queryKey: queryKeyOf(TAKINGS, {}),
    queryFn: () => rpc<TTakingsToday>(TAKINGS, {}, { isRead: true, isErrorSilent: true }),
    enabled: isAsked,
    retry: false,
  });

type TShopIsWorking = { isWorking: boolean; reason: '' | 'holiday' | 'closed'; open: string; close: string };

/** shopWork/h5QueryShopIsWorking: whether the shop is open now. */
export const useShopIsWorking = () => useQuery(read<TShopIsWorking>(SHOP_IS_WORKING, {}));

/**
 * Who works today: the bookable staff, in their order, each with the parts of the day they can be booked
 * (accountWork/queryAccountNotWorkTime: their hours, days off, the shop's holidays, their holidays and leave, and being
 * off duty taken out, as on the board); someone with none is not listed.
 */
export function useWorkingToday(today: string) {
  const staff = useQuery({
    queryKey: queryKeyOf(STAFF_LIST, BOOKABLE),
    queryFn: () => rpcPage<TStaff>(STAFF_LIST, BOOKABLE, { isRead: true }),
    select: (page) => page.list,
  });
  const notWork = useQuery(read<{ list: TAccountNotWorkTime[] }>(NOT_WORK_TIME, { date: today }));
  const unavailable = new Map((notWork.data?.list ?? []).map((row) => [row.accountId, row.periods]));
  const list = (staff.data ?? []).flatMap((member) => {
    const periods = unavailable.get(member.id);
    const free = periods ? freePeriodsOf(periods) : [];
    if (free.length === 0) return [];
    return [{ id: member.id, name: member.name, hours: free.map(([start, end]) => `${toHhmm(start)}–${toHhmm(end)}`) }];
  });
  return { isLoading: staff.isLoading || notWork.isLoading, isError: staff.isError || notWork.isError, list };
}
