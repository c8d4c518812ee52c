import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { buildCustomer, buildStaff, lastCodeSentTo } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { freshIp, freshPhone } from '../../test/helpers';
import { bookOne, buildBoard, DAY, person, type TBoard } from './appointments.test-kit';
import { expectKept, expectRedrawn } from './board.test-kit';

/**
 * ADR 022: every write to an appointment, and to what an appointment shows of its customer, makes the held board
 * version of its day (both days, for a move) stale, each through the call a person makes; writes the board does not
 * draw keep it.
 */
const t = useTestApp();

const NEXT_DAY = '2026-11-25';

const ok = async (path: string, body: Record<string, unknown>, b: TBoard) => {
  const res = await t.call(path, body, { token: b.token });
  expect(res.body, `${path}: ${JSON.stringify(res.body)}`).toMatchObject({ code: 0 });
  return res.body.data;
};

const itemOf = (board: { list: { id: number }[] }, id: number) => board.list.find((a) => a.id === id);

describe('an appointment write makes the held board of its day stale', () => {
  it('appoint/create, on its day only', async () => {
    const b = await buildBoard(t);
    const [board] = await expectRedrawn(t, b.token, () => bookOne(t, b));
    expect(board.list).toHaveLength(1);
    await expectKept(t, b.token, () => bookOne(t, b, { appointDay: NEXT_DAY }));
  });

  it('appoint/edit', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const [board] = await expectRedrawn(t, b.token, () =>
      ok(
        'appoint/edit',
        {
          id: a.id,
          version: a.version,
          customName: 'Nuova',
          customPhone: '',
          productIds: a.productIds,
          additionTime: 0,
          remark: 'Edited',
          shopAccountId: b.technician.id,
          appointDay: DAY,
          startTime: '10:00',
        },
        b,
      ),
    );
    expect(itemOf(board, a.id)).toMatchObject({ customName: 'Nuova', remark: 'Edited' });
  });

  it('appoint/editDragByH5 within the day', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const move = { id: a.id, version: a.version, shopAccountId: b.technician.id, appointDay: DAY, startTime: '15:00' };
    const [board] = await expectRedrawn(t, b.token, () => ok('appoint/editDragByH5', move, b));
    expect(itemOf(board, a.id)).toMatchObject({ startTime: '15:00' });
  });

  it('appoint/editDragByH5 to another day: both days', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const move = {
      id: a.id,
      version: a.version,
      shopAccountId: b.technician.id,
      appointDay: NEXT_DAY,
      startTime: '11:00',
    };
    const [from, to] = await expectRedrawn(t, b.token, () => ok('appoint/editDragByH5', move, b), [DAY, NEXT_DAY]);
    expect(from.list).toEqual([]);
    expect(to.list.map((x) => [x.id, x.startTime])).toEqual([[a.id, '11:00']]);
  });

  it('appoint/changeDuration', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const [board] = await expectRedrawn(t, b.token, () =>
      ok('appoint/changeDuration', { id: a.id, version: a.version, duration: 90 }, b),
    );
    expect(itemOf(board, a.id)).toMatchObject({ duration: 90 });
  });

  it('appoint/changeDuty', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const other = await buildStaff(t, { shopId: b.shopId });
    const [board] = await expectRedrawn(t, b.token, () =>
      ok('appoint/changeDuty', { id: a.id, version: a.version, shopAccountId: other.id, reason: 'Sick' }, b),
    );
    expect(itemOf(board, a.id)).toMatchObject({ shopAccountId: other.id });
  });

  it('appoint/lostPromise', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const [board] = await expectRedrawn(t, b.token, () =>
      ok('appoint/lostPromise', { id: a.id, version: a.version }, b),
    );
    expect(board.list).toEqual([]);
  });

  it('appoint/delete', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const [board] = await expectRedrawn(t, b.token, () =>
      ok('appoint/delete', { id: a.id, version: a.version, reason: 'Called off' }, b),
    );
    expect(board.list).toEqual([]);
  });

  it('appoint/arrive, and back', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b);
    const [arrived] = await expectRedrawn(t, b.token, () => ok('appoint/arrive', { id: a.id, arrivedFlag: 1 }, b));
    expect(itemOf(arrived, a.id)).toMatchObject({ arrivedFlag: 1 });
    const [back] = await expectRedrawn(t, b.token, () => ok('appoint/arrive', { id: a.id, arrivedFlag: 0 }, b));
    expect(itemOf(back, a.id)).toMatchObject({ arrivedFlag: 0 });
  });
});

describe('a bill', () => {
  const cash = (b: TBoard) => ({
    payType: 'cash',
    staff: [{ shopAccountId: b.technician.id, amount: 3_000 }],
    productIds: [b.product.id],
  });

  it('made from an appointment (bill/createByAppoint) makes the board stale: it shows the appointment billed', async () => {
    const b = await buildBoard(t);
    const a = await bookOne(t, b, { people: [person(b, { customName: 'Walk In' })] });
    let billId = 0;
    const [board] = await expectRedrawn(t, b.token, async () => {
      billId = ((await ok('bill/createByAppoint', { appointId: a.id, ...cash(b) }, b)) as { id: number }).id;
    });
    expect(itemOf(board, a.id)).toMatchObject({ billId });
  });

  it('without an appointment (bill/create) keeps it', async () => {
    const b = await buildBoard(t);
    await bookOne(t, b);
    await expectKept(t, b.token, () => ok('bill/create', cash(b), b));
  });
});

describe('what an appointment shows of its customer: the held board goes stale when it changes, and only then', () => {
  /** A customer of the shop booked on DAY under their name and phone (so the appointment links to them). */
  async function bookedCustomer(b: TBoard) {
    const phone = freshPhone();
    const customer = await buildCustomer(t, { shopId: b.shopId, phone, name: `Cliente ${phone.slice(-4)}` });
    const a: TAppointment = await bookOne(t, b, {
      people: [person(b, { customName: customer.name, customPhone: phone })],
    });
    expect(a.customerId).toBe(customer.id);
    return { customer, phone, appointment: a };
  }

  it('becoming a member (custom/updateVip) and closing the card (custom/vipCancel) change the VIP mark', async () => {
    const b = await buildBoard(t);
    const { customer, appointment } = await bookedCustomer(b);
    const [member] = await expectRedrawn(t, b.token, () => ok('custom/updateVip', { id: customer.id }, b));
    expect(itemOf(member, appointment.id)).toMatchObject({ vipFlag: 1 });
    const [closed] = await expectRedrawn(t, b.token, () => ok('custom/vipCancel', { id: customer.id }, b));
    expect(itemOf(closed, appointment.id)).toMatchObject({ vipFlag: 0 });
  });

  it("the customer's erasure (custom/h5DelAccount) replaces the name on the board", async () => {
    const b = await buildBoard(t);
    const { customer, phone, appointment } = await bookedCustomer(b);
    const ip = freshIp();
    await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone }, { ip });
    const code = await lastCodeSentTo(t.deps.db, `+39${phone}`);
    const [board] = await expectRedrawn(t, b.token, async () => {
      const res = await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code }, { ip: freshIp() });
      expect(res.body).toMatchObject({ code: 0, data: { isDone: true } });
    });
    expect(itemOf(board, appointment.id)).toMatchObject({ customName: `#${customer.id}`, customPhone: '' });
  });

  it("a remark on the customer's card (custom/updateRemark) keeps it", async () => {
    const b = await buildBoard(t);
    const { customer } = await bookedCustomer(b);
    const remarks = { remark: 'Likes tea', remark1: '', remark2: '', remark3: '', remark4: '' };
    await expectKept(t, b.token, () => ok('custom/updateRemark', { id: customer.id, ...remarks }, b));
  });
});
