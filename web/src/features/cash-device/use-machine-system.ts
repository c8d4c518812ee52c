import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '../../lib/rpc.client';
import { cashDeviceClient, type TDeviceSystem } from './cash-device.client';
import { readMachine } from './management.driver';

/** The machine's own path of the read (POST /cash/querySystem), keyed by the machine's address. */
const SYSTEM = 'cash/querySystem';
const systemKey = (baseUrl: string) => queryKeyOf(SYSTEM, { baseUrl });

/**
 * The machine's counts, read from the workstation's browser. Read once on opening and on Refresh, never retried or
 * polled: each read logs in, and a login on the machine replaces the token of a payment another window may be running.
 */
export function useMachineSystem(baseUrl: string, operator: string) {
  return useQuery({
    queryKey: systemKey(baseUrl),
    queryFn: () => readMachine(cashDeviceClient(baseUrl), operator),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Puts the counts a refill answered in place of the last read, so the page shows them without reading again. */
export function useSetMachineSystem(baseUrl: string) {
  const queryClient = useQueryClient();
  return (system: TDeviceSystem) => queryClient.setQueryData(systemKey(baseUrl), system);
}
