import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { accounts } from '../../db/schema/accounts';
import { buildAccount, buildOwner, buildSession, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { setShopFields } from '../../test/helpers';
import { findShop } from './shops.repo';

const t = useTestApp();

type TShop = Record<string, unknown> & { id: number; version: number };

/** The whole shop object as the shop page sends it (SPEC §7 shop/update), with valid editable fields. */
function shopBody(overrides: Record<string, unknown> = {}) {
  return {
    shopName: 'Salone Stella',
    area: 'Torino',
    region: 'Piemonte',
    address: 'Via Po 10, Torino',
    contactUser: 'Stella Conti',
    contactTel: '333 123 4567',
    postCode: '10124',
    email: 'stella@example.com',
    logo: '/uploads/logo.png',
    bgImg: '/uploads/bg.png',
    remark: 'Closed on Mondays',
    ...overrides,
  };
}

const query = async (token: string) => (await t.call('shop/query', {}, { token })).body.data as TShop;

/** A headquarters and one branch, each with its owner (the shape of the demo chain). */
async function buildChain() {
  const hq = await buildShop(t, { name: 'Catena Sede' });
  const branch = await buildShop(t, { name: 'Catena Centro', headquarterId: hq.id, contactUser: 'Marco' });
  const hqOwner = await buildOwner(t, { shopId: hq.id });
  const branchOwner = await buildOwner(t, { shopId: branch.id });
  return { hq, branch, hqOwner, branchOwner };
}

describe('h5/getShopTypeList', () => {
  it('lists the three shop types without a session, named in the caller language', async () => {
    const en = await t.call('h5/getShopTypeList');
    expect(en.body).toEqual({
      code: 0,
      msg: 'success',
      data: [
        { id: 1, code: 'nail', name: 'Nail shop' },
        { id: 2, code: 'barber', name: 'Barber shop' },
        { id: 3, code: 'other', name: 'Other' },
      ],
    });
    const zh = await t.call('h5/getShopTypeList', {}, { language: 'zh-CN' });
    expect((zh.body.data as { name: string }[]).map((s) => s.name)).toEqual(['美甲店', '理发店', '其他']);
  });
});

describe('shopType/queryList', () => {
  it('answers the shop types as a page', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call(
      'shopType/queryList',
      { curPage: 1, limit: 100 },
      { token: owner.token, language: 'it-IT' },
    );
    expect(body).toEqual({
      code: 0,
      msg: 'success',
      page: {
        list: [
          { id: 1, code: 'nail', name: 'Centro unghie' },
          { id: 2, code: 'barber', name: 'Barbiere e parrucchiere' },
          { id: 3, code: 'other', name: 'Altro' },
        ],
        totalCount: 3,
        curPage: 1,
        limit: 100,
        totalPage: 1,
      },
    });
  });

  it('pages through the types', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call('shopType/queryList', { curPage: 2, limit: 2 }, { token: owner.token });
    expect(body.page).toEqual({
      list: [{ id: 3, code: 'other', name: 'Other' }],
      totalCount: 3,
      curPage: 2,
      limit: 2,
      totalPage: 2,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shopType/queryList', { curPage: 1, limit: 100 })).body).toMatchObject({
      code: 401,
      errorKey: 'SESSION_EXPIRED',
    });
  });
});

describe('shop/query', () => {
  it("answers the session's shop as the client reads it", async () => {
    const shop = await buildShop(t, {
      name: 'Salone Query',
      shopTypeId: 2,
      msgNums: 42,
      postCode: '20100',
      contactTel: '02 555 0101',
    });
    const owner = await buildOwner(t, { shopId: shop.id });
    const { body } = await t.call('shop/query', {}, { token: owner.token });
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data).toMatchObject({
      id: shop.id,
      shopName: 'Salone Query',
      area: 'Milano',
      region: 'Lombardia',
      address: 'Via Roma 1',
      postCode: '20100',
      contactTel: '02 555 0101',
      shopType: 2,
      shopTypeName: 'Barber shop',
      trialFlag: 0,
      goodsType: 'yearly',
      expireTime: shop.expireTime!.toISOString(),
      msgNums: 42,
      cashDeviceFlag: 0,
      country: 'IT',
      areaCode: '+39',
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      shopHeadquarter: 0,
      invitationCode: shop.invitationCode,
      version: 1,
    });
  });

  it('counts the working staff with a login or not, leaving out departed and temporary accounts', async () => {
    const owner = await buildOwner(t);
    await buildAccount(t, { shopId: owner.shopId, accountType: 0 });
    await buildAccount(t, { shopId: owner.shopId, accountType: 2 });
    await buildAccount(t, { shopId: owner.shopId, accountType: 0, departedAt: t.clock.now() });
    await buildAccount(t, { shopId: owner.shopId, accountType: 3 });
    expect((await query(owner.token)).shopAccountNums).toBe(3);
  });

  it('hides the invitation code of a trial shop and marks a branch', async () => {
    const { hq } = await buildChain();
    const trialBranch = await buildShop(t, { headquarterId: hq.id, trialFlag: 1 });
    const owner = await buildOwner(t, { shopId: trialBranch.id });
    expect(await query(owner.token)).toMatchObject({ id: trialBranch.id, invitationCode: '', shopHeadquarter: 1 });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shop/query')).body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('shop/update', () => {
  it('saves the editable fields, bumps the version and answers the saved shop', async () => {
    const owner = await buildOwner(t);
    const before = await query(owner.token);
    const { body } = await t.call('shop/update', { ...before, ...shopBody() }, { token: owner.token });
    expect(body.code).toBe(0);
    const expected = {
      id: owner.shopId,
      ...shopBody(),
      version: before.version + 1,
    };
    expect(body.data).toMatchObject(expected);
    expect(await query(owner.token)).toMatchObject(expected);
  });

  it('never changes the plan fields, the type or the id, even when sent', async () => {
    const owner = await buildOwner(t);
    const other = await buildShop(t, { name: 'Someone Else' });
    const before = await query(owner.token);
    const { body } = await t.call(
      'shop/update',
      {
        ...shopBody(),
        id: other.id,
        msgNums: 9999,
        expireTime: '2099-01-01T00:00:00.000Z',
        goodsType: 'free',
        trialFlag: 1,
        shopType: 3,
        shopTypeName: 'Other',
        invitationCode: 'MINE',
        createTime: '2000-01-01T00:00:00.000Z',
      },
      { token: owner.token },
    );
    expect(body.code).toBe(0);
    const after = await query(owner.token);
    for (const key of ['id', 'msgNums', 'expireTime', 'goodsType', 'trialFlag', 'shopType', 'invitationCode']) {
      expect(after[key], key).toEqual(before[key]);
    }
    expect(after.createTime).toBe(before.createTime);
    expect(after.shopName).toBe('Salone Stella');
    expect((await findShop(t.deps.db, other.id))!).toMatchObject({ name: 'Someone Else', version: 1 });
  });

  it.each([
    ['shopName', 'SHOP_NAME_REQUIRED'],
    ['area', 'AREA_REQUIRED'],
    ['address', 'ADDRESS_REQUIRED'],
  ] as const)('refuses a blank or missing %s with %s', async (field, errorKey) => {
    const owner = await buildOwner(t);
    const blank = await t.call('shop/update', shopBody({ [field]: '   ' }), { token: owner.token });
    expect(blank.body).toMatchObject({ code: ERRORS[errorKey].code, errorKey, field, msg: ERRORS[errorKey].en });
    const missing = await t.call('shop/update', shopBody({ [field]: undefined }), { token: owner.token });
    expect(missing.body).toMatchObject({ errorKey, field });
    expect((await query(owner.token)).version).toBe(1);
  });

  it('takes an address as long as sign-up takes (200 characters), and no longer', async () => {
    const owner = await buildOwner(t);
    const long = await t.call('shop/update', shopBody({ address: 'a'.repeat(200) }), { token: owner.token });
    expect(long.body.code).toBe(0);
    const tooLong = await t.call('shop/update', shopBody({ address: 'a'.repeat(201) }), { token: owner.token });
    expect(tooLong.body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'address' });
  });

  it.each([
    ['contactTel', 'not a phone', 'PHONE_INVALID'],
    ['email', 'stella-at-example', 'EMAIL_INVALID'],
    ['timeZone', 'Mars/Olympus', 'CHECK_INPUT'],
  ])('refuses a bad %s', async (field, value, errorKey) => {
    const owner = await buildOwner(t);
    const { body } = await t.call('shop/update', shopBody({ [field]: value }), { token: owner.token });
    expect(body).toMatchObject({ errorKey, field });
  });

  it('changes the time zone to a real one', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call('shop/update', shopBody({ timeZone: 'Europe/Paris' }), { token: owner.token });
    expect(body.data).toMatchObject({ timeZone: 'Europe/Paris' });
  });

  it('ignores the cash device IP unless the cash device is activated', async () => {
    const owner = await buildOwner(t);
    await t.call('shop/update', shopBody({ cashDeviceIp: '192.168.1.50' }), { token: owner.token });
    expect((await query(owner.token)).cashDeviceIp).toBe('');

    await setShopFields(t.deps.db, owner.shopId, { cashDeviceFlag: 1 });
    await t.call('shop/update', shopBody({ cashDeviceIp: '192.168.1.50' }), { token: owner.token });
    expect((await query(owner.token)).cashDeviceIp).toBe('192.168.1.50');
  });

  it('answers 409 CONFLICT for a stale version and keeps the newer save', async () => {
    const owner = await buildOwner(t);
    const { version } = await query(owner.token);
    const first = await t.call('shop/update', shopBody({ shopName: 'First', version }), { token: owner.token });
    expect(first.body.code).toBe(0);
    const stale = await t.call('shop/update', shopBody({ shopName: 'Second', version }), { token: owner.token });
    expect(stale.status).toBe(200);
    expect(stale.body).toMatchObject({ code: 409, errorKey: 'CONFLICT', msg: ERRORS.CONFLICT.en });
    expect(await query(owner.token)).toMatchObject({ shopName: 'First', version: version + 1 });
  });

  it('needs the shop management menu for a staff account', async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['customers', 'finance'] });
    const denied = await t.call('shop/update', shopBody({ shopName: 'By staff' }), { token: staff.token });
    expect(denied.body).toMatchObject({
      code: ERRORS.PERMISSION_DENIED.code,
      errorKey: 'PERMISSION_DENIED',
      msg: ERRORS.PERMISSION_DENIED.en,
    });
    expect((await query(owner.token)).shopName).not.toBe('By staff');

    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['shopManagement'] });
    const allowed = await t.call('shop/update', shopBody({ shopName: 'By manager' }), { token: manager.token });
    expect(allowed.body.code).toBe(0);
    expect((await query(owner.token)).shopName).toBe('By manager');
  });

  it('needs the grant for an account of type 2 as well, and never for the owner', async () => {
    const owner = await buildOwner(t);
    const typeTwo = await buildOwner(t, { shopId: owner.shopId, accountType: 2 });
    expect((await t.call('shop/update', shopBody(), { token: typeTwo.token })).body.errorKey).toBe('PERMISSION_DENIED');
    expect((await t.call('shop/update', shopBody(), { token: owner.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shop/update', shopBody())).body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('shop/queryBranchShopList', () => {
  it('lists the headquarters first, then its branches, and nothing of another chain', async () => {
    const { hq, branch, hqOwner, branchOwner } = await buildChain();
    const second = await buildShop(t, { name: 'Catena Nord', headquarterId: hq.id });
    const otherChain = await buildChain();
    const { body } = await t.call('shop/queryBranchShopList', { curPage: 1, limit: 100 }, { token: hqOwner.token });
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    const list = body.data as Record<string, unknown>[];
    expect(list.map((s) => s.id)).toEqual([hq.id, branch.id, second.id]);
    expect(list.map((s) => s.id)).not.toContain(otherChain.hq.id);
    expect(list[0]).toMatchObject({ shopName: 'Catena Sede', shopHeadquarter: 0, accountId: hqOwner.id });
    expect(list[1]).toEqual({
      id: branch.id,
      shopName: 'Catena Centro',
      shopHeadquarter: 1,
      contactUser: 'Marco',
      contactTel: '',
      accountName: 'Marco',
      customPhone: '',
      address: 'Via Roma 1',
      accountId: branchOwner.id,
      account: branchOwner.account,
      trialFlag: 0,
      goodsType: 'yearly',
      expireTime: branch.expireTime!.toISOString(),
    });
    expect(list[2]).toMatchObject({ shopName: 'Catena Nord', accountId: null, account: '' });
  });

  it('lists a shop with two owners once, with its first owner still employed', async () => {
    const { hq, branch, hqOwner, branchOwner } = await buildChain();
    await t.deps.db.update(accounts).set({ departedAt: t.clock.now() }).where(eq(accounts.id, branchOwner.id));
    const second = await buildAccount(t, { shopId: branch.id, accountType: 1 });
    await buildAccount(t, { shopId: branch.id, accountType: 1 });
    const { body } = await t.call('shop/queryBranchShopList', {}, { token: hqOwner.token });
    const list = body.data as { id: number; accountId: number }[];
    expect(list.map((s) => s.id)).toEqual([hq.id, branch.id]);
    expect(list[1].accountId).toBe(second.id);
  });

  it('lists the same chain for a branch session', async () => {
    const { hq, branch, branchOwner } = await buildChain();
    const { body } = await t.call('shop/queryBranchShopList', {}, { token: branchOwner.token });
    expect((body.data as { id: number }[]).map((s) => s.id)).toEqual([hq.id, branch.id]);
  });

  it('lists only itself for a shop without branches', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call('shop/queryBranchShopList', {}, { token: owner.token });
    expect((body.data as { id: number }[]).map((s) => s.id)).toEqual([owner.shopId]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shop/queryBranchShopList')).body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('shop/switchBranchShop', () => {
  it('gives the headquarters owner a token that acts as the branch, and back to the headquarters', async () => {
    const { hq, branch, hqOwner, branchOwner } = await buildChain();
    const toBranch = await t.call('shop/switchBranchShop', { id: branch.id }, { token: hqOwner.token });
    expect(toBranch.body.code).toBe(0);
    const asBranch = toBranch.body.data as { token: string; user: { id: number; shopId: number }; shopInfo: TShop };
    expect(asBranch.user).toMatchObject({ id: branchOwner.id, shopId: branch.id, shopName: 'Catena Centro' });
    expect(asBranch.shopInfo).toMatchObject({ id: branch.id, shopHeadquarter: 1 });
    expect(asBranch.token).not.toBe(hqOwner.token);
    expect(await query(asBranch.token)).toMatchObject({ id: branch.id, shopName: 'Catena Centro' });
    expect(await query(hqOwner.token)).toMatchObject({ id: hq.id });

    const back = await t.call('shop/switchBranchShop', { id: hq.id }, { token: hqOwner.token });
    const asHq = back.body.data as { token: string; user: { id: number } };
    expect(asHq.user.id).toBe(hqOwner.id);
    expect(await query(asHq.token)).toMatchObject({ id: hq.id, shopName: 'Catena Sede' });
  });

  it("refuses a shop of another chain, and a shop that doesn't exist", async () => {
    const { hqOwner } = await buildChain();
    const other = await buildChain();
    for (const id of [other.branch.id, other.hq.id, 999_999]) {
      const { body } = await t.call('shop/switchBranchShop', { id }, { token: hqOwner.token });
      expect(body).toMatchObject({ errorKey: 'SWITCH_SHOP_FORBIDDEN', field: 'id' });
      expect(body.data).toBeUndefined();
    }
  });

  it('refuses a branch owner switching to its headquarters or a sibling', async () => {
    const { hq, branchOwner } = await buildChain();
    const sibling = await buildShop(t, { headquarterId: hq.id });
    await buildOwner(t, { shopId: sibling.id });
    for (const id of [hq.id, sibling.id]) {
      const { body } = await t.call('shop/switchBranchShop', { id }, { token: branchOwner.token });
      expect(body).toMatchObject({ errorKey: 'SWITCH_SHOP_FORBIDDEN', msg: ERRORS.SWITCH_SHOP_FORBIDDEN.en });
    }
  });

  it('refuses a headquarters account that is not the owner, even with every grant', async () => {
    const { hq, branch } = await buildChain();
    const manager = await buildOwner(t, { shopId: hq.id, accountType: 0, menus: ['shopManagement', 'staff'] });
    const { body } = await t.call('shop/switchBranchShop', { id: branch.id }, { token: manager.token });
    expect(body).toMatchObject({ errorKey: 'SWITCH_SHOP_FORBIDDEN' });
  });

  it('answers 401 without a session, and for a token of a switched session after logout', async () => {
    const { branch, hqOwner } = await buildChain();
    expect((await t.call('shop/switchBranchShop', { id: branch.id })).body.code).toBe(401);
    const token = await buildSession(t, hqOwner);
    const switched = (await t.call('shop/switchBranchShop', { id: branch.id }, { token })).body.data as {
      token: string;
    };
    await t.call('h5/logout', {}, { token: switched.token });
    expect((await t.call('shop/query', {}, { token: switched.token })).body.code).toBe(401);
    expect((await t.call('shop/query', {}, { token })).body.code).toBe(0);
  });
});
