import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAppointment } from '../../../contract/appointments';
import { customers } from '../../db/schema/customers';
import { buildAccount, buildCustomer, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError } from '../staff/staff.test-kit';
import { appointmentRows, book, bookOne, buildBoard, DAY, person } from './appointments.test-kit';

/**
 * The booking form books the customer picked from the search by id (issue 16, ADR 021): a technician's search shows
 * a masked phone, which identifies no one, so the id is what is sent. It must be a live customer of the shop.
 */
const t = useTestApp();

async function customerCount(shopId: number) {
  const [row] = await t.deps.db.select({ n: count() }).from(customers).where(eq(customers.shopId, shopId));
  return row.n;
}

/** A technician login of the board's shop with the appointments menu only. */
async function technicianOf(shopId: number) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus: ['appointments'] });
  return buildSession(t, account);
}

describe('appoint/create with customerId', () => {
  it("books the picked customer with its stored name and phone, ignoring the form's", async () => {
    const b = await buildBoard(t);
    const picked = await buildCustomer(t, { shopId: b.shopId, name: 'Anna Bianchi', phone: '347 1234567' });
    const token = await technicianOf(b.shopId);
    const before = await customerCount(b.shopId);
    const body = await book(
      t,
      b,
      { people: [person(b, { customerId: picked.id, customName: 'Anna', customPhone: '' })] },
      token,
    );
    const [booked] = dataOf<{ list: TAppointment[] }>(body).list;
    expect(booked).toMatchObject({ customerId: picked.id, customName: 'Anna Bianchi' });
    expect(await customerCount(b.shopId)).toBe(before);
  });

  it("answers NOT_FOUND on the person's customerId for another shop's or a deleted customer, booking nothing", async () => {
    const b = await buildBoard(t);
    const foreign = await buildCustomer(t);
    const deleted = await buildCustomer(t, { shopId: b.shopId, deletedAt: t.clock.now() });
    for (const customerId of [foreign.id, deleted.id]) {
      const body = await book(t, b, { people: [person(b), person(b, { customerId })] });
      expectError(body, 'NOT_FOUND', 'people.1.customerId');
    }
    expect(await appointmentRows(t, b.shopId)).toEqual([]);
  });
});

describe('appoint/edit with customerId', () => {
  const editBody = (b: Awaited<ReturnType<typeof buildBoard>>, row: TAppointment, extra: Record<string, unknown>) => ({
    id: row.id,
    version: row.version,
    productIds: [b.product.id],
    shopAccountId: b.technician.id,
    appointDay: DAY,
    startTime: '10:00',
    ...extra,
  });

  it('moves the appointment to the picked customer', async () => {
    const b = await buildBoard(t);
    const row = await bookOne(t, b, { people: [person(b, { customName: 'Tino', customPhone: '3331112222' })] });
    const picked = await buildCustomer(t, { shopId: b.shopId, name: 'Marta Neri' });
    const { body } = await t.call('appoint/edit', editBody(b, row, { customerId: picked.id }), { token: b.token });
    expect(dataOf<TAppointment>(body)).toMatchObject({ customerId: picked.id, customName: 'Marta Neri' });
  });

  it("answers NOT_FOUND on customerId for another shop's customer and changes nothing", async () => {
    const b = await buildBoard(t);
    const row = await bookOne(t, b, { people: [person(b, { customName: 'Tino', customPhone: '3331112222' })] });
    const foreign = await buildCustomer(t);
    const { body } = await t.call('appoint/edit', editBody(b, row, { customerId: foreign.id }), { token: b.token });
    expectError(body, 'NOT_FOUND', 'customerId');
    const [stored] = await appointmentRows(t, b.shopId);
    expect(stored.customerId).toBe(row.customerId);
  });
});
