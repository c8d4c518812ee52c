import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';
import { prepayCards, rechargeRules } from './prepay';
import { shops } from './shops';

/**
 * Bills, the shop's orders (SPEC §2.9, §3 'Bill (order)'). The customers issue creates them for member and gift-card
 * recharges; bookkeeping adds front-desk bills with their staff lines and deductions. Money is integer cents in the
 * shop's currency. An unpaid bill has no effect on any card until its status becomes paid.
 */
export const bills = pgTable(
  'bills',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    /** Shown to people and on card ledgers; unique in the shop. */
    billOrderNo: text('bill_order_no').notNull(),
    orderType: text('order_type').notNull(),
    payType: text('pay_type').notNull(),
    status: text('status').notNull().default('paid'),
    totalAmount: bigint('total_amount', { mode: 'number' }).notNull(),
    actualAmount: bigint('actual_amount', { mode: 'number' }).notNull(),
    cashAmount: bigint('cash_amount', { mode: 'number' }).notNull().default(0),
    cardAmount: bigint('card_amount', { mode: 'number' }).notNull().default(0),
    /** A recharge's gift part (from a recharge rule): credited to the card, not paid. */
    giftAmount: bigint('gift_amount', { mode: 'number' }).notNull().default(0),
    coupon: bigint('coupon', { mode: 'number' }).notNull().default(0),
    giftVoucher: bigint('gift_voucher', { mode: 'number' }).notNull().default(0),
    memberDeduction: bigint('member_deduction', { mode: 'number' }).notNull().default(0),
    discountDeduction: bigint('discount_deduction', { mode: 'number' }).notNull().default(0),
    customerId: integer('customer_id'),
    cardId: integer('card_id'),
    rechargeRuleId: integer('recharge_rule_id'),
    billDay: date('bill_day').notNull(),
    transactionId: text('transaction_id'),
    remark: text('remark').notNull().default(''),
    createdBy: integer('created_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('bills_shop_id_id_uq').on(t.shopId, t.id),
    unique('bills_shop_order_no_uq').on(t.shopId, t.billOrderNo),
    index('bills_shop_day_idx').on(t.shopId, t.billDay),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    foreignKey({ columns: [t.shopId, t.createdBy], foreignColumns: [accounts.shopId, accounts.id] }),
    foreignKey({ columns: [t.shopId, t.cardId], foreignColumns: [prepayCards.shopId, prepayCards.id] }),
    foreignKey({ columns: [t.shopId, t.rechargeRuleId], foreignColumns: [rechargeRules.shopId, rechargeRules.id] }),
    check('bills_order_type_ck', sql`${t.orderType} in ('frontDesk', 'memberRecharge', 'giftCardRecharge')`),
    check('bills_pay_type_ck', sql`${t.payType} in ('cash', 'card', 'other')`),
    check('bills_status_ck', sql`${t.status} in ('paid', 'unpaid')`),
    check(
      'bills_amounts_ck',
      sql`${t.totalAmount} >= 0 and ${t.actualAmount} >= 0 and ${t.cashAmount} >= 0 and ${t.cardAmount} >= 0 and ${t.giftAmount} >= 0 and ${t.coupon} >= 0 and ${t.giftVoucher} >= 0 and ${t.memberDeduction} >= 0 and ${t.discountDeduction} >= 0`,
    ),
  ],
);
