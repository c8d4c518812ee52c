import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { useTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { appointmentRows, bookOne, buildBoard, DAY, person } from './appointments.test-kit';

/**
 * Races on one technician's slot that only mean something on PostgreSQL, where requests really run side by side on a
 * pool of connections (PGlite runs them one after the other); skipped without DATABASE_URL. The exclusion constraint
 * settles what the service's overlap check cannot see: concurrent transactions.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe.runIf(isPostgres)('appointments under concurrency', () => {
  it('lets exactly one of 50 parallel bookings of one technician and slot through, the others get SLOT_TAKEN', async () => {
    const b = await buildBoard(t);
    const results = await parallel(50, (i) =>
      t.call(
        'appoint/create',
        { appointDay: DAY, startTime: '10:00', people: [person(b, { customName: `Racer ${i}` })] },
        { token: b.token, nonce: `race-${i}` },
      ),
    );
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('SLOT_TAKEN');
    expect(await appointmentRows(t, b.shopId)).toHaveLength(1);
  });

  it('lets one of two drags from the same version through, the other gets 409', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const results = await parallel(2, (i) =>
      t.call(
        'appoint/editDragByH5',
        {
          id: a.id,
          version: a.version,
          shopAccountId: b.technician.id,
          appointDay: DAY,
          startTime: i === 0 ? '12:00' : '15:00',
        },
        { token: b.token, nonce: `drag-${i}` },
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    const loser = results.find((r) => r.body.code !== 0)!;
    expect(loser.body.errorKey).toBe('CONFLICT');
    const winner = dataOf<TAppointment>(results.find((r) => r.body.code === 0)!.body);
    const [row] = await appointmentRows(t, b.shopId);
    expect(row).toMatchObject({ version: 2, startMin: winner.startTime === '12:00' ? 720 : 900 });
  });
});
