import { describe, expect, it } from 'vitest';
import { runDueJobs } from '../../jobs/worker';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import {
  buildReward,
  payoutJobsOf,
  rebateBalanceOf,
  rewardsOf,
  setRebateBalance,
  withdrawalsOf,
} from './invitations.test-kit';

/**
 * Races over the rebate balance, which only mean something on PostgreSQL, where requests run side by side on a pool
 * of connections. PGlite is one connection and runs them one after the other, so without DATABASE_URL these are
 * skipped.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));
const payee = { payeeName: 'Aurora Neri', payeeAccount: 'wallet-6225880137' };

describe.runIf(isPostgres)('invitation/withdraw', () => {
  it('lets exactly one of two withdrawals through when together they exceed the balance', async () => {
    const owner = await buildOwner(t);
    await setRebateBalance(t, owner.shopId, 6000);
    const results = await parallel(2, (i) =>
      t.call('invitation/withdraw', { amount: 4000, ...payee }, { token: owner.token, nonce: `race-${i}` }),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 3305]);
    expect(results.find((r) => r.body.code !== 0)!.body).toMatchObject({
      errorKey: 'WITHDRAW_EXCEEDS_AVAILABLE',
      field: 'amount',
    });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(2000);
    expect(await withdrawalsOf(t, owner.shopId)).toHaveLength(1);
    expect(await payoutJobsOf(t, owner.shopId)).toHaveLength(1);
  });

  it('never takes the balance below zero with 10 withdrawals at once', async () => {
    const owner = await buildOwner(t);
    await setRebateBalance(t, owner.shopId, 10000);
    const results = await parallel(10, (i) =>
      t.call('invitation/withdraw', { amount: 3000, ...payee }, { token: owner.token, nonce: `many-${i}` }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(3);
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(1000);
    expect(await withdrawalsOf(t, owner.shopId)).toHaveLength(3);
  });
});

describe.runIf(isPostgres)('invitation/claim', () => {
  it('credits each reward once when 5 claims of everything run at once', async () => {
    const owner = await buildOwner(t);
    await buildReward(t, { shopId: owner.shopId, amount: 4000 });
    await buildReward(t, { shopId: owner.shopId, amount: 8000, invitationLevel: 'super' });
    const results = await parallel(5, (i) =>
      t.call('invitation/claim', {}, { token: owner.token, nonce: `claim-${i}` }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('NOTHING_TO_CLAIM');
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(12000);
    expect((await rewardsOf(t, owner.shopId)).every((r) => r.status === 'claimed')).toBe(true);
  });

  it('credits one reward once when it is claimed 5 times at once', async () => {
    const owner = await buildOwner(t);
    const reward = await buildReward(t, { shopId: owner.shopId, amount: 4000 });
    const results = await parallel(5, (i) =>
      t.call('invitation/claim', { id: reward.id }, { token: owner.token, nonce: `one-${i}` }),
    );
    expect(results.filter((r) => r.body.code === 0)).toHaveLength(1);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('REWARD_ALREADY_CLAIMED');
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(4000);
  });
});

describe.runIf(isPostgres)('the payout job', () => {
  it('pays each withdrawal once when several workers run at once', async () => {
    // The payouts the tests above queued are paid first, so the workers below find only these three.
    await runDueJobs(t.deps, t.clock.now(), { batch: 100 });
    const owner = await buildOwner(t);
    await setRebateBalance(t, owner.shopId, 9000);
    for (const amount of [1000, 2000, 3000]) {
      expect((await t.call('invitation/withdraw', { amount, ...payee }, { token: owner.token })).body.code).toBe(0);
    }
    const reports = await parallel(4, () => runDueJobs(t.deps, t.clock.now(), { batch: 1 }));
    // No job is taken twice; whatever the round left (each worker takes one at most), one more run finishes.
    expect(reports.reduce((n, r) => n + r.claimed, 0)).toBeLessThanOrEqual(3);
    await runDueJobs(t.deps, t.clock.now());
    const jobs = await payoutJobsOf(t, owner.shopId);
    expect(jobs.map((j) => [j.status, j.attempts])).toEqual([
      ['done', 1],
      ['done', 1],
      ['done', 1],
    ]);
    expect((await withdrawalsOf(t, owner.shopId)).map((w) => w.status)).toEqual(['paid', 'paid', 'paid']);
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(3000);
  });
});
