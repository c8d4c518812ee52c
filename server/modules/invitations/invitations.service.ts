import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { TListInput } from '../../../contract/common';
import { toPage } from '../../../contract/common';
import { DAY_MS, isPaidShop } from '../../../contract/expiry';
import {
  INVITEE_EXTRA_TRIAL_MONTHS,
  type TInviterRule,
  WITHDRAW_DAYS,
  type ZInvitationRecord,
  type ZInvitationWithdrawInput,
  type ZWithdrawal,
} from '../../../contract/invitations';
import { addCalendarMonths } from '../../../contract/shop-time';
import type { TConfig } from '../../config';
import { AppError } from '../../http/app-error';
import type { TCtx, TDeps, TSessionCtx } from '../../http/context';
import type { TJobHandler } from '../../jobs/job-handler';
import { enqueueJob, type TJobRow } from '../../jobs/jobs.repo';
import {
  claimRewards,
  closeWithdrawal,
  creditRebate,
  debitRebate,
  findInvitationShop,
  findInviterByCode,
  findReward,
  findWithdrawal,
  insertReward,
  insertWithdrawal,
  listRewards,
  listWithdrawals,
  sumRebates,
  type TInvitationScope,
  type TWithdrawalRow,
} from './invitations.repo';

/** The job kind that pays one withdrawal out through the payment provider; its payload is `{ withdrawalId }`. */
export const INVITATION_PAYOUT_JOB = 'invitation.payout';

type TInviter = NonNullable<Awaited<ReturnType<typeof findInviterByCode>>>;
type TLevel = TInviterRule['invitationLevel'];

const plainTime = (d: Date | null) => (d ? d.toISOString() : null);
const levelOf = (level: string): TLevel => (level === 'super' ? 'super' : 'regular');
const rewardOf = (config: Pick<TConfig, 'invitation'>, level: string) =>
  levelOf(level) === 'super' ? config.invitation.superReward : config.invitation.reward;

/** CNY cents as the error texts show them: '¥10.00' (integer arithmetic, never a float). */
export function formatCny(cents: number): string {
  return `¥${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A wallet account as lists show it: masked but for its last 4 characters (its last one when it is that short). */
export function maskAccount(account: string): string {
  const visible = account.length > 4 ? 4 : 1;
  return '*'.repeat(account.length - visible) + account.slice(-visible);
}

/** Claims, withdrawals and the records are the shop owner's (ADR 017). */
function requireOwner(ctx: TSessionCtx) {
  if (ctx.session.accountType !== 1) throw new AppError('PERMISSION_DENIED');
}

const scopeOf = (ctx: TSessionCtx): TInvitationScope => ({ tx: ctx.tx, shopId: ctx.shopId });

/**
 * The shop whose code a sign-up gives: only a paid shop's (formal, on a paid plan, not expired, not deleted) is
 * accepted (ADR 017); anything else is INVITATION_CODE_INVALID.
 */
export async function inviterOfCode(ctx: Pick<TCtx, 'tx' | 'now'>, code: string): Promise<TInviter> {
  const inviter = await findInviterByCode(ctx.tx, code);
  const isPaid = inviter && isPaidShop({ ...inviter, expireTime: plainTime(inviter.expireTime) }, ctx.now.getTime());
  if (!inviter || !isPaid) throw new AppError('INVITATION_CODE_INVALID', { field: 'invitationCode' });
  return inviter;
}

/**
 * When a new shop's trial ends: TRIAL_DAYS from now, and for an invited shop one more calendar month on the shop's
 * own calendar (SPEC §9).
 */
export function trialEndOf(config: Pick<TConfig, 'trialDays'>, now: Date, timeZone: string, isInvited: boolean): Date {
  const trialEnd = new Date(now.getTime() + config.trialDays * DAY_MS);
  return isInvited ? addCalendarMonths(trialEnd, INVITEE_EXTRA_TRIAL_MONTHS, timeZone) : trialEnd;
}

/** Records the inviting shop's reward for a shop that signed up with its code, at the level its code has now. */
export async function rewardInviter(
  ctx: Pick<TCtx, 'tx' | 'now'> & { config: Pick<TConfig, 'invitation'> },
  inviter: TInviter,
  invitedShopId: number,
): Promise<number> {
  return insertReward(ctx.tx, {
    shopId: inviter.id,
    invitedShopId,
    invitationLevel: levelOf(inviter.invitationLevel),
    amount: rewardOf(ctx.config, inviter.invitationLevel),
    now: ctx.now,
  });
}

async function ruleOf(ctx: TSessionCtx): Promise<TInviterRule> {
  const scope = scopeOf(ctx);
  const shop = await findInvitationShop(scope);
  if (!shop) throw new AppError('NOT_FOUND');
  const sums = await sumRebates(scope);
  const isPaid = isPaidShop({ ...shop, expireTime: plainTime(shop.expireTime) }, ctx.now.getTime());
  return {
    invitationCode: isPaid ? shop.invitationCode : '',
    invitationLevel: levelOf(shop.invitationLevel),
    isPaidShop: isPaid,
    rewardAmount: ctx.config.invitation.reward,
    superRewardAmount: ctx.config.invitation.superReward,
    currency: 'CNY',
    inviteeExtraTrialMonths: INVITEE_EXTRA_TRIAL_MONTHS,
    withdrawDays: WITHDRAW_DAYS,
    minWithdrawAmount: ctx.config.invitation.minWithdraw,
    availableAmount: shop.rebateBalance,
    unclaimedAmount: sums.unclaimed,
    withdrawingAmount: sums.processing,
    withdrawnAmount: sums.paid,
  };
}

/** invitation/queryInviterRule: the rules, the shop's code (a paid shop's only) and its rebate amounts. */
export async function queryInviterRule(ctx: TSessionCtx): Promise<TInviterRule> {
  requireOwner(ctx);
  return ruleOf(ctx);
}

/** invitation/queryInvitationRecords: the shops invited with this shop's code and their rewards, newest first. */
export async function queryInvitationRecords(ctx: TSessionCtx, input: TListInput) {
  requireOwner(ctx);
  const { rows, totalCount } = await listRewards(scopeOf(ctx), {
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  const list: z.input<typeof ZInvitationRecord>[] = rows.map(({ reward, shopName }) => ({
    id: reward.id,
    shopName,
    invitationLevel: levelOf(reward.invitationLevel),
    createTime: reward.createdAt.toISOString(),
    rewardAmount: reward.amount,
    status: reward.status === 'claimed' ? 'claimed' : 'unclaimed',
    claimTime: plainTime(reward.claimedAt),
  }));
  return toPage(list, totalCount, input);
}

/**
 * invitation/claim: one reward (id) or every unclaimed one into the rebate balance, in one transaction; a guarded
 * update claims each reward once, however many claims race.
 */
export async function claim(ctx: TSessionCtx, id: number | undefined): Promise<TInviterRule> {
  requireOwner(ctx);
  const scope = scopeOf(ctx);
  const amounts = await claimRewards(scope, id, ctx.now);
  if (amounts.length === 0) {
    if (id === undefined) throw new AppError('NOTHING_TO_CLAIM');
    const reward = await findReward(scope, id);
    throw reward ? new AppError('REWARD_ALREADY_CLAIMED', { field: 'id' }) : new AppError('NOT_FOUND', { field: 'id' });
  }
  await creditRebate(
    scope,
    amounts.reduce((sum, amount) => sum + amount, 0),
  );
  return ruleOf(ctx);
}

function presentWithdrawal(row: TWithdrawalRow): z.input<typeof ZWithdrawal> {
  return {
    id: row.id,
    withdrawalNo: row.withdrawalNo,
    amount: row.amount,
    currency: 'CNY',
    payeeName: row.payeeName,
    payeeAccount: maskAccount(row.payeeAccount),
    status: row.status as z.input<typeof ZWithdrawal>['status'],
    createTime: row.createdAt.toISOString(),
    expectedTime: row.expectedAt.toISOString(),
    paidTime: plainTime(row.paidAt),
  };
}

/** A withdrawal number: the request's UTC date and 10 random hex digits. */
const newWithdrawalNo = (now: Date) =>
  `W${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * invitation/withdraw: takes the amount from the rebate balance with a guarded update (two withdrawals at once can't
 * both pass), records the withdrawal as 'processing', expected within WITHDRAW_DAYS, and queues the job that pays it
 * out, all in the call's transaction. Earned money needs no current plan, so an expired shop may withdraw too.
 */
export async function withdraw(ctx: TSessionCtx, input: z.output<typeof ZInvitationWithdrawInput>) {
  requireOwner(ctx);
  const min = ctx.config.invitation.minWithdraw;
  if (input.amount < min) {
    throw new AppError('WITHDRAW_BELOW_MINIMUM', { field: 'amount', params: { min: formatCny(min) } });
  }
  const scope = scopeOf(ctx);
  if (!(await debitRebate(scope, input.amount))) throw new AppError('WITHDRAW_EXCEEDS_AVAILABLE', { field: 'amount' });
  const row = await insertWithdrawal(scope, {
    withdrawalNo: newWithdrawalNo(ctx.now),
    amount: input.amount,
    payeeName: input.payeeName,
    payeeAccount: input.payeeAccount,
    requestedBy: ctx.session.accountId,
    now: ctx.now,
    expectedAt: new Date(ctx.now.getTime() + WITHDRAW_DAYS * DAY_MS),
  });
  await enqueueJob(ctx.tx, {
    shopId: ctx.shopId,
    kind: INVITATION_PAYOUT_JOB,
    runAt: ctx.now,
    payload: { withdrawalId: row.id },
    now: ctx.now,
  });
  return presentWithdrawal(row);
}

/** invitation/queryWithdrawList: the shop's withdrawals, newest first, the payee account masked. */
export async function queryWithdrawList(ctx: TSessionCtx, input: TListInput) {
  requireOwner(ctx);
  const { rows, totalCount } = await listWithdrawals(scopeOf(ctx), {
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(presentWithdrawal), totalCount, input);
}

const withdrawalIdOf = (job: TJobRow) => Number((job.payload as { withdrawalId?: unknown }).withdrawalId);

/**
 * The job that pays a withdrawal out (ADR 017): the provider's payout, with the withdrawal number as its key so a
 * retried attempt is the same payout, outside any transaction; then 'paid', only from 'processing'. A refusal throws
 * for the worker's retry; after the last attempt the withdrawal is 'failed' and its amount goes back to the rebate
 * balance, once, by the same guarded close.
 */
export const invitationPayoutJob: TJobHandler = {
  async run(deps: TDeps, job: TJobRow) {
    const scope = { tx: deps.db, shopId: job.shopId };
    const withdrawal = await findWithdrawal(scope, withdrawalIdOf(job));
    if (withdrawal?.status !== 'processing') return;
    // Without a payment provider (PAYMENT_PROVIDER=none) the job fails and retries; its last attempt gives up.
    if (!deps.providers.payment) throw new Error('no payment provider is configured to pay withdrawals out');
    const { paidAt } = await deps.providers.payment.payout({
      payoutNo: withdrawal.withdrawalNo,
      amount: withdrawal.amount,
      currency: 'CNY',
      payeeName: withdrawal.payeeName,
      payeeAccount: withdrawal.payeeAccount,
    });
    await closeWithdrawal(scope, withdrawal.id, { status: 'paid', paidAt });
  },

  async giveUp(deps: TDeps, job: TJobRow, error: string) {
    await deps.db.transaction(async (tx) => {
      const scope = { tx, shopId: job.shopId };
      const failed = await closeWithdrawal(scope, withdrawalIdOf(job), { status: 'failed', failure: error });
      if (failed) await creditRebate(scope, failed.amount);
    });
  },
};
