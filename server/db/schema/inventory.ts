import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { shops } from './shops';

/** Inventory types (SPEC §2.13, §3 'Inventory type'). Deletion is soft, and refused while the type holds items. */
export const inventoryTypes = pgTable(
  'inventory_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    name: text('name').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('inventory_types_shop_id_id_uq').on(t.shopId, t.id),
    index('inventory_types_shop_idx').on(t.shopId, t.createdAt),
  ],
);

/**
 * Inventory items (SPEC §3 'Inventory item', ADR 026). The quantity changes only by guarded updates that also append
 * a movement; amount_max is the highest quantity held; deletion is soft (del_flag 1), so the history stays.
 */
export const inventoryItems = pgTable(
  'inventory_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    inventoryTypeId: integer('inventory_type_id').notNull(),
    name: text('name').notNull().default(''),
    factoryNo: text('factory_no').notNull().default(''),
    price: integer('price').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    amountReserved: integer('amount_reserved').notNull().default(0),
    amountMax: integer('amount_max').notNull().default(0),
    storePlace: text('store_place').notNull().default(''),
    notifyFlag: integer('notify_flag').notNull().default(0),
    notifyAmount: integer('notify_amount').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    delFlag: integer('del_flag').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('inventory_items_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({
      columns: [t.shopId, t.inventoryTypeId],
      foreignColumns: [inventoryTypes.shopId, inventoryTypes.id],
    }),
    index('inventory_items_shop_sort_idx').on(t.shopId, t.delFlag, t.sortOrder),
    index('inventory_items_shop_alert_idx').on(t.shopId).where(sql`${t.delFlag} = 0 and ${t.notifyFlag} = 1`),
    check('inventory_items_name_or_factory_ck', sql`${t.name} <> '' or ${t.factoryNo} <> ''`),
    check('inventory_items_price_ck', sql`${t.price} >= 0`),
    check(
      'inventory_items_amounts_ck',
      sql`${t.amount} >= 0 and ${t.amountReserved} >= 0 and ${t.amountReserved} <= ${t.amount} and ${t.amountMax} >= ${t.amount}`,
    ),
    check('inventory_items_notify_ck', sql`${t.notifyFlag} in (0, 1) and ${t.notifyAmount} >= 0`),
    check('inventory_items_del_flag_ck', sql`${t.delFlag} in (0, 1)`),
  ],
);

/** Tags on an item (ADR 026: per item; the editor suggests the presets and the shop's other tags). */
export const inventoryTags = pgTable(
  'inventory_tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.shopId, t.inventoryId],
      foreignColumns: [inventoryItems.shopId, inventoryItems.id],
    }).onDelete('cascade'),
    uniqueIndex('inventory_tags_item_name_uq').on(t.shopId, t.inventoryId, sql`lower(${t.name})`),
  ],
);

/**
 * The append-only stock movement log (issue 20): who changed an item's quantity, when, from what, by how much, to
 * what, and why. A trigger refuses updates and deletes.
 */
export const inventoryMovements = pgTable(
  'inventory_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    inventoryId: integer('inventory_id').notNull(),
    accountId: integer('account_id').notNull(),
    kind: text('kind').notNull(),
    amountBefore: integer('amount_before').notNull(),
    changeAmount: integer('change_amount').notNull(),
    amountAfter: integer('amount_after').notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inventory_movements_item_idx').on(t.shopId, t.inventoryId, t.id),
    foreignKey({
      columns: [t.shopId, t.inventoryId],
      foreignColumns: [inventoryItems.shopId, inventoryItems.id],
    }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }),
    check(
      'inventory_movements_arithmetic_ck',
      sql`${t.amountAfter} = ${t.amountBefore} + ${t.changeAmount} and ${t.amountBefore} >= 0 and ${t.amountAfter} >= 0`,
    ),
    check(
      'inventory_movements_kind_ck',
      sql`${t.kind} in ('initial', 'restock', 'use', 'sale', 'loss', 'count', 'edit')`,
    ),
  ],
);
