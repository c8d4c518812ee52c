import { describe, expect, it } from 'vitest';
import { altchaSpent, authEvents, idempotencyKeys, verificationCodes } from '../db/schema/system';
import { useTestApp } from '../test/fixture';
import { pruneExpired } from './housekeeping.repo';

const t = useTestApp();

describe('housekeeping', () => {
  it('prunes expired nonces, events, codes and used ALTCHA proofs and keeps the live ones', async () => {
    const now = t.clock.now();
    const ago = (h: number) => new Date(now.getTime() - h * 3_600_000);
    const db = t.deps.db;
    await db.insert(idempotencyKeys).values([
      { scope: 'a:1', nonce: 'old', path: 'x', bodyHash: 'h', createdAt: ago(25) },
      { scope: 'a:1', nonce: 'new', path: 'x', bodyHash: 'h', createdAt: ago(1) },
    ]);
    await db.insert(authEvents).values([
      { kind: 'login_fail', subject: 'acct:old', createdAt: ago(3) },
      { kind: 'login_fail', subject: 'acct:new', createdAt: ago(0.5) },
    ]);
    await db.insert(verificationCodes).values([
      { purpose: 'login', target: 'old', codeHash: 'h', expiresAt: ago(25), createdAt: ago(26) },
      { purpose: 'login', target: 'new', codeHash: 'h', expiresAt: ago(-0.1), createdAt: now },
    ]);
    await db.insert(altchaSpent).values([
      { nonce: 'old-proof', expiresAt: ago(0.1) },
      { nonce: 'new-proof', expiresAt: ago(-0.1) },
    ]);

    await pruneExpired(db, now);

    expect((await db.select().from(idempotencyKeys)).map((r) => r.nonce)).toEqual(['new']);
    expect((await db.select().from(authEvents)).map((r) => r.subject)).toEqual(['acct:new']);
    expect((await db.select().from(verificationCodes)).map((r) => r.target)).toEqual(['new']);
    expect((await db.select().from(altchaSpent)).map((r) => r.nonce)).toEqual(['new-proof']);
  });
});
