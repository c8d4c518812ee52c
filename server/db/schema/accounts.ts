import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { shops } from './shops';

/**
 * Staff accounts. `account` is the login name, unique across all shops because login takes no shop;
 * staff without a login have none. accountType 1 owner, 2 bypasses the internal password, 3 temporary.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    account: text('account'),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    phoneE164: text('phone_e164'),
    passwordHash: text('password_hash'),
    insidePasswordHash: text('inside_password_hash'),
    accountType: integer('account_type').notNull().default(0),
    /** Staff type label (SPEC §3): 1 manager, 2 staff, 3 temporary; 'resigned' is shown while departedAt is set. */
    staffType: integer('staff_type').notNull().default(2),
    appointFlag: integer('appoint_flag').notNull().default(0),
    financeFlag: integer('finance_flag').notNull().default(0),
    workFlag: integer('work_flag').notNull().default(0),
    jobFlag: integer('job_flag').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    departedAt: timestamp('departed_at', { withTimezone: true }),
    /** Deleting a staff member hides them everywhere; bills and appointments keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** UI style: the font size this account chose (SPEC §2.16). */
    fontSize: text('font_size').notNull().default('default'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('accounts_shop_id_id_uq').on(t.shopId, t.id),
    uniqueIndex('accounts_login_uq').on(sql`lower(${t.account})`),
    index('accounts_shop_sort_idx').on(t.shopId, t.sortOrder),
    index('accounts_phone_idx').on(t.phoneE164),
    check('accounts_type_ck', sql`${t.accountType} in (0, 1, 2, 3)`),
    check('accounts_staff_type_ck', sql`${t.staffType} in (1, 2, 3)`),
    check('accounts_font_size_ck', sql`${t.fontSize} in ('small', 'default', 'large')`),
  ],
);

/** Per-employee first-level menu grants (SPEC §6); the owner's are all menus. */
export const accountMenus = pgTable(
  'account_menus',
  {
    shopId: integer('shop_id').notNull(),
    accountId: integer('account_id').notNull(),
    menuKey: text('menu_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.accountId, t.menuKey] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Login sessions: the token is stored as its SHA-256; idle and absolute expiry; optional internal-password elevation. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    shopId: integer('shop_id').notNull(),
    accountId: integer('account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    elevatedUntil: timestamp('elevated_until', { withTimezone: true }),
    /** Opened by the headquarters owner switching into a branch: that session may manage the branch's permissions. */
    viaHeadquarters: boolean('via_headquarters').notNull().default(false),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_account_idx').on(t.shopId, t.accountId),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }).onDelete(
      'cascade',
    ),
  ],
);
