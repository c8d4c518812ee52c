import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAppointment } from '../../../../contract/appointments';
import type { TBill } from '../../../../contract/bills';
import type { TCustomerMatch } from '../../../../contract/customers';
import { queryKeyOf, RpcError, rpcPage } from '../../lib/rpc.client';

/** The global search's reads (issue 22): the same list calls, and so the same rules, as the screens they open. */

const LIMIT = 5;
const CUSTOMERS = 'custom/queryCustomList';
const APPOINTMENTS = 'appoint/queryHisAppointList';
const BILLS = 'bill/queryHisOrderList';

const read = <T>(path: string, input: Record<string, unknown>) =>
  rpcPage<T>(path, input, { isRead: true, isErrorSilent: true });

/** Customers by name, phone or card number (the customer search and its key rules, ADR 021). */
export const useSearchCustomers = (key: string, isEnabled: boolean) => {
  const input = { curPage: 1, limit: LIMIT, key, userType: 0 };
  return useQuery({
    queryKey: queryKeyOf(CUSTOMERS, input),
    queryFn: () => read<TCustomerMatch>(CUSTOMERS, input),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/** Appointments by the customer's name or phone, newest first. */
export const useSearchAppointments = (key: string, isEnabled: boolean) => {
  const input = { curPage: 1, limit: LIMIT, key };
  return useQuery({
    queryKey: queryKeyOf(APPOINTMENTS, input),
    queryFn: () => read<TAppointment>(APPOINTMENTS, input),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/** Bills by number; behind the internal password, as the order history is. */
export const useSearchBills = (key: string, isEnabled: boolean) => {
  const input = { curPage: 1, limit: LIMIT, key };
  return useQuery({
    queryKey: queryKeyOf(BILLS, input),
    queryFn: () => read<TBill>(BILLS, input),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
};

/** The bill search was refused for want of the internal password. */
export const needsInsidePassword = (error: unknown) =>
  error instanceof RpcError && error.errorKey === 'INSIDE_PASSWORD_REQUIRED';
