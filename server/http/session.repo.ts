import { and, eq, type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../db/built-once';
import type { TDb } from '../db/client';
import { accountMenus, accounts, sessions } from '../db/schema/accounts';
import { shops } from '../db/schema/shops';
import type { TSession } from './context';

/** A session's row as the session statement answers it: the session, its account and its shop. */
export type TSessionRow = {
  sessionId: number;
  shopId: number;
  accountId: number;
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
  elevatedUntil: Date | null;
  viaHeadquarters: boolean;
  account: string | null;
  name: string;
  accountType: number;
  departedAt: Date | null;
  deletedAt: Date | null;
  shopName: string;
  goodsType: string;
  headquarterId: number | null;
  shopDeletedAt: Date | null;
};

/** The session statement's columns, named as TSessionRow (its aliases are long: a read's own SQL uses short ones). */
const SESSION_COLUMNS = sql.raw(
  [
    'sess.id AS "sessionId"',
    'sess.shop_id AS "shopId"',
    'sess.account_id AS "accountId"',
    'sess.last_seen_at AS "lastSeenAt"',
    'sess.absolute_expires_at AS "absoluteExpiresAt"',
    'sess.elevated_until AS "elevatedUntil"',
    'sess.via_headquarters AS "viaHeadquarters"',
    'sess_account.account AS "account"',
    'sess_account.name AS "name"',
    'sess_account.account_type AS "accountType"',
    'sess_account.departed_at AS "departedAt"',
    'sess_account.deleted_at AS "deletedAt"',
    'sess_shop.name AS "shopName"',
    'sess_shop.goods_type AS "goodsType"',
    'sess_shop.headquarter_id AS "headquarterId"',
    'sess_shop.deleted_at AS "shopDeletedAt"',
  ].join(', '),
);

/** A parameter of a session read, from the statement's parameter (`read` in it), as SQL of a type (builtParam). */
const readParam = (key: string, type: string): SQL => builtParam(`read,${key}`, type);

/**
 * The session statement, with a read beside it or none, built once (db/built-once.ts): it runs before every call, so
 * on the embedded database, which keeps no plans, it is planned once, and on PostgreSQL it is a named statement.
 */
function sessionStatement(name: string, read?: TSessionRead['value']) {
  return builtOnce<TSessionRow & { read?: unknown }>(
    name,
    () => sql`
        SELECT ${SESSION_COLUMNS}${read ? sql`, (${read(sql.raw('sess.shop_id'), readParam)}) AS "read"` : sql``}
          FROM ${sessions} sess
          JOIN ${accounts} sess_account ON sess_account.shop_id = sess.shop_id AND sess_account.id = sess.account_id
          JOIN ${shops} sess_shop ON sess_shop.id = sess.shop_id
         WHERE sess.token_hash = ${builtParam('tokenHash', 'text')} AND sess.revoked_at IS NULL
         LIMIT 1`,
  );
}

/** The live session of a token hash with its account and shop, or undefined. Expiry is checked by the caller. */
export async function findSessionByTokenHash(db: TDb, tokenHash: string): Promise<TSessionRow | undefined> {
  const rows = await sessionStatement('session_by_token')({ tx: db, db }, { tokenHash });
  return rows[0];
}

/**
 * A read made by the session's own statement, beside the lookup, so that a hot call spends one round trip where it
 * would spend two (define-call.ts `sessionRead`, ADR 022). `value` is the SQL of one value, given the session's shop
 * id as SQL and `param`, which answers a parameter from `params` as SQL of a type. One statement per name.
 */
export type TSessionRead = {
  name: string;
  value: (shopId: SQL, param: (key: string, type: string) => SQL) => SQL;
  params: Record<string, unknown>;
};

/** findSessionByTokenHash with a read beside it: the row carries the read's value as `read`. */
export async function findSessionWithRead(db: TDb, tokenHash: string, read: TSessionRead) {
  const rows = await sessionStatement(`session_with_${read.name}`, read.value)(
    { tx: db, db },
    { tokenHash, read: read.params },
  );
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
