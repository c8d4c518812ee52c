import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { shops } from './shops';

/**
 * Working hours per weekday (1 Monday … 7 Sunday), as minutes of the day in the shop's time zone. A morning and an
 * afternoon period, either of which may be empty. The shop's rows are the one source of truth for business hours
 * (ADR 008); a staff member's rows narrow them.
 */
const periods = {
  week: integer('week').notNull(),
  morningStart: integer('morning_start'),
  morningEnd: integer('morning_end'),
  afternoonStart: integer('afternoon_start'),
  afternoonEnd: integer('afternoon_end'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const periodChecks = (name: string, t: Record<keyof typeof periods, AnyPgColumn>) => [
  check(`${name}_week_ck`, sql`${t.week} between 1 and 7`),
  check(
    `${name}_morning_ck`,
    sql`(${t.morningStart} is null and ${t.morningEnd} is null) or (${t.morningStart} >= 0 and ${t.morningStart} < ${t.morningEnd} and ${t.morningEnd} <= 1440)`,
  ),
  check(
    `${name}_afternoon_ck`,
    sql`(${t.afternoonStart} is null and ${t.afternoonEnd} is null) or (${t.afternoonStart} >= 0 and ${t.afternoonStart} < ${t.afternoonEnd} and ${t.afternoonEnd} <= 1440)`,
  ),
  check(
    `${name}_order_ck`,
    sql`${t.morningEnd} is null or ${t.afternoonStart} is null or ${t.morningEnd} <= ${t.afternoonStart}`,
  ),
];

export const shopWork = pgTable(
  'shop_work',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    ...periods,
  },
  (t) => [primaryKey({ columns: [t.shopId, t.week] }), ...periodChecks('shop_work', t)],
);

export const accountWork = pgTable(
  'account_work',
  {
    shopId: integer('shop_id').notNull(),
    accountId: integer('account_id').notNull(),
    ...periods,
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.accountId, t.week] }),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }).onDelete(
      'cascade',
    ),
    ...periodChecks('account_work', t),
  ],
);

/** Shop holidays: the whole shop is closed from start to end (instants; entered in the shop's time zone). */
export const shopWorkHolidays = pgTable(
  'shop_work_holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_work_holidays_shop_idx').on(t.shopId, t.startTime),
    check('shop_work_holidays_range_ck', sql`${t.endTime} >= ${t.startTime}`),
  ],
);

/** A staff member's holidays and leave (kind 'holiday' or 'leave'), from start to end. */
export const accountWorkHolidays = pgTable(
  'account_work_holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    accountId: integer('account_id').notNull(),
    kind: text('kind').notNull().default('holiday'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('account_work_holidays_shop_idx').on(t.shopId, t.accountId, t.startTime),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }).onDelete(
      'cascade',
    ),
    check('account_work_holidays_range_ck', sql`${t.endTime} >= ${t.startTime}`),
    check('account_work_holidays_kind_ck', sql`${t.kind} in ('holiday', 'leave')`),
  ],
);
