import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { expandBoard, type TDayBoardWire } from '../../../contract/appointments-board';
import { appointments } from '../../db/schema/appointments';
import { customers } from '../../db/schema/customers';
import { accountProducts } from '../../db/schema/projects';
import { buildCustomer, buildOwner, buildProduct, buildShop, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import {
  appointmentRows,
  book,
  bookOne,
  buildBoard,
  DAY,
  expectConflict,
  logRows,
  person,
  TODAY,
} from './appointments.test-kit';

const t = useTestApp();

type TBody = Record<string, unknown>;
const call = async (path: string, body: TBody, token: string) => (await t.call(path, body, { token })).body;

describe('appoint/create', () => {
  it('books a named customer: creates the customer, sums the durations, logs H5_ADD', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, {
      people: [person(b, { customName: 'Giulia Rossi', customPhone: '347 111 2222', additionTime: 15, remark: 'Tea' })],
    });
    expect(a).toMatchObject({
      appointDay: DAY,
      startTime: '10:00',
      endTime: '11:00',
      duration: 60,
      additionTime: 15,
      shopAccountId: b.technician.id,
      lane: 0,
      isOverlap: 0,
      kind: 'member',
      customName: 'Giulia Rossi',
      customPhone: '347 111 2222',
      remark: 'Tea',
      entry: 'normal',
      productIds: [b.product.id],
      version: 1,
    });
    const [customer] = await t.deps.db.select().from(customers).where(eq(customers.id, a.customerId!));
    expect(customer).toMatchObject({ name: 'Giulia Rossi', phoneE164: '+393471112222', shopId: b.shopId });
    const logs = await logRows(t, b.shopId, a.id);
    expect(logs.map((l) => l.operType)).toEqual(['H5_ADD']);
    expect(logs[0].after).toEqual({
      shopAccountId: b.technician.id,
      appointDay: DAY,
      startTime: '10:00',
      duration: 60,
      lane: 0,
      isOverlap: 0,
      additionTime: 15,
      customName: 'Giulia Rossi',
      customPhone: '347 111 2222',
      remark: 'Tea',
      arrivedFlag: 0,
      projects: b.product.name,
    });
  });

  it('adds a new customer named twice in one booking once, and books both people for them', async () => {
    const b = await buildBoard(t);
    const second = await buildStaff(t, { shopId: b.shopId });
    const named = { customName: 'Sara Bassi', customPhone: '347 222 3333' };
    const { list } = dataOf<{ list: TAppointment[] }>(
      await book(t, b, {
        people: [person(b, named), person(b, { ...named, customName: 'SARA BASSI', shopAccountId: second.id })],
      }),
    );
    const added = await t.deps.db.select().from(customers).where(eq(customers.shopId, b.shopId));
    expect(added.map((c) => c.name)).toEqual(['Sara Bassi']);
    expect(list.map((a) => [a.customerId, a.customName])).toEqual([
      [added[0].id, 'Sara Bassi'],
      [added[0].id, 'Sara Bassi'],
    ]);
  });

  it('books a temporary appointment when name and phone are both empty', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expect(a).toMatchObject({ kind: 'temporary', customerId: null, customName: '', customPhone: '' });
  });

  it('reuses the customer with the same international phone and name in any case; a member keeps vipFlag', async () => {
    const b = await buildBoard(t);
    const vip = await buildCustomer(t, { shopId: b.shopId, name: 'Anna Neri', phone: '347 000 1111', vipFlag: 1 });
    const a = await bookOne(t, b, {
      people: [person(b, { customName: 'anna neri', customPhone: '+39 3470001111' })],
    });
    expect(a).toMatchObject({ customerId: vip.id, kind: 'member', vipFlag: 1, customName: 'Anna Neri' });
    const named = await t.deps.db.select().from(customers).where(eq(customers.shopId, b.shopId));
    expect(named).toHaveLength(1);
  });

  it('answers each SPEC §5 check with its key and field', async () => {
    const b = await buildBoard(t);
    expectError(
      await book(t, b, { people: [person(b, { customPhone: '347 123 4567' })] }),
      'CUSTOMER_NAME_REQUIRED',
      'people.0.customName',
    );
    expectError(
      await book(t, b, { people: [person(b, { productIds: [] })] }),
      'SELECT_PROJECT_FIRST',
      'people.0.productIds',
    );
    expectError(
      await book(t, b, { people: [person(b, { shopAccountId: undefined })] }),
      'SELECT_TECHNICIAN_FIRST',
      'people.0.shopAccountId',
    );
    expectError(
      await book(t, b, { appointDay: TODAY, startTime: '09:00', entry: 'remarkOnly' }),
      'REMARK_NOTE_REQUIRED',
      'people.0.remark',
    );
    expectError(await book(t, b, { startTime: '10:10' }), 'CHECK_INPUT', 'startTime');
    expectError(
      await book(t, b, { people: [person(b, { additionTime: 601 })] }),
      'CHECK_INPUT',
      'people.0.additionTime',
    );
    expectError(
      await book(t, b, { people: [person(b, { remark: 'x'.repeat(201) })] }),
      'CHECK_INPUT',
      'people.0.remark',
    );
    expect(await appointmentRows(t, b.shopId)).toEqual([]);
  });

  it('refuses a start before the shop-local now, and allows the past through the historical or remarks choice', async () => {
    const b = await buildBoard(t);
    // 09:00Z is 10:00 in Rome: 09:45 local has passed, 10:00 has not.
    expectError(await book(t, b, { appointDay: TODAY, startTime: '09:45' }), 'PAST_TIME', 'startTime');
    expectError(await book(t, b, { appointDay: '2026-11-22', startTime: '15:00' }), 'PAST_TIME', 'startTime');
    expect(await book(t, b, { appointDay: TODAY, startTime: '10:00' })).toMatchObject({ code: 0 });
    const historical = await bookOne(t, b, { appointDay: TODAY, startTime: '08:00', entry: 'historical' });
    expect(historical).toMatchObject({ entry: 'historical', startTime: '08:00' });
    const noted = await bookOne(t, b, {
      appointDay: '2026-11-20',
      startTime: '11:00',
      entry: 'remarkOnly',
      people: [person(b, { remark: 'Came without booking' })],
    });
    expect(noted).toMatchObject({ entry: 'remarkOnly', remark: 'Came without booking' });
  });

  it('refuses a time outside the technician hours or during leave unless confirmed', async () => {
    const b = await buildBoard(t);
    expectError(await book(t, b, { startTime: '19:30' }), 'OUTSIDE_WORKING_HOURS', 'startTime');
    expect(await book(t, b, { startTime: '19:30', confirmOutsideHours: true })).toMatchObject({ code: 0 });
    const leave = await t.call(
      'accountWorkHoliday/addOrUpdate',
      { accountId: b.technician.id, kind: 'leave', startTime: `${DAY} 14:00`, endTime: `${DAY} 16:00` },
      { token: b.token },
    );
    expect(leave.body).toMatchObject({ code: 0 });
    expectError(await book(t, b, { startTime: '13:30' }), 'OUTSIDE_WORKING_HOURS', 'startTime');
    expect(await book(t, b, { startTime: '12:45' })).toMatchObject({ code: 0 });
  });

  it('refuses projects the technician is not booked for, deleted projects and non-bookable technicians', async () => {
    const b = await buildBoard(t);
    const other = await buildProduct(t, { shopId: b.shopId });
    await t.deps.db
      .insert(accountProducts)
      .values({ shopId: b.shopId, accountId: b.technician.id, productId: other.id });
    expectError(await book(t, b), 'CHECK_INPUT', 'people.0.productIds');
    const gone = await buildProduct(t, { shopId: b.shopId, delFlag: 1 });
    expectError(
      await book(t, b, { people: [person(b, { productIds: [gone.id] })] }),
      'NOT_FOUND',
      'people.0.productIds',
    );
    const notBookable = await buildStaff(t, { shopId: b.shopId, appointFlag: 1 });
    expectError(
      await book(t, b, { people: [person(b, { shopAccountId: notBookable.id })] }),
      'NOT_FOUND',
      'people.0.shopAccountId',
    );
  });

  it('answers SLOT_TAKEN (409) for an overlap, and with allowOverlap takes lane 1 and logs it', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    expectConflict(await book(t, b, { startTime: '10:30' }), 'SLOT_TAKEN');
    const overlap = await bookOne(t, b, { startTime: '10:30', allowOverlap: true });
    expect(overlap).toMatchObject({ lane: 1, isOverlap: 1 });
    const third = await bookOne(t, b, { startTime: '10:15', allowOverlap: true });
    expect(third.lane).toBe(2);
    expect((await logRows(t, b.shopId, overlap.id))[0].after).toMatchObject({ isOverlap: 1, lane: 1 });
    expect(await book(t, b, { startTime: '10:45' })).toMatchObject({ code: 409 });
    expect(await book(t, b, { startTime: '11:15' })).toMatchObject({ code: 0 });
  });

  it('places several people back to back on one technician and together on different ones', async () => {
    const b = await buildBoard(t);
    const second = await buildStaff(t, { shopId: b.shopId });
    const body = dataOf<{ bookingId: string; list: TAppointment[] }>(
      await book(t, b, {
        people: [
          person(b, { customName: 'Mamma' }),
          person(b, { customName: 'Figlio', additionTime: 15 }),
          person(b, { customName: 'Figlia', shopAccountId: second.id }),
        ],
      }),
    );
    expect(body.list.map((a) => [a.customName, a.shopAccountId, a.startTime, a.endTime])).toEqual([
      ['Mamma', b.technician.id, '10:00', '10:45'],
      ['Figlio', b.technician.id, '10:45', '11:45'],
      ['Figlia', second.id, '10:00', '10:45'],
    ]);
    expect(new Set(body.list.map((a) => a.bookingId))).toEqual(new Set([body.bookingId]));
  });

  it('saves nothing when one person of the booking cannot be placed', async () => {
    const b = await buildBoard(t);
    const busy = await buildStaff(t, { shopId: b.shopId });
    await bookOne(t, b, { startTime: '11:00', people: [person(b, { shopAccountId: busy.id })] });
    const before = await appointmentRows(t, b.shopId);
    const res = await book(t, b, {
      people: [
        person(b, { customName: 'Prima Persona' }),
        person(b, { customName: 'Seconda', shopAccountId: busy.id, additionTime: 60 }),
      ],
    });
    expectConflict(res, 'SLOT_TAKEN');
    expect(await appointmentRows(t, b.shopId)).toEqual(before);
    expect(await t.deps.db.select().from(customers).where(eq(customers.shopId, b.shopId))).toEqual([]);
  });

  it('answers 401 without a session and NOT_FOUND for another shop’s technician or project', async () => {
    const b = await buildBoard(t);
    expect((await t.call('appoint/create', {})).body).toMatchObject({ code: 401 });
    const foreign = await buildBoard(t);
    expectError(
      await book(t, b, { people: [person(b, { shopAccountId: foreign.technician.id })] }),
      'NOT_FOUND',
      'people.0.shopAccountId',
    );
    expectError(
      await book(t, b, { people: [person(b, { productIds: [foreign.product.id] })] }),
      'NOT_FOUND',
      'people.0.productIds',
    );
  });

  it('needs the appointments menu', async () => {
    let hour = 8;
    await expectMenuGuard(t, 'appointments', 'appoint/create', async (shopId) => {
      const technician = await buildStaff(t, { shopId });
      const product = await buildProduct(t, { shopId });
      hour += 1;
      return {
        appointDay: DAY,
        startTime: `${String(hour).padStart(2, '0')}:00`,
        people: [{ productIds: [product.id], shopAccountId: technician.id }],
      };
    });
  });
});

describe('the exclusion constraint', () => {
  it('refuses two active appointments overlapping in one lane, and ignores deleted and missed ones', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const row = (await appointmentRows(t, b.shopId))[0];
    const { id: _id, ...copy } = row;
    await expect(t.deps.db.insert(appointments).values({ ...copy, startMin: row.startMin + 15 })).rejects.toMatchObject(
      {
        cause: { code: '23P01' },
      },
    );
    await t.deps.db.update(appointments).set({ lostFlag: 1 }).where(eq(appointments.id, a.id));
    await t.deps.db.insert(appointments).values({ ...copy, startMin: row.startMin + 15 });
    expect((await appointmentRows(t, b.shopId)).length).toBe(2);
  });
});

describe('appoint/queryPointList', () => {
  it('answers the day: appointments with projects, technician columns in staff order, slots and periods', async () => {
    const b = await buildBoard(t);
    const second = await buildStaff(t, { shopId: b.shopId, sortOrder: -1, name: 'Prima' });
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Lia', customPhone: '347 555 6666' })] });
    const gone = await bookOne(t, b, { startTime: '12:00' });
    await call('appoint/delete', { id: gone.id }, b.token);
    const board = expandBoard(
      dataOf<TDayBoardWire>(await call('appoint/queryPointList', { appointDay: DAY }, b.token)),
    );
    expect(board.displayPhone).toBe('1');
    expect(board.slots[0]).toBe('08:00');
    expect(board.slots.at(-1)).toBe('21:00');
    expect(board.technicians.map((c) => c.shopAccountId)).toEqual([second.id, b.owner.id, b.technician.id]);
    expect(board.technicians[2].periods).toEqual([
      { start: '00:00', end: '08:00', reason: 'offHours' },
      { start: '20:00', end: '24:00', reason: 'offHours' },
    ]);
    expect(board.list).toHaveLength(1);
    expect(board.list[0]).toMatchObject({
      id: a.id,
      customName: 'Lia',
      customPhone: '347 555 6666',
      projects: [{ productId: b.product.id, productName: b.product.name, bgColor: b.product.bgColor, duration: 45 }],
    });
  });

  it('hides phones unless displayPhone is 1, and opens for a session without the appointments menu', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b, { people: [person(b, { customName: 'Lia', customPhone: '347 555 7777' })] });
    await t.call('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, { token: b.token });
    const clerk = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: [] });
    const board = expandBoard(
      dataOf<TDayBoardWire>(await call('appoint/queryPointList', { appointDay: DAY }, clerk.token)),
    );
    expect(board.displayPhone).toBe('0');
    expect(board.list[0]).toMatchObject({ customName: 'Lia', customPhone: '' });
    expect((await t.call('appoint/queryPointList', { appointDay: DAY })).body).toMatchObject({ code: 401 });
    expectError(
      await call('appoint/queryPointList', { appointDay: '2026-02-30' }, b.token),
      'CHECK_INPUT',
      'appointDay',
    );
  });

  it('keeps a column for a technician who resigned with appointments still that day, after the bookable ones', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expect((await t.call('account/depart', { id: b.technician.id }, { token: b.token })).body).toMatchObject({
      code: 0,
    });
    const board = dataOf<{ technicians: { shopAccountId: number; isBookable: boolean }[]; list: TAppointment[] }>(
      await call('appoint/queryPointList', { appointDay: DAY }, b.token),
    );
    expect(board.technicians.map((c) => [c.shopAccountId, c.isBookable])).toEqual([
      [b.owner.id, true],
      [b.technician.id, false],
    ]);
    expect(board.list.map((x) => x.id)).toEqual([a.id]);
    // Nothing new can be booked on them.
    expectError(await book(t, b, { startTime: '15:00' }), 'NOT_FOUND', 'people.0.shopAccountId');
    // Without appointments that day, the column is gone.
    const next = dataOf<{ technicians: { shopAccountId: number }[] }>(
      await call('appoint/queryPointList', { appointDay: '2026-11-25' }, b.token),
    );
    expect(next.technicians.map((c) => c.shopAccountId)).toEqual([b.owner.id]);
  });

  it('never shows another shop’s appointments', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    const other = await buildOwner(t);
    const board = dataOf<{ list: unknown[] }>(await call('appoint/queryPointList', { appointDay: DAY }, other.token));
    expect(board.list).toEqual([]);
  });
});

describe('appoint/edit', () => {
  const editBody = (b: Awaited<ReturnType<typeof buildBoard>>, a: TAppointment, overrides: TBody = {}) => ({
    id: a.id,
    version: a.version,
    customName: a.customName,
    customPhone: a.customPhone,
    productIds: a.productIds,
    additionTime: a.additionTime,
    remark: a.remark,
    shopAccountId: b.technician.id,
    appointDay: a.appointDay,
    startTime: a.startTime,
    ...overrides,
  });

  it('changes customer, time, added minutes and remark, and logs H5_EDIT with before and after', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const edited = dataOf<TAppointment>(
      await call(
        'appoint/edit',
        editBody(b, a, { customName: 'Nuova', startTime: '14:00', additionTime: 30, remark: 'Moved' }),
        b.token,
      ),
    );
    expect(edited).toMatchObject({ startTime: '14:00', duration: 75, kind: 'member', customName: 'Nuova', version: 2 });
    const logs = await logRows(t, b.shopId, a.id);
    expect(logs.map((l) => l.operType)).toEqual(['H5_ADD', 'H5_EDIT']);
    expect(logs[1].before).toMatchObject({ startTime: '10:00', customName: '' });
    expect(logs[1].after).toMatchObject({ startTime: '14:00', customName: 'Nuova', remark: 'Moved' });
  });

  it('answers CONFLICT for a stale version, SLOT_TAKEN for an overlap, PAST_TIME, and NOT_FOUND for another shop', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await bookOne(t, b, { startTime: '12:00' });
    expectConflict(await call('appoint/edit', editBody(b, a, { startTime: '12:30' }), b.token), 'SLOT_TAKEN');
    expectError(
      await call('appoint/edit', editBody(b, a, { appointDay: TODAY, startTime: '09:00' }), b.token),
      'PAST_TIME',
      'startTime',
    );
    expect(await call('appoint/edit', editBody(b, a, { remark: 'one' }), b.token)).toMatchObject({ code: 0 });
    expectConflict(await call('appoint/edit', editBody(b, a, { remark: 'two' }), b.token), 'CONFLICT');
    expectError(
      await call('appoint/edit', editBody(b, a, { version: 2, customPhone: '347 1234567', customName: '' }), b.token),
      'CUSTOMER_NAME_REQUIRED',
      'customName',
    );
    const other = await buildOwner(t);
    expectError(await call('appoint/edit', editBody(b, a, { version: 2 }), other.token), 'NOT_FOUND', 'id');
  });
});

describe('appoint/editDragByH5', () => {
  const drag = (b: Awaited<ReturnType<typeof buildBoard>>, a: TAppointment, overrides: TBody = {}, token = b.token) =>
    call(
      'appoint/editDragByH5',
      {
        id: a.id,
        version: a.version,
        shopAccountId: a.shopAccountId,
        appointDay: a.appointDay,
        startTime: a.startTime,
        ...overrides,
      },
      token,
    );

  it('moves to another technician, day and time and logs H5_DRAG', async () => {
    const b = await buildBoard(t);
    const second = await buildStaff(t, { shopId: b.shopId });
    const a = await bookOne(t, b);
    const moved = dataOf<TAppointment>(
      await drag(b, a, { shopAccountId: second.id, appointDay: '2026-11-25', startTime: '15:15' }),
    );
    expect(moved).toMatchObject({
      shopAccountId: second.id,
      appointDay: '2026-11-25',
      startTime: '15:15',
      duration: 45,
      version: 2,
    });
    const logs = await logRows(t, b.shopId, a.id);
    expect(logs[1]).toMatchObject({ operType: 'H5_DRAG' });
    expect(logs[1].before).toMatchObject({ shopAccountId: b.technician.id, startTime: '10:00' });
  });

  it('answers SLOT_TAKEN onto a booked slot, lane 1 with allowOverlap, CONFLICT from a stale version, PAST_TIME', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await bookOne(t, b, { startTime: '13:00' });
    expectConflict(await drag(b, a, { startTime: '12:30' }), 'SLOT_TAKEN');
    expectError(await drag(b, a, { appointDay: TODAY, startTime: '09:30' }), 'PAST_TIME', 'startTime');
    expectError(await drag(b, a, { startTime: '19:45' }), 'OUTSIDE_WORKING_HOURS', 'startTime');
    const over = dataOf<TAppointment>(await drag(b, a, { startTime: '12:30', allowOverlap: true }));
    expect(over).toMatchObject({ lane: 1, isOverlap: 1 });
    expectConflict(await drag(b, a, { startTime: '16:00' }), 'CONFLICT');
    const other = await buildOwner(t);
    expectError(await drag(b, over, {}, other.token), 'NOT_FOUND', 'id');
  });
});

describe('appoint/changeDuration', () => {
  it('changes the length in steps of 15, answering SLOT_TAKEN when it runs into the next appointment', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    await bookOne(t, b, { startTime: '11:30' });
    const longer = dataOf<TAppointment>(
      await call('appoint/changeDuration', { id: a.id, version: 1, duration: 90 }, b.token),
    );
    expect(longer).toMatchObject({ duration: 90, endTime: '11:30', additionTime: 45, version: 2 });
    expect((await logRows(t, b.shopId, a.id))[1]).toMatchObject({ operType: 'H5_PULL_DURATION' });
    expectConflict(
      await call('appoint/changeDuration', { id: a.id, version: 2, duration: 105 }, b.token),
      'SLOT_TAKEN',
    );
    expectError(
      await call('appoint/changeDuration', { id: a.id, version: 2, duration: 50 }, b.token),
      'DURATION_STEP',
      'duration',
    );
    expectError(
      await call('appoint/changeDuration', { id: a.id, version: 2, duration: 0 }, b.token),
      'DURATION_STEP',
      'duration',
    );
    expectConflict(await call('appoint/changeDuration', { id: a.id, version: 1, duration: 30 }, b.token), 'CONFLICT');
    const other = await buildOwner(t);
    expectError(
      await call('appoint/changeDuration', { id: a.id, version: 2, duration: 30 }, other.token),
      'NOT_FOUND',
      'id',
    );
  });
});

describe('appoint/changeDuty', () => {
  it('gives the appointment to another technician with a reason, or answers SLOT_TAKEN when they are busy', async () => {
    const b = await buildBoard(t);
    const second = await buildStaff(t, { shopId: b.shopId });
    const a = await bookOne(t, b);
    await bookOne(t, b, { people: [person(b, { shopAccountId: second.id })], startTime: '10:30' });
    expectConflict(
      await call('appoint/changeDuty', { id: a.id, version: 1, shopAccountId: second.id, reason: 'Sick' }, b.token),
      'SLOT_TAKEN',
    );
    const third = await buildStaff(t, { shopId: b.shopId });
    const moved = dataOf<TAppointment>(
      await call('appoint/changeDuty', { id: a.id, version: 1, shopAccountId: third.id, reason: 'Sick' }, b.token),
    );
    expect(moved).toMatchObject({ shopAccountId: third.id, startTime: '10:00' });
    expect((await logRows(t, b.shopId, a.id))[1]).toMatchObject({ operType: 'H5_CHANGE_DUTY', reason: 'Sick' });
    expectError(
      await call('appoint/changeDuty', { id: a.id, version: 2, shopAccountId: third.id, reason: ' ' }, b.token),
      'TECHNICIAN_AND_REASON_REQUIRED',
      'reason',
    );
    const foreign = await buildBoard(t);
    expectError(
      await call(
        'appoint/changeDuty',
        { id: a.id, version: 2, shopAccountId: foreign.technician.id, reason: 'x' },
        b.token,
      ),
      'NOT_FOUND',
      'shopAccountId',
    );
  });
});

describe('appoint/lostPromise and appoint/delete', () => {
  it('free the slot, log the change, and then treat the appointment as closed', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expectConflict(await book(t, b), 'SLOT_TAKEN');
    expect(await call('appoint/lostPromise', { id: a.id, version: 1 }, b.token)).toMatchObject({
      data: { lostFlag: 1 },
    });
    const again = await bookOne(t, b);
    expectError(await call('appoint/lostPromise', { id: a.id, version: 2 }, b.token), 'NOT_FOUND', 'id');
    expectConflict(await call('appoint/delete', { id: again.id, version: 5 }, b.token), 'CONFLICT');
    expect(await call('appoint/delete', { id: again.id, version: 1, reason: 'Called' }, b.token)).toMatchObject({
      code: 0,
      data: null,
    });
    expect(await book(t, b)).toMatchObject({ code: 0 });
    expectError(await call('appoint/delete', { id: again.id }, b.token), 'NOT_FOUND', 'id');
    expect((await logRows(t, b.shopId, a.id)).map((l) => l.operType)).toEqual(['H5_ADD', 'H5_LOST']);
    expect((await logRows(t, b.shopId, again.id))[1]).toMatchObject({ operType: 'H5_DELETE', reason: 'Called' });
    const other = await buildOwner(t);
    expectError(await call('appoint/delete', { id: a.id }, other.token), 'NOT_FOUND', 'id');
  });
});

describe('appoint/arrive', () => {
  it('marks arrival and back, logging each change', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expect(await call('appoint/arrive', { id: a.id, arrivedFlag: 1 }, b.token)).toMatchObject({
      data: { arrivedFlag: 1 },
    });
    expect(await call('appoint/arrive', { id: a.id, arrivedFlag: 0 }, b.token)).toMatchObject({
      data: { arrivedFlag: 0 },
    });
    expect((await logRows(t, b.shopId, a.id)).map((l) => l.operType)).toEqual(['H5_ADD', 'H5_ARRIVE', 'H5_ARRIVE']);
    expectError(await call('appoint/arrive', { id: a.id, arrivedFlag: 2 }, b.token), 'CHECK_INPUT', 'arrivedFlag');
    const other = await buildOwner(t);
    expectError(await call('appoint/arrive', { id: a.id, arrivedFlag: 1 }, other.token), 'NOT_FOUND', 'id');
  });
});

describe('appoint/shopAccountAppointsByMonth', () => {
  it('counts active appointments per day of the month', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    await bookOne(t, b, { startTime: '12:00' });
    const gone = await bookOne(t, b, { startTime: '14:00' });
    await call('appoint/delete', { id: gone.id }, b.token);
    await bookOne(t, b, { appointDay: '2026-11-30' });
    await bookOne(t, b, { appointDay: '2026-12-01' });
    expect(await call('appoint/shopAccountAppointsByMonth', { month: '2026-11' }, b.token)).toMatchObject({
      data: {
        month: '2026-11',
        list: [
          { appointDay: DAY, count: 2 },
          { appointDay: '2026-11-30', count: 1 },
        ],
      },
    });
    expectError(
      await call('appoint/shopAccountAppointsByMonth', { month: '2026-13' }, b.token),
      'CHECK_INPUT',
      'month',
    );
  });
});

describe('appoint/queryHisAppointList', () => {
  it('pages every appointment newest first, by name or phone and day range', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b, { people: [person(b, { customName: 'Marta Blu', customPhone: '333 444 5555' })] });
    await bookOne(t, b, { appointDay: '2026-11-26', people: [person(b, { customName: 'Piero' })] });
    const all = await call('appoint/queryHisAppointList', { curPage: 1, limit: 10 }, b.token);
    expect((all.page as { list: TAppointment[] }).list.map((a) => a.customName)).toEqual(['Piero', 'Marta Blu']);
    const byPhone = await call('appoint/queryHisAppointList', { key: '444', curPage: 1, limit: 10 }, b.token);
    expect(byPhone.page).toMatchObject({ totalCount: 1, list: [{ customName: 'Marta Blu' }] });
    const ranged = await call('appoint/queryHisAppointList', { fromDay: '2026-11-25', curPage: 1, limit: 10 }, b.token);
    expect(ranged.page).toMatchObject({ totalCount: 1, list: [{ customName: 'Piero' }] });
    const other = await buildOwner(t);
    expect((await call('appoint/queryHisAppointList', {}, other.token)).page).toMatchObject({ totalCount: 0 });
  });
});

describe('appointLog/queryAppointLogs', () => {
  it('lists an appointment’s log newest first, or the shop’s, and NOT_FOUND for another shop', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Olga', customPhone: '333 123 4567' })] });
    await call(
      'appoint/editDragByH5',
      { id: a.id, version: 1, shopAccountId: b.technician.id, appointDay: DAY, startTime: '11:00' },
      b.token,
    );
    const logs = await call('appointLog/queryAppointLogs', { appointId: a.id, curPage: 1, limit: 10 }, b.token);
    expect(logs.page).toMatchObject({
      totalCount: 2,
      list: [
        {
          operType: 'H5_DRAG',
          productNames: b.product.name,
          customName: 'Olga',
          customPhone: '333 123 4567',
          appointDay: DAY,
          startTime: '11:00',
          before: { startTime: '10:00' },
        },
        { operType: 'H5_ADD', before: null },
      ],
    });
    expect((await call('appointLog/queryAppointLogs', {}, b.token)).page).toMatchObject({ totalCount: 2 });
    const other = await buildOwner(t);
    expectError(await call('appointLog/queryAppointLogs', { appointId: a.id }, other.token), 'NOT_FOUND', 'appointId');
    expect((await call('appointLog/queryAppointLogs', {}, other.token)).page).toMatchObject({ totalCount: 0 });
  });
});

describe('appointSms/queryAppointSms', () => {
  it('answers an empty list while the shop sends no reminders, and NOT_FOUND for another shop', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    expect(await call('appointSms/queryAppointSms', { appointId: a.id }, b.token)).toMatchObject({
      data: { list: [] },
    });
    const other = await buildOwner(t);
    expectError(await call('appointSms/queryAppointSms', { appointId: a.id }, other.token), 'NOT_FOUND', 'appointId');
  });
});

describe('permissions', () => {
  it('refuses every appointment call to an account without the menu, with PERMISSION_DENIED', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const clerk = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: ['customers', 'finance'] });
    const calls: [string, TBody][] = [
      ['appoint/edit', { id: a.id, version: 1 }],
      [
        'appoint/editDragByH5',
        { id: a.id, version: 1, shopAccountId: b.technician.id, appointDay: DAY, startTime: '11:00' },
      ],
      ['appoint/changeDuration', { id: a.id, version: 1, duration: 30 }],
      ['appoint/changeDuty', { id: a.id, version: 1, shopAccountId: b.technician.id, reason: 'x' }],
      ['appoint/lostPromise', { id: a.id, version: 1 }],
      ['appoint/delete', { id: a.id }],
      ['appoint/arrive', { id: a.id, arrivedFlag: 1 }],
      ['appoint/shopAccountAppointsByMonth', { month: '2026-11' }],
      ['appoint/queryHisAppointList', {}],
      ['appointLog/queryAppointLogs', {}],
      ['appointSms/queryAppointSms', { appointId: a.id }],
    ];
    for (const [path, body] of calls) {
      expect({ path, ...(await call(path, body, clerk.token)) }).toMatchObject({ path, errorKey: 'PERMISSION_DENIED' });
    }
  });

  it('lets a technician granted only the appointments menu do everything', async () => {
    const b = await buildBoard(t);
    const tech = await buildOwner(t, { shopId: b.shopId, accountType: 0, menus: ['appointments'] });
    const second = await buildStaff(t, { shopId: b.shopId });
    const a = dataOf<{ list: TAppointment[] }>(await book(t, b, {}, tech.token)).list[0];
    const steps: [string, TBody][] = [
      ['appoint/queryPointList', { appointDay: DAY }],
      [
        'appoint/editDragByH5',
        { id: a.id, version: 1, shopAccountId: b.technician.id, appointDay: DAY, startTime: '11:00' },
      ],
      ['appoint/changeDuration', { id: a.id, version: 2, duration: 60 }],
      ['appoint/changeDuty', { id: a.id, version: 3, shopAccountId: second.id, reason: 'Swap' }],
      [
        'appoint/edit',
        {
          id: a.id,
          version: 4,
          productIds: [b.product.id],
          shopAccountId: second.id,
          appointDay: DAY,
          startTime: '12:00',
          customName: 'Eva',
        },
      ],
      ['appoint/arrive', { id: a.id, arrivedFlag: 1 }],
      ['appoint/shopAccountAppointsByMonth', { month: '2026-11' }],
      ['appoint/queryHisAppointList', {}],
      ['appointLog/queryAppointLogs', { appointId: a.id }],
      ['appointSms/queryAppointSms', { appointId: a.id }],
      ['appoint/lostPromise', { id: a.id, version: 6 }],
      ['appoint/delete', { id: a.id, version: 7, reason: 'Done' }],
    ];
    for (const [path, body] of steps) {
      expect({ path, ...(await call(path, body, tech.token)) }).toMatchObject({ path, code: 0 });
    }
    const [row] = await t.deps.db.select().from(appointments).where(eq(appointments.id, a.id));
    expect(row).toMatchObject({ delFlag: 1, lostFlag: 1, version: 8, customName: 'Eva' });
    const n = await t.deps.db.execute(
      sql`select count(*)::int as n from appointment_logs where appointment_id = ${a.id}`,
    );
    expect((n as unknown as { rows: { n: number }[] }).rows[0].n).toBe(8);
  });

  it('refuses writes for a shop that does not own the ids (built shop without owner)', async () => {
    const shop = await buildShop(t);
    const technician = await buildStaff(t, { shopId: shop.id });
    const b = await buildBoard(t);
    expectError(
      await book(t, b, { people: [person(b, { shopAccountId: technician.id })] }),
      'NOT_FOUND',
      'people.0.shopAccountId',
    );
  });
});
