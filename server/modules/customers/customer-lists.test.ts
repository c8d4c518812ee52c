import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerVisits } from '../../db/schema/customers';
import { buildCustomer, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { blacklist, blacklistRows, buildVisit, ownerShop, pageOf } from './customers.test-kit';

/** The blacklist (customBlank/*) and follow-up visits (customVisit/*) of SPEC §2.11. */
const t = useTestApp();

const foreignCustomer = async () => buildCustomer(t, { shopId: (await buildShop(t)).id });
const visitRow = async (id: number) =>
  (await t.deps.db.select().from(customerVisits).where(eq(customerVisits.id, id)))[0];

describe('customBlank/queryCustomBlankList', () => {
  it("lists the shop's blacklist newest first, without deleted customers", async () => {
    const { shopId, token } = await ownerShop(t);
    const older = await buildCustomer(t, { shopId, name: 'Older' });
    await blacklist(t, older, 'Never paid');
    t.clock.advance(60_000);
    const newer = await buildCustomer(t, { shopId, name: 'Newer' });
    await t.call('customBlank/create', { customerId: newer.id, remark: 'Rude' }, { token });
    const gone = await buildCustomer(t, { shopId, deletedAt: t.clock.now() });
    await blacklist(t, gone);
    await blacklist(t, await foreignCustomer());

    const page = pageOf((await t.call('customBlank/queryCustomBlankList', { curPage: 1, limit: 10 }, { token })).body);
    expect(page.list.map((e) => e.customerName)).toEqual(['Newer', 'Older']);
    expect(page.list[0]).toEqual({
      customerId: newer.id,
      customerName: 'Newer',
      phoneNumber: newer.phone,
      remark: 'Rude',
      createTime: t.clock.now().toISOString(),
    });
    expect(page).toMatchObject({ totalCount: 2, totalPage: 1 });
  });

  it('searches by name or phone', async () => {
    const { shopId, token } = await ownerShop(t);
    const carla = await buildCustomer(t, { shopId, name: 'Carla', phone: '333 111 2222' });
    const dino = await buildCustomer(t, { shopId, name: 'Dino', phone: '333 999 8888' });
    await blacklist(t, carla);
    await blacklist(t, dino);
    const names = async (key: string) =>
      pageOf((await t.call('customBlank/queryCustomBlankList', { key }, { token })).body).list.map(
        (e) => e.customerName,
      );
    expect(await names('carl')).toEqual(['Carla']);
    expect(await names('999 88')).toEqual(['Dino']);
    expect(await names('+39 333 111 2222')).toEqual(['Carla']);
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'customBlank/queryCustomBlankList', async () => ({}));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('customBlank/queryCustomBlankList', {});
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('customBlank/create', () => {
  it('blacklists a customer, which the customer list and detail then show', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, name: 'Trouble' });
    const { body } = await t.call('customBlank/create', { customerId: customer.id, remark: 'Two no-shows' }, { token });
    expect(dataOf(body)).toEqual({
      customerId: customer.id,
      customerName: 'Trouble',
      phoneNumber: customer.phone,
      remark: 'Two no-shows',
      createTime: t.clock.now().toISOString(),
    });
    const list = pageOf((await t.call('custom/queryCustomList', { key: 'trouble' }, { token })).body);
    expect(list.list[0]).toMatchObject({ id: customer.id, status: 'blacklisted' });
    const detail = dataOf((await t.call('custom/queryById', { id: customer.id }, { token })).body);
    expect(detail).toMatchObject({ status: 'blacklisted', blacklistReason: 'Two no-shows' });
  });

  it('is idempotent: adding again keeps one entry and its date, with the newest reason', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    const first = dataOf<{ createTime: string }>(
      (await t.call('customBlank/create', { customerId: customer.id, remark: 'Late' }, { token })).body,
    );
    t.clock.advance(3_600_000);
    const again = await t.call('customBlank/create', { customerId: customer.id, remark: 'Late again' }, { token });
    expect(dataOf(again.body)).toMatchObject({ remark: 'Late again', createTime: first.createTime });
    const rows = await blacklistRows(t, customer.id);
    expect(rows.map((r) => r.reason)).toEqual(['Late again']);
  });

  it('accepts a reason of 100 characters or none, and refuses 101', async () => {
    const { shopId, token } = await ownerShop(t);
    const full = await buildCustomer(t, { shopId });
    const bare = await buildCustomer(t, { shopId });
    const tooLong = await buildCustomer(t, { shopId });
    const ok = await t.call('customBlank/create', { customerId: full.id, remark: 'r'.repeat(100) }, { token });
    expect(dataOf(ok.body)).toMatchObject({ remark: 'r'.repeat(100) });
    expect(dataOf((await t.call('customBlank/create', { customerId: bare.id }, { token })).body)).toMatchObject({
      remark: '',
    });
    const refused = await t.call('customBlank/create', { customerId: tooLong.id, remark: 'r'.repeat(101) }, { token });
    expectError(refused.body, 'CHECK_INPUT', 'remark');
    expect(await blacklistRows(t, tooLong.id)).toEqual([]);
  });

  it("answers NOT_FOUND for a missing, deleted or another shop's customer", async () => {
    const { shopId, token } = await ownerShop(t);
    const deleted = await buildCustomer(t, { shopId, deletedAt: t.clock.now() });
    const foreign = await foreignCustomer();
    for (const customerId of [999_999, deleted.id, foreign.id]) {
      const { body } = await t.call('customBlank/create', { customerId, remark: 'x' }, { token });
      expectError(body, 'NOT_FOUND', 'customerId');
    }
    expect(await blacklistRows(t, foreign.id)).toEqual([]);
    expectError((await t.call('customBlank/create', {}, { token })).body, 'FIELD_REQUIRED', 'customerId');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'customBlank/create', async (shopId) => ({
      customerId: (await buildCustomer(t, { shopId })).id,
      remark: 'x',
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('customBlank/create', { customerId: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('customBlank/del', () => {
  it('takes a customer off the blacklist; removing again changes nothing', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId });
    await blacklist(t, customer);
    expect(dataOf((await t.call('customBlank/del', { customerId: customer.id }, { token })).body)).toBeNull();
    expect(await blacklistRows(t, customer.id)).toEqual([]);
    const detail = dataOf((await t.call('custom/queryById', { id: customer.id }, { token })).body);
    expect(detail).toMatchObject({ status: 'normal', blacklistReason: '' });
    expect((await t.call('customBlank/del', { customerId: customer.id }, { token })).body.code).toBe(0);
  });

  it("answers NOT_FOUND for another shop's customer and leaves its entry", async () => {
    const { token } = await ownerShop(t);
    const foreign = await foreignCustomer();
    await blacklist(t, foreign);
    expectError(
      (await t.call('customBlank/del', { customerId: foreign.id }, { token })).body,
      'NOT_FOUND',
      'customerId',
    );
    expect(await blacklistRows(t, foreign.id)).toHaveLength(1);
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'customBlank/del', async (shopId) => {
      const customer = await buildCustomer(t, { shopId });
      await blacklist(t, customer);
      return { customerId: customer.id };
    });
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('customBlank/del', { customerId: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('customVisit/queryList', () => {
  it('lists follow-up visits the oldest due first, by status and name or phone', async () => {
    const { shopId, token } = await ownerShop(t);
    const sara = await buildCustomer(t, { shopId, name: 'Sara', phone: '340 555 0001' });
    const tino = await buildCustomer(t, { shopId, name: 'Tino', phone: '340 555 0002' });
    const late = await buildVisit(t, tino, { dueDay: '2026-11-01', appointDay: '2026-10-11', productName: 'Colour' });
    const soon = await buildVisit(t, sara, { dueDay: '2026-11-20' });
    const done = await buildVisit(t, sara, { dueDay: '2026-10-01', dutyFlag: 1, remark: 'Happy' });
    await buildVisit(t, await buildCustomer(t, { shopId, deletedAt: t.clock.now() }));
    await buildVisit(t, await foreignCustomer());

    const all = pageOf((await t.call('customVisit/queryList', { curPage: 1, limit: 10 }, { token })).body);
    expect(all.list.map((v) => v.id)).toEqual([done.id, late.id, soon.id]);
    expect(all.list[1]).toEqual({
      id: late.id,
      customerId: tino.id,
      customerName: 'Tino',
      phoneNumber: '340 555 0002',
      appointDay: '2026-10-11',
      dueDay: '2026-11-01',
      salonProductName: 'Colour',
      dutyFlag: 0,
      remark: '',
      version: 1,
    });

    const pending = pageOf((await t.call('customVisit/queryList', { dutyFlag: 0 }, { token })).body);
    expect(pending.list.map((v) => v.id)).toEqual([late.id, soon.id]);
    const bySara = pageOf((await t.call('customVisit/queryList', { key: 'SAR' }, { token })).body);
    expect(bySara.list.map((v) => v.id)).toEqual([done.id, soon.id]);
    const byPhone = pageOf((await t.call('customVisit/queryList', { key: '5550002' }, { token })).body);
    expect(byPhone.list.map((v) => v.id)).toEqual([late.id]);
    const paged = pageOf((await t.call('customVisit/queryList', { curPage: 2, limit: 2 }, { token })).body);
    expect(paged.list.map((v) => v.id)).toEqual([soon.id]);
    expect(paged).toMatchObject({ totalCount: 3, totalPage: 2 });
  });

  it('refuses a status other than 0, 1 or 2', async () => {
    const { token } = await ownerShop(t);
    expectError((await t.call('customVisit/queryList', { dutyFlag: 3 }, { token })).body, 'CHECK_INPUT', 'dutyFlag');
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'customVisit/queryList', async () => ({}));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('customVisit/queryList', {});
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('customVisit/update', () => {
  it('records the status and result, moving the version on', async () => {
    const { shopId, token } = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId, name: 'Ugo' });
    const visit = await buildVisit(t, customer);
    const remark = 'r'.repeat(200);
    const { body } = await t.call('customVisit/update', { id: visit.id, dutyFlag: 1, remark, version: 1 }, { token });
    expect(dataOf(body)).toMatchObject({ id: visit.id, customerName: 'Ugo', dutyFlag: 1, remark, version: 2 });
    expect(await visitRow(visit.id)).toMatchObject({ dutyFlag: 1, remark, updatedAt: t.clock.now() });

    const detail = dataOf((await t.call('custom/queryById', { id: customer.id }, { token })).body);
    expect(detail).toMatchObject({ visitFollowCount: 1 });
    const skipped = await t.call('customVisit/update', { id: visit.id, dutyFlag: 2 }, { token });
    expect(dataOf(skipped.body)).toMatchObject({ dutyFlag: 2, remark: '', version: 3 });
  });

  it('answers CONFLICT for a stale version', async () => {
    const { shopId, token } = await ownerShop(t);
    const visit = await buildVisit(t, await buildCustomer(t, { shopId }));
    await t.call('customVisit/update', { id: visit.id, dutyFlag: 1, remark: 'Called', version: 1 }, { token });
    const stale = await t.call('customVisit/update', { id: visit.id, dutyFlag: 2, version: 1 }, { token });
    expectError(stale.body, 'CONFLICT');
    expect(stale.body.code).toBe(409);
    expect(await visitRow(visit.id)).toMatchObject({ dutyFlag: 1, remark: 'Called' });
  });

  it('refuses a result of 201 characters and a status other than 0, 1 or 2', async () => {
    const { shopId, token } = await ownerShop(t);
    const visit = await buildVisit(t, await buildCustomer(t, { shopId }));
    const long = await t.call('customVisit/update', { id: visit.id, dutyFlag: 1, remark: 'r'.repeat(201) }, { token });
    expectError(long.body, 'CHECK_INPUT', 'remark');
    expectError(
      (await t.call('customVisit/update', { id: visit.id, dutyFlag: 3 }, { token })).body,
      'CHECK_INPUT',
      'dutyFlag',
    );
    expect((await visitRow(visit.id)).version).toBe(1);
  });

  it("answers NOT_FOUND for a missing visit, a deleted customer's or another shop's", async () => {
    const { shopId, token } = await ownerShop(t);
    const ofDeleted = await buildVisit(t, await buildCustomer(t, { shopId, deletedAt: t.clock.now() }));
    const foreign = await buildVisit(t, await foreignCustomer());
    for (const id of [999_999, ofDeleted.id, foreign.id]) {
      const { body } = await t.call('customVisit/update', { id, dutyFlag: 1, remark: 'x' }, { token });
      expectError(body, 'NOT_FOUND', 'id');
    }
    expect(await visitRow(foreign.id)).toMatchObject({ dutyFlag: 0, remark: '', version: 1 });
  });

  it('needs the customers menu', async () => {
    await expectMenuGuard(t, 'customers', 'customVisit/update', async (shopId) => ({
      id: (await buildVisit(t, await buildCustomer(t, { shopId }))).id,
      dutyFlag: 1,
    }));
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('customVisit/update', { id: 1, dutyFlag: 1 });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});
