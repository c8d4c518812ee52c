// One benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx bench/target.ts <constant|select|app|bills|stats|inventory|race> <port> [rawPort]   (DATABASE_URL picks PostgreSQL, else PGlite)
// 'app' seeds the appointment board (bench/board-seed.ts), lists BENCH_FREE_SPOTS free spots for the create figure and,
// given a second port, serves there the raw ceilings closest to the board calls: at / one SQL select of the seeded
// day's appointments through the same driver, and at /notify an answer sent only once its own pg_notify came back
// through a LISTEN (the live sync path without the app), at /session the session lookup of the token header and a
// constant answer, and at /create appoint/create's writes with its checks (bench/board-ceilings.ts). 'bills' seeds
// the bookkeeping bench (bench/bills-seed.ts), topping each member card up by BENCH_CARD_TOPUP cents, and serves on
// the second port the raw ceilings of the two bill figures: at / one SQL select of the finance day's bill lines joined to their bills, and at /create one
// transaction writing a card-deducted bill. 'race' serves the app on the demo data (two of them on one PostgreSQL
// database make the same-slot race's two instances, bench/race.ts) and on the second port its raw ceiling: at /place
// one transaction placing an appointment as the app must, the technician's day locked, its lanes read, a row inserted. It tells the runner it is ready with a message holding what it seeded.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { localNow } from '../contract/shop-time';
import { toMinutes } from '../contract/time-slots';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/demo.seed';
import { withPaymentSecret } from '../server/providers/payment-secret';
import { buildProviders } from '../server/providers/providers';
import { CREATE_DEDUCTION, CREATE_TOTAL, seedBills, type TBillsInfo } from './bills-seed';
import { countBoardTriggers, createCeiling, sessionCeiling } from './board-ceilings';
import { freeSpots, injectApi, seedBoard, type TBoardInfo, type TFreeSpot } from './board-seed';
import { inventoryCeilings } from './inventory-figures';
import { seedInventory, type TInventoryInfo } from './inventory-seed';
import type { TRawPlacement } from './race';
import { statsCeilings } from './stats-figures';
import { seedShopHistory, seedStats, settleBillTables, type TStatsInfo } from './stats-seed';

/** What a target sends the runner once it listens. */
export type TTargetReady = {
  board?: TBoardInfo;
  spots?: TFreeSpot[];
  bills?: TBillsInfo;
  boardTriggers?: number;
  stats?: TStatsInfo;
  inventory?: TInventoryInfo;
};

const [kind, portText, rawPortText] = process.argv.slice(2);
const port = Number(portText);
const url = process.env.DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite();
await migrate(database.raw);
await seedDemo(database.db, new Date());

/** A bare Fastify answering every POST to a path with its `answer()`, with nothing of the app in between. */
async function listenRaw(
  rawPort: number,
  routes: Record<string, (body: unknown, headers: Record<string, unknown>) => Promise<unknown>>,
) {
  const raw = Fastify({ logger: false });
  for (const [path, answer] of Object.entries(routes)) {
    raw.post(path, async (req) => ({ code: 0, msg: 'success', data: await answer(req.body, req.headers) }));
  }
  await raw.listen({ port: rawPort, host: '127.0.0.1' });
}

/** The channel of the notify ceiling: not the app's, so its live bus never sees these notifications. */
const CEILING_CHANNEL = 'salon_desk_bench_ceiling';

/**
 * The raw ceiling of live sync: each answer sends a pg_notify (in a transaction of its own, like a write's) and
 * resolves when that notification arrives through a LISTEN of the same driver, PGlite's in-process one or a dedicated
 * pg client, as the app's live bus listens.
 */
async function notifyRoundTrip(): Promise<() => Promise<unknown>> {
  const waiting = new Map<string, () => void>();
  const onPayload = (payload: string) => {
    waiting.get(payload)?.();
    waiting.delete(payload);
  };
  if (url) {
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    listener.on('notification', (message) => onPayload(message.payload ?? ''));
    await listener.query(`LISTEN ${CEILING_CHANNEL}`);
  } else {
    await (database.db as unknown as { $client: PGlite }).$client.listen(CEILING_CHANNEL, onPayload);
  }
  let sent = 0;
  return async () => {
    const payload = String(++sent);
    const arrived = new Promise<void>((resolve) => waiting.set(payload, resolve));
    await database.raw.query('SELECT pg_notify($1, $2)', [CEILING_CHANNEL, payload]);
    await arrived;
    return { id: sent };
  };
}

/** The whole app on this target's database, as the server runs it, without logs. */
async function buildBenchApp() {
  const config = await withPaymentSecret(loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url ?? '' }), database.db);
  return buildApp(
    {
      db: database.db,
      dbKind: database.kind,
      copySession: database.copySession,
      config,
      providers: buildProviders(config, database.db, { info: () => {} }),
      clock: () => new Date(),
    },
    { logger: false },
  );
}

/**
 * The raw ceiling of bill/create with a member-card deduction: one statement, so one transaction, doing the writes
 * such a bill needs: the guarded balance update of the card, the shop's order-number counter, the bill, its staff
 * line and its project, and the card's ledger row. The deferred check that the lines add up to the total runs at its
 * commit as it does for the app. Each answer takes the next member, card and staff member round-robin, as the app
 * figure's bodies do. It answers 500 (a failed figure) when the guard refuses.
 */
function billWriteCeiling(info: TBillsInfo) {
  const shopId = info.login.user.shopId;
  const zone = info.login.shopInfo.timeZone;
  let next = 0;
  return async () => {
    const i = next++;
    const member = info.members[i % info.members.length];
    const now = localNow(zone, new Date());
    const [row] = await database.raw.query<{ id: number; bill_id: number }>(
      `WITH card AS (
         UPDATE prepay_cards SET available_balance = available_balance - $3::bigint, updated_at = now()
          WHERE shop_id = $1 AND id = $2 AND closed_at IS NULL AND available_balance - $3::bigint >= 0
          RETURNING id, available_balance
       ), counter AS (
         INSERT INTO shop_counters (shop_id, name, value) VALUES ($1, 'bill', 1)
         ON CONFLICT (shop_id, name) DO UPDATE SET value = shop_counters.value + 1
         RETURNING value
       ), bill AS (
         INSERT INTO bills (shop_id, bill_order_no, order_type, pay_type, status, total_amount, actual_amount,
                            cash_amount, member_deduction, customer_id, card_id, bill_day, record_min, created_by,
                            paid_at)
         SELECT $1, $5::text || lpad(counter.value::text, greatest(length(counter.value::text), 4), '0'), 'frontDesk', 'cash', 'paid', $4::bigint,
                $4::bigint - $3::bigint, $4::bigint - $3::bigint, $3::bigint, $6, card.id, $7::date, $8, $9, now()
           FROM card, counter
         RETURNING id, bill_order_no, bill_day
       ), line AS (
         INSERT INTO bill_lines (shop_id, bill_id, account_id, position, amount)
         SELECT $1, bill.id, $10, 0, $4::bigint FROM bill
       ), product AS (
         INSERT INTO bill_products (shop_id, bill_id, product_id, position, product_name, unit_price)
         SELECT $1, bill.id, $11, 0, $12::text, $13::bigint FROM bill
       )
       INSERT INTO prepay_ledger (shop_id, card_id, bill_id, bill_order_no, change_type, before_balance,
                                  change_amount, after_balance, member_deduction, appoint_product_title, bill_day,
                                  paid_time, created_by)
       SELECT $1, card.id, bill.id, bill.bill_order_no, 2, card.available_balance + $3::bigint, -$3::bigint,
              card.available_balance, $3::bigint, $12::text, bill.bill_day, now(), $9
         FROM card, bill
       RETURNING id, bill_id`,
      [
        shopId,
        member.cardId,
        CREATE_DEDUCTION,
        CREATE_TOTAL,
        `B${now.date.replaceAll('-', '')}`,
        member.customerId,
        now.date,
        toMinutes(now.time),
        info.ownerId,
        info.staffIds[i % info.staffIds.length],
        info.product.id,
        info.product.name,
        info.product.unitPrice,
      ],
    );
    if (!row) throw new Error(`card ${member.cardId} refused the deduction`);
    return { id: row.bill_id };
  };
}

/**
 * The raw ceiling of a placement in a race: one transaction that locks the technician's day as the app does, reads
 * the lanes of the active appointments overlapping the spot and inserts a temporary appointment in lane 0, or in the
 * lowest free lane when the overlap is allowed; an overlap not allowed answers { taken: true } without writing.
 */
async function placeRaw(body: unknown) {
  const p = body as TRawPlacement;
  return database.db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`appointments:${p.shopId}:${p.accountId}:${p.day}`}, 0))`,
    );
    const { rows } = (await tx.execute(sql`
      SELECT lane FROM appointments
       WHERE shop_id = ${p.shopId} AND account_id = ${p.accountId} AND day = ${p.day} AND del_flag = 0 AND lost_flag = 0
         AND int4range(start_min, start_min + duration_min) && int4range(${p.startMin}::int, ${p.startMin + p.durationMin}::int)`)) as unknown as {
      rows: { lane: number }[];
    };
    const used = new Set(rows.map((r) => r.lane));
    if (used.size > 0 && !p.allowOverlap) return { taken: true };
    let lane = 0;
    while (used.has(lane)) lane++;
    const inserted = (await tx.execute(sql`
      INSERT INTO appointments (shop_id, booking_id, account_id, lane, day, start_min, duration_min, kind, is_overlap)
      VALUES (${p.shopId}, ${randomUUID()}, ${p.accountId}, ${lane}, ${p.day}, ${p.startMin}, ${p.durationMin},
              'temporary', ${used.size > 0 ? 1 : 0})
      RETURNING id`)) as unknown as { rows: { id: number }[] };
    return { id: inserted.rows[0].id, lane };
  });
}

const ready: TTargetReady = {};
if (kind === 'bills') {
  const app = await buildBenchApp();
  const info = await seedBills(injectApi(app), new Date(), Number(process.env.BENCH_CARD_TOPUP ?? 0));
  ready.bills = info;
  await app.listen({ port, host: '127.0.0.1' });
  // The finance day's staff lines with their bills, in table order: the rows bill/queryBillList starts from.
  const dayLines = async () => ({
    list: await database.raw.query(
      `SELECT l.*, b.bill_order_no, b.status, b.record_min, b.appointment_id
         FROM bill_lines l
         JOIN bills b ON b.shop_id = l.shop_id AND b.id = l.bill_id
        WHERE l.shop_id = $1 AND b.bill_day = $2 AND b.order_type = 'frontDesk'
        ORDER BY b.record_min, b.id, l.position, l.id`,
      [info.login.user.shopId, info.billDay],
    ),
  });
  await listenRaw(Number(rawPortText), { '/': dayLines, '/create': billWriteCeiling(info) });
} else if (kind === 'app') {
  const app = await buildBenchApp();
  const api = injectApi(app);
  const board = await seedBoard(api, new Date());
  ready.board = board;
  const spotCount = Number(process.env.BENCH_FREE_SPOTS ?? 0);
  if (spotCount > 0) ready.spots = await freeSpots(api, board, spotCount);
  await app.listen({ port, host: '127.0.0.1' });
  if (rawPortText) {
    // The day's active appointments with their projects, in board order: the rows the board call starts from.
    const dayRows = async () => ({
      list: await database.raw.query(
        `SELECT a.*, p.product_id, p.product_name, p.duration_min AS product_duration, p.unit_price, p.bg_color
           FROM appointments a
           LEFT JOIN appointment_products p ON p.shop_id = a.shop_id AND p.appointment_id = a.id
          WHERE a.shop_id = $1 AND a.day = $2 AND a.del_flag = 0 AND a.lost_flag = 0
          ORDER BY a.account_id, a.start_min, a.lane, p.position`,
        [board.login.user.shopId, board.boardDay],
      ),
    });
    await listenRaw(Number(rawPortText), {
      '/': dayRows,
      '/notify': await notifyRoundTrip(),
      '/session': sessionCeiling(database),
      '/create': createCeiling(database),
    });
    ready.boardTriggers = await countBoardTriggers(database);
  }
} else if (kind === 'stats') {
  const app = await buildBenchApp();
  const perDay = Number(process.env.BENCH_STATS_PER_DAY ?? 90);
  const shopCount = Number(process.env.BENCH_STATS_SHOPS ?? 0);
  const info = await seedStats(injectApi(app), database.raw, new Date(), perDay, shopCount);
  ready.stats = info;
  await app.listen({ port, host: '127.0.0.1' });
  await listenRaw(Number(rawPortText), {
    ...statsCeilings(database.raw, info),
    // The other shops' years, on the runner's word: the reports are timed before and after.
    '/seedOthers': async () => {
      let bills = 0;
      for (const shopId of info.shopIds.filter((id) => id !== info.login.user.shopId)) {
        bills += await seedShopHistory(database.raw, shopId, info.firstDay, info.lastDay, perDay);
      }
      await settleBillTables(database.raw);
      return { bills };
    },
  });
} else if (kind === 'inventory') {
  const app = await buildBenchApp();
  const info = await seedInventory(injectApi(app), database.raw);
  ready.inventory = info;
  await app.listen({ port, host: '127.0.0.1' });
  await listenRaw(Number(rawPortText), inventoryCeilings(database.raw, info));
} else if (kind === 'race') {
  await (await buildBenchApp()).listen({ port, host: '127.0.0.1' });
  await listenRaw(Number(rawPortText), { '/place': placeRaw });
} else {
  await listenRaw(port, {
    '/': async () =>
      kind === 'constant' ? { id: 1 } : (await database.raw.query('SELECT * FROM shops WHERE id = $1', [1]))[0],
  });
}
process.send?.(ready);

// A CPU profile (BENCH_CPU_PROF) is written when the process exits, so a stopped target exits.
process.on('SIGTERM', () => process.exit(0));
