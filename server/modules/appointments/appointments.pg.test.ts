import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { toMinutes } from '../../../contract/time-slots';
import { buildStaff } from '../../test/factories';
import { openSecondInstance, type TCallResult, useTestApp } from '../../test/fixture';
import { recordSentQueries } from '../../test/sent-queries';
import { dataOf } from '../staff/staff.test-kit';
import { appointmentRows, bookOne, buildBoard, DAY, person, shopLogRows } from './appointments.test-kit';

/**
 * Races on one technician's slot that only mean something on PostgreSQL, where requests really run side by side on a
 * pool of connections (PGlite runs them one after the other); skipped without DATABASE_URL. The exclusion constraint
 * settles what the service's overlap check cannot see: concurrent transactions.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe.runIf(isPostgres)('a booking on PostgreSQL', () => {
  it('takes five round trips on its connection once its statements are prepared there', async () => {
    const b = await buildBoard(t);
    const { sent, restore } = recordSentQueries(t.deps.db);
    try {
      for (let round = 0; round < 3; round++) {
        sent.length = 0;
        const body = {
          appointDay: DAY,
          startTime: `1${round}:00`,
          people: [person(b, { customName: `Cliente ${round}`, customPhone: `347 000 000${round}` })],
        };
        const res = await t.call('appoint/create', body, { token: b.token, nonce: randomUUID() });
        expect(res.body).toMatchObject({ code: 0 });
      }
      // The shop with its settings goes with the BEGIN and the claim; then the person (technician, projects and
      // customer), the work day, the early refusal with the lock, the placement; the stored answer with the COMMIT.
      // (The session's lookup, before, may have run on the same connection.)
      expect(sent.filter((query) => query !== 'extended session_by_token')).toEqual([
        'BEGIN; EXECUTE nonce_claim(); EXECUTE sms_shop_with_settings()',
        'extended appoint_booking_person',
        'extended work_day_with_shop',
        'extended appoint_refuse_or_lock',
        'extended appoint_place',
        'EXECUTE nonce_store(); COMMIT',
      ]);
    } finally {
      restore();
    }
  });
});

describe.runIf(isPostgres)('appointments under concurrency', () => {
  it('lets exactly one of 50 parallel bookings of one technician and slot through, the others get SLOT_TAKEN', async () => {
    const b = await buildBoard(t);
    const results = await parallel(50, (i) =>
      t.call(
        'appoint/create',
        { appointDay: DAY, startTime: '10:00', people: [person(b, { customName: `Racer ${i}` })] },
        { token: b.token, nonce: `race-${i}` },
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('SLOT_TAKEN');
    expect(await appointmentRows(t, b.shopId)).toHaveLength(1);
  });

  it('lets one of two drags from the same version through, the other gets 409', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const results = await parallel(2, (i) =>
      t.call(
        'appoint/editDragByH5',
        {
          id: a.id,
          version: a.version,
          shopAccountId: b.technician.id,
          appointDay: DAY,
          startTime: i === 0 ? '12:00' : '15:00',
        },
        { token: b.token, nonce: `drag-${i}` },
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    const loser = results.find((r) => r.body.code !== 0)!;
    expect(loser.body.errorKey).toBe('CONFLICT');
    const winner = dataOf<TAppointment>(results.find((r) => r.body.code === 0)!.body);
    const [row] = await appointmentRows(t, b.shopId);
    expect(row).toMatchObject({ version: 2, startMin: winner.startTime === '12:00' ? 720 : 900 });
  });
});

/**
 * Races that mix start times, over two app instances on one database (each its own pool, as behind a load balancer):
 * creates starting at 09:45, 10:00, 10:15 and 10:30 on one technician, some allowing the overlap, raced against drags
 * into the same hour (one of them from another technician, while one of ours is dragged the other way) and bookings
 * of two people on both technicians in both orders. Several rounds, each on a fresh shop.
 */
describe.runIf(isPostgres)(
  'appointments under concurrency over two instances, with start times that overlap partly',
  () => {
    let second: Awaited<ReturnType<typeof openSecondInstance>> | undefined;
    let appB: FastifyInstance;

    beforeAll(async () => {
      second = await openSecondInstance(t);
      appB = second.app;
    });

    afterAll(async () => {
      await second?.close();
    });

    /** A call through instance A (even i) or B (odd i), with its own nonce. */
    async function callVia(i: number, path: string, body: Record<string, unknown>, token: string) {
      const res = await (i % 2 === 0 ? t.app : appB).inject({
        method: 'POST',
        url: `/api/app/${path}`,
        headers: { 'content-type': 'application/json', language: 'en', token },
        payload: JSON.stringify({ timestamp: t.clock.now().getTime(), nonce: `race-${randomUUID()}`, ...body }),
      });
      return res.json() as TCallResult['body'];
    }

    const ROUNDS = 4;
    const STARTS = ['09:45', '10:00', '10:15', '10:30'];

    it(`places every request of ${ROUNDS} rounds of 50 without a double booking, a generic conflict or a busy lane`, async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const b = await buildBoard(t);
        const other = await buildStaff(t, { shopId: b.shopId });
        const movers = [];
        for (const startTime of ['13:00', '14:00', '15:00', '16:00', '17:00'])
          movers.push(await bookOne(t, b, { startTime }));
        const incoming = await bookOne(t, b, { startTime: '09:45', people: [person(b, { shopAccountId: other.id })] });

        type TRequest = { allowOverlap: boolean; send: (i: number) => Promise<TCallResult['body']> };
        const requests: TRequest[] = [];
        for (let i = 0; i < 40; i++) {
          const allowOverlap = i % 4 === 3;
          const body = { appointDay: DAY, startTime: STARTS[i % STARTS.length], allowOverlap, people: [person(b)] };
          requests.push({ allowOverlap, send: (via) => callVia(via, 'appoint/create', body, b.token) });
        }
        const drag = (a: TAppointment, shopAccountId: number, startTime: string, allowOverlap: boolean): TRequest => ({
          allowOverlap,
          send: (via) =>
            callVia(
              via,
              'appoint/editDragByH5',
              { id: a.id, version: a.version, shopAccountId, appointDay: DAY, startTime, allowOverlap },
              b.token,
            ),
        });
        requests.push(
          drag(movers[0], b.technician.id, '09:45', false),
          drag(movers[1], b.technician.id, '10:00', true),
          drag(movers[2], b.technician.id, '10:15', false),
          drag(movers[3], b.technician.id, '10:30', true),
          // Two moves between the technicians in opposite directions: each locks both technicians' days.
          drag(movers[4], other.id, '10:00', false),
          drag(incoming, b.technician.id, '10:00', true),
        );
        for (const order of [
          [b.technician.id, other.id],
          [other.id, b.technician.id],
          [b.technician.id, other.id],
          [other.id, b.technician.id],
        ]) {
          const people = order.map((shopAccountId) => person(b, { shopAccountId }));
          const body = { appointDay: DAY, startTime: '10:00', allowOverlap: true, people };
          requests.push({ allowOverlap: true, send: (via) => callVia(via, 'appoint/create', body, b.token) });
        }
        expect(requests).toHaveLength(50);

        const answers = await Promise.all(requests.map((r, i) => r.send(i)));
        for (const [i, answer] of answers.entries()) {
          const label = `round ${round}, request ${i}: ${answer.errorKey ?? answer.code}`;
          if (requests[i].allowOverlap) expect(answer.code, label).toBe(0);
          else expect([0, 'SLOT_TAKEN'], label).toContain(answer.code === 0 ? 0 : answer.errorKey);
        }
        // Every booking answered success is stored, and none refused: the six placed before the race stay.
        const booked = answers.flatMap((a) =>
          a.code === 0 && a.data && 'list' in (a.data as object) ? (a.data as { list: TAppointment[] }).list : [],
        );
        const rows = await appointmentRows(t, b.shopId);
        expect(rows).toHaveLength(movers.length + 1 + booked.length);
        expectNoOverlapInALane(rows);
        expectEachPlacedInTheLowestFreeLane(await shopLogRows(t, b.shopId));
      }
    });
  },
);

type TPlacedRow = { id: number; accountId: number; day: string; startMin: number; durationMin: number; lane: number };

const overlaps = (a: Omit<TPlacedRow, 'id'>, b: Omit<TPlacedRow, 'id'>) =>
  a.accountId === b.accountId &&
  a.day === b.day &&
  a.startMin < b.startMin + b.durationMin &&
  b.startMin < a.startMin + a.durationMin;

/** No two active appointments of a technician overlap in one lane: the ARCHITECTURE §3 invariant, read back. */
function expectNoOverlapInALane(rows: (TPlacedRow & { delFlag: number; lostFlag: number })[]) {
  const active = rows.filter((r) => r.delFlag === 0 && r.lostFlag === 0);
  const clashes = active.flatMap((a) => active.filter((b) => a.id < b.id && a.lane === b.lane && overlaps(a, b)));
  expect(clashes).toEqual([]);
}

/**
 * Replays the shop's appointment log in its order, which is the order the writes of one technician's day were
 * serialised in: each placement took the lowest lane that no active appointment overlapping it held at that moment
 * (lane 0 when nothing overlapped).
 */
function expectEachPlacedInTheLowestFreeLane(logs: { appointmentId: number; operType: string; after: unknown }[]) {
  const state = new Map<number, Omit<TPlacedRow, 'id'>>();
  for (const log of logs) {
    const after = log.after as {
      shopAccountId: number;
      appointDay: string;
      startTime: string;
      duration: number;
      lane: number;
    };
    const placed = {
      accountId: after.shopAccountId,
      day: after.appointDay,
      startMin: toMinutes(after.startTime),
      durationMin: after.duration,
      lane: after.lane,
    };
    const used = new Set(
      [...state].filter(([id, o]) => id !== log.appointmentId && overlaps(o, placed)).map(([, o]) => o.lane),
    );
    let lowest = 0;
    while (used.has(lowest)) lowest++;
    expect({ log: log.operType, id: log.appointmentId, lane: placed.lane }).toEqual({
      log: log.operType,
      id: log.appointmentId,
      lane: lowest,
    });
    state.set(log.appointmentId, placed);
  }
}
