import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBoardAnswer } from '../../../contract/appointments-board';
import { boardChanges } from '../../db/schema/board-changes';
import { useTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { bookOne, buildBoard, DAY, type TBoard } from './appointments.test-kit';
import { compactBoardChanges, readBoardVersion } from './board.repo';
import { FOLD_AFTER_ROWS } from './board.service';

const t = useTestApp();

const readBoard = async (b: TBoard, ifVersion?: string, appointDay = DAY) =>
  dataOf<TBoardAnswer>(
    (await t.call('appoint/queryPointList', { appointDay, ...(ifVersion ? { ifVersion } : {}) }, { token: b.token }))
      .body,
  );

describe("appoint/queryPointList's version (ADR 022)", () => {
  it("answers 'not modified' for the version held while nothing changed, and the whole board after a booking", async () => {
    const b = await buildBoard(t);
    const first = await readBoard(b);
    expect(first).not.toHaveProperty('notModified');
    expect(await readBoard(b, first.boardVersion)).toEqual({
      appointDay: DAY,
      boardVersion: first.boardVersion,
      notModified: true,
    });
    const booked = await bookOne(t, b);
    const after = await readBoard(b, first.boardVersion);
    expect(after).not.toHaveProperty('notModified');
    expect(after.boardVersion).not.toBe(first.boardVersion);
    expect('list' in after && after.list.map((a) => a.id)).toEqual([booked.id]);
  });

  it('keeps the versions of two days apart, and answers a kept board equal to a freshly built one', async () => {
    const b = await buildBoard(t);
    const other = await readBoard(b, undefined, '2026-11-26');
    await bookOne(t, b);
    expect(await readBoard(b, other.boardVersion, '2026-11-26')).toMatchObject({ notModified: true });
    const built = await t.call('appoint/queryPointList', { appointDay: DAY }, { token: b.token });
    const kept = await t.call('appoint/queryPointList', { appointDay: DAY }, { token: b.token });
    expect(kept.body).toEqual(built.body);
  });

  it('answers the whole board for a version it never gave, and refuses an over-long one', async () => {
    const b = await buildBoard(t);
    expect(await readBoard(b, '0.0.0.0')).not.toHaveProperty('notModified');
    const long = await t.call(
      'appoint/queryPointList',
      { appointDay: DAY, ifVersion: 'x'.repeat(101) },
      { token: b.token },
    );
    expect(long.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'ifVersion' });
  });

  it("reads the same version in the session's statement as on its own, and checks the session before the input", async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    const answered = await readBoard(b);
    const alone = await readBoardVersion(t.deps.db, b.shopId, DAY);
    expect(alone).toBeDefined();
    expect(answered.boardVersion.startsWith(`${alone?.changes}.${alone?.msgNums}.`)).toBe(true);
    const noSession = await t.call('appoint/queryPointList', { appointDay: 'not a day' }, { token: 'none' });
    expect(noSession.body).toMatchObject({ errorKey: 'SESSION_EXPIRED' });
    const badDay = await t.call('appoint/queryPointList', { appointDay: 'not a day' }, { token: b.token });
    expect(badDay.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'appointDay' });
  });

  it("keeps every day's version through housekeeping's compaction, which leaves one row per shop and day", async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    await bookOne(t, b, { startTime: '11:00' });
    const today = await readBoard(b);
    const other = await readBoard(b, undefined, '2026-11-26');
    const rowsBefore = (await t.deps.db.select().from(boardChanges)).length;

    const removed = await compactBoardChanges(t.deps.db);
    const rows = await t.deps.db.select().from(boardChanges);
    expect(removed).toBeGreaterThan(0);
    expect(rows.length).toBe(rowsBefore - removed);
    expect(new Set(rows.map((r) => `${r.shopId}:${r.day}`)).size).toBe(rows.length);
    expect(await readBoard(b, today.boardVersion)).toMatchObject({ notModified: true });
    expect(await readBoard(b, other.boardVersion, '2026-11-26')).toMatchObject({ notModified: true });
    expect(await compactBoardChanges(t.deps.db)).toBe(0);

    // A change after it still changes the version.
    await bookOne(t, b, { startTime: '14:00' });
    expect(await readBoard(b, today.boardVersion)).not.toHaveProperty('notModified');
    expect(await readBoard(b, other.boardVersion, '2026-11-26')).toMatchObject({ notModified: true });
  });

  it(`folds the shop's change log when a board is built from more than ${FOLD_AFTER_ROWS} rows, keeping the version`, async () => {
    const b = await buildBoard(t);
    const other = await buildBoard(t);
    const changes = (shopId: number, n: number) => Array.from({ length: n }, () => ({ shopId, day: DAY }));
    await t.deps.db.insert(boardChanges).values([...changes(b.shopId, FOLD_AFTER_ROWS), ...changes(other.shopId, 80)]);
    const rowsOf = async (shopId: number) =>
      (await t.deps.db.select().from(boardChanges).where(eq(boardChanges.shopId, shopId))).length;
    const otherRows = await rowsOf(other.shopId);
    const held = await readBoardVersion(t.deps.db, b.shopId, DAY);
    expect(held?.rows).toBeGreaterThan(FOLD_AFTER_ROWS);

    const built = await readBoard(b);
    const after = await readBoardVersion(t.deps.db, b.shopId, DAY);
    expect(after?.changes).toBe(held?.changes);
    expect(after?.rows).toBeLessThanOrEqual(2);
    expect(await rowsOf(other.shopId)).toBe(otherRows);
    expect(await readBoard(b, built.boardVersion)).toMatchObject({ notModified: true });
    await bookOne(t, b);
    expect(await readBoard(b, built.boardVersion)).not.toHaveProperty('notModified');
  });

  it(`leaves a change log of ${FOLD_AFTER_ROWS} rows as it is when it builds a board`, async () => {
    const b = await buildBoard(t);
    const held = await readBoardVersion(t.deps.db, b.shopId, DAY);
    const fill = FOLD_AFTER_ROWS - (held?.rows ?? 0);
    await t.deps.db.insert(boardChanges).values(Array.from({ length: fill }, () => ({ shopId: b.shopId, day: DAY })));
    await readBoard(b);
    expect((await readBoardVersion(t.deps.db, b.shopId, DAY))?.rows).toBe(FOLD_AFTER_ROWS);
  });
});
