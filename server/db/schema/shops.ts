import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const shopTypes = pgTable('shop_types', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The tenant. A branch points at its headquarters; a headquarters has no parent. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    headquarterId: integer('headquarter_id').references((): AnyPgColumn => shops.id),
    name: text('name').notNull(),
    logo: text('logo').notNull().default(''),
    bgImg: text('bg_img').notNull().default(''),
    area: text('area').notNull().default(''),
    region: text('region').notNull().default(''),
    contactUser: text('contact_user').notNull().default(''),
    contactTel: text('contact_tel').notNull().default(''),
    postCode: text('post_code').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    shopTypeId: integer('shop_type_id')
      .notNull()
      .references(() => shopTypes.id),
    country: text('country').notNull(),
    areaCode: text('area_code').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull().default('EUR'),
    trialFlag: integer('trial_flag').notNull().default(1),
    goodsType: text('goods_type').notNull().default('monthly'),
    expireTime: timestamp('expire_time', { withTimezone: true }),
    msgNums: integer('msg_nums').notNull().default(0),
    cashDeviceFlag: integer('cash_device_flag').notNull().default(0),
    cashDeviceIp: text('cash_device_ip').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The thank-you line printed at the foot of the shop's receipts (ADR 027). */
    receiptNote: text('receipt_note').notNull().default(''),
    invitationCode: text('invitation_code').notNull(),
    invitedByCode: text('invited_by_code'),
    /** 'regular' for every shop's own code; 'super' for codes the operator promotes (ADR 017). */
    invitationLevel: text('invitation_level').notNull().default('regular'),
    /** Claimed invitation rewards not yet withdrawn, in CNY cents; changes only by guarded updates (ADR 017). */
    rebateBalance: bigint('rebate_balance', { mode: 'number' }).notNull().default(0),
    /** A deleted branch: kept with its data, its accounts can no longer sign in (ADR 017). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('shops_invitation_code_uq').on(t.invitationCode),
    index('shops_headquarter_idx').on(t.headquarterId),
    check('shops_msg_nums_ck', sql`${t.msgNums} >= 0`),
    check('shops_goods_type_ck', sql`${t.goodsType} in ('free','monthly','quarter','yearly')`),
    check('shops_invitation_level_ck', sql`${t.invitationLevel} in ('regular','super')`),
    check('shops_rebate_balance_ck', sql`${t.rebateBalance} >= 0`),
    check('shops_headquarters_not_deleted_ck', sql`${t.deletedAt} is null or ${t.headquarterId} is not null`),
  ],
);
