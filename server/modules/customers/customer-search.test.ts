import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { buildAccount, buildCustomer, buildSession } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { expectError } from '../staff/staff.test-kit';
import { buildMemberCard, elevate, ownerShop, pageOf } from './customers.test-kit';

/**
 * custom/queryCustomList as a search (issue 16, ADR 021): a key of 2 characters of a name or 4 digits of a phone or
 * card number, at most 20 answers, the full row only for the customers and checkout menus, and the list without a key
 * behind the customers menu and the internal password.
 */
const t = useTestApp();

/** A login of the shop (accountType 0) granted the menus given, with its session. */
async function staffWith(shopId: number, menus: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  return { ...account, token: await buildSession(t, account) };
}

const search = async (token: string, key: string, extra: Record<string, unknown> = {}, language?: 'it-IT') =>
  (await t.call('custom/queryCustomList', { curPage: 1, limit: 50, key, userType: 0, ...extra }, { token, language }))
    .body;

describe('custom/queryCustomList: the key', () => {
  it('refuses a key shorter than 2 characters of a name or 4 digits of a number, for the owner too', async () => {
    const { shopId, token } = await ownerShop(t);
    const technician = await staffWith(shopId, ['appointments']);
    await buildCustomer(t, { shopId, name: 'Anna Bianchi', phone: '347 1234567' });
    for (const key of ['a', '3', ' a ', '347', '+3 4', '3-4-7']) {
      expectError(await search(technician.token, key), 'SEARCH_KEY_TOO_SHORT', 'key');
      expectError(await search(token, key), 'SEARCH_KEY_TOO_SHORT', 'key');
    }
  });

  it("says why in the caller's language", async () => {
    const { token } = await ownerShop(t);
    const body = await search(token, '3', {}, 'it-IT');
    expect(body.msg).toBe(ERRORS.SEARCH_KEY_TOO_SHORT['it-IT']);
  });

  it('finds by 2 characters of a name, 4 digits of a phone, or 4 digits of a card number', async () => {
    const { shopId, token } = await ownerShop(t);
    const anna = await buildCustomer(t, { shopId, name: 'Li Anna', phone: '347 1112223' });
    const carded = await buildCustomer(t, { shopId, name: 'Marco Neri', phone: '333 9998887' });
    await buildMemberCard(t, carded, { cardNo: 'VIP004321' });
    const ids = async (key: string) => pageOf(await search(token, key)).list.map((c) => c.id);
    expect(await ids('Li')).toContain(anna.id);
    expect(await ids('2223')).toEqual([anna.id]);
    expect(await ids('4321')).toEqual([carded.id]);
    expect(await ids('vip0043')).toEqual([carded.id]);
  });
});

describe('custom/queryCustomList: at most 20 answers for a keyed search', () => {
  it('answers the first 20 matches whatever the limit and page, and counts no more', async () => {
    const { shopId, token } = await ownerShop(t);
    for (let i = 0; i < 25; i++) await buildCustomer(t, { shopId, name: `Rossi ${i}` });
    const first = pageOf(await search(token, 'Rossi', { limit: 50 }));
    expect(first.list).toHaveLength(20);
    expect(first.totalCount).toBe(20);
    const second = pageOf(await search(token, 'Rossi', { limit: 15, curPage: 2 }));
    expect(second.list).toHaveLength(5);
    const beyond = pageOf(await search(token, 'Rossi', { limit: 10, curPage: 3 }));
    expect(beyond.list).toHaveLength(0);
    const seen = new Set([...first.list.map((c) => c.id), ...second.list.map((c) => c.id)]);
    expect(seen.size).toBe(20);
  });
});

describe('custom/queryCustomList: what each caller sees', () => {
  it('gives a caller with a session only the id, name, masked phone, member flag and card number', async () => {
    const { shopId } = await ownerShop(t);
    const technician = await staffWith(shopId, ['appointments']);
    const member = await buildCustomer(t, { shopId, name: 'Giulia Verdi', phone: '347 7654321', vipFlag: 1 });
    await buildMemberCard(t, member, { cardNo: 'VIP777001', availableBalance: 50_000 });
    const [row] = pageOf(await search(technician.token, 'Giulia Verdi')).list;
    expect(row).toEqual({
      id: member.id,
      customName: 'Giulia Verdi',
      customPhone: '*** ***4321',
      vipFlag: 1,
      cardNo: 'VIP777001',
    });
  });

  it('gives the customers menu and the checkout menu (前台算账) the full row, balance and phone', async () => {
    const { shopId } = await ownerShop(t);
    const member = await buildCustomer(t, { shopId, name: 'Sara Gialli', phone: '347 5550001', vipFlag: 1 });
    await buildMemberCard(t, member, { availableBalance: 12_345 });
    for (const menus of [['customers'], ['checkout']]) {
      const caller = await staffWith(shopId, menus);
      const [row] = pageOf(await search(caller.token, '5550001')).list;
      expect(row).toMatchObject({ id: member.id, customPhone: '347 5550001', availableBalance: 12_345 });
    }
  });
});

describe('custom/queryCustomList without a key: every customer', () => {
  it('needs the customers menu, then the internal password', async () => {
    const { shopId } = await ownerShop(t);
    await buildCustomer(t, { shopId });
    const technician = await staffWith(shopId, ['appointments', 'checkout']);
    expectError(await search(technician.token, ''), 'PERMISSION_DENIED');
    const clerk = await staffWith(shopId, ['customers']);
    expectError(await search(clerk.token, ''), 'INSIDE_PASSWORD_REQUIRED');
    await elevate(t, clerk);
    expect(pageOf(await search(clerk.token, '')).totalCount).toBe(1);
  });
});

describe('custom/queryById: the customer detail', () => {
  it('needs no internal password and shows the balance (SPEC §2.11)', async () => {
    const { shopId } = await ownerShop(t);
    const member = await buildCustomer(t, { shopId, vipFlag: 1 });
    await buildMemberCard(t, member, { availableBalance: 7_000 });
    const clerk = await staffWith(shopId, ['customers']);
    const { body } = await t.call('custom/queryById', { id: member.id }, { token: clerk.token });
    expect(body).toMatchObject({ code: 0, data: { id: member.id, availableBalance: 7_000 } });
  });
});
