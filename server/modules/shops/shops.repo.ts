import { and, asc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { sqlState, type TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { preparedOn } from '../../db/prepared';
import { accounts, sessions } from '../../db/schema/accounts';
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

/** A shop's time zone, or undefined for no such shop: the read most calls need of a shop, without its staff count. */
export async function findShopZone(db: TDb, shopId: number): Promise<string | undefined> {
  const [row] = await db.select({ timeZone: shops.timeZone }).from(shops).where(eq(shops.id, shopId));
  return row?.timeZone;
}

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
      | 'receiptNote'
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

/** The chain's shops with their manager: the shop's first owner account still employed (a shop may have two). */
const chainShopsWith = (db: TDb, where: SQL | undefined) =>
  db
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
    .where(and(where, isNull(shops.deletedAt)))
    .orderBy(sql`${shops.headquarterId} NULLS FIRST`, asc(shops.id));

/** A chain: its headquarters first, then its branches, each once with its manager; deleted branches are left out. */
export async function listChainShops(db: TDb, headquarterId: number) {
  return chainShopsWith(db, or(eq(shops.id, headquarterId), eq(shops.headquarterId, headquarterId)));
}

export type TChainShopRow = Awaited<ReturnType<typeof listChainShops>>[number];

/** One shop of a chain (the headquarters or a live branch) with its manager, or undefined. */
export async function findChainShop(db: TDb, headquarterId: number, shopId: number) {
  const rows = await chainShopsWith(
    db,
    and(eq(shops.id, shopId), or(eq(shops.id, headquarterId), eq(shops.headquarterId, headquarterId))),
  );
  return rows[0];
}

/** Soft-deletes a live branch of a chain; false when there is none (the headquarters is never one). */
export async function markBranchDeleted(db: TDb, headquarterId: number, shopId: number, at: Date) {
  const rows = await db
    .update(shops)
    .set({ deletedAt: at, version: sql`${shops.version} + 1` })
    .where(and(eq(shops.id, shopId), eq(shops.headquarterId, headquarterId), isNull(shops.deletedAt)))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/** Whether a shop was deleted (a deleted branch's accounts cannot sign in). */
export async function isShopDeleted(db: TDb, shopId: number) {
  const rows = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), isNotNull(shops.deletedAt)));
  return rows.length > 0;
}

/** Ends every live session of a shop at once. */
export async function revokeShopSessions(db: TDb, shopId: number, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.shopId, shopId), isNull(sessions.revokedAt)));
}

/** Ends the live sessions of one account, except the caller's own. */
export async function revokeAccountSessions(db: TDb, shopId: number, accountId: number, at: Date, exceptId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.shopId, shopId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        ne(sessions.id, exceptId),
      ),
    );
}

/**
 * Updates a shop manager's account (name, phone, and a new login or password when given); 'taken' when another
 * account holds the login name (the unique index decides, whatever a check before saw).
 */
export async function updateManagerAccount(
  db: TDb,
  shopId: number,
  accountId: number,
  fields: Partial<
    Pick<
      typeof accounts.$inferInsert,
      'account' | 'name' | 'phone' | 'phoneE164' | 'passwordHash' | 'insidePasswordHash'
    >
  >,
): Promise<'ok' | 'taken'> {
  try {
    await db
      .update(accounts)
      .set({ ...fields, version: sql`${accounts.version} + 1` })
      .where(and(eq(accounts.shopId, shopId), eq(accounts.id, accountId)));
    return 'ok';
  } catch (err) {
    if (sqlState(err) === '23505') return 'taken';
    throw err;
  }
}
