import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  TInviterRule,
  ZInvitationRecord,
  ZInvitationWithdrawInput,
  ZWithdrawal,
} from '../../../../contract/invitations';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

export type TInvitationRecord = z.infer<typeof ZInvitationRecord>;
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export type TWithdrawInput = z.infer<typeof ZInvitationWithdrawInput>;

const RULE = 'invitation/queryInviterRule';
const RECORDS = 'invitation/queryInvitationRecords';
const WITHDRAW_LIST = 'invitation/queryWithdrawList';
export const LIST_PAGE_SIZE = 10;

/**
 * invitation/queryInviterRule: the rules, this shop's code (a paid shop's only) and its rebate amounts. Only the
 * owner may read them: the page shows PERMISSION_DENIED as a notice of its own, so the error stays quiet here.
 */
export const useInviterRule = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(RULE),
    queryFn: () => rpc<TInviterRule>(RULE, {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    retry: false,
  });

/** invitation/queryInvitationRecords {curPage, limit}: the shops invited with this shop's code, newest first. */
export const useInvitationRecords = (curPage: number, isEnabled: boolean) => {
  const input = { curPage, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(RECORDS, input),
    queryFn: () => rpcPage<TInvitationRecord>(RECORDS, input, { isRead: true }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/** invitation/queryWithdrawList {curPage, limit}: the withdrawals, newest first. */
export const useWithdrawList = (curPage: number, isEnabled: boolean) => {
  const input = { curPage, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(WITHDRAW_LIST, input),
    queryFn: () => rpcPage<TWithdrawal>(WITHDRAW_LIST, input, { isRead: true }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};

/**
 * invitation/claim {id?}: one reward, or every unclaimed one without an id, into the rebate balance. It toasts
 * 'Operation successful' or the server's text (REWARD_ALREADY_CLAIMED, NOTHING_TO_CLAIM).
 */
export const useClaimReward = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, nonce }: { id?: number; nonce: string }) =>
      rpc<TInviterRule>('invitation/claim', id === undefined ? { nonce } : { id, nonce }),
    onSuccess: (rule) => queryClient.setQueryData(queryKeyOf(RULE), rule),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(RULE) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(RECORDS) }),
      ]),
  });
};

/** invitation/withdraw {amount, payeeName, payeeAccount}: the dialog shows a refusal with the server's text. */
export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ nonce, ...input }: TWithdrawInput & { nonce: string }) =>
      rpc<TWithdrawal>('invitation/withdraw', { ...input, nonce }, { isErrorSilent: true }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(RULE) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(WITHDRAW_LIST) }),
      ]),
  });
};
