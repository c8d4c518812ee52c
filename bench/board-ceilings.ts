// Raw ceilings of the board's goals (issue 17), served by the 'app' target beside the day's rows (c3): the session
// lookup alone (c8, against an unchanged board re-read) and a booking written with the app's checks in as few
// statements as they allow (c9, against appoint/create). Both look the session up exactly as every app call does
// (server/http/session.ts: the token's sha256, then the same prepared statement through the same driver).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZAppointCreateInput } from '../contract/appointments';
import { toMinutes } from '../contract/time-slots';
import type { TDatabase } from '../server/db/client';
import { hashToken } from '../server/http/session';
import { findSessionByTokenHash, rowsOf } from '../server/http/session.repo';

/** The session of a request's token header, or a thrown error (a failed figure): what every app call starts with. */
async function sessionOf(database: TDatabase, headers: Record<string, unknown>) {
  const token = headers.token;
  if (typeof token !== 'string') throw new Error('no token header');
  const row = await findSessionByTokenHash(database.db, hashToken(token));
  if (!row) throw new Error('no session for the token');
  return row;
}

/** c8: the session lookup of the token, then a constant answer. */
export function sessionCeiling(database: TDatabase) {
  return async (_body: unknown, headers: Record<string, unknown>) => {
    await sessionOf(database, headers);
    return { id: 1 };
  };
}

/**
 * c9: appoint/create's body (one person, one project, a spot nothing overlaps) written as a raw handler would: the
 * session; one SELECT checking that the technician is bookable and may do the active project, reading the project;
 * then one transaction that locks the technician's day as the app does, reads the overlapping lanes, and in one
 * statement inserts the customer (when named), the appointment, its project and its log row. The board's change-log
 * trigger on appointments fires for it as for the app. Working hours are not read (the bench's spots lie inside them).
 */
export function createCeiling(database: TDatabase) {
  return async (body: unknown, headers: Record<string, unknown>) => {
    const session = await sessionOf(database, headers);
    const input = body as z.input<typeof ZAppointCreateInput>;
    const person = input.people[0];
    const shopId = session.shopId;
    const accountId = person.shopAccountId;
    const productId = person.productIds[0];
    const checked = rowsOf<{ name: string; duration: number; unitPrice: number; bgColor: string }>(
      await database.db.execute(sql`
        SELECT p.name, p.duration, p.unit_price AS "unitPrice", p.bg_color AS "bgColor"
          FROM accounts a
          JOIN products p ON p.shop_id = a.shop_id AND p.id = ${productId} AND p.del_flag = 0
         WHERE a.shop_id = ${shopId} AND a.id = ${accountId} AND a.appoint_flag = 0 AND a.departed_at IS NULL
           AND a.deleted_at IS NULL AND a.account_type <> 3
           AND (NOT EXISTS (SELECT 1 FROM account_products x WHERE x.shop_id = a.shop_id AND x.account_id = a.id)
                OR EXISTS (SELECT 1 FROM account_products x
                            WHERE x.shop_id = a.shop_id AND x.account_id = a.id AND x.product_id = p.id))`),
    );
    const project = checked[0];
    if (!project) throw new Error(`technician ${accountId} cannot be booked for project ${productId}`);
    const startMin = toMinutes(input.startTime);
    const named = (person.customName ?? '') !== '';
    return database.db.transaction(async (tx) => {
      await tx.execute(
        sql`SELECT pg_advisory_xact_lock(hashtextextended(${`appointments:${shopId}:${accountId}:${input.appointDay}`}, 0))`,
      );
      const overlapping = rowsOf(
        await tx.execute(sql`
          SELECT lane FROM appointments
           WHERE shop_id = ${shopId} AND account_id = ${accountId} AND day = ${input.appointDay}
             AND del_flag = 0 AND lost_flag = 0
             AND int4range(start_min, start_min + duration_min) && int4range(${startMin}::int, ${startMin + project.duration}::int)`),
      );
      if (overlapping.length > 0) throw new Error('the spot is taken');
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          WITH customer AS (
            INSERT INTO customers (shop_id, name, phone, phone_e164)
            SELECT ${shopId}, ${person.customName ?? ''}::text, ${person.customPhone ?? ''}::text,
                   ${`+39${(person.customPhone ?? '').replace(/\D/g, '')}`}::text
             WHERE ${named}::boolean
            RETURNING id
          ), booked AS (
            INSERT INTO appointments (shop_id, booking_id, account_id, lane, day, start_min, duration_min, customer_id,
                                      custom_name, custom_phone, kind, created_by)
            SELECT ${shopId}, ${randomUUID()}, ${accountId}, 0, ${input.appointDay}::date, ${startMin}::int,
                   ${project.duration}::int, (SELECT id FROM customer), ${person.customName ?? ''}::text,
                   ${person.customPhone ?? ''}::text, ${named ? 'member' : 'temporary'}::text, ${session.accountId}::int
            RETURNING id
          ), project AS (
            INSERT INTO appointment_products (shop_id, appointment_id, position, product_id, product_name, duration_min,
                                              unit_price, bg_color)
            SELECT ${shopId}, booked.id, 0, ${productId}::int, ${project.name}::text, ${project.duration}::int,
                   ${project.unitPrice}::int, ${project.bgColor}::text
              FROM booked
          ), log AS (
            INSERT INTO appointment_logs (shop_id, appointment_id, oper_type, after, created_by)
            SELECT ${shopId}, booked.id, 'H5_ADD', jsonb_build_object('products', jsonb_build_array(${project.name}::text)),
                   ${session.accountId}::int
              FROM booked
          )
          SELECT id FROM booked`),
      );
      return { id: row.id };
    });
  };
}

/** How many of the board's change-log triggers the database has (migration 0010): the create figures run with them. */
export async function countBoardTriggers(database: TDatabase) {
  const [row] = await database.raw.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_trigger WHERE NOT tgisinternal AND tgname LIKE '%board%'`,
  );
  return row.n;
}
