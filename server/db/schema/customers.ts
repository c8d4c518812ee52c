import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The shop's customers (SPEC §2.11, §3). A family may share one phone, so the phone is not unique; `phoneE164` is the
 * international form search matches on. The spending counters are kept by bookkeeping; the average is computed.
 * Deletion is soft (bills and card ledgers keep pointing at the row); erasure (GDPR) pseudonymises it.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    phoneE164: text('phone_e164').notNull().default(''),
    birthday: date('birthday'),
    /** Optional; receipts can be sent to it (issue 21). */
    email: text('email').notNull().default(''),
    remark: text('remark').notNull().default(''),
    remark1: text('remark1').notNull().default(''),
    remark2: text('remark2').notNull().default(''),
    remark3: text('remark3').notNull().default(''),
    remark4: text('remark4').notNull().default(''),
    /** 0 to 5 stars; 0 is not rated. */
    rating: integer('rating').notNull().default(0),
    vipFlag: integer('vip_flag').notNull().default(0),
    visitCount: integer('visit_count').notNull().default(0),
    totalSpend: bigint('total_spend', { mode: 'number' }).notNull().default(0),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('customers_shop_id_id_uq').on(t.shopId, t.id),
    index('customers_shop_phone_idx').on(t.shopId, t.phoneE164),
    index('customers_shop_created_idx').on(t.shopId, t.createdAt),
    check('customers_vip_flag_ck', sql`${t.vipFlag} in (0, 1)`),
    check('customers_rating_ck', sql`${t.rating} between 0 and 5`),
    check('customers_counters_ck', sql`${t.visitCount} >= 0 and ${t.totalSpend} >= 0`),
    check('customers_remark_ck', sql`char_length(${t.remark}) <= 100`),
  ],
);

/** The blacklist (SPEC §2.11 customBlank/*): one entry per customer, with its reason. */
export const customerBlacklist = pgTable(
  'customer_blacklist',
  {
    shopId: integer('shop_id').notNull(),
    customerId: integer('customer_id').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.customerId] }),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    check('customer_blacklist_reason_ck', sql`char_length(${t.reason}) <= 100`),
  ],
);

/**
 * Follow-up visits (SPEC §2.11 customVisit/*, §4): created by bookkeeping from projects with visitFlag '1', due
 * visitDays after the bill. dutyFlag 0 not followed up, 1 followed up, 2 skipped; remark is the result.
 */
export const customerVisits = pgTable(
  'customer_visits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    customerId: integer('customer_id').notNull(),
    productId: integer('product_id'),
    productName: text('product_name').notNull().default(''),
    appointDay: date('appoint_day').notNull(),
    dueDay: date('due_day').notNull(),
    dutyFlag: integer('duty_flag').notNull().default(0),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('customer_visits_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    index('customer_visits_shop_due_idx').on(t.shopId, t.dutyFlag, t.dueDay),
    check('customer_visits_duty_flag_ck', sql`${t.dutyFlag} in (0, 1, 2)`),
    check('customer_visits_remark_ck', sql`char_length(${t.remark}) <= 200`),
  ],
);
