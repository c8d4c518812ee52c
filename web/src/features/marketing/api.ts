import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PAY_TYPES, TPrepayCard, TRechargeRule } from '../../../../contract/prepay';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

/** SPEC §9: types and configs are read 100 at a time; the rules list pages by 100. */
export const RULE_PAGE_SIZE = 100;
export const GIFT_CARD_PAGE_SIZE = 10;

const RULE_LIST = 'prepayCardRechargeRule/queryList';
const RULE_BY_ID = 'prepayCardRechargeRule/queryById';
const CARD_LIST = 'prepayCard/queryList';
const CARD_BY_NO = 'prepayCard/queryByCardNo';

export type TRechargeRuleForm = { ruleName: string; rechargeAmount: number; giftAmount: number; remark: string };
export type TPayType = (typeof PAY_TYPES)[number];
export type TGiftRechargeForm = { cardNo?: string; phone: string; rechargeAmount: number; payType: TPayType };
export type TGiftCardForm = { id: number; phone: string; remark: string; version: number };
export type TGiftCardListInput = { curPage: number; limit: number; key: string };

/** Every write carries the nonce of its form submission, so a retry of the same values is not written twice. */
type TWrite<TInput> = TInput & { nonce?: string };
type TWriteOptions = { isErrorSilent?: boolean; isSuccessQuiet?: boolean };

/** A marketing write: it refreshes the lists read through `invalidates` (query keys are call paths). */
export function useMarketingWrite<TInput extends Record<string, unknown>, TOutput = unknown>(
  path: string,
  invalidates: readonly string[],
  options: TWriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: (input: TWrite<TInput>) =>
      rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, isRead: options.isSuccessQuiet }),
    onSettled: () =>
      Promise.all(invalidates.map((listPath) => queryClient.invalidateQueries({ queryKey: queryKeyOf(listPath) }))),
  });
}

/** prepayCardRechargeRule/queryList {curPage, limit}: the member recharge rules, cheapest first. */
export const useRechargeRuleList = (curPage: number) => {
  const input = { curPage, limit: RULE_PAGE_SIZE, key: '' };
  return useQuery({
    queryKey: queryKeyOf(RULE_LIST, input),
    queryFn: () => rpcPage<TRechargeRule>(RULE_LIST, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** prepayCardRechargeRule/queryById {id}: one rule as stored now (the form reloads it after a CONFLICT). */
export const fetchRechargeRule = (id: number) => rpc<TRechargeRule>(RULE_BY_ID, { id }, { isRead: true });

/** prepayCardRechargeRule/create. Errors are shown by the form itself. */
export const useCreateRechargeRule = () =>
  useMarketingWrite<TRechargeRuleForm, TRechargeRule>('prepayCardRechargeRule/create', [RULE_LIST], {
    isErrorSilent: true,
  });

/** prepayCardRechargeRule/update with the version the form was opened with; a stale one answers CONFLICT. */
export const useUpdateRechargeRule = () =>
  useMarketingWrite<TRechargeRuleForm & { id: number; version: number }, TRechargeRule>(
    'prepayCardRechargeRule/update',
    [RULE_LIST, RULE_BY_ID],
    { isErrorSilent: true },
  );

/** prepayCardRechargeRule/del {id}: toasts 'Operation successful' or the server's text. */
export const useDeleteRechargeRule = () =>
  useMarketingWrite<{ id: number }>('prepayCardRechargeRule/del', [RULE_LIST, RULE_BY_ID]);

/** prepayCard/queryList {kind 'gift', curPage, limit, key}: open gift cards, newest first. */
export const useGiftCardList = (input: TGiftCardListInput) => {
  const body = { ...input, kind: 'gift' as const };
  return useQuery({
    queryKey: queryKeyOf(CARD_LIST, body),
    queryFn: () => rpcPage<TPrepayCard>(CARD_LIST, body, { isRead: true }),
    placeholderData: keepPreviousData,
  });
};

/** prepayCard/queryByCardNo {cardNo}: an open card, or null when none has this number (the recharge makes one). */
export const fetchCardByNo = (cardNo: string) =>
  rpc<TPrepayCard>(CARD_BY_NO, { cardNo }, { isRead: true, isErrorSilent: true }).catch(() => null);

/** prepayCard/giftRecharge: credits a gift card, creating it when the number is new or absent. */
export const useGiftRecharge = () =>
  useMarketingWrite<TGiftRechargeForm, { billOrderNo: string; card: TPrepayCard }>(
    'prepayCard/giftRecharge',
    [CARD_LIST, CARD_BY_NO],
    { isErrorSilent: true, isSuccessQuiet: true },
  );

/** prepayCard/update {id, phone, remark, version}: SPEC §8 gift card update success/failure texts are the caller's. */
export const useUpdateGiftCard = () =>
  useMarketingWrite<TGiftCardForm, TPrepayCard>('prepayCard/update', [CARD_LIST, CARD_BY_NO], {
    isErrorSilent: true,
    isSuccessQuiet: true,
  });

/** prepayCard/delete {id}: refused while the balance is not 0; the caller toasts SPEC §8's texts. */
export const useDeleteGiftCard = () =>
  useMarketingWrite<{ id: number }>('prepayCard/delete', [CARD_LIST, CARD_BY_NO], {
    isErrorSilent: true,
    isSuccessQuiet: true,
  });
