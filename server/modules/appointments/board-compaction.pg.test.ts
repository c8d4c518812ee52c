import { describe, expect, it } from 'vitest';
import { boardChanges } from '../../db/schema/board-changes';
import { useTestApp } from '../../test/fixture';
import { gate } from '../../test/helpers';
import { bookOne, buildBoard, DAY } from './appointments.test-kit';
import { compactBoardChanges, readBoardVersion } from './board.repo';

/**
 * ADR 022's compaction beside a write still in flight, on PostgreSQL (PGlite has one connection, so nothing can be in
 * flight beside it): the row the open transaction appended is not folded, and its commit still changes the version.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(isPostgres)("the board change log's compaction", () => {
  it('keeps the version while a write is in flight and changes it when the write commits', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    await bookOne(t, b, { startTime: '11:00' });
    const held = await readBoardVersion(t.deps.db, b.shopId, DAY);

    const release = gate();
    const appended = gate();
    const write = t.deps.db.transaction(async (tx) => {
      await tx.insert(boardChanges).values({ shopId: b.shopId, day: DAY });
      appended.open();
      await release.opened;
    });
    await appended.opened;
    expect(await compactBoardChanges(t.deps.db)).toBeGreaterThan(0);
    expect((await readBoardVersion(t.deps.db, b.shopId, DAY))?.changes).toEqual(held?.changes);
    release.open();
    await write;

    const after = await readBoardVersion(t.deps.db, b.shopId, DAY);
    expect(after?.changes).not.toBe(held?.changes);
    const [count, id] = (after?.changes ?? '').split('.').map(Number);
    expect(count).toBe(Number(held?.changes.split('.')[0]) + 1);
    expect(id).toBeGreaterThan(Number(held?.changes.split('.')[1]));
  });
});
