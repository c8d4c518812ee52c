// One benchmark target in its own process, so the load generator does not share its event loop.
// Usage: tsx bench/target.ts <constant|select|app> <port> [dayRowsPort]   (DATABASE_URL picks PostgreSQL, else PGlite)
// 'app' seeds the appointment board (bench/board-seed.ts), lists BENCH_FREE_SPOTS free spots for the create figure and,
// given a second port, serves there the raw ceilings closest to the board calls: at / one SQL select of the seeded
// day's appointments through the same driver, and at /notify an answer sent only once its own pg_notify came back
// through a LISTEN (the live sync path without the app). It tells the runner it is ready with a message holding the
// board and spots.
import type { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openPglite, openPostgres } from '../server/db/client';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/demo/demo.seed';
import { buildProviders } from '../server/providers/providers';
import { freeSpots, injectApi, seedBoard, type TBoardInfo, type TFreeSpot } from './board-seed';

/** What a target sends the runner once it listens. */
export type TTargetReady = { board?: TBoardInfo; spots?: TFreeSpot[] };

const [kind, portText, dayRowsPortText] = process.argv.slice(2);
const port = Number(portText);
const url = process.env.DATABASE_URL;
const database = url ? openPostgres(url) : await openPglite();
await migrate(database.raw);
await seedDemo(database.db, new Date());

/** A bare Fastify answering every POST to a path with its `answer()`, with nothing of the app in between. */
async function listenRaw(rawPort: number, routes: Record<string, () => Promise<unknown>>) {
  const raw = Fastify({ logger: false });
  for (const [path, answer] of Object.entries(routes)) {
    raw.post(path, async () => ({ code: 0, msg: 'success', data: await answer() }));
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

const ready: TTargetReady = {};
if (kind === 'app') {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: url ?? '' });
  const app = await buildApp(
    {
      db: database.db,
      dbKind: database.kind,
      config,
      providers: buildProviders(config, database.db, { info: () => {} }),
      clock: () => new Date(),
    },
    { logger: false },
  );
  const api = injectApi(app);
  const board = await seedBoard(api, new Date());
  ready.board = board;
  const spotCount = Number(process.env.BENCH_FREE_SPOTS ?? 0);
  if (spotCount > 0) ready.spots = await freeSpots(api, board, spotCount);
  await app.listen({ port, host: '127.0.0.1' });
  if (dayRowsPortText) {
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
    await listenRaw(Number(dayRowsPortText), { '/': dayRows, '/notify': await notifyRoundTrip() });
  }
} else {
  await listenRaw(port, {
    '/': async () =>
      kind === 'constant' ? { id: 1 } : (await database.raw.query('SELECT * FROM shops WHERE id = $1', [1]))[0],
  });
}
process.send?.(ready);
