import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { accounts, sessions } from '../db/schema/accounts';
import { shops } from '../db/schema/shops';
import { authEvents, outboxMessages } from '../db/schema/system';
import type { TTestApp } from './fixture';

let proofIpSeq = 0;
/** Fetches an ALTCHA challenge, each from an address of its own so that the route's throttle stays out of the way. */
export async function fetchChallenge(t: TTestApp, level: 'base' | 'strong' = 'base'): Promise<Challenge> {
  proofIpSeq += 1;
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/app/h5/altchaChallenge${level === 'strong' ? '?level=strong' : ''}`,
    remoteAddress: `172.16.${(proofIpSeq >> 8) & 255}.${proofIpSeq & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`altchaChallenge answered ${res.statusCode}`);
  return res.json() as Challenge;
}

/** The payload the ALTCHA widget sends for a solved challenge (base64 JSON of the challenge and its solution). */
export async function solvedPayload(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A fresh ALTCHA proof, solved as the widget in a browser would: `{ altcha }` to spread into a call's body. */
export async function altchaProof(t: TTestApp, level: 'base' | 'strong' = 'base') {
  return { altcha: await solvedPayload(await fetchChallenge(t, level)) };
}

/**
 * Inserts `n` auth events (failed logins, sent codes) for a subject at a moment, to reach a rate limit fast; `ip` is
 * the address a failed login came from (the account lock counts distinct ones).
 */
export async function insertAuthEvents(
  db: TDb,
  event: { kind: string; subject: string; n: number; at: Date; ip?: string },
) {
  await db.insert(authEvents).values(
    Array.from({ length: event.n }, () => ({
      kind: event.kind,
      subject: event.subject,
      createdAt: event.at,
      ip: event.ip,
    })),
  );
}

/** How many outbox messages (SMS or e-mail) went to a recipient. */
export async function countOutbox(db: TDb, recipient: string) {
  const [row] = await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, recipient));
  return row.n;
}

/** How many shops carry a name. */
export async function countShopsNamed(db: TDb, name: string) {
  const [row] = await db.select({ n: count() }).from(shops).where(eq(shops.name, name));
  return row.n;
}

/** How many accounts have a login name, case-insensitive. */
export async function countAccountsNamed(db: TDb, login: string) {
  const [row] = await db.select({ n: count() }).from(accounts).where(sql`lower(${accounts.account}) = lower(${login})`);
  return row.n;
}

/** Marks an account as departed (resigned) from a moment on. */
export async function markDeparted(db: TDb, account: { shopId: number; id: number }, at: Date) {
  await db
    .update(accounts)
    .set({ departedAt: at })
    .where(and(eq(accounts.shopId, account.shopId), eq(accounts.id, account.id)));
}

/** Sets the plan fields of a shop the way a purchase would. */
export async function setShopFields(db: TDb, shopId: number, fields: Partial<typeof shops.$inferInsert>) {
  await db.update(shops).set(fields).where(eq(shops.id, shopId));
}

/** The internal-password elevation stored for the sessions of an account. */
export async function elevationsOf(db: TDb, account: { shopId: number; id: number }) {
  const rows = await db
    .select({ elevatedUntil: sessions.elevatedUntil })
    .from(sessions)
    .where(and(eq(sessions.shopId, account.shopId), eq(sessions.accountId, account.id)));
  return rows.map((r) => r.elevatedUntil?.toISOString() ?? null);
}

let ipSeq = 0;
/** A client address no other test of the file uses, so failure and send counters per address stay apart. */
export const freshIp = () => {
  ipSeq += 1;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

let phoneSeq = 0;
/** A mobile number no other test of the file uses (factories use numbers starting with 3 and random digits). */
export const freshPhone = () => {
  phoneSeq += 1;
  return `37${String(phoneSeq).padStart(8, '0')}`;
};

/** A gate a test opens once: `opened` resolves when `open` is called (to hold a transaction open, or wait for it). */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}
