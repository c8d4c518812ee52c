import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TShopReport, TStaffReport } from '../../../../contract/stats';
import { queryKeyOf, rpc } from '../../lib/rpc.client';
import { PERIOD_CALLS, periodInput, type TPeriodChoice } from './stats.periods';

/**
 * The static/* reports (SPEC §2.12, ADR 025): one hook for the per-staff calls and one for the shop's, the call picked
 * by the period (stats.periods.ts), with its key from the call path as every hook's.
 */
export const useStaffReport = (period: TPeriodChoice, shopAccountId?: number) => {
  const path = PERIOD_CALLS[period.kind].staff;
  const input = { ...periodInput(period), ...(shopAccountId === undefined ? {} : { shopAccountId }) };
  return useQuery({
    queryKey: queryKeyOf(path ?? 'static/none', input),
    queryFn: () => rpc<TStaffReport>(path!, input, { isRead: true }),
    enabled: path !== undefined,
    placeholderData: keepPreviousData,
  });
};

/** The shop's report of a period, asked only when SPEC has such a call and the caller may see shop totals. */
export const useShopReport = (period: TPeriodChoice, isAllowed: boolean) => {
  const path = PERIOD_CALLS[period.kind].shop;
  const input = periodInput(period);
  return useQuery({
    queryKey: queryKeyOf(path ?? 'static/none', input),
    queryFn: () => rpc<TShopReport>(path!, input, { isRead: true }),
    enabled: path !== undefined && isAllowed,
    placeholderData: keepPreviousData,
  });
};
