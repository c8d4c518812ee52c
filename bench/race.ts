// The same-slot race figure (issue 15): rounds of RACE_REQUESTS appoint/create sent at once on one technician's day,
// with start times that overlap partly (09:45, 10:00, 10:15, 10:30) and one in four allowing the overlap, spread over
// two app instances on one PostgreSQL database. Each answer is timed from its round's start; the figure is their p99,
// printed beside its goal, and beside the raw ceiling c7: the same race against a bare Fastify whose each answer is
// one transaction doing only what a placement must (lock the technician's day, read the overlapping lanes, insert).
// The answers are tallied and the database is read back for two appointments overlapping in one lane.
import { randomUUID } from 'node:crypto';
import { addDays, todayIn } from '../contract/shop-time';
import { openPostgres } from '../server/db/client';
import { DEMO_LOGIN } from '../server/demo/demo.seed';

export const RACE_REQUESTS = 50;
export const RACE_P99_GOAL_MS = 2000;
const STARTS = ['09:45', '10:00', '10:15', '10:30'];
/**
 * The race days lie this far ahead (the raw ceiling's after them), clear of the demo's bookings and of the board's
 * free spots, which a full run books from two weeks ahead onwards at about 13 days per 6 seconds of create figure.
 */
const APP_DAYS_AHEAD = 400;
const RAW_DAYS_AHEAD = 500;

/** The raw ceiling's body: one placement, as the app would make it. */
export type TRawPlacement = {
  shopId: number;
  accountId: number;
  day: string;
  startMin: number;
  durationMin: number;
  allowOverlap: boolean;
};

type TEnvelope = { code: number; errorKey?: string; data?: unknown; page?: { list: unknown[] } };

async function postJson(url: string, body: unknown, token?: string): Promise<TEnvelope> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as TEnvelope;
}

function dataOf<T>(path: string, envelope: TEnvelope): T {
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.errorKey ?? ''}`);
  return (envelope.page ? envelope.page.list : envelope.data) as T;
}

/** The race's p99 and what the answers were, per key ('ok', 'SLOT_TAKEN', ...), over every round. */
export type TRaceFigure = { p99: number; max: number; answers: Record<string, number> };
export type TRace = { rounds: number; app: TRaceFigure; raw: TRaceFigure; overlapsInALane: number };

/** An answer's key: 'ok', its error key, or SLOT_TAKEN for the raw ceiling's refused overlap. */
function keyOf(answer: TEnvelope) {
  if (answer.code !== 0) return answer.errorKey ?? String(answer.code);
  return (answer.data as { taken?: boolean } | undefined)?.taken ? 'SLOT_TAKEN' : 'ok';
}

/** Sends one round at once and answers each request's milliseconds from the round's start and its answer's key. */
async function round(send: ((i: number) => Promise<TEnvelope>)[]) {
  const started = performance.now();
  return Promise.all(
    send.map(async (fn, i) => {
      const answer = await fn(i);
      return {
        ms: performance.now() - started,
        key: keyOf(answer),
      };
    }),
  );
}

function figureOf(results: { ms: number; key: string }[]): TRaceFigure {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const answers: Record<string, number> = {};
  for (const r of results) answers[r.key] = (answers[r.key] ?? 0) + 1;
  return { p99: sorted[Math.ceil(sorted.length * 0.99) - 1], max: sorted[sorted.length - 1], answers };
}

/**
 * Runs `rounds` rounds through the two app instances (even requests to the first, odd to the second), each on the next
 * technician and day of the demo shop, then as many through the raw ceilings; `databaseUrl` reads the lanes back.
 */
export async function measureRace(
  appBases: [string, string],
  rawBases: [string, string],
  databaseUrl: string,
  rounds: number,
): Promise<TRace> {
  const login = dataOf<{ token: string; user: { shopId: number }; shopInfo: { timeZone: string } }>(
    'h5/login',
    await postJson(`${appBases[0]}/api/app/h5/login`, { ...DEMO_LOGIN }),
  );
  const { token } = login;
  const shopId = login.user.shopId;
  const today = todayIn(login.shopInfo.timeZone, new Date());
  const board = dataOf<{ technicians: { shopAccountId: number }[] }>(
    'appoint/queryPointList',
    await postJson(
      `${appBases[0]}/api/app/appoint/queryPointList`,
      { appointDay: addDays(today, APP_DAYS_AHEAD) },
      token,
    ),
  );
  const technicians: { id: number; productId: number; duration: number }[] = [];
  for (const { shopAccountId } of board.technicians) {
    const list = dataOf<{ id: number; duration: number }[]>(
      'product/queryProductListByAccount',
      await postJson(`${appBases[0]}/api/app/product/queryProductListByAccount`, { accountId: shopAccountId }, token),
    );
    // 30 minutes or more, so the quarter-hour starts overlap partly.
    const project = list.find((p) => p.duration >= 30 && p.duration <= 90);
    if (project) technicians.push({ id: shopAccountId, productId: project.id, duration: project.duration });
  }
  if (technicians.length === 0) throw new Error('no technician of the demo shop has a project of 30 to 90 minutes');

  const app: { ms: number; key: string }[] = [];
  for (let r = 0; r < rounds; r++) {
    const technician = technicians[r % technicians.length];
    const appointDay = addDays(today, APP_DAYS_AHEAD + r);
    const send = Array.from(
      { length: RACE_REQUESTS },
      (_, i) => () =>
        postJson(
          `${appBases[i % 2]}/api/app/appoint/create`,
          {
            appointDay,
            startTime: STARTS[i % STARTS.length],
            allowOverlap: i % 4 === 3,
            // The race is about the lanes, not the technician's hours on that weekday.
            confirmOutsideHours: true,
            nonce: randomUUID(),
            people: [
              { customName: '', customPhone: '', productIds: [technician.productId], shopAccountId: technician.id },
            ],
          },
          token,
        ),
    );
    app.push(...(await round(send)));
  }

  const raw: { ms: number; key: string }[] = [];
  for (let r = 0; r < rounds; r++) {
    const technician = technicians[r % technicians.length];
    const day = addDays(today, RAW_DAYS_AHEAD + r);
    const send = Array.from({ length: RACE_REQUESTS }, (_, i) => () => {
      const [hours, minutes] = STARTS[i % STARTS.length].split(':').map(Number);
      const body: TRawPlacement = {
        shopId,
        accountId: technician.id,
        day,
        startMin: hours * 60 + minutes,
        durationMin: technician.duration,
        allowOverlap: i % 4 === 3,
      };
      return postJson(`${rawBases[i % 2]}/place`, body);
    });
    raw.push(...(await round(send)));
  }

  const database = openPostgres(databaseUrl);
  try {
    const [{ n }] = await database.raw.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM appointments a JOIN appointments b
          ON a.shop_id = b.shop_id AND a.account_id = b.account_id AND a.day = b.day AND a.lane = b.lane AND a.id < b.id
         AND int4range(a.start_min, a.start_min + a.duration_min) && int4range(b.start_min, b.start_min + b.duration_min)
       WHERE a.shop_id = $1 AND a.del_flag = 0 AND a.lost_flag = 0 AND b.del_flag = 0 AND b.lost_flag = 0`,
      [shopId],
    );
    return { rounds, app: figureOf(app), raw: figureOf(raw), overlapsInALane: n };
  } finally {
    await database.close();
  }
}

export function printRace(race: TRace) {
  const answers = (f: TRaceFigure) =>
    Object.entries(f.answers)
      .map(([key, n]) => `${key} ${n}`)
      .join(', ');
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `  same-slot race: ${race.rounds} rounds of ${RACE_REQUESTS} appoint/create at once on one technician's day, starts ` +
      `${STARTS.join('/')}, one in four allowOverlap, over two instances; each answer timed from its round's start:`,
  );
  console.log(
    `  ${'ceiling c7: raw place (lock the day, read lanes, insert)'.padEnd(52)}${ms(race.raw.p99)} ms p99 ${ms(race.raw.max)} ms max   (${answers(race.raw)})`,
  );
  console.log(
    `  ${'appoint/create through the app'.padEnd(52)}${ms(race.app.p99)} ms p99 ${ms(race.app.max)} ms max   (${answers(race.app)})`,
  );
  console.log(
    `      p99 goal <= ${RACE_P99_GOAL_MS} ms: ${race.app.p99 <= RACE_P99_GOAL_MS ? 'met' : 'MISSED'} ` +
      `(${(race.app.p99 / RACE_P99_GOAL_MS).toFixed(2)} of it);  p99 against c7 ${(race.app.p99 / race.raw.p99).toFixed(1)}x;  ` +
      `appointments overlapping in one lane: ${race.overlapsInALane}`,
  );
}
