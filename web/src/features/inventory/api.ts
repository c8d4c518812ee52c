import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  INVENTORY_CHANGE_KINDS,
  TInventoryItem,
  TInventoryMovement,
  TInventoryType,
} from '../../../../contract/inventory';
import { INVENTORY_ALERT_LIMIT } from '../../../../contract/inventory';
import { queryKeyOf, rpc, rpcPage } from '../../lib/rpc.client';

/** SPEC §7 'Startup after login': the inventory types are read with {curPage 1, limit 100} (lib/startup.reads.ts). */
export const INVENTORY_TYPE_LIST_INPUT = { curPage: 1, limit: 100 } as const;
/** SPEC §7, §9: the bell's poll and the alert page ask for {curPage 1, key '', limit 500}. */
export const INVENTORY_ALERT_INPUT = { curPage: 1, key: '', limit: INVENTORY_ALERT_LIMIT } as const;
/** SPEC §7: the alert is read at load and every 120 s. */
export const INVENTORY_ALERT_POLL_MS = 120_000;
export const INVENTORY_PAGE_SIZE = 10;
export const MOVEMENT_PAGE_SIZE = 10;

const TYPE_LIST = 'inventoryType/queryInventoryTypeList';
const ITEM_LIST = 'inventory/queryInventoryList';
const ITEM_BY_ID = 'inventory/queryById';
const ALERT = 'inventory/queryInventoryAlert';
const MOVEMENTS = 'inventoryMovement/queryList';

/** The reads an item write can make stale: the lists, the alert, the item, its history and the types' counts. */
const ITEM_READS = [ITEM_LIST, ITEM_BY_ID, ALERT, MOVEMENTS, TYPE_LIST] as const;
/** A type write changes the type list and the type names the items show. */
const TYPE_READS = [TYPE_LIST, ITEM_LIST, ITEM_BY_ID] as const;

export type TChangeKind = (typeof INVENTORY_CHANGE_KINDS)[number];
export type TInventoryListInput = { curPage: number; limit: number; key: string; inventoryTypeId?: number };
export type TInventoryFields = {
  inventoryTypeId: number;
  inventoryName: string;
  factoryNo: string;
  price: number;
  amountReserved: number;
  storePlace: string;
  notifyFlag: 0 | 1;
  notifyAmount: number;
};
export type TChangeAmountInput = { inventoryId: number; changeAmount: number; kind?: TChangeKind; remark?: string };
export type TChangeBatchInput = {
  items: { inventoryId: number; changeAmount: number }[];
  kind?: TChangeKind;
  remark?: string;
};

/** isErrorSilent: the dialog shows the error itself; isSuccessQuiet: no 'Operation successful' toast. */
type TWriteOptions = { isErrorSilent?: boolean; isSuccessQuiet?: boolean };

function useInventoryWrite<TInput extends Record<string, unknown>, TOutput = unknown>(
  path: string,
  reads: readonly string[],
  options: TWriteOptions = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: (input: TInput) =>
      rpc<TOutput>(path, input, { isErrorSilent: options.isErrorSilent, isRead: options.isSuccessQuiet }),
    onSettled: () => Promise.all(reads.map((read) => queryClient.invalidateQueries({ queryKey: queryKeyOf(read) }))),
  });
}

/** inventoryType/queryInventoryTypeList {curPage 1, limit 100}: the shop's types (a free shop gets none). */
export const useInventoryTypeList = () =>
  useQuery({
    queryKey: queryKeyOf(TYPE_LIST, INVENTORY_TYPE_LIST_INPUT),
    queryFn: () => rpcPage<TInventoryType>(TYPE_LIST, INVENTORY_TYPE_LIST_INPUT, { isRead: true }),
  });

/** inventoryType/queryById {id}: one type, for the heading of the by-type list. */
export const useInventoryType = (id: number | undefined) =>
  useQuery({
    queryKey: queryKeyOf('inventoryType/queryById', { id }),
    queryFn: () => rpc<TInventoryType>('inventoryType/queryById', { id }, { isRead: true }),
    enabled: id !== undefined,
  });

/** inventoryType/create {name}. Errors are shown by the form. */
export const useCreateInventoryType = () =>
  useInventoryWrite<{ name: string }, TInventoryType>('inventoryType/create', TYPE_READS, { isErrorSilent: true });

/** inventoryType/update {id, name, version}: a stale version answers CONFLICT. */
export const useUpdateInventoryType = () =>
  useInventoryWrite<{ id: number; name: string; version: number }, TInventoryType>('inventoryType/update', TYPE_READS, {
    isErrorSilent: true,
  });

/** inventoryType/delete {id}: refused with INVENTORY_TYPE_IN_USE while the type holds items; the message is toasted. */
export const useDeleteInventoryType = () => useInventoryWrite<{ id: number }>('inventoryType/delete', TYPE_READS);

/** inventory/queryInventoryList {curPage, limit, key, inventoryTypeId?}: a page of items in display order. */
export const useInventoryList = (input: TInventoryListInput) =>
  useQuery({
    queryKey: queryKeyOf(ITEM_LIST, input),
    queryFn: () => rpcPage<TInventoryItem>(ITEM_LIST, input, { isRead: true }),
    placeholderData: keepPreviousData,
  });

/** One item at a position of a filtered list (0-based): the neighbour on the page before or after. */
export const fetchInventoryAt = async (filter: Omit<TInventoryListInput, 'curPage' | 'limit'>, position: number) => {
  const page = await rpcPage<TInventoryItem>(
    ITEM_LIST,
    { ...filter, curPage: position + 1, limit: 1 },
    { isRead: true },
  );
  return page.list[0] ?? null;
};

/** inventory/queryById {inventoryId}: the item the detail drawer shows, fresh after each tag or quantity change. */
export const useInventoryItem = (inventoryId: number) =>
  useQuery({
    queryKey: queryKeyOf(ITEM_BY_ID, { inventoryId }),
    queryFn: () => rpc<TInventoryItem>(ITEM_BY_ID, { inventoryId }, { isRead: true }),
  });

/**
 * inventory/queryInventoryAlert {curPage 1, key '', limit 500}: the items below their threshold. Silent on errors, so
 * the bell's poll never toasts (a free shop gets an empty page anyway).
 */
export const useInventoryAlert = (isEnabled = true, refetchInterval: number | false = false) =>
  useQuery({
    queryKey: queryKeyOf(ALERT, INVENTORY_ALERT_INPUT),
    queryFn: () => rpcPage<TInventoryItem>(ALERT, INVENTORY_ALERT_INPUT, { isRead: true, isErrorSilent: true }),
    enabled: isEnabled,
    refetchInterval,
  });

/** inventory/create. Errors are shown by the form. */
export const useCreateInventory = () =>
  useInventoryWrite<TInventoryFields & { amount: number }, TInventoryItem>('inventory/create', ITEM_READS, {
    isErrorSilent: true,
  });

/** inventory/update {inventoryId, fields, amount?, version}: an amount sent sets the quantity. */
export const useUpdateInventory = () =>
  useInventoryWrite<TInventoryFields & { inventoryId: number; amount?: number; version: number }, TInventoryItem>(
    'inventory/update',
    ITEM_READS,
    { isErrorSilent: true },
  );

/** inventory/changeAmount: one signed change; INVENTORY_NOT_ENOUGH when it would go below zero. */
export const useChangeAmount = (options: TWriteOptions = { isErrorSilent: true }) =>
  useInventoryWrite<TChangeAmountInput, TInventoryItem>('inventory/changeAmount', ITEM_READS, options);

/** inventory/changeAmountBatch: several changes in one transaction, all or nothing. */
export const useChangeAmountBatch = () =>
  useInventoryWrite<TChangeBatchInput, { list: TInventoryItem[] }>('inventory/changeAmountBatch', ITEM_READS, {
    isErrorSilent: true,
  });

/** inventory/delete {inventoryId}: a soft delete, so the item's history stays. */
export const useDeleteInventory = () => useInventoryWrite<{ inventoryId: number }>('inventory/delete', ITEM_READS);

/** inventory/addInventoryTag {inventoryId, tagName}: quiet on success, a toast on failure. */
export const useAddInventoryTag = () =>
  useInventoryWrite<{ inventoryId: number; tagName: string }, TInventoryItem>('inventory/addInventoryTag', ITEM_READS, {
    isSuccessQuiet: true,
  });

/** inventory/deleteInventoryTag {inventoryId, tagId}. */
export const useDeleteInventoryTag = () =>
  useInventoryWrite<{ inventoryId: number; tagId: number }, TInventoryItem>(
    'inventory/deleteInventoryTag',
    ITEM_READS,
    { isSuccessQuiet: true },
  );

/**
 * inventory/updateSortOrder {inventoryId, sortOrder}, twice: up/down swaps the sortOrder of two neighbouring rows, as
 * the project list does. One mutation, so the list refetches once; quiet on success, a toast on failure.
 */
export const useSwapInventoryOrder = () => {
  const queryClient = useQueryClient();
  const path = 'inventory/updateSortOrder';
  return useMutation({
    mutationKey: queryKeyOf(path),
    mutationFn: async (rows: readonly { inventoryId: number; sortOrder: number }[]) => {
      for (const row of rows) await rpc<TInventoryItem>(path, row, { isRead: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeyOf(ITEM_LIST) }),
  });
};

/** inventoryMovement/queryList {inventoryId, curPage, limit}: the item's stock history, newest first. */
export const useInventoryMovements = (inventoryId: number, curPage: number) =>
  useQuery({
    queryKey: queryKeyOf(MOVEMENTS, { inventoryId, curPage, limit: MOVEMENT_PAGE_SIZE }),
    queryFn: () =>
      rpcPage<TInventoryMovement>(MOVEMENTS, { inventoryId, curPage, limit: MOVEMENT_PAGE_SIZE }, { isRead: true }),
    placeholderData: keepPreviousData,
  });
