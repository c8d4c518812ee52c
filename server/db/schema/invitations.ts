import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * One reward per invited shop (SPEC §2.18, §9; ADR 017), owned by the inviting shop: earned when the invited shop
 * signs up with the code, 'unclaimed' until the inviter claims it into its rebate balance (shops.rebate_balance).
 */
export const invitationRewards = pgTable(
  'invitation_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    invitedShopId: integer('invited_shop_id')
      .notNull()
      .references(() => shops.id),
    invitationLevel: text('invitation_level').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    status: text('status').notNull().default('unclaimed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    unique('invitation_rewards_invited_shop_uq').on(t.invitedShopId),
    unique('invitation_rewards_shop_id_id_uq').on(t.shopId, t.id),
    index('invitation_rewards_shop_created_idx').on(t.shopId, t.createdAt),
    check('invitation_rewards_level_ck', sql`${t.invitationLevel} in ('regular', 'super')`),
    check('invitation_rewards_amount_ck', sql`${t.amount} > 0`),
    check('invitation_rewards_currency_ck', sql`${t.currency} = 'CNY'`),
    check('invitation_rewards_status_ck', sql`${t.status} in ('unclaimed', 'claimed')`),
    check('invitation_rewards_claimed_ck', sql`(${t.status} = 'claimed') = (${t.claimedAt} is not null)`),
    check('invitation_rewards_not_self_ck', sql`${t.shopId} <> ${t.invitedShopId}`),
  ],
);

/**
 * A withdrawal from the rebate balance to the owner's wallet account, paid out by the payment provider through a
 * job: 'processing' until paid (within 3 days, SPEC §9), or 'failed', which gives the amount back to the balance.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    withdrawalNo: text('withdrawal_no').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    payeeName: text('payee_name').notNull(),
    payeeAccount: text('payee_account').notNull(),
    status: text('status').notNull().default('processing'),
    requestedBy: integer('requested_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expectedAt: timestamp('expected_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    failure: text('failure').notNull().default(''),
  },
  (t) => [
    unique('withdrawals_no_uq').on(t.withdrawalNo),
    unique('withdrawals_shop_id_id_uq').on(t.shopId, t.id),
    index('withdrawals_shop_created_idx').on(t.shopId, t.createdAt),
    check('withdrawals_amount_ck', sql`${t.amount} > 0`),
    check('withdrawals_currency_ck', sql`${t.currency} = 'CNY'`),
    check('withdrawals_status_ck', sql`${t.status} in ('processing', 'paid', 'failed')`),
    check('withdrawals_paid_ck', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
  ],
);
