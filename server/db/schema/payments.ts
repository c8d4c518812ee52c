import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * Purchase orders for renewal plans and SMS packs (SPEC §2.18; ADR 017), in CNY cents. An order turns `paid` once,
 * through a guarded update (`WHERE status = 'unpaid'`), in the same transaction that extends the plan or adds the
 * SMS; the order number is what the payment provider knows it by.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    orderNo: text('order_no').notNull(),
    kind: text('kind').notNull(),
    goodsType: text('goods_type'),
    smsNums: integer('sms_nums'),
    subject: text('subject').notNull(),
    totalFee: bigint('total_fee', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('CNY'),
    payType: text('pay_type').notNull(),
    status: text('status').notNull().default('unpaid'),
    transactionId: text('transaction_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    payBefore: timestamp('pay_before', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [
    unique('payment_orders_order_no_uq').on(t.orderNo),
    unique('payment_orders_shop_id_id_uq').on(t.shopId, t.id),
    index('payment_orders_shop_paid_idx').on(t.shopId, t.paidAt),
    check('payment_orders_kind_ck', sql`${t.kind} in ('plan', 'sms')`),
    check('payment_orders_status_ck', sql`${t.status} in ('unpaid', 'paid')`),
    check('payment_orders_paid_ck', sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check('payment_orders_currency_ck', sql`${t.currency} = 'CNY'`),
    check('payment_orders_total_fee_ck', sql`${t.totalFee} >= 0`),
    check(
      'payment_orders_goods_ck',
      sql`(${t.kind} = 'plan' and ${t.goodsType} in ('free','monthly','quarter','yearly') and ${t.smsNums} is null)
        or (${t.kind} = 'sms' and ${t.goodsType} is null and ${t.smsNums} > 0)`,
    ),
  ],
);

/**
 * Every payment notification received, whatever became of it: 'settled' (it paid the order), 'duplicate' (the
 * order was already paid) or 'rejected' with the reason (forged signature, unknown order, wrong amount or currency).
 * A log of the outside world, so not a tenant table: a forged notification names no trustworthy shop.
 */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    provider: text('provider').notNull(),
    orderNo: text('order_no').notNull().default(''),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull().default(''),
    body: text('body').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_notifications_order_idx').on(t.orderNo),
    check('payment_notifications_outcome_ck', sql`${t.outcome} in ('settled', 'duplicate', 'rejected')`),
  ],
);

/**
 * The sandbox wallet's own books (ADR 017): what its local pay page was paid, and the payouts it made. A real
 * provider keeps these on its side; the sandbox keeps them here so that an order can be queried and settled later.
 */
export const sandboxWalletPayments = pgTable('sandbox_wallet_payments', {
  orderNo: text('order_no').primaryKey(),
  tradeNo: text('trade_no').notNull().unique(),
  totalFee: bigint('total_fee', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
});

export const sandboxWalletPayouts = pgTable('sandbox_wallet_payouts', {
  payoutNo: text('payout_no').primaryKey(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  payeeName: text('payee_name').notNull(),
  payeeAccount: text('payee_account').notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
});
