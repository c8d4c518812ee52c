import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { APPLICATION_NAME, openPostgres, type TDatabase } from '../db/client';
import { appointmentSms } from '../db/schema/appointment-sms';
import { appointments } from '../db/schema/appointments';
import { customers } from '../db/schema/customers';
import { jobs } from '../db/schema/jobs';
import { outboxMessages } from '../db/schema/system';
import { rowsOf } from '../http/session.repo';
import { LIVE_APPLICATION_NAME } from '../realtime/realtime.listener';
import { buildOwner, buildProduct, buildStaff } from '../test/factories';
import { type TTestApp, testClock } from '../test/fixture';
import { setShopFields } from '../test/helpers';
import { hasPostgresBinaries, startThrowawayPostgres, type TThrowawayPostgres } from '../test/pg-throwaway';
import {
  callInstance,
  createTally,
  healthOf,
  openLiveStream,
  sleep,
  startInstance,
  startLoad,
  type TAnswer,
  type TInstance,
} from './fault-kit';

/**
 * Fault injection (ARCHITECTURE §8 'faults'): two real server processes on their own throw-away PostgreSQL 15, under a
 * small mixed load of reads and writes over HTTP, while the database is stopped with `-m immediate` and started
 * again, and while its connections are killed with pg_terminate_backend. Both processes stay up, answer 'try again'
 * (DB_UNAVAILABLE) and never the generic fault, report the database on /api/health, serve again without a restart,
 * and every write they acknowledged is in the database. Never uses the DATABASE_URL server other tests share.
 */
const hasPostgres = hasPostgresBinaries();
if (!hasPostgres) {
  console.log('\n!!!!! FAULT TESTS SKIPPED: no PostgreSQL 15 binaries (apt-get install postgresql-15) !!!!!\n');
}

let postgres: TThrowawayPostgres;
let database: TDatabase;
let instances: TInstance[] = [];
let token: string;
let shopId: number;
let technicianId: number;
let productId: number;

/** What was acknowledged (code 0), and must therefore be in the database. */
const acknowledged = { customers: [] as string[], appointments: [] as number[] };
let phoneSeq = Math.floor(Math.random() * 1e5) * 1e3;
const nextPhone = () => `3${String(++phoneSeq).padStart(9, '0').slice(-9)}`;
let dayOffset = 2;

/** One step of the load: a customer created, the customer list read, or (with `book`) an appointment booked. */
async function loadStep(instance: TInstance, n: number, tally: ReturnType<typeof createTally>, book: boolean) {
  const kind = n % (book ? 3 : 2);
  let answer: TAnswer;
  if (kind === 0) {
    const customName = `Fault ${n} ${nextPhone()}`;
    answer = await callInstance(instance, 'custom/create', { customName, customPhone: nextPhone() }, token);
    if (answer.code === 0) acknowledged.customers.push(customName);
  } else if (kind === 1) {
    answer = await callInstance(instance, 'custom/queryCustomList', { curPage: 1, limit: 10, key: 'Fault' }, token);
  } else {
    answer = await bookOn(instance);
  }
  tally.add(answer);
}

/** Books one person, a day of their own so bookings never collide, with a phone of their own for the reminder. */
async function bookOn(instance: TInstance) {
  const appointDay = new Date(Date.now() + dayOffset++ * 86_400_000).toISOString().slice(0, 10);
  const people = [
    {
      customName: `Booked ${phoneSeq}`,
      customPhone: nextPhone(),
      productIds: [productId],
      shopAccountId: technicianId,
    },
  ];
  const answer = await callInstance(
    instance,
    'appoint/create',
    { appointDay, startTime: '10:00', people, confirmOutsideHours: true },
    token,
  );
  if (answer.code === 0) acknowledged.appointments.push((answer.data as { list: { id: number }[] }).list[0].id);
  return answer;
}

/**
 * Writes caught inside their transaction: the test locks the customers table (SHARE: reads go on, inserts wait),
 * then each instance starts `perInstance` customer creates, which wait on the lock with a connection checked out
 * of the pool and a transaction open. Answers once they all wait, with their pids and their pending answers.
 */
async function writesHeldInTransaction(perInstance: number) {
  const locker = new pg.Client({ connectionString: postgres.url, application_name: 'fault-test-locker' });
  locker.on('error', () => {});
  await locker.connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE customers IN SHARE MODE');
  const answers = instances.flatMap((instance) =>
    Array.from({ length: perInstance }, () =>
      callInstance(instance, 'custom/create', { customName: `Held ${nextPhone()}`, customPhone: nextPhone() }, token),
    ),
  );
  let pids: number[] = [];
  for (let i = 0; i < 100 && pids.length < answers.length; i++) {
    await sleep(100);
    pids = rowsOf<{ pid: number }>(
      await database.db.execute(sql`
        SELECT pid FROM pg_stat_activity
        WHERE application_name = ${APPLICATION_NAME} AND wait_event_type = 'Lock' AND xact_start IS NOT NULL`),
    ).map((r) => r.pid);
  }
  expect(pids.length).toBeGreaterThanOrEqual(answers.length); // the load's own creates may wait too
  return {
    pids,
    answers: Promise.all(answers),
    release: async () => {
      await locker.query('COMMIT').catch(() => {});
      await locker.end().catch(() => {});
    },
  };
}

/** Calls until every instance answers code 0 again; answers how long it took. */
async function untilServing(timeoutMs: number) {
  const started = Date.now();
  for (const instance of instances) {
    for (;;) {
      const answer = await callInstance(
        instance,
        'custom/queryCustomList',
        { curPage: 1, limit: 1, key: 'Fault' },
        token,
      );
      if (answer.code === 0) break;
      expect(answer.errorKey).toBe('DB_UNAVAILABLE');
      if (Date.now() - started > timeoutMs) throw new Error(`${instance.name} did not serve again in ${timeoutMs} ms`);
      await sleep(200);
    }
  }
  return Date.now() - started;
}

/** Every acknowledged write is in the database. */
async function expectAcknowledgedWritesPresent() {
  const names = [...acknowledged.customers];
  const found = names.length
    ? await database.db
        .select({ name: customers.name })
        .from(customers)
        .where(and(eq(customers.shopId, shopId), inArray(customers.name, names)))
    : [];
  const present = new Set(found.map((r) => r.name));
  expect(names.filter((name) => !present.has(name))).toEqual([]);
  const ids = [...acknowledged.appointments];
  const booked = ids.length
    ? await database.db.select({ id: appointments.id }).from(appointments).where(inArray(appointments.id, ids))
    : [];
  const bookedIds = new Set(booked.map((r) => r.id));
  expect(ids.filter((id) => !bookedIds.has(id))).toEqual([]);
}

function expectInstancesHealthy() {
  for (const instance of instances) {
    expect(instance.isAlive(), `${instance.name} exited:\n${instance.lines.slice(-20).join('\n')}`).toBe(true);
    expect(instance.errorLines(), `${instance.name} logged errors`).toEqual([]);
  }
}

describe.runIf(hasPostgres)('the database goes away and comes back', () => {
  beforeAll(async () => {
    // Its socket lives in its own temp dir, so the port collides with nothing.
    postgres = startThrowawayPostgres()!;
    // Both start at once, as a scaled-out deployment does: one migrates, the other waits on the migration lock.
    instances = await Promise.all([startInstance('A', postgres.url), startInstance('B', postgres.url)]);
    database = openPostgres(postgres.url);
    const t = {
      deps: { db: database.db, config: loadConfig({ DEMO: '0' }) },
      clock: testClock(new Date().toISOString()),
    };
    const owner = await buildOwner(t as unknown as TTestApp);
    ({ token, shopId } = owner);
    technicianId = (await buildStaff(t as unknown as TTestApp, { shopId })).id;
    productId = (await buildProduct(t as unknown as TTestApp, { shopId })).id;
    // Reminders on, an SMS on booking, plenty of SMS to spend.
    const reminders = await callInstance(
      instances[0],
      'setup/alertMsg/createOrUpdate',
      { enabled: '1', immediate: '1', leadMinutes: [] },
      token,
    );
    expect(reminders.code, JSON.stringify(reminders)).toBe(0);
    await setShopFields(database.db, shopId, { msgNums: 10_000 });
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.close().catch(() => {});
    postgres?.stop();
  });

  it('PostgreSQL stopped with -m immediate and started again: both instances stay up and serve again', async () => {
    const tally = createTally();
    const load = startLoad(instances, (instance, n) => loadStep(instance, n, tally, false));
    await sleep(1_500);

    // Stopped while writes are inside their transactions (the case that ended both processes before).
    const held = await writesHeldInTransaction(2);
    postgres.halt();
    const downAt = Date.now();
    for (const answer of await held.answers) {
      expect(answer).toMatchObject({ code: 503, errorKey: 'DB_UNAVAILABLE' });
      tally.add(answer);
    }
    await held.release();
    await sleep(1_500);
    // While it is down: both alive, 'degraded' quickly, and calls answer 'try again'.
    for (const instance of instances) {
      const health = await healthOf(instance);
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('degraded');
      expect(health.ms).toBeLessThan(3_000);
      const answer = await callInstance(
        instance,
        'custom/queryCustomList',
        { curPage: 1, limit: 1, key: 'Fault' },
        token,
      );
      expect(answer).toMatchObject({ code: 503, errorKey: 'DB_UNAVAILABLE', httpStatus: 200 });
      const write = await callInstance(
        instance,
        'custom/create',
        { customName: 'Never', customPhone: nextPhone() },
        token,
      );
      expect(write).toMatchObject({ code: 503, errorKey: 'DB_UNAVAILABLE' });
    }
    await sleep(3_000);
    expectInstancesHealthy();

    postgres.resume();
    const recoveredIn = await untilServing(30_000);
    const downtime = Date.now() - downAt;
    await sleep(1_500);
    await load.stop();

    for (const instance of instances) expect((await healthOf(instance)).body.status).toBe('ok');
    expectInstancesHealthy();
    await expectAcknowledgedWritesPresent();
    console.log(
      `faults: restart: ${tally.total()} requests (${tally.summary()}); downtime ${downtime} ms, ` +
        `serving again ${recoveredIn} ms after the start; ${acknowledged.customers.length} acknowledged creates present`,
    );
    expect([...tally.byKey.keys()].filter((key) => key !== 'OK' && key !== 'DB_UNAVAILABLE')).toEqual([]);
    expect(tally.byKey.get('DB_UNAVAILABLE') ?? 0).toBeGreaterThan(0);
  }, 120_000);

  it('connections killed with pg_terminate_backend mid-transaction, the LISTEN and the worker included', async () => {
    const stream = await openLiveStream(instances[1], token);
    await stream.waitFor((e) => e.type === 'ready', 10_000);
    const tally = createTally();

    // Writes killed inside their transactions (before the load, so exactly these wait): they answer 'try again'.
    const held = await writesHeldInTransaction(2);
    await database.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM unnest(${`{${held.pids.join(',')}}`}::int[]) AS pid`,
    );
    await held.release();
    for (const answer of await held.answers) {
      expect(answer).toMatchObject({ code: 503, errorKey: 'DB_UNAVAILABLE' });
      tally.add(answer);
    }
    let killed = held.pids.length;
    let midTransaction = held.pids.length;

    const load = startLoad(instances, (instance, n) => loadStep(instance, n, tally, true));
    await sleep(1_500);

    // Then every connection of both instances (pooled, LISTEN, the worker's), in a few rounds under the load.
    for (let round = 0; round < 3; round++) {
      const rows = rowsOf<{ inTx: boolean }>(
        await database.db.execute(sql`
          SELECT pg_terminate_backend(pid), xact_start IS NOT NULL AND state <> 'idle' AS "inTx"
          FROM pg_stat_activity
          WHERE application_name IN (${APPLICATION_NAME}, ${LIVE_APPLICATION_NAME}) AND pid <> pg_backend_pid()`),
      );
      killed += rows.length;
      midTransaction += rows.filter((r) => r.inTx).length;
      await sleep(150);
    }
    // The LISTEN connection of B came back: its stream was told to refetch.
    await stream.waitFor((e) => e.type === 'resync', 15_000);
    await sleep(1_500);
    await load.stop();

    // A change made on A after the LISTEN was killed reaches the stream on B.
    const seen = stream.events.length;
    const after = await bookOn(instances[0]);
    expect(after.code, JSON.stringify(after)).toBe(0);
    const id = acknowledged.appointments.at(-1);
    await stream.waitFor((e) => e.type === 'appointment' && e.id === id, 10_000, seen);
    await stream.close();

    expectInstancesHealthy();
    await expectAcknowledgedWritesPresent();

    // Every acknowledged booking's SMS goes out, each exactly once (a job caught mid-run is retried after 30 s).
    const ids = [...acknowledged.appointments];
    const deadline = Date.now() + 60_000;
    let rows: { status: string; recipient: string; jobId: number | null; lastError: string }[] = [];
    for (;;) {
      rows = await database.db
        .select({
          status: appointmentSms.status,
          recipient: appointmentSms.recipient,
          jobId: appointmentSms.jobId,
          lastError: appointmentSms.lastError,
        })
        .from(appointmentSms)
        .where(and(eq(appointmentSms.shopId, shopId), inArray(appointmentSms.appointmentId, ids)));
      if (rows.length === ids.length && rows.every((r) => r.status === 'sent')) break;
      if (Date.now() > deadline) break;
      await sleep(500);
    }
    const statuses: Record<string, number> = {};
    for (const r of rows) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const sent = await database.db
      .select({ recipient: outboxMessages.recipient, n: sql<number>`count(*)::int` })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.shopId, shopId), eq(outboxMessages.channel, 'sms')))
      .groupBy(outboxMessages.recipient);
    console.log(
      `faults: killed connections: ${tally.total()} requests (${tally.summary()}); ${killed} backends killed, ` +
        `${midTransaction} mid-transaction; ${ids.length} bookings, reminders ${JSON.stringify(statuses)}`,
    );
    const unsent = rows.filter((r) => r.status !== 'sent');
    const unsentJobs = unsent.length
      ? await database.db
          .select()
          .from(jobs)
          .where(
            inArray(
              jobs.id,
              unsent.map((r) => r.jobId ?? 0),
            ),
          )
      : [];
    expect(statuses, JSON.stringify({ unsent, unsentJobs })).toEqual({ sent: ids.length });
    expect(
      sent.filter((r) => r.n !== 1),
      'reminders sent twice',
    ).toEqual([]);
    expect(sent.length).toBe(ids.length);
    expect(midTransaction).toBeGreaterThan(0);
    expect([...tally.byKey.keys()].filter((key) => key !== 'OK' && key !== 'DB_UNAVAILABLE')).toEqual([]);
    expectInstancesHealthy();
  }, 120_000);
});
