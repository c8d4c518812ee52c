import { describe, expect, it } from 'vitest';
import { buildOwner, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { countAccountsNamed, freshPhone } from '../../test/helpers';

/**
 * Branch races that only mean something on PostgreSQL, where requests run side by side on a pool of connections
 * (PGlite runs them one after the other).
 */
const t = useTestApp();

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe('shop/saveBranchShop', () => {
  it('gives a login name to one of 5 parallel new branches; the others get ACCOUNT_TAKEN and leave no shop', async () => {
    const hq = await buildShop(t);
    const owner = await buildOwner(t, { shopId: hq.id });
    const account = `race-${Math.random().toString(36).slice(2, 8)}`;
    const results = await parallel(5, (i) =>
      t.call(
        'shop/saveBranchShop',
        {
          shopName: `Ramo ${i}`,
          address: 'Via Roma 2',
          contactTel: freshPhone(),
          contactUser: 'Chiara',
          account,
          password: 'race12345',
          confirmPassword: 'race12345',
        },
        { token: owner.token },
      ),
    );
    const keys = results.map((r) => r.body.errorKey ?? 'ok').sort();
    expect(keys).toEqual(['ACCOUNT_TAKEN', 'ACCOUNT_TAKEN', 'ACCOUNT_TAKEN', 'ACCOUNT_TAKEN', 'ok']);
    for (const r of results.filter((x) => x.body.errorKey)) expect(r.body.field).toBe('account');
    expect(await countAccountsNamed(t.deps.db, account)).toBe(1);
    const list = await t.call('shop/queryBranchShopList', {}, { token: owner.token });
    expect((list.body.data as unknown[]).length).toBe(2);
  });
});

describe('shop/deleteBranchShop', () => {
  it('deletes a branch once when asked 5 times at once; the others answer NOT_FOUND', async () => {
    const hq = await buildShop(t);
    const branch = await buildShop(t, { headquarterId: hq.id });
    const owner = await buildOwner(t, { shopId: hq.id });
    const results = await parallel(5, () => t.call('shop/deleteBranchShop', { id: branch.id }, { token: owner.token }));
    const keys = results.map((r) => r.body.errorKey ?? 'ok').sort();
    expect(keys).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND', 'ok']);
  });
});
