import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { shops } from './shops';

/** Project (service) types (SPEC §2.15). accountType 3 marks a type kept for temporary staff, left out of selects. */
export const productTypes = pgTable(
  'product_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    accountType: integer('account_type').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('product_types_shop_id_id_uq').on(t.shopId, t.id),
    index('product_types_shop_idx').on(t.shopId, t.createdAt),
    check('product_types_account_type_ck', sql`${t.accountType} in (0, 3)`),
  ],
);

/**
 * Projects (services). Money is integer cents; duration is minutes in steps of 15; deletion is soft (delFlag 1)
 * because appointments and bills keep pointing at the project.
 */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    productTypeId: integer('product_type_id').notNull(),
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    duration: integer('duration').notNull(),
    bgColor: text('bg_color').notNull().default('rgba(97,169,224,0.5)'),
    visitFlag: text('visit_flag').notNull().default('0'),
    visitDays: integer('visit_days').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    delFlag: integer('del_flag').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('products_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({ columns: [t.shopId, t.productTypeId], foreignColumns: [productTypes.shopId, productTypes.id] }),
    index('products_shop_sort_idx').on(t.shopId, t.delFlag, t.sortOrder),
    uniqueIndex('products_shop_active_name_uq').on(t.shopId, sql`lower(${t.name})`).where(sql`${t.delFlag} = 0`),
    check('products_unit_price_ck', sql`${t.unitPrice} >= 0`),
    check('products_duration_ck', sql`${t.duration} >= 15 and ${t.duration} % 15 = 0 and ${t.duration} <= 1440`),
    check('products_visit_ck', sql`${t.visitFlag} in ('0', '1') and ${t.visitDays} >= 0`),
    check('products_del_flag_ck', sql`${t.delFlag} in (0, 1)`),
  ],
);

/**
 * The projects a staff member can be booked for, each with its hot flag (SPEC §2.16, §3). An account with no rows
 * can be booked for every project (ADR 007).
 */
export const accountProducts = pgTable(
  'account_products',
  {
    shopId: integer('shop_id').notNull(),
    accountId: integer('account_id').notNull(),
    productId: integer('product_id').notNull(),
    hotFlag: integer('hot_flag').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.accountId, t.productId] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }).onDelete(
      'cascade',
    ),
    check('account_products_hot_flag_ck', sql`${t.hotFlag} in (0, 1)`),
  ],
);
