import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { appointmentSms } from '../../db/schema/appointment-sms';
import { jobs } from '../../db/schema/jobs';
import { pruneExpired } from '../../jobs/housekeeping.repo';
import { runDueJobs } from '../../jobs/worker';
import type { TSender } from '../../providers/sender';
import { buildOwner, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { freshPhone, setShopFields } from '../../test/helpers';
import { bookOne, buildBoard, person } from '../appointments/appointments.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';
import {
  bookWithPhone,
  enableReminders,
  jobRows,
  LATER_DAY,
  msgNumsOf,
  START,
  settleEarlierJobs,
  smsRows,
  textsSentTo,
} from './appointment-reminders.test-kit';

const t = useTestApp();

type TBody = Record<string, unknown>;
const call = async (path: string, body: TBody, token: string) => (await t.call(path, body, { token })).body;
const at = (iso: string) => new Date(iso);
const smsList = async (token: string, appointId: number) =>
  dataOf<{ list: { kind: string; leadMinutes: number; status: string; content: string; sendTime: string }[] }>(
    await call('appointSms/queryAppointSms', { appointId }, token),
  ).list;

beforeEach(async () => {
  t.clock.set(START);
  await settleEarlierJobs(t);
});

describe('scheduling on appoint/create', () => {
  it('schedules the immediate message now and one per lead time ahead, each with its queued job', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [1440, 120] });
    const { appointment, e164 } = await bookWithPhone(t, b);

    const rows = await smsRows(t, b.shopId, appointment.id);
    expect(rows.map((r) => [r.kind, r.leadMinutes, r.sendAt.toISOString(), r.status, r.recipient])).toEqual([
      ['immediate', 0, START, 'scheduled', e164],
      // Wednesday 10:00 in Rome is 09:00Z: a day before, and two hours before.
      ['advance', 1440, '2026-11-24T09:00:00.000Z', 'scheduled', e164],
      ['advance', 120, '2026-11-25T07:00:00.000Z', 'scheduled', e164],
    ]);
    const queued = await jobRows(
      t,
      rows.map((r) => r.jobId),
    );
    expect(queued.map((j) => [j.kind, j.status, j.runAt.toISOString(), j.payload])).toEqual(
      rows.map((r) => ['appointment-sms', 'queued', r.sendAt.toISOString(), { smsId: r.id }]),
    );
    expect(rows[0].content).toContain(b.technician.name);
    expect(rows[0].content).toContain('10:00');
    // Nothing is sent or spent at booking: the worker does that.
    expect(await textsSentTo(t, e164)).toEqual([]);
    expect(await msgNumsOf(t, b.shopId)).toBe(10);
  });

  it('skips a lead time already past, and the immediate message when the shop turned it off', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { immediate: false, leadMinutes: [2880, 1440, 60] });
    const { appointment } = await bookWithPhone(t, b);
    const rows = await smsRows(t, b.shopId, appointment.id);
    // Two days before Wednesday 10:00 is now: past, skipped.
    expect(rows.map((r) => [r.kind, r.leadMinutes])).toEqual([
      ['advance', 1440],
      ['advance', 60],
    ]);
  });

  it('schedules nothing for a temporary appointment, a customer without a phone, or a shop with reminders off', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b);
    const temporary = await bookOne(t, b, { appointDay: LATER_DAY });
    const noPhone = await bookOne(t, b, {
      appointDay: LATER_DAY,
      startTime: '12:00',
      people: [person(b, { customName: 'Senza Telefono' })],
    });
    expect(await smsRows(t, b.shopId, temporary.id)).toEqual([]);
    expect(await smsRows(t, b.shopId, noPhone.id)).toEqual([]);

    const off = await buildBoard(t);
    const { appointment } = await bookWithPhone(t, off);
    expect(await smsRows(t, off.shopId, appointment.id)).toEqual([]);
  });
});

describe('rescheduling when the appointment changes', () => {
  it('a drag to another time cancels the advance reminders and their jobs and plans them afresh; the confirmation stays', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [1440, 120] });
    const { appointment } = await bookWithPhone(t, b);
    const before = await smsRows(t, b.shopId, appointment.id);

    const moved = await call(
      'appoint/editDragByH5',
      { id: appointment.id, version: 1, shopAccountId: b.technician.id, appointDay: LATER_DAY, startTime: '15:00' },
      b.token,
    );
    expect(moved).toMatchObject({ code: 0 });

    const after = await smsRows(t, b.shopId, appointment.id);
    const old = after.filter((r) => before.some((o) => o.id === r.id));
    expect(old.map((r) => [r.kind, r.status])).toEqual([
      ['immediate', 'scheduled'],
      ['advance', 'cancelled'],
      ['advance', 'cancelled'],
    ]);
    expect(
      (
        await jobRows(
          t,
          old.map((r) => r.jobId),
        )
      ).map((j) => j.status),
    ).toEqual(['queued', 'cancelled', 'cancelled']);
    // The confirmation not sent yet now tells the new time.
    expect(old[0].content).toContain('15:00');
    const fresh = after.filter((r) => !before.some((o) => o.id === r.id));
    expect(fresh.map((r) => [r.leadMinutes, r.sendAt.toISOString(), r.status])).toEqual([
      [1440, '2026-11-24T14:00:00.000Z', 'scheduled'],
      [120, '2026-11-25T12:00:00.000Z', 'scheduled'],
    ]);
    expect(
      (
        await jobRows(
          t,
          fresh.map((r) => r.jobId),
        )
      ).map((j) => [j.status, j.runAt.toISOString()]),
    ).toEqual(fresh.map((r) => ['queued', r.sendAt.toISOString()]));
  });

  it('a duration change keeps the times; a technician change keeps them and names the new technician', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [120] });
    const { appointment } = await bookWithPhone(t, b);
    const before = await smsRows(t, b.shopId, appointment.id);

    expect(
      await call('appoint/changeDuration', { id: appointment.id, version: 1, duration: 90 }, b.token),
    ).toMatchObject({ code: 0 });
    const second = await buildStaff(t, { shopId: b.shopId, name: 'Second Technician' });
    expect(
      await call(
        'appoint/changeDuty',
        { id: appointment.id, version: 2, shopAccountId: second.id, reason: 'Swap' },
        b.token,
      ),
    ).toMatchObject({ code: 0 });

    const after = await smsRows(t, b.shopId, appointment.id);
    expect(after.map((r) => [r.id, r.status, r.sendAt.toISOString()])).toEqual(
      before.map((r) => [r.id, 'scheduled', r.sendAt.toISOString()]),
    );
    for (const row of after) expect(row.content).toContain('Second Technician');
  });

  it('appoint/delete and appoint/lostPromise cancel every scheduled message and its job', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b);
    const { appointment: deleted } = await bookWithPhone(t, b);
    const { appointment: missed } = await bookWithPhone(t, b, { startTime: '16:00' });

    expect(await call('appoint/delete', { id: deleted.id, reason: 'Called off' }, b.token)).toMatchObject({ code: 0 });
    expect(await call('appoint/lostPromise', { id: missed.id, version: 1 }, b.token)).toMatchObject({ code: 0 });

    for (const id of [deleted.id, missed.id]) {
      const rows = await smsRows(t, b.shopId, id);
      expect(rows.map((r) => r.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
      expect(
        (
          await jobRows(
            t,
            rows.map((r) => r.jobId),
          )
        ).map((j) => j.status),
      ).toEqual(['cancelled', 'cancelled', 'cancelled']);
    }
    expect(await runDueJobs(t.deps, at('2026-11-30T00:00:00.000Z'))).toMatchObject({ claimed: 0 });
  });
});

describe('the worker sends', () => {
  it('sends each message when due, once, through the provider, spending one SMS each', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [1440, 120], msgNums: 5 });
    const { appointment, e164 } = await bookWithPhone(t, b);

    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ claimed: 1, done: 1 });
    let rows = await smsRows(t, b.shopId, appointment.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'scheduled', 'scheduled']);
    expect(rows[0].sentAt?.toISOString()).toBe(START);
    expect(await textsSentTo(t, e164)).toEqual([rows[0].content]);
    expect(await msgNumsOf(t, b.shopId)).toBe(4);

    // Running again sends nothing more; neither does a run just before the next reminder.
    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ claimed: 0 });
    expect(await runDueJobs(t.deps, at('2026-11-24T08:59:59.000Z'))).toMatchObject({ claimed: 0 });

    expect(await runDueJobs(t.deps, at('2026-11-24T09:00:00.000Z'))).toMatchObject({ claimed: 1, done: 1 });
    expect(await runDueJobs(t.deps, at('2026-11-25T07:00:30.000Z'))).toMatchObject({ claimed: 1, done: 1 });
    rows = await smsRows(t, b.shopId, appointment.id);
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    const texts = await textsSentTo(t, e164);
    expect(texts).toHaveLength(3);
    expect(texts[1]).toContain('ti ricordiamo');
    expect(await msgNumsOf(t, b.shopId)).toBe(2);
    expect(
      (
        await jobRows(
          t,
          rows.map((r) => r.jobId),
        )
      ).map((j) => j.status),
    ).toEqual(['done', 'done', 'done']);
  });

  it('with no SMS left nothing is sent and the message is marked noCredit', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 0 });
    const { appointment, e164 } = await bookWithPhone(t, b);

    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ claimed: 1, done: 1 });
    const [row] = await smsRows(t, b.shopId, appointment.id);
    expect(row).toMatchObject({ status: 'noCredit', sentAt: null, recipient: e164 });
    expect(await textsSentTo(t, e164)).toEqual([]);
    expect(await msgNumsOf(t, b.shopId)).toBe(0);
    // Buying SMS later does not send a message whose moment has passed.
    await setShopFields(t.deps.db, b.shopId, { msgNums: 3 });
    expect(await runDueJobs(t.deps, at('2026-11-23T10:00:00.000Z'))).toMatchObject({ claimed: 0 });
  });

  it('a carrier failure gives the SMS back and retries with backoff; after the last attempt the message is failed', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 2 });
    const { appointment, e164 } = await bookWithPhone(t, b);
    let calls = 0;
    const down: TSender = {
      send: async () => {
        calls += 1;
        throw new Error('SMS gateway answered HTTP 503');
      },
    };
    const deps = { ...t.deps, providers: { ...t.deps.providers, sms: down } };

    let now = t.clock.now();
    expect(await runDueJobs(deps, now)).toMatchObject({ claimed: 1, retried: 1 });
    let [row] = await smsRows(t, b.shopId, appointment.id);
    expect(row).toMatchObject({ status: 'scheduled', lastError: 'SMS gateway answered HTTP 503' });
    expect(await msgNumsOf(t, b.shopId)).toBe(2);
    let [job] = await jobRows(t, [row.jobId]);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.runAt.getTime() - now.getTime()).toBe(30_000);

    // Not before its retry time; then 1, 2 and 4 minutes apart; the fifth attempt is the last.
    expect(await runDueJobs(deps, new Date(now.getTime() + 29_000))).toMatchObject({ claimed: 0 });
    for (const [attempt, wait] of [
      [2, 60_000],
      [3, 120_000],
      [4, 240_000],
    ] as const) {
      now = job.runAt;
      expect(await runDueJobs(deps, now)).toMatchObject({ claimed: 1, retried: 1 });
      [job] = await jobRows(t, [row.jobId]);
      expect(job).toMatchObject({ status: 'queued', attempts: attempt });
      expect(job.runAt.getTime() - now.getTime()).toBe(wait);
    }
    expect(await runDueJobs(deps, job.runAt)).toMatchObject({ claimed: 1, failed: 1 });
    [job] = await jobRows(t, [row.jobId]);
    expect(job).toMatchObject({ status: 'failed', attempts: 5, lastError: 'SMS gateway answered HTTP 503' });
    [row] = await smsRows(t, b.shopId, appointment.id);
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(calls).toBe(5);
    expect(await msgNumsOf(t, b.shopId)).toBe(2);
    expect(await textsSentTo(t, e164)).toEqual([]);
  });

  it('sends a message a stopped worker left pending again, without spending a second SMS', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 5 });
    const { appointment, e164 } = await bookWithPhone(t, b);
    const [row] = await smsRows(t, b.shopId, appointment.id);
    // As a worker that stopped after spending and before the carrier answered leaves it.
    await t.deps.db.update(appointmentSms).set({ status: 'pending' }).where(eq(appointmentSms.id, row.id));
    await setShopFields(t.deps.db, b.shopId, { msgNums: 4 });
    await t.deps.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: at('2026-11-23T09:04:00.000Z') })
      .where(eq(jobs.id, row.jobId!));

    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ claimed: 0 });
    expect(await runDueJobs(t.deps, at('2026-11-23T09:05:00.000Z'))).toMatchObject({ claimed: 1, done: 1 });
    expect((await smsRows(t, b.shopId, appointment.id))[0]).toMatchObject({ status: 'sent' });
    expect(await textsSentTo(t, e164)).toHaveLength(1);
    expect(await msgNumsOf(t, b.shopId)).toBe(4);
  });

  it('a message the provider took before its answer was lost is delivered once when the job retries', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [], msgNums: 5 });
    const { appointment, e164 } = await bookWithPhone(t, b);
    const keys: (string | undefined)[] = [];
    let isAnswerLost = true;
    // The real outbox takes the message; the first answer is lost on the way back, as when a connection dies.
    const lossy: TSender = {
      send: async (message) => {
        keys.push(message.key);
        await t.deps.providers.sms.send(message);
        if (isAnswerLost) {
          isAnswerLost = false;
          throw new Error('Connection terminated unexpectedly');
        }
      },
    };
    const deps = { ...t.deps, providers: { ...t.deps.providers, sms: lossy } };

    expect(await runDueJobs(deps, t.clock.now())).toMatchObject({ claimed: 1, retried: 1 });
    const [job] = await jobRows(t, [(await smsRows(t, b.shopId, appointment.id))[0].jobId]);
    expect(await runDueJobs(deps, job.runAt)).toMatchObject({ claimed: 1, done: 1 });

    const [row] = await smsRows(t, b.shopId, appointment.id);
    expect(row).toMatchObject({ status: 'sent' });
    expect(keys).toEqual([`appointment-sms:${row.id}`, `appointment-sms:${row.id}`]);
    expect(await textsSentTo(t, e164)).toHaveLength(1);
    expect(await msgNumsOf(t, b.shopId)).toBe(4);
  });

  it('cancels a due message when the customer has arrived or the shop turned reminders off, spending nothing', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [120], msgNums: 5 });
    const { appointment: arrived, e164 } = await bookWithPhone(t, b);
    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ done: 1 });
    expect(await call('appoint/arrive', { id: arrived.id, arrivedFlag: 1 }, b.token)).toMatchObject({ code: 0 });
    const { appointment: later } = await bookWithPhone(t, b, { startTime: '17:00' });
    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ done: 1 });
    await t.call(
      'setup/alertMsg/createOrUpdate',
      { enabled: '0', immediate: '1', leadMinutes: [120] },
      { token: b.token },
    );

    expect(await runDueJobs(t.deps, at('2026-11-25T15:00:00.000Z'))).toMatchObject({ claimed: 2, done: 2 });
    expect((await smsRows(t, b.shopId, arrived.id)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
    expect((await smsRows(t, b.shopId, later.id)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
    expect(await textsSentTo(t, e164)).toHaveLength(1);
    expect(await msgNumsOf(t, b.shopId)).toBe(3);
  });

  it('cancels the due messages of a deleted branch, spending nothing', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [120], msgNums: 5 });
    const { appointment, e164 } = await bookWithPhone(t, b);
    expect(await runDueJobs(t.deps, t.clock.now())).toMatchObject({ done: 1 });
    const headquarters = await buildOwner(t);
    await setShopFields(t.deps.db, b.shopId, { headquarterId: headquarters.shopId, deletedAt: t.clock.now() });

    expect(await runDueJobs(t.deps, at('2026-11-25T15:00:00.000Z'))).toMatchObject({ claimed: 1, done: 1 });
    expect((await smsRows(t, b.shopId, appointment.id)).map((r) => r.status)).toEqual(['sent', 'cancelled']);
    expect(await textsSentTo(t, e164)).toHaveLength(1);
    expect(await msgNumsOf(t, b.shopId)).toBe(4);
  });
});

describe('housekeeping', () => {
  it('prunes jobs finished a month ago and keeps their messages, unlinked', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [120], msgNums: 5 });
    const { appointment } = await bookWithPhone(t, b);
    await runDueJobs(t.deps, t.clock.now());
    const [sent, waiting] = await smsRows(t, b.shopId, appointment.id);

    await pruneExpired(t.deps.db, at('2026-12-24T09:00:00.000Z'));
    expect(await jobRows(t, [sent.jobId])).toEqual([]);
    expect(await jobRows(t, [waiting.jobId])).toHaveLength(1);
    const after = await smsRows(t, b.shopId, appointment.id);
    expect(after.map((r) => [r.status, r.jobId])).toEqual([
      ['sent', null],
      ['scheduled', waiting.jobId],
    ]);
  });
});

describe('appointSms/queryAppointSms', () => {
  it("answers the appointment's messages by due time with status, text and send time", async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [120], msgNums: 5 });
    const { appointment } = await bookWithPhone(t, b);
    await runDueJobs(t.deps, t.clock.now());
    const list = await smsList(b.token, appointment.id);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        kind: 'immediate',
        leadMinutes: 0,
        status: 'sent',
        content: expect.stringContaining('10:00'),
        sendTime: START,
      },
      {
        id: expect.any(Number),
        kind: 'advance',
        leadMinutes: 120,
        status: 'scheduled',
        content: expect.stringContaining(b.technician.name),
        sendTime: '2026-11-25T07:00:00.000Z',
      },
    ]);
    // The shop is Italian: the customer gets Italian.
    expect(list[0].content).toMatch(/appuntamento confermato/);
  });

  it('answers an empty list for an appointment without messages', async () => {
    const b = await buildBoard(t);
    const a: TAppointment = await bookOne(t, b);
    expect(await smsList(b.token, a.id)).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const b = await buildBoard(t);
    const a: TAppointment = await bookOne(t, b);
    expect((await t.call('appointSms/queryAppointSms', { appointId: a.id })).body).toMatchObject({ code: 401 });
  });

  it("answers NOT_FOUND for another shop's appointment", async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b);
    const { appointment } = await bookWithPhone(t, b);
    const other = await buildOwner(t);
    expectError(
      await call('appointSms/queryAppointSms', { appointId: appointment.id }, other.token),
      'NOT_FOUND',
      'appointId',
    );
  });

  it('needs the appointments menu', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b);
    const { appointment } = await bookWithPhone(t, b);
    const clerk = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: ['customers'] });
    expectError(
      await call('appointSms/queryAppointSms', { appointId: appointment.id }, clerk.token),
      'PERMISSION_DENIED',
    );
    const technician = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: ['appointments'] });
    expect(await smsList(technician.token, appointment.id)).toHaveLength(3);
  });
});

describe('appoint/queryPointList reminders', () => {
  it('tells the board whether reminders are on and how many SMS are left', async () => {
    const b = await buildBoard(t);
    const board = async () =>
      dataOf<{ reminders: unknown }>(await call('appoint/queryPointList', { appointDay: LATER_DAY }, b.token))
        .reminders;
    expect(await board()).toEqual({ enabled: false, msgNums: 0 });
    await enableReminders(t, b, { msgNums: 1 });
    expect(await board()).toEqual({ enabled: true, msgNums: 1 });
    const phone = freshPhone();
    await bookOne(t, b, {
      appointDay: LATER_DAY,
      people: [person(b, { customName: 'Ultima', customPhone: phone })],
    });
    await runDueJobs(t.deps, t.clock.now());
    expect(await board()).toEqual({ enabled: true, msgNums: 0 });
  });
});
