import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import type { TDb } from '../../db/client';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { customers } from '../../db/schema/customers';
import { shopSettings } from '../../db/schema/settings';
import { shops } from '../../db/schema/shops';
import { rowOfTable } from '../../db/table-rows';
import type { TShopSettingsRow } from '../settings/settings.repo';

export type TAppointmentSmsRow = typeof appointmentSms.$inferSelect;
export type TSmsStatus = 'scheduled' | 'pending' | 'sent' | 'cancelled' | 'noCredit' | 'failed';
export type TSmsKind = 'immediate' | 'advance';
export type TSmsShop = {
  name: string;
  country: string;
  areaCode: string;
  timeZone: string;
  msgNums: number;
  isDeleted: boolean;
};

/** An SMS shop with its settings row (null while the shop never saved a setting): what a booking reads once. */
export type TSmsShopWithSettings = TSmsShop & { settings: TShopSettingsRow | null };

const ofShop = (shopId: number, id: number) => and(eq(appointmentSms.shopId, shopId), eq(appointmentSms.id, id));

const smsShopColumns = {
  name: shops.name,
  country: shops.country,
  areaCode: shops.areaCode,
  timeZone: shops.timeZone,
  msgNums: shops.msgNums,
  isDeleted: sql<boolean>`${shops.deletedAt} IS NOT NULL`,
};

/**
 * What an SMS of the shop needs: its name, country (for the language), area code, zone and remaining SMS, and
 * whether it is a deleted branch.
 */
export async function findSmsShop(db: TDb, shopId: number): Promise<TSmsShop | undefined> {
  const [row] = await db.select(smsShopColumns).from(shops).where(eq(shops.id, shopId));
  return row;
}

/**
 * findSmsShop with the shop's settings, in one statement: a booking's zone, area code, booking rule and reminder
 * settings and the texts' shop, read once instead of five times.
 */
export async function findSmsShopWithSettings(
  s: { tx: TDb; db: TDb },
  shopId: number,
): Promise<TSmsShopWithSettings | undefined> {
  const [row] = await SMS_SHOP_WITH_SETTINGS(s, { shopId });
  if (!row) return undefined;
  const { settings, ...shop } = row;
  return { ...shop, settings: settings ? rowOfTable(shopSettings, settings) : null };
}

/** findSmsShopWithSettings's statement, built once (ADR 023): a booking sends it with its BEGIN. */
const SMS_SHOP_WITH_SETTINGS = builtOnce<TSmsShop & { settings: Record<string, unknown> | null }>(
  'sms_shop_with_settings',
  () => sql`
    SELECT ${shops.name} AS "name", ${shops.country} AS "country", ${shops.areaCode} AS "areaCode",
           ${shops.timeZone} AS "timeZone", ${shops.msgNums} AS "msgNums", ${shops.deletedAt} IS NOT NULL AS "isDeleted",
           to_json(${shopSettings}.*) AS "settings"
      FROM ${shops} LEFT JOIN ${shopSettings} ON ${shopSettings.shopId} = ${shops.id}
     WHERE ${shops.id} = ${builtParam('shopId', 'int')}`,
);

/** A customer's phone in international form ('' when they have none or were erased). */
export async function findCustomerPhoneE164(db: TDb, shopId: number, customerId: number): Promise<string> {
  const [row] = await db
    .select({ phoneE164: customers.phoneE164 })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, customerId)));
  return row?.phoneE164 ?? '';
}

/** One message to schedule. */
export type TSmsToSchedule = { kind: TSmsKind; leadMinutes: number; sendAt: Date; content: string };

/**
 * Inserts an appointment's scheduled messages with the jobs that send them, in one statement whatever their number.
 * Each message's id is drawn from its sequence first, so its job's payload names the message ({ smsId }) and the
 * message names its job; the foreign key from a message to its job is checked at the statement's end, when both rows
 * exist.
 */
export async function insertScheduledSms(
  db: TDb,
  at: { shopId: number; appointmentId: number; recipient: string; now: Date; jobKind: string },
  list: readonly TSmsToSchedule[],
): Promise<void> {
  if (list.length === 0) return;
  const now = at.now.toISOString();
  const planned = sql.join(
    list.map(
      (sms) =>
        sql`(${sms.kind}::text, ${sms.leadMinutes}::int, ${sms.sendAt.toISOString()}::timestamptz, ${sms.content}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    WITH plan AS MATERIALIZED (
      SELECT nextval(pg_get_serial_sequence('appointment_sms', 'id'))::int AS sms_id, p.*
        FROM (VALUES ${planned}) AS p (kind, lead_minutes, send_at, content)
    ), job AS (
      INSERT INTO jobs (shop_id, kind, run_at, payload, created_at, updated_at)
      SELECT ${at.shopId}, ${at.jobKind}, plan.send_at, jsonb_build_object('smsId', plan.sms_id), ${now}::timestamptz,
             ${now}::timestamptz
        FROM plan
      RETURNING id, (payload ->> 'smsId')::int AS sms_id
    )
    INSERT INTO appointment_sms (id, shop_id, appointment_id, kind, lead_minutes, send_at, status, recipient, content,
                                 job_id, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT plan.sms_id, ${at.shopId}, ${at.appointmentId}, plan.kind, plan.lead_minutes, plan.send_at, 'scheduled',
           ${at.recipient}, plan.content, job.id, ${now}::timestamptz, ${now}::timestamptz
      FROM plan JOIN job ON job.sms_id = plan.sms_id`);
}

/** Cancels an appointment's messages of the given kinds that are still scheduled; answers their jobs. */
export async function cancelScheduledSms(
  db: TDb,
  shopId: number,
  appointmentId: number,
  kinds: readonly TSmsKind[],
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(appointmentSms)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(appointmentSms.shopId, shopId),
        eq(appointmentSms.appointmentId, appointmentId),
        eq(appointmentSms.status, 'scheduled'),
        inArray(appointmentSms.kind, [...kinds]),
      ),
    )
    .returning({ jobId: appointmentSms.jobId });
  return rows.flatMap((r) => (r.jobId === null ? [] : [r.jobId]));
}

/** An appointment's live messages (scheduled, or pending with the carrier). */
export async function listLiveSms(db: TDb, shopId: number, appointmentId: number): Promise<TAppointmentSmsRow[]> {
  return db
    .select()
    .from(appointmentSms)
    .where(
      and(
        eq(appointmentSms.shopId, shopId),
        eq(appointmentSms.appointmentId, appointmentId),
        inArray(appointmentSms.status, ['scheduled', 'pending']),
      ),
    );
}

/** Rewrites the text of a message that is still scheduled. */
export async function updateScheduledContent(db: TDb, shopId: number, id: number, content: string, now: Date) {
  await db
    .update(appointmentSms)
    .set({ content, updatedAt: now })
    .where(and(ofShop(shopId, id), eq(appointmentSms.status, 'scheduled')));
}

/** A message of the shop, locked for this transaction (the sender's guard against a concurrent cancel). */
export async function lockSms(db: TDb, shopId: number, id: number): Promise<TAppointmentSmsRow | undefined> {
  const [row] = await db.select().from(appointmentSms).where(ofShop(shopId, id)).for('update');
  return row;
}

/** Moves a message to a status when it is in one of `from`; whether it was. */
export async function setSmsStatus(
  db: TDb,
  shopId: number,
  id: number,
  from: readonly TSmsStatus[],
  fields: {
    status: TSmsStatus;
    now: Date;
    content?: string;
    recipient?: string;
    sentAt?: Date;
    lastError?: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(appointmentSms)
    .set({
      status: fields.status,
      updatedAt: fields.now,
      ...(fields.content === undefined ? {} : { content: fields.content }),
      ...(fields.recipient === undefined ? {} : { recipient: fields.recipient }),
      ...(fields.sentAt === undefined ? {} : { sentAt: fields.sentAt }),
      ...(fields.lastError === undefined ? {} : { lastError: fields.lastError }),
    })
    .where(and(ofShop(shopId, id), inArray(appointmentSms.status, [...from])))
    .returning({ id: appointmentSms.id });
  return rows.length > 0;
}

/** Spends one of the shop's SMS: a guarded update, so the count never goes below 0; whether one was left. */
export async function spendSmsCredit(db: TDb, shopId: number): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ msgNums: sql`${shops.msgNums} - 1` })
    .where(and(eq(shops.id, shopId), gt(shops.msgNums, 0)))
    .returning({ id: shops.id });
  return rows.length > 0;
}

/** Gives back an SMS spent on a message the carrier did not take. */
export async function refundSmsCredit(db: TDb, shopId: number) {
  await db
    .update(shops)
    .set({ msgNums: sql`${shops.msgNums} + 1` })
    .where(eq(shops.id, shopId));
}

/** Every message of an appointment, by due time. */
export async function listSmsOfAppointment(
  db: TDb,
  shopId: number,
  appointmentId: number,
): Promise<TAppointmentSmsRow[]> {
  return db
    .select()
    .from(appointmentSms)
    .where(and(eq(appointmentSms.shopId, shopId), eq(appointmentSms.appointmentId, appointmentId)))
    .orderBy(asc(appointmentSms.sendAt), asc(appointmentSms.id));
}
