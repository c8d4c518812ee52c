// npm run bench: throughput and p99 latency of app calls against raw ceilings measured in the same run (the board's
// calls, the finance table and bill creation), how fast a change reaches another open board over the live stream, the
// login page's JS, the appointment board's render time in Chromium, and on PostgreSQL the p99 of a same-slot race
// over two instances (bench/race.ts) against its goal.
// Figures are ratios, because these machines are shared and noisy; absolute numbers are printed for context only.
// BENCH_SECONDS sets the seconds per load figure; BENCH_PORT the first of eleven local ports the targets use;
// BENCH_PG_PORT the throw-away PostgreSQL's port; BENCH_RENDER_RUNS the page loads per board render figure;
// BENCH_RACE_ROUNDS the rounds of the race figure; BENCH_SINGLE_RUNS the sequential requests per single-request
// figure. BENCH_ONLY=race runs the race figure alone; BENCH_ONLY=board the board's and the booking's figures alone;
// BENCH_ONLY=bills the bookkeeping figures alone, on both databases; BENCH_ONLY=stats the report figures alone (bench/
// stats-figures.ts, years of bills set-based, BENCH_STATS_PER_DAY bills a day, default 90; BENCH_STATS_FULL=1 gives
// PostgreSQL 10 shops of 274 bills a day, 3 million bills), on both databases; BENCH_ONLY=start the first start and the restart
// of `npm start` alone (bench/start-figures.ts; the whole run times them first, as they rebuild dist/); BENCH_ONLY=browser
// the login page's JavaScript, the board's render and Lighthouse (bench/lighthouse-figures.ts) alone; BENCH_ONLY=inventory
// the inventory figures alone (bench/inventory-figures.ts: the item list of 2,000 items and the alert), on both databases.
// Every goal of issue 17 is printed beside its figure and again in one table at the end, with the run's time.
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from '@playwright/test';
import type { TAppointment } from '../contract/appointments';
import type { TLoginOutput } from '../contract/auth';
import { DEMO_LOGIN } from '../server/demo/demo.seed';
import { openLiveStream } from '../server/realtime/realtime.client';
import { startThrowawayPostgres } from '../server/test/pg-throwaway';
import { STORAGE_KEYS } from '../web/src/lib/storage.keys';
import { measureBackupOn } from './backup-figures';
import { BILL_CARDS, BILL_COUNT, BILL_STAFF, CREATE_DEDUCTION, CREATE_TOTAL, type TBillsInfo } from './bills-seed';
import { measureBoardFigures, printBoardAcrossDatabases, printBoardFigures } from './board-figures';
import { BOARD_APPOINTMENTS, BOARD_TECHNICIANS, type TBoardInfo, type TFreeSpot } from './board-seed';
import { checkGoal, printGoals } from './goals';
import { measureInventory, printInventory } from './inventory-figures';
import { measureLighthouse } from './lighthouse-figures';
import { latencyOf, loadCounted, median, type TCountedLoad, type TLatency, type TLoad } from './measure';
import { measureRace, printRace, RACE_P99_GOAL_MS, RACE_REQUESTS } from './race';
import { measureStart } from './start-figures';
import { measureStats, printStats } from './stats-figures';
import { BRANCH_PASSWORD, branchBody } from './stats-seed';
import type { TTargetReady } from './target';

// 4 s per load figure keeps the default run within its 15 minutes on a shared 2-core machine (13.1 min at 5 s).
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
const BASE_PORT = Number(process.env.BENCH_PORT ?? 18101);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54331);
const RENDER_RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 5);
const RACE_ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 10);
const ONLY = process.env.BENCH_ONLY;
/** BENCH_CPU_PROF: a directory where each target process writes a V8 CPU profile when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const CONNECTIONS = 10;
/** Issue 18: the login page's JavaScript on the wire, gzipped. */
const LOGIN_JS_BUDGET_KB = 200;
/** Creates per second the free-spot list is sized for (warm-up second included); far above what one process does. */
const CREATE_RATE_CAP = 1500;
/** Moves timed by the live sync figure, after LIVE_WARMUP_MOVES untimed ones; each waits for its event. */
const LIVE_MOVES = 100;
const LIVE_WARMUP_MOVES = 10;
/**
 * Free spots kept out of the create figure. The live sync figure moves one appointment between two of them of the same
 * technician and day; of three spots listed in a row, two always are (a technician's working day holds several).
 */
const LIVE_SPOTS = 3;
/**
 * Bills per second the member cards are topped up for, over the app figure and its raw ceiling (warm-up second and
 * one more included); far above what one process does. A card that runs dry fails the figure, it does not skew it.
 */
const BILL_RATE_CAP = 1500;
const PORTS = {
  constant: BASE_PORT,
  select: BASE_PORT + 1,
  dayRows: BASE_PORT + 2,
  app: BASE_PORT + 3,
  browserApp: BASE_PORT + 4,
  bills: BASE_PORT + 5,
  billsRaw: BASE_PORT + 6,
  raceA: BASE_PORT + 7,
  raceB: BASE_PORT + 8,
  raceRawA: BASE_PORT + 9,
  raceRawB: BASE_PORT + 10,
  start: BASE_PORT + 11,
  stats: BASE_PORT + 12,
  statsRaw: BASE_PORT + 13,
  inventory: BASE_PORT + 14,
  inventoryRaw: BASE_PORT + 15,
};
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

type TTarget = { child: ChildProcess; ready: TTargetReady };

async function startTarget(
  kind: string,
  ports: number[],
  databaseUrl?: string,
  env: Record<string, string> = {},
): Promise<TTarget> {
  const child = fork(new URL('./target.ts', import.meta.url).pathname, [kind, ...ports.map(String)], {
    execArgv: ['--import', 'tsx', ...(CPU_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROFILE_DIR}`] : [])],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '', ...env },
    stdio: 'inherit',
  });
  const ready = await new Promise<TTargetReady>((resolve, reject) => {
    child.once('message', (message) => resolve(message as TTargetReady));
    child.once('exit', (code) => reject(new Error(`bench target ${kind} exited with ${code}`)));
  });
  return { child, ready };
}

/** Stops a target and waits for its exit, so the next one can take the port and the database. */
async function stopTarget(target: TTarget) {
  if (target.child.exitCode !== null || target.child.signalCode !== null) return;
  const exited = new Promise((resolve) => target.child.once('exit', resolve));
  target.child.kill();
  await exited;
}

/**
 * Loads one POST endpoint with CONNECTIONS connections for a warm-up second and then DURATION_S seconds. Each body
 * comes from `bodyOf` (the same one, or a new one per request); every answer must be a success envelope.
 */
async function load(
  url: string,
  headers: Record<string, string>,
  bodyOf: () => string,
  connections = CONNECTIONS,
): Promise<TLoad> {
  const { rps, p99, busyCores } = await loadCounted(url, headers, bodyOf, { connections, seconds: DURATION_S });
  return { rps, p99, busyCores };
}

const constantBody = (body: string) => () => body;

/**
 * The spots in the order a busy front desk books them: round-robin over the technicians' days (the first free spot of
 * each, then the second of each, ...), so concurrent bookings are mostly for different technicians, as at a salon's
 * desks. Bursts on one technician's day are the race figure's (bench/race.ts).
 */
function acrossTechnicians(spots: TFreeSpot[]): TFreeSpot[] {
  const byColumn = new Map<string, TFreeSpot[]>();
  for (const spot of spots) {
    const key = `${spot.appointDay}:${spot.shopAccountId}`;
    byColumn.set(key, [...(byColumn.get(key) ?? []), spot]);
  }
  const columns = [...byColumn.values()];
  const ordered: TFreeSpot[] = [];
  for (let round = 0; ordered.length < spots.length; round++) {
    for (const column of columns) if (round < column.length) ordered.push(column[round]);
  }
  return ordered;
}

/**
 * appoint/create bodies, each booking the next free spot (across technicians) with its own nonce; half name a new
 * customer.
 */
function createBodies(free: TFreeSpot[]) {
  const spots = acrossTechnicians(free);
  let next = 0;
  return () => {
    const i = next++;
    // Past the end every spot is taken, so the figure fails with SLOT_TAKEN answers rather than a crash mid-run.
    if (i === spots.length) console.error(`the ${spots.length} free spots ran out: raise CREATE_RATE_CAP`);
    const spot = spots[i % spots.length];
    const isTemporary = i % 2 === 1;
    return JSON.stringify({
      appointDay: spot.appointDay,
      startTime: spot.startTime,
      nonce: randomUUID(),
      people: [
        {
          customName: isTemporary ? '' : `Cliente ${i}`,
          customPhone: isTemporary ? '' : `349 ${String(1_000_000 + i).slice(-7)}`,
          productIds: [spot.productId],
          shopAccountId: spot.shopAccountId,
        },
      ],
    });
  };
}

/**
 * bill/create bodies: a front-desk bill of one project, paid in cash after a member-card deduction, each with its own
 * nonce. They go round-robin over the bench members (so over BILL_CARDS cards and customers) and the staff: a front
 * desk bills different customers at once, and one card for every request would measure its row lock alone.
 */
function billBodies(info: TBillsInfo) {
  let next = 0;
  return () => {
    const i = next++;
    return JSON.stringify({
      nonce: randomUUID(),
      customerId: info.members[i % info.members.length].customerId,
      staff: [{ shopAccountId: info.staffIds[i % info.staffIds.length], amount: CREATE_TOTAL }],
      productIds: [info.product.id],
      totalAmount: CREATE_TOTAL,
      memberDeduction: CREATE_DEDUCTION,
      payType: 'cash',
    });
  };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits).padStart(8);

/** One figure: its req/s and p99, then req/s as ratios of the ceilings' and p99 as multiples of theirs. */
function printFigure(label: string, figure: TLoad, ceilings: [string, TLoad][]) {
  console.log(`  ${pad(label, 52)}${num(figure.rps)} req/s ${num(figure.p99, 1)} ms p99`);
  if (ceilings.length === 0) return;
  const rps = ceilings.map(([name, c]) => `${name} ${(figure.rps / c.rps).toFixed(3)}`).join(', ');
  const p99 = ceilings.map(([name, c]) => `${name} ${(figure.p99 / c.p99).toFixed(1)}x`).join(', ');
  console.log(`      req/s ratio to ${rps};  p99 against ${p99}`);
}

/** Runs `fn` against a started target and stops the target afterwards, whatever happens. */
async function withTarget<T>(
  kind: string,
  ports: number[],
  databaseUrl: string | undefined,
  env: Record<string, string>,
  fn: (ready: TTargetReady) => Promise<T>,
): Promise<T> {
  const target = await startTarget(kind, ports, databaseUrl, env);
  try {
    return await fn(target.ready);
  } finally {
    await stopTarget(target);
  }
}

/** POSTs a JSON body and answers the envelope's data; anything but a success envelope throws. */
async function post<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; errorKey?: string; data: T };
  if (envelope.code !== 0) throw new Error(`${url}: ${envelope.code} ${envelope.errorKey ?? ''} ${envelope.msg}`);
  return envelope.data;
}

/** The live sync figure: the event's delay at another board, the write's own round trip, and the raw ceiling. */
type TLiveSync = { event: TLatency; write: TLatency; ceiling: TLatency };

/**
 * How fast a change reaches another open board (ADR 013). A second login of the demo owner holds the live stream, as
 * another device's board would; the first moves one appointment back and forth between two free spots, one move at a
 * time, and each move is timed from its request's start to its answer (the writer's own round trip) and to its event
 * arriving on the other stream. The ceiling c4 is a raw Fastify that answers once its own pg_notify came back through
 * a LISTEN of the same driver, timed the same way, one request at a time.
 */
async function measureLiveSync(
  appBase: string,
  ceilingUrl: string,
  writerToken: string,
  [from, to]: [TFreeSpot, TFreeSpot],
): Promise<TLiveSync> {
  const reader = await post<TLoginOutput>(`${appBase}/api/app/h5/login`, { ...DEMO_LOGIN });
  const stream = await openLiveStream(appBase, reader.token);
  try {
    const headers = { token: writerToken };
    const created = await post<{ list: TAppointment[] }>(
      `${appBase}/api/app/appoint/create`,
      {
        appointDay: from.appointDay,
        startTime: from.startTime,
        nonce: randomUUID(),
        people: [{ productIds: [from.productId], shopAccountId: from.shopAccountId }],
      },
      headers,
    );
    let appointment = created.list[0];
    await stream.next((event) => event.type === 'appointment' && event.id === appointment.id);

    const event: number[] = [];
    const write: number[] = [];
    for (let move = 0; move < LIVE_WARMUP_MOVES + LIVE_MOVES; move++) {
      const spot = move % 2 === 0 ? to : from;
      const started = performance.now();
      appointment = await post<TAppointment>(
        `${appBase}/api/app/appoint/editDragByH5`,
        {
          id: appointment.id,
          version: appointment.version,
          shopAccountId: spot.shopAccountId,
          appointDay: spot.appointDay,
          startTime: spot.startTime,
          nonce: randomUUID(),
        },
        headers,
      );
      const answered = performance.now();
      const arrived = await stream.next(
        (e) => e.type === 'appointment' && e.id === appointment.id && e.operType === 'H5_DRAG',
      );
      if (move < LIVE_WARMUP_MOVES) continue;
      write.push(answered - started);
      event.push(arrived.at - started);
    }

    const ceiling: number[] = [];
    for (let round = 0; round < LIVE_WARMUP_MOVES + LIVE_MOVES; round++) {
      const started = performance.now();
      await post(ceilingUrl, {});
      if (round >= LIVE_WARMUP_MOVES) ceiling.push(performance.now() - started);
    }
    return { event: latencyOf(event), write: latencyOf(write), ceiling: latencyOf(ceiling) };
  } finally {
    stream.close();
  }
}

function printLiveSync(live: TLiveSync) {
  const line = (label: string, l: TLatency) =>
    console.log(`  ${pad(label, 52)}${num(l.median, 1)} ms median ${num(l.p99, 1)} ms p99`);
  const ratio = (l: TLatency, of: TLatency) =>
    `median ${(l.median / of.median).toFixed(2)}x, p99 ${(l.p99 / of.p99).toFixed(2)}x`;
  console.log(`  live sync, ${LIVE_MOVES} appoint/editDragByH5 moves one at a time, timed from each request's start:`);
  line('ceiling c4: raw Fastify answering after its pg_notify', live.ceiling);
  line("the write's answer, to the writer", live.write);
  line("its event, on another session's live stream", live.event);
  console.log(
    `      event against the write's answer ${ratio(live.event, live.write)};  against c4 ${ratio(live.event, live.ceiling)}`,
  );
}

/** The bookkeeping figures of one database and their raw ceilings c5 and c6. */
type TBillFigures = {
  info: TBillsInfo;
  dayLines: TLoad;
  billList: TLoad;
  writeCeiling: TLoad;
  create: TLoad;
  /** bill/create with one connection, on PostgreSQL only: what 10 connections must multiply. */
  createAlone?: TLoad;
  /** c6 with one connection, on PostgreSQL only: how far the raw writes themselves scale on this machine. */
  writeCeilingAlone?: TLoad;
};

/** Issue 17's goals for bill/create: against c6 with CONNECTIONS connections, and 10 connections against 1 on PostgreSQL. */
const BILL_CREATE_GOAL_C6 = 0.4;
const BILL_CREATE_GOAL_SCALING = 3;

/** Rounds of bill/create and its ceiling c6, in turns: each figure is the mean of its rounds (measureBills). */
const BILL_ROUNDS = 2;

/**
 * Loads measured in turns (a, b, a, b…) for `rounds` rounds: whatever else the machine does meanwhile weighs on each
 * alike, where one window after the other could catch a quiet second for one and a busy one for the other. Each
 * figure answers its mean requests per second and its worst round's p99.
 */
async function loadsInTurns(loads: (() => Promise<TLoad>)[], rounds: number): Promise<TLoad[]> {
  const runs: TLoad[][] = loads.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, run] of loads.entries()) runs[i].push(await run());
  }
  const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  return runs.map((r) => ({
    rps: mean(r.map((l) => l.rps)),
    p99: Math.max(...r.map((l) => l.p99)),
    busyCores: mean(r.map((l) => l.busyCores ?? 0)),
  }));
}

/**
 * The finance table of the seeded day and card-deducted bill creation, on a target of their own (bench/bills-seed.ts)
 * with their raw ceilings beside it. The table is read as the demo owner with the internal password's elevation,
 * granted just before. bill/create and its ceiling c6 are measured in turns (loadsInTurns), BILL_ROUNDS rounds each. On
 * PostgreSQL both also run with one connection, to show whether bills of one shop wait for each other (PGlite serves
 * one query at a time, so there that ratio means nothing).
 */
async function measureBills(databaseUrl?: string): Promise<TBillFigures> {
  const windows = (databaseUrl ? 4 : 2) * BILL_ROUNDS;
  const topUp = Math.ceil((BILL_RATE_CAP * (DURATION_S + 2) * windows * CREATE_DEDUCTION) / BILL_CARDS);
  const env = { BENCH_CARD_TOPUP: String(topUp) };
  return withTarget('bills', [PORTS.bills, PORTS.billsRaw], databaseUrl, env, async (ready) => {
    const info = ready.bills!;
    const rawBase = `http://127.0.0.1:${PORTS.billsRaw}`;
    const base = `http://127.0.0.1:${PORTS.bills}/api/app`;
    const headers = { token: info.login.token };
    const dayLines = await load(`${rawBase}/`, {}, constantBody('{}'));
    await post(`${base}/h5/pwdInside`, { password: info.insideDigest }, headers);
    const billList = await load(
      `${base}/bill/queryBillList`,
      headers,
      constantBody(JSON.stringify({ billDay: info.billDay, limit: 5000 })),
    );
    const bodies = billBodies(info);
    const createWith = (connections: number) => () => load(`${base}/bill/create`, headers, bodies, connections);
    const ceilingWith = (connections: number) => () => load(`${rawBase}/create`, {}, constantBody('{}'), connections);
    const [create, writeCeiling] = await loadsInTurns([createWith(CONNECTIONS), ceilingWith(CONNECTIONS)], BILL_ROUNDS);
    if (!databaseUrl) return { info, dayLines, billList, writeCeiling, create };
    const [createAlone, writeCeilingAlone] = await loadsInTurns([createWith(1), ceilingWith(1)], BILL_ROUNDS);
    return { info, dayLines, billList, writeCeiling, create, createAlone, writeCeilingAlone };
  });
}

/** A ratio beside its goal (at least `goal`), and whether this run met it. */
/** A ratio and its goal, printed here and kept for the run's goal table (bench/goals.ts). */
function printGoal(where: string, label: string, ratio: number, goal: number) {
  console.log(`      ${pad(label, 58)}${checkGoal(where, label, ratio, { atLeast: goal })}`);
}

function printBills(where: string, bills: TBillFigures, ceilings: [string, TLoad][]) {
  const { info } = bills;
  const c5: [string, TLoad] = ['c5', bills.dayLines];
  const c6: [string, TLoad] = ['c6', bills.writeCeiling];
  console.log(`  bookkeeping: the finance table of ${info.billDay}, and bills of today deducting from member cards:`);
  printFigure(`ceiling c5: raw SELECT of the day's ${info.cellCount} bill lines`, bills.dayLines, []);
  printFigure('ceiling c6: raw card-deducted bill, one statement', bills.writeCeiling, []);
  printFigure(
    `bill/queryBillList, ${info.staffIds.length} staff x ${info.billCount} bills (${info.cellCount} cells)`,
    bills.billList,
    [...ceilings, c5],
  );
  printFigure(`bill/create, member card, ${info.members.length} cards round-robin`, bills.create, [...ceilings, c6]);
  printGoal(
    where,
    `bill/create / c6, ${CONNECTIONS} connections`,
    bills.create.rps / bills.writeCeiling.rps,
    BILL_CREATE_GOAL_C6,
  );
  if (!bills.createAlone) return;
  printFigure('bill/create, the same, 1 connection', bills.createAlone, []);
  printGoal(
    where,
    `bill/create ${CONNECTIONS} connections / 1 connection`,
    bills.create.rps / bills.createAlone.rps,
    BILL_CREATE_GOAL_SCALING,
  );
  if (!bills.writeCeilingAlone) return;
  // Context for the goal above: the same ratio of the raw writes, which share this machine's cores with the load.
  printFigure('ceiling c6, 1 connection', bills.writeCeilingAlone, []);
  const rawScaling = bills.writeCeiling.rps / bills.writeCeilingAlone.rps;
  console.log(
    `      ${pad(`c6 ${CONNECTIONS} connections / 1 connection (context, no goal)`, 58)}${rawScaling.toFixed(3)}`,
  );
  // What the machine leaves to scale into: with one connection the load, the app and the database already keep this
  // many of its cores busy, so no number of connections can do more than cores / busy times as much.
  const cores = cpus().length;
  const busy = (load: TLoad) => (load.busyCores ?? 0).toFixed(2);
  console.log(
    `      ${pad(`busy cores, bill/create 1 and ${CONNECTIONS} connections`, 58)}${busy(bills.createAlone)} and ${busy(bills.create)} of ${cores}`,
  );
  console.log(
    `      ${pad(`busy cores, c6 1 and ${CONNECTIONS} connections`, 58)}${busy(bills.writeCeilingAlone)} and ${busy(bills.writeCeiling)} of ${cores}`,
  );
  console.log(
    `      ${pad(`${CONNECTIONS} / 1 connections, the most the cores allow (context)`, 58)}${(cores / (bills.createAlone.busyCores ?? 1)).toFixed(3)}`,
  );
}

/** BENCH_ONLY=bills: the bookkeeping figures of one database alone, against c6 only. */
async function measureBillsAlone(label: string, databaseUrl?: string) {
  const bills = await measureBills(databaseUrl);
  console.log(`\n${label}`);
  printBills(label, bills, []);
}

/** The board figures the embedded database's goal compares across databases. */
type TBoardAcross = { board: TLoad; many: TCountedLoad };

async function measureDatabase(label: string, databaseUrl?: string): Promise<TBoardAcross> {
  const raw: Record<string, TLoad> = {};
  for (const kind of ['constant', 'select'] as const) {
    raw[kind] = await withTarget(kind, [PORTS[kind]], databaseUrl, {}, () =>
      load(`http://127.0.0.1:${PORTS[kind]}/`, {}, constantBody('{}')),
    );
  }
  // Before the board's target: on a shared PostgreSQL database the board adds technicians, and the finance table is
  // to have BILL_STAFF columns.
  const bills = ONLY === 'board' ? undefined : await measureBills(databaseUrl);
  // As many spots again for the create ceiling c9 as for appoint/create, after them.
  const createSpots = (DURATION_S + 1) * CREATE_RATE_CAP;
  const env = { BENCH_FREE_SPOTS: String(2 * createSpots + LIVE_SPOTS) };
  const { board, shopQuery, pointList, create, live, goals } = await withTarget(
    'app',
    [PORTS.app, PORTS.dayRows],
    databaseUrl,
    env,
    async (ready) => {
      const board = ready.board!;
      raw.dayRows = await load(`http://127.0.0.1:${PORTS.dayRows}/`, {}, constantBody('{}'));
      const headers = { token: board.login.token };
      const base = `http://127.0.0.1:${PORTS.app}/api/app`;
      const spots = ready.spots!;
      const tail = spots.slice(-LIVE_SPOTS);
      const pairAt = tail.findIndex(
        (spot, i) =>
          i > 0 && spot.shopAccountId === tail[i - 1].shopAccountId && spot.appointDay === tail[i - 1].appointDay,
      );
      if (pairAt < 0) throw new Error('no two free spots of one technician and day for the live sync figure');
      return {
        board,
        shopQuery: await load(`${base}/shop/query`, headers, constantBody('{}')),
        pointList: await load(
          `${base}/appoint/queryPointList`,
          headers,
          constantBody(JSON.stringify({ appointDay: board.boardDay })),
        ),
        create: await load(`${base}/appoint/create`, headers, createBodies(spots.slice(0, createSpots))),
        live: await measureLiveSync(
          `http://127.0.0.1:${PORTS.app}`,
          `http://127.0.0.1:${PORTS.dayRows}/notify`,
          board.login.token,
          [tail[pairAt - 1], tail[pairAt]],
        ),
        goals: await measureBoardFigures({
          appBase: `http://127.0.0.1:${PORTS.app}`,
          rawBase: `http://127.0.0.1:${PORTS.dayRows}`,
          board,
          boardTriggers: ready.boardTriggers ?? 0,
          connections: CONNECTIONS,
          seconds: DURATION_S,
          createBodies: createBodies(spots.slice(createSpots, -LIVE_SPOTS)),
        }),
      };
    },
  );

  const c1: [string, TLoad] = ['c1', raw.constant];
  const c2: [string, TLoad] = ['c2', raw.select];
  const c3: [string, TLoad] = ['c3', raw.dayRows];
  console.log(`\n${label}`);
  printFigure('ceiling c1: raw Fastify, constant answer', raw.constant, []);
  printFigure('ceiling c2: raw Fastify, one indexed SELECT', raw.select, []);
  printFigure(`ceiling c3: raw SELECT of the day's ${board.appointmentCount} appointments`, raw.dayRows, []);
  printFigure('shop/query through the app', shopQuery, [c1, c2]);
  printFigure(
    `appoint/queryPointList, ${board.technicianIds.length} technicians x ${board.appointmentCount}`,
    pointList,
    [c1, c2, c3],
  );
  printFigure('appoint/create, a free spot and a new nonce each', create, [c1, c2]);
  printBoardFigures(label, goals, raw.dayRows, pointList, create);
  printLiveSync(live);
  if (bills) printBills(label, bills, [c1, c2]);
  return { board: pointList, many: goals.many };
}

/**
 * The report figures of one database (bench/stats-figures.ts): on PostgreSQL the other shops of the database then get
 * their years too, and the same reports are timed again.
 */
/** BENCH_STATS_FULL=1: on PostgreSQL, issue 19's 3 million bills (10 shops × 3 years × 274 bills a day). */
const STATS_FULL_ENV = { BENCH_STATS_SHOPS: '10', BENCH_STATS_PER_DAY: '274' };

async function measureStatsOn(label: string, databaseUrl?: string) {
  const env = databaseUrl && process.env.BENCH_STATS_FULL === '1' ? STATS_FULL_ENV : {};
  await withTarget('stats', [PORTS.stats, PORTS.statsRaw], databaseUrl, env, async (ready) => {
    const info = ready.stats!;
    const rawBase = `http://127.0.0.1:${PORTS.statsRaw}`;
    const others = info.shopIds.length - 1;
    const seedOthers = databaseUrl ? async () => void (await post(`${rawBase}/seedOthers`, {})) : undefined;
    const figures = await measureStats(`http://127.0.0.1:${PORTS.stats}`, rawBase, info, seedOthers);
    console.log(`\n${label}`);
    printStats(label, info, figures, others);
  });
}

/** The inventory figures of one database (bench/inventory-figures.ts). */
async function measureInventoryOn(label: string, databaseUrl?: string) {
  await withTarget('inventory', [PORTS.inventory, PORTS.inventoryRaw], databaseUrl, {}, async (ready) => {
    const info = ready.inventory!;
    const figures = await measureInventory(
      `http://127.0.0.1:${PORTS.inventory}`,
      `http://127.0.0.1:${PORTS.inventoryRaw}`,
      info,
    );
    console.log(`\n${label}`);
    printInventory(label, info, figures);
  });
}

/** The same-slot race on two app instances (two targets, started one after the other) of one PostgreSQL database. */
async function measureRaceOn(databaseUrl: string) {
  const race = await withTarget('race', [PORTS.raceA, PORTS.raceRawA], databaseUrl, {}, () =>
    withTarget('race', [PORTS.raceB, PORTS.raceRawB], databaseUrl, {}, () =>
      measureRace(
        [`http://127.0.0.1:${PORTS.raceA}`, `http://127.0.0.1:${PORTS.raceB}`],
        [`http://127.0.0.1:${PORTS.raceRawA}`, `http://127.0.0.1:${PORTS.raceRawB}`],
        databaseUrl,
        RACE_ROUNDS,
      ),
    ),
  );
  printRace(race);
  checkGoal(
    'PostgreSQL',
    `race: p99 of ${RACE_REQUESTS} creates at once on one technician`,
    race.app.p99,
    { atMost: RACE_P99_GOAL_MS },
    'ms',
  );
}

async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

async function measureLoginPageJs(browser: Browser, baseUrl: string) {
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.goto(`${baseUrl}/#/login`, { waitUntil: 'networkidle' });
  await page.close();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  console.log(
    `\nLogin page JS: ${scripts.size} files, ${checkGoal('login page', 'JavaScript, gzipped', total, { atMost: LOGIN_JS_BUDGET_KB }, 'KB')}`,
  );
  for (const [url, size] of scripts)
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
}

const BOARD_READY = '[data-testid="day-board"][data-ready="true"]';

/**
 * A desktop browser context logged in the way the web app keeps a session: the login's token, user and shop in
 * localStorage (lib/session.store), with the language and the cookie choice already made.
 */
async function loggedInContext(browser: Browser, login: TBoardInfo['login']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(
    ({ keys, token, user, shopInfo }) => {
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
      localStorage.setItem(keys.shopInfo, JSON.stringify(shopInfo));
      localStorage.setItem(keys.language, 'en');
      localStorage.setItem(
        keys.cookieConsent,
        JSON.stringify({ choice: 'necessaryOnly', at: new Date().toISOString() }),
      );
    },
    { keys: STORAGE_KEYS, token: login.token, user: login.user, shopInfo: login.shopInfo },
  );
  return context;
}

/**
 * Opens the board of a day in a fresh page and answers the milliseconds from the navigation's start to the first
 * frame where the board is ready with exactly `blocks` appointment blocks drawn (undefined if that never happens).
 */
async function renderBoard(context: BrowserContext, url: string, blocks: number) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const done = await page.waitForFunction(
      ({ selector, expected }) => {
        const board = document.querySelector(selector);
        if (!board) return false;
        const drawn = [...board.querySelectorAll('[data-testid^="appt-"]')].filter((e) =>
          /^appt-\d+$/.test(e.getAttribute('data-testid') ?? ''),
        ).length;
        return drawn === expected ? performance.now() : false;
      },
      { selector: BOARD_READY, expected: blocks },
      { polling: 'raf', timeout: 60_000 },
    );
    return (await done.jsonValue()) as number;
  } catch {
    return undefined;
  } finally {
    await page.close();
  }
}

/** A page load to time: its label, and the load answering its milliseconds (undefined when it never drew). */
type TPageLoad = { label: string; load: () => Promise<number | undefined> };

/**
 * Two page loads timed in turn: a warm-up of each (the browser's cache, the server's first queries, and whether the
 * built app shows the page at all: false when not), then RENDER_RUNS of each, printed with their medians and ratio.
 */
async function printLoadsInTurn(title: string, [full, empty]: [TPageLoad, TPageLoad]) {
  if ((await full.load()) === undefined || (await empty.load()) === undefined) return false;
  const fulls: number[] = [];
  const empties: number[] = [];
  for (let run = 0; run < RENDER_RUNS; run++) {
    const a = await full.load();
    const b = await empty.load();
    if (a === undefined || b === undefined) throw new Error(`${title}: the page stopped drawing during the runs`);
    fulls.push(a);
    empties.push(b);
  }
  const list = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
  const width = Math.max(full.label.length, empty.label.length);
  console.log(`\n${title} (1440 x 900, median of ${RENDER_RUNS} loads)`);
  console.log(`  ${full.label.padEnd(width)}  ${num(median(fulls))} ms   (${list(fulls)})`);
  console.log(`  ${empty.label.padEnd(width)}  ${num(median(empties))} ms   (${list(empties)})`);
  console.log(`  ratio: ${(median(fulls) / median(empties)).toFixed(2)}`);
  return true;
}

/**
 * The board's render time for the seeded day against the empty day of the same shop (same columns and hours), each
 * the median of RENDER_RUNS page loads, alternating, in one context whose cache is warm as a front desk's would be.
 */
async function measureBoardRender(browser: Browser, baseUrl: string, board: TBoardInfo) {
  const seededUrl = `${baseUrl}/#/frame/appointNew/${board.boardDay}`;
  const emptyUrl = `${baseUrl}/#/frame/appointNew/${board.emptyDay}`;
  const title = `Board render in Chromium, ${board.technicianIds.length} x ${board.appointmentCount} against an empty board`;
  const context = await loggedInContext(browser, board.login);
  try {
    const isShown = await printLoadsInTurn(title, [
      {
        label: `seeded day ${board.boardDay}`,
        load: () => renderBoard(context, seededUrl, board.appointmentCount),
      },
      { label: `empty day ${board.emptyDay}`, load: () => renderBoard(context, emptyUrl, 0) },
    ]);
    if (!isShown) {
      console.log(
        `\n${title}: skipped (the built app shows no ready day board with every block; run \`npm run build\`)`,
      );
    }
  } finally {
    await context.close();
  }
}

/**
 * Opens the dashboard in a fresh page and answers the milliseconds from the navigation's start to the first frame
 * where every panel holds its figures: no panel still loading, and every chart drawn (undefined if that never
 * happens).
 */
async function paintDashboard(context: BrowserContext, url: string) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const done = await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        const panels = main?.querySelectorAll('.pad-grid--charts .pad-card').length ?? 0;
        if (!main || panels === 0 || main.querySelector('.ant-skeleton')) return false;
        const charts = [...main.querySelectorAll('.chart')];
        return charts.every((chart) => chart.querySelector('svg')) ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    return (await done.jsonValue()) as number;
  } catch {
    return undefined;
  } finally {
    await page.close();
  }
}

/**
 * Issue 19: the dashboard of the demo headquarters (its months of history, the seeded board's day) against the empty
 * dashboard of a new branch with nothing booked or billed, each the median of RENDER_RUNS loads, alternating, each in
 * a context whose cache is warm.
 */
async function measureDashboardPaint(browser: Browser, baseUrl: string, board: TBoardInfo) {
  const title = 'Dashboard painted in Chromium with its figures, the demo shop against an empty shop';
  const account = `bench-empty-${randomUUID().slice(0, 8)}`;
  await post(`${baseUrl}/api/app/shop/saveBranchShop`, branchBody(0, account), { token: board.login.token });
  const emptyLogin = await post<TLoginOutput>(`${baseUrl}/api/app/h5/login`, { account, password: BRANCH_PASSWORD });
  const url = `${baseUrl}/#/frame/controlPad`;
  const full = await loggedInContext(browser, board.login);
  const empty = await loggedInContext(browser, emptyLogin);
  try {
    const isShown = await printLoadsInTurn(title, [
      { label: 'demo shop', load: () => paintDashboard(full, url) },
      { label: 'empty shop', load: () => paintDashboard(empty, url) },
    ]);
    if (!isShown)
      console.log(`\n${title}: skipped (the built app shows no dashboard with its panels; run \`npm run build\`)`);
  } finally {
    await full.close();
    await empty.close();
  }
}

/** The checks that need the built web app and Chromium share one seeded app target and one browser. */
async function measureInBrowser() {
  if (!existsSync('dist/web/index.html') || !existsSync(CHROMIUM_PATH)) {
    console.log('\nLogin page JS and board render: skipped (needs `npm run build` and Chromium)');
    return;
  }
  await withTarget('app', [PORTS.browserApp], undefined, {}, async (ready) => {
    const browser = await launchChromium();
    try {
      const baseUrl = `http://127.0.0.1:${PORTS.browserApp}`;
      await measureLoginPageJs(browser, baseUrl);
      await measureBoardRender(browser, baseUrl, ready.board!);
      await measureDashboardPaint(browser, baseUrl, ready.board!);
    } finally {
      await browser.close();
    }
    await measureLighthouse(`http://127.0.0.1:${PORTS.browserApp}`, CHROMIUM_PATH);
  });
}

const runStarted = performance.now();
console.log(`Salon Desk benchmarks (${DURATION_S} s per load figure, ${CONNECTIONS} connections)`);
console.log(`Board: ${BOARD_TECHNICIANS} bookable technicians, ${BOARD_APPOINTMENTS} appointments on one day`);
console.log(
  `Bookkeeping: ${BILL_STAFF} billing staff, ${BILL_COUNT} bills on one day; bills of ${CREATE_TOTAL / 100} with ${CREATE_DEDUCTION / 100} off a member card`,
);
if (ONLY && !['race', 'board', 'bills', 'stats', 'inventory', 'backup', 'start', 'browser'].includes(ONLY)) {
  throw new Error(
    `BENCH_ONLY=${ONLY}: the figures that run alone are 'race', 'board', 'bills', 'stats', 'inventory', 'backup', 'start' and 'browser'`,
  );
}
// First: it removes dist/ so that the first start builds everything, and the browser figures below use that build.
if (!ONLY || ONLY === 'start') await measureStart(PORTS.start);
const withDatabases = !ONLY || ONLY === 'board';
const pgliteBoard = withDatabases ? await measureDatabase('PGlite (embedded)') : undefined;
if (ONLY === 'bills') await measureBillsAlone('PGlite (embedded)');
if (!ONLY || ONLY === 'stats') await measureStatsOn('PGlite (embedded)');
if (!ONLY || ONLY === 'inventory') await measureInventoryOn('PGlite (embedded)');
if (!ONLY || ONLY === 'backup') await measureBackupOn('PGlite (embedded)');
const external = process.env.DATABASE_URL;
const pg = external || ONLY === 'start' || ONLY === 'browser' ? undefined : startThrowawayPostgres(PG_PORT);
if (ONLY === 'start' || ONLY === 'browser') {
  // These figures alone.
} else if (external || pg) {
  const url = external ?? pg!.url;
  try {
    const postgresBoard = withDatabases ? await measureDatabase('PostgreSQL', url) : undefined;
    if (ONLY === 'bills') await measureBillsAlone('PostgreSQL', url);
    else if (!withDatabases && !['stats', 'inventory', 'backup'].includes(ONLY ?? '')) console.log('\nPostgreSQL');
    if (!ONLY || ONLY === 'stats') await measureStatsOn('PostgreSQL', url);
    if (!ONLY || ONLY === 'inventory') await measureInventoryOn('PostgreSQL', url);
    if (!ONLY || ONLY === 'backup') await measureBackupOn('PostgreSQL', url);
    if (!ONLY || ONLY === 'race') await measureRaceOn(url);
    if (pgliteBoard && postgresBoard) printBoardAcrossDatabases(pgliteBoard, postgresBoard);
  } finally {
    pg?.stop();
  }
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL, or install postgresql-15)');
}
if (!ONLY || ONLY === 'browser') await measureInBrowser();
const runMinutes = (performance.now() - runStarted) / 60_000;
const runGoal = checkGoal(
  ONLY ? `run with BENCH_ONLY=${ONLY}` : 'whole run',
  'minutes',
  runMinutes,
  { atMost: 15 },
  'min',
);
printGoals();
console.log(`\nWhole run: ${runGoal}`);
