import { createHash, randomBytes } from 'node:crypto';
import type { TDeps, TSession } from './context';
import { findSessionByTokenHash, findSessionWithRead, type TSessionRead, touchSession } from './session.repo';

const TOUCH_EVERY_MS = 5 * 60_000;

/** A new random session token (32 bytes) for the client; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The session a token opens, or null when it is missing, revoked, expired (idle or absolute), its account left or
 * its shop (a branch) was deleted.
 * A re-check that is not the person's activity (the live stream's heartbeat) passes `isActivity: false`, so an open
 * but idle screen does not keep the session alive.
 * Given a `read`, the same statement also reads that value (session.repo.ts TSessionRead), answered as `read`.
 */
export async function resolveSession(
  deps: TDeps,
  token: string | undefined,
  now: Date,
  { isActivity = true, read }: { isActivity?: boolean; read?: TSessionRead } = {},
): Promise<(TSession & { read?: unknown }) | null> {
  if (!token || token === 'null' || token.length > 200) return null;
  const tokenHash = hashToken(token);
  const row = read
    ? await findSessionWithRead(deps.db, tokenHash, read)
    : await findSessionByTokenHash(deps.db, tokenHash);
  if (!row || row.departedAt || row.deletedAt || row.shopDeletedAt) return null;
  if (row.absoluteExpiresAt <= now) return null;
  if (row.lastSeenAt.getTime() + deps.config.sessionIdleMs <= now.getTime()) return null;
  if (isActivity && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(deps.db, row.sessionId, now);
  }
  return {
    sessionId: row.sessionId,
    shopId: row.shopId,
    accountId: row.accountId,
    account: row.account ?? '',
    name: row.name,
    accountType: row.accountType,
    shopName: row.shopName,
    goodsType: row.goodsType,
    headquarterId: row.headquarterId,
    elevatedUntil: row.elevatedUntil,
    isHeadquartersManager: row.accountType === 1 && (row.headquarterId === null || row.viaHeadquarters),
    ...(read ? { read: 'read' in row ? row.read : undefined } : {}),
  };
}
