import { and, asc, count, eq, inArray, isNull, max, ne, type SQL, sql } from 'drizzle-orm';
import { sqlState, type TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { accountMenus, accounts, sessions } from '../../db/schema/accounts';
import { accountProducts, products } from '../../db/schema/projects';
import { containsPattern } from '../../db/search';

/** What every repo function takes: the transaction (or db) and the session's shop. */
export type TStaffScope = { tx: TDb; shopId: number };

export type TStaffRow = typeof accounts.$inferSelect;
export type TStaffFields = Pick<
  typeof accounts.$inferInsert,
  'name' | 'phone' | 'staffType' | 'accountType' | 'appointFlag' | 'financeFlag' | 'workFlag'
>;
type TPageWindow = { offset: number; limit: number };

/** `%key%` for ILIKE, with the LIKE wildcards of the typed text matched literally. */

const liveStaffOf = (shopId: number) => and(eq(accounts.shopId, shopId), isNull(accounts.deletedAt));
/** Who can be booked or bill (ADR 007): not resigned and not temporary. */
const activeNonTemporary = and(isNull(accounts.departedAt), ne(accounts.accountType, 3));
const staffOrder = [asc(accounts.sortOrder), asc(accounts.id)];

/**
 * The shop's staff in staff order, one page, with the total. `technicians` and `billing` are the lists of who can be
 * booked / can bill (flag 0, not resigned, not temporary); `all` is the management list, resigned included.
 */
export async function listStaff(
  s: TStaffScope,
  filter: { key: string; appointFlag?: number; financeFlag?: number } & TPageWindow,
) {
  const key = filter.key.trim();
  const conditions: (SQL | undefined)[] = [liveStaffOf(s.shopId)];
  if (key) {
    const pattern = containsPattern(key);
    conditions.push(
      sql`(${accounts.name} ILIKE ${pattern} OR ${accounts.phone} ILIKE ${pattern} OR ${accounts.account} ILIKE ${pattern})`,
    );
  }
  for (const [column, value] of [
    [accounts.appointFlag, filter.appointFlag],
    [accounts.financeFlag, filter.financeFlag],
  ] as const) {
    if (value === undefined) continue;
    conditions.push(eq(column, value));
    if (value === 0) conditions.push(activeNonTemporary);
  }
  const where = and(...conditions);
  const rows = await s.tx
    .select()
    .from(accounts)
    .where(where)
    .orderBy(...staffOrder)
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(accounts).where(where);
  return { rows, totalCount: total.n };
}

/** One staff member of the shop that is not deleted, or undefined. */
export async function findStaff(s: TStaffScope, id: number): Promise<TStaffRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(accounts)
    .where(and(liveStaffOf(s.shopId), eq(accounts.id, id)));
  return row;
}

/**
 * Serializes the writes that read the whole staff order (next sort order, up/down) until the transaction ends:
 * two concurrent creates could otherwise take the same place.
 */
export async function lockStaffOrder(s: TStaffScope) {
  await s.tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`staff_order:${s.shopId}`}, 0))`);
}

/** The sort order after the shop's last staff member (deleted ones included, so an order is never reused). */
export async function nextStaffSortOrder(s: TStaffScope): Promise<number> {
  const [row] = await s.tx
    .select({ top: max(accounts.sortOrder) })
    .from(accounts)
    .where(eq(accounts.shopId, s.shopId));
  return (row.top ?? 0) + 1;
}

/** Inserts a staff member without a login and returns its id. */
export async function insertStaff(
  s: TStaffScope,
  values: TStaffFields & { sortOrder: number; createdAt: Date },
): Promise<number> {
  const [row] = await s.tx
    .insert(accounts)
    .values({ ...values, shopId: s.shopId })
    .returning({ id: accounts.id });
  return row.id;
}

/**
 * Updates a live staff member when its version matches (any version when none is given) and bumps the version;
 * whether a row changed.
 */
export async function updateStaff(
  s: TStaffScope,
  id: number,
  version: number | undefined,
  fields: Partial<TStaffFields> & { departedAt?: Date | null },
): Promise<boolean> {
  const rows = await s.tx
    .update(accounts)
    .set({ ...fields, version: sql`${accounts.version} + 1` })
    .where(and(liveStaffOf(s.shopId), eq(accounts.id, id), versionMatches(accounts.version, version)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Soft-deletes a staff member: hidden everywhere, its login name freed and its passwords and grants removed. */
export async function softDeleteStaff(s: TStaffScope, id: number, at: Date) {
  await s.tx
    .update(accounts)
    .set({
      deletedAt: at,
      account: null,
      passwordHash: null,
      insidePasswordHash: null,
      version: sql`${accounts.version} + 1`,
    })
    .where(and(liveStaffOf(s.shopId), eq(accounts.id, id)));
  await s.tx.delete(accountMenus).where(and(eq(accountMenus.shopId, s.shopId), eq(accountMenus.accountId, id)));
}

/** Ends the live sessions of an account at once, except one (the caller's own, when it changes its own password). */
export async function revokeSessionsOf(s: TStaffScope, accountId: number, at: Date, exceptSessionId?: number) {
  await s.tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(
      and(
        eq(sessions.shopId, s.shopId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    );
}

/** The live account holding a login name (case-insensitive), in any shop, or undefined. */
export async function findLoginOwner(s: TStaffScope, login: string) {
  const [row] = await s.tx
    .select({ id: accounts.id, shopId: accounts.shopId })
    .from(accounts)
    .where(sql`lower(${accounts.account}) = lower(${login})`)
    .limit(1);
  return row;
}

/**
 * Gives a staff member a login name with both password hashes. 'taken' when another account got the name first
 * (the unique index on lower(account) refused it); the statement's failure aborts the transaction, so the caller
 * must answer an error.
 */
export async function setLogin(
  s: TStaffScope,
  id: number,
  values: { account: string; passwordHash: string; insidePasswordHash: string },
): Promise<'ok' | 'taken'> {
  try {
    await s.tx
      .update(accounts)
      .set({ ...values, version: sql`${accounts.version} + 1` })
      .where(and(liveStaffOf(s.shopId), eq(accounts.id, id)));
    return 'ok';
  } catch (err) {
    if (sqlState(err) === '23505') return 'taken';
    throw err;
  }
}

/** Stores a new login password hash for a staff member. */
export async function setPasswordHash(s: TStaffScope, id: number, passwordHash: string) {
  await s.tx
    .update(accounts)
    .set({ passwordHash })
    .where(and(liveStaffOf(s.shopId), eq(accounts.id, id)));
}

/** Stores a new internal password hash for a staff member. */
export async function setInsidePasswordHash(s: TStaffScope, id: number, insidePasswordHash: string) {
  await s.tx
    .update(accounts)
    .set({ insidePasswordHash })
    .where(and(liveStaffOf(s.shopId), eq(accounts.id, id)));
}

/** The live staff of the shop in staff order: ids and sort orders only. */
export async function listStaffOrder(s: TStaffScope) {
  return s.tx
    .select({ id: accounts.id, sortOrder: accounts.sortOrder })
    .from(accounts)
    .where(liveStaffOf(s.shopId))
    .orderBy(...staffOrder);
}

/** Sets one staff member's sort order. */
export async function setStaffSortOrder(s: TStaffScope, id: number, sortOrder: number) {
  await s.tx
    .update(accounts)
    .set({ sortOrder })
    .where(and(eq(accounts.shopId, s.shopId), eq(accounts.id, id)));
}

/** Whether the account has any chosen appointable projects (no rows means every project, ADR 007). */
export async function hasAccountProducts(s: TStaffScope, accountId: number): Promise<boolean> {
  const rows = await s.tx
    .select({ productId: accountProducts.productId })
    .from(accountProducts)
    .where(and(eq(accountProducts.shopId, s.shopId), eq(accountProducts.accountId, accountId)))
    .limit(1);
  return rows.length > 0;
}

/** The account's chosen projects that are still active, with their name and type, in project order. */
export async function listAccountProducts(s: TStaffScope, accountId: number) {
  return s.tx
    .select({
      accountId: accountProducts.accountId,
      productId: accountProducts.productId,
      productName: products.name,
      productTypeId: products.productTypeId,
      hotFlag: accountProducts.hotFlag,
    })
    .from(accountProducts)
    .innerJoin(products, and(eq(products.shopId, accountProducts.shopId), eq(products.id, accountProducts.productId)))
    .where(and(eq(accountProducts.shopId, s.shopId), eq(accountProducts.accountId, accountId), eq(products.delFlag, 0)))
    .orderBy(asc(products.sortOrder), asc(products.id));
}

/** Which of these ids are active projects of the shop. */
export async function findActiveProductIds(s: TStaffScope, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await s.tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.shopId, s.shopId), eq(products.delFlag, 0), inArray(products.id, [...ids])));
  return rows.map((r) => r.id);
}

/** Replaces an account's chosen projects with a new set. */
export async function replaceAccountProducts(
  s: TStaffScope,
  accountId: number,
  list: readonly { productId: number; hotFlag: number }[],
) {
  await s.tx
    .delete(accountProducts)
    .where(and(eq(accountProducts.shopId, s.shopId), eq(accountProducts.accountId, accountId)));
  if (!list.length) return;
  await s.tx
    .insert(accountProducts)
    .values(list.map((p) => ({ shopId: s.shopId, accountId, productId: p.productId, hotFlag: p.hotFlag })));
}
