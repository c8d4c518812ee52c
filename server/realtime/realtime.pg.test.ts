import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../contract/appointments';
import type { TLiveEvent } from '../../contract/live-events';
import { bookOne, buildBoard, DAY, person } from '../modules/appointments/appointments.test-kit';
import { openSecondInstance, useTestApp } from '../test/fixture';
import { openLiveStream, type TLiveStream } from './realtime.client';
import { LIVE_APPLICATION_NAME } from './realtime.listener';
import { notifyLive } from './realtime.repo';

/**
 * Two app instances on one PostgreSQL database, each with its own pool and its own LISTEN connection, as behind a
 * load balancer: a change made through one reaches the streams open on the other, only when its transaction commits.
 * Skipped without DATABASE_URL (PGlite is one process; realtime.test.ts covers it).
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

let second: Awaited<ReturnType<typeof openSecondInstance>> | undefined;
let appB: FastifyInstance;
let urlA: string;
let urlB: string;
const streams: TLiveStream[] = [];

const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const isAppointment = (id: number) => (event: TLiveEvent) => event.type === 'appointment' && event.id === id;
const appointmentIds = (stream: TLiveStream) =>
  stream.received.flatMap(({ event }) => (event.type === 'appointment' ? [event.id] : []));

async function open(url: string, token: string) {
  const stream = await openLiveStream(url, token);
  streams.push(stream);
  return stream;
}

/** POSTs a call to instance B over HTTP, as a browser behind the load balancer would. */
async function callB(path: string, body: Record<string, unknown>, token: string) {
  const res = await fetch(`${urlB}/api/app/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token, language: 'en' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: unknown };
}

describe.runIf(isPostgres)('live events across two instances on one PostgreSQL database', () => {
  beforeAll(async () => {
    second = await openSecondInstance(t);
    appB = second.app;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    urlA = urlOf(t.app);
    urlB = urlOf(appB);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await second?.close();
  });

  it('carries a booking made through instance A to a stream on instance B, and one made through B to A', async () => {
    const b = await buildBoard(t);
    const onB = await open(urlB, b.token);
    const onA = await open(urlA, b.token);
    const viaA = await bookOne(t, b);
    expect((await onB.next(isAppointment(viaA.id))).event).toEqual({
      type: 'appointment',
      shopId: b.shopId,
      id: viaA.id,
      appointDay: DAY,
      operType: 'H5_ADD',
    });
    const viaB = await callB('appoint/create', { appointDay: DAY, startTime: '15:00', people: [person(b)] }, b.token);
    expect(viaB.code).toBe(0);
    const created = (viaB.data as { list: TAppointment[] }).list[0];
    await onA.next(isAppointment(viaA.id));
    expect((await onA.next(isAppointment(created.id))).event).toMatchObject({ operType: 'H5_ADD', id: created.id });
    await onB.next(isAppointment(created.id));
  });

  it("keeps each shop's events to its own streams across instances", async () => {
    const first = await buildBoard(t);
    const other = await buildBoard(t);
    const otherOnB = await open(urlB, other.token);
    const firstOnB = await open(urlB, first.token);
    const inFirst = await bookOne(t, first);
    await firstOnB.next(isAppointment(inFirst.id));
    const inOther = await bookOne(t, other);
    await otherOnB.next(isAppointment(inOther.id));
    expect(appointmentIds(otherOnB)).toEqual([inOther.id]);
  });

  it('sends nothing for a write that rolled back, on either instance', async () => {
    const b = await buildBoard(t);
    const onA = await open(urlA, b.token);
    const onB = await open(urlB, b.token);
    const failed = await t.call(
      'appoint/create',
      { appointDay: DAY, startTime: '10:00', people: [person(b), person(b, { shopAccountId: 99_999_999 })] },
      { token: b.token },
    );
    expect(failed.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'people.1.shopAccountId' });
    // A notification queued in a transaction that then fails is dropped with it.
    const bogus = { type: 'appointment', shopId: b.shopId, id: 1, appointDay: DAY, operType: 'H5_ADD' };
    await expect(
      t.deps.db.transaction(async (tx) => {
        await notifyLive(tx, JSON.stringify(bogus));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const after = await bookOne(t, b, { startTime: '16:00' });
    await onA.next(isAppointment(after.id));
    await onB.next(isAppointment(after.id));
    expect(appointmentIds(onA)).toEqual([after.id]);
    expect(appointmentIds(onB)).toEqual([after.id]);
  });

  it('re-opens a dropped LISTEN connection, tells the streams to catch up and delivers again', async () => {
    const b = await buildBoard(t);
    const onB = await open(urlB, b.token);
    const killed = await t.database.raw.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1',
      [LIVE_APPLICATION_NAME],
    );
    expect(killed.length).toBeGreaterThanOrEqual(1);
    for (const { pid } of killed) await t.database.raw.query('SELECT pg_terminate_backend($1)', [pid]);
    expect((await onB.next((event) => event.type === 'resync', 15_000)).event).toEqual({ type: 'resync' });
    const a = await bookOne(t, b);
    await onB.next(isAppointment(a.id));
  });
});
