import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { invitationRewards, withdrawals } from '../../db/schema/invitations';
import { jobs } from '../../db/schema/jobs';
import { shops } from '../../db/schema/shops';
import { buildShop, lastCodeSentTo } from '../../test/factories';
import type { TTestApp } from '../../test/fixture';
import { altchaProof, freshIp, freshPhone } from '../../test/helpers';
import { INVITATION_PAYOUT_JOB } from './invitations.service';

let seq = 0;
const fresh = () => `${++seq}x${Math.floor(Math.random() * 1e6)}`;

/** Signs a new shop up the way a person does (a code sent to a fresh phone), with an invitation code. */
export async function signUpWithCode(t: TTestApp, invitationCode: string, overrides: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const sent = await t.call(
    'h5/getSignupPhoneMsg',
    { areaCode: '+39', phone, ...(await altchaProof(t)) },
    { ip: freshIp() },
  );
  expect(sent.body.code).toBe(0);
  const code = await lastCodeSentTo(t.deps.db, `+39${phone}`);
  const n = fresh();
  return t.call(
    'h5/signup',
    {
      shopName: `Salone Invitato ${n}`,
      region: 'Lombardia',
      address: 'Via Dante 3, Milano',
      managerName: 'Aurora Neri',
      account: `invited${n}`,
      areaCode: '+39',
      shopType: 2,
      country: 'IT',
      phone,
      code,
      password: 'aurora2026',
      confirmPassword: 'aurora2026',
      agreeTerms: true,
      agreeSms: true,
      invitationCode,
      ...overrides,
    },
    { ip: freshIp() },
  );
}

/** A reward of an inviting shop for a new trial shop it invited (regular, ¥40.00, unclaimed unless overridden). */
export async function buildReward(
  t: TTestApp,
  overrides: Partial<typeof invitationRewards.$inferInsert> & { shopId: number },
) {
  const invitedShopId = overrides.invitedShopId ?? (await buildShop(t, { trialFlag: 1, goodsType: 'monthly' })).id;
  const [row] = await t.deps.db
    .insert(invitationRewards)
    .values({ invitationLevel: 'regular', amount: 4000, createdAt: t.clock.now(), ...overrides, invitedShopId })
    .returning();
  return row;
}

/** The rewards an inviting shop has earned, oldest first. */
export async function rewardsOf(t: TTestApp, shopId: number) {
  return t.deps.db
    .select()
    .from(invitationRewards)
    .where(eq(invitationRewards.shopId, shopId))
    .orderBy(invitationRewards.id);
}

/** A shop's rebate balance in cents. */
export async function rebateBalanceOf(t: TTestApp, shopId: number) {
  const [row] = await t.deps.db.select({ balance: shops.rebateBalance }).from(shops).where(eq(shops.id, shopId));
  return row.balance;
}

/** Sets a shop's rebate balance, as claims would have. */
export async function setRebateBalance(t: TTestApp, shopId: number, balance: number) {
  await t.deps.db.update(shops).set({ rebateBalance: balance }).where(eq(shops.id, shopId));
}

/** A shop's withdrawals as stored (unmasked), oldest first. */
export async function withdrawalsOf(t: TTestApp, shopId: number) {
  return t.deps.db.select().from(withdrawals).where(eq(withdrawals.shopId, shopId)).orderBy(withdrawals.id);
}

/** The payout jobs queued for a shop. */
export async function payoutJobsOf(t: TTestApp, shopId: number) {
  return t.deps.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.shopId, shopId), eq(jobs.kind, INVITATION_PAYOUT_JOB)))
    .orderBy(jobs.id);
}
