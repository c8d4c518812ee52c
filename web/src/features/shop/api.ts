import { useMutation, useQuery } from '@tanstack/react-query';
import type { TLoginOutput } from '../../../../contract/auth';
import type { TShopInfo } from '../../../../contract/shop';
import { queryKeyOf, rpc } from '../../lib/rpc.client';
import type { TBranchShop } from '../../lib/session.store';

/** shop/query: the current shop, saved as shopDetail at startup (SPEC §7 'Startup after login'). */
export const useShopQuery = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('shop/query'),
    queryFn: () => rpc<TShopInfo>('shop/query', {}, { isRead: true }),
    enabled: isEnabled,
  });

const BRANCH_LIST_INPUT = { curPage: 1, limit: 100 };

/** shop/queryBranchShopList {curPage 1, limit 100}: called only while no cached list exists (SPEC §7). */
export const useBranchShopList = (isEnabled: boolean, token: string | null) =>
  useQuery({
    queryKey: queryKeyOf('shop/queryBranchShopList', BRANCH_LIST_INPUT),
    queryFn: () => rpc<TBranchShop[]>('shop/queryBranchShopList', BRANCH_LIST_INPUT, { isRead: true, token }),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** shop/switchBranchShop {id}, sent with the mainToken when one exists; failures show the generic error. */
export const useSwitchBranchShop = () =>
  useMutation({
    mutationKey: queryKeyOf('shop/switchBranchShop'),
    mutationFn: ({ id, token }: { id: number; token: string | null }) =>
      rpc<TLoginOutput>('shop/switchBranchShop', { id }, { isRead: true, isErrorSilent: true, token }),
  });
