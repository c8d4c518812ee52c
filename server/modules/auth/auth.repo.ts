import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accountMenus, accounts, sessions } from '../../db/schema/accounts';
import { shops } from '../../db/schema/shops';
import { altchaSpent, authEvents, verificationCodes } from '../../db/schema/system';

/** An account by login name, case-insensitive. */
export async function findAccountByLogin(db: TDb, login: string) {
  const rows = await db.select().from(accounts).where(sql`lower(${accounts.account}) = lower(${login})`).limit(1);
  return rows[0];
}

/** Accounts with a login whose phone is this one, owners first; none of a deleted branch (ADR 017). */
export async function findLoginAccountsByPhone(db: TDb, phoneE164: string) {
  const rows = await db
    .select({ account: accounts })
    .from(accounts)
    .innerJoin(shops, eq(shops.id, accounts.shopId))
    .where(
      and(
        eq(accounts.phoneE164, phoneE164),
        isNotNull(accounts.account),
        isNull(accounts.departedAt),
        isNull(shops.deletedAt),
      ),
    )
    .orderBy(sql`${accounts.accountType} = 1 DESC`, accounts.id);
  return rows.map((r) => r.account);
}

export async function findAccount(db: TDb, shopId: number, accountId: number) {
  const rows = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.id, accountId)));
  return rows[0];
}

export type TAccountInsert = typeof accounts.$inferInsert;

export async function insertAccount(db: TDb, values: TAccountInsert): Promise<number> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row.id;
}

export async function grantMenus(db: TDb, shopId: number, accountId: number, menuKeys: readonly string[]) {
  if (!menuKeys.length) return;
  await db
    .insert(accountMenus)
    .values(menuKeys.map((menuKey) => ({ shopId, accountId, menuKey })))
    .onConflictDoNothing();
}

export async function insertSession(
  db: TDb,
  values: {
    tokenHash: string;
    shopId: number;
    accountId: number;
    now: Date;
    absoluteExpiresAt: Date;
    viaHeadquarters?: boolean;
  },
) {
  await db.insert(sessions).values({
    tokenHash: values.tokenHash,
    shopId: values.shopId,
    accountId: values.accountId,
    createdAt: values.now,
    lastSeenAt: values.now,
    absoluteExpiresAt: values.absoluteExpiresAt,
    viaHeadquarters: values.viaHeadquarters ?? false,
  });
}

export async function revokeSession(db: TDb, sessionId: number, now: Date) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function setSessionElevation(db: TDb, sessionId: number, until: Date) {
  await db.update(sessions).set({ elevatedUntil: until }).where(eq(sessions.id, sessionId));
}

/** How many events of a kind a subject had since a moment (rate limits, the captcha rule). */
export async function countEvents(db: TDb, kind: string, subject: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(authEvents)
    .where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject), gt(authEvents.createdAt, since)));
  return row.n;
}

/**
 * Holds a lock on a subject until the transaction ends, so that a check-then-insert on it (the resend wait and the
 * hourly code limits) runs one request at a time; parallel requests would all pass the check otherwise.
 */
export async function lockSubject(db: TDb, subject: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${subject}, 0))`);
}

/** Records an event for each subject; `ip` is kept where a rule counts distinct addresses (failed logins). */
export async function insertEvents(db: TDb, kind: string, subjects: string[], now: Date, ip?: string) {
  await db.insert(authEvents).values(subjects.map((subject) => ({ kind, subject, createdAt: now, ip })));
}

/** Failed logins of a subject since a moment, and from how many distinct addresses they came (the account lock). */
export async function countFailuresByAddress(db: TDb, kind: string, subject: string, since: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, addresses: sql<number>`count(DISTINCT ${authEvents.ip})::int` })
    .from(authEvents)
    .where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject), gt(authEvents.createdAt, since)));
  return row;
}

/** The owners (accountType 1) of a shop who are still there: whom a lock of one of its accounts is told to. */
export async function findShopOwners(db: TDb, shopId: number) {
  return db
    .select()
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.accountType, 1), isNull(accounts.departedAt)));
}

/** Marks an ALTCHA proof used; false when it was used before (a proof is good once). */
export async function spendProof(db: TDb, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db
    .insert(altchaSpent)
    .values({ nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: altchaSpent.nonce });
  return rows.length > 0;
}

/** Clears the failed-login count of a subject after a good login. */
export async function clearEvents(db: TDb, kind: string, subject: string) {
  await db.delete(authEvents).where(and(eq(authEvents.kind, kind), eq(authEvents.subject, subject)));
}

export async function insertCode(
  db: TDb,
  values: { purpose: string; target: string; codeHash: string; expiresAt: Date; now: Date },
) {
  await db.insert(verificationCodes).values({ ...values, createdAt: values.now });
}

/** The newest code sent to a target for a purpose. */
export async function findLatestCode(db: TDb, purpose: string, target: string) {
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1);
  return rows[0];
}

export async function bumpCodeAttempts(db: TDb, id: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}
