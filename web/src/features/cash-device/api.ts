import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TBill } from '../../../../contract/bills';
import type { TCashQuerySessionListOutput, TCashRefill, TCashSession } from '../../../../contract/cash-device';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

const OPEN_SESSION = 'cashDevice/queryOpenSession';
const SESSION_LIST = 'cashDevice/querySessionList';

/** The reads a device session's outcome can change: the open session, the record, and the bill's own screens. */
const DEVICE_READS = [OPEN_SESSION, SESSION_LIST, 'bill/queryBillList', 'bill/queryHisOrderList'] as const;

export type { TCashQuerySessionListOutput, TCashRefill, TCashSession };
export type TRecordedOutcome = { session: TCashSession; bill: TBill };

/** cashDevice/queryOpenSession: the session a closed browser left open (the till finishes it on its next load). */
export function useOpenCashSession(isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(OPEN_SESSION, {}),
    queryFn: () => rpc<{ session: TCashSession | null }>(OPEN_SESSION, {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
  });
}

/** cashDevice/querySessionList: the sessions and refills of a range of days, with the reconciliation totals. */
export function useCashSessionList(range: { startDay: string; endDay: string }, isEnabled = true) {
  return useQuery({
    queryKey: queryKeyOf(SESSION_LIST, range),
    queryFn: () => rpc<TCashQuerySessionListOutput>(SESSION_LIST, range, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
  });
}

/** A write of the device's record: quiet (the window shows its own texts); the reads it changes are refreshed. */
function useDeviceWrite<TInput extends object, TOutput>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: (input: TInput & { nonce?: string }) => {
      const { nonce, ...body } = input;
      return rpc<TOutput>(path, body as Record<string, unknown>, { isErrorSilent: true, isRead: true, nonce });
    },
    onSettled: () => {
      for (const read of DEVICE_READS) void queryClient.invalidateQueries({ queryKey: queryKeyOf(read) });
    },
  });
}

/** cashDevice/startSession {billId}: the server records the session before the machine is asked for money. */
export const useStartCashSession = () => useDeviceWrite<{ billId: number }, TCashSession>('cashDevice/startSession');

/** cashDevice/recordEvent: the outcome the machine reported; 'paid' pays the order. */
export const useRecordCashOutcome = () =>
  useDeviceWrite<
    {
      sessionId: string;
      outcome: NonNullable<TCashSession['outcome']>;
      inserted: number;
      change?: number;
      refund?: number;
      error?: string;
    },
    TRecordedOutcome
  >('cashDevice/recordEvent');

/** cashDevice/recordRefill: a refill the machine confirmed. */
export const useRecordRefill = () =>
  useDeviceWrite<{ pieces: { value: number; count: number }[]; refillAmount: number }, TCashRefill>(
    'cashDevice/recordRefill',
  );
