import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { preparedOn } from '../db/prepared';
import { accountMenus, accounts, sessions } from '../db/schema/accounts';
import { shops } from '../db/schema/shops';
import type { TSession } from './context';

const sessionFields = {
  sessionId: sessions.id,
  shopId: sessions.shopId,
  accountId: sessions.accountId,
  lastSeenAt: sessions.lastSeenAt,
  absoluteExpiresAt: sessions.absoluteExpiresAt,
  elevatedUntil: sessions.elevatedUntil,
  viaHeadquarters: sessions.viaHeadquarters,
  account: accounts.account,
  name: accounts.name,
  accountType: accounts.accountType,
  departedAt: accounts.departedAt,
  deletedAt: accounts.deletedAt,
  shopName: shops.name,
  goodsType: shops.goodsType,
  headquarterId: shops.headquarterId,
  shopDeletedAt: shops.deletedAt,
};

/** The session statement with the given columns: the live session of a token hash, its account and its shop. */
const sessionLookup = <F extends { read?: SQL<unknown> }>(db: TDb, fields: F, name: string) =>
  db
    .select({ ...sessionFields, ...fields })
    .from(sessions)
    .innerJoin(accounts, and(eq(accounts.shopId, sessions.shopId), eq(accounts.id, sessions.accountId)))
    .innerJoin(shops, eq(shops.id, sessions.shopId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare(name);

/** The live session of a token hash with its account and shop, or undefined. Expiry is checked by the caller. */
export async function findSessionByTokenHash(db: TDb, tokenHash: string) {
  const rows = await preparedOn(db, 'session_by_token', (d) => sessionLookup(d, {}, 'session_by_token')).execute({
    tokenHash,
  });
  return rows[0];
}

/**
 * A read made by the session's own statement, beside the lookup, so that a hot call spends one round trip where it
 * would spend two (define-call.ts `sessionRead`, ADR 022). `value` is the SQL of one value, given the session's shop
 * id as SQL; its other parameters are placeholders filled from `params`. The statement is prepared once per name.
 */
export type TSessionRead = {
  name: string;
  value: (shopId: SQL) => SQL;
  params: Record<string, unknown>;
};

/** findSessionByTokenHash with a read beside it: the row carries the read's value as `read`. */
export async function findSessionWithRead(db: TDb, tokenHash: string, read: TSessionRead) {
  const statement = preparedOn(db, `session_with_${read.name}`, (d) =>
    sessionLookup(d, { read: sql<unknown>`(${read.value(sql`${sessions.shopId}`)})` }, `session_with_${read.name}`),
  );
  const rows = await statement.execute({ ...read.params, tokenHash });
  return rows[0];
}

/** Moves the idle expiry forward; called at most every few minutes per session. */
export async function touchSession(db: TDb, sessionId: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** The first-level menu keys granted to an account. */
export async function listMenuGrants(db: TDb, session: Pick<TSession, 'shopId' | 'accountId'>): Promise<string[]> {
  const rows = await db
    .select({ menuKey: accountMenus.menuKey })
    .from(accountMenus)
    .where(and(eq(accountMenus.shopId, session.shopId), eq(accountMenus.accountId, session.accountId)));
  return rows.map((r) => r.menuKey);
}

/** Whether one menu is granted, in one indexed lookup. */
export async function hasMenuGrant(db: TDb, session: Pick<TSession, 'shopId' | 'accountId'>, menuKey: string) {
  const rows = await db.execute<{ ok: number }>(
    sql`SELECT 1 AS ok FROM account_menus WHERE shop_id = ${session.shopId} AND account_id = ${session.accountId} AND menu_key = ${menuKey} LIMIT 1`,
  );
  return rowsOf(rows).length > 0;
}

/** Drizzle's execute answers `{rows}` on both drivers. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
