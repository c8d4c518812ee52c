import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import type { TBill } from '../../../contract/bills';
import { buildApp } from '../../app';
import { sqlState } from '../../db/client';
import { bills } from '../../db/schema/bills';
import { openLiveStream } from '../../realtime/realtime.client';
import { buildCustomer, buildOwner, buildProduct, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { logRows } from '../appointments/appointments.test-kit';
import { ledgerOf } from '../prepay/prepay.test-kit';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { billRow, buildDesk, countBills, customerRow, type TDesk } from './bills.test-kit';

const t = useTestApp();
const BOOKED_DAY = '2026-11-24';

let live: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  live = await buildApp(t.deps, { logger: false, live: { heartbeatMs: 100 } });
  await live.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await live?.close();
});

/** Books the desk's member with Bruno tomorrow at 10:00 for the colour, and answers the appointment. */
async function bookMember(d: TDesk, token = d.token): Promise<TAppointment> {
  const person = {
    customName: d.customer.name,
    customPhone: d.customer.phone,
    productIds: [d.color.id, d.cut.id],
    shopAccountId: d.bruno.id,
  };
  const { body } = await t.call(
    'appoint/create',
    { appointDay: BOOKED_DAY, startTime: '10:00', people: [person] },
    { token },
  );
  return dataOf<{ list: TAppointment[] }>(body).list[0];
}

const billBody = (d: TDesk, appointId: number, overrides: Record<string, unknown> = {}) => ({
  appointId,
  payType: 'cash',
  staff: [{ shopAccountId: d.bruno.id, amount: 8_000 }],
  productIds: [d.color.id, d.cut.id],
  ...overrides,
});

describe('bill/createByAppoint', () => {
  it('bills an appointment for its customer, links it, and tells the open boards without logging an edit', async () => {
    const d = await buildDesk(t);
    const appointment = await bookMember(d);
    expect(appointment).toMatchObject({ customerId: d.customer.id, billId: null });
    const stream = await openLiveStream(baseUrl, d.token);
    try {
      const { body } = await t.call('bill/createByAppoint', billBody(d, appointment.id, { memberDeduction: 3_000 }), {
        token: d.token,
      });
      const bill = dataOf<TBill>(body);
      expect(bill).toMatchObject({
        appointId: appointment.id,
        customerId: d.customer.id,
        customName: d.customer.name,
        customPhone: d.customer.phone,
        memberDeduction: 3_000,
        actualAmount: 5_000,
      });
      expect((await ledgerOf(t, d.card.id)).at(-1)).toMatchObject({
        billId: bill.id,
        changeAmount: -3_000,
        appointProductTitle: `${d.color.name}, ${d.cut.name}`,
      });
      const event = await stream.next((e) => e.type === 'appointment' && e.id === appointment.id);
      expect(event.event).toMatchObject({ appointDay: BOOKED_DAY, operType: 'H5_BILL' });
      const { body: read } = await t.call('appoint/queryById', { appointId: appointment.id }, { token: d.token });
      expect(dataOf<TAppointment>(read)).toMatchObject({ billId: bill.id, version: appointment.version + 1 });
      expect((await logRows(t, d.shopId, appointment.id)).map((l) => l.operType)).toEqual(['H5_ADD']);
      expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 1, totalSpend: 8_000 });
    } finally {
      stream.close();
    }
  });

  it('keeps the name and phone of a temporary appointment without a customer record', async () => {
    const d = await buildDesk(t);
    const { body } = await t.call(
      'appoint/create',
      {
        appointDay: BOOKED_DAY,
        startTime: '12:00',
        people: [{ customName: '', customPhone: '', productIds: [d.cut.id], shopAccountId: d.anna.id }],
      },
      { token: d.token },
    );
    const appointment = dataOf<{ list: TAppointment[] }>(body).list[0];
    const bill = dataOf<TBill>(
      (
        await t.call(
          'bill/createByAppoint',
          { appointId: appointment.id, payType: 'card', staff: [{ shopAccountId: d.anna.id, amount: 3_000 }] },
          { token: d.token },
        )
      ).body,
    );
    expect(bill).toMatchObject({ customerId: null, customName: '', customPhone: '', cardAmount: 3_000 });
  });

  it('refuses an appointment billed already (409), and the database refuses a second bill for it', async () => {
    const d = await buildDesk(t);
    const appointment = await bookMember(d);
    expect((await t.call('bill/createByAppoint', billBody(d, appointment.id), { token: d.token })).body.code).toBe(0);
    const before = await countBills(t, d.shopId);
    const again = await t.call('bill/createByAppoint', billBody(d, appointment.id), { token: d.token });
    expectError(again.body, 'CONFLICT');
    expect(again.body.code).toBe(409);
    expect(await countBills(t, d.shopId)).toBe(before);
    const row = await billRow(
      t,
      dataOf<TAppointment>((await t.call('appoint/queryById', { appointId: appointment.id }, { token: d.token })).body)
        .billId!,
    );
    const { id: _id, billOrderNo: _no, ...copy } = row;
    const refused = await t.deps.db
      .insert(bills)
      .values({ ...copy, billOrderNo: `${row.billOrderNo}-2` })
      .then(() => null, sqlState);
    expect(refused).toBe('23505');
  });

  it("refuses a deleted appointment, another shop's, and the bill's own rules still apply", async () => {
    const d = await buildDesk(t);
    const deleted = await bookMember(d);
    expect((await t.call('appoint/delete', { id: deleted.id }, { token: d.token })).body.code).toBe(0);
    expectError(
      (await t.call('bill/createByAppoint', billBody(d, deleted.id), { token: d.token })).body,
      'NOT_FOUND',
      'appointId',
    );
    const other = await buildDesk(t);
    const foreign = await bookMember(other);
    expectError(
      (await t.call('bill/createByAppoint', billBody(d, foreign.id), { token: d.token })).body,
      'NOT_FOUND',
      'appointId',
    );
    const own = await bookMember(d);
    expectError(
      (await t.call('bill/createByAppoint', billBody(d, own.id, { totalAmount: 1 }), { token: d.token })).body,
      'STAFF_SUM_MISMATCH',
      'totalAmount',
    );
    expectError(
      (await t.call('bill/createByAppoint', { payType: 'cash', staff: [] }, { token: d.token })).body,
      'FIELD_REQUIRED',
      'appointId',
    );
    const { body: read } = await t.call('appoint/queryById', { appointId: own.id }, { token: d.token });
    expect(dataOf<TAppointment>(read).billId).toBeNull();
  });

  it('needs a session and the front-desk menu', async () => {
    const d = await buildDesk(t);
    const appointment = await bookMember(d);
    expect((await t.call('bill/createByAppoint', billBody(d, appointment.id))).body.code).toBe(401);
    const starts = ['09:00', '11:00'];
    await expectMenuGuard(t, 'checkout', 'bill/createByAppoint', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      const technician = await buildStaff(t, { shopId });
      const product = await buildProduct(t, { shopId });
      const customer = await buildCustomer(t, { shopId });
      const person = { customName: customer.name, customPhone: customer.phone, productIds: [product.id] };
      const { body } = await t.call(
        'appoint/create',
        { appointDay: BOOKED_DAY, startTime: starts.shift(), people: [{ ...person, shopAccountId: technician.id }] },
        { token: owner.token },
      );
      const appointId = dataOf<{ list: TAppointment[] }>(body).list[0].id;
      return { appointId, payType: 'cash', staff: [{ shopAccountId: technician.id, amount: 1_000 }] };
    });
  });
});
