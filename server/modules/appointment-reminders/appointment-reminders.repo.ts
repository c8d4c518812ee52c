import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { customers } from '../../db/schema/customers';
import { shops } from '../../db/schema/shops';

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

const ofShop = (shopId: number, id: number) => and(eq(appointmentSms.shopId, shopId), eq(appointmentSms.id, id));

/**
 * What an SMS of the shop needs: its name, country (for the language), area code, zone and remaining SMS, and
 * whether it is a deleted branch.
 */
export async function findSmsShop(db: TDb, shopId: number): Promise<TSmsShop | undefined> {
  const [row] = await db
    .select({
      name: shops.name,
      country: shops.country,
      areaCode: shops.areaCode,
      timeZone: shops.timeZone,
      msgNums: shops.msgNums,
      isDeleted: sql<boolean>`${shops.deletedAt} IS NOT NULL`,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}

/** A customer's phone in international form ('' when they have none or were erased). */
export async function findCustomerPhoneE164(db: TDb, shopId: number, customerId: number): Promise<string> {
  const [row] = await db
    .select({ phoneE164: customers.phoneE164 })
    .from(customers)
    .where(and(eq(customers.shopId, shopId), eq(customers.id, customerId)));
  return row?.phoneE164 ?? '';
}

/** Adds a scheduled message of an appointment and answers its id. */
export async function insertAppointmentSms(
  db: TDb,
  values: {
    shopId: number;
    appointmentId: number;
    kind: TSmsKind;
    leadMinutes: number;
    sendAt: Date;
    recipient: string;
    content: string;
    now: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(appointmentSms)
    .values({
      shopId: values.shopId,
      appointmentId: values.appointmentId,
      kind: values.kind,
      leadMinutes: values.leadMinutes,
      sendAt: values.sendAt,
      status: 'scheduled',
      recipient: values.recipient,
      content: values.content,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning({ id: appointmentSms.id });
  return row.id;
}

/** Records the job that sends a message. */
export async function linkSmsJob(db: TDb, shopId: number, id: number, jobId: number) {
  await db.update(appointmentSms).set({ jobId }).where(ofShop(shopId, id));
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
