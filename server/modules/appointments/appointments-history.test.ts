import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import type { TPage } from '../../../contract/common';
import { buildOwner, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { bookOne, buildBoard, DAY, person, TODAY } from './appointments.test-kit';

/** appoint/queryHisAppointList's technician and upcoming filters (the resignation warning), and phone hiding. */

const t = useTestApp();

type TBody = Record<string, unknown>;
const call = async (path: string, body: TBody, token?: string) => (await t.call(path, body, { token })).body;
const pageOf = (body: Awaited<ReturnType<typeof call>>) => {
  expect(body).toMatchObject({ code: 0 });
  return body.page as TPage<TAppointment>;
};

describe('appoint/queryHisAppointList by technician and upcoming only', () => {
  it('keeps one technician’s appointments, newest first, deleted and missed included', async () => {
    const b = await buildBoard(t);
    const other = await buildStaff(t, { shopId: b.shopId });
    await bookOne(t, b, { people: [person(b, { customName: 'Ada' })] });
    const missed = await bookOne(t, b, { appointDay: '2026-11-25', people: [person(b, { customName: 'Bea' })] });
    await call('appoint/lostPromise', { id: missed.id, version: missed.version }, b.token);
    await bookOne(t, b, { people: [person(b, { customName: 'Carlo', shopAccountId: other.id })] });

    const page = pageOf(
      await call('appoint/queryHisAppointList', { shopAccountId: b.technician.id, curPage: 1, limit: 10 }, b.token),
    );
    expect(page.totalCount).toBe(2);
    expect(page.list.map((a) => [a.customName, a.lostFlag])).toEqual([
      ['Bea', 1],
      ['Ada', 0],
    ]);
    expect(page.list.every((a) => a.shopAccountId === b.technician.id)).toBe(true);
  });

  it('with upcomingOnly keeps the active ones from the shop-local now on, soonest first', async () => {
    // The test clock is 10:00 in Rome on TODAY.
    const b = await buildBoard(t);
    const other = await buildStaff(t, { shopId: b.shopId });
    const at = (appointDay: string, startTime: string, customName: string, extra: TBody = {}) =>
      bookOne(t, b, { appointDay, startTime, people: [person(b, { customName })], ...extra });
    await at(TODAY, '08:00', 'Earlier today', { entry: 'historical' });
    await at('2026-11-20', '12:00', 'Last week', { entry: 'historical' });
    await at(TODAY, '10:00', 'Starting now');
    await at(TODAY, '15:00', 'This afternoon');
    await at(DAY, '09:00', 'Tomorrow');
    const deleted = await at(DAY, '12:00', 'Deleted');
    await call('appoint/delete', { id: deleted.id }, b.token);
    const missed = await at(DAY, '14:00', 'Missed');
    await call('appoint/lostPromise', { id: missed.id, version: missed.version }, b.token);
    await bookOne(t, b, { appointDay: DAY, people: [person(b, { customName: 'Colleague', shopAccountId: other.id })] });

    const input = { shopAccountId: b.technician.id, upcomingOnly: true, curPage: 1, limit: 3 };
    const page = pageOf(await call('appoint/queryHisAppointList', input, b.token));
    expect(page).toMatchObject({ totalCount: 3, totalPage: 1 });
    expect(page.list.map((a) => `${a.appointDay} ${a.startTime} ${a.customName}`)).toEqual([
      `${TODAY} 10:00 Starting now`,
      `${TODAY} 15:00 This afternoon`,
      `${DAY} 09:00 Tomorrow`,
    ]);

    // A minute later the one that started at 10:00 is no longer to come.
    t.clock.advance(60_000);
    const later = pageOf(await call('appoint/queryHisAppointList', input, b.token));
    expect(later.list.map((a) => a.customName)).toEqual(['This afternoon', 'Tomorrow']);

    // Without a technician it covers the whole shop.
    const shop = pageOf(await call('appoint/queryHisAppointList', { upcomingOnly: true, limit: 10 }, b.token));
    expect(shop.list.map((a) => a.customName)).toEqual(['This afternoon', 'Tomorrow', 'Colleague']);
  });

  it('keeps a resigned technician’s upcoming appointments, so the warning is still true after the resignation', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b, { people: [person(b, { customName: 'Dora' })] });
    expect(await call('account/depart', { id: b.technician.id }, b.token)).toMatchObject({ code: 0 });
    const page = pageOf(
      await call('appoint/queryHisAppointList', { shopAccountId: b.technician.id, upcomingOnly: true }, b.token),
    );
    expect(page.list.map((a) => a.customName)).toEqual(['Dora']);
  });

  it('answers NOT_FOUND for another shop’s technician and shows nothing of the other shop', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b, { people: [person(b, { customName: 'Elsa' })] });
    const stranger = await buildOwner(t);
    expectError(
      await call('appoint/queryHisAppointList', { shopAccountId: b.technician.id, upcomingOnly: true }, stranger.token),
      'NOT_FOUND',
      'shopAccountId',
    );
    expect(pageOf(await call('appoint/queryHisAppointList', { upcomingOnly: true }, stranger.token)).totalCount).toBe(
      0,
    );
  });

  it('refuses a malformed filter on its field, and answers 401 without a session', async () => {
    const b = await buildBoard(t);
    expectError(
      await call('appoint/queryHisAppointList', { shopAccountId: 'abc' }, b.token),
      'CHECK_INPUT',
      'shopAccountId',
    );
    expectError(
      await call('appoint/queryHisAppointList', { upcomingOnly: 'yes' }, b.token),
      'CHECK_INPUT',
      'upcomingOnly',
    );
    expect(
      await call('appoint/queryHisAppointList', { shopAccountId: b.technician.id, upcomingOnly: true }),
    ).toMatchObject({ code: 401 });
  });

  it('needs the appointments menu', async () => {
    await expectMenuGuard(t, 'appointments', 'appoint/queryHisAppointList', async (shopId) => {
      const technician = await buildStaff(t, { shopId });
      return { shopAccountId: technician.id, upcomingOnly: true };
    });
  });
});

describe('phones hidden by the displayPhone setting', () => {
  it('blanks the phone in the history and in the log when displayPhone is 0', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Fede', customPhone: '347 555 6666' })] });
    await call(
      'appoint/editDragByH5',
      { id: a.id, version: a.version, shopAccountId: b.technician.id, appointDay: DAY, startTime: '11:00' },
      b.token,
    );
    const shown = pageOf(await call('appoint/queryHisAppointList', {}, b.token));
    expect(shown.list[0].customPhone).toBe('347 555 6666');

    expect(await call('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, b.token)).toMatchObject({ code: 0 });
    const hidden = pageOf(await call('appoint/queryHisAppointList', { key: '555' }, b.token));
    expect(hidden.list).toMatchObject([{ customName: 'Fede', customPhone: '' }]);
    const logs = await call('appointLog/queryAppointLogs', { appointId: a.id }, b.token);
    const rows = (logs.page as { list: Record<string, unknown>[] }).list;
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.customPhone).toBe('');
      for (const snapshot of [row.before, row.after]) {
        if (snapshot) expect(snapshot).toMatchObject({ customPhone: '', customName: 'Fede' });
      }
    }
  });
});

describe('appoint/queryById', () => {
  it('answers one appointment in any state, with its projects and technician', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Gina', customPhone: '347 555 7777' })] });
    await call('appoint/delete', { id: a.id }, b.token);
    const body = await call('appoint/queryById', { appointId: a.id }, b.token);
    expect(body).toMatchObject({ code: 0 });
    expect(body.data).toMatchObject({
      id: a.id,
      customName: 'Gina',
      customPhone: '347 555 7777',
      shopAccountId: b.technician.id,
      delFlag: 1,
      projects: a.projects,
    });
  });

  it('blanks the phone when displayPhone is 0', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Ida', customPhone: '347 555 8888' })] });
    await call('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, b.token);
    const body = await call('appoint/queryById', { appointId: a.id }, b.token);
    expect(body.data).toMatchObject({ customName: 'Ida', customPhone: '' });
  });

  it("answers NOT_FOUND for a missing id or another shop's appointment, 401 without a session", async () => {
    const b = await buildBoard(t);
    const other = await buildBoard(t);
    const foreign = await bookOne(t, other);
    expectError(await call('appoint/queryById', { appointId: foreign.id }, b.token), 'NOT_FOUND', 'appointId');
    expectError(await call('appoint/queryById', { appointId: 99_999_999 }, b.token), 'NOT_FOUND', 'appointId');
    expect(await call('appoint/queryById', { appointId: foreign.id })).toMatchObject({ code: 401 });
    expectError(await call('appoint/queryById', {}, b.token), 'FIELD_REQUIRED', 'appointId');
  });
});
