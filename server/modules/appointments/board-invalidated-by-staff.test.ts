import { describe, expect, it } from 'vitest';
import { buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { accountRow } from '../staff/staff.test-kit';
import { buildBoard, DAY, type TBoard, TODAY } from './appointments.test-kit';
import { columnOf, expectRedrawn, fullBoard } from './board.test-kit';

/**
 * ADR 022: the board draws the shop's hours, each technician's hours, holidays and leave, and the bookable staff in
 * their order; every write to them, through the call a person makes, makes the held board version stale.
 */
const t = useTestApp();

const ok = async (path: string, body: Record<string, unknown>, b: TBoard) => {
  const res = await t.call(path, body, { token: b.token });
  expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ code: 0 });
  return res.body.data;
};

/** DAY (2026-11-24) is a Tuesday: weekday 2 of the work time screens. */
const TUESDAY = 2;
const hours = (week: number, morning: [string, string], afternoon: [string, string] | [] = []) => ({
  week,
  morningStart: morning[0],
  morningEnd: morning[1],
  afternoonStart: afternoon[0] ?? '',
  afternoonEnd: afternoon[1] ?? '',
});

const reasonsOf = (board: Awaited<ReturnType<typeof fullBoard>>, accountId: number) =>
  (columnOf(board, accountId)?.periods ?? []).map((p) => p.reason);
/** The board's columns but the owner's (buildBoard's owner is bookable too). */
const idsOf = (board: Awaited<ReturnType<typeof fullBoard>>, b: TBoard) =>
  board.technicians.map((c) => c.shopAccountId).filter((id) => id !== b.owner.id);

describe('work hours', () => {
  it("the shop's hours (shopWork/update, shopWork/updateById) change the day's rows", async () => {
    const b = await buildBoard(t);
    const [week] = await expectRedrawn(t, b.token, () =>
      ok('shopWork/update', { list: [hours(TUESDAY, ['09:00', '13:00'])] }, b),
    );
    expect(week.slots[0]).toBe('09:00');
    const [day] = await expectRedrawn(t, b.token, () =>
      ok('shopWork/updateById', hours(TUESDAY, ['10:00', '13:00'], ['14:00', '19:00']), b),
    );
    expect(day.slots[0]).toBe('10:00');
  });

  it("a technician's hours (accountWork/update, accountWork/updateById) change their shading", async () => {
    const b = await buildBoard(t);
    expect(reasonsOf(await fullBoard(t, b.token), b.technician.id)).toEqual(['offHours', 'offHours']);
    const [week] = await expectRedrawn(t, b.token, () =>
      ok('accountWork/update', { accountId: b.technician.id, list: [hours(TUESDAY, ['12:00', '14:00'])] }, b),
    );
    expect(columnOf(week, b.technician.id)?.periods).toContainEqual({
      start: '14:00',
      end: '24:00',
      reason: 'offHours',
    });
    const [day] = await expectRedrawn(t, b.token, () =>
      ok('accountWork/updateById', { accountId: b.technician.id, ...hours(TUESDAY, ['12:00', '16:00']) }, b),
    );
    expect(columnOf(day, b.technician.id)?.periods).toContainEqual({
      start: '16:00',
      end: '24:00',
      reason: 'offHours',
    });
  });
});

describe('holidays and leave', () => {
  it("the shop's holiday added and removed (shopWorkHoliday/addOrUpdate, /remove)", async () => {
    const b = await buildBoard(t);
    let id = 0;
    const [added] = await expectRedrawn(t, b.token, async () => {
      const body = { startTime: '2026-11-24 12:00', endTime: '2026-11-24 15:00', remark: 'Closed' };
      id = ((await ok('shopWorkHoliday/addOrUpdate', body, b)) as { id: number }).id;
    });
    expect(reasonsOf(added, b.technician.id)).toContain('shopHoliday');
    const [removed] = await expectRedrawn(t, b.token, () => ok('shopWorkHoliday/remove', { id }, b));
    expect(reasonsOf(removed, b.technician.id)).not.toContain('shopHoliday');
  });

  it.each(['holiday', 'leave'] as const)(
    "a technician's %s added and removed (accountWorkHoliday/addOrUpdate, /remove)",
    async (kind) => {
      const b = await buildBoard(t);
      let id = 0;
      const [added] = await expectRedrawn(t, b.token, async () => {
        const body = { accountId: b.technician.id, kind, startTime: '2026-11-24 12:00', endTime: '2026-11-24 15:00' };
        id = ((await ok('accountWorkHoliday/addOrUpdate', body, b)) as { id: number }).id;
      });
      expect(columnOf(added, b.technician.id)?.periods).toContainEqual({ start: '12:00', end: '15:00', reason: kind });
      const [removed] = await expectRedrawn(t, b.token, () => ok('accountWorkHoliday/remove', { id }, b));
      expect(reasonsOf(removed, b.technician.id)).not.toContain(kind);
    },
  );
});

describe('the staff', () => {
  /** The board's technician and a second one after it in the staff order. */
  async function twoTechnicians() {
    const b = await buildBoard(t);
    const first = await accountRow(t, b.technician.id);
    const second = await buildStaff(t, { shopId: b.shopId, sortOrder: first.sortOrder + 1 });
    return { b, second };
  }

  it('the staff order (account/upSortOrder, account/downSortOrder) reorders the columns', async () => {
    const { b, second } = await twoTechnicians();
    expect(idsOf(await fullBoard(t, b.token), b)).toEqual([b.technician.id, second.id]);
    const [up] = await expectRedrawn(t, b.token, () => ok('account/upSortOrder', { id: second.id }, b));
    expect(idsOf(up, b)).toEqual([second.id, b.technician.id]);
    const [down] = await expectRedrawn(t, b.token, () => ok('account/downSortOrder', { id: second.id }, b));
    expect(idsOf(down, b)).toEqual([b.technician.id, second.id]);
  });

  it('a technician hired (account/createMem) adds a column', async () => {
    const b = await buildBoard(t);
    let id = 0;
    const [board] = await expectRedrawn(t, b.token, async () => {
      id = ((await ok('account/createMem', { name: 'Nina', accountType: 0 }, b)) as { id: number }).id;
    });
    expect(columnOf(board, id)).toMatchObject({ name: 'Nina', isBookable: true });
  });

  it('resigned (account/depart) and re-hired (account/reWork)', async () => {
    const { b, second } = await twoTechnicians();
    const [gone] = await expectRedrawn(t, b.token, () => ok('account/depart', { id: second.id }, b));
    expect(idsOf(gone, b)).toEqual([b.technician.id]);
    const [back] = await expectRedrawn(t, b.token, () => ok('account/reWork', { id: second.id }, b));
    expect(idsOf(back, b)).toContain(second.id);
  });

  it('deleted (account/delMem)', async () => {
    const { b, second } = await twoTechnicians();
    const [board] = await expectRedrawn(t, b.token, () => ok('account/delMem', { id: second.id }, b));
    expect(idsOf(board, b)).toEqual([b.technician.id]);
  });

  it('renamed (account/updateMem)', async () => {
    const b = await buildBoard(t);
    const row = await accountRow(t, b.technician.id);
    const [board] = await expectRedrawn(t, b.token, () =>
      ok('account/updateMem', { id: b.technician.id, version: row.version, name: 'Renamed' }, b),
    );
    expect(columnOf(board, b.technician.id)).toMatchObject({ name: 'Renamed' });
  });

  it('booking turned off and on (account/updateAppointFlag)', async () => {
    const { b, second } = await twoTechnicians();
    const [off] = await expectRedrawn(t, b.token, () =>
      ok('account/updateAppointFlag', { id: second.id, appointFlag: 1 }, b),
    );
    expect(idsOf(off, b)).toEqual([b.technician.id]);
    const [on] = await expectRedrawn(t, b.token, () =>
      ok('account/updateAppointFlag', { id: second.id, appointFlag: 0 }, b),
    );
    expect(idsOf(on, b)).toEqual([b.technician.id, second.id]);
  });

  it("off and on duty (account/updateWorkFlag) shade today's column", async () => {
    const b = await buildBoard(t);
    const [off] = await expectRedrawn(
      t,
      b.token,
      () => ok('account/updateWorkFlag', { id: b.technician.id, workFlag: 1 }, b),
      [TODAY, DAY],
    );
    expect(reasonsOf(off, b.technician.id)).toContain('offDuty');
    const [on] = await expectRedrawn(
      t,
      b.token,
      () => ok('account/updateWorkFlag', { id: b.technician.id, workFlag: 0 }, b),
      [TODAY],
    );
    expect(reasonsOf(on, b.technician.id)).not.toContain('offDuty');
  });
});
