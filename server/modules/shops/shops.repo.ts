import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { preparedOn } from '../../db/prepared';
import { accounts } from '../../db/schema/accounts';
import { shops, shopTypes } from '../../db/schema/shops';

export type TShopRow = typeof shops.$inferSelect & {
  shopAccountNums: number;
};

const shopById = (db: TDb) =>
  db
    .select({
      shop: shops,
      // Written out in full: Drizzle renders ${shops.id} unqualified here, and inside the subquery "id" is a.id.
      shopAccountNums: sql<number>`(SELECT count(*)::int FROM accounts a WHERE a.shop_id = shops.id AND a.departed_at IS NULL AND a.account_type <> 3)`,
    })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId')))
    .prepare('shop_by_id');

/** One shop with its staff count, or undefined. */
export async function findShop(db: TDb, shopId: number): Promise<TShopRow | undefined> {
  const rows = await preparedOn(db, 'shop_by_id', shopById).execute({ shopId });
  return rows[0] && { ...rows[0].shop, shopAccountNums: rows[0].shopAccountNums };
}

export type TShopInsert = typeof shops.$inferInsert;

/** Inserts a shop and returns its id. */
export async function insertShop(db: TDb, values: TShopInsert): Promise<number> {
  const [row] = await db.insert(shops).values(values).returning({ id: shops.id });
  return row.id;
}

/** Updates the editable fields of a shop when its version matches; returns whether a row changed. */
export async function updateShopFields(
  db: TDb,
  shopId: number,
  version: number | undefined,
  fields: Partial<
    Pick<
      TShopInsert,
      | 'name'
      | 'area'
      | 'region'
      | 'address'
      | 'contactUser'
      | 'contactTel'
      | 'postCode'
      | 'email'
      | 'logo'
      | 'bgImg'
      | 'cashDeviceIp'
      | 'remark'
      | 'timeZone'
    >
  >,
): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ ...fields, version: sql`${shops.version} + 1` })
    .where(and(eq(shops.id, shopId), versionMatches(shops.version, version)))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/** The shop types in display order. */
export async function listShopTypes(db: TDb) {
  return db.select().from(shopTypes).orderBy(asc(shopTypes.sortOrder));
}

export async function shopTypeExists(db: TDb, id: number) {
  const rows = await db.select({ id: shopTypes.id }).from(shopTypes).where(eq(shopTypes.id, id));
  return rows.length > 0;
}

/**
 * A chain: its headquarters first, then its branches, each once with its manager: the shop's first owner account
 * still employed (a shop may have more than one owner).
 */
export async function listChainShops(db: TDb, headquarterId: number) {
  return db
    .select({
      shop: shops,
      accountId: accounts.id,
      account: accounts.account,
      managerName: accounts.name,
    })
    .from(shops)
    .leftJoin(
      accounts,
      and(
        eq(accounts.shopId, shops.id),
        eq(
          accounts.id,
          sql`(SELECT min(o.id) FROM accounts o WHERE o.shop_id = ${shops.id} AND o.account_type = 1 AND o.departed_at IS NULL)`,
        ),
      ),
    )
    .where(or(eq(shops.id, headquarterId), eq(shops.headquarterId, headquarterId)))
    .orderBy(sql`${shops.headquarterId} NULLS FIRST`, asc(shops.id));
}

/** Whether an invitation code belongs to a shop. */
export async function invitationCodeExists(db: TDb, code: string) {
  const rows = await db.select({ id: shops.id }).from(shops).where(eq(shops.invitationCode, code));
  return rows.length > 0;
}
