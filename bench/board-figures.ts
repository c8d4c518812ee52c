// The board's and the booking's goals of issue 17 on one database, measured on the 'app' target (30 x 300 board) after
// the runner's own board and create figures: an unchanged board re-read against the session lookup alone (c8); the
// board at 20 connections with its timeouts counted; a single board request alone, its kept body and rebuilt, against
// the raw SELECT's round trip (c3) timed the same way; the board's payload; and appoint/create's raw ceiling (c9).
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expandBoard, type TDayBoardWire } from '../contract/appointments-board';
import type { TBoardInfo } from './board-seed';
import { checkGoal } from './goals';
import { LOAD_TIMEOUT_S, loadCounted, sequential, type TCountedLoad, type TLatency, type TLoad } from './measure';

/** Sequential board requests timed per single-request figure (after SINGLE_WARMUP untimed ones). */
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 150);
const SINGLE_WARMUP = 10;
/** The connections of the board figure whose goal is no timeout (issue 17: a handful of devices of one shop). */
export const MANY_CONNECTIONS = 20;

export type TBoardFigures = {
  /** c8: raw Fastify, the session lookup and a constant answer. */
  sessionCeiling: TLoad;
  /** appoint/queryPointList sent the boardVersion it holds: 'not modified'. */
  notModified: TLoad;
  /** appoint/queryPointList at MANY_CONNECTIONS, what timed out or failed counted. */
  many: TCountedLoad;
  single: { c3: TLatency; kept: TLatency; rebuilt: TLatency };
  payload: { raw: number; gzip: number; expanded: number; expandedGzip: number };
  /** c9: appoint/create's writes and checks, raw. */
  createCeiling: TLoad;
  boardTriggers: number;
};

type TBoardTarget = {
  appBase: string;
  rawBase: string;
  board: TBoardInfo;
  boardTriggers: number;
  connections: number;
  seconds: number;
  /** appoint/create bodies on free spots of their own, for c9. */
  createBodies: () => string;
};

async function postText(url: string, body: unknown, token: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!text.startsWith('{"code":0,')) throw new Error(`${url}: ${text.slice(0, 300)}`);
  return text;
}

export async function measureBoardFigures(t: TBoardTarget): Promise<TBoardFigures> {
  const token = t.board.login.token;
  const headers = { token };
  const pointList = `${t.appBase}/api/app/appoint/queryPointList`;
  const day = { appointDay: t.board.boardDay };
  const options = { connections: t.connections, seconds: t.seconds };

  const text = await postText(pointList, day, token);
  const wire = (JSON.parse(text) as { data: TDayBoardWire }).data;
  const expanded = JSON.stringify({ code: 0, msg: 'success', data: expandBoard(wire) });
  const payload = {
    raw: Buffer.byteLength(text),
    gzip: gzipSync(text).length,
    expanded: Buffer.byteLength(expanded),
    expandedGzip: gzipSync(expanded).length,
  };

  const held = { ...day, ifVersion: wire.boardVersion };
  if (!(await postText(pointList, held, token)).includes('"notModified":true')) {
    throw new Error(`appoint/queryPointList does not answer 'not modified' to its own version ${wire.boardVersion}`);
  }
  const sessionCeiling = await loadCounted(`${t.rawBase}/session`, headers, () => '{}', options);
  const notModified = await loadCounted(pointList, headers, () => JSON.stringify(held), options);
  const many = await loadCounted(pointList, headers, () => JSON.stringify(day), {
    ...options,
    connections: MANY_CONNECTIONS,
    tolerate: true,
  });

  const runs = { count: SINGLE_RUNS, warmup: SINGLE_WARMUP };
  const c3 = await sequential(() => postText(`${t.rawBase}/`, {}, token), runs);
  const kept = await sequential(() => postText(pointList, day, token), runs);
  // Each read after a change the board draws (one appointment's arrival toggled), so each one builds the board anew.
  const toggled = wire.list[0];
  let arrived = toggled.arrivedFlag;
  const rebuilt = await sequential(() => postText(pointList, day, token), {
    ...runs,
    between: () => {
      arrived = 1 - arrived;
      return postText(
        `${t.appBase}/api/app/appoint/arrive`,
        { id: toggled.id, arrivedFlag: arrived, nonce: randomUUID() },
        token,
      );
    },
  });
  if (arrived !== toggled.arrivedFlag) {
    await postText(
      `${t.appBase}/api/app/appoint/arrive`,
      { id: toggled.id, arrivedFlag: toggled.arrivedFlag, nonce: randomUUID() },
      token,
    );
  }

  const createCeiling = await loadCounted(`${t.rawBase}/create`, headers, t.createBodies, options);
  return {
    sessionCeiling,
    notModified,
    many,
    single: { c3, kept, rebuilt },
    payload,
    createCeiling,
    boardTriggers: t.boardTriggers,
  };
}

const pad = (text: string, width: number) => text.padEnd(width);
const num = (value: number, digits = 0) => value.toFixed(digits).padStart(8);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function loadLine(label: string, figure: TLoad) {
  console.log(`  ${pad(label, 62)}${num(figure.rps)} req/s ${num(figure.p99, 1)} ms p99`);
}

function latencyLine(label: string, l: TLatency) {
  console.log(`  ${pad(label, 62)}${num(l.median, 1)} ms median ${num(l.p99, 1)} ms p99`);
}

/**
 * The goals of one database, each with its figure: `c3` the raw SELECT of the day's rows at the same connections,
 * `board` and `create` the runner's appoint/queryPointList and appoint/create figures.
 */
export function printBoardFigures(where: string, f: TBoardFigures, c3: TLoad, board: TLoad, create: TLoad) {
  console.log(`  board and booking goals (issue 17):`);
  console.log(
    `      30 x 300 board against c3: req/s ${checkGoal(where, 'board req/s / c3 req/s', board.rps / c3.rps, { atLeast: 0.6 })}`,
  );
  console.log(
    `      30 x 300 board against c3: p99 ${checkGoal(where, 'board p99 / c3 p99', board.p99 / c3.p99, { atMost: 2 })}`,
  );
  loadLine('ceiling c8: raw Fastify, the session lookup and a constant', f.sessionCeiling);
  loadLine('appoint/queryPointList, unchanged (sends the ifVersion it holds)', f.notModified);
  console.log(
    `      req/s against c8 ${checkGoal(where, "unchanged board re-read req/s / c8's", f.notModified.rps / f.sessionCeiling.rps, { atLeast: 0.5 })}`,
  );
  loadLine(`appoint/queryPointList at ${MANY_CONNECTIONS} connections`, f.many);
  const lost = f.many.timeouts + f.many.errors + f.many.non2xx + f.many.failures;
  console.log(
    `      ${f.many.timeouts} timed out (after ${LOAD_TIMEOUT_S} s), ${f.many.errors} errors, ${f.many.non2xx} non-2xx, ` +
      `${f.many.failures} failed: ${checkGoal(where, `board at ${MANY_CONNECTIONS} connections, requests lost`, lost, { atMost: 0 }, 'req')}`,
  );
  console.log(`  one request alone, ${SINGLE_RUNS} sequential requests each, timed the same way:`);
  latencyLine("ceiling c3: raw SELECT of the day's appointments", f.single.c3);
  const single = (label: string, l: TLatency) => {
    latencyLine(label, l);
    console.log(
      `      median against c3's ${checkGoal(where, `${label}, median / c3's`, l.median / f.single.c3.median, { atMost: 3 })}`,
    );
    console.log(
      `      p99 against c3's    ${checkGoal(where, `${label}, p99 / c3's`, l.p99 / f.single.c3.p99, { atMost: 3 })}`,
    );
  };
  console.log(
    '  (kept: the body this instance built at the current version; rebuilt: one arrival toggled before each)',
  );
  single('board, kept body', f.single.kept);
  single('board, rebuilt', f.single.rebuilt);
  const p = f.payload;
  console.log(
    `  board payload: ${kb(p.raw)} raw, ${kb(p.gzip)} gzipped; expanded to the screens' shape (about the old ` +
      `wire format): ${kb(p.expanded)} raw, ${kb(p.expandedGzip)} gzipped`,
  );
  loadLine('ceiling c9: raw create (session, checks, lock, lanes, insert)', f.createCeiling);
  console.log(
    `      appoint/create against c9, with the ${f.boardTriggers} board change-log triggers on: ` +
      checkGoal(where, 'appoint/create req/s / c9 req/s', create.rps / f.createCeiling.rps, { atLeast: 0.4 }),
  );
}

/** The embedded database's board against PostgreSQL's, at the same connections, with its 20-connection figure. */
export function printBoardAcrossDatabases(
  pglite: { board: TLoad; many: TCountedLoad },
  postgres: { board: TLoad; many: TCountedLoad },
) {
  console.log('\nBoard, PGlite against PostgreSQL');
  console.log(
    `  req/s, same connections: ${checkGoal('PGlite', "board req/s / PostgreSQL's", pglite.board.rps / postgres.board.rps, { atLeast: 0.4 })}`,
  );
  console.log(
    `  at ${MANY_CONNECTIONS} connections: PGlite ${pglite.many.rps.toFixed(0)} req/s (p99 ${pglite.many.p99.toFixed(1)} ms), ` +
      `PostgreSQL ${postgres.many.rps.toFixed(0)} req/s (p99 ${postgres.many.p99.toFixed(1)} ms), ratio ` +
      (pglite.many.rps / postgres.many.rps).toFixed(3),
  );
}
