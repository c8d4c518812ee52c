import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentLogs, appointments } from '../../db/schema/appointments';
import { bills } from '../../db/schema/bills';
import { customerBlacklist, customers, customerVisits } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { buildCustomer, buildOwner, buildProduct, buildShop, buildStaff, lastCodeSentTo } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { countOutbox } from '../../test/helpers';

/** SPEC §2.1 /del/customer and GDPR erasure: the customer proves the phone, every shop's record is pseudonymised. */
const t = useTestApp();

let seq = 0;
/** A fresh national mobile number and a fresh client address, so the code limits of one test never touch another. */
const freshPhone = () => `347${String(Date.now() % 1e4).padStart(4, '0')}${String(++seq).padStart(3, '0')}`;
const freshIp = () => `10.9.${seq % 250}.${(seq * 7) % 250}`;

async function codeFor(phone: string, ip: string) {
  const { body } = await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone }, { ip });
  expect(body).toMatchObject({ code: 0, data: { resendSeconds: 60 } });
  return (await lastCodeSentTo(t.deps.db, `+39${phone}`))!;
}

/** Every text value of every table in the public schema that contains a marker, as 'table.column'. */
async function textColumnsHolding(marker: string): Promise<string[]> {
  const columns = (await t.deps.db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const hits = (await t.deps.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text like ${`%${marker}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (hits.rows[0].n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('custom/h5DelAccountCode', () => {
  it('sends a code to a phone no shop knows, answering exactly as for a known one', async () => {
    const known = freshPhone();
    await buildCustomer(t, { phone: known });
    const unknown = freshPhone();
    const a = await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone: known }, { ip: freshIp() });
    const b = await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone: unknown }, { ip: freshIp() });
    expect(a.body).toEqual(b.body);
    expect(await countOutbox(t.deps.db, `+39${unknown}`)).toBe(1);
  });

  it('asks for the phone, and makes the sender wait before another code', async () => {
    const ip = freshIp();
    const empty = await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone: '' }, { ip });
    expect(empty.body).toMatchObject({ errorKey: 'PHONE_REQUIRED_FOR_CODE', field: 'phone' });
    const phone = freshPhone();
    await codeFor(phone, ip);
    const again = await t.call('custom/h5DelAccountCode', { areaCode: '+39', phone }, { ip });
    expect(again.body).toMatchObject({ errorKey: 'CODE_RESEND_WAIT' });
  });
});

describe('custom/h5DelAccount', () => {
  it('refuses a wrong code and erases nothing', async () => {
    const phone = freshPhone();
    const customer = await buildCustomer(t, { phone, name: 'Wrongcode Keeper' });
    await codeFor(phone, freshIp());
    const { body } = await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code: '000000' }, { ip: freshIp() });
    expect(body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
    const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row.name).toBe('Wrongcode Keeper');
  });

  it('answers the same for a phone without records once the code is right', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone, freshIp());
    const { body } = await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code }, { ip: freshIp() });
    expect(body).toMatchObject({ code: 0, data: { isDone: true } });
  });

  it('takes a code once', async () => {
    const phone = freshPhone();
    const code = await codeFor(phone, freshIp());
    await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code }, { ip: freshIp() });
    const again = await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code }, { ip: freshIp() });
    expect(again.body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('leaves no trace of the person in any text column of any table, and keeps the bookkeeping amounts', async () => {
    const marker = `Zq${Date.now().toString(36)}`;
    const phone = freshPhone();
    const typed = `${phone.slice(0, 3)} ${phone.slice(3)}`;
    const [shopA, shopB] = [await buildShop(t), await buildShop(t)];
    const inA = await buildCustomer(t, {
      shopId: shopA.id,
      phone: typed,
      name: `${marker} Rossi`,
      remark: `${marker} likes tea`,
      remark1: marker,
      remark4: marker,
      email: `${marker}@example.com`,
      birthday: '1990-04-01',
    });
    const inB = await buildCustomer(t, { shopId: shopB.id, phone: `+39 ${typed}`, name: `${marker} Rossi` });
    const bystander = await buildCustomer(t, { shopId: shopA.id, name: 'Bystander Bianchi' });
    await t.deps.db
      .insert(customerBlacklist)
      .values({ shopId: shopA.id, customerId: inA.id, reason: `${marker} late` });
    await t.deps.db.insert(customerVisits).values({
      shopId: shopA.id,
      customerId: inA.id,
      productName: 'Taglio',
      appointDay: '2026-11-01',
      dueDay: '2026-11-15',
      remark: `${marker} called back`,
    });
    await t.deps.db.insert(prepayCards).values([
      { shopId: shopA.id, cardNo: 'VIP000001', kind: 'member', customerId: inA.id, phone: typed, remark: marker },
      {
        shopId: shopB.id,
        cardNo: 'GC000001',
        kind: 'gift',
        phone: `0039${phone}`.replace('0039', '+39 '),
        remark: marker,
      },
    ]);
    await t.deps.db.insert(bills).values({
      shopId: shopA.id,
      billOrderNo: 'R202611010001',
      orderType: 'memberRecharge',
      payType: 'cash',
      totalAmount: 12000,
      actualAmount: 10000,
      cashAmount: 10000,
      giftAmount: 2000,
      customerId: inA.id,
      customName: `${marker} Rossi`,
      customPhone: typed,
      billDay: '2026-11-01',
      remark: `${marker} paid cash`,
    });
    // Booked through the board by name and phone: the call finds the customer and copies name and phone.
    const owner = await buildOwner(t, { shopId: shopA.id });
    const technician = await buildStaff(t, { shopId: shopA.id });
    const product = await buildProduct(t, { shopId: shopA.id });
    // With SMS reminders on, the booking's messages name the phone too.
    const reminders = { enabled: '1', immediate: '1', leadMinutes: [120] };
    expect((await t.call('setup/alertMsg/createOrUpdate', reminders, { token: owner.token })).body.code).toBe(0);
    const booked = await t.call(
      'appoint/create',
      {
        appointDay: '2026-11-24',
        startTime: '10:00',
        people: [
          {
            customName: `${marker} Rossi`,
            customPhone: typed,
            productIds: [product.id],
            shopAccountId: technician.id,
            remark: `${marker} fringe`,
          },
        ],
      },
      { token: owner.token },
    );
    expect(booked.body).toMatchObject({ code: 0, data: { list: [{ customerId: inA.id }] } });
    const appointId = (booked.body.data as { list: { id: number }[] }).list[0].id;
    const dragged = await t.call(
      'appoint/editDragByH5',
      { id: appointId, version: 1, shopAccountId: technician.id, appointDay: '2026-11-24', startTime: '11:00' },
      { token: owner.token },
    );
    expect(dragged.body).toMatchObject({ code: 0 });
    const code = await codeFor(phone, freshIp());
    expect(await textColumnsHolding(marker)).toEqual(
      expect.arrayContaining(['appointments.custom_name', 'appointment_logs.before', 'appointment_logs.after']),
    );
    expect(await textColumnsHolding(phone)).toEqual(expect.arrayContaining(['appointment_sms.recipient']));

    const { body } = await t.call('custom/h5DelAccount', { areaCode: '+39', phone, code }, { ip: freshIp() });
    expect(body).toMatchObject({ code: 0, data: { isDone: true } });

    expect(await textColumnsHolding(marker)).toEqual([]);
    expect(await textColumnsHolding(phone)).toEqual([]);
    const rows = await t.deps.db.select().from(customers).where(sql`${customers.id} in (${inA.id}, ${inB.id})`);
    for (const row of rows) {
      expect(row).toMatchObject({
        name: `#${row.id}`,
        phone: '',
        phoneE164: '',
        email: '',
        birthday: null,
        remark: '',
      });
      expect(row.erasedAt).not.toBeNull();
    }
    const [appointment] = await t.deps.db.select().from(appointments).where(eq(appointments.id, appointId));
    expect(appointment).toMatchObject({ customName: `#${inA.id}`, customPhone: '', remark: '', startMin: 660 });
    const logs = await t.deps.db.select().from(appointmentLogs).where(eq(appointmentLogs.appointmentId, appointId));
    expect(logs.map((l) => l.operType).sort()).toEqual(['H5_ADD', 'H5_DRAG']);
    expect(logs.find((l) => l.operType === 'H5_DRAG')?.after).toMatchObject({ startTime: '11:00' });
    const [kept] = await t.deps.db.select().from(bills).where(eq(bills.customerId, inA.id));
    expect(kept).toMatchObject({ totalAmount: 12000, actualAmount: 10000, giftAmount: 2000, customPhone: '' });
    const [other] = await t.deps.db.select().from(customers).where(eq(customers.id, bystander.id));
    expect(other.name).toBe('Bystander Bianchi');
  });
});
