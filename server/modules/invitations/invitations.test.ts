import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { sandboxWalletPayouts } from '../../db/schema/payments';
import { shops } from '../../db/schema/shops';
import type { TDeps } from '../../http/context';
import { runDueJobs } from '../../jobs/worker';
import { PaymentRejected } from '../../providers/payment';
import { buildOwner, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { invitationPayoutJob } from './invitations.service';
import {
  buildReward,
  payoutJobsOf,
  rebateBalanceOf,
  rewardsOf,
  setRebateBalance,
  signUpWithCode,
  withdrawalsOf,
} from './invitations.test-kit';

const t = useTestApp();
const DAY = 86_400_000;
const HOUR = 3_600_000;

type TPageBody = { page: { list: Record<string, unknown>[]; totalCount: number } };

const rule = async (token: string) => (await t.call('invitation/queryInviterRule', {}, { token })).body;
const records = async (token: string, body: Record<string, unknown> = {}) =>
  (await t.call('invitation/queryInvitationRecords', body, { token })).body as unknown as TPageBody;
const withdrawList = async (token: string, body: Record<string, unknown> = {}) =>
  (await t.call('invitation/queryWithdrawList', body, { token })).body as unknown as TPageBody;
const payee = { payeeName: 'Aurora Neri', payeeAccount: 'wallet-6225880137' };

/** An owner of a paid shop (yearly, a year ahead) with a session. */
const paidOwner = () => buildOwner(t);

/** The app's dependencies with a payment provider whose payouts are refused: the wallet turns the payee down. */
function refusingPayouts(): TDeps {
  const wallet = t.deps.providers.payment;
  if (!wallet) throw new Error('the test app has no payment provider');
  return {
    ...t.deps,
    providers: {
      ...t.deps.providers,
      payment: {
        ...wallet,
        payout: async () => {
          throw new PaymentRejected('the payee account is closed');
        },
      },
    },
  };
}

/** Runs the worker at successive moments (each an hour later, past any retry wait) `times` times. */
async function runWorker(deps: TDeps, times: number, from = t.clock.now()) {
  for (let i = 0; i < times; i++) await runDueJobs(deps, new Date(from.getTime() + i * HOUR));
}

describe('h5/signup with an invitation code', () => {
  it("gives a paid shop's invitee one more calendar month of trial and the inviter a regular reward", async () => {
    const inviter = await buildShop(t);
    const { body } = await signUpWithCode(t, inviter.invitationCode);
    expect(body.code).toBe(0);
    const shopInfo = (body.data as { shopInfo: { id: number; expireTime: string; trialFlag: number } }).shopInfo;
    // 30 days of trial from 2026-11-23 10:00 in Rome end 2026-12-23 10:00, and one month more is 2027-01-23 10:00.
    expect(shopInfo).toMatchObject({ trialFlag: 1, expireTime: '2027-01-23T09:00:00.000Z' });
    const [invited] = await t.deps.db.select().from(shops).where(eq(shops.id, shopInfo.id));
    expect(invited.invitedByCode).toBe(inviter.invitationCode);
    const rewards = await rewardsOf(t, inviter.id);
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({
      invitedShopId: shopInfo.id,
      invitationLevel: 'regular',
      amount: 4000,
      currency: 'CNY',
      status: 'unclaimed',
      claimedAt: null,
    });
  });

  it('earns the super reward for a super code, at the level the code had', async () => {
    const inviter = await buildShop(t, { invitationLevel: 'super' });
    expect((await signUpWithCode(t, inviter.invitationCode)).body.code).toBe(0);
    const [reward] = await rewardsOf(t, inviter.id);
    expect(reward).toMatchObject({ invitationLevel: 'super', amount: 8000 });
  });

  it('gives the plain trial without a code', async () => {
    const { body } = await signUpWithCode(t, '');
    expect((body.data as { shopInfo: { expireTime: string } }).shopInfo.expireTime).toBe('2026-12-23T09:00:00.000Z');
  });

  it.each([
    ['an unknown code', async () => 'NOSUCHCODE1'],
    ['a trial shop', async () => (await buildShop(t, { trialFlag: 1, goodsType: 'monthly' })).invitationCode],
    ['a free-plan shop', async () => (await buildShop(t, { goodsType: 'free', expireTime: null })).invitationCode],
    [
      'an expired shop',
      async () => (await buildShop(t, { expireTime: new Date(t.clock.now().getTime() - DAY) })).invitationCode,
    ],
    [
      'a deleted branch',
      async () => {
        const headquarters = await buildShop(t);
        const branch = await buildShop(t, { headquarterId: headquarters.id, deletedAt: t.clock.now() });
        return branch.invitationCode;
      },
    ],
  ])('refuses the code of %s and creates nothing', async (_case, codeOf) => {
    const code = await codeOf();
    const shopName = `Salone Rifiutato ${code}`;
    const { body } = await signUpWithCode(t, code, { shopName });
    expect(body).toMatchObject({
      code: ERRORS.INVITATION_CODE_INVALID.code,
      errorKey: 'INVITATION_CODE_INVALID',
      field: 'invitationCode',
      msg: 'This invitation code is not valid',
    });
    expect(await t.deps.db.select().from(shops).where(eq(shops.name, shopName))).toHaveLength(0);
  });
});

describe('invitation/queryInviterRule', () => {
  it("shows a paid shop's code, the configured rules and its rebate amounts", async () => {
    const owner = await paidOwner();
    await buildReward(t, { shopId: owner.shopId, amount: 4000 });
    await buildReward(t, { shopId: owner.shopId, amount: 8000, invitationLevel: 'super' });
    await buildReward(t, { shopId: owner.shopId, amount: 4000, status: 'claimed', claimedAt: t.clock.now() });
    await setRebateBalance(t, owner.shopId, 6000);
    const [shop] = await t.deps.db.select().from(shops).where(eq(shops.id, owner.shopId));
    expect(await rule(owner.token)).toEqual({
      code: 0,
      msg: 'success',
      data: {
        invitationCode: shop.invitationCode,
        invitationLevel: 'regular',
        isPaidShop: true,
        rewardAmount: 4000,
        superRewardAmount: 8000,
        currency: 'CNY',
        inviteeExtraTrialMonths: 1,
        withdrawDays: 3,
        minWithdrawAmount: 1000,
        availableAmount: 6000,
        unclaimedAmount: 12000,
        withdrawingAmount: 0,
        withdrawnAmount: 0,
      },
    });
  });

  it('shows no code to a trial shop or an expired one, but still its amounts', async () => {
    const trial = await buildOwner(t, { shopId: (await buildShop(t, { trialFlag: 1, goodsType: 'monthly' })).id });
    await buildReward(t, { shopId: trial.shopId });
    expect((await rule(trial.token)).data).toMatchObject({
      invitationCode: '',
      isPaidShop: false,
      unclaimedAmount: 4000,
    });
    const expired = await paidOwner();
    await t.deps.db
      .update(shops)
      .set({ expireTime: new Date(t.clock.now().getTime() - 1) })
      .where(eq(shops.id, expired.shopId));
    expect((await rule(expired.token)).data).toMatchObject({ invitationCode: '', isPaidShop: false });
  });

  it('is the owner’s only: a manager with every menu is refused', async () => {
    const owner = await paidOwner();
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['renewal', 'shopInfo'] });
    expect(await rule(manager.token)).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    expect(await rule(staff.token)).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
  });

  it('needs a session', async () => {
    expect(await rule('')).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('invitation/queryInvitationRecords', () => {
  it("lists the shop's invited shops newest first, with level, time, reward and status, one page at a time", async () => {
    const owner = await paidOwner();
    const first = await buildShop(t, { name: `Salone Primo ${owner.shopId}`, trialFlag: 1 });
    await buildReward(t, { shopId: owner.shopId, invitedShopId: first.id });
    t.clock.advance(HOUR);
    const second = await buildShop(t, { name: `Salone Secondo ${owner.shopId}`, trialFlag: 1 });
    await buildReward(t, {
      shopId: owner.shopId,
      invitedShopId: second.id,
      invitationLevel: 'super',
      amount: 8000,
      status: 'claimed',
      claimedAt: t.clock.now(),
    });
    const other = await paidOwner();
    await buildReward(t, { shopId: other.shopId });
    const body = await records(owner.token);
    expect(body.page.totalCount).toBe(2);
    expect(body.page.list).toEqual([
      {
        id: expect.any(Number),
        shopName: second.name,
        invitationLevel: 'super',
        createTime: t.clock.now().toISOString(),
        rewardAmount: 8000,
        status: 'claimed',
        claimTime: t.clock.now().toISOString(),
      },
      {
        id: expect.any(Number),
        shopName: first.name,
        invitationLevel: 'regular',
        createTime: new Date(t.clock.now().getTime() - HOUR).toISOString(),
        rewardAmount: 4000,
        status: 'unclaimed',
        claimTime: null,
      },
    ]);
    const page2 = await records(owner.token, { curPage: 2, limit: 1 });
    expect(page2.page).toMatchObject({ totalCount: 2, curPage: 2, totalPage: 2, list: [{ shopName: first.name }] });
    expect((await records(owner.token, { key: 'secondo' })).page.list.map((r) => r.shopName)).toEqual([second.name]);
  });

  it('is refused to a manager and needs a session', async () => {
    const owner = await paidOwner();
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['renewal'] });
    const refused = await t.call('invitation/queryInvitationRecords', {}, { token: manager.token });
    expect(refused.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    expect((await t.call('invitation/queryInvitationRecords', {})).body).toMatchObject({ code: 401 });
  });
});

describe('invitation/claim', () => {
  it('claims one reward into the rebate balance and refuses it a second time', async () => {
    const owner = await paidOwner();
    const reward = await buildReward(t, { shopId: owner.shopId, amount: 4000 });
    await buildReward(t, { shopId: owner.shopId, amount: 8000 });
    const { body } = await t.call('invitation/claim', { id: reward.id }, { token: owner.token });
    expect(body).toMatchObject({ code: 0, data: { availableAmount: 4000, unclaimedAmount: 8000 } });
    const [claimed] = await rewardsOf(t, owner.shopId);
    expect(claimed).toMatchObject({ status: 'claimed', claimedAt: t.clock.now() });
    const again = await t.call('invitation/claim', { id: reward.id }, { token: owner.token });
    expect(again.body).toMatchObject({
      code: ERRORS.REWARD_ALREADY_CLAIMED.code,
      errorKey: 'REWARD_ALREADY_CLAIMED',
      field: 'id',
    });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(4000);
  });

  it('claims every unclaimed reward without an id, then has nothing to claim', async () => {
    const owner = await paidOwner();
    await buildReward(t, { shopId: owner.shopId, amount: 4000 });
    await buildReward(t, { shopId: owner.shopId, amount: 8000, invitationLevel: 'super' });
    await buildReward(t, { shopId: owner.shopId, amount: 4000, status: 'claimed', claimedAt: t.clock.now() });
    await setRebateBalance(t, owner.shopId, 500);
    const { body } = await t.call('invitation/claim', {}, { token: owner.token });
    expect(body).toMatchObject({ code: 0, data: { availableAmount: 12500, unclaimedAmount: 0 } });
    expect((await rewardsOf(t, owner.shopId)).map((r) => r.status)).toEqual(['claimed', 'claimed', 'claimed']);
    const none = await t.call('invitation/claim', {}, { token: owner.token });
    expect(none.body).toMatchObject({ code: ERRORS.NOTHING_TO_CLAIM.code, errorKey: 'NOTHING_TO_CLAIM' });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(12500);
  });

  it("answers NOT_FOUND for another shop's reward and leaves it unclaimed", async () => {
    const owner = await paidOwner();
    const other = await paidOwner();
    const theirs = await buildReward(t, { shopId: other.shopId });
    const { body } = await t.call('invitation/claim', { id: theirs.id }, { token: owner.token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    expect((await rewardsOf(t, other.shopId))[0].status).toBe('unclaimed');
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(0);
  });

  it('lets an expired shop claim what it earned', async () => {
    const owner = await buildOwner(t, { shopId: (await buildShop(t, { expireTime: t.clock.now() })).id });
    await buildReward(t, { shopId: owner.shopId });
    expect((await t.call('invitation/claim', {}, { token: owner.token })).body).toMatchObject({
      code: 0,
      data: { availableAmount: 4000 },
    });
  });

  it('refuses a bad id, a manager and a missing session', async () => {
    const owner = await paidOwner();
    const bad = await t.call('invitation/claim', { id: 'x' }, { token: owner.token });
    expect(bad.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'id' });
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['renewal'] });
    await buildReward(t, { shopId: owner.shopId });
    expect((await t.call('invitation/claim', {}, { token: manager.token })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    expect((await rewardsOf(t, owner.shopId))[0].status).toBe('unclaimed');
    expect((await t.call('invitation/claim', {})).body).toMatchObject({ code: 401 });
  });
});

describe('invitation/withdraw', () => {
  it('takes the amount from the balance, records a processing withdrawal due in 3 days and queues its payout', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 12000);
    const { body } = await t.call('invitation/withdraw', { amount: 5000, ...payee }, { token: owner.token });
    expect(body).toMatchObject({
      code: 0,
      data: {
        amount: 5000,
        currency: 'CNY',
        payeeName: 'Aurora Neri',
        payeeAccount: '*************0137',
        status: 'processing',
        createTime: t.clock.now().toISOString(),
        expectedTime: new Date(t.clock.now().getTime() + 3 * DAY).toISOString(),
        paidTime: null,
      },
    });
    expect((body.data as { withdrawalNo: string }).withdrawalNo).toMatch(/^W20261123[0-9A-F]{10}$/);
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(7000);
    const [stored] = await withdrawalsOf(t, owner.shopId);
    expect(stored).toMatchObject({ payeeAccount: payee.payeeAccount, requestedBy: owner.id, status: 'processing' });
    const [job] = await payoutJobsOf(t, owner.shopId);
    expect(job).toMatchObject({ status: 'queued', payload: { withdrawalId: stored.id }, runAt: t.clock.now() });
    expect((await rule(owner.token)).data).toMatchObject({ availableAmount: 7000, withdrawingAmount: 5000 });
  });

  it('refuses more than the available balance and changes nothing', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 4000);
    const { body } = await t.call('invitation/withdraw', { amount: 4001, ...payee }, { token: owner.token });
    expect(body).toMatchObject({
      code: ERRORS.WITHDRAW_EXCEEDS_AVAILABLE.code,
      errorKey: 'WITHDRAW_EXCEEDS_AVAILABLE',
      field: 'amount',
    });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(4000);
    expect(await withdrawalsOf(t, owner.shopId)).toHaveLength(0);
    expect(await payoutJobsOf(t, owner.shopId)).toHaveLength(0);
    expect((await t.call('invitation/withdraw', { amount: 4000, ...payee }, { token: owner.token })).body.code).toBe(0);
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(0);
  });

  it('refuses less than the minimum, naming it in yuan', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 4000);
    const { body } = await t.call('invitation/withdraw', { amount: 999, ...payee }, { token: owner.token });
    expect(body).toMatchObject({
      code: ERRORS.WITHDRAW_BELOW_MINIMUM.code,
      errorKey: 'WITHDRAW_BELOW_MINIMUM',
      field: 'amount',
      msg: 'The minimum withdrawal is ¥10.00',
    });
    const zh = await t.call(
      'invitation/withdraw',
      { amount: 999, ...payee },
      { token: owner.token, language: 'zh-CN' },
    );
    expect(zh.body.msg).toBe('提现金额不能低于 ¥10.00');
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(4000);
  });

  it.each([
    [{ amount: 0, ...payee }, 'AMOUNT_ERROR', 'amount'],
    [{ amount: 12.5, ...payee }, 'AMOUNT_ERROR', 'amount'],
    [{ amount: 2000, payeeAccount: payee.payeeAccount }, 'FIELD_REQUIRED', 'payeeName'],
    [{ amount: 2000, payeeName: '  ', payeeAccount: payee.payeeAccount }, 'FIELD_REQUIRED', 'payeeName'],
    [{ amount: 2000, payeeName: 'Aurora', payeeAccount: 'ab' }, 'CHECK_INPUT', 'payeeAccount'],
  ])('checks its input: %j', async (input, errorKey, field) => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 4000);
    expect((await t.call('invitation/withdraw', input, { token: owner.token })).body).toMatchObject({
      errorKey,
      field,
    });
  });

  it('lets an expired shop withdraw, and refuses a manager and a missing session', async () => {
    const owner = await buildOwner(t, { shopId: (await buildShop(t, { expireTime: t.clock.now() })).id });
    await setRebateBalance(t, owner.shopId, 4000);
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['renewal'] });
    const refused = await t.call('invitation/withdraw', { amount: 2000, ...payee }, { token: manager.token });
    expect(refused.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    expect((await t.call('invitation/withdraw', { amount: 2000, ...payee })).body).toMatchObject({ code: 401 });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(4000);
    expect((await t.call('invitation/withdraw', { amount: 2000, ...payee }, { token: owner.token })).body.code).toBe(0);
  });

  it('answers a repeated submission from its nonce without a second withdrawal', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 4000);
    const send = () => t.call('invitation/withdraw', { amount: 1500, ...payee }, { token: owner.token, nonce: 'w-1' });
    const first = await send();
    expect(await send()).toEqual(first);
    expect(await withdrawalsOf(t, owner.shopId)).toHaveLength(1);
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(2500);
  });
});

describe('invitation/queryWithdrawList', () => {
  it("lists the shop's withdrawals newest first with the payee account masked, and not another shop's", async () => {
    const owner = await paidOwner();
    const other = await paidOwner();
    await setRebateBalance(t, owner.shopId, 10000);
    await setRebateBalance(t, other.shopId, 10000);
    await t.call('invitation/withdraw', { amount: 1000, ...payee }, { token: owner.token });
    t.clock.advance(60_000);
    await t.call(
      'invitation/withdraw',
      { amount: 2000, payeeName: 'Li Wei', payeeAccount: 'abc' },
      { token: owner.token },
    );
    await t.call('invitation/withdraw', { amount: 3000, ...payee }, { token: other.token });
    const body = await withdrawList(owner.token);
    expect(body.page.totalCount).toBe(2);
    expect(body.page.list).toMatchObject([
      { amount: 2000, payeeName: 'Li Wei', payeeAccount: '**c', status: 'processing' },
      { amount: 1000, payeeAccount: '*************0137', status: 'processing' },
    ]);
    const no = body.page.list[1].withdrawalNo as string;
    expect((await withdrawList(owner.token, { key: no.slice(-6) })).page.list.map((w) => w.withdrawalNo)).toEqual([no]);
  });

  it('is refused to a manager and needs a session', async () => {
    const owner = await paidOwner();
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['renewal'] });
    const refused = await t.call('invitation/queryWithdrawList', {}, { token: manager.token });
    expect(refused.body).toMatchObject({ errorKey: 'PERMISSION_DENIED' });
    expect((await t.call('invitation/queryWithdrawList', {})).body).toMatchObject({ code: 401 });
  });
});

describe('the payout job', () => {
  it('pays a withdrawal out through the payment provider and marks it paid', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 5000);
    await t.call('invitation/withdraw', { amount: 5000, ...payee }, { token: owner.token });
    await runWorker(t.deps, 1);
    const [withdrawal] = await withdrawalsOf(t, owner.shopId);
    expect(withdrawal).toMatchObject({ status: 'paid', failure: '' });
    expect(withdrawal.paidAt).toBeInstanceOf(Date);
    expect((await payoutJobsOf(t, owner.shopId))[0].status).toBe('done');
    // The wallet's own books hold the payout under the withdrawal's number.
    const paid = await t.deps.db
      .select()
      .from(sandboxWalletPayouts)
      .where(eq(sandboxWalletPayouts.payoutNo, withdrawal.withdrawalNo));
    expect(paid).toMatchObject([{ amount: 5000, currency: 'CNY', payeeAccount: payee.payeeAccount }]);
    const [listed] = (await withdrawList(owner.token)).page.list;
    expect(listed).toMatchObject({ status: 'paid', paidTime: withdrawal.paidAt!.toISOString() });
    expect((await rule(owner.token)).data).toMatchObject({
      availableAmount: 0,
      withdrawingAmount: 0,
      withdrawnAmount: 5000,
    });
  });

  it('retries a refused payout and pays it when the wallet takes it later', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 3000);
    await t.call('invitation/withdraw', { amount: 3000, ...payee }, { token: owner.token });
    await runWorker(refusingPayouts(), 2);
    const [pending] = await withdrawalsOf(t, owner.shopId);
    expect(pending.status).toBe('processing');
    expect((await payoutJobsOf(t, owner.shopId))[0]).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'the payee account is closed',
    });
    await runWorker(t.deps, 1, new Date(t.clock.now().getTime() + 3 * HOUR));
    expect((await withdrawalsOf(t, owner.shopId))[0].status).toBe('paid');
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(0);
  });

  it('marks the withdrawal failed after the last attempt and gives the amount back once', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 7000);
    await t.call('invitation/withdraw', { amount: 5000, ...payee }, { token: owner.token });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(2000);
    const refusing = refusingPayouts();
    await runWorker(refusing, 5);
    const [withdrawal] = await withdrawalsOf(t, owner.shopId);
    expect(withdrawal).toMatchObject({ status: 'failed', failure: 'the payee account is closed', paidAt: null });
    const [job] = await payoutJobsOf(t, owner.shopId);
    expect(job).toMatchObject({ status: 'failed', attempts: 5 });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(7000);
    // Giving up again (a second worker, a replay) and running the worker again change nothing.
    await invitationPayoutJob.giveUp!(refusing, job, 'again', t.clock.now());
    await runWorker(refusing, 2, new Date(t.clock.now().getTime() + 10 * HOUR));
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(7000);
    expect((await withdrawalsOf(t, owner.shopId))[0].failure).toBe('the payee account is closed');
    const [listed] = (await withdrawList(owner.token)).page.list;
    expect(listed).toMatchObject({ status: 'failed', paidTime: null });
    expect((await rule(owner.token)).data).toMatchObject({ availableAmount: 7000, withdrawingAmount: 0 });
  });

  it('does not pay out a withdrawal that is no longer processing', async () => {
    const owner = await paidOwner();
    await setRebateBalance(t, owner.shopId, 2000);
    await t.call('invitation/withdraw', { amount: 2000, ...payee }, { token: owner.token });
    const [job] = await payoutJobsOf(t, owner.shopId);
    await invitationPayoutJob.giveUp!(t.deps, job, 'stopped', t.clock.now());
    await runWorker(t.deps, 1);
    expect((await withdrawalsOf(t, owner.shopId))[0]).toMatchObject({ status: 'failed', paidAt: null });
    expect(await rebateBalanceOf(t, owner.shopId)).toBe(2000);
  });
});
