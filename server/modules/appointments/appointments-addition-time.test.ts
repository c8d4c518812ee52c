import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { appointmentRows, book, bookOne, buildBoard, person } from './appointments.test-kit';

/** SPEC §2.8 'additional time (minutes)': any whole number of minutes from 0 to 600, not only steps of 15. */
const t = useTestApp();

const editBody = (a: TAppointment, overrides: Record<string, unknown> = {}) => ({
  id: a.id,
  version: a.version,
  customName: a.customName,
  customPhone: a.customPhone,
  productIds: a.productIds,
  additionTime: a.additionTime,
  remark: a.remark,
  shopAccountId: a.shopAccountId,
  appointDay: a.appointDay,
  startTime: a.startTime,
  ...overrides,
});

describe('appoint/create additional minutes', () => {
  it('adds any whole number of minutes to the projects’ 45', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { additionTime: 20 })] });
    expect(a).toMatchObject({ startTime: '10:00', endTime: '11:05', duration: 65, additionTime: 20 });
  });

  it('takes both ends, 0 and 600, and refuses -1 and 601 on the person’s field', async () => {
    const b = await buildBoard(t);
    const none = await bookOne(t, b, { startTime: '08:00', people: [person(b, { additionTime: 0 })] });
    expect(none).toMatchObject({ duration: 45, additionTime: 0 });
    const most = await bookOne(t, b, {
      appointDay: '2026-11-25',
      startTime: '08:00',
      people: [person(b, { additionTime: 600 })],
    });
    expect(most).toMatchObject({ startTime: '08:00', endTime: '18:45', duration: 645, additionTime: 600 });
    const before = await appointmentRows(t, b.shopId);
    for (const additionTime of [-1, 601, 2.5]) {
      expectError(
        await book(t, b, { appointDay: '2026-11-26', people: [person(b, { additionTime })] }),
        'CHECK_INPUT',
        'people.0.additionTime',
      );
    }
    expect(await appointmentRows(t, b.shopId)).toEqual(before);
  });

  it('starts the next person on the same technician where the one before ends, off the 15-minute grid', async () => {
    const b = await buildBoard(t);
    const body = dataOf<{ list: TAppointment[] }>(
      await book(t, b, { people: [person(b, { additionTime: 7 }), person(b, { additionTime: 1 })] }),
    );
    expect(body.list.map((a) => [a.startTime, a.endTime, a.duration])).toEqual([
      ['10:00', '10:52', 52],
      ['10:52', '11:38', 46],
    ]);
  });
});

describe('appoint/edit additional minutes', () => {
  it('changes the added minutes to 0 and to 600, and refuses 601', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { startTime: '08:00', people: [person(b, { additionTime: 20 })] });
    const most = dataOf<TAppointment>(
      (await t.call('appoint/edit', editBody(a, { additionTime: 600 }), { token: b.token })).body,
    );
    expect(most).toMatchObject({ endTime: '18:45', duration: 645, additionTime: 600 });
    const none = dataOf<TAppointment>(
      (await t.call('appoint/edit', editBody(most, { additionTime: 0 }), { token: b.token })).body,
    );
    expect(none).toMatchObject({ endTime: '08:45', duration: 45, additionTime: 0 });
    expectError(
      (await t.call('appoint/edit', editBody(none, { additionTime: 601 }), { token: b.token })).body,
      'CHECK_INPUT',
      'additionTime',
    );
  });

  it('keeps an appointment’s own start off the grid, and refuses moving it to another time off the grid', async () => {
    const b = await buildBoard(t);
    const [, second] = dataOf<{ list: TAppointment[] }>(
      await book(t, b, { people: [person(b, { additionTime: 7 }), person(b)] }),
    ).list;
    expect(second.startTime).toBe('10:52');
    const kept = dataOf<TAppointment>(
      (await t.call('appoint/edit', editBody(second, { remark: 'Kept' }), { token: b.token })).body,
    );
    expect(kept).toMatchObject({ startTime: '10:52', remark: 'Kept', version: 2 });
    expectError(
      (await t.call('appoint/edit', editBody(kept, { startTime: '14:07' }), { token: b.token })).body,
      'CHECK_INPUT',
      'startTime',
    );
    expectError(
      (await t.call('appoint/edit', editBody(kept, { appointDay: '2026-11-25' }), { token: b.token })).body,
      'CHECK_INPUT',
      'startTime',
    );
  });
});
