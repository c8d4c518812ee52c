import type { z } from 'zod';
import { type TPage, toPage } from '../../../contract/common';
import type {
  TInventoryChangeKind,
  TInventoryItem,
  TInventoryMovement,
  TInventoryMovementKind,
  TInventoryType,
  ZInventoryAlertInput,
  ZInventoryChangeAmountBatchInput,
  ZInventoryChangeAmountInput,
  ZInventoryCreateInput,
  ZInventoryMovementQueryListInput,
  ZInventoryQueryListInput,
  ZInventoryTypeQueryListInput,
  ZInventoryTypeUpdateInput,
  ZInventoryUpdateInput,
} from '../../../contract/inventory';
import { INVENTORY_TAGS_MAX } from '../../../contract/inventory';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { publishLiveEvent } from '../../realtime/realtime.publish';
import {
  changeItemAmount,
  deleteTag,
  findInventoryItem,
  findInventoryType,
  hasTag,
  insertInventoryItem,
  insertInventoryType,
  insertMovement,
  insertTags,
  listInventoryItems,
  listInventoryTypes,
  listMovements,
  lockLiveItem,
  nextInventorySortOrder,
  renameInventoryType,
  softDeleteInventoryItem,
  softDeleteInventoryType,
  type TInventoryItemRow,
  type TInventoryScope,
  type TInventoryTypeRow,
  type TMovement,
  updateLiveItem,
} from './inventory.repo';

type TIn<S extends z.ZodType> = z.output<S>;

const scope = (ctx: TSessionCtx): TInventoryScope => ({ tx: ctx.tx, shopId: ctx.shopId });
const pageWindow = (input: { curPage: number; limit: number }) => ({
  offset: (input.curPage - 1) * input.limit,
  limit: input.limit,
});
/** SPEC §6: a free shop has no inventory; its start-up and polling reads answer an empty page, not an error. */
const isFreeShop = (ctx: TSessionCtx) => ctx.session.goodsType === 'free';
const movementOf = (ctx: TSessionCtx, kind: TInventoryMovementKind, remark = ''): TMovement => ({
  kind,
  remark,
  accountId: ctx.session.accountId,
  at: ctx.now,
});
/** Tells the shop's open screens (the header bell above all) that an item changed, when the write commits. */
const publishItemChange = (ctx: TSessionCtx, id: number) =>
  publishLiveEvent(ctx.tx, { type: 'inventory', shopId: ctx.shopId, id });

/** An inventory type as the client reads it (SPEC §3 'Inventory type'). */
export function presentInventoryType(row: TInventoryTypeRow): TInventoryType {
  return {
    id: row.id,
    name: row.name,
    inventoryCount: row.inventoryCount,
    createTime: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** An item as the client reads it (SPEC §3 'Inventory item', the derived fields of ADR 026). */
export function presentInventoryItem(row: TInventoryItemRow): TInventoryItem {
  const amountCanUse = row.amount - row.amountReserved;
  const notifyFlag = row.notifyFlag === 1 ? 1 : 0;
  return {
    id: row.id,
    inventoryId: row.id,
    inventoryTypeId: row.inventoryTypeId,
    inventoryTypeName: row.inventoryTypeName,
    inventoryName: row.name,
    factoryNo: row.factoryNo,
    price: row.price,
    priceAll: row.price * row.amount,
    amount: row.amount,
    amountReserved: row.amountReserved,
    amountCanUse,
    amountMax: row.amountMax,
    storePlace: row.storePlace,
    notifyFlag,
    notifyAmount: row.notifyAmount,
    isLow: notifyFlag === 1 && amountCanUse < row.notifyAmount,
    sortOrder: row.sortOrder,
    delFlag: row.delFlag,
    tags: row.tags,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    version: row.version,
  };
}

// ---- Types ----

/** inventoryType/queryInventoryTypeList: the shop's types oldest first, with their live item count. */
export async function queryInventoryTypes(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryTypeQueryListInput>,
): Promise<TPage<TInventoryType>> {
  if (isFreeShop(ctx)) return toPage([], 0, input);
  const { rows, totalCount } = await listInventoryTypes(scope(ctx), { key: input.key.trim(), ...pageWindow(input) });
  return toPage(rows.map(presentInventoryType), totalCount, input);
}

/** inventoryType/queryById: one live type of the shop. */
export async function getInventoryType(ctx: TSessionCtx, id: number): Promise<TInventoryType> {
  const row = await findInventoryType(scope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return presentInventoryType(row);
}

/** inventoryType/create. */
export async function createInventoryType(ctx: TSessionCtx, name: string): Promise<TInventoryType> {
  return getInventoryType(ctx, await insertInventoryType(scope(ctx), { name, createdAt: ctx.now }));
}

/** inventoryType/update: a stale version is CONFLICT, a missing type NOT_FOUND. */
export async function updateInventoryType(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryTypeUpdateInput>,
): Promise<TInventoryType> {
  const s = scope(ctx);
  if (!(await renameInventoryType(s, input.id, input.version, input.name))) {
    if (!(await findInventoryType(s, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
    throw new AppError('CONFLICT');
  }
  return getInventoryType(ctx, input.id);
}

/**
 * inventoryType/delete: refused while the type holds live items (ADR 026: the owner moves or deletes them first, so
 * nothing disappears from the list unasked). The type's row lock waits for any item being put in it meanwhile.
 */
export async function deleteInventoryType(ctx: TSessionCtx, id: number): Promise<null> {
  const s = scope(ctx);
  if (!(await findInventoryType(s, id, 'update'))) throw new AppError('NOT_FOUND', { field: 'id' });
  // Counted after the lock, in a statement of its own: a statement that waited for the lock still reads with the
  // snapshot it started with, and would miss an item committed meanwhile.
  if ((await findInventoryType(s, id))!.inventoryCount > 0) {
    throw new AppError('INVENTORY_TYPE_IN_USE', { field: 'id' });
  }
  await softDeleteInventoryType(s, id, ctx.now);
  return null;
}

// ---- Items ----

/** inventory/queryInventoryList: live items in display order, all or of one type, searched by name or factory no. */
export async function queryInventoryItems(ctx: TSessionCtx, input: TIn<typeof ZInventoryQueryListInput>) {
  const { rows, totalCount } = await listInventoryItems(scope(ctx), {
    key: input.key.trim(),
    inventoryTypeId: input.inventoryTypeId,
    ...pageWindow(input),
  });
  return toPage(rows.map(presentInventoryItem), totalCount, input);
}

/** inventory/queryInventoryAlert: live items with notify on and fewer available than their threshold. */
export async function queryInventoryAlert(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryAlertInput>,
): Promise<TPage<TInventoryItem>> {
  if (isFreeShop(ctx)) return toPage([], 0, input);
  const { rows, totalCount } = await listInventoryItems(scope(ctx), {
    key: input.key.trim(),
    isLowOnly: true,
    ...pageWindow(input),
  });
  return toPage(rows.map(presentInventoryItem), totalCount, input);
}

/** inventory/queryById: deleted items too (their history stays); delFlag tells. */
export async function getInventoryItem(ctx: TSessionCtx, inventoryId: number): Promise<TInventoryItem> {
  const row = await findInventoryItem(scope(ctx), inventoryId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'inventoryId' });
  return presentInventoryItem(row);
}

/** A live type of the shop to put an item in, held until the commit so that it cannot be deleted meanwhile. */
async function requireType(s: TInventoryScope, inventoryTypeId: number) {
  if (!(await findInventoryType(s, inventoryTypeId, 'share'))) {
    throw new AppError('NOT_FOUND', { field: 'inventoryTypeId' });
  }
}

const fieldsOf = (input: TIn<typeof ZInventoryCreateInput> | TIn<typeof ZInventoryUpdateInput>) => ({
  inventoryTypeId: input.inventoryTypeId,
  name: input.inventoryName,
  factoryNo: input.factoryNo,
  price: input.price,
  amountReserved: input.amountReserved,
  storePlace: input.storePlace,
  notifyFlag: input.notifyFlag,
  notifyAmount: input.notifyAmount,
});

/** inventory/create: appended after the shop's last item; its first quantity is its first movement. */
export async function createInventoryItem(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryCreateInput>,
): Promise<TInventoryItem> {
  const s = scope(ctx);
  if (input.amountReserved > input.amount) {
    throw new AppError('INVENTORY_RESERVED_ABOVE_AMOUNT', { field: 'amountReserved' });
  }
  await requireType(s, input.inventoryTypeId);
  const id = await insertInventoryItem(s, {
    ...fieldsOf(input),
    amount: input.amount,
    sortOrder: await nextInventorySortOrder(s),
    createdAt: ctx.now,
  });
  await insertMovement(s, id, { before: 0, after: input.amount }, movementOf(ctx, 'initial'));
  await insertTags(s, id, uniqueNames(input.tags), ctx.now);
  await publishItemChange(ctx, id);
  return getInventoryItem(ctx, id);
}

/** Names once each, ignoring case, in the order given. */
const uniqueNames = (names: string[]) =>
  names.filter((name, i) => names.findIndex((n) => n.toLowerCase() === name.toLowerCase()) === i);

/**
 * inventory/update: the create rules on a live item; a stale version is CONFLICT. A quantity sent sets it, and the
 * difference is a movement of kind 'edit'; one left out keeps the quantity, which may have moved meanwhile.
 */
export async function updateInventoryItem(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryUpdateInput>,
): Promise<TInventoryItem> {
  const s = scope(ctx);
  const current = await lockLiveItem(s, input.inventoryId);
  if (!current) throw new AppError('NOT_FOUND', { field: 'inventoryId' });
  if (input.version !== undefined && input.version !== current.version) throw new AppError('CONFLICT');
  const amount = input.amount ?? current.amount;
  if (input.amountReserved > amount) throw new AppError('INVENTORY_RESERVED_ABOVE_AMOUNT', { field: 'amountReserved' });
  await requireType(s, input.inventoryTypeId);
  await updateLiveItem(s, input.inventoryId, undefined, { ...fieldsOf(input), amount, updatedAt: ctx.now });
  if (amount !== current.amount) {
    await insertMovement(s, input.inventoryId, { before: current.amount, after: amount }, movementOf(ctx, 'edit'));
  }
  await publishItemChange(ctx, input.inventoryId);
  return getInventoryItem(ctx, input.inventoryId);
}

/** Why a quantity change did nothing: the item is gone (NOT_FOUND) or there is not enough of it. */
async function refusedChange(s: TInventoryScope, inventoryId: number, field: string): Promise<never> {
  const row = await findInventoryItem(s, inventoryId);
  if (!row || row.delFlag === 1)
    throw new AppError('NOT_FOUND', { field: field.replace('changeAmount', 'inventoryId') });
  throw new AppError('INVENTORY_NOT_ENOUGH', { field });
}

const kindOf = (change: number, kind?: TInventoryChangeKind) => kind ?? (change > 0 ? 'restock' : 'use');

/** inventory/changeAmount: adds or takes units in one guarded statement, with its movement. */
export async function changeInventoryAmount(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryChangeAmountInput>,
): Promise<TInventoryItem> {
  const s = scope(ctx);
  const movement = movementOf(ctx, kindOf(input.changeAmount, input.kind), input.remark);
  if ((await changeItemAmount(s, input.inventoryId, input.changeAmount, movement)) === undefined) {
    await refusedChange(s, input.inventoryId, 'changeAmount');
  }
  await publishItemChange(ctx, input.inventoryId);
  return getInventoryItem(ctx, input.inventoryId);
}

/**
 * inventory/changeAmountBatch: every change or none. Items are changed in id order, so two batches over the same
 * items lock them in the same order and cannot deadlock; the first refused change rolls the whole batch back.
 */
export async function changeInventoryAmounts(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryChangeAmountBatchInput>,
): Promise<{ list: TInventoryItem[] }> {
  const s = scope(ctx);
  const order = input.items.map((item, index) => ({ ...item, index })).sort((a, b) => a.inventoryId - b.inventoryId);
  for (const item of order) {
    const movement = movementOf(ctx, kindOf(item.changeAmount, input.kind), input.remark);
    if ((await changeItemAmount(s, item.inventoryId, item.changeAmount, movement)) === undefined) {
      await refusedChange(s, item.inventoryId, `items.${item.index}.changeAmount`);
    }
    await publishItemChange(ctx, item.inventoryId);
  }
  const list: TInventoryItem[] = [];
  for (const item of input.items) list.push(await getInventoryItem(ctx, item.inventoryId));
  return { list };
}

/**
 * inventory/updateSortOrder: the list swaps two neighbours with two of these calls. It does not move the version, as
 * product/updateSortOrder: an edit dialog opened before a reorder has nothing stale to overwrite.
 */
export async function setInventorySortOrder(
  ctx: TSessionCtx,
  inventoryId: number,
  sortOrder: number,
): Promise<TInventoryItem> {
  if (!(await updateLiveItem(scope(ctx), inventoryId, undefined, { sortOrder, updatedAt: ctx.now }, false))) {
    throw new AppError('NOT_FOUND', { field: 'inventoryId' });
  }
  return getInventoryItem(ctx, inventoryId);
}

/** inventory/delete: soft delete; the item leaves the lists and the alert, its history and tags stay. */
export async function deleteInventoryItem(ctx: TSessionCtx, inventoryId: number): Promise<null> {
  if (!(await softDeleteInventoryItem(scope(ctx), inventoryId, ctx.now))) {
    throw new AppError('NOT_FOUND', { field: 'inventoryId' });
  }
  await publishItemChange(ctx, inventoryId);
  return null;
}

/** A live item of the shop, for the tag calls. */
async function requireLiveItem(s: TInventoryScope, inventoryId: number) {
  if (!(await lockLiveItem(s, inventoryId))) throw new AppError('NOT_FOUND', { field: 'inventoryId' });
}

/** inventory/addInventoryTag: a tag on one item (ADR 026: tags are per item), once, up to 20. */
export async function addInventoryTag(ctx: TSessionCtx, inventoryId: number, tagName: string) {
  const s = scope(ctx);
  await requireLiveItem(s, inventoryId);
  if (await hasTag(s, inventoryId, tagName)) throw new AppError('INVENTORY_TAG_EXISTS', { field: 'tagName' });
  if ((await insertTags(s, inventoryId, [tagName], ctx.now)) > INVENTORY_TAGS_MAX) {
    throw new AppError('INVENTORY_TAGS_MAX', { field: 'tagName' });
  }
  return getInventoryItem(ctx, inventoryId);
}

/** inventory/deleteInventoryTag: removes one tag of one item of the shop. */
export async function deleteInventoryTag(ctx: TSessionCtx, inventoryId: number, tagId: number) {
  const s = scope(ctx);
  await requireLiveItem(s, inventoryId);
  if (!(await deleteTag(s, inventoryId, tagId))) throw new AppError('NOT_FOUND', { field: 'tagId' });
  return getInventoryItem(ctx, inventoryId);
}

// ---- Movements ----

/** inventoryMovement/queryList: one item's stock history, newest first, deleted items included. */
export async function queryInventoryMovements(
  ctx: TSessionCtx,
  input: TIn<typeof ZInventoryMovementQueryListInput>,
): Promise<TPage<TInventoryMovement>> {
  const s = scope(ctx);
  if (!(await findInventoryItem(s, input.inventoryId))) throw new AppError('NOT_FOUND', { field: 'inventoryId' });
  const { rows, totalCount } = await listMovements(s, input.inventoryId, pageWindow(input));
  return toPage(
    rows.map((r) => ({
      id: r.id,
      inventoryId: r.inventoryId,
      kind: r.kind as TInventoryMovementKind,
      amountBefore: r.amountBefore,
      changeAmount: r.changeAmount,
      amountAfter: r.amountAfter,
      remark: r.remark,
      accountId: r.accountId,
      accountName: r.accountName,
      createTime: r.createdAt.toISOString(),
    })),
    totalCount,
    input,
  );
}
