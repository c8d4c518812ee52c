import { type SQL, sql } from 'drizzle-orm';
import { addDays, localToInstant, todayIn } from '../../contract/shop-time';
import { toHhmm } from '../../contract/time-slots';
import type { TDb } from '../db/client';
import { rowsOf } from '../http/session.repo';
import { snapshotOf } from '../modules/appointments/appointments.present';
import { DEMO_BILL_DAYS } from './demo-bills.seed';
import {
  monthStartBefore,
  planDemoHistory,
  type THistoryBill,
  type THistoryProject,
  type THistoryTechnician,
} from './demo-history.plan';

/** The history reaches back to the first day of the month this many months before today's. */
const HISTORY_MONTHS = 14;

/** A JS array bound as one typed array parameter (one parameter, not one per element). */
const array = (values: readonly unknown[], type: string) => sql`${sql.param(values)}::${sql.raw(type)}[]`;
const rows = async <T>(tx: TDb, query: SQL) => rowsOf<T>(await tx.execute(query));
const orderNo = (prefix: string, day: string, no: number) =>
  `${prefix}${day.replaceAll('-', '')}${String(no).padStart(4, '0')}`;

/**
 * About 14 months of lighter front-desk history for the demo headquarters, before the four detailed weeks of
 * `seedDemoBills`, so the month and year charts and the year-against-last-year reports have a shape: a few bills per
 * technician and open day (Friday and Saturday busiest, December up, August down, 8 % growth a year; the plan is in
 * demo-history.plan.ts). Every bill is paid at the front desk in cash, by card or both, with no card deduction, one
 * staff line carrying its whole total and its projects at their prices; about 45 % came from an arrived appointment on
 * the board, linked both ways and logged when booked. Named customers get the visits and spend in one update; their
 * last visit stays as the customers seed set it (the plan names a customer only before it).
 *
 * The shop's bill numbers start here: the history and the customers seed's card bills (left pending for this) are
 * numbered together in bill-date order from the shop's 'bill' counter, so the detailed weeks' bills continue it and
 * the shop's numbers run 1..n without a gap (ADR 023). It is written set-based, a statement per table, so a first
 * start stays quick.
 */
export async function seedDemoHistory(tx: TDb, now: Date, shopId: number, timeZone: string) {
  const today = todayIn(timeZone, now);
  const [owner] = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM accounts WHERE shop_id = ${shopId} AND account_type = 1 ORDER BY id LIMIT 1`,
  );
  const technicians = await readTechnicians(tx, shopId);
  const customers = await rows<{ id: number; name: string; phone: string; createdAt: Date; lastVisitAt: Date }>(
    tx,
    sql`SELECT id, name, phone, created_at AS "createdAt", last_visit_at AS "lastVisitAt" FROM customers
         WHERE shop_id = ${shopId} AND vip_flag = 0 AND deleted_at IS NULL AND last_visit_at IS NOT NULL
         ORDER BY id`,
  );
  const plan = planDemoHistory({
    from: monthStartBefore(today, HISTORY_MONTHS),
    to: addDays(today, -DEMO_BILL_DAYS - 1),
    technicians,
    customers: customers.map((c) => ({
      ...c,
      firstDay: todayIn(timeZone, new Date(c.createdAt)),
      lastVisitDay: todayIn(timeZone, new Date(c.lastVisitAt)),
    })),
  });
  // Numbered first, so the card bills get their numbers even when there is no history to write.
  const numbers = await numberInDateOrder(tx, shopId, plan);
  if (plan.length === 0) return 0;
  const at = (day: string, minute: number) => localToInstant(`${day} ${toHhmm(minute)}`, timeZone).toISOString();
  const booked = plan.filter((b) => b.bookedDaysBefore > 0);
  // Ids drawn from the identity sequences first, so an appointment and its bill name each other as they are inserted
  // (no update afterwards, which would log every appointment on the board a second time).
  const [ids] = await rows<{ bills: number[]; appointments: number[] }>(
    tx,
    sql`SELECT array(SELECT nextval(pg_get_serial_sequence('bills', 'id'))::int FROM generate_series(1, ${plan.length}::int)) AS bills,
               array(SELECT nextval(pg_get_serial_sequence('appointments', 'id'))::int FROM generate_series(1, ${booked.length}::int)) AS appointments`,
  );
  const billIdOf = new Map(plan.map((b, i) => [b, ids.bills[i]]));
  // Paid when the work ended, in the shop's zone.
  const paidAt = plan.map((b) => at(b.day, b.startMin + b.durationMin));
  const paidAtOf = new Map(plan.map((b, i) => [b, paidAt[i]]));
  const appointmentIdOf = new Map(booked.map((b, i) => [b, ids.appointments[i]]));

  await insertAppointments(tx, shopId, booked, { appointmentIdOf, billIdOf, paidAtOf }, at);
  await tx.execute(sql`
    INSERT INTO bills (id, shop_id, bill_order_no, order_type, pay_type, status, total_amount, actual_amount,
                       cash_amount, card_amount, customer_id, custom_name, custom_phone, appointment_id, bill_day,
                       record_min, customer_count, created_by, paid_at, created_at, updated_at)
    OVERRIDING SYSTEM VALUE
    SELECT u.id, ${shopId}, u.no, 'frontDesk', CASE WHEN u.cash > 0 THEN 'cash' ELSE 'card' END, 'paid', u.total,
           u.total, u.cash, u.total - u.cash, u.customer, u.name, u.phone, u.appointment, u.day, u.minute, 1,
           ${owner.id}, u.paid, u.paid, u.paid
      FROM unnest(${array(ids.bills, 'int')}, ${array(numbers, 'text')}, ${array(
        plan.map((b) => b.total),
        'bigint',
      )}, ${array(
        plan.map((b) => b.cashAmount),
        'bigint',
      )}, ${array(
        plan.map((b) => b.customer?.id ?? null),
        'int',
      )}, ${array(
        plan.map((b) => b.customer?.name ?? ''),
        'text',
      )}, ${array(
        plan.map((b) => b.customer?.phone ?? ''),
        'text',
      )}, ${array(
        plan.map((b) => appointmentIdOf.get(b) ?? null),
        'int',
      )}, ${array(
        plan.map((b) => b.day),
        'date',
      )}, ${array(
        plan.map((b) => b.startMin),
        'int',
      )}, ${array(paidAt, 'timestamptz')})
        AS u(id, no, total, cash, customer, name, phone, appointment, day, minute, paid)`);
  // After a bulk load, fresh statistics: PGlite is one connection, and the foreign-key check of bill_lines on bills
  // was planned and kept when the customers seed wrote its first lines over a handful of bills, as a scan of the
  // table. Re-planned on the index, the lines below take ~15 ms instead of ~300 ms, and so do the first start's later
  // bills, which run on the same connection.
  await tx.execute(sql`ANALYZE bills`);
  await tx.execute(sql`
    INSERT INTO bill_lines (shop_id, bill_id, account_id, position, amount, created_at, updated_at)
    SELECT ${shopId}, u.bill, u.account, 0, u.amount, u.paid, u.paid
      FROM unnest(${array(ids.bills, 'int')}, ${array(
        plan.map((b) => b.accountId),
        'int',
      )}, ${array(
        plan.map((b) => b.total),
        'bigint',
      )}, ${array(paidAt, 'timestamptz')}) AS u(bill, account, amount, paid)`);
  const sold = plan.flatMap((b) => b.projects.map((p, position) => ({ bill: billIdOf.get(b)!, p, position })));
  await tx.execute(sql`
    INSERT INTO bill_products (shop_id, bill_id, product_id, position, product_name, unit_price)
    SELECT ${shopId}, u.bill, u.product, u.position, u.name, u.price
      FROM unnest(${array(
        sold.map((s) => s.bill),
        'int',
      )}, ${array(
        sold.map((s) => s.p.id),
        'int',
      )}, ${array(
        sold.map((s) => s.position),
        'int',
      )}, ${array(
        sold.map((s) => s.p.name),
        'text',
      )}, ${array(
        sold.map((s) => s.p.unitPrice),
        'bigint',
      )}) AS u(bill, product, position, name, price)`);
  await recordCustomerVisits(tx, shopId, plan, now);
  return plan.length;
}

/**
 * The bookable technicians who bill (as `seedDemoBills` chooses its staff), each with the projects they do and their
 * hours per weekday: their own rows where they have them (they narrow the shop's, ADR 008), else the shop's.
 */
async function readTechnicians(tx: TDb, shopId: number): Promise<THistoryTechnician[]> {
  const staff = await rows<{ id: number }>(
    tx,
    sql`SELECT id FROM accounts
         WHERE shop_id = ${shopId} AND departed_at IS NULL AND deleted_at IS NULL AND finance_flag = 0
           AND appoint_flag = 0 AND account_type NOT IN (1, 3)
         ORDER BY sort_order, id`,
  );
  const projects = await rows<THistoryProject>(
    tx,
    sql`SELECT id, name, unit_price::int AS "unitPrice", duration, bg_color AS "bgColor" FROM products
         WHERE shop_id = ${shopId} AND del_flag = 0 AND unit_price > 0 ORDER BY sort_order, id`,
  );
  const own = await rows<{ accountId: number; productId: number }>(
    tx,
    sql`SELECT account_id AS "accountId", product_id AS "productId" FROM account_products WHERE shop_id = ${shopId}`,
  );
  const hours = await rows<{ accountId: number | null; week: number; periods: [number, number][] }>(
    tx,
    sql`SELECT NULL::int AS "accountId", week, json_build_array(json_build_array(morning_start, morning_end),
                 json_build_array(afternoon_start, afternoon_end)) AS periods
          FROM shop_work WHERE shop_id = ${shopId}
        UNION ALL
        SELECT account_id, week, json_build_array(json_build_array(morning_start, morning_end),
                 json_build_array(afternoon_start, afternoon_end))
          FROM account_work WHERE shop_id = ${shopId}`,
  );
  const weekOf = (accountId: number | null) =>
    new Map(
      hours
        .filter((h) => h.accountId === accountId)
        .map((h) => [h.week, h.periods.filter(([start, end]) => start !== null && end !== null)] as const),
    );
  const shopWeek = weekOf(null);
  return staff.map(({ id }) => {
    const mine = new Set(own.filter((o) => o.accountId === id).map((o) => o.productId));
    const week = new Map(shopWeek);
    for (const [day, periods] of weekOf(id)) week.set(day, periods);
    return { id, projects: mine.size > 0 ? projects.filter((p) => mine.has(p.id)) : projects, hours: week };
  });
}

/**
 * The history's order numbers, and the numbers of the bills still pending in the shop (the customers seed's card
 * bills), given together in bill-date order from the shop's 'bill' counter, which ends on the last one given.
 */
async function numberInDateOrder(tx: TDb, shopId: number, plan: readonly THistoryBill[]): Promise<string[]> {
  const pending = await rows<{ id: number; orderType: string; day: string; minute: number }>(
    tx,
    sql`SELECT id, order_type AS "orderType", bill_day::text AS day, record_min AS minute FROM bills
         WHERE shop_id = ${shopId} AND bill_order_no LIKE 'pending:%'`,
  );
  const [counter] = await rows<{ value: number }>(
    tx,
    sql`SELECT coalesce(max(value), 0)::int AS value FROM shop_counters WHERE shop_id = ${shopId} AND name = 'bill'`,
  );
  const entries = [
    ...pending.map((p) => ({ day: p.day, minute: p.minute, prefix: p.orderType === 'frontDesk' ? 'B' : 'R', p })),
    ...plan.map((b, i) => ({ day: b.day, minute: b.startMin, prefix: 'B', i })),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : a.minute - b.minute));
  const numbers: string[] = new Array(plan.length);
  const pendingNumbers: { id: number; no: string }[] = [];
  for (const [n, entry] of entries.entries()) {
    const no = orderNo(entry.prefix, entry.day, counter.value + n + 1);
    if ('i' in entry) numbers[entry.i] = no;
    else pendingNumbers.push({ id: entry.p.id, no });
  }
  if (pendingNumbers.length > 0) {
    await tx.execute(sql`
      UPDATE bills b SET bill_order_no = u.no
        FROM unnest(${array(
          pendingNumbers.map((p) => p.id),
          'int',
        )}, ${array(
          pendingNumbers.map((p) => p.no),
          'text',
        )}) AS u(id, no)
       WHERE b.shop_id = ${shopId} AND b.id = u.id`);
  }
  await tx.execute(sql`
    INSERT INTO shop_counters (shop_id, name, value) VALUES (${shopId}, 'bill', ${counter.value + entries.length})
    ON CONFLICT (shop_id, name) DO UPDATE SET value = excluded.value`);
  return numbers;
}

/**
 * The booked part of the history as arrived appointments on lane 0 (each in its own window of the technician's day,
 * so none overlaps another), billed by their bill, with their projects and the booking's log row. The board's change
 * log (migration 0010) gets its row per appointment from the trigger, as for any insert.
 */
async function insertAppointments(
  tx: TDb,
  shopId: number,
  booked: readonly THistoryBill[],
  of: {
    appointmentIdOf: ReadonlyMap<THistoryBill, number>;
    billIdOf: ReadonlyMap<THistoryBill, number>;
    paidAtOf: ReadonlyMap<THistoryBill, string>;
  },
  at: (day: string, minute: number) => string,
) {
  const { appointmentIdOf, billIdOf, paidAtOf } = of;
  if (booked.length === 0) return;
  const ids = booked.map((b) => appointmentIdOf.get(b)!);
  const bookedAt = booked.map((b) => at(addDays(b.day, -b.bookedDaysBefore), 10 * 60 + (b.startMin % 120)));
  await tx.execute(sql`
    INSERT INTO appointments (id, shop_id, booking_id, account_id, lane, day, start_min, duration_min, customer_id,
                              custom_name, custom_phone, kind, arrived_flag, bill_id, created_at, updated_at, version)
    OVERRIDING SYSTEM VALUE
    SELECT u.id, ${shopId}, gen_random_uuid()::text, u.account, 0, u.day, u.start, u.duration, u.customer,
           coalesce(c.name, ''), coalesce(c.phone, ''), CASE WHEN u.customer IS NULL THEN 'temporary' ELSE 'member' END,
           1, u.bill, u.booked, u.billed, 2
      FROM unnest(${array(ids, 'int')}, ${array(
        booked.map((b) => b.accountId),
        'int',
      )}, ${array(
        booked.map((b) => b.day),
        'date',
      )}, ${array(
        booked.map((b) => b.startMin),
        'int',
      )}, ${array(
        booked.map((b) => b.durationMin),
        'int',
      )}, ${array(
        booked.map((b) => b.customer?.id ?? null),
        'int',
      )}, ${array(
        booked.map((b) => billIdOf.get(b)!),
        'int',
      )}, ${array(bookedAt, 'timestamptz')}, ${array(
        booked.map((b) => paidAtOf.get(b)!),
        'timestamptz',
      )}) AS u(id, account, day, start, duration, customer, bill, booked, billed)
      LEFT JOIN customers c ON c.shop_id = ${shopId} AND c.id = u.customer`);
  const chosen = booked.flatMap((b) => b.projects.map((p, position) => ({ id: appointmentIdOf.get(b)!, p, position })));
  await tx.execute(sql`
    INSERT INTO appointment_products (shop_id, appointment_id, position, product_id, product_name, duration_min,
                                      unit_price, bg_color)
    SELECT ${shopId}, u.id, u.position, u.product, u.name, u.duration, u.price, u.color
      FROM unnest(${array(
        chosen.map((c) => c.id),
        'int',
      )}, ${array(
        chosen.map((c) => c.position),
        'int',
      )}, ${array(
        chosen.map((c) => c.p.id),
        'int',
      )}, ${array(
        chosen.map((c) => c.p.name),
        'text',
      )}, ${array(
        chosen.map((c) => c.p.duration),
        'int',
      )}, ${array(
        chosen.map((c) => c.p.unitPrice),
        'int',
      )}, ${array(
        chosen.map((c) => c.p.bgColor),
        'text',
      )}) AS u(id, position, product, name, duration, price, color)`);
  const snapshots = booked.map((b) =>
    JSON.stringify(
      snapshotOf(
        {
          accountId: b.accountId,
          day: b.day,
          startMin: b.startMin,
          durationMin: b.durationMin,
          lane: 0,
          additionTime: 0,
          customName: b.customer?.name ?? '',
          customPhone: b.customer?.phone ?? '',
          remark: '',
          isOverlap: 0,
          arrivedFlag: 0,
        },
        b.projects.map((p) => p.name),
      ),
    ),
  );
  await tx.execute(sql`
    INSERT INTO appointment_logs (shop_id, appointment_id, oper_type, after, reason, created_at)
    SELECT ${shopId}, u.id, 'H5_ADD', u.after, '', u.booked
      FROM unnest(${array(ids, 'int')}, ${array(snapshots, 'jsonb')}, ${array(bookedAt, 'timestamptz')})
        AS u(id, after, booked)`);
}

/**
 * The named customers' visits and spend (ADR 016: actual amount plus card deductions; the history has none), in one
 * update (the last visit only moves forward, as bill/create records it; the favourite technician is counted when read).
 */
async function recordCustomerVisits(tx: TDb, shopId: number, plan: readonly THistoryBill[], now: Date) {
  const visits = new Map<number, { count: number; spend: number }>();
  for (const b of plan) {
    if (!b.customer) continue;
    const v = visits.get(b.customer.id) ?? { count: 0, spend: 0 };
    visits.set(b.customer.id, { count: v.count + 1, spend: v.spend + b.total });
  }
  if (visits.size === 0) return;
  await tx.execute(sql`
    UPDATE customers c
       SET visit_count = c.visit_count + u.count, total_spend = c.total_spend + u.spend, updated_at = ${now.toISOString()}
      FROM unnest(${array([...visits.keys()], 'int')}, ${array(
        [...visits.values()].map((v) => v.count),
        'int',
      )}, ${array(
        [...visits.values()].map((v) => v.spend),
        'bigint',
      )}) AS u(id, count, spend)
     WHERE c.shop_id = ${shopId} AND c.id = u.id`);
}
