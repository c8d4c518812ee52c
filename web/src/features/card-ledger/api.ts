import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPrepayLedgerRow } from '../../../../contract/prepay';
import { genericErrorText } from '../../lib/error-text';
import { notify } from '../../lib/notify.bridge';
import { queryKeyOf, RpcError, rpcPage } from '../../lib/rpc.client';

const LEDGER_LIST = 'prepayCardDet/queryList';

/** SPEC §7: the first load sends {curPage, limit, key ''}; a search sends {curPage, limit, cardNo, customPhone}. */
export type TLedgerListInput =
  | { curPage: number; limit: number; key: '' }
  | { curPage: number; limit: number; cardNo: string; customPhone: string };

/**
 * prepayCardDet/queryList: one page of card transactions, newest first. SPEC §8: a load failure shows the generic
 * error toast (whatever the server said), once: no retry.
 */
export const useLedgerList = (input: TLedgerListInput) =>
  useQuery({
    queryKey: queryKeyOf(LEDGER_LIST, input),
    queryFn: async () => {
      try {
        return await rpcPage<TPrepayLedgerRow>(LEDGER_LIST, input, { isRead: true, isErrorSilent: true });
      } catch (error) {
        // A 401 has already sent the user to the login page with its own text.
        if (!(error instanceof RpcError && error.code === 401)) notify.error(genericErrorText());
        throw error;
      }
    },
    placeholderData: keepPreviousData,
    retry: false,
  });

/** Reloads whatever ledger page is shown (the Search and Reset buttons reload even when the filters are unchanged). */
export const useReloadLedger = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeyOf(LEDGER_LIST) });
};
