import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { appointments } from './appointments';
import { customers } from './customers';
import { prepayCards, rechargeRules } from './prepay';
import { products } from './projects';
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
    /** The cash the customer handed over for the cash part, when the till recorded it (ADR 027); the change is the rest. */
    cashReceived: bigint('cash_received', { mode: 'number' }),
    /** A recharge's gift part (from a recharge rule): credited to the card, not paid. */
    giftAmount: bigint('gift_amount', { mode: 'number' }).notNull().default(0),
    coupon: bigint('coupon', { mode: 'number' }).notNull().default(0),
    giftVoucher: bigint('gift_voucher', { mode: 'number' }).notNull().default(0),
    memberDeduction: bigint('member_deduction', { mode: 'number' }).notNull().default(0),
    discountDeduction: bigint('discount_deduction', { mode: 'number' }).notNull().default(0),
    customerId: integer('customer_id'),
    /** A front-desk bill's customer as typed (a walk-in may have no customer record). */
    customName: text('custom_name').notNull().default(''),
    customPhone: text('custom_phone').notNull().default(''),
    /** A recharge's card; a front-desk bill's member card when it has a member-card deduction. */
    cardId: integer('card_id'),
    /** A front-desk bill's gift card when it has a gift-voucher deduction. */
    giftCardId: integer('gift_card_id'),
    /** The appointment a bill was started from (bill/createByAppoint); an appointment is billed at most once. */
    appointmentId: integer('appointment_id'),
    rechargeRuleId: integer('recharge_rule_id'),
    billDay: date('bill_day').notNull(),
    /** The record time (SPEC §2.9): minute of the bill day, shop wall-clock; its 15-minute slot is the table row. */
    recordMin: integer('record_min').notNull().default(0),
    customerCount: integer('customer_count').notNull().default(1),
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
    index('bills_shop_customer_idx').on(t.shopId, t.customerId),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    foreignKey({ columns: [t.shopId, t.createdBy], foreignColumns: [accounts.shopId, accounts.id] }),
    foreignKey({ columns: [t.shopId, t.cardId], foreignColumns: [prepayCards.shopId, prepayCards.id] }),
    foreignKey({ columns: [t.shopId, t.giftCardId], foreignColumns: [prepayCards.shopId, prepayCards.id] }),
    foreignKey({ columns: [t.shopId, t.appointmentId], foreignColumns: [appointments.shopId, appointments.id] }),
    uniqueIndex('bills_shop_appointment_uq').on(t.shopId, t.appointmentId).where(sql`${t.appointmentId} is not null`),
    foreignKey({ columns: [t.shopId, t.rechargeRuleId], foreignColumns: [rechargeRules.shopId, rechargeRules.id] }),
    check('bills_order_type_ck', sql`${t.orderType} in ('frontDesk', 'memberRecharge', 'giftCardRecharge')`),
    check('bills_pay_type_ck', sql`${t.payType} in ('cash', 'card', 'other')`),
    check('bills_status_ck', sql`${t.status} in ('paid', 'unpaid')`),
    check(
      'bills_amounts_ck',
      sql`${t.totalAmount} >= 0 and ${t.actualAmount} >= 0 and ${t.cashAmount} >= 0 and ${t.cardAmount} >= 0 and ${t.giftAmount} >= 0 and ${t.coupon} >= 0 and ${t.giftVoucher} >= 0 and ${t.memberDeduction} >= 0 and ${t.discountDeduction} >= 0`,
    ),
    /** SPEC §2.9: actual = total − deductions on a front-desk bill. */
    check(
      'bills_front_desk_arithmetic_ck',
      sql`${t.orderType} <> 'frontDesk' or ${t.actualAmount} + ${t.coupon} + ${t.giftVoucher} + ${t.memberDeduction} + ${t.discountDeduction} = ${t.totalAmount}`,
    ),
    /** The actual amount is paid by the chosen method: cash and card parts add up to it, 'other' has neither. */
    check(
      'bills_tender_ck',
      sql`${t.cashAmount} + ${t.cardAmount} = ${t.actualAmount} or (${t.payType} = 'other' and ${t.cashAmount} = 0 and ${t.cardAmount} = 0)`,
    ),
    check(
      'bills_card_deductions_ck',
      sql`(${t.memberDeduction} = 0 or ${t.cardId} is not null) and (${t.giftVoucher} = 0 or ${t.giftCardId} is not null)`,
    ),
    check('bills_cash_received_ck', sql`${t.cashReceived} is null or ${t.cashReceived} >= ${t.cashAmount}`),
    check('bills_record_min_ck', sql`${t.recordMin} between 0 and 1439 and ${t.customerCount} between 0 and 999`),
  ],
);

/**
 * A front-desk bill's staff lines (SPEC §2.9), each a cell of the finance table (SPEC §2.10 'Bill detail'). A staff
 * member appears once per bill (the unique key is 'The staff member already exists!'), and a deferred trigger of
 * migration 0005 refuses a commit where a front-desk bill's lines do not add up to its total. `amountBefore`,
 * `changeReason` and `updatedAt` are the latest edit or transfer; `bill_line_changes` keeps all of them.
 */
export const billLines = pgTable(
  'bill_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    billId: integer('bill_id').notNull(),
    accountId: integer('account_id').notNull(),
    position: integer('position').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** 1 when the staff member was borrowed from another shop or team for this bill. */
    borrowed: integer('borrowed').notNull().default(0),
    /** A signed performance adjustment in cents, outside the bill's total (ADR 016). */
    adjustment: bigint('adjustment', { mode: 'number' }).notNull().default(0),
    amountBefore: bigint('amount_before', { mode: 'number' }),
    changeReason: text('change_reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bill_lines_shop_id_id_uq').on(t.shopId, t.id),
    unique('bill_lines_bill_account_uq').on(t.shopId, t.billId, t.accountId),
    index('bill_lines_shop_account_idx').on(t.shopId, t.accountId),
    foreignKey({ columns: [t.shopId, t.billId], foreignColumns: [bills.shopId, bills.id] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }),
    check('bill_lines_amount_ck', sql`${t.amount} >= 0 and (${t.amountBefore} is null or ${t.amountBefore} >= 0)`),
    check('bill_lines_borrowed_ck', sql`${t.borrowed} in (0, 1)`),
    check('bill_lines_reason_ck', sql`char_length(${t.changeReason}) <= 200`),
  ],
);

/** The projects a front-desk bill sold (SPEC §2.9), each at most once, with the name and price they had. */
export const billProducts = pgTable(
  'bill_products',
  {
    shopId: integer('shop_id').notNull(),
    billId: integer('bill_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
    productName: text('product_name').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('bill_products_uq').on(t.shopId, t.billId, t.productId),
    foreignKey({ columns: [t.shopId, t.billId], foreignColumns: [bills.shopId, bills.id] }),
    foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }),
  ],
);

/**
 * Every edit and transfer of a staff line, append-only (SPEC §4 'Bill detail: modified'; technician adjustment):
 * the amount and technician before and after, the reason, who and when.
 */
export const billLineChanges = pgTable(
  'bill_line_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    billId: integer('bill_id').notNull(),
    lineId: integer('line_id').notNull(),
    kind: text('kind').notNull(),
    amountBefore: bigint('amount_before', { mode: 'number' }).notNull(),
    amountAfter: bigint('amount_after', { mode: 'number' }).notNull(),
    accountBefore: integer('account_before').notNull(),
    accountAfter: integer('account_after').notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bill_line_changes_shop_bill_idx').on(t.shopId, t.billId, t.id),
    foreignKey({ columns: [t.shopId, t.lineId], foreignColumns: [billLines.shopId, billLines.id] }),
    check('bill_line_changes_kind_ck', sql`${t.kind} in ('edit', 'transfer')`),
  ],
);
