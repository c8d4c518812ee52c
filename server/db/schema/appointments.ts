import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { customers } from './customers';
import { products } from './projects';
import { shops } from './shops';

/**
 * Appointments (SPEC §2.8, §3, §4): a day, a start minute and a duration in the shop's wall-clock time (ARCHITECTURE
 * §3). A technician's active appointments never overlap within a lane: the exclusion constraint of migration 0003
 * enforces it; a deliberate overlap takes the next free lane. Deleted (delFlag 1) and missed (lostFlag 1)
 * appointments free their slot. `booking_id` groups the appointments one booking created at once.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id),
    bookingId: text('booking_id').notNull(),
    accountId: integer('account_id').notNull(),
    lane: integer('lane').notNull().default(0),
    day: date('day').notNull(),
    startMin: integer('start_min').notNull(),
    durationMin: integer('duration_min').notNull(),
    additionTime: integer('addition_time').notNull().default(0),
    customerId: integer('customer_id'),
    /** Copied from the customer at booking time, as the board shows them; empty for a temporary appointment. */
    customName: text('custom_name').notNull().default(''),
    customPhone: text('custom_phone').notNull().default(''),
    /** 'temporary', 'member' or 'app' (SPEC §3), fixed at booking. */
    kind: text('kind').notNull(),
    remark: text('remark').notNull().default(''),
    /** 'normal', or 'historical' / 'remarkOnly' for a past slot chosen through SPEC §2.8's choice. */
    entry: text('entry').notNull().default('normal'),
    arrivedFlag: integer('arrived_flag').notNull().default(0),
    lostFlag: integer('lost_flag').notNull().default(0),
    delFlag: integer('del_flag').notNull().default(0),
    isOverlap: integer('is_overlap').notNull().default(0),
    billId: integer('bill_id'),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('appointments_shop_id_id_uq').on(t.shopId, t.id),
    index('appointments_shop_day_idx').on(t.shopId, t.day, t.accountId),
    index('appointments_shop_customer_idx').on(t.shopId, t.customerId),
    foreignKey({ columns: [t.shopId, t.accountId], foreignColumns: [accounts.shopId, accounts.id] }),
    foreignKey({ columns: [t.shopId, t.customerId], foreignColumns: [customers.shopId, customers.id] }),
    check(
      'appointments_time_ck',
      sql`${t.startMin} >= 0 and ${t.durationMin} > 0 and ${t.startMin} + ${t.durationMin} <= 1440`,
    ),
    check('appointments_lane_ck', sql`${t.lane} >= 0`),
    check('appointments_kind_ck', sql`${t.kind} in ('temporary', 'member', 'app')`),
    check('appointments_entry_ck', sql`${t.entry} in ('normal', 'historical', 'remarkOnly')`),
    check(
      'appointments_flags_ck',
      sql`${t.arrivedFlag} in (0, 1) and ${t.lostFlag} in (0, 1) and ${t.delFlag} in (0, 1) and ${t.isOverlap} in (0, 1)`,
    ),
    check('appointments_remark_ck', sql`char_length(${t.remark}) <= 200`),
  ],
);

/** The projects of an appointment, in the order chosen, with the name and duration they had when booked. */
export const appointmentProducts = pgTable(
  'appointment_products',
  {
    shopId: integer('shop_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    durationMin: integer('duration_min').notNull(),
    unitPrice: integer('unit_price').notNull(),
    bgColor: text('bg_color').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.appointmentId, t.position] }),
    foreignKey({
      columns: [t.shopId, t.appointmentId],
      foreignColumns: [appointments.shopId, appointments.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.shopId, t.productId], foreignColumns: [products.shopId, products.id] }),
  ],
);

/**
 * The operation and modification log (SPEC §3 'Appointment log'): every change with its type (H5_ADD, H5_DRAG,
 * H5_EDIT, H5_PULL_DURATION, H5_CHANGE_DUTY, H5_LOST, H5_DELETE, H5_ARRIVE, APP_ADD, APP_EDIT), the values before and
 * after, when, by whom and why. Append-only.
 */
export const appointmentLogs = pgTable(
  'appointment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    operType: text('oper_type').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_logs_shop_appointment_idx').on(t.shopId, t.appointmentId, t.id),
    foreignKey({ columns: [t.shopId, t.appointmentId], foreignColumns: [appointments.shopId, appointments.id] }),
  ],
);
