import { and, asc, count, desc, eq, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { accounts } from '../../db/schema/accounts';
import { accountProducts, products, productTypes } from '../../db/schema/projects';
import { containsPattern } from '../../db/search';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TProjectsScope = { tx: TDb; shopId: number };

export type TProductTypeRow = typeof productTypes.$inferSelect & { productCount: number };
export type TProductRow = typeof products.$inferSelect & { productTypeName: string; hotFlag?: number };
export type TProductFields = Pick<
  typeof products.$inferInsert,
  'name' | 'unitPrice' | 'duration' | 'bgColor' | 'visitFlag' | 'visitDays' | 'productTypeId'
>;
type TPageWindow = { offset: number; limit: number };

/** `%key%` for ILIKE, with the LIKE wildcards of the typed text matched literally. */
const nameContains = (column: typeof products.name | typeof productTypes.name, key: string) =>
  key ? sql`${column} ILIKE ${containsPattern(key)}` : undefined;

const liveTypesOf = (shopId: number) => and(eq(productTypes.shopId, shopId), isNull(productTypes.deletedAt));
const activeProductsOf = (shopId: number) => and(eq(products.shopId, shopId), eq(products.delFlag, 0));
/**
 * Active projects of the type row in the outer query. Written out in full: Drizzle renders ${productTypes.id}
 * unqualified here, and inside the subquery "id" would be p.id.
 */
const productCountOfType = sql<number>`(SELECT count(*)::int FROM products p WHERE p.shop_id = product_types.shop_id AND p.product_type_id = product_types.id AND p.del_flag = 0)`;

const productColumns = {
  product: products,
  productTypeName: productTypes.name,
};
const joinType = and(eq(productTypes.shopId, products.shopId), eq(productTypes.id, products.productTypeId));
const flatten = (r: { product: typeof products.$inferSelect; productTypeName: string }): TProductRow => ({
  ...r.product,
  productTypeName: r.productTypeName,
});

/** The shop's live project types in creation order, one page, with the total. */
export async function listProductTypes(s: TProjectsScope, filter: { key: string } & TPageWindow) {
  const where = and(liveTypesOf(s.shopId), nameContains(productTypes.name, filter.key));
  const rows = await s.tx
    .select({ type: productTypes, productCount: productCountOfType })
    .from(productTypes)
    .where(where)
    .orderBy(asc(productTypes.createdAt), asc(productTypes.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(productTypes).where(where);
  return { rows: rows.map((r) => ({ ...r.type, productCount: r.productCount })), totalCount: total.n };
}

/** One live project type of the shop, or undefined. */
export async function findProductType(s: TProjectsScope, id: number): Promise<TProductTypeRow | undefined> {
  const [row] = await s.tx
    .select({ type: productTypes, productCount: productCountOfType })
    .from(productTypes)
    .where(and(liveTypesOf(s.shopId), eq(productTypes.id, id)));
  return row && { ...row.type, productCount: row.productCount };
}

/** Inserts a project type and returns its id. */
export async function insertProductType(
  s: TProjectsScope,
  values: { name: string; accountType: number; createdAt: Date },
): Promise<number> {
  const [row] = await s.tx
    .insert(productTypes)
    .values({ ...values, shopId: s.shopId })
    .returning({ id: productTypes.id });
  return row.id;
}

/**
 * Updates a live project type when its version matches (any version when none is given); whether a row changed.
 * An accountType left out keeps the stored one (Drizzle skips undefined fields).
 */
export async function updateProductType(
  s: TProjectsScope,
  id: number,
  version: number | undefined,
  fields: { name: string; accountType?: number },
): Promise<boolean> {
  const rows = await s.tx
    .update(productTypes)
    .set({ ...fields, version: sql`${productTypes.version} + 1` })
    .where(and(liveTypesOf(s.shopId), eq(productTypes.id, id), versionMatches(productTypes.version, version)))
    .returning({ id: productTypes.id });
  return rows.length > 0;
}

/** Marks a live project type deleted; whether a row changed. */
export async function softDeleteProductType(s: TProjectsScope, id: number, at: Date): Promise<boolean> {
  const rows = await s.tx
    .update(productTypes)
    .set({ deletedAt: at, version: sql`${productTypes.version} + 1` })
    .where(and(liveTypesOf(s.shopId), eq(productTypes.id, id)))
    .returning({ id: productTypes.id });
  return rows.length > 0;
}

/** How many active projects a type holds. */
export async function countActiveProductsOfType(s: TProjectsScope, productTypeId: number): Promise<number> {
  const [row] = await s.tx
    .select({ n: count() })
    .from(products)
    .where(and(activeProductsOf(s.shopId), eq(products.productTypeId, productTypeId)));
  return row.n;
}

/**
 * Serializes the shop's project writes that check the whole list (name uniqueness, next sort order, a type's
 * projects) until the transaction ends: two concurrent creates could otherwise both pass the checks.
 */
export async function lockShopProjects(s: TProjectsScope) {
  await s.tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`products:${s.shopId}`}, 0))`);
}

/** The shop's active projects in display order, optionally of one type and matching a name, one page. */
export async function listActiveProducts(
  s: TProjectsScope,
  filter: { key: string; productTypeId?: number } & TPageWindow,
) {
  const where = and(
    activeProductsOf(s.shopId),
    nameContains(products.name, filter.key),
    filter.productTypeId === undefined ? undefined : eq(products.productTypeId, filter.productTypeId),
  );
  const rows = await s.tx
    .select(productColumns)
    .from(products)
    .innerJoin(productTypes, joinType)
    .where(where)
    .orderBy(asc(products.sortOrder), asc(products.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(products).where(where);
  return { rows: rows.map(flatten), totalCount: total.n };
}

/** One project of the shop, deleted or not, with its type's name. */
export async function findProduct(s: TProjectsScope, id: number): Promise<TProductRow | undefined> {
  const [row] = await s.tx
    .select(productColumns)
    .from(products)
    .innerJoin(productTypes, joinType)
    .where(and(eq(products.shopId, s.shopId), eq(products.id, id)));
  return row && flatten(row);
}

/** Whether an active project of the shop other than `exceptId` has this name, ignoring case. */
export async function activeProductNameTaken(s: TProjectsScope, name: string, exceptId?: number): Promise<boolean> {
  const rows = await s.tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        activeProductsOf(s.shopId),
        sql`lower(${products.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The sort order after the shop's last project (deleted ones included, so an order is never reused). */
export async function nextProductSortOrder(s: TProjectsScope): Promise<number> {
  const [row] = await s.tx
    .select({ top: max(products.sortOrder) })
    .from(products)
    .where(eq(products.shopId, s.shopId));
  return (row.top ?? 0) + 1;
}

/** Inserts a project and returns its id. */
export async function insertProduct(
  s: TProjectsScope,
  values: TProductFields & { sortOrder: number; createdAt: Date },
): Promise<number> {
  const [row] = await s.tx
    .insert(products)
    .values({ ...values, updatedAt: values.createdAt, shopId: s.shopId })
    .returning({ id: products.id });
  return row.id;
}

/** Updates an active project when its version matches (any version when none is given); whether a row changed. */
export async function updateActiveProduct(
  s: TProjectsScope,
  id: number,
  version: number | undefined,
  fields: Partial<TProductFields> & { sortOrder?: number; updatedAt: Date },
  bumpsVersion = true,
): Promise<boolean> {
  const rows = await s.tx
    .update(products)
    .set(bumpsVersion ? { ...fields, version: sql`${products.version} + 1` } : fields)
    .where(and(activeProductsOf(s.shopId), eq(products.id, id), versionMatches(products.version, version)))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Marks an active project deleted and drops it from every staff member's projects; whether a row changed. */
export async function softDeleteProduct(s: TProjectsScope, id: number, at: Date): Promise<boolean> {
  const rows = await s.tx
    .update(products)
    .set({ delFlag: 1, updatedAt: at, version: sql`${products.version} + 1` })
    .where(and(activeProductsOf(s.shopId), eq(products.id, id)))
    .returning({ id: products.id });
  if (!rows.length) return false;
  await s.tx
    .delete(accountProducts)
    .where(and(eq(accountProducts.shopId, s.shopId), eq(accountProducts.productId, id)));
  return true;
}

/** Whether a staff account (not deleted) belongs to the shop. */
export async function staffAccountExists(s: TProjectsScope, accountId: number): Promise<boolean> {
  const rows = await s.tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.shopId, s.shopId), eq(accounts.id, accountId), isNull(accounts.deletedAt)));
  return rows.length > 0;
}

/** Whether the account has chosen appointable projects (rows in account_products). */
export async function hasChosenProducts(s: TProjectsScope, accountId: number): Promise<boolean> {
  const rows = await s.tx
    .select({ productId: accountProducts.productId })
    .from(accountProducts)
    .where(and(eq(accountProducts.shopId, s.shopId), eq(accountProducts.accountId, accountId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Active projects for one account, hot ones first: only its chosen ones with their hot flag when `isChosenOnly`,
 * otherwise every active project with hot flag 0.
 */
export async function listActiveProductsForAccount(
  s: TProjectsScope,
  filter: { accountId: number; isChosenOnly: boolean; key: string; hotFlag?: number } & TPageWindow,
) {
  const hotFlag = sql<number>`coalesce(${accountProducts.hotFlag}, 0)`.mapWith(Number);
  const where: SQL | undefined = and(
    activeProductsOf(s.shopId),
    nameContains(products.name, filter.key),
    filter.isChosenOnly ? sql`${accountProducts.productId} IS NOT NULL` : undefined,
    filter.hotFlag === undefined ? undefined : sql`coalesce(${accountProducts.hotFlag}, 0) = ${filter.hotFlag}`,
  );
  const joinChosen = and(
    eq(accountProducts.shopId, products.shopId),
    eq(accountProducts.productId, products.id),
    eq(accountProducts.accountId, filter.accountId),
  );
  const rows = await s.tx
    .select({ ...productColumns, hotFlag })
    .from(products)
    .innerJoin(productTypes, joinType)
    .leftJoin(accountProducts, joinChosen)
    .where(where)
    .orderBy(desc(hotFlag), asc(products.sortOrder), asc(products.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(products).leftJoin(accountProducts, joinChosen).where(where);
  return { rows: rows.map((r) => ({ ...flatten(r), hotFlag: r.hotFlag })), totalCount: total.n };
}
