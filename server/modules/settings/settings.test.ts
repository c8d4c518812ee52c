import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/accounts';
import { shopSettings } from '../../db/schema/settings';
import { buildAccount, buildOwner, buildSession, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';

const t = useTestApp();

async function buildShopWithOwner(overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shop, owner };
}

async function buildEmployee(shopId: number, menus?: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  return { ...account, token: await buildSession(t, account) };
}

const settingsRowOf = async (shopId: number) =>
  (await t.deps.db.select().from(shopSettings).where(eq(shopSettings.shopId, shopId)))[0];

/** One SPEC §7 setup/* setting: its read, its write, a valid value different from the default, and the default. */
const SETTINGS = [
  {
    name: 'displayBill',
    initial: { displayBillHJ: '1', displayBillZJ: '1' },
    changed: { displayBillHJ: '0', displayBillZJ: '1' },
    invalid: [{ displayBillHJ: '2', displayBillZJ: '1' }, 'displayBillHJ'],
  },
  {
    name: 'displayPhone',
    initial: { displayPhone: '1' },
    changed: { displayPhone: '0' },
    invalid: [{ displayPhone: 1 }, 'displayPhone'],
  },
  {
    name: 'alertMsg',
    initial: { enabled: '0', immediate: '0', leadMinutes: [] },
    changed: { enabled: '1', immediate: '1', leadMinutes: [1440, 120] },
    invalid: [{ enabled: '1', immediate: '0', leadMinutes: [10] }, 'leadMinutes.0'],
  },
  {
    name: 'booking',
    initial: { appBinding: '0', allowOutsideHours: '0', maxDaysAhead: 90 },
    changed: { appBinding: '1', allowOutsideHours: '1', maxDaysAhead: 30 },
    invalid: [{ appBinding: '1', allowOutsideHours: '0', maxDaysAhead: 366 }, 'maxDaysAhead'],
  },
] as const;

for (const setting of SETTINGS) {
  const read = `setup/${setting.name}/queryList`;
  const write = `setup/${setting.name}/createOrUpdate`;

  describe(read, () => {
    it('answers the defaults for a shop that never saved it, without creating its row', async () => {
      const { shop, owner } = await buildShopWithOwner();
      const { body } = await t.call(read, { curPage: 1, limit: 100 }, { token: owner.token });
      expect(body).toEqual({ code: 0, msg: 'success', data: setting.initial });
      expect(await settingsRowOf(shop.id)).toBeUndefined();
    });

    it('is a read any session makes (start-up reads need no menu)', async () => {
      const { shop } = await buildShopWithOwner();
      const employee = await buildEmployee(shop.id);
      expect((await t.call(read, {}, { token: employee.token })).body).toMatchObject({
        code: 0,
        data: setting.initial,
      });
    });

    it('answers 401 without a session', async () => {
      expect((await t.call(read, {})).body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
    });
  });

  describe(write, () => {
    it('saves the value, answers it, and the read answers it afterwards', async () => {
      const { shop, owner } = await buildShopWithOwner();
      const { body } = await t.call(write, setting.changed, { token: owner.token });
      expect(body).toEqual({ code: 0, msg: 'success', data: setting.changed });
      expect((await t.call(read, {}, { token: owner.token })).body.data).toEqual(setting.changed);
      const again = await t.call(write, setting.initial, { token: owner.token });
      expect(again.body.data).toEqual(setting.initial);
      expect(await settingsRowOf(shop.id)).toMatchObject({ version: 2 });
    });

    it('refuses a value outside its range (CHECK_INPUT on the field)', async () => {
      const { owner } = await buildShopWithOwner();
      const [body, field] = setting.invalid;
      expect((await t.call(write, body, { token: owner.token })).body).toMatchObject({
        errorKey: 'CHECK_INPUT',
        field,
      });
    });

    it("changes only the caller's shop", async () => {
      const a = await buildShopWithOwner();
      const b = await buildShopWithOwner();
      await t.call(write, setting.changed, { token: a.owner.token });
      expect((await t.call(read, {}, { token: b.owner.token })).body.data).toEqual(setting.initial);
    });

    it('needs the settings menu: refused without it, allowed with it', async () => {
      const { shop } = await buildShopWithOwner();
      const without = await buildEmployee(shop.id, ['workTime']);
      expect((await t.call(write, setting.changed, { token: without.token })).body).toMatchObject({
        errorKey: 'PERMISSION_DENIED',
      });
      const granted = await buildEmployee(shop.id, ['settings']);
      expect((await t.call(write, setting.changed, { token: granted.token })).body).toMatchObject({ code: 0 });
    });

    it('answers 401 without a session', async () => {
      expect((await t.call(write, setting.changed)).body).toMatchObject({ code: 401 });
    });
  });
}

describe('setup/alertMsg/createOrUpdate limits (SPEC §9)', () => {
  it('accepts 4 advance reminders and refuses a fifth (SMS_REMINDERS_MAX)', async () => {
    const { shop, owner } = await buildShopWithOwner();
    const four = { enabled: '1', immediate: '0', leadMinutes: [15, 60, 1440, 10_080] };
    expect((await t.call('setup/alertMsg/createOrUpdate', four, { token: owner.token })).body.data).toEqual(four);
    const five = { ...four, leadMinutes: [15, 30, 60, 1440, 10_080] };
    const { body } = await t.call('setup/alertMsg/createOrUpdate', five, { token: owner.token });
    expect(body).toMatchObject({ errorKey: 'SMS_REMINDERS_MAX', field: 'leadMinutes' });
    expect((await settingsRowOf(shop.id)).reminderLeadMinutes).toEqual(four.leadMinutes);
  });

  it('takes lead times from 15 minutes to 7 days, each once', async () => {
    const { owner } = await buildShopWithOwner();
    const call = (leadMinutes: number[]) =>
      t.call('setup/alertMsg/createOrUpdate', { enabled: '1', immediate: '0', leadMinutes }, { token: owner.token });
    expect((await call([15, 10_080])).body.code).toBe(0);
    expect((await call([14])).body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'leadMinutes.0' });
    expect((await call([10_081])).body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'leadMinutes.0' });
    expect((await call([60, 60])).body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'leadMinutes' });
  });

  it('keeps the other settings of the row when it saves reminders', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call('setup/displayPhone/createOrUpdate', { displayPhone: '0' }, { token: owner.token });
    await t.call(
      'setup/alertMsg/createOrUpdate',
      { enabled: '1', immediate: '1', leadMinutes: [60] },
      { token: owner.token },
    );
    expect((await t.call('setup/displayPhone/queryList', {}, { token: owner.token })).body.data).toEqual({
      displayPhone: '0',
    });
  });
});

describe('setup/booking/createOrUpdate limits', () => {
  it('takes 1 to 365 days ahead', async () => {
    const { owner } = await buildShopWithOwner();
    const call = (maxDaysAhead: number) =>
      t.call(
        'setup/booking/createOrUpdate',
        { appBinding: '0', allowOutsideHours: '0', maxDaysAhead },
        { token: owner.token },
      );
    expect((await call(1)).body.code).toBe(0);
    expect((await call(365)).body.code).toBe(0);
    expect((await call(0)).body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'maxDaysAhead' });
  });
});

describe('setup/businessTime/queryList', () => {
  it('lists 08:00–20:00 for the seven weekdays of a shop that set no hours', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('setup/businessTime/queryList', { curPage: 1, limit: 10 }, { token: owner.token });
    expect(body.page).toEqual({
      list: [1, 2, 3, 4, 5, 6, 7].map((week) => ({
        week,
        morningStart: '08:00',
        morningEnd: '20:00',
        afternoonStart: '',
        afternoonEnd: '',
        open: '08:00',
        close: '20:00',
      })),
      totalCount: 7,
      curPage: 1,
      limit: 10,
      totalPage: 1,
    });
  });

  it('reads the same hours shopWork writes (one source, ADR 008)', async () => {
    const { owner } = await buildShopWithOwner();
    await t.call(
      'shopWork/update',
      {
        list: [
          { week: 2, morningStart: '09:00', morningEnd: '13:00', afternoonStart: '15:00', afternoonEnd: '19:30' },
          { week: 7 },
        ],
      },
      { token: owner.token },
    );
    const { body } = await t.call('setup/businessTime/queryList', { limit: 10 }, { token: owner.token });
    const list = (body.page as { list: Record<string, unknown>[] }).list;
    expect(list[1]).toEqual({
      week: 2,
      morningStart: '09:00',
      morningEnd: '13:00',
      afternoonStart: '15:00',
      afternoonEnd: '19:30',
      open: '09:00',
      close: '19:30',
    });
    expect(list[6]).toMatchObject({ week: 7, morningStart: '', open: '', close: '' });
  });

  it('pages the seven days', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('setup/businessTime/queryList', { curPage: 2, limit: 5 }, { token: owner.token });
    expect(body.page).toMatchObject({ totalCount: 7, totalPage: 2, curPage: 2 });
    expect((body.page as { list: { week: number }[] }).list.map((d) => d.week)).toEqual([6, 7]);
  });

  it("never shows another shop's hours", async () => {
    const a = await buildShopWithOwner();
    const b = await buildShopWithOwner();
    await t.call(
      'shopWork/updateById',
      { week: 1, morningStart: '10:00', morningEnd: '11:00' },
      { token: a.owner.token },
    );
    const { body } = await t.call('setup/businessTime/queryList', {}, { token: b.owner.token });
    expect((body.page as { list: Record<string, unknown>[] }).list[0]).toMatchObject({ open: '08:00', close: '20:00' });
  });

  it('is a read any session makes', async () => {
    const { shop } = await buildShopWithOwner();
    const employee = await buildEmployee(shop.id);
    expect((await t.call('setup/businessTime/queryList', {}, { token: employee.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('setup/businessTime/queryList', {})).body).toMatchObject({ code: 401 });
  });
});

describe('setup/uiStyle/queryList', () => {
  it("answers the caller's own font size, 'default' at first", async () => {
    const { owner } = await buildShopWithOwner();
    expect((await t.call('setup/uiStyle/queryList', {}, { token: owner.token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: { fontSize: 'default' },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('setup/uiStyle/queryList', {})).body).toMatchObject({ code: 401 });
  });
});

describe('setup/uiStyle/createOrUpdate', () => {
  it('keeps a font size per person: one account changing it leaves the others alone', async () => {
    const { shop, owner } = await buildShopWithOwner();
    // An employee without the settings menu may still choose their own font size.
    const employee = await buildEmployee(shop.id);
    const { body } = await t.call('setup/uiStyle/createOrUpdate', { fontSize: 'large' }, { token: employee.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: { fontSize: 'large' } });
    expect((await t.call('setup/uiStyle/queryList', {}, { token: employee.token })).body.data).toEqual({
      fontSize: 'large',
    });
    expect((await t.call('setup/uiStyle/queryList', {}, { token: owner.token })).body.data).toEqual({
      fontSize: 'default',
    });
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, employee.id));
    expect(row.fontSize).toBe('large');
  });

  it('refuses a size that is not small, default or large (CHECK_INPUT on fontSize)', async () => {
    const { owner } = await buildShopWithOwner();
    const { body } = await t.call('setup/uiStyle/createOrUpdate', { fontSize: 'huge' }, { token: owner.token });
    expect(body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'fontSize' });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('setup/uiStyle/createOrUpdate', { fontSize: 'small' })).body).toMatchObject({ code: 401 });
  });
});
