// The statements that place appointments on a technician's day (ADR 023): the early refusal with the day locks, and a
// new appointment's placement with everything it writes, each one statement built once.
import { type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import type { TDb } from '../../db/client';
import { appointmentLogs, appointmentProducts, appointments } from '../../db/schema/appointments';
import { customers } from '../../db/schema/customers';
import { rowOfTable } from '../../db/table-rows';
import { liveNotifySql } from '../../realtime/realtime.repo';
import { isSlotTaken, type TAppointProductRow, type TAppointScope, type TProductForBooking } from './appointments.repo';

type TScope = TAppointScope & { db: TDb };
type TDay = { accountId: number; day: string };
type TSpotOfDay = TDay & { startMin: number; durationMin: number };

/** The advisory lock's name of one technician's day of a shop: every write that places on that day takes it. */
const dayLockName = (shopId: number, d: TDay) => `appointments:${shopId}:${d.accountId}:${d.day}`;

/**
 * Refuses early or locks: when `allowOverlap` is false and an appointment already committed overlaps one of the
 * spots, answers 'taken' at once, before any lock (the refusal is as true now as after waiting, and the losers of a
 * burst on one slot do not queue behind the winners). Otherwise locks the technicians' `days` until the transaction
 * ends, each (shop, technician, day) one transaction-scoped advisory lock taken in the order of their keys, so two
 * writes locking the same days (a move between two technicians and one the other way) queue instead of deadlocking; a
 * placement that then reads the lanes sees every placement committed before it, instead of racing it into the
 * exclusion constraint (where partly overlapping inserts wait on each other and PostgreSQL answers a deadlock). What
 * passes the early refusal is checked again under the lock. On PGlite, a single connection, the locks are always free.
 * `exceptId` is an appointment being moved: it does not block its own new spot.
 */
export async function refuseOrLockDays(
  s: TScope,
  w: { spots: readonly TSpotOfDay[]; days: readonly TDay[]; allowOverlap: boolean; exceptId?: number },
): Promise<'taken' | 'locked'> {
  const names = [...new Set(w.days.map((d) => dayLockName(s.shopId, d)))];
  const [row] = await REFUSE_OR_LOCK(s, {
    shopId: s.shopId,
    spots: w.spots.map(({ accountId, day, startMin, durationMin }) => ({ accountId, day, startMin, durationMin })),
    names,
    allowOverlap: w.allowOverlap,
    exceptId: w.exceptId ?? null,
  });
  return row.taken > 0 ? 'taken' : 'locked';
}

/** The active appointments of a technician's day that overlap a period of it (of alias `a`, minutes as SQL). */
const overlapping = (shopId: SQL, accountId: SQL, day: SQL, startMin: SQL, durationMin: SQL) => sql`
  a.shop_id = ${shopId} AND a.account_id = ${accountId} AND a.day = ${day} AND a.del_flag = 0 AND a.lost_flag = 0
  AND int4range(a.start_min, a.start_min + a.duration_min) && int4range(${startMin}, ${startMin} + ${durationMin})`;

const REFUSE_OR_LOCK = builtOnce<{ taken: number; locked: number }>('appoint_refuse_or_lock', () => {
  const shopId = builtParam('shopId', 'int');
  return sql`
    WITH spots AS (
      SELECT * FROM jsonb_to_recordset(($1::jsonb) -> 'spots')
                 AS s("accountId" int, day date, "startMin" int, "durationMin" int)
    ), taken AS (
      SELECT 1 FROM spots s JOIN ${appointments} a
          ON ${overlapping(shopId, sql`s."accountId"`, sql`s.day`, sql`s."startMin"`, sql`s."durationMin"`)}
       WHERE NOT ${builtParam('allowOverlap', 'boolean')}
         AND a.id IS DISTINCT FROM ${builtParam('exceptId', 'int')}
       LIMIT 1
    )
    SELECT (SELECT count(*)::int FROM taken) AS taken,
           (SELECT count(pg_advisory_xact_lock(k))::int
              FROM (SELECT DISTINCT hashtextextended(name, 0) AS k
                      FROM unnest(${builtParam('names', 'text[]')}) AS name
                     ORDER BY k) AS keys
             WHERE NOT EXISTS (SELECT 1 FROM taken)) AS locked`;
});

/**
 * The CTEs `found`, the shop's live customer of a name in any case and an international phone (the first added), and
 * `made`, that customer added when none is found; both empty unless `named`.
 */
const namedCustomer = (v: { shopId: SQL; named: SQL; name: SQL; phone: SQL; e164: SQL; at: SQL }) => sql`
  found AS (
    SELECT id, name, phone, vip_flag FROM ${customers}
     WHERE ${v.named} AND shop_id = ${v.shopId} AND deleted_at IS NULL AND phone_e164 = ${v.e164}
       AND lower(name) = lower(${v.name})
     ORDER BY id
     LIMIT 1
  ), made AS (
    INSERT INTO ${customers} (shop_id, name, phone, phone_e164, created_at, updated_at)
    SELECT ${v.shopId}, ${v.name}, ${v.phone}, ${v.e164}, ${v.at}, ${v.at}
     WHERE ${v.named} AND NOT EXISTS (SELECT 1 FROM found)
    RETURNING id, name, phone, vip_flag
  )`;

/** The shop's live customer of a name (any case) and an international phone, or one added: one statement. */
export async function findOrAddCustomer(
  s: TScope,
  c: { name: string; phone: string; phoneE164: string; createdAt: Date },
): Promise<{ id: number; name: string; phone: string; vipFlag: number }> {
  const [row] = await FIND_OR_ADD(s, { ...c, shopId: s.shopId, createdAt: c.createdAt.toISOString() });
  return row;
}

const FIND_OR_ADD = builtOnce<{ id: number; name: string; phone: string; vipFlag: number }>(
  'appoint_find_or_add_customer',
  () => sql`
    WITH ${namedCustomer({
      shopId: builtParam('shopId', 'int'),
      named: sql`true`,
      name: builtParam('name', 'text'),
      phone: builtParam('phone', 'text'),
      e164: builtParam('phoneE164', 'text'),
      at: builtParam('createdAt', 'timestamptz'),
    })}
    SELECT id, name, phone, vip_flag AS "vipFlag" FROM found
    UNION ALL SELECT id, name, phone, vip_flag FROM made`,
);

/** Who a new appointment is for: a customer found or added by name and phone, or one given (by id, or nobody). */
export type TBookedCustomer =
  | { named: true; name: string; phone: string; phoneE164: string }
  | { named: false; id: number | null; name: string; phone: string; vipFlag: number };

/** A new appointment as its placement writes it; the lane and the overlap flag are the placement's. */
export type TPlacementValues = {
  bookingId: string;
  accountId: number;
  day: string;
  startMin: number;
  durationMin: number;
  additionTime: number;
  customer: TBookedCustomer;
  kind: string;
  remark: string;
  entry: string;
  createdBy: number;
  createdAt: Date;
  allowOverlap: boolean;
  projects: TProductForBooking[];
  /** The log's `after` (snapshotOf) as known before the placement: the lane, the overlap and the customer are set. */
  snapshot: Record<string, unknown>;
  /** The live event with its id to be set. */
  event: Record<string, unknown>;
};

export type TPlaced = {
  row: typeof appointments.$inferSelect;
  vipFlag: number;
  products: TAppointProductRow[];
};

/**
 * Places a new appointment in one statement, under the day's lock (refuseOrLockDays): reads the lanes its period
 * overlaps and takes lane 0 when none does, else ('taken' without `allowOverlap`) the lowest free one; finds the
 * shop's customer of the name and international phone (any case), or adds one; inserts the appointment, its projects
 * in their order and its log row; and queues its live event. 'taken' when the spot is refused (nothing is then
 * written but a customer it added, which the caller's failure rolls back), or when the exclusion constraint refused
 * the lane.
 */
export async function placeAppointment(s: TScope, v: TPlacementValues): Promise<TPlaced | 'taken'> {
  const { customer, projects, createdAt, ...rest } = v;
  try {
    const [row] = await PLACE(s, {
      ...rest,
      shopId: s.shopId,
      createdAt: createdAt.toISOString(),
      customer: customer.named ? { ...customer } : { ...customer, phoneE164: '' },
      projects: projects.map((p, position) => ({ ...p, position })),
    });
    if (!row) return 'taken';
    return {
      row: rowOfTable(appointments, row.appointment),
      vipFlag: row.vip_flag,
      products: row.products.map((p) => rowOfTable(appointmentProducts, p)),
    };
  } catch (err) {
    if (isSlotTaken(err)) return 'taken';
    throw err;
  }
}

type TPlacedRow = { appointment: Record<string, unknown>; vip_flag: number; products: Record<string, unknown>[] };

const PLACE = builtOnce<TPlacedRow>('appoint_place', () => {
  const p = (path: string, type: string) => builtParam(path, type);
  const shopId = p('shopId', 'int');
  const startMin = p('startMin', 'int');
  const durationMin = p('durationMin', 'int');
  const at = p('createdAt', 'timestamptz');
  const named = p('customer,named', 'boolean');
  const [name, phone] = [p('customer,name', 'text'), p('customer,phone', 'text')];
  const e164 = p('customer,phoneE164', 'text');
  return sql`
    WITH used AS (
      SELECT a.lane FROM ${appointments} a
       WHERE ${overlapping(shopId, p('accountId', 'int'), p('day', 'date'), startMin, durationMin)}
    ), placed AS (
      SELECT coalesce((SELECT min(l) FROM generate_series(0, (SELECT count(*)::int FROM used)) AS l
                        WHERE l NOT IN (SELECT lane FROM used)), 0) AS lane,
             (EXISTS (SELECT 1 FROM used))::int AS is_overlap
    ), ${namedCustomer({ shopId, named, name, phone, e164, at })}, customer AS (
      SELECT * FROM found
      UNION ALL SELECT * FROM made
      UNION ALL SELECT ${p('customer,id', 'int')}, ${name}, ${phone}, ${p('customer,vipFlag', 'int')} WHERE NOT ${named}
    ), booked AS (
      INSERT INTO ${appointments} (shop_id, booking_id, account_id, lane, day, start_min, duration_min, addition_time,
                                   customer_id, custom_name, custom_phone, kind, remark, entry, is_overlap,
                                   created_by, created_at, updated_at)
      SELECT ${shopId}, ${p('bookingId', 'text')}, ${p('accountId', 'int')}, placed.lane, ${p('day', 'date')},
             ${startMin}, ${durationMin}, ${p('additionTime', 'int')}, customer.id, customer.name, customer.phone,
             ${p('kind', 'text')}, ${p('remark', 'text')}, ${p('entry', 'text')}, placed.is_overlap,
             ${p('createdBy', 'int')}, ${at}, ${at}
        FROM placed, customer
       WHERE placed.is_overlap = 0 OR ${p('allowOverlap', 'boolean')}
      RETURNING *
    ), projects AS (
      INSERT INTO ${appointmentProducts} (shop_id, appointment_id, position, product_id, product_name, duration_min,
                                          unit_price, bg_color)
      SELECT booked.shop_id, booked.id, x.position, x.id, x.name, x.duration, x."unitPrice", x."bgColor"
        FROM booked, jsonb_to_recordset(($1::jsonb) -> 'projects')
             AS x(position int, id int, name text, duration int, "unitPrice" int, "bgColor" text)
      RETURNING *
    ), logged AS (
      INSERT INTO ${appointmentLogs} (shop_id, appointment_id, oper_type, before, after, reason, created_by, created_at)
      SELECT booked.shop_id, booked.id, 'H5_ADD', NULL,
             (($1::jsonb) -> 'snapshot') || jsonb_build_object('lane', booked.lane, 'isOverlap', booked.is_overlap,
                                                              'customName', booked.custom_name,
                                                              'customPhone', booked.custom_phone),
             '', booked.created_by, booked.created_at
        FROM booked
    )
    SELECT to_json(booked.*) AS appointment,
           (SELECT vip_flag FROM customer) AS vip_flag,
           (SELECT coalesce(json_agg(projects.* ORDER BY projects.position), '[]'::json) FROM projects) AS products,
           ${liveNotifySql(sql`jsonb_set(($1::jsonb) -> 'event', '{id}', to_jsonb(booked.id))::text`)} AS notified
      FROM booked`;
});
