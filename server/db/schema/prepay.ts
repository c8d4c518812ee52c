import { sql } from 'drizzle-orm';
import { bigint, check, foreignKey, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { shops } from './shops';

/**
 * Prepaid cards (SPEC §3): a member (VIP) card belongs to one customer; a gift card to whoever holds its number.
 * The balance changes only through a guarded update paired with a ledger row (prepay_ledger), so it always equals
 * the sum of the card's ledger rows; the database refuses a negative balance. Cards belong to one shop.
 */
export const prepayCards = pgTable(
  'prepay_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    cardNo: text('card_no').notNull(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id'),
    phone: text('phone').notNull().default(''),
    /** Everything ever credited by recharges (paid and gift parts), for the card list. */
    rechargeAmount: bigint('recharge_amount', { mode: 'number' }).notNull().default(0),
    availableBalance: bigint('available_balance', { mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    /** A cancelled membership or a deleted gift card; the ledger stays. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('prepay_cards_shop_id_id_uq').on(t.shopId, t.id),
    unique('prepay_cards_shop_card_no_uq').on(t.shopId, t.cardNo),
    uniqueIndex('prepay_cards_member_uq').on(t.shopId, t.customerId).where(sql`${t.kind} = 'member'`),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    check('prepay_cards_kind_ck', sql`${t.kind} in ('member', 'gift')`),
    check('prepay_cards_member_customer_ck', sql`${t.kind} <> 'member' or ${t.customerId} is not null`),
    check('prepay_cards_balance_ck', sql`${t.availableBalance} >= 0 and ${t.rechargeAmount} >= 0`),
  ],
);

/** Member recharge rules (SPEC §2.14): paying rechargeAmount credits it plus giftAmount. Amounts are ≥ 0 cents. */
export const rechargeRules = pgTable(
  'recharge_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    ruleName: text('rule_name').notNull(),
    rechargeAmount: bigint('recharge_amount', { mode: 'number' }).notNull(),
    giftAmount: bigint('gift_amount', { mode: 'number' }).notNull().default(0),
    remark: text('remark').notNull().default(''),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('recharge_rules_shop_id_id_uq').on(t.shopId, t.id),
    check('recharge_rules_amounts_ck', sql`${t.rechargeAmount} >= 0 and ${t.giftAmount} >= 0`),
  ],
);
