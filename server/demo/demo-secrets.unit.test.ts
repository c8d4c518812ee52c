import { describe, expect, it } from 'vitest';
import { insideDigest, useCheapHashingForTests, verifySecret } from '../modules/auth/auth.crypto';
import { demoSecretHasher } from './demo-secrets';

useCheapHashingForTests();

describe('the demo seed password hashing', () => {
  const logins = [
    { account: 'demo', password: 'demo1234' },
    { account: 'demo-tech', password: 'demo1234' },
  ];

  it('hashes a shared password once, and each account its own internal password', async () => {
    const hash = demoSecretHasher(logins);
    const [first, second] = await Promise.all([hash('demo1234'), hash('demo1234')]);
    expect(second).toBe(first);
    const inside = await Promise.all(logins.map((login) => hash(insideDigest(login.password, login.account))));
    expect(inside[0]).not.toBe(inside[1]);
  });

  it('gives hashes that verify as any account does, and only with their own secret', async () => {
    const hash = demoSecretHasher(logins);
    expect(await verifySecret(await hash('demo1234'), 'demo1234')).toBe(true);
    expect(await verifySecret(await hash('demo1234'), 'demo12345')).toBe(false);
    const techInside = await hash(insideDigest('demo1234', 'demo-tech'));
    expect(await verifySecret(techInside, insideDigest('demo1234', 'demo-tech'))).toBe(true);
    expect(await verifySecret(techInside, insideDigest('demo1234', 'demo'))).toBe(false);
  });
});
