import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  ORDER_KINDS,
  TPaymentOrder,
  TSmsPack,
  ZPaymentQueryProviderOutput,
  ZToPayOutput,
} from '../../../../contract/payments';
import type { GOODS_TYPES } from '../../../../contract/shop';
import type { TGoods } from '../../../../contract/system';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

type TGoodsType = (typeof GOODS_TYPES)[number];
export type TOrderKind = (typeof ORDER_KINDS)[number];
export type TToPayOutput = z.infer<typeof ZToPayOutput>;
export type TPaymentProviderInfo = z.infer<typeof ZPaymentQueryProviderOutput>;
/** What the pay dialog buys: a plan or an SMS pack (the server prices it). */
export type TPurchase = { kind: 'plan'; goodsType: Exclude<TGoodsType, 'free'> } | { kind: 'sms'; smsPackId: number };

const GOODS_LIST = 'goods/queryList';
const SMS_PACK_LIST = 'goods/querySmsPackList';
const PROVIDER = 'payment/queryProvider';
const ORDER_LIST = 'orders/queryOrderList';
const ORDER = 'orders/queryOrder';
/** The frame layout writes shop/query into the session store: the header tag, drawer and free-plan blocks follow it. */
const SHOP = 'shop/query';

/** The QR dialog asks about its order every 2 s while it is open. */
export const ORDER_POLL_MS = 2000;
export const ORDER_PAGE_SIZE = 10;

/** goods/queryList: the plans with their current and lowest prices in CNY cents (public). */
export const useGoodsList = () =>
  useQuery({
    queryKey: queryKeyOf(GOODS_LIST),
    queryFn: () => rpc<TGoods[]>(GOODS_LIST, {}, { isRead: true }),
    staleTime: 10 * 60 * 1000,
  });

/** goods/querySmsPackList: the SMS packs for sale (public). */
export const useSmsPackList = () =>
  useQuery({
    queryKey: queryKeyOf(SMS_PACK_LIST),
    queryFn: () => rpc<TSmsPack[]>(SMS_PACK_LIST, {}, { isRead: true }),
    staleTime: 10 * 60 * 1000,
  });

/** payment/queryProvider: the provider whose `<provider>/toPay` takes the orders (SPEC §7). */
export const usePaymentProvider = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(PROVIDER),
    queryFn: () => rpc<TPaymentProviderInfo>(PROVIDER, {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * `<provider>/toPay`: creates the order and answers its QR content. The caller shows the error itself; the nonce
 * is the one of the dialog's submission, so a retry after a lost answer does not create a second order.
 */
export const useToPay = () =>
  useMutation({
    mutationFn: ({ provider, purchase, nonce }: { provider: string; purchase: TPurchase; nonce: string }) =>
      rpc<TToPayOutput>(`${provider}/toPay`, { ...purchase, nonce }, { isRead: true, isErrorSilent: true }),
  });

/** Refreshes what a settled purchase changed: the shop (plan, expiry, SMS count) and the purchase records. */
export const useRefreshAfterPurchase = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeyOf(SHOP) }),
      queryClient.invalidateQueries({ queryKey: queryKeyOf(ORDER_LIST) }),
    ]);
};

/**
 * `<provider>/toPay` for the free plan: the server applies it at once, without the provider (ADR 017); an already
 * free shop gets ALREADY_FREE_PLAN, which the rpc client shows.
 */
export const useSwitchToFree = () => {
  const refresh = useRefreshAfterPurchase();
  return useMutation({
    mutationFn: ({ provider, nonce }: { provider: string; nonce: string }) =>
      rpc<TToPayOutput>(`${provider}/toPay`, { kind: 'plan', goodsType: 'free', nonce }),
    onSuccess: () => refresh(),
  });
};

/**
 * orders/queryOrder {orderNo}, polled every 2 s until the order is paid. The server asks the provider about an
 * unpaid order and may settle it, so each poll is its own request with its own nonce.
 */
export const useOrderPolling = (orderNo: string | null, isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(ORDER, { orderNo: orderNo ?? '' }),
    queryFn: () => rpc<TPaymentOrder>(ORDER, { orderNo }, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled && orderNo !== null,
    refetchInterval: (query) => (query.state.data?.status === 'paid' ? false : ORDER_POLL_MS),
    // The pay page may be open in another tab: this one keeps asking while it is hidden.
    refetchIntervalInBackground: true,
    retry: false,
    gcTime: 0,
  });

/** orders/queryOrderList {curPage, limit, kind?}: the shop's paid purchases, newest first. */
export const useOrderList = (curPage: number, kind: TOrderKind | undefined, isEnabled: boolean) => {
  const input = { curPage, limit: ORDER_PAGE_SIZE, ...(kind ? { kind } : {}) };
  return useQuery({
    queryKey: queryKeyOf(ORDER_LIST, input),
    queryFn: () => rpcPage<TPaymentOrder>(ORDER_LIST, input, { isRead: true }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
};
