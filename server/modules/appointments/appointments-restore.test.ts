import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { expandBoard, type TDayBoardWire } from '../../../contract/appointments-board';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import {
  bookWithPhone,
  enableReminders,
  jobRows,
  smsRows,
} from '../appointment-reminders/appointment-reminders.test-kit';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { appointmentRows, book, bookOne, buildBoard, DAY, expectConflict, logRows } from './appointments.test-kit';

/** appoint/restore (ADR 030): the board's Undo after a delete. */
const t = useTestApp();

type TBody = Record<string, unknown>;
const call = async (path: string, body: TBody, token: string) => (await t.call(path, body, { token })).body;

const boardIds = async (token: string, day = DAY) =>
  expandBoard(dataOf<TDayBoardWire>(await call('appoint/queryPointList', { appointDay: day }, token))).list.map(
    (a) => a.id,
  );

describe('appoint/restore', () => {
  it('brings a deleted appointment back where it was, logs H5_RESTORE, and a repeat changes nothing', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { startTime: '11:00' });
    expect(await call('appoint/delete', { id: a.id, reason: 'By mistake' }, b.token)).toMatchObject({ code: 0 });
    expect(await boardIds(b.token)).toEqual([]);

    const restored = dataOf<TAppointment>(await call('appoint/restore', { id: a.id }, b.token));
    expect(restored).toMatchObject({
      id: a.id,
      appointDay: DAY,
      startTime: '11:00',
      shopAccountId: b.technician.id,
      delFlag: 0,
      version: a.version + 2,
    });
    expect(await boardIds(b.token)).toEqual([a.id]);
    const again = dataOf<TAppointment>(await call('appoint/restore', { id: a.id }, b.token));
    expect(again.version).toBe(restored.version);
    expect((await logRows(t, b.shopId, a.id)).map((l) => l.operType)).toEqual(['H5_ADD', 'H5_DELETE', 'H5_RESTORE']);
    const log = await call('appointLog/queryAppointLogs', { appointId: a.id, curPage: 1, limit: 10 }, b.token);
    expect(log.page).toMatchObject({ totalCount: 3, list: [{ operType: 'H5_RESTORE' }, {}, {}] });
  });

  it('answers SLOT_TAKEN (409) when the time was booked meanwhile, and the appointment stays deleted', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await call('appoint/delete', { id: a.id }, b.token);
    const taker = await bookOne(t, b);
    expectConflict(await call('appoint/restore', { id: a.id }, b.token), 'SLOT_TAKEN');
    expect((await appointmentRows(t, b.shopId)).map((r) => [r.id, r.delFlag])).toEqual([
      [a.id, 1],
      [taker.id, 0],
    ]);
    // Freed again, the undo succeeds.
    await call('appoint/delete', { id: taker.id }, b.token);
    expect(await call('appoint/restore', { id: a.id }, b.token)).toMatchObject({ code: 0, data: { delFlag: 0 } });
  });

  it('restores once when the same Undo arrives many times at once: one H5_RESTORE, the rest answered or CONFLICT', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await call('appoint/delete', { id: a.id }, b.token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('appoint/restore', { id: a.id }, b.token)));
    for (const answer of answers) expect([0, 409]).toContain(answer.code);
    expect(answers.some((answer) => answer.code === 0)).toBe(true);
    expect((await appointmentRows(t, b.shopId))[0]?.delFlag).toBe(0);
    expect((await logRows(t, b.shopId, a.id)).map((l) => l.operType)).toEqual(['H5_ADD', 'H5_DELETE', 'H5_RESTORE']);
  });

  it('keeps a missed appointment missed: restored from a delete it stays off the board', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expect(await call('appoint/lostPromise', { id: a.id, version: 1 }, b.token)).toMatchObject({ code: 0 });
    await call('appoint/delete', { id: a.id }, b.token);
    expect(await call('appoint/restore', { id: a.id }, b.token)).toMatchObject({ data: { delFlag: 0, lostFlag: 1 } });
    expect(await boardIds(b.token)).toEqual([]);
    expect(await book(t, b)).toMatchObject({ code: 0 });
  });

  it("refuses a technician who left since, another shop's appointment, no session, and no appointments menu", async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await call('appoint/delete', { id: a.id }, b.token);
    const other = await buildOwner(t);
    expectError(await call('appoint/restore', { id: a.id }, other.token), 'NOT_FOUND', 'id');
    expect((await t.call('appoint/restore', { id: a.id })).body).toMatchObject({ code: 401 });
    const clerk = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: ['customers', 'finance'] });
    expectError(await call('appoint/restore', { id: a.id }, clerk.token), 'PERMISSION_DENIED');
    expectError(await call('appoint/restore', { id: 0 }, b.token), 'CHECK_INPUT', 'id');

    expect(await call('account/depart', { id: b.technician.id }, b.token)).toMatchObject({ code: 0 });
    expectError(await call('appoint/restore', { id: a.id }, b.token), 'NOT_FOUND', 'id');
    expect((await appointmentRows(t, b.shopId))[0]?.delFlag).toBe(1);
  });

  it('plans the advance reminders again, with no second confirmation', async () => {
    const b = await buildBoard(t);
    await enableReminders(t, b, { leadMinutes: [1440, 120] });
    const { appointment } = await bookWithPhone(t, b);
    await call('appoint/delete', { id: appointment.id }, b.token);
    await call('appoint/restore', { id: appointment.id }, b.token);

    const rows = await smsRows(t, b.shopId, appointment.id);
    expect(rows.map((r) => [r.kind, r.leadMinutes, r.status])).toEqual([
      ['immediate', 0, 'cancelled'],
      ['advance', 1440, 'cancelled'],
      ['advance', 120, 'cancelled'],
      ['advance', 1440, 'scheduled'],
      ['advance', 120, 'scheduled'],
    ]);
    const queued = await jobRows(
      t,
      rows.slice(3).map((r) => r.jobId),
    );
    expect(queued.map((j) => j.status)).toEqual(['queued', 'queued']);
  });
});
