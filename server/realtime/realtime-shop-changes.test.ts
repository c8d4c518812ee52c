import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TLiveEvent } from '../../contract/live-events';
import { buildApp } from '../app';
import { book, buildBoard, type TBoard } from '../modules/appointments/appointments.test-kit';
import { inTransaction, sessionCtx } from '../modules/prepay/prepay.test-kit';
import { updateStaffWeek } from '../modules/work-time/work-time.service';
import { useTestApp } from '../test/fixture';
import { openLiveStream, type TLiveStream } from './realtime.client';

/**
 * ADR 022: the database's triggers publish a change of the staff, the work time or the board's settings as a live
 * event of its kind, in the write's transaction, so it reaches open streams once the write commits and never when it
 * rolls back. The streams are opened on a second app instance over the same database, as in realtime.test.ts.
 */
const t = useTestApp();
let live: FastifyInstance;
let baseUrl: string;
const streams: TLiveStream[] = [];
/** Per stream, how many events came before its settling marker (see `open`). */
const settledAt = new Map<TLiveStream, number>();

beforeAll(async () => {
  live = await buildApp(t.deps, { logger: false, live: { heartbeatMs: 100 } });
  await live.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await live?.close();
});

/**
 * Opens a stream on the board's shop and lets it settle: the shop's own setup (its owner and technician) committed
 * just before, and PostgreSQL delivers NOTIFY asynchronously, so those staff events may still be arriving. An
 * appointment is booked as a marker: events arrive in commit order, so once it is here nothing of the setup is left,
 * and the test counts only what follows it.
 */
async function open(b: TBoard) {
  const stream = await openLiveStream(baseUrl, b.token);
  streams.push(stream);
  expect(await book(t, b)).toMatchObject({ code: 0 });
  await stream.next((event) => event.type === 'appointment');
  settledAt.set(stream, stream.received.findLastIndex(({ event }) => event.type === 'appointment') + 1);
  return stream;
}

async function ok(path: string, body: Record<string, unknown>, b: TBoard) {
  const res = await t.call(path, body, { token: b.token });
  expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ code: 0 });
  return res.body.data as Record<string, unknown>;
}

const ofType = (type: TLiveEvent['type']) => (event: TLiveEvent) => event.type === type;
const typesOf = (stream: TLiveStream) =>
  stream.received
    .slice(settledAt.get(stream) ?? 0)
    .map(({ event }) => event.type)
    .filter((type) => type !== 'ready' && type !== 'resync');

/** DAY's weekday (Tuesday) from 12:00 to 14:00, as the work time screen sends it. */
const tuesday = (morningEnd = '14:00') => ({
  week: 2,
  morningStart: '12:00',
  morningEnd,
  afternoonStart: '',
  afternoonEnd: '',
});

describe('live events of shop-wide changes', () => {
  it("a technician's hours arrive as workTime, a new staff member as staff, showing phones as settings", async () => {
    const b = await buildBoard(t);
    const stream = await open(b);
    await ok('accountWork/update', { accountId: b.technician.id, list: [tuesday()] }, b);
    expect((await stream.next(ofType('workTime'))).event).toEqual({ type: 'workTime', shopId: b.shopId });
    await ok('account/createMem', { name: 'Nina', accountType: 0 }, b);
    expect((await stream.next(ofType('staff'))).event).toEqual({ type: 'staff', shopId: b.shopId });
    await ok('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, b);
    expect((await stream.next(ofType('settings'))).event).toEqual({ type: 'settings', shopId: b.shopId });
    expect(typesOf(stream)).toEqual(['workTime', 'staff', 'settings']);
  });

  it("also for the shop's holidays, a technician's leave, going off duty and the time zone", async () => {
    const b = await buildBoard(t);
    const stream = await open(b);
    const holiday = { startTime: '2026-11-24 12:00', endTime: '2026-11-24 15:00', remark: '' };
    await ok('shopWorkHoliday/addOrUpdate', holiday, b);
    await stream.next(ofType('workTime'));
    const leave = {
      accountId: b.technician.id,
      kind: 'leave',
      startTime: '2026-11-25 09:00',
      endTime: '2026-11-25 10:00',
    };
    await ok('accountWorkHoliday/addOrUpdate', leave, b);
    await stream.next(ofType('workTime'));
    await ok('account/updateWorkFlag', { id: b.technician.id, workFlag: 1 }, b);
    await stream.next(ofType('staff'));
    const shop = await ok('shop/query', {}, b);
    await ok('shop/update', { ...shop, timeZone: 'Europe/Lisbon' }, b);
    await stream.next(ofType('settings'));
    expect(typesOf(stream)).toEqual(['workTime', 'workTime', 'staff', 'settings']);
  });

  it('sends one event for a write of several rows, and none to another shop', async () => {
    const b = await buildBoard(t);
    const other = await buildBoard(t);
    const stream = await open(b);
    const otherStream = await open(other);
    const week = [tuesday(), { ...tuesday(), week: 3 }, { ...tuesday(), week: 4 }];
    await ok('accountWork/update', { accountId: b.technician.id, list: week }, b);
    await stream.next(ofType('workTime'));
    // A later change as a marker: events arrive in commit order, so anything else of the first write came before it.
    await ok('account/createMem', { name: 'Marker', accountType: 0 }, b);
    await stream.next(ofType('staff'));
    expect(typesOf(stream)).toEqual(['workTime', 'staff']);
    await ok('account/createMem', { name: 'Elsewhere', accountType: 0 }, other);
    await otherStream.next(ofType('staff'));
    expect(typesOf(otherStream)).toEqual(['staff']);
  });

  it('sends nothing for a change of hours that rolled back', async () => {
    const b = await buildBoard(t);
    const stream = await open(b);
    const ctx = await sessionCtx(t, b.token);
    // The service's write runs (its trigger publishes inside the transaction), then the transaction fails.
    await expect(
      inTransaction(ctx, async (tx) => {
        await updateStaffWeek(tx, b.technician.id, [tuesday('13:00')]);
        throw new Error('rolled back after the write');
      }),
    ).rejects.toThrow('rolled back after the write');
    await ok('account/createMem', { name: 'Marker', accountType: 0 }, b);
    await stream.next(ofType('staff'));
    expect(typesOf(stream)).toEqual(['staff']);
  });
});
