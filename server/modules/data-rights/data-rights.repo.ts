import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { appointmentLogs, appointments } from '../../db/schema/appointments';
import { bills } from '../../db/schema/bills';
import { customerBlacklist, customers, customerVisits } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { shops } from '../../db/schema/shops';
import { authEvents, outboxMessages, verificationCodes } from '../../db/schema/system';

/** A card's phone in international form, computed the way toE164 does, with its shop's area code. */
const cardPhoneE164 = sql`case when ${prepayCards.phone} like '+%'
  then '+' || regexp_replace(${prepayCards.phone}, '\\D', '', 'g')
  else ${shops.areaCode} || regexp_replace(${prepayCards.phone}, '\\D', '', 'g') end`;

/**
 * Pseudonymises every shop's customers with this international phone (a chain-wide write by design: the person asks
 * once, wherever they were a customer). Names become '#<id>'; phones, birthdays, remarks and ratings are cleared;
 * blacklist reasons are removed; follow-up results and card phones and remarks are cleared, bills named '#<id>'
 * without phone or remark; their
 * appointments are named '#<customerId>' without phone or remark, and their log rows lose those keys (the log is
 * append-only against DELETE, not UPDATE). Amounts,
 * bills and ledger rows stay, without identity. Answers how many customer records were erased.
 */
export async function eraseCustomersByPhone(tx: TDb, phoneE164: string, now: Date): Promise<number> {
  const erased = await tx
    .update(customers)
    .set({
      name: sql`'#' || ${customers.id}`,
      phone: '',
      phoneE164: '',
      birthday: null,
      email: '',
      remark: '',
      remark1: '',
      remark2: '',
      remark3: '',
      remark4: '',
      rating: 0,
      erasedAt: now,
      deletedAt: sql`coalesce(${customers.deletedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
      version: sql`${customers.version} + 1`,
    })
    .where(and(eq(customers.phoneE164, phoneE164), isNull(customers.erasedAt)))
    .returning({ id: customers.id, shopId: customers.shopId });
  const ids = erased.map((row) => row.id);
  if (ids.length > 0) {
    await tx.delete(customerBlacklist).where(inArray(customerBlacklist.customerId, ids));
    await tx.update(customerVisits).set({ remark: '', updatedAt: now }).where(inArray(customerVisits.customerId, ids));
    await tx
      .update(bills)
      .set({ customName: sql`'#' || ${bills.customerId}`, customPhone: '', remark: '', updatedAt: now })
      .where(inArray(bills.customerId, ids));
    const booked = await tx
      .update(appointments)
      .set({ customName: sql`'#' || ${appointments.customerId}`, customPhone: '', remark: '', updatedAt: now })
      .where(inArray(appointments.customerId, ids))
      .returning({ id: appointments.id });
    if (booked.length > 0) {
      await tx
        .update(appointmentLogs)
        .set({
          before: sql`${appointmentLogs.before} - 'customName' - 'customPhone' - 'remark'`,
          after: sql`${appointmentLogs.after} - 'customName' - 'customPhone' - 'remark'`,
        })
        .where(
          inArray(
            appointmentLogs.appointmentId,
            booked.map((row) => row.id),
          ),
        );
    }
  }
  const gift = await tx
    .select({ id: prepayCards.id })
    .from(prepayCards)
    .innerJoin(shops, eq(shops.id, prepayCards.shopId))
    .where(and(eq(prepayCards.kind, 'gift'), sql`${cardPhoneE164} = ${phoneE164}`));
  const cardIds = gift.map((row) => row.id);
  const cardOwners = ids.length > 0 ? inArray(prepayCards.customerId, ids) : undefined;
  const cardsHeld = cardIds.length > 0 ? inArray(prepayCards.id, cardIds) : undefined;
  if (cardOwners || cardsHeld) {
    await tx.update(prepayCards).set({ phone: '', remark: '', updatedAt: now }).where(or(cardOwners, cardsHeld));
  }
  return ids.length;
}

/**
 * Forgets what the code and message machinery kept about the phone: its codes, the messages sent to it, the
 * recipient of its appointment SMS and its rate-limit events (their subjects name the phone).
 */
export async function forgetPhoneTraces(tx: TDb, phoneE164: string) {
  await tx.delete(verificationCodes).where(eq(verificationCodes.target, phoneE164));
  await tx.delete(outboxMessages).where(eq(outboxMessages.recipient, phoneE164));
  await tx.update(appointmentSms).set({ recipient: '' }).where(eq(appointmentSms.recipient, phoneE164));
  await tx.delete(authEvents).where(like(authEvents.subject, `%${phoneE164}`));
}
