import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { bills } from './bills';
import { prepayCards } from './prepay';

/**
 * The append-only card ledger (SPEC §3 'Prepay card transaction', prepayCardDet/queryList). changeType 1 recharge
 * (its paid and gift parts recorded), 2 consumption, 3 refund, 4 correction, 5 gift. Rows are never updated.
 */
export const prepayLedger = pgTable(
  'prepay_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    cardId: integer('card_id').notNull(),
    billId: integer('bill_id'),
    // A movement of a bill names it by billId and shows the bill's order number, which the bill gets last (ADR 023);
    // this column holds a number only for movements written without a bill.
    billOrderNo: text('bill_order_no').notNull().default(''),
    changeType: integer('change_type').notNull(),
    beforeBalance: bigint('before_balance', { mode: 'number' }).notNull(),
    changeAmount: bigint('change_amount', { mode: 'number' }).notNull(),
    afterBalance: bigint('after_balance', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    giftAmount: bigint('gift_amount', { mode: 'number' }).notNull().default(0),
    coupon: bigint('coupon', { mode: 'number' }).notNull().default(0),
    giftVoucher: bigint('gift_voucher', { mode: 'number' }).notNull().default(0),
    memberDeduction: bigint('member_deduction', { mode: 'number' }).notNull().default(0),
    discountDeduction: bigint('discount_deduction', { mode: 'number' }).notNull().default(0),
    appointProductTitle: text('appoint_product_title').notNull().default(''),
    reason: text('reason').notNull().default(''),
    billDay: date('bill_day').notNull(),
    paidTime: timestamp('paid_time', { withTimezone: true }).notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prepay_ledger_shop_card_idx').on(t.shopId, t.cardId, t.id),
    index('prepay_ledger_shop_time_idx').on(t.shopId, t.paidTime),
    foreignKey({ columns: [t.shopId, t.cardId], foreignColumns: [prepayCards.shopId, prepayCards.id] }),
    foreignKey({ columns: [t.shopId, t.billId], foreignColumns: [bills.shopId, bills.id] }),
    foreignKey({ columns: [t.shopId, t.createdBy], foreignColumns: [accounts.shopId, accounts.id] }),
    check('prepay_ledger_change_type_ck', sql`${t.changeType} in (1, 2, 3, 4, 5)`),
    check(
      'prepay_ledger_arithmetic_ck',
      sql`${t.afterBalance} = ${t.beforeBalance} + ${t.changeAmount} and ${t.beforeBalance} >= 0 and ${t.afterBalance} >= 0`,
    ),
    check(
      'prepay_ledger_sign_ck',
      sql`(${t.changeType} in (1, 5) and ${t.changeAmount} > 0) or (${t.changeType} in (2, 3) and ${t.changeAmount} < 0) or ${t.changeType} = 4`,
    ),
  ],
);
