import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';

/**
 * The SMS of an appointment (SPEC §2.8 'Appointment SMS', §2.16, §9): the immediate one on booking and one per
 * advance lead time, each due at `send_at` (an instant; ADR 014 says how a shop-local time becomes one on DST days)
 * and sent by the job `job_id` (migration 0004 links it with ON DELETE SET NULL, so pruning old jobs keeps the row).
 * Status (ADR 014):
 * - 'scheduled': waiting for its time, or for a retry after the carrier failed (one SMS credit is not held);
 * - 'pending': one of the shop's msgNums spent and the text handed to the carrier, waiting for its answer;
 * - 'sent': the carrier took it;
 * - 'cancelled': the appointment moved, was deleted or missed, or had begun, before it was due;
 * - 'noCredit': due while the shop had no SMS left: nothing was sent;
 * - 'failed': the carrier refused every attempt (the credit was given back).
 * At most one live (scheduled or pending) message per appointment, kind and lead time.
 */
export const appointmentSms = pgTable(
  'appointment_sms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shopId: integer('shop_id').notNull(),
    appointmentId: integer('appointment_id').notNull(),
    /** 'immediate' (on booking) or 'advance' (`lead_minutes` before the start). */
    kind: text('kind').notNull(),
    leadMinutes: integer('lead_minutes').notNull().default(0),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('scheduled'),
    /** The customer's phone in international form when it was last handled ('' until then or after erasure). */
    recipient: text('recipient').notNull().default(''),
    /** The text in the shop's SMS language: as sent, or as it would read now while not yet sent. */
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    jobId: integer('job_id'),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointment_sms_shop_appointment_idx').on(t.shopId, t.appointmentId, t.sendAt),
    uniqueIndex('appointment_sms_live_uq')
      .on(t.shopId, t.appointmentId, t.kind, t.leadMinutes)
      .where(sql`${t.status} in ('scheduled', 'pending')`),
    foreignKey({
      columns: [t.shopId, t.appointmentId],
      foreignColumns: [appointments.shopId, appointments.id],
    }),
    check('appointment_sms_kind_ck', sql`${t.kind} in ('immediate', 'advance')`),
    check(
      'appointment_sms_lead_ck',
      sql`(${t.kind} = 'immediate' and ${t.leadMinutes} = 0) or (${t.kind} = 'advance' and ${t.leadMinutes} between 15 and 10080)`,
    ),
    check(
      'appointment_sms_status_ck',
      sql`${t.status} in ('scheduled', 'pending', 'sent', 'cancelled', 'noCredit', 'failed')`,
    ),
  ],
);
