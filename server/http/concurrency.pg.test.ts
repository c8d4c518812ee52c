import { describe, expect, it } from 'vitest';
import { buildAccount, buildOwner, lastCodeSentTo } from '../test/factories';
import { useTestApp } from '../test/fixture';
import { altchaProof, countAccountsNamed, countOutbox, countShopsNamed, freshIp, freshPhone } from '../test/helpers';

/**
 * Races that only mean something on PostgreSQL, where requests really run side by side on a pool of connections.
 * PGlite is one connection and runs them one after the other, so without DATABASE_URL these are skipped.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const shopBody = (overrides: Record<string, unknown> = {}) => ({
  shopName: 'Salone Parallelo',
  area: 'Bologna',
  address: 'Via Zamboni 1',
  ...overrides,
});

describe.runIf(isPostgres)('shop/update', () => {
  it('answers 10 parallel saves with one nonce identically and saves once', async () => {
    const owner = await buildOwner(t);
    const results = await parallel(10, () =>
      t.call('shop/update', shopBody({ remark: 'parallel' }), { token: owner.token, nonce: 'same-nonce-1' }),
    );
    expect(results[0].body).toMatchObject({ code: 0, data: { remark: 'parallel', version: 2 } });
    for (const result of results) expect(result).toEqual(results[0]);
    const now = await t.call('shop/query', {}, { token: owner.token });
    expect(now.body.data).toMatchObject({ version: 2 });
  });

  it('lets exactly one of 5 parallel saves of the same version through, the others get 409', async () => {
    const owner = await buildOwner(t);
    const results = await parallel(5, (i) =>
      t.call('shop/update', shopBody({ remark: `save ${i}`, version: 1 }), { token: owner.token, nonce: `v-${i}` }),
    );
    const codes = results.map((r) => r.body.code).sort();
    expect(codes).toEqual([0, 409, 409, 409, 409]);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('CONFLICT');
    const winner = results.find((r) => r.body.code === 0)!;
    const now = await t.call('shop/query', {}, { token: owner.token });
    expect(now.body.data).toMatchObject({ version: 2, remark: (winner.body.data as { remark: string }).remark });
  });
});

/** ALTCHA proofs solved one after another before a burst (each code request needs its own, ADR 020). */
async function proofsFor(n: number) {
  const proofs: { altcha: string }[] = [];
  for (let i = 0; i < n; i++) proofs.push(await altchaProof(t));
  return proofs;
}

describe.runIf(isPostgres)('h5/getSignupPhoneMsg', () => {
  it('sends one code for 10 parallel requests with one nonce: the others meet the resend wait', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const proofs = await proofsFor(10);
    const results = await parallel(10, (i) =>
      t.call('h5/getSignupPhoneMsg', { phone, ...proofs[i] }, { ip, nonce: 'same-nonce-2' }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('CODE_RESEND_WAIT');
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(1);
  });

  it('sends one code for 10 parallel requests with different nonces: the others must wait', async () => {
    const phone = freshPhone();
    const proofs = await proofsFor(10);
    const results = await parallel(10, (i) =>
      t.call('h5/getSignupPhoneMsg', { phone, ...proofs[i] }, { ip: freshIp(), nonce: `n-${i}` }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('CODE_RESEND_WAIT');
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(1);
  });
});

describe.runIf(isPostgres)('h5/signup', () => {
  it('creates one shop for 5 parallel sign-ups of the same account, the others get a clear error', async () => {
    const account = `race${Date.now()}`;
    const shopName = `Salone Gara ${account}`;
    const bodies: Record<string, unknown>[] = [];
    for (let i = 0; i < 5; i++) {
      const phone = freshPhone();
      const sent = await t.call('h5/getSignupPhoneMsg', { phone, ...(await altchaProof(t)) }, { ip: freshIp() });
      expect(sent.body.code).toBe(0);
      bodies.push({
        shopName,
        region: 'Emilia-Romagna',
        address: 'Via Rizzoli 2',
        managerName: 'Gara',
        account: i % 2 ? account.toUpperCase() : account,
        areaCode: '+39',
        shopType: 1,
        country: 'IT',
        phone,
        code: await lastCodeSentTo(t.deps.db, `+39${phone}`),
        password: 'gara2026x',
        confirmPassword: 'gara2026x',
        agreeTerms: true,
      });
    }
    const results = await parallel(5, (i) => t.call('h5/signup', bodies[i], { ip: freshIp() }));
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) {
      expect(['ACCOUNT_TAKEN', 'CONFLICT']).toContain(r.body.errorKey);
      expect(r.body.code).not.toBe(500);
    }
    expect(await countShopsNamed(t.deps.db, shopName)).toBe(1);
    expect(await countAccountsNamed(t.deps.db, account)).toBe(1);
  });
});

describe.runIf(isPostgres)('h5/login', () => {
  it('counts a burst of 10 parallel wrong passwords one by one: the proof rule holds after the third', async () => {
    const owner = await buildAccount(t);
    const results = await parallel(10, () =>
      t.call('h5/login', { account: owner.account, password: 'wrong-password-1' }, { ip: freshIp() }),
    );
    const keys = results.map((r) => r.body.errorKey).sort();
    expect(keys).toEqual([...Array(7).fill('CAPTCHA_REQUIRED'), ...Array(3).fill('WRONG_CREDENTIALS')]);
  });

  it('opens a working session for each of 10 parallel logins of one account', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    const results = await parallel(10, () =>
      t.call('h5/login', { account: owner.account, password: owner.password }, { ip }),
    );
    const tokens = results.map((r) => {
      expect(r.body.code).toBe(0);
      return (r.body.data as { token: string }).token;
    });
    expect(new Set(tokens).size).toBe(10);
    const queries = await parallel(10, (i) => t.call('shop/query', {}, { token: tokens[i] }));
    for (const q of queries) expect(q.body.data).toMatchObject({ id: owner.shopId });
  });
});
