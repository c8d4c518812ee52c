import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TLoginOutput } from '../../../../contract/auth';
import type { TBackupQueryListOutput, ZBackupCreateDownloadOutput } from '../../../../contract/backups';
import type {
  TShopInfo,
  ZShopSaveBranchShopInput,
  ZShopType,
  ZShopUpdateBranchShopInput,
  ZShopUpdateInput,
} from '../../../../contract/shop';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';
import { type TBranchShop, useSession } from '../../lib/session.store';

const SHOP_QUERY = 'shop/query';
const BRANCH_LIST = 'shop/queryBranchShopList';

/** shop/query: the current shop, saved as shopDetail at startup (SPEC §7 'Startup after login'). */
export const useShopQuery = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(SHOP_QUERY),
    queryFn: () => rpc<TShopInfo>(SHOP_QUERY, {}, { isRead: true }),
    enabled: isEnabled,
  });

const BRANCH_LIST_INPUT = { curPage: 1, limit: 100 };

/** shop/queryBranchShopList {curPage 1, limit 100}: called only while no cached list exists (SPEC §7). */
export const useBranchShopList = (isEnabled: boolean, token: string | null) =>
  useQuery({
    queryKey: queryKeyOf(BRANCH_LIST, BRANCH_LIST_INPUT),
    queryFn: () => rpc<TBranchShop[]>(BRANCH_LIST, BRANCH_LIST_INPUT, { isRead: true, token }),
    enabled: isEnabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The chain's shops for branch management: the same call and cache entry as the header's list, but read fresh each
 * time the page opens (another device may have added a branch since the header cached it).
 */
export const useChainShopList = (token: string | null) =>
  useQuery({
    queryKey: queryKeyOf(BRANCH_LIST, BRANCH_LIST_INPUT),
    queryFn: () => rpc<TBranchShop[]>(BRANCH_LIST, BRANCH_LIST_INPUT, { isRead: true, token }),
    refetchOnMount: 'always',
    retry: false,
  });

/** shop/switchBranchShop {id}, sent with the mainToken when one exists; failures show the generic error. */
export const useSwitchBranchShop = () =>
  useMutation({
    mutationKey: queryKeyOf('shop/switchBranchShop'),
    mutationFn: ({ id, token }: { id: number; token: string | null }) =>
      rpc<TLoginOutput>('shop/switchBranchShop', { id }, { isRead: true, isErrorSilent: true, token }),
  });

export type TShopType = z.infer<typeof ZShopType>;
const SHOP_TYPE_INPUT = { curPage: 1, limit: 100, key: '' };

/** shopType/queryList {curPage 1, limit 100} (SPEC §7, §9): the shop page's disabled type select. */
export const useShopTypes = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf('shopType/queryList', SHOP_TYPE_INPUT),
    queryFn: () => rpcPage<TShopType>('shopType/queryList', SHOP_TYPE_INPUT, { isRead: true }),
    enabled: isEnabled,
    staleTime: 10 * 60_000,
  });

export type TShopUpdateInput = z.input<typeof ZShopUpdateInput>;

/**
 * shop/update with the whole shop object and its version (SPEC §7). The answer is the saved shop: it becomes the
 * session's shop at once (header label, expiry tag), and the chain list's entry for it follows.
 */
export const useUpdateShop = () => {
  const queryClient = useQueryClient();
  const setShopDetail = useSession((state) => state.setShopDetail);
  return useMutation({
    mutationKey: queryKeyOf('shop/update'),
    mutationFn: ({ nonce, ...input }: TShopUpdateInput & { nonce?: string }) =>
      rpc<TShopInfo>('shop/update', input, { isErrorSilent: true, nonce }),
    onSuccess: (shop) => {
      queryClient.setQueryData(queryKeyOf(SHOP_QUERY), shop);
      setShopDetail(shop);
      const { branchShops, setBranchShops } = useSession.getState();
      if (branchShops?.some((branch) => branch.id === shop.id)) {
        setBranchShops(
          branchShops.map((branch) =>
            branch.id === shop.id
              ? {
                  ...branch,
                  shopName: shop.shopName,
                  address: shop.address,
                  contactUser: shop.contactUser,
                  contactTel: shop.contactTel,
                  accountName: shop.contactUser || branch.accountName,
                  customPhone: shop.contactTel,
                }
              : branch,
          ),
        );
      }
    },
  });
};

export type TBranchSaveInput = z.input<typeof ZShopSaveBranchShopInput>;
export type TBranchUpdateInput = z.input<typeof ZShopUpdateBranchShopInput>;
type TWrite<TInput> = TInput & { nonce?: string };

/**
 * A branch write, sent with the headquarters session (the mainToken while one exists). Afterwards the chain list is
 * read again and written into the session's branchShops, so the header's switch menu follows; a change to the shop
 * being operated also refreshes shop/query.
 */
function useBranchWrite<TInput extends Record<string, unknown>, TOutput>(
  path: string,
  options: { isErrorSilent: boolean },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: ({ nonce, ...input }: TWrite<TInput>) => {
      const { mainToken, token } = useSession.getState();
      return rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, nonce, token: mainToken ?? token });
    },
    onSuccess: async () => {
      const { mainToken, token, setBranchShops } = useSession.getState();
      const shops = await queryClient
        .fetchQuery({
          queryKey: queryKeyOf(BRANCH_LIST, BRANCH_LIST_INPUT),
          queryFn: () =>
            rpc<TBranchShop[]>(BRANCH_LIST, BRANCH_LIST_INPUT, { isRead: true, token: mainToken ?? token }),
          staleTime: 0,
        })
        .catch(() => null);
      if (shops) setBranchShops(shops);
      await queryClient.invalidateQueries({ queryKey: queryKeyOf(SHOP_QUERY) });
    },
  });
}

/** shop/saveBranchShop: a new branch with its own manager login (ADR 017). The form shows field errors itself. */
export const useSaveBranchShop = () =>
  useBranchWrite<TBranchSaveInput, TBranchShop>('shop/saveBranchShop', { isErrorSilent: true });

/** shop/updateBranchShop: edits a branch and its manager's login; a password resets the manager's password. */
export const useUpdateBranchShop = () =>
  useBranchWrite<TBranchUpdateInput, TBranchShop>('shop/updateBranchShop', { isErrorSilent: true });

/** shop/deleteBranchShop {id}: toasts 'Operation successful' or the server's text. */
export const useDeleteBranchShop = () =>
  useBranchWrite<{ id: number }, null>('shop/deleteBranchShop', { isErrorSilent: false });

const BACKUP_LIST = 'backup/queryList';

/**
 * backup/queryList (ADR 031): the installation's backups, for the headquarters owner of a one-chain installation.
 * Silent on errors: the panel and the dashboard's banner simply do not show.
 */
export const useBackupList = (isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(BACKUP_LIST),
    queryFn: () => rpc<TBackupQueryListOutput>(BACKUP_LIST, {}, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    retry: false,
  });

/** backup/createDownload: a link to the newest verified backup, good for five minutes. */
export const useCreateBackupDownload = () =>
  useMutation({
    mutationKey: queryKeyOf('backup/createDownload'),
    mutationFn: () =>
      rpc<z.output<typeof ZBackupCreateDownloadOutput>>('backup/createDownload', {}, { isErrorSilent: true }),
  });
