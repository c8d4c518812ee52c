import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TGoods, ZCustomerServiceQueryOutput, ZVersionQueryNewVersionOutput } from '../../../../contract/system';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

export type TVersion = z.infer<typeof ZVersionQueryNewVersionOutput>;
export type TCustomerService = z.infer<typeof ZCustomerServiceQueryOutput>;

/** version/queryNewVersion {envFlag}, polled (SPEC §4 'App version'); a failed poll stays quiet and retries later. */
export const useNewVersion = (envFlag: 1 | 2, intervalMs: number) =>
  useQuery({
    queryKey: queryKeyOf('version/queryNewVersion', { envFlag }),
    queryFn: () => rpc<TVersion>('version/queryNewVersion', { envFlag }, { isRead: true, isErrorSilent: true }),
    refetchInterval: intervalMs,
    refetchIntervalInBackground: true,
    retry: false,
  });

export const useCustomerService = () =>
  useQuery({
    queryKey: queryKeyOf('customerService/query'),
    queryFn: () => rpc<TCustomerService>('customerService/query', {}, { isRead: true }),
    staleTime: 10 * 60 * 1000,
  });

/** goods/queryList: the renewal plans with current and lowest prices in CNY cents. */
export const useGoodsList = () =>
  useQuery({
    queryKey: queryKeyOf('goods/queryList'),
    queryFn: () => rpc<TGoods[]>('goods/queryList', {}, { isRead: true }),
    staleTime: 10 * 60 * 1000,
  });
