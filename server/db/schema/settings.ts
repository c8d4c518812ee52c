import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * One row of settings per shop (SPEC §2.16, §7 setup/*). Flags are the '0' / '1' strings the SPEC names.
 * `reminderLeadMinutes` holds up to 4 advance SMS reminders (SPEC §9).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id),
    displayBillHJ: text('display_bill_hj').notNull().default('1'),
    displayBillZJ: text('display_bill_zj').notNull().default('1'),
    displayPhone: text('display_phone').notNull().default('1'),
    appBinding: text('app_binding').notNull().default('0'),
    allowOutsideHours: text('allow_outside_hours').notNull().default('0'),
    maxDaysAhead: integer('max_days_ahead').notNull().default(90),
    reminderEnabled: text('reminder_enabled').notNull().default('0'),
    reminderImmediate: text('reminder_immediate').notNull().default('0'),
    reminderLeadMinutes: jsonb('reminder_lead_minutes').$type<number[]>().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check(
      'shop_settings_flags_ck',
      sql`${t.displayBillHJ} in ('0','1') and ${t.displayBillZJ} in ('0','1') and ${t.displayPhone} in ('0','1') and ${t.appBinding} in ('0','1') and ${t.allowOutsideHours} in ('0','1') and ${t.reminderEnabled} in ('0','1') and ${t.reminderImmediate} in ('0','1')`,
    ),
    check('shop_settings_days_ahead_ck', sql`${t.maxDaysAhead} between 1 and 365`),
    check('shop_settings_reminders_ck', sql`jsonb_array_length(${t.reminderLeadMinutes}) <= 4`),
  ],
);
