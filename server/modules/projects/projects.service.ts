import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import type {
  TProduct,
  TProductType,
  ZProductCreateInput,
  ZProductQueryByAccountInput,
  ZProductQueryListInput,
  ZProductTypeCreateInput,
  ZProductTypeQueryListInput,
  ZProductTypeUpdateInput,
  ZProductUpdateInput,
} from '../../../contract/projects';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import {
  activeProductNameTaken,
  countActiveProductsOfType,
  findProduct,
  findProductType,
  hasChosenProducts,
  insertProduct,
  insertProductType,
  listActiveProducts,
  listActiveProductsForAccount,
  listProductTypes,
  lockShopProjects,
  nextProductSortOrder,
  softDeleteProduct,
  softDeleteProductType,
  staffAccountExists,
  type TProductFields,
  type TProductRow,
  type TProductTypeRow,
  type TProjectsScope,
  updateActiveProduct,
  updateProductType,
} from './projects.repo';

type TIn<S extends z.ZodType> = z.output<S>;

const scope = (ctx: TSessionCtx): TProjectsScope => ({ tx: ctx.tx, shopId: ctx.shopId });
const pageWindow = (input: { curPage: number; limit: number }) => ({
  offset: (input.curPage - 1) * input.limit,
  limit: input.limit,
});

/** A project type as the client reads it (SPEC §3 Project type). */
export function presentProductType(row: TProductTypeRow): TProductType {
  return {
    id: row.id,
    name: row.name,
    accountType: row.accountType,
    createTime: row.createdAt.toISOString(),
    productCount: row.productCount,
    version: row.version,
  };
}

/** A project as the client reads it (SPEC §3 Project): both field spellings the screens use, prices in cents. */
export function presentProduct(row: TProductRow): TProduct {
  return {
    id: row.id,
    productId: row.id,
    name: row.name,
    projectName: row.name,
    unitPrice: row.unitPrice,
    price: row.unitPrice,
    duration: row.duration,
    bgColor: row.bgColor,
    visitFlag: row.visitFlag === '1' ? '1' : '0',
    visitDays: row.visitDays,
    productTypeId: row.productTypeId,
    productTypeName: row.productTypeName,
    sortOrder: row.sortOrder,
    delFlag: row.delFlag,
    ...(row.hotFlag === undefined ? {} : { hotFlag: row.hotFlag }),
    createTime: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** productType/queryProductTypeList: the shop's types oldest first (SPEC §2.15), with their active project count. */
export async function queryProductTypes(ctx: TSessionCtx, input: TIn<typeof ZProductTypeQueryListInput>) {
  const { rows, totalCount } = await listProductTypes(scope(ctx), { key: input.key.trim(), ...pageWindow(input) });
  return toPage(rows.map(presentProductType), totalCount, input);
}

/** productType/queryById: one live type of the shop. */
export async function getProductType(ctx: TSessionCtx, id: number): Promise<TProductType> {
  const row = await findProductType(scope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return presentProductType(row);
}

/** productType/create. */
export async function createProductType(
  ctx: TSessionCtx,
  input: TIn<typeof ZProductTypeCreateInput>,
): Promise<TProductType> {
  const id = await insertProductType(scope(ctx), {
    name: input.name,
    accountType: input.accountType,
    createdAt: ctx.now,
  });
  return getProductType(ctx, id);
}

/** productType/update: a stale version is a lost race (CONFLICT), a missing type NOT_FOUND. */
export async function updateType(ctx: TSessionCtx, input: TIn<typeof ZProductTypeUpdateInput>): Promise<TProductType> {
  const s = scope(ctx);
  const isChanged = await updateProductType(s, input.id, input.version, {
    name: input.name,
    accountType: input.accountType,
  });
  if (!isChanged) {
    if (!(await findProductType(s, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
    throw new AppError('CONFLICT');
  }
  return getProductType(ctx, input.id);
}

/** productType/delete: a type that still holds active projects stays; otherwise it is soft-deleted. */
export async function deleteProductType(ctx: TSessionCtx, id: number): Promise<null> {
  const s = scope(ctx);
  // Held so that a project cannot be created in the type between the count and the delete.
  await lockShopProjects(s);
  if (!(await findProductType(s, id))) throw new AppError('NOT_FOUND', { field: 'id' });
  if ((await countActiveProductsOfType(s, id)) > 0) throw new AppError('PRODUCT_TYPE_IN_USE', { field: 'id' });
  await softDeleteProductType(s, id, ctx.now);
  return null;
}

/** product/queryProductList: active projects in display order, optionally of one type. */
export async function queryProducts(ctx: TSessionCtx, input: TIn<typeof ZProductQueryListInput>) {
  const { rows, totalCount } = await listActiveProducts(scope(ctx), {
    key: input.key.trim(),
    productTypeId: input.productTypeId,
    ...pageWindow(input),
  });
  return toPage(rows.map(presentProduct), totalCount, input);
}

/** product/queryById: deleted projects too (bills and appointments still name them); delFlag tells. */
export async function getProduct(ctx: TSessionCtx, productId: number): Promise<TProduct> {
  const row = await findProduct(scope(ctx), productId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'productId' });
  return presentProduct(row);
}

/**
 * product/queryProductListByAccount: what a staff member can be booked for. With no chosen projects that is every
 * active project (ADR 007), none of them hot; otherwise only the chosen active ones with their hot flag.
 */
export async function queryProductsByAccount(ctx: TSessionCtx, input: TIn<typeof ZProductQueryByAccountInput>) {
  const s = scope(ctx);
  if (!(await staffAccountExists(s, input.accountId))) throw new AppError('NOT_FOUND', { field: 'accountId' });
  const { rows, totalCount } = await listActiveProductsForAccount(s, {
    accountId: input.accountId,
    isChosenOnly: await hasChosenProducts(s, input.accountId),
    key: input.key.trim(),
    hotFlag: input.hotFlag,
    ...pageWindow(input),
  });
  return toPage(rows.map(presentProduct), totalCount, input);
}

/** The checks create and update share: a live type of this shop and a name no other active project uses. */
async function checkProductFields(s: TProjectsScope, fields: TProductFields, exceptId?: number) {
  if (!(await findProductType(s, fields.productTypeId))) throw new AppError('NOT_FOUND', { field: 'productTypeId' });
  if (await activeProductNameTaken(s, fields.name, exceptId)) {
    throw new AppError('PRODUCT_NAME_EXISTS', { field: 'name' });
  }
}

function productFieldsOf(input: TIn<typeof ZProductCreateInput>): TProductFields {
  return {
    name: input.name,
    unitPrice: input.unitPrice,
    duration: input.duration,
    bgColor: input.bgColor,
    visitFlag: input.visitFlag,
    // visitDays only means something when return visits are on (SPEC §2.15).
    visitDays: input.visitFlag === '1' ? input.visitDays : 0,
    productTypeId: input.productTypeId,
  };
}

/** product/create: appended after the shop's last project. */
export async function createProduct(ctx: TSessionCtx, input: TIn<typeof ZProductCreateInput>): Promise<TProduct> {
  const s = scope(ctx);
  const fields = productFieldsOf(input);
  await lockShopProjects(s);
  await checkProductFields(s, fields);
  const id = await insertProduct(s, { ...fields, sortOrder: await nextProductSortOrder(s), createdAt: ctx.now });
  return getProduct(ctx, id);
}

/** Answers why an active-project update changed nothing: the project is gone (NOT_FOUND) or was changed (CONFLICT). */
async function failedUpdate(s: TProjectsScope, productId: number): Promise<never> {
  const row = await findProduct(s, productId);
  if (!row || row.delFlag === 1) throw new AppError('NOT_FOUND', { field: 'productId' });
  throw new AppError('CONFLICT');
}

/** product/update: the create rules, on an active project; a stale version is CONFLICT. */
export async function updateProduct(ctx: TSessionCtx, input: TIn<typeof ZProductUpdateInput>): Promise<TProduct> {
  const s = scope(ctx);
  const fields = productFieldsOf(input);
  await lockShopProjects(s);
  const current = await findProduct(s, input.productId);
  if (!current || current.delFlag === 1) throw new AppError('NOT_FOUND', { field: 'productId' });
  await checkProductFields(s, fields, input.productId);
  const isChanged = await updateActiveProduct(s, input.productId, input.version, { ...fields, updatedAt: ctx.now });
  if (!isChanged) await failedUpdate(s, input.productId);
  return getProduct(ctx, input.productId);
}

/** product/delete: soft delete (SPEC §4); the project also leaves every staff member's appointable projects. */
export async function deleteProduct(ctx: TSessionCtx, productId: number): Promise<null> {
  if (!(await softDeleteProduct(scope(ctx), productId, ctx.now))) {
    throw new AppError('NOT_FOUND', { field: 'productId' });
  }
  return null;
}

/**
 * product/updateSortOrder: the list swaps two neighbours with two of these calls. It does not move the version:
 * no form sends the order back, so an edit dialog opened before a reorder has nothing stale to overwrite.
 */
export async function setProductSortOrder(ctx: TSessionCtx, productId: number, sortOrder: number): Promise<TProduct> {
  const s = scope(ctx);
  if (!(await updateActiveProduct(s, productId, undefined, { sortOrder, updatedAt: ctx.now }, false))) {
    await failedUpdate(s, productId);
  }
  return getProduct(ctx, productId);
}

/** product/updateBgColor: saved at once from the list's swatch (SPEC §2.15). */
export async function setProductBgColor(ctx: TSessionCtx, productId: number, bgColor: string): Promise<TProduct> {
  const s = scope(ctx);
  if (!(await updateActiveProduct(s, productId, undefined, { bgColor, updatedAt: ctx.now }))) {
    await failedUpdate(s, productId);
  }
  return getProduct(ctx, productId);
}
