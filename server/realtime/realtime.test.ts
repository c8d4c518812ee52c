import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../contract/appointments';
import type { TLiveEvent } from '../../contract/live-events';
import { buildApp } from '../app';
import { bookOne, buildBoard, DAY, person, type TBoard } from '../modules/appointments/appointments.test-kit';
import { dataOf } from '../modules/staff/staff.test-kit';
import { buildSession, buildStaff } from '../test/factories';
import { useTestApp } from '../test/fixture';
import { openLiveStream, type TLiveStream } from './realtime.client';

/**
 * The live stream over HTTP on a real listening server (a stream never ends, so `inject` cannot read it). The writes
 * go through the fixture's app; the streams are opened on a second app instance over the same database, with a short
 * heartbeat, so the event also crosses from one instance to another.
 */
const t = useTestApp();
const HEARTBEAT_MS = 100;
let live: FastifyInstance;
let baseUrl: string;
const streams: TLiveStream[] = [];

beforeAll(async () => {
  live = await buildApp(t.deps, { logger: false, live: { heartbeatMs: HEARTBEAT_MS } });
  await live.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await live?.close();
});

async function open(token: string) {
  const stream = await openLiveStream(baseUrl, token);
  streams.push(stream);
  return stream;
}

const isAppointment = (id: number) => (event: TLiveEvent) => event.type === 'appointment' && event.id === id;
const appointmentIds = (stream: TLiveStream) =>
  stream.received.flatMap(({ event }) => (event.type === 'appointment' ? [event.id] : []));

async function ok<T>(path: string, body: Record<string, unknown>, token: string) {
  const { body: envelope } = await t.call(path, body, { token });
  expect(envelope).toMatchObject({ code: 0 });
  return dataOf<T>(envelope);
}

describe('GET /api/app/events', () => {
  it('answers the 401 envelope without a token, with a bad token and with a revoked one, like every call', async () => {
    const b = await buildBoard(t);
    await t.call('h5/logout', {}, { token: b.token });
    const cases: Record<string, string>[] = [{}, { token: 'not-a-session' }, { token: b.token }];
    for (const headers of cases) {
      const res = await rawGet('/api/app/events', { language: 'en', ...headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(await readAll(res))).toMatchObject({
        code: 401,
        errorKey: 'SESSION_EXPIRED',
        msg: expect.any(String),
      });
    }
  });

  it('streams text/event-stream with a retry hint, event ids, the ready event and heartbeats, behind helmet', async () => {
    const b = await buildBoard(t);
    const res = await rawGet('/api/app/events', { token: b.token });
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    res.setEncoding('utf8');
    let text = '';
    for await (const chunk of res) {
      text += chunk;
      if (text.includes(': ping')) break;
    }
    res.destroy();
    expect(text).toMatch(/^retry: 3000\n\n/);
    expect(text).toMatch(/id: \d+\nevent: ready\ndata: \{"type":"ready"\}\n\n/);
  });

  it("carries a booking made by one session to another session's stream of the same shop, ids only", async () => {
    const b = await buildBoard(t);
    const otherSession = await buildSession(t, { id: b.owner.id, shopId: b.shopId });
    const stream = await open(otherSession);
    const a = await bookOne(t, b);
    const { event } = await stream.next(isAppointment(a.id));
    expect(event).toEqual({ type: 'appointment', shopId: b.shopId, id: a.id, appointDay: DAY, operType: 'H5_ADD' });
  });

  it("never gives a shop another shop's events", async () => {
    const first = await buildBoard(t);
    const second = await buildBoard(t);
    const firstStream = await open(first.token);
    const secondStream = await open(second.token);
    const inFirst = await bookOne(t, first);
    await firstStream.next(isAppointment(inFirst.id));
    const inSecond = await bookOne(t, second);
    await secondStream.next(isAppointment(inSecond.id));
    expect(appointmentIds(secondStream)).toEqual([inSecond.id]);
    expect(appointmentIds(firstStream)).toEqual([inFirst.id]);
  });

  it('publishes every change: edit, drag to another day, duration, technician, arrival, missed and delete', async () => {
    const b = await buildBoard(t);
    const stream = await open(b.token);
    const a = await bookOne(t, b);
    const b2 = await bookOne(t, b, { startTime: '16:00' });
    const other = await buildStaff(t, { shopId: b.shopId });
    const edited = await ok<TAppointment>(
      'appoint/edit',
      {
        id: a.id,
        version: a.version,
        customName: 'Anna',
        customPhone: '',
        productIds: a.productIds,
        remark: 'edited',
        shopAccountId: b.technician.id,
        appointDay: DAY,
        startTime: '11:00',
      },
      b.token,
    );
    const dragged = await ok<TAppointment>(
      'appoint/editDragByH5',
      {
        id: a.id,
        version: edited.version,
        shopAccountId: b.technician.id,
        appointDay: '2026-11-25',
        startTime: '12:00',
      },
      b.token,
    );
    const longer = await ok<TAppointment>(
      'appoint/changeDuration',
      { id: a.id, version: dragged.version, duration: 60 },
      b.token,
    );
    await ok(
      'appoint/changeDuty',
      { id: a.id, version: longer.version, shopAccountId: other.id, reason: 'Ill' },
      b.token,
    );
    await ok('appoint/arrive', { id: b2.id, arrivedFlag: 1 }, b.token);
    await ok('appoint/lostPromise', { id: a.id, version: longer.version + 1 }, b.token);
    await ok('appoint/delete', { id: b2.id, reason: 'Called' }, b.token);
    const expected = [
      { id: a.id, operType: 'H5_ADD', appointDay: DAY },
      { id: b2.id, operType: 'H5_ADD', appointDay: DAY },
      { id: a.id, operType: 'H5_EDIT', appointDay: DAY },
      { id: a.id, operType: 'H5_DRAG', appointDay: '2026-11-25', fromDay: DAY },
      { id: a.id, operType: 'H5_PULL_DURATION', appointDay: '2026-11-25' },
      { id: a.id, operType: 'H5_CHANGE_DUTY', appointDay: '2026-11-25' },
      { id: b2.id, operType: 'H5_ARRIVE', appointDay: DAY },
      { id: a.id, operType: 'H5_LOST', appointDay: '2026-11-25' },
      { id: b2.id, operType: 'H5_DELETE', appointDay: DAY },
    ];
    const got = [];
    for (let i = 0; i < expected.length; i++) {
      got.push((await stream.next((event) => event.type === 'appointment')).event);
    }
    expect(got).toEqual(expected.map((e) => ({ type: 'appointment', shopId: b.shopId, ...e })));
  });

  it('sends nothing for a booking that rolled back', async () => {
    const b: TBoard = await buildBoard(t);
    const stream = await open(b.token);
    // The first person is placed (and published inside the transaction) before the second fails: all or nothing.
    const failed = await t.call(
      'appoint/create',
      { appointDay: DAY, startTime: '10:00', people: [person(b), person(b, { shopAccountId: 99_999_999 })] },
      { token: b.token },
    );
    expect(failed.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'people.1.shopAccountId' });
    const after = await bookOne(t, b, { startTime: '15:00' });
    await stream.next(isAppointment(after.id));
    expect(appointmentIds(stream)).toEqual([after.id]);
  });

  it('ends the stream at the next heartbeat once the session is revoked', async () => {
    const b = await buildBoard(t);
    const stream = await open(b.token);
    await t.call('h5/logout', {}, { token: b.token });
    await expect(withTimeout(stream.ended, HEARTBEAT_MS * 20)).resolves.toBe('ended');
  });

  it('ends the stream at the next heartbeat once the session idled out, and the heartbeat does not keep it alive', async () => {
    const b = await buildBoard(t);
    const stream = await open(b.token);
    const start = t.clock.now();
    try {
      // Heartbeats for most of the idle time do not count as activity...
      t.clock.advance(t.deps.config.sessionIdleMs - 60_000);
      await sleep(HEARTBEAT_MS * 3);
      expect(await Promise.race([stream.ended.then(() => 'ended'), sleep(1).then(() => 'open')])).toBe('open');
      // ...so the session idles out at its first deadline.
      t.clock.advance(120_000);
      await expect(withTimeout(stream.ended, HEARTBEAT_MS * 20)).resolves.toBe('ended');
    } finally {
      t.clock.set(start);
    }
  });

  it('ends open streams when the app closes, so a shutdown does not wait for them', async () => {
    const b = await buildBoard(t);
    const other = await buildApp(t.deps, { logger: false });
    await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openLiveStream(`http://127.0.0.1:${(other.server.address() as AddressInfo).port}`, b.token);
    await expect(withTimeout(other.close(), 5_000)).resolves.toBe('ended');
    await expect(withTimeout(stream.ended, 5_000)).resolves.toBe('ended');
  });
});

/** A GET on a connection of its own, so destroying the response closes its socket. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    get(`${baseUrl}${path}`, { agent: false, headers }, resolve).on('error', reject);
  });
}

async function readAll(res: IncomingMessage) {
  let text = '';
  for await (const chunk of res) text += chunk;
  return text;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function withTimeout(promise: Promise<unknown>, ms: number) {
  return Promise.race([promise.then(() => 'ended'), sleep(ms).then(() => 'timed out')]);
}
