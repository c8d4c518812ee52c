import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { isNotModified, type TDayBoardWire } from '../../../contract/appointments-board';
import { toHhmm } from '../../../contract/time-slots';
import { buildStaff } from '../../test/factories';
import { openSecondInstance, type TCallResult, useTestApp } from '../../test/fixture';
import { bookOne, buildBoard, DAY, person, type TBoard } from './appointments.test-kit';
import { boardCacheOf } from './board.cache';
import { columnOf, fullBoard, readBoard } from './board.test-kit';

/**
 * ADR 022 over two app instances on one PostgreSQL database (each its own pool and its own kept boards, as behind a
 * load balancer): a write acknowledged by instance B is on the board instance A answers next, whether A kept that
 * board or the client holds its version, without waiting for B's live event. Skipped without DATABASE_URL.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(isPostgres)('the board kept by one instance, after a write through another', () => {
  let second: Awaited<ReturnType<typeof openSecondInstance>> | undefined;
  let appB: FastifyInstance;

  beforeAll(async () => {
    second = await openSecondInstance(t);
    appB = second.app;
  });

  afterAll(async () => {
    await second?.close();
  });

  /** A call through instance B; answers the envelope body once B has acknowledged it. */
  async function callB(path: string, body: Record<string, unknown>, token: string) {
    const res = await appB.inject({
      method: 'POST',
      url: `/api/app/${path}`,
      headers: { 'content-type': 'application/json', language: 'en', token },
      payload: JSON.stringify({ timestamp: t.clock.now().getTime(), nonce: `b-${randomUUID()}`, ...body }),
    });
    const answer = res.json() as TCallResult['body'];
    expect(answer, `${path}: ${JSON.stringify(answer)}`).toMatchObject({ code: 0 });
    return answer.data;
  }

  /**
   * Reads the board through A twice, so A has built and kept it, then runs the write through B and reads through A
   * at once: with the version held ('not modified' would be stale) and without (the kept body would be stale).
   */
  async function afterWriteThroughB(b: TBoard, write: () => Promise<unknown>) {
    const held = await fullBoard(t, b.token);
    expect(await fullBoard(t, b.token)).toEqual(held);
    expect(boardCacheOf(t.deps.db).get(b.shopId, DAY, held.boardVersion)).toBeDefined();
    await write();
    const withVersion = await readBoard(t, b.token, DAY, held.boardVersion);
    if (isNotModified(withVersion)) throw new Error("instance A answered 'not modified' after B's write");
    expect(withVersion.boardVersion).not.toBe(held.boardVersion);
    const without = await fullBoard(t, b.token);
    expect(without).toEqual(withVersion);
    return without;
  }

  it('shows a booking made through B', async () => {
    const b = await buildBoard(t);
    let booked: TAppointment | undefined;
    const board = await afterWriteThroughB(b, async () => {
      const body = { appointDay: DAY, startTime: '11:00', people: [person(b)] };
      booked = ((await callB('appoint/create', body, b.token)) as { list: TAppointment[] }).list[0];
    });
    expect(board.list.map((a) => a.id)).toEqual([booked?.id]);
  });

  it('shows a move made through B', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const move = { id: a.id, version: a.version, shopAccountId: b.technician.id, appointDay: DAY, startTime: '16:00' };
    const board = await afterWriteThroughB(b, () => callB('appoint/editDragByH5', move, b.token));
    expect(board.list.map((x) => x.startTime)).toEqual(['16:00']);
  });

  it("shows a technician's hours changed through B", async () => {
    const b = await buildBoard(t);
    const tuesday = { week: 2, morningStart: '12:00', morningEnd: '14:00', afternoonStart: '', afternoonEnd: '' };
    const board = await afterWriteThroughB(b, () =>
      callB('accountWork/update', { accountId: b.technician.id, list: [tuesday] }, b.token),
    );
    expect(columnOf(board, b.technician.id)?.periods).toContainEqual({
      start: '14:00',
      end: '24:00',
      reason: 'offHours',
    });
  });

  it('shows a resignation made through B', async () => {
    const b = await buildBoard(t);
    const board = await afterWriteThroughB(b, () => callB('account/depart', { id: b.technician.id }, b.token));
    expect(columnOf(board, b.technician.id)).toBeUndefined();
  });

  it('never answers a board older than the writes B acknowledged before the read began, under racing reads', async () => {
    const b = await buildBoard(t);
    const other = await buildStaff(t, { shopId: b.shopId });
    // 20 bookings over two technicians, 45 minutes each from 08:00, sent one after the other through B.
    const bookings = Array.from({ length: 20 }, (_, i) => ({
      appointDay: DAY,
      startTime: toHhmm(8 * 60 + Math.floor(i / 2) * 45),
      people: [person(b, { shopAccountId: i % 2 === 0 ? b.technician.id : other.id })],
    }));
    let acknowledged = 0;
    let writing = true;
    const writer = (async () => {
      try {
        for (const body of bookings) {
          await callB('appoint/create', body, b.token);
          acknowledged += 1;
        }
      } finally {
        writing = false;
      }
    })();
    /** A board screen on instance A: refetches with the version it holds, as the web does. */
    const reader = async () => {
      let held: TDayBoardWire | undefined;
      let reads = 0;
      while (writing) {
        const before = acknowledged;
        const answer = await readBoard(t, b.token, DAY, held?.boardVersion);
        if (!isNotModified(answer)) held = answer;
        expect(held?.list.length ?? 0).toBeGreaterThanOrEqual(before);
        reads += 1;
      }
      return reads;
    };
    const reads = await Promise.all([reader(), reader(), reader()]);
    await writer;
    expect(reads.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(20);
    const last = await fullBoard(t, b.token);
    expect(last.list).toHaveLength(20);
  });
});
