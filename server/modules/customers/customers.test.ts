import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { sessions } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { billLines, bills } from '../../db/schema/bills';
import { prepayCards } from '../../db/schema/prepay';
import { buildCustomer, buildOwner, buildShop, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { DAY as BOOKING_DAY, bookOne, buildBoard, person } from '../appointments/appointments.test-kit';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import {
  blacklist,
  buildBill,
  buildMemberCard,
  buildVisit,
  customerRow,
  elevate,
  ownerShop,
  pageOf,
} from './customers.test-kit';

const t = useTestApp();

const DAY = 86_400_000;

/** The body the customer dialog sends (SPEC §7 custom/create), valid unless overridden. */
function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    customName: 'Giulia Rossi',
    customPhone: '347 123 4567',
    birth: '1990-04-12',
    remark: 'Allergic',
    ...overrides,
  };
}

/** The customers of one list call, by name. */
const namesOf = (page: { list: Record<string, unknown>[] }) => page.list.map((c) => c.customName);

const search = async (token: string, body: Record<string, unknown>) =>
  pageOf(await (await t.call('custom/queryCustomList', body, { token })).body);

/** A customer of another shop, which every call must treat as missing. */
const foreignCustomer = async () => buildCustomer(t, { shopId: (await buildShop(t)).id });

describe('custom/queryCustomList', () => {
  it('searches by name in any case for the customers menu without elevation, answering the full row', async () => {
    const { shopId } = await ownerShop(t);
    const technician = await buildOwner(t, { shopId, accountType: 0, menus: ['customers'] });
    const anna = await buildCustomer(t, { shopId, name: 'Anna Bianchi' });
    await buildCustomer(t, { shopId, name: 'Marco Verdi' });
    await buildCustomer(t, { shopId, name: 'Susanna', deletedAt: t.clock.now() });
    await buildCustomer(t, { shopId: (await buildShop(t)).id, name: 'Anna Altrove' });

    const page = await search(technician.token, { key: 'aNNa' });
    expect(page).toEqual({
      list: [
        {
          id: anna.id,
          customName: 'Anna Bianchi',
          customPhone: anna.phone,
          email: '',
          birth: '',
          remark: '',
          vipFlag: 0,
          status: 'normal',
          cardNo: '',
          availableBalance: 0,
          visitCount: 0,
          totalSpend: 0,
          createTime: t.clock.now().toISOString(),
          version: 1,
        },
      ],
      totalCount: 1,
      curPage: 1,
      limit: 10,
      totalPage: 1,
    });
  });

  it('matches LIKE wildcards in the key literally', async () => {
    const { shopId, token } = await ownerShop(t);
    await buildCustomer(t, { shopId, name: 'Team_A' });
    await buildCustomer(t, { shopId, name: 'TeamXA' });
    expect(namesOf(await search(token, { key: 'm_a' }))).toEqual(['Team_A']);
    expect(namesOf(await search(token, { key: '%%' }))).toEqual([]);
  });

  it('finds every customer sharing a phone, typed in any style, by its digits or its international form', async () => {
    const { shopId, token } = await ownerShop(t);
    const mother = await buildCustomer(t, {
      shopId,
      name: 'Mother',
      phone: '347 123 4567',
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    const daughter = await buildCustomer(t, {
      shopId,
      name: 'Daughter',
      phone: '+39 347-123-4567',
      createdAt: new Date('2026-02-01T10:00:00Z'),
    });
    await buildCustomer(t, { shopId, name: 'Neighbour', phone: '347 765 4321' });
    expect(daughter.phoneE164).toBe(mother.phoneE164);

    for (const key of ['3471234567', '347-123-4567', '+39 347 123 4567', '+393471234567', '123 45']) {
      expect(namesOf(await search(token, { key })), key).toEqual(['Daughter', 'Mother']);
    }
    expect(namesOf(await search(token, { key: '+44 347 123 4567' }))).toEqual([]);
  });

  it('finds a customer of a shop with another area code by the national number and the international one', async () => {
    const { shopId, token } = await ownerShop(t, { areaCode: '+86' });
    await buildCustomer(t, { shopId, name: 'Wang', phone: '+86 138 0013 8000', phoneE164: '+8613800138000' });
    expect(namesOf(await search(token, { key: '13800138000' }))).toEqual(['Wang']);
    expect(namesOf(await search(token, { key: '+86 13800138000' }))).toEqual(['Wang']);
  });

  it('shows the open member card, the blacklist status, newest first, and filters by user type', async () => {
    const { shopId, token } = await ownerShop(t);
    const member = await buildCustomer(t, {
      shopId,
      name: 'Rita member',
      vipFlag: 1,
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const card = await buildMemberCard(t, member, { availableBalance: 12_345 });
    const lapsed = await buildCustomer(t, { shopId, name: 'Rita lapsed', createdAt: new Date('2026-02-01T10:00:00Z') });
    await buildMemberCard(t, lapsed, { closedAt: t.clock.now() });
    const banned = await buildCustomer(t, { shopId, name: 'Rita banned', createdAt: new Date('2026-01-01T10:00:00Z') });
    await blacklist(t, banned);

    const all = await search(token, { key: 'rita' });
    expect(all.list.map((c) => [c.customName, c.status, c.cardNo, c.availableBalance])).toEqual([
      ['Rita member', 'normal', card.cardNo, 12_345],
      ['Rita lapsed', 'normal', '', 0],
      ['Rita banned', 'blacklisted', '', 0],
    ]);
    expect(namesOf(await search(token, { key: 'rita', userType: 1 }))).toEqual(['Rita lapsed', 'Rita banned']);
    expect(namesOf(await search(token, { key: 'rita', userType: 2 }))).toEqual(['Rita member']);
    expect(namesOf(await search(token, { key: 'rita', userType: 0 }))).toHaveLength(3);
  });

  it('pages through the results', async () => {
    const { shopId, token } = await ownerShop(t);
    for (const [i, name] of ['Page A', 'Page B', 'Page C'].entries()) {
      await buildCustomer(t, { shopId, name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    const second = await search(token, { key: 'page', curPage: 2, limit: 2 });
    expect(namesOf(second)).toEqual(['Page A']);
    expect(second).toMatchObject({ totalCount: 3, curPage: 2, limit: 2, totalPage: 2 });
  });

  it('lists every customer without a key once the owner entered the internal password', async () => {
    const { shopId, token, owner } = await ownerShop(t);
    await buildCustomer(t, { shopId, name: 'First', createdAt: new Date('2026-01-01T10:00:00Z') });
    await buildCustomer(t, { shopId, name: 'Second', createdAt: new Date('2026-02-01T10:00:00Z') });
    await foreignCustomer();

    const refused = await t.call('custom/queryCustomList', { key: '' }, { token });
    expectError(refused.body, 'INSIDE_PASSWORD_REQUIRED');
    expect(refused.body.code).toBe(ERRORS.INSIDE_PASSWORD_REQUIRED.code);
    expectError((await t.call('custom/queryCustomList', { key: '   ' }, { token })).body, 'INSIDE_PASSWORD_REQUIRED');

    await elevate(t, owner);
    const page = await search(token, { curPage: 1, limit: 10 });
    expect(namesOf(page)).toEqual(['Second', 'First']);
    expect(page.totalCount).toBe(2);
  });

  it('asks for the internal password again once the elevation has expired', async () => {
    const { shopId } = await ownerShop(t);
    const owner = await buildOwner(t, { shopId });
    await t.deps.db
      .update(sessions)
      .set({ elevatedUntil: new Date(t.clock.now().getTime() - 1) })
      .where(eq(sessions.accountId, owner.id));
    expectError((await t.call('custom/queryCustomList', {}, { token: owner.token })).body, 'INSIDE_PASSWORD_REQUIRED');
  });

  it('lets accountType 2 with the customers menu list everyone without the internal password', async () => {
    const { shopId } = await ownerShop(t);
    await buildCustomer(t, { shopId, name: 'Listed' });
    const manager = await buildOwner(t, { shopId, accountType: 2, menus: ['customers'] });
    expect(namesOf(await search(manager.token, {}))).toEqual(['Listed']);
  });

  it('refuses the keyless list to an account without the customers menu, even elevated', async () => {
    const { shopId } = await ownerShop(t);
    const technician = await buildOwner(t, { shopId, accountType: 0, menus: ['appointments'] });
    await elevate(t, technician);
    expectError((await t.call('custom/queryCustomList', {}, { token: technician.token })).body, 'PERMISSION_DENIED');
    const bypass = await buildOwner(t, { shopId, accountType: 2, menus: ['appointments'] });
    expectError((await t.call('custom/queryCustomList', {}, { token: bypass.token })).body, 'PERMISSION_DENIED');

    const frontDesk = await buildOwner(t, { shopId, accountType: 0, menus: ['customers'] });
    expectError(
      (await t.call('custom/queryCustomList', {}, { token: frontDesk.token })).body,
      'INSIDE_PASSWORD_REQUIRED',
    );
    await elevate(t, frontDesk);
    expect((await t.call('custom/queryCustomList', {}, { token: frontDesk.token })).body.code).toBe(0);
  });

  it('refuses a user type other than 0, 1 or 2', async () => {
    const { token } = await ownerShop(t);
    const { body } = await t.call('custom/queryCustomList', { key: 'an', userType: 3 }, { token });
    expectError(body, 'CHECK_INPUT', 'userType');
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/queryCustomList', { key: 'anna' });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

/** A front-desk bill of the customer of 1,000 in cash, with the one staff line of the account. */
async function buildBillOf(customer: { id: number; shopId: number }, status: 'paid' | 'unpaid', accountId: number) {
  const total = 1_000;
  await t.deps.db.transaction(async (tx) => {
    const [bill] = await tx
      .insert(bills)
      .values({
        shopId: customer.shopId,
        billOrderNo: `T${Math.random().toString(36).slice(2, 10)}`,
        orderType: 'frontDesk',
        payType: 'cash',
        status,
        totalAmount: total,
        actualAmount: total,
        cashAmount: total,
        customerId: customer.id,
        billDay: '2026-11-20',
      })
      .returning({ id: bills.id });
    await tx
      .insert(billLines)
      .values({ shopId: customer.shopId, billId: bill.id, accountId, position: 0, amount: total });
  });
}

describe('custom/queryById', () => {
  it('answers the detail with spending figures, follow-ups, favourite technician and blacklist reason', async () => {
    const { shopId, token } = await ownerShop(t);
    const teacher = await buildStaff(t, { shopId, name: 'Paola' });
    const customer = await buildCustomer(t, {
      shopId,
      name: 'Elena',
      birthday: '1985-07-30',
      remark: 'Prefers mornings',
      remark1: 'one',
      remark4: 'four',
      rating: 4,
      vipFlag: 1,
      visitCount: 4,
      totalSpend: 10_002,
      lastVisitAt: new Date(t.clock.now().getTime() - 10 * DAY),
      createdAt: new Date('2025-05-01T08:00:00Z'),
    });
    // Paola is on most of Elena's paid bill lines; Bruno's unpaid bill does not count.
    const bruno = await buildStaff(t, { shopId, name: 'Bruno' });
    for (const [status, accountId] of [
      ['paid', teacher.id],
      ['paid', teacher.id],
      ['paid', bruno.id],
      ['unpaid', bruno.id],
      ['unpaid', bruno.id],
    ] as const) {
      await buildBillOf(customer, status, accountId);
    }
    const card = await buildMemberCard(t, customer, { availableBalance: 700 });
    await blacklist(t, customer, 'Rude to staff');
    await buildVisit(t, customer, { dutyFlag: 1 });
    await buildVisit(t, customer, { dutyFlag: 1 });
    await buildVisit(t, customer, { dutyFlag: 0 });
    await buildVisit(t, customer, { dutyFlag: 2 });

    const { body } = await t.call('custom/queryById', { id: customer.id }, { token });
    expect(dataOf(body)).toEqual({
      id: customer.id,
      customName: 'Elena',
      customPhone: customer.phone,
      email: '',
      birth: '1985-07-30',
      remark: 'Prefers mornings',
      vipFlag: 1,
      status: 'blacklisted',
      cardNo: card.cardNo,
      availableBalance: 700,
      visitCount: 4,
      totalSpend: 10_002,
      createTime: '2025-05-01T08:00:00.000Z',
      version: 1,
      remark1: 'one',
      remark2: '',
      remark3: '',
      remark4: 'four',
      rating: 4,
      averageSpend: 2501,
      visitFollowCount: 2,
      activityLevel: 'active',
      lastVisitTime: new Date(t.clock.now().getTime() - 10 * DAY).toISOString(),
      favouriteTeacher: 'Paola',
      blacklistReason: 'Rude to staff',
    });
  });

  it('answers zeros and "new" for a customer who never came', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    const detail = dataOf<Record<string, unknown>>(
      (await t.call('custom/queryById', { id: customer.id }, { token })).body,
    );
    expect(detail).toMatchObject({
      averageSpend: 0,
      visitFollowCount: 0,
      activityLevel: 'new',
      lastVisitTime: '',
      favouriteTeacher: '',
      blacklistReason: '',
      status: 'normal',
    });
  });

  it('grades activity at the 60 and 180 day boundaries', async () => {
    const { shopId, token } = await ownerShop(t);
    const now = t.clock.now().getTime();
    const cases: [number, string][] = [
      [60 * DAY, 'active'],
      [60 * DAY + 1000, 'dormant'],
      [180 * DAY, 'dormant'],
      [180 * DAY + 1000, 'lost'],
    ];
    for (const [ago, level] of cases) {
      const customer = await buildCustomer(t, { shopId, visitCount: 1, lastVisitAt: new Date(now - ago) });
      const { body } = await t.call('custom/queryById', { id: customer.id }, { token });
      expect(dataOf<{ activityLevel: string }>(body).activityLevel, `${ago / DAY} days`).toBe(level);
    }
  });

  it("answers NOT_FOUND for a missing, deleted or another shop's customer", async () => {
    const { shopId, token } = await ownerShop(t);
    const deleted = await buildCustomer(t, { shopId, deletedAt: t.clock.now() });
    for (const id of [999_999, deleted.id, (await foreignCustomer()).id]) {
      expectError((await t.call('custom/queryById', { id }, { token })).body, 'NOT_FOUND', 'id');
    }
  });

  it('refuses a missing id and one that is not positive', async () => {
    const { token } = await ownerShop(t);
    expectError((await t.call('custom/queryById', {}, { token })).body, 'FIELD_REQUIRED', 'id');
    expectError((await t.call('custom/queryById', { id: 0 }, { token })).body, 'CHECK_INPUT', 'id');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/queryById', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/queryById', { id: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/create', () => {
  it('adds a regular customer with the phone as typed and in international form', async () => {
    const { shopId, token } = await ownerShop(t);
    const { body } = await t.call('custom/create', customerBody({ rating: 3 }), { token });
    const created = dataOf<Record<string, unknown> & { id: number }>(body);
    expect(created).toMatchObject({
      customName: 'Giulia Rossi',
      customPhone: '347 123 4567',
      birth: '1990-04-12',
      remark: 'Allergic',
      rating: 3,
      vipFlag: 0,
      status: 'normal',
      cardNo: '',
      availableBalance: 0,
      visitCount: 0,
      activityLevel: 'new',
      createTime: t.clock.now().toISOString(),
      version: 1,
    });
    const row = await customerRow(t, created.id);
    expect(row).toMatchObject({ shopId, phone: '347 123 4567', phoneE164: '+393471234567', birthday: '1990-04-12' });
  });

  it("normalises with the shop's area code, keeps a typed '+', and allows a family's shared phone", async () => {
    const { token } = await ownerShop(t, { areaCode: '+86' });
    const first = dataOf<{ id: number }>(
      (await t.call('custom/create', customerBody({ customPhone: '138 0013 8000' }), { token })).body,
    );
    const second = dataOf<{ id: number }>(
      (await t.call('custom/create', customerBody({ customName: 'Li', customPhone: '138-0013-8000' }), { token })).body,
    );
    const abroad = dataOf<{ id: number }>(
      (await t.call('custom/create', customerBody({ customPhone: '+39 347 1234567' }), { token })).body,
    );
    expect((await customerRow(t, first.id)).phoneE164).toBe('+8613800138000');
    expect((await customerRow(t, second.id)).phoneE164).toBe('+8613800138000');
    expect((await customerRow(t, abroad.id)).phoneE164).toBe('+393471234567');
  });

  it('accepts an empty birthday and remark, and a remark of 100 characters', async () => {
    const { token } = await ownerShop(t);
    const bare = dataOf<Record<string, unknown>>(
      (await t.call('custom/create', { customName: 'Li', customPhone: '3470000001' }, { token })).body,
    );
    expect(bare).toMatchObject({ customName: 'Li', birth: '', remark: '', rating: 0 });
    const long = dataOf<Record<string, unknown>>(
      (await t.call('custom/create', customerBody({ birth: '', remark: 'r'.repeat(100) }), { token })).body,
    );
    expect(long).toMatchObject({ birth: '', remark: 'r'.repeat(100) });
  });

  it('refuses each invalid field with its error and field', async () => {
    const { token } = await ownerShop(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ customName: undefined }, 'CUSTOMER_NAME_REQUIRED', 'customName'],
      [{ customName: '   ' }, 'CUSTOMER_NAME_REQUIRED', 'customName'],
      [{ customName: 'n'.repeat(31) }, 'CHECK_INPUT', 'customName'],
      [{ customPhone: undefined }, 'FIELD_REQUIRED', 'customPhone'],
      [{ customPhone: '  ' }, 'FIELD_REQUIRED', 'customPhone'],
      [{ customPhone: '347abc4567' }, 'PHONE_INVALID', 'customPhone'],
      [{ customPhone: 'call me' }, 'PHONE_INVALID', 'customPhone'],
      [{ remark: 'r'.repeat(101) }, 'CHECK_INPUT', 'remark'],
      [{ birth: '1990-13-01' }, 'CHECK_INPUT', 'birth'],
      [{ rating: 6 }, 'CHECK_INPUT', 'rating'],
    ];
    for (const [overrides, errorKey, field] of cases) {
      const { body } = await t.call('custom/create', customerBody(overrides), { token });
      expectError(body, errorKey, field);
    }
  });

  it('creates once for a repeated nonce and answers the first response', async () => {
    const { token } = await ownerShop(t);
    const body = customerBody({ customName: 'Once Only' });
    const first = await t.call('custom/create', body, { token, nonce: 'create-once-1' });
    const again = await t.call('custom/create', body, { token, nonce: 'create-once-1' });
    expect(again.body).toEqual(first.body);
    expect((await search(token, { key: 'once only' })).totalCount).toBe(1);
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/create', async () => customerBody());
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/create', customerBody());
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/update', () => {
  it('edits the personal data and moves the version on', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, remark1: 'kept' });
    const { body } = await t.call(
      'custom/update',
      customerBody({ id: customer.id, version: 1, customName: 'Giulia R.', customPhone: '+41 79 123 45 67' }),
      { token },
    );
    expect(dataOf(body)).toMatchObject({
      id: customer.id,
      customName: 'Giulia R.',
      customPhone: '+41 79 123 45 67',
      birth: '1990-04-12',
      remark: 'Allergic',
      remark1: 'kept',
      version: 2,
    });
    expect((await customerRow(t, customer.id)).phoneE164).toBe('+41791234567');
  });

  it('answers CONFLICT for a stale version and saves without one', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    expect((await t.call('custom/update', customerBody({ id: customer.id, version: 1 }), { token })).body.code).toBe(0);
    const stale = await t.call('custom/update', customerBody({ id: customer.id, version: 1, customName: 'Late' }), {
      token,
    });
    expectError(stale.body, 'CONFLICT');
    expect(stale.body.code).toBe(409);
    expect((await customerRow(t, customer.id)).name).toBe('Giulia Rossi');
    const unversioned = await t.call('custom/update', customerBody({ id: customer.id, customName: 'Free' }), { token });
    expect(dataOf(unversioned.body)).toMatchObject({ customName: 'Free', version: 3 });
  });

  it('refuses a phone with letters and a name left empty', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    const phone = await t.call('custom/update', customerBody({ id: customer.id, customPhone: '347 12E4567' }), {
      token,
    });
    expectError(phone.body, 'PHONE_INVALID', 'customPhone');
    const name = await t.call('custom/update', customerBody({ id: customer.id, customName: '' }), { token });
    expectError(name.body, 'CUSTOMER_NAME_REQUIRED', 'customName');
  });

  it("answers NOT_FOUND for a deleted or another shop's customer and leaves it unchanged", async () => {
    const { shopId, token } = await ownerShop(t);
    const deleted = await buildCustomer(t, { shopId, deletedAt: t.clock.now() });
    const foreign = await foreignCustomer();
    for (const target of [deleted, foreign]) {
      const { body } = await t.call('custom/update', customerBody({ id: target.id, version: 1 }), { token });
      expectError(body, 'NOT_FOUND', 'id');
      expect((await customerRow(t, target.id)).name).toBe(target.name);
    }
    expectError((await t.call('custom/update', customerBody(), { token })).body, 'FIELD_REQUIRED', 'id');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/update', async (shopId) =>
      customerBody({ id: (await buildCustomer(t, { shopId })).id }),
    );
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/update', customerBody({ id: 1 }));
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/updateRemark', () => {
  it('saves the remark and remarks 1 to 4, up to 100 characters each', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, name: 'Remarked', remark3: 'old' });
    const remarks = { remark: 'r'.repeat(100), remark1: 'one', remark2: 'two', remark3: '', remark4: 'four' };
    const { body } = await t.call('custom/updateRemark', { id: customer.id, ...remarks }, { token });
    expect(dataOf(body)).toMatchObject({ ...remarks, customName: 'Remarked', version: 2 });
  });

  it('refuses a remark of 101 characters in any of the five fields', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    for (const field of ['remark', 'remark1', 'remark2', 'remark3', 'remark4']) {
      const { body } = await t.call('custom/updateRemark', { id: customer.id, [field]: 'r'.repeat(101) }, { token });
      expectError(body, 'CHECK_INPUT', field);
    }
    expect((await customerRow(t, customer.id)).version).toBe(1);
  });

  it("answers NOT_FOUND for another shop's customer and leaves it unchanged", async () => {
    const { token } = await ownerShop(t);
    const foreign = await foreignCustomer();
    const { body } = await t.call('custom/updateRemark', { id: foreign.id, remark: 'mine now' }, { token });
    expectError(body, 'NOT_FOUND', 'id');
    expect((await customerRow(t, foreign.id)).remark).toBe('');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/updateRemark', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
      remark: 'ok',
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/updateRemark', { id: 1, remark: 'x' });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/del', () => {
  it('soft-deletes a customer, who then is invisible everywhere, and closes its empty member card', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, name: 'Leaving Soon', vipFlag: 1 });
    const card = await buildMemberCard(t, customer, { availableBalance: 0 });

    expect(dataOf((await t.call('custom/del', { id: customer.id }, { token })).body)).toBeNull();
    const row = await customerRow(t, customer.id);
    expect(row.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    const [cardRow] = await t.deps.db.select().from(prepayCards).where(eq(prepayCards.id, card.id));
    expect(cardRow.closedAt?.toISOString()).toBe(t.clock.now().toISOString());

    expectError((await t.call('custom/queryById', { id: customer.id }, { token })).body, 'NOT_FOUND', 'id');
    expect((await search(token, { key: 'leaving soon' })).totalCount).toBe(0);
    expect((await search(token, { key: customer.phone })).totalCount).toBe(0);
    expectError((await t.call('custom/updateRemark', { id: customer.id }, { token })).body, 'NOT_FOUND', 'id');
    expectError((await t.call('custom/del', { id: customer.id }, { token })).body, 'NOT_FOUND', 'id');
  });

  it('refuses while the member card holds money', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, vipFlag: 1 });
    await buildMemberCard(t, customer, { availableBalance: 1 });
    const { body } = await t.call('custom/del', { id: customer.id }, { token });
    expectError(body, 'CANNOT_CANCEL_NONZERO_BALANCE', 'id');
    expect(body.msg).toBe(ERRORS.CANNOT_CANCEL_NONZERO_BALANCE.en);
    expect((await customerRow(t, customer.id)).deletedAt).toBeNull();
  });

  it('deletes a regular customer without a card', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    expect((await t.call('custom/del', { id: customer.id }, { token })).body.code).toBe(0);
    expect((await customerRow(t, customer.id)).deletedAt).not.toBeNull();
  });

  it("answers NOT_FOUND for another shop's customer and leaves it alone", async () => {
    const { token } = await ownerShop(t);
    const foreign = await foreignCustomer();
    expectError((await t.call('custom/del', { id: foreign.id }, { token })).body, 'NOT_FOUND', 'id');
    expect((await customerRow(t, foreign.id)).deletedAt).toBeNull();
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/del', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/del', { id: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/queryHistoryPoint', () => {
  it('answers an empty page for a customer never booked', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    const { body } = await t.call('custom/queryHistoryPoint', { id: customer.id, curPage: 1, limit: 20 }, { token });
    expect(pageOf(body)).toEqual({ list: [], totalCount: 0, curPage: 1, limit: 20, totalPage: 0 });
  });

  it('lists the customer’s appointments newest first, with projects, technician and status; deleted ones left out', async () => {
    const b = await buildBoard(t);
    const booking = { customName: 'Ada Neri', customPhone: '347 999 0001' };
    const first = await bookOne(t, b, { people: [person(b, booking)] });
    const second = await bookOne(t, b, { startTime: '12:00', people: [person(b, booking)] });
    const gone = await bookOne(t, b, { startTime: '15:00', people: [person(b, booking)] });
    await t.call('appoint/lostPromise', { id: second.id, version: second.version }, { token: b.token });
    await t.call('appoint/delete', { id: gone.id, version: gone.version }, { token: b.token });
    const [row] = await t.deps.db.select().from(appointments).where(eq(appointments.id, first.id));
    const { body } = await t.call('custom/queryHistoryPoint', { id: row.customerId }, { token: b.token });
    const page = pageOf<Record<string, unknown>>(body);
    expect(page.totalCount).toBe(2);
    expect(page.list).toEqual([
      {
        id: second.id,
        appointDay: BOOKING_DAY,
        startTime: '12:00',
        projects: b.product.name,
        technician: b.technician.name,
        status: 'missed',
      },
      {
        id: first.id,
        appointDay: BOOKING_DAY,
        startTime: '10:00',
        projects: b.product.name,
        technician: b.technician.name,
        status: 'booked',
      },
    ]);
  });

  it("answers NOT_FOUND for a missing, deleted or another shop's customer", async () => {
    const { shopId, token } = await ownerShop(t);
    const deleted = await buildCustomer(t, { shopId, deletedAt: t.clock.now() });
    for (const id of [999_999, deleted.id, (await foreignCustomer()).id]) {
      expectError((await t.call('custom/queryHistoryPoint', { id }, { token })).body, 'NOT_FOUND', 'id');
    }
    expectError((await t.call('custom/queryHistoryPoint', {}, { token })).body, 'FIELD_REQUIRED', 'id');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/queryHistoryPoint', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/queryHistoryPoint', { id: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('custom/queryHistoryBill', () => {
  it("lists the customer's paid bills newest first, in pages", async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    const other = await buildCustomer(t, { shopId });
    const older = await buildBill(t, customer, { billDay: '2026-10-01', createdAt: new Date('2026-10-01T10:00:00Z') });
    const newer = await buildBill(t, customer, {
      billDay: '2026-11-02',
      payType: 'card',
      totalAmount: 12_000,
      actualAmount: 10_000,
      createdAt: new Date('2026-11-02T15:30:00Z'),
    });
    const sameDayEarlier = await buildBill(t, customer, {
      billDay: '2026-11-02',
      createdAt: new Date('2026-11-02T09:00:00Z'),
    });
    await buildBill(t, customer, { status: 'unpaid', billDay: '2026-11-10' });
    await buildBill(t, other);

    const { body } = await t.call('custom/queryHistoryBill', { id: customer.id, curPage: 1, limit: 10 }, { token });
    const page = pageOf(body);
    expect(page.list.map((b) => b.id)).toEqual([newer.id, sameDayEarlier.id, older.id]);
    expect(page.list[0]).toEqual({
      id: newer.id,
      billOrderNo: newer.billOrderNo,
      orderType: 'memberRecharge',
      payType: 'card',
      totalAmount: 12_000,
      actualAmount: 10_000,
      billDay: '2026-11-02',
      createTime: '2026-11-02T15:30:00.000Z',
      projects: '',
      staff: '',
    });
    expect(page.totalCount).toBe(3);

    const second = pageOf(
      (await t.call('custom/queryHistoryBill', { id: customer.id, curPage: 2, limit: 2 }, { token })).body,
    );
    expect(second.list.map((b) => b.id)).toEqual([older.id]);
    expect(second).toMatchObject({ totalCount: 3, totalPage: 2 });
  });

  it("answers NOT_FOUND for another shop's customer, even one with bills", async () => {
    const { token } = await ownerShop(t);
    const foreign = await foreignCustomer();
    await buildBill(t, foreign);
    expectError((await t.call('custom/queryHistoryBill', { id: foreign.id }, { token })).body, 'NOT_FOUND', 'id');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'custom/queryHistoryBill', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('custom/queryHistoryBill', { id: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});
