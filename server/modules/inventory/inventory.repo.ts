import { and, asc, count, desc, eq, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { accounts } from '../../db/schema/accounts';
import { inventoryItems, inventoryMovements, inventoryTags, inventoryTypes } from '../../db/schema/inventory';
import { containsPattern } from '../../db/search';
import { rowsOf } from '../../http/session.repo';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TInventoryScope = { tx: TDb; shopId: number };

type TPageWindow = { offset: number; limit: number };
export type TInventoryTypeRow = typeof inventoryTypes.$inferSelect & { inventoryCount: number };
export type TInventoryTagRow = { id: number; name: string };
export type TInventoryItemRow = typeof inventoryItems.$inferSelect & {
  inventoryTypeName: string;
  tags: TInventoryTagRow[];
};
export type TInventoryFields = Pick<
  typeof inventoryItems.$inferInsert,
  'inventoryTypeId' | 'name' | 'factoryNo' | 'price' | 'amountReserved' | 'storePlace' | 'notifyFlag' | 'notifyAmount'
>;
/** One quantity change as the movement log records it. */
export type TMovement = { kind: string; remark: string; accountId: number; at: Date };

const liveTypesOf = (shopId: number) => and(eq(inventoryTypes.shopId, shopId), isNull(inventoryTypes.deletedAt));
const liveItemsOf = (shopId: number) => and(eq(inventoryItems.shopId, shopId), eq(inventoryItems.delFlag, 0));
/** Live items of the type row in the outer query, written out in full (Drizzle renders columns unqualified). */
const itemCountOfType = sql<number>`(SELECT count(*)::int FROM inventory_items i WHERE i.shop_id = inventory_types.shop_id AND i.inventory_type_id = inventory_types.id AND i.del_flag = 0)`;
/** The item row's tags, oldest first, as one JSON array. */
const tagsOfItem = sql<
  TInventoryTagRow[]
>`coalesce((SELECT json_agg(json_build_object('id', t.id, 'name', t.name) ORDER BY t.id) FROM inventory_tags t WHERE t.shop_id = inventory_items.shop_id AND t.inventory_id = inventory_items.id), '[]'::json)`;
/** The alert's condition (ADR 026): notify on, and the available quantity below the threshold. */
const isLowItem = sql`${inventoryItems.notifyFlag} = 1 AND ${inventoryItems.amount} - ${inventoryItems.amountReserved} < ${inventoryItems.notifyAmount}`;
const joinType = and(
  eq(inventoryTypes.shopId, inventoryItems.shopId),
  eq(inventoryTypes.id, inventoryItems.inventoryTypeId),
);
const itemColumns = { item: inventoryItems, inventoryTypeName: inventoryTypes.name, tags: tagsOfItem };
const flatten = (r: {
  item: typeof inventoryItems.$inferSelect;
  inventoryTypeName: string;
  tags: TInventoryTagRow[];
}): TInventoryItemRow => ({ ...r.item, inventoryTypeName: r.inventoryTypeName, tags: r.tags });

// ---- Types ----

/** The shop's live inventory types in creation order, one page, with the total. */
export async function listInventoryTypes(s: TInventoryScope, filter: { key: string } & TPageWindow) {
  const where = and(
    liveTypesOf(s.shopId),
    filter.key ? sql`${inventoryTypes.name} ILIKE ${containsPattern(filter.key)}` : undefined,
  );
  const rows = await s.tx
    .select({ type: inventoryTypes, inventoryCount: itemCountOfType })
    .from(inventoryTypes)
    .where(where)
    .orderBy(asc(inventoryTypes.createdAt), asc(inventoryTypes.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(inventoryTypes).where(where);
  return { rows: rows.map((r) => ({ ...r.type, inventoryCount: r.inventoryCount })), totalCount: total.n };
}

/**
 * One live type of the shop, or undefined. `lock` 'share' keeps it from being deleted until the transaction ends
 * (an item is being put in it); 'update' is the delete's own lock, which waits for those.
 */
export async function findInventoryType(
  s: TInventoryScope,
  id: number,
  lock?: 'share' | 'update',
): Promise<TInventoryTypeRow | undefined> {
  const query = s.tx
    .select({ type: inventoryTypes, inventoryCount: itemCountOfType })
    .from(inventoryTypes)
    .where(and(liveTypesOf(s.shopId), eq(inventoryTypes.id, id)));
  const [row] = lock ? await query.for(lock === 'share' ? 'share' : 'update') : await query;
  return row && { ...row.type, inventoryCount: row.inventoryCount };
}

/** Inserts an inventory type and returns its id. */
export async function insertInventoryType(s: TInventoryScope, values: { name: string; createdAt: Date }) {
  const [row] = await s.tx
    .insert(inventoryTypes)
    .values({ ...values, shopId: s.shopId })
    .returning({ id: inventoryTypes.id });
  return row.id;
}

/** Renames a live type when its version matches (any when none is given); whether a row changed. */
export async function renameInventoryType(s: TInventoryScope, id: number, version: number | undefined, name: string) {
  const rows = await s.tx
    .update(inventoryTypes)
    .set({ name, version: sql`${inventoryTypes.version} + 1` })
    .where(and(liveTypesOf(s.shopId), eq(inventoryTypes.id, id), versionMatches(inventoryTypes.version, version)))
    .returning({ id: inventoryTypes.id });
  return rows.length > 0;
}

/** Marks a live type deleted. */
export async function softDeleteInventoryType(s: TInventoryScope, id: number, at: Date) {
  await s.tx
    .update(inventoryTypes)
    .set({ deletedAt: at, version: sql`${inventoryTypes.version} + 1` })
    .where(and(liveTypesOf(s.shopId), eq(inventoryTypes.id, id)));
}

// ---- Items ----

/** The shop's live items in display order, optionally of one type and matching a name or factory number. */
export async function listInventoryItems(
  s: TInventoryScope,
  filter: { key: string; inventoryTypeId?: number; isLowOnly?: boolean } & TPageWindow,
) {
  const pattern = containsPattern(filter.key);
  const where: SQL | undefined = and(
    liveItemsOf(s.shopId),
    filter.key
      ? sql`(${inventoryItems.name} ILIKE ${pattern} OR ${inventoryItems.factoryNo} ILIKE ${pattern})`
      : undefined,
    filter.inventoryTypeId === undefined ? undefined : eq(inventoryItems.inventoryTypeId, filter.inventoryTypeId),
    filter.isLowOnly ? isLowItem : undefined,
  );
  const rows = await s.tx
    .select({ ...itemColumns, totalCount: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(inventoryItems)
    .innerJoin(inventoryTypes, joinType)
    .where(where)
    .orderBy(asc(inventoryItems.sortOrder), asc(inventoryItems.id))
    .offset(filter.offset)
    .limit(filter.limit);
  // The window count rides on the rows; a page past the end has none, so count apart only then.
  const totalCount =
    rows.length > 0
      ? rows[0].totalCount
      : filter.offset === 0
        ? 0
        : (await s.tx.select({ n: count() }).from(inventoryItems).where(where))[0].n;
  return { rows: rows.map(flatten), totalCount };
}

/** One item of the shop, deleted or not, with its type's name and its tags. */
export async function findInventoryItem(s: TInventoryScope, id: number): Promise<TInventoryItemRow | undefined> {
  const [row] = await s.tx
    .select(itemColumns)
    .from(inventoryItems)
    .innerJoin(inventoryTypes, joinType)
    .where(and(eq(inventoryItems.shopId, s.shopId), eq(inventoryItems.id, id)));
  return row && flatten(row);
}

/** A live item's quantities, locked until the transaction ends (an edit that may set the quantity). */
export async function lockLiveItem(s: TInventoryScope, id: number) {
  const [row] = await s.tx
    .select({ amount: inventoryItems.amount, version: inventoryItems.version })
    .from(inventoryItems)
    .where(and(liveItemsOf(s.shopId), eq(inventoryItems.id, id)))
    .for('update');
  return row;
}

/** The sort order after the shop's last item (deleted ones included, so an order is never reused). */
export async function nextInventorySortOrder(s: TInventoryScope): Promise<number> {
  const [row] = await s.tx
    .select({ top: max(inventoryItems.sortOrder) })
    .from(inventoryItems)
    .where(eq(inventoryItems.shopId, s.shopId));
  return (row.top ?? 0) + 1;
}

/** Inserts an item holding `amount` (its highest quantity so far) and returns its id. */
export async function insertInventoryItem(
  s: TInventoryScope,
  values: TInventoryFields & { amount: number; sortOrder: number; createdAt: Date },
): Promise<number> {
  const [row] = await s.tx
    .insert(inventoryItems)
    .values({ ...values, amountMax: values.amount, updatedAt: values.createdAt, shopId: s.shopId })
    .returning({ id: inventoryItems.id });
  return row.id;
}

/**
 * Updates a live item's fields when its version matches (any when none is given), and its quantity when one is
 * given, raising its highest quantity with it; whether a row changed.
 */
export async function updateLiveItem(
  s: TInventoryScope,
  id: number,
  version: number | undefined,
  fields: Partial<TInventoryFields> & { amount?: number; sortOrder?: number; updatedAt: Date },
  isVersioned = true,
): Promise<boolean> {
  const set: Record<string, unknown> = { ...fields };
  if (fields.amount !== undefined) set.amountMax = sql`greatest(${inventoryItems.amountMax}, ${fields.amount})`;
  if (isVersioned) set.version = sql`${inventoryItems.version} + 1`;
  const rows = await s.tx
    .update(inventoryItems)
    .set(set)
    .where(and(liveItemsOf(s.shopId), eq(inventoryItems.id, id), versionMatches(inventoryItems.version, version)))
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}

/**
 * Changes a live item's quantity by `change` in one guarded statement and appends its movement: nothing happens when
 * the quantity would go below zero (or the item is gone), so two devices taking from one item at once can never
 * oversell it. The set-aside units shrink with the stock when it falls below them. The id of the item, or undefined.
 */
export async function changeItemAmount(
  s: TInventoryScope,
  id: number,
  change: number,
  movement: TMovement,
): Promise<number | undefined> {
  const at = movement.at.toISOString();
  const result = await s.tx.execute(sql`
    WITH changed AS (
      UPDATE ${inventoryItems}
         SET amount = amount + ${change}::int,
             amount_reserved = least(amount_reserved, amount + ${change}::int),
             amount_max = greatest(amount_max, amount + ${change}::int),
             updated_at = ${at}::timestamptz,
             version = version + 1
       WHERE shop_id = ${s.shopId}::int AND id = ${id}::int AND del_flag = 0 AND amount + ${change}::int >= 0
      RETURNING id, amount
    )
    INSERT INTO ${inventoryMovements}
      (shop_id, inventory_id, account_id, kind, amount_before, change_amount, amount_after, remark, created_at)
    SELECT ${s.shopId}::int, changed.id, ${movement.accountId}::int, ${movement.kind}::text,
           changed.amount - ${change}::int, ${change}::int, changed.amount, ${movement.remark}::text, ${at}::timestamptz
      FROM changed
    RETURNING inventory_id AS "inventoryId"`);
  return rowsOf<{ inventoryId: number }>(result)[0]?.inventoryId;
}

/** Appends one movement (create's initial quantity, an edit's new quantity). */
export async function insertMovement(
  s: TInventoryScope,
  inventoryId: number,
  amounts: { before: number; after: number },
  movement: TMovement,
) {
  await s.tx.insert(inventoryMovements).values({
    shopId: s.shopId,
    inventoryId,
    accountId: movement.accountId,
    kind: movement.kind,
    amountBefore: amounts.before,
    changeAmount: amounts.after - amounts.before,
    amountAfter: amounts.after,
    remark: movement.remark,
    createdAt: movement.at,
  });
}

/** Marks a live item deleted (its tags and history stay); whether a row changed. */
export async function softDeleteInventoryItem(s: TInventoryScope, id: number, at: Date): Promise<boolean> {
  const rows = await s.tx
    .update(inventoryItems)
    .set({ delFlag: 1, updatedAt: at, version: sql`${inventoryItems.version} + 1` })
    .where(and(liveItemsOf(s.shopId), eq(inventoryItems.id, id)))
    .returning({ id: inventoryItems.id });
  return rows.length > 0;
}

// ---- Tags ----

/** Adds tags to an item, skipping any it has (ignoring case); how many it holds afterwards. */
export async function insertTags(s: TInventoryScope, inventoryId: number, names: string[], at: Date) {
  if (names.length > 0) {
    await s.tx
      .insert(inventoryTags)
      .values(names.map((name) => ({ shopId: s.shopId, inventoryId, name, createdAt: at })))
      .onConflictDoNothing();
  }
  const [row] = await s.tx
    .select({ n: count() })
    .from(inventoryTags)
    .where(and(eq(inventoryTags.shopId, s.shopId), eq(inventoryTags.inventoryId, inventoryId)));
  return row.n;
}

/** Whether the item has a tag of this name, ignoring case. */
export async function hasTag(s: TInventoryScope, inventoryId: number, name: string): Promise<boolean> {
  const rows = await s.tx
    .select({ id: inventoryTags.id })
    .from(inventoryTags)
    .where(
      and(
        eq(inventoryTags.shopId, s.shopId),
        eq(inventoryTags.inventoryId, inventoryId),
        sql`lower(${inventoryTags.name}) = lower(${name})`,
      ),
    );
  return rows.length > 0;
}

/** Removes one tag of one item; whether it was there. */
export async function deleteTag(s: TInventoryScope, inventoryId: number, tagId: number): Promise<boolean> {
  const rows = await s.tx
    .delete(inventoryTags)
    .where(
      and(eq(inventoryTags.shopId, s.shopId), eq(inventoryTags.inventoryId, inventoryId), eq(inventoryTags.id, tagId)),
    )
    .returning({ id: inventoryTags.id });
  return rows.length > 0;
}

// ---- Movements ----

/** One item's movements, newest first, with the name of who made each, one page and the total. */
export async function listMovements(s: TInventoryScope, inventoryId: number, page: TPageWindow) {
  const where = and(eq(inventoryMovements.shopId, s.shopId), eq(inventoryMovements.inventoryId, inventoryId));
  const rows = await s.tx
    .select({ movement: inventoryMovements, accountName: accounts.name })
    .from(inventoryMovements)
    .innerJoin(
      accounts,
      and(eq(accounts.shopId, inventoryMovements.shopId), eq(accounts.id, inventoryMovements.accountId)),
    )
    .where(where)
    .orderBy(desc(inventoryMovements.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await s.tx.select({ n: count() }).from(inventoryMovements).where(where);
  return { rows: rows.map((r) => ({ ...r.movement, accountName: r.accountName })), totalCount: total.n };
}
