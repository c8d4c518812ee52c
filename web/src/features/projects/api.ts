import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TProduct, TProductType } from '../../../../contract/projects';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

/** SPEC §7: the project page reads every project type at once ({curPage 1, limit 5000}). */
export const PRODUCT_TYPE_LIST_INPUT = { curPage: 1, limit: 5000 } as const;
/** SPEC §2.15: the list's index formula (row index + 10 × (page − 1) + 1) assumes 10 per page. */
export const PROJECT_PAGE_SIZE = 10;

const TYPE_LIST = 'productType/queryProductTypeList';
const PRODUCT_LIST = 'product/queryProductList';

export type TProductTypeForm = { name: string; accountType: 0 | 3 };
export type TProductForm = {
  name: string;
  unitPrice: number;
  duration: number;
  bgColor: string;
  visitFlag: '0' | '1';
  visitDays: number;
  productTypeId: number;
};
export type TProductListInput = { curPage: number; limit: number; key: string; productTypeId?: number };

type TWriteOptions = { isErrorSilent?: boolean; isSuccessQuiet?: boolean };

/** A project or type write changes both lists (a type shows how many projects it holds). */
function useProjectsWrite<TInput extends Record<string, unknown>, TOutput = unknown>(
  path: string,
  options: TWriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    // isRead only silences the 'Operation successful' toast: the swatch and order buttons toast on failure only.
    mutationFn: (input: TInput) =>
      rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, isRead: options.isSuccessQuiet }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(PRODUCT_LIST) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(TYPE_LIST) }),
      ]),
  });
}

/** productType/queryProductTypeList {curPage 1, limit 5000}: every type, oldest first. */
export const useProductTypeList = () =>
  useQuery({
    queryKey: queryKeyOf(TYPE_LIST, PRODUCT_TYPE_LIST_INPUT),
    queryFn: () => rpcPage<TProductType>(TYPE_LIST, PRODUCT_TYPE_LIST_INPUT, { isRead: true }),
  });

/** productType/create {name, accountType}. Errors are shown by the form itself. */
export const useCreateProductType = () =>
  useProjectsWrite<TProductTypeForm, TProductType>('productType/create', { isErrorSilent: true });

/** productType/update with the version the form was opened with; a stale one answers CONFLICT. */
export const useUpdateProductType = () =>
  useProjectsWrite<TProductTypeForm & { id: number; version: number }, TProductType>('productType/update', {
    isErrorSilent: true,
  });

/** productType/delete {id}: the server refuses a type that still holds projects, and its message is toasted. */
export const useDeleteProductType = () => useProjectsWrite<{ id: number }>('productType/delete');

/** product/queryProductList {curPage, limit, key, productTypeId}: one page of a type's projects in display order. */
export const useProductList = (input: TProductListInput, isEnabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(PRODUCT_LIST, input),
    queryFn: () => rpcPage<TProduct>(PRODUCT_LIST, input, { isRead: true }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });

/** One project at a position of a filtered list (0-based), e.g. the neighbour on the previous or next page. */
export const fetchProductAt = async (filter: Omit<TProductListInput, 'curPage' | 'limit'>, position: number) => {
  const page = await rpcPage<TProduct>(PRODUCT_LIST, { ...filter, curPage: position + 1, limit: 1 }, { isRead: true });
  return page.list[0] ?? null;
};

/** product/create. Errors are shown by the form itself (a taken name goes to the name field). */
export const useCreateProduct = () =>
  useProjectsWrite<TProductForm, TProduct>('product/create', { isErrorSilent: true });

/** product/update {productId, ...fields, version}. */
export const useUpdateProduct = () =>
  useProjectsWrite<TProductForm & { productId: number; version: number }, TProduct>('product/update', {
    isErrorSilent: true,
  });

/** product/delete {project fields, productId, delFlag 1} (SPEC §7): a soft delete. */
export const useDeleteProduct = () => useProjectsWrite<TProduct & { productId: number; delFlag: 1 }>('product/delete');

/**
 * product/updateSortOrder {productId, sortOrder}, twice: up/down swaps the sortOrder of two neighbouring rows and saves
 * both (SPEC §2.15). One mutation, so the list refetches once; quiet on success, a toast on failure.
 */
export const useSwapSortOrder = () => {
  const queryClient = useQueryClient();
  const path = 'product/updateSortOrder';
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: async (
      rows: readonly [{ productId: number; sortOrder: number }, { productId: number; sortOrder: number }],
    ) => {
      for (const row of rows) await rpc<TProduct>(path, row, { isRead: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(PRODUCT_LIST) }),
  });
};

/** product/updateBgColor {productId, bgColor}: saved at once from the swatch, a toast on failure only. */
export const useUpdateBgColor = () =>
  useProjectsWrite<{ productId: number; bgColor: string }, TProduct>('product/updateBgColor', {
    isSuccessQuiet: true,
  });
