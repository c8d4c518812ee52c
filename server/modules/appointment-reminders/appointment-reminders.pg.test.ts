import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { openPostgres, type TDatabase } from '../../db/client';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { outboxMessages } from '../../db/schema/system';
import type { TDeps } from '../../http/context';
import { rowsOf } from '../../http/session.repo';
import { runDueJobs } from '../../jobs/worker';
import { buildProviders } from '../../providers/providers';
import { useTestApp } from '../../test/fixture';
import { freshPhone } from '../../test/helpers';
import { withDatabase } from '../../test/pg-admin';
import { buildBoard, person, type TBoard } from '../appointments/appointments.test-kit';
import { dataOf } from '../staff/staff.test-kit';
import { enableReminders, msgNumsOf, START, settleEarlierJobs } from './appointment-reminders.test-kit';

/**
 * Workers of two server instances (two connection pools on one PostgreSQL database) running at once: each due
 * message goes out exactly once and is paid exactly once. Skipped without DATABASE_URL (PGlite runs one statement at
 * a time, so nothing races there).
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);
const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27'];

let second: TDatabase;
let secondDeps: TDeps;

beforeAll(async () => {
  if (!isPostgres) return;
  const [{ name }] = rowsOf<{ name: string }>(await t.deps.db.execute(sql`SELECT current_database() AS name`));
  second = openPostgres(withDatabase(process.env.DATABASE_URL!, name));
  const silent = { info: () => {} };
  secondDeps = {
    ...t.deps,
    db: second.db,
    providers: buildProviders(t.deps.config, second.db, silent),
  };
});

afterAll(async () => {
  await second?.close();
});

beforeEach(async () => {
  t.clock.set(START);
  await settleEarlierJobs(t);
});

/** Books ten people back to back on each of three days, each with a phone of their own. */
async function bookThirty(b: TBoard): Promise<TAppointment[]> {
  const booked: TAppointment[] = [];
  for (const appointDay of DAYS) {
    const people = Array.from({ length: 10 }, (_, i) =>
      person(b, { customName: `Cliente ${appointDay.slice(-2)}${i}`, customPhone: freshPhone() }),
    );
    const res = await t.call(
      'appoint/create',
      { appointDay, startTime: '08:00', people, confirmOutsideHours: true },
      { token: b.token },
    );
    booked.push(...dataOf<{ list: TAppointment[] }>(res.body).list);
  }
  return booked;
}

/** One worker loop: claims small batches until nothing is due. */
async function drain(deps: TDeps, now: Date) {
  let done = 0;
  for (;;) {
    const report = await runDueJobs(deps, now, { batch: 3 });
    done += report.done;
    if (report.claimed === 0) return done;
  }
}

async function statusesOf(ids: number[]) {
  const rows = await t.deps.db
    .select({ appointmentId: appointmentSms.appointmentId, status: appointmentSms.status })
    .from(appointmentSms)
    .where(inArray(appointmentSms.appointmentId, ids));
  return rows;
}

async function outboxCountsOf(shopId: number) {
  const rows = await t.deps.db
    .select({ recipient: outboxMessages.recipient, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(eq(outboxMessages.shopId, shopId))
    .groupBy(outboxMessages.recipient);
  return rows;
}

describe.runIf(isPostgres)('SMS reminders with workers running at once', () => {
  it('sends each due message exactly once and spends exactly one SMS for it', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 100 });
    const booked = await bookThirty(b);
    expect(booked).toHaveLength(30);

    const done = await Promise.all([
      drain(t.deps, t.clock.now()),
      drain(secondDeps, t.clock.now()),
      drain(t.deps, t.clock.now()),
      drain(secondDeps, t.clock.now()),
    ]);
    expect(done.reduce((a, n) => a + n, 0)).toBe(30);

    const rows = await statusesOf(booked.map((a) => a.id));
    expect(rows).toHaveLength(30);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    const counts = await outboxCountsOf(b.shopId);
    expect(counts).toHaveLength(30);
    expect(counts.every((c) => c.n === 1)).toBe(true);
    expect(await msgNumsOf(t, b.shopId)).toBe(70);
  });

  it('with fewer SMS left than messages due, sends exactly as many as are left and marks the rest noCredit', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 10 });
    const booked = await bookThirty(b);

    await Promise.all([drain(t.deps, t.clock.now()), drain(secondDeps, t.clock.now())]);

    const rows = await statusesOf(booked.map((a) => a.id));
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(10);
    expect(rows.filter((r) => r.status === 'noCredit')).toHaveLength(20);
    const counts = await outboxCountsOf(b.shopId);
    expect(counts.reduce((a, c) => a + c.n, 0)).toBe(10);
    expect(await msgNumsOf(t, b.shopId)).toBe(0);
  });

  it('a delete racing the send: each message is either sent and paid or cancelled and free, never both', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 100 });
    const booked = await bookThirty(b);

    await Promise.all([
      drain(t.deps, t.clock.now()),
      drain(secondDeps, t.clock.now()),
      ...booked
        .filter((_, i) => i % 2 === 0)
        .map((a, i) => t.call('appoint/delete', { id: a.id }, { token: b.token, nonce: `race-delete-${i}` })),
    ]);
    // Whatever the delete left scheduled was cancelled with its job; nothing is due any more.
    expect(await drain(t.deps, t.clock.now())).toBe(0);

    const rows = await statusesOf(booked.map((a) => a.id));
    const sent = rows.filter((r) => r.status === 'sent').length;
    expect(sent + rows.filter((r) => r.status === 'cancelled').length).toBe(30);
    const counts = await outboxCountsOf(b.shopId);
    expect(counts.reduce((a, c) => a + c.n, 0)).toBe(sent);
    expect(await msgNumsOf(t, b.shopId)).toBe(100 - sent);
  });
});
