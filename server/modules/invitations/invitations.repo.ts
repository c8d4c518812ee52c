import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { invitationRewards, withdrawals } from '../../db/schema/invitations';
import { shops } from '../../db/schema/shops';
import { containsPattern } from '../../db/search';

/** Where the invitation rules run: a transaction (or the database) and the shop whose rewards and balance they are. */
export type TInvitationScope = { tx: TDb; shopId: number };

export type TRewardRow = typeof invitationRewards.$inferSelect;
export type TWithdrawalRow = typeof withdrawals.$inferSelect;
type TPageFilter = { key: string; offset: number; limit: number };

const rewardsOf = (shopId: number) => eq(invitationRewards.shopId, shopId);
const withdrawalsOf = (shopId: number) => eq(withdrawals.shopId, shopId);
/** A sum of bigint cents as an exact integer (SUM of bigint is numeric, which the driver answers as a string). */
const sumCents = (column: typeof invitationRewards.amount | typeof withdrawals.amount) =>
  sql<string>`coalesce(sum(${column}), 0)::bigint`;

/** The shop that owns an invitation code, unless it was deleted; with what the paid-shop rule and the reward need. */
export async function findInviterByCode(db: TDb, code: string) {
  const [row] = await db
    .select({
      id: shops.id,
      trialFlag: shops.trialFlag,
      goodsType: shops.goodsType,
      expireTime: shops.expireTime,
      invitationLevel: shops.invitationLevel,
    })
    .from(shops)
    .where(and(eq(shops.invitationCode, code), isNull(shops.deletedAt)));
  return row;
}

/** The shop's code, level, plan fields and rebate balance, or undefined. */
export async function findInvitationShop(s: TInvitationScope) {
  const [row] = await s.tx
    .select({
      invitationCode: shops.invitationCode,
      invitationLevel: shops.invitationLevel,
      trialFlag: shops.trialFlag,
      goodsType: shops.goodsType,
      expireTime: shops.expireTime,
      rebateBalance: shops.rebateBalance,
    })
    .from(shops)
    .where(eq(shops.id, s.shopId));
  return row;
}

/** Records the reward the inviting shop earns for a shop that signed up with its code. */
export async function insertReward(
  db: TDb,
  reward: { shopId: number; invitedShopId: number; invitationLevel: string; amount: number; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(invitationRewards)
    .values({
      shopId: reward.shopId,
      invitedShopId: reward.invitedShopId,
      invitationLevel: reward.invitationLevel,
      amount: reward.amount,
      createdAt: reward.now,
    })
    .returning({ id: invitationRewards.id });
  return row.id;
}

/** The shop's unclaimed rewards and its withdrawals by status, in cents. */
export async function sumRebates(s: TInvitationScope) {
  const [rewards] = await s.tx
    .select({ unclaimed: sumCents(invitationRewards.amount) })
    .from(invitationRewards)
    .where(and(rewardsOf(s.shopId), eq(invitationRewards.status, 'unclaimed')));
  const byStatus = await s.tx
    .select({ status: withdrawals.status, total: sumCents(withdrawals.amount) })
    .from(withdrawals)
    .where(withdrawalsOf(s.shopId))
    .groupBy(withdrawals.status);
  const withdrawn = (status: string) => Number(byStatus.find((r) => r.status === status)?.total ?? 0);
  return { unclaimed: Number(rewards.unclaimed), processing: withdrawn('processing'), paid: withdrawn('paid') };
}

/** One page of the shop's rewards, newest first, with the invited shop's name; a key matches that name. */
export async function listRewards(s: TInvitationScope, filter: TPageFilter) {
  const where = and(
    rewardsOf(s.shopId),
    filter.key ? sql`${shops.name} ILIKE ${containsPattern(filter.key)}` : undefined,
  );
  // The invited shop's name is the one read of another shop here: the record exists to name it (SPEC §3).
  const rows = await s.tx
    .select({ reward: invitationRewards, shopName: shops.name })
    .from(invitationRewards)
    .innerJoin(shops, eq(shops.id, invitationRewards.invitedShopId))
    .where(where)
    .orderBy(desc(invitationRewards.createdAt), desc(invitationRewards.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx
    .select({ n: count() })
    .from(invitationRewards)
    .innerJoin(shops, eq(shops.id, invitationRewards.invitedShopId))
    .where(where);
  return { rows, totalCount: total.n };
}

/** One reward of the shop, or undefined. */
export async function findReward(s: TInvitationScope, id: number): Promise<TRewardRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(invitationRewards)
    .where(and(rewardsOf(s.shopId), eq(invitationRewards.id, id)));
  return row;
}

/**
 * Marks the shop's unclaimed rewards claimed (one by id, or all) with a guarded update, so a reward is claimed once
 * however many claims race; answers the amounts this update claimed.
 */
export async function claimRewards(s: TInvitationScope, id: number | undefined, now: Date): Promise<number[]> {
  const rows = await s.tx
    .update(invitationRewards)
    .set({ status: 'claimed', claimedAt: now })
    .where(
      and(
        rewardsOf(s.shopId),
        eq(invitationRewards.status, 'unclaimed'),
        id === undefined ? undefined : eq(invitationRewards.id, id),
      ),
    )
    .returning({ amount: invitationRewards.amount });
  return rows.map((r) => r.amount);
}

/** Adds cents to the shop's rebate balance (a claim, or a failed withdrawal given back). */
export async function creditRebate(s: TInvitationScope, amount: number) {
  await s.tx
    .update(shops)
    .set({ rebateBalance: sql`${shops.rebateBalance} + ${amount}` })
    .where(eq(shops.id, s.shopId));
}

/** Takes cents from the rebate balance only when it holds them; whether it did (two withdrawals cannot both pass). */
export async function debitRebate(s: TInvitationScope, amount: number): Promise<boolean> {
  const rows = await s.tx
    .update(shops)
    .set({ rebateBalance: sql`${shops.rebateBalance} - ${amount}` })
    .where(and(eq(shops.id, s.shopId), sql`${shops.rebateBalance} >= ${amount}`))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/** Inserts a withdrawal, 'processing', and answers it. */
export async function insertWithdrawal(
  s: TInvitationScope,
  w: {
    withdrawalNo: string;
    amount: number;
    payeeName: string;
    payeeAccount: string;
    requestedBy: number;
    now: Date;
    expectedAt: Date;
  },
): Promise<TWithdrawalRow> {
  const [row] = await s.tx
    .insert(withdrawals)
    .values({
      shopId: s.shopId,
      withdrawalNo: w.withdrawalNo,
      amount: w.amount,
      payeeName: w.payeeName,
      payeeAccount: w.payeeAccount,
      requestedBy: w.requestedBy,
      createdAt: w.now,
      expectedAt: w.expectedAt,
    })
    .returning();
  return row;
}

/** One page of the shop's withdrawals, newest first; a key matches the withdrawal number. */
export async function listWithdrawals(s: TInvitationScope, filter: TPageFilter) {
  const where = and(
    withdrawalsOf(s.shopId),
    filter.key ? sql`${withdrawals.withdrawalNo} ILIKE ${containsPattern(filter.key)}` : undefined,
  );
  const rows = await s.tx
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(withdrawals).where(where);
  return { rows, totalCount: total.n };
}

/** One withdrawal of the shop, or undefined. */
export async function findWithdrawal(s: TInvitationScope, id: number): Promise<TWithdrawalRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(withdrawals)
    .where(and(withdrawalsOf(s.shopId), eq(withdrawals.id, id)));
  return row;
}

/**
 * Closes a withdrawal still 'processing' as paid or failed; answers the row when this update closed it, so what
 * follows a close (giving a failed amount back) happens once.
 */
export async function closeWithdrawal(
  s: TInvitationScope,
  id: number,
  outcome: { status: 'paid'; paidAt: Date } | { status: 'failed'; failure: string },
): Promise<TWithdrawalRow | undefined> {
  const [row] = await s.tx
    .update(withdrawals)
    .set(
      outcome.status === 'paid'
        ? { status: 'paid', paidAt: outcome.paidAt, failure: '' }
        : { status: 'failed', failure: outcome.failure },
    )
    .where(and(withdrawalsOf(s.shopId), eq(withdrawals.id, id), eq(withdrawals.status, 'processing')))
    .returning();
  return row;
}
