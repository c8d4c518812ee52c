import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { MENU_KEYS } from '../../../contract/menus';
import { accountMenus, accounts } from '../../db/schema/accounts';
import { buildAccount, buildOwner, buildSession, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { altchaProof, countOutbox, countShopsNamed, freshIp, freshPhone } from '../../test/helpers';
import { insideDigest } from '../auth/auth.crypto';
import { findShop } from './shops.repo';

const t = useTestApp();

type TBranch = {
  id: number;
  shopName: string;
  shopHeadquarter: number;
  contactUser: string;
  contactTel: string;
  accountName: string;
  address: string;
  accountId: number | null;
  account: string;
  trialFlag: number;
  goodsType: string;
  expireTime: string | null;
};

let n = 0;
/** A branch form as the chain page sends it, with a login name no other test uses. */
function branchBody(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    shopName: `Salone Navigli ${n}`,
    address: 'Ripa di Porta Ticinese 7, Milano',
    contactTel: freshPhone(),
    contactUser: 'Lucia Neri',
    account: `navigli-${n}-${Math.random().toString(36).slice(2, 8)}`,
    password: 'navigli123',
    confirmPassword: 'navigli123',
    ...overrides,
  };
}

/** A headquarters (a barber shop in Turin) and one branch, each with its owner. */
async function buildChain() {
  const hq = await buildShop(t, {
    name: `Sede ${Math.random()}`,
    shopTypeId: 2,
    area: 'Torino',
    region: 'Piemonte',
    timeZone: 'Europe/Rome',
  });
  const branch = await buildShop(t, { name: `Centro ${Math.random()}`, headquarterId: hq.id });
  const hqOwner = await buildOwner(t, { shopId: hq.id });
  const branchOwner = await buildOwner(t, { shopId: branch.id });
  return { hq, branch, hqOwner, branchOwner };
}

const login = (account: string, password: string) => t.call('h5/login', { account, password }, { ip: freshIp() });
const listIds = async (token: string) => {
  const { body } = await t.call('shop/queryBranchShopList', {}, { token });
  return (body.data as TBranch[]).map((s) => s.id);
};
const switchInto = async (token: string, id: number) =>
  ((await t.call('shop/switchBranchShop', { id }, { token })).body.data as { token: string }).token;

describe('shop/saveBranchShop', () => {
  it("adds a trial branch with the headquarters' type, country, zone, currency and area, and answers it", async () => {
    const { hq, hqOwner } = await buildChain();
    const body = branchBody({ contactTel: '02 555 0199' });
    const res = await t.call('shop/saveBranchShop', body, { token: hqOwner.token });
    expect(res.body).toMatchObject({ code: 0, msg: 'success' });
    const branch = res.body.data as TBranch;
    expect(branch).toEqual({
      id: expect.any(Number),
      shopName: body.shopName,
      shopHeadquarter: 1,
      contactUser: 'Lucia Neri',
      contactTel: '02 555 0199',
      accountName: 'Lucia Neri',
      customPhone: '02 555 0199',
      address: body.address,
      accountId: expect.any(Number),
      account: body.account,
      trialFlag: 1,
      goodsType: 'monthly',
      expireTime: new Date(t.clock.now().getTime() + t.deps.config.trialDays * 86_400_000).toISOString(),
    });
    const row = (await findShop(t.deps.db, branch.id))!;
    expect(row).toMatchObject({
      headquarterId: hq.id,
      shopTypeId: 2,
      country: hq.country,
      areaCode: hq.areaCode,
      timeZone: hq.timeZone,
      currency: hq.currency,
      area: 'Torino',
      region: 'Piemonte',
      msgNums: 0,
      deletedAt: null,
    });
    expect(row.invitationCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(row.invitationCode).not.toBe(hq.invitationCode);
    expect(await listIds(hqOwner.token)).toEqual([hq.id, expect.any(Number), branch.id]);
  });

  it('gives the branch its own manager: an owner with every menu, who logs in to the branch with both passwords', async () => {
    const { hqOwner } = await buildChain();
    const body = branchBody();
    const branch = (await t.call('shop/saveBranchShop', body, { token: hqOwner.token })).body.data as TBranch;

    const res = await login(body.account, body.password);
    expect(res.body.code).toBe(0);
    const session = res.body.data as { token: string; user: Record<string, unknown>; shopInfo: { id: number } };
    expect(session.user).toMatchObject({
      id: branch.accountId,
      account: body.account,
      name: 'Lucia Neri',
      accountType: 1,
      shopId: branch.id,
      shopName: body.shopName,
    });
    expect(session.shopInfo).toMatchObject({ id: branch.id, shopHeadquarter: 1, trialFlag: 1 });
    const [menus] = await t.deps.db
      .select({ n: count() })
      .from(accountMenus)
      .where(and(eq(accountMenus.shopId, branch.id), eq(accountMenus.accountId, branch.accountId!)));
    expect(menus.n).toBe(MENU_KEYS.length);
    // The internal password starts equal to the login password, as at sign-up.
    const inside = await t.call(
      'h5/pwdInside',
      { password: insideDigest(body.password, body.account) },
      { token: session.token },
    );
    expect(inside.body.code).toBe(0);
    // The manager of a branch is not the headquarters manager: it cannot add branches itself.
    const own = await t.call('shop/saveBranchShop', branchBody(), { token: session.token });
    expect(own.body).toMatchObject({ errorKey: 'HEADQUARTERS_MANAGER_ONLY' });
  });

  it('adds the branch to the chain of the headquarters when its owner has switched into a branch', async () => {
    const { hq, branch, hqOwner } = await buildChain();
    const asBranch = await switchInto(hqOwner.token, branch.id);
    const res = await t.call('shop/saveBranchShop', branchBody(), { token: asBranch });
    expect(res.body.code).toBe(0);
    const added = res.body.data as TBranch;
    expect((await findShop(t.deps.db, added.id))!.headquarterId).toBe(hq.id);
    expect(await listIds(hqOwner.token)).toEqual([hq.id, branch.id, added.id]);
  });

  it('refuses a login name another account holds, in any shop and whatever its case, and creates nothing', async () => {
    const { hqOwner } = await buildChain();
    const elsewhere = await buildAccount(t, { account: `Taken${Math.random().toString(36).slice(2, 8)}` });
    const body = branchBody({ account: elsewhere.account.toLowerCase() });
    const { body: answer } = await t.call('shop/saveBranchShop', body, { token: hqOwner.token });
    expect(answer).toMatchObject({
      code: ERRORS.ACCOUNT_TAKEN.code,
      errorKey: 'ACCOUNT_TAKEN',
      field: 'account',
      msg: ERRORS.ACCOUNT_TAKEN.en,
    });
    expect(await countShopsNamed(t.deps.db, body.shopName)).toBe(0);
  });

  it.each([
    [
      'a password without a digit',
      { password: 'onlyletters', confirmPassword: 'onlyletters' },
      'PASSWORD_RULE',
      'password',
    ],
    ['a short password', { password: 'ab1', confirmPassword: 'ab1' }, 'PASSWORD_RULE', 'password'],
    ['a confirmation that differs', { confirmPassword: 'navigli124' }, 'PASSWORDS_MISMATCH', 'confirmPassword'],
    ['no password', { password: undefined, confirmPassword: undefined }, 'FIELD_REQUIRED', 'password'],
    ['a blank shop name', { shopName: '  ' }, 'SHOP_NAME_REQUIRED', 'shopName'],
    ['a blank address', { address: '' }, 'ADDRESS_REQUIRED', 'address'],
    ['a bad phone', { contactTel: 'call me' }, 'PHONE_INVALID', 'contactTel'],
    ['no manager name', { contactUser: ' ' }, 'FIELD_REQUIRED', 'contactUser'],
    ['no login name', { account: '' }, 'ACCOUNT_REQUIRED', 'account'],
    ['a login name with spaces', { account: 'lucia neri' }, 'CHECK_INPUT', 'account'],
  ] as const)('refuses %s', async (_what, overrides, errorKey, field) => {
    const { hqOwner } = await buildChain();
    const body = branchBody(overrides);
    const { body: answer } = await t.call('shop/saveBranchShop', body, { token: hqOwner.token });
    expect(answer).toMatchObject({ code: ERRORS[errorKey].code, errorKey, field });
    expect(await countShopsNamed(t.deps.db, body.shopName)).toBe(0);
  });

  it('is for the headquarters manager only', async () => {
    const { hq, branch, branchOwner } = await buildChain();
    const typeTwo = await buildOwner(t, { shopId: hq.id, accountType: 2 });
    const typeTwoGranted = await buildOwner(t, { shopId: hq.id, accountType: 2, menus: ['shopManagement'] });
    const technician = await buildOwner(t, { shopId: hq.id, accountType: 0 });
    const technicianGranted = await buildOwner(t, { shopId: hq.id, accountType: 0, menus: ['shopManagement'] });
    const branchTechnician = await buildOwner(t, { shopId: branch.id, accountType: 0, menus: ['shopManagement'] });
    const cases = [
      [branchOwner.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [typeTwo.token, 'PERMISSION_DENIED'],
      [typeTwoGranted.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [technician.token, 'PERMISSION_DENIED'],
      [technicianGranted.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [branchTechnician.token, 'HEADQUARTERS_MANAGER_ONLY'],
    ] as const;
    for (const [token, errorKey] of cases) {
      const body = branchBody();
      const { body: answer } = await t.call('shop/saveBranchShop', body, { token });
      expect(answer).toMatchObject({ code: ERRORS[errorKey].code, errorKey, msg: ERRORS[errorKey].en });
      expect(await countShopsNamed(t.deps.db, body.shopName)).toBe(0);
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('shop/saveBranchShop', branchBody())).body).toMatchObject({
      code: 401,
      errorKey: 'SESSION_EXPIRED',
    });
  });
});

describe('shop/updateBranchShop', () => {
  /** A chain whose branch was added through the form, so its manager has a known login and password. */
  async function chainWithFormBranch() {
    const chain = await buildChain();
    const body = branchBody();
    const branch = (await t.call('shop/saveBranchShop', body, { token: chain.hqOwner.token })).body.data as TBranch;
    const managerToken = ((await login(body.account, body.password)).body.data as { token: string }).token;
    return { ...chain, added: branch, body, managerToken };
  }

  const edit = (branch: TBranch, overrides: Record<string, unknown> = {}) => ({
    id: branch.id,
    shopName: branch.shopName,
    address: branch.address,
    contactTel: branch.contactTel,
    contactUser: branch.contactUser,
    account: branch.account,
    ...overrides,
  });

  it("saves the name, address, phone and manager name, and the manager's account follows them", async () => {
    const { hqOwner, added, body, managerToken } = await chainWithFormBranch();
    const res = await t.call(
      'shop/updateBranchShop',
      edit(added, {
        shopName: 'Salone Navigli Due',
        address: 'Alzaia Naviglio Grande 12',
        contactTel: '02 555 0123',
        contactUser: 'Lucia Bassi',
      }),
      { token: hqOwner.token },
    );
    expect(res.body.code).toBe(0);
    expect(res.body.data).toEqual({
      ...added,
      shopName: 'Salone Navigli Due',
      address: 'Alzaia Naviglio Grande 12',
      contactTel: '02 555 0123',
      customPhone: '02 555 0123',
      contactUser: 'Lucia Bassi',
      accountName: 'Lucia Bassi',
    });
    const [manager] = await t.deps.db.select().from(accounts).where(eq(accounts.id, added.accountId!));
    expect(manager).toMatchObject({ name: 'Lucia Bassi', phone: '02 555 0123', phoneE164: '+39025550123' });
    // Without a password the login is untouched and the manager stays signed in.
    expect((await login(body.account, body.password)).body.code).toBe(0);
    expect((await t.call('shop/query', {}, { token: managerToken })).body.data).toMatchObject({
      shopName: 'Salone Navigli Due',
    });
  });

  it("renames the manager's login with a new password: the old login and sessions end, both new passwords work", async () => {
    const { hqOwner, added, body, managerToken } = await chainWithFormBranch();
    const account = `renamed-${Math.random().toString(36).slice(2, 8)}`;
    const res = await t.call(
      'shop/updateBranchShop',
      edit(added, { account, password: 'fresh2024', confirmPassword: 'fresh2024' }),
      { token: hqOwner.token },
    );
    expect(res.body.data).toMatchObject({ id: added.id, account, accountId: added.accountId });
    expect((await t.call('shop/query', {}, { token: managerToken })).body.code).toBe(401);
    expect((await login(body.account, body.password)).body.errorKey).toBe('WRONG_CREDENTIALS');
    const fresh = await login(account, 'fresh2024');
    expect(fresh.body.code).toBe(0);
    const token = (fresh.body.data as { token: string }).token;
    const inside = await t.call('h5/pwdInside', { password: insideDigest('fresh2024', account) }, { token });
    expect(inside.body.code).toBe(0);
    expect((await t.call('shop/query', {}, { token: hqOwner.token })).body.code).toBe(0);
  });

  it('resets the password alone, ending the manager sessions', async () => {
    const { hqOwner, added, body, managerToken } = await chainWithFormBranch();
    const res = await t.call(
      'shop/updateBranchShop',
      edit(added, { password: 'again2024', confirmPassword: 'again2024' }),
      { token: hqOwner.token },
    );
    expect(res.body.code).toBe(0);
    expect((await t.call('shop/query', {}, { token: managerToken })).body.code).toBe(401);
    expect((await login(body.account, body.password)).body.errorKey).toBe('WRONG_CREDENTIALS');
    expect((await login(body.account, 'again2024')).body.code).toBe(0);
  });

  it('needs a password to rename the login, since the internal password is bound to the login name', async () => {
    const { hqOwner, added, body } = await chainWithFormBranch();
    const res = await t.call('shop/updateBranchShop', edit(added, { account: 'no-password-rename' }), {
      token: hqOwner.token,
    });
    expect(res.body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'password' });
    expect((await login(body.account, body.password)).body.code).toBe(0);
  });

  it('refuses a login name another account holds, and a mismatched or weak password', async () => {
    const { hqOwner, added } = await chainWithFormBranch();
    const taken = await t.call(
      'shop/updateBranchShop',
      edit(added, { account: hqOwner.account.toUpperCase(), password: 'fresh2024', confirmPassword: 'fresh2024' }),
      { token: hqOwner.token },
    );
    expect(taken.body).toMatchObject({ errorKey: 'ACCOUNT_TAKEN', field: 'account', msg: ERRORS.ACCOUNT_TAKEN.en });
    const mismatch = await t.call(
      'shop/updateBranchShop',
      edit(added, { password: 'fresh2024', confirmPassword: 'fresh2025' }),
      { token: hqOwner.token },
    );
    expect(mismatch.body).toMatchObject({ errorKey: 'PASSWORDS_MISMATCH', field: 'confirmPassword' });
    const weak = await t.call('shop/updateBranchShop', edit(added, { password: 'short', confirmPassword: 'short' }), {
      token: hqOwner.token,
    });
    expect(weak.body).toMatchObject({ errorKey: 'PASSWORD_RULE', field: 'password' });
    const blank = await t.call('shop/updateBranchShop', edit(added, { shopName: '' }), { token: hqOwner.token });
    expect(blank.body).toMatchObject({ errorKey: 'SHOP_NAME_REQUIRED', field: 'shopName' });
    const missing = await t.call('shop/updateBranchShop', edit(added, { id: undefined }), { token: hqOwner.token });
    expect(missing.body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'id' });
    expect((await findShop(t.deps.db, added.id))!.name).toBe(added.shopName);
  });

  it('keeps the login name when only its case is unchanged and the password is given', async () => {
    const { hqOwner, added, body } = await chainWithFormBranch();
    const res = await t.call(
      'shop/updateBranchShop',
      edit(added, { account: body.account.toUpperCase(), password: 'upper2024', confirmPassword: 'upper2024' }),
      { token: hqOwner.token },
    );
    expect(res.body.data).toMatchObject({ account: body.account.toUpperCase() });
    expect((await login(body.account, 'upper2024')).body.code).toBe(0);
  });

  it('edits the headquarters row too, keeping the caller signed in while its other sessions end', async () => {
    const { hq, hqOwner } = await buildChain();
    const otherDevice = await buildSession(t, hqOwner);
    const list = (await t.call('shop/queryBranchShopList', {}, { token: hqOwner.token })).body.data as TBranch[];
    const res = await t.call(
      'shop/updateBranchShop',
      edit(list[0], {
        shopName: 'Sede Rinnovata',
        contactTel: '011 555 0100',
        contactUser: 'Paola Sede',
        password: 'sede20245',
        confirmPassword: 'sede20245',
      }),
      { token: hqOwner.token },
    );
    expect(res.body.data).toMatchObject({ id: hq.id, shopName: 'Sede Rinnovata', shopHeadquarter: 0 });
    expect((await t.call('shop/query', {}, { token: hqOwner.token })).body.data).toMatchObject({
      shopName: 'Sede Rinnovata',
    });
    expect((await t.call('shop/query', {}, { token: otherDevice })).body.code).toBe(401);
    expect((await login(hqOwner.account, 'sede20245')).body.code).toBe(0);
  });

  it('gives a shop without a working manager a new manager login, which needs a password', async () => {
    const { hq, hqOwner } = await buildChain();
    const bare = await buildShop(t, { headquarterId: hq.id, name: `Bare ${Math.random()}` });
    const row = { id: bare.id, shopName: bare.name, address: 'Via Po 1', contactTel: '011 555 0000' };
    const account = `bare-${Math.random().toString(36).slice(2, 8)}`;
    const base = { ...row, contactUser: 'Nuovo Responsabile', account };
    const without = await t.call('shop/updateBranchShop', base, { token: hqOwner.token });
    expect(without.body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'password' });
    const withPassword = await t.call(
      'shop/updateBranchShop',
      { ...base, password: 'bare20245', confirmPassword: 'bare20245' },
      { token: hqOwner.token },
    );
    expect(withPassword.body.data).toMatchObject({ id: bare.id, account, accountId: expect.any(Number) });
    const session = await login(account, 'bare20245');
    expect((session.body.data as { user: { shopId: number; accountType: number } }).user).toMatchObject({
      shopId: bare.id,
      accountType: 1,
    });
  });

  it("answers NOT_FOUND for another chain's shops, an unknown id and a deleted branch", async () => {
    const { hqOwner } = await buildChain();
    const other = await buildChain();
    const { added } = await chainWithFormBranch();
    const gone = await buildShop(t, { headquarterId: hqOwner.shopId, deletedAt: t.clock.now() });
    for (const id of [other.hq.id, other.branch.id, added.id, 999_999, gone.id]) {
      const res = await t.call('shop/updateBranchShop', edit(added, { id }), { token: hqOwner.token });
      expect(res.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id', msg: ERRORS.NOT_FOUND.en });
    }
    expect((await findShop(t.deps.db, other.branch.id))!.name).toBe(other.branch.name);
  });

  it('is for the headquarters manager only, and answers 401 without a session', async () => {
    const { hq, added, managerToken } = await chainWithFormBranch();
    const granted = await buildOwner(t, { shopId: hq.id, accountType: 2, menus: ['shopManagement'] });
    const technician = await buildOwner(t, { shopId: hq.id, accountType: 0 });
    for (const [token, errorKey] of [
      [managerToken, 'HEADQUARTERS_MANAGER_ONLY'],
      [granted.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [technician.token, 'PERMISSION_DENIED'],
    ] as const) {
      const res = await t.call('shop/updateBranchShop', edit(added, { shopName: 'Not mine' }), { token });
      expect(res.body).toMatchObject({ errorKey });
    }
    expect((await t.call('shop/updateBranchShop', edit(added))).body).toMatchObject({ code: 401 });
    expect((await findShop(t.deps.db, added.id))!.name).toBe(added.shopName);
  });
});

describe('shop/deleteBranchShop', () => {
  it('removes the branch from the chain: list, switch, sessions and sign-in, keeping its data', async () => {
    const { hq, branch, hqOwner, branchOwner } = await buildChain();
    const sibling = await buildShop(t, { headquarterId: hq.id });
    const switched = await switchInto(hqOwner.token, branch.id);
    const res = await t.call('shop/deleteBranchShop', { id: branch.id }, { token: hqOwner.token });
    expect(res.body).toEqual({ code: 0, msg: 'success', data: null });

    expect(await listIds(hqOwner.token)).toEqual([hq.id, sibling.id]);
    expect((await t.call('shop/query', {}, { token: branchOwner.token })).body.code).toBe(401);
    expect((await t.call('shop/query', {}, { token: switched })).body.code).toBe(401);
    const switchAgain = await t.call('shop/switchBranchShop', { id: branch.id }, { token: hqOwner.token });
    expect(switchAgain.body).toMatchObject({ errorKey: 'SWITCH_SHOP_FORBIDDEN', field: 'id' });
    expect((await t.call('shop/query', {}, { token: hqOwner.token })).body.code).toBe(0);

    // Its manager is told it can no longer sign in, by password or by SMS code.
    const byPassword = await login(branchOwner.account, branchOwner.password);
    expect(byPassword.body).toMatchObject({ errorKey: 'ACCOUNT_DEPARTED', msg: ERRORS.ACCOUNT_DEPARTED.en });
    expect(byPassword.body.data).toBeUndefined();
    // The login code is answered as for any phone (ADR 020) but not sent.
    const bySms = await t.call(
      'h5/getLoginPhoneMsg',
      { areaCode: '+39', phone: branchOwner.phone, ...(await altchaProof(t)) },
      { ip: freshIp() },
    );
    expect(bySms.body.code).toBe(0);
    expect(await countOutbox(t.deps.db, `+39${branchOwner.phone}`)).toBe(0);
    // A session made any other way is refused too.
    expect((await t.call('shop/query', {}, { token: await buildSession(t, branchOwner) })).body.code).toBe(401);

    const row = (await findShop(t.deps.db, branch.id))!;
    expect(row.deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect(row.name).toBe(branch.name);
  });

  it('lets the headquarters owner delete the branch it is switched into, ending that switched session', async () => {
    const { hq, branch, hqOwner } = await buildChain();
    const switched = await switchInto(hqOwner.token, branch.id);
    const res = await t.call('shop/deleteBranchShop', { id: branch.id }, { token: switched });
    expect(res.body.code).toBe(0);
    expect((await t.call('shop/query', {}, { token: switched })).body.code).toBe(401);
    expect(await listIds(hqOwner.token)).toEqual([hq.id]);
  });

  it('refuses the headquarters, and answers NOT_FOUND for another chain, an unknown id or a deleted branch', async () => {
    const { hq, branch, hqOwner } = await buildChain();
    const other = await buildChain();
    const hqDelete = await t.call('shop/deleteBranchShop', { id: hq.id }, { token: hqOwner.token });
    expect(hqDelete.body).toMatchObject({
      code: ERRORS.HEADQUARTERS_NOT_DELETABLE.code,
      errorKey: 'HEADQUARTERS_NOT_DELETABLE',
      field: 'id',
      msg: ERRORS.HEADQUARTERS_NOT_DELETABLE.en,
    });
    expect((await findShop(t.deps.db, hq.id))!.deletedAt).toBeNull();
    for (const id of [other.hq.id, other.branch.id, 999_999]) {
      const res = await t.call('shop/deleteBranchShop', { id }, { token: hqOwner.token });
      expect(res.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    }
    expect((await findShop(t.deps.db, other.branch.id))!.deletedAt).toBeNull();
    expect((await t.call('shop/query', {}, { token: other.branchOwner.token })).body.code).toBe(0);
    expect((await t.call('shop/deleteBranchShop', { id: branch.id }, { token: hqOwner.token })).body.code).toBe(0);
    const twice = await t.call('shop/deleteBranchShop', { id: branch.id }, { token: hqOwner.token });
    expect(twice.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    const missing = await t.call('shop/deleteBranchShop', {}, { token: hqOwner.token });
    expect(missing.body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'id' });
  });

  it('is for the headquarters manager only, and answers 401 without a session', async () => {
    const { hq, branch, branchOwner } = await buildChain();
    const granted = await buildOwner(t, { shopId: hq.id, accountType: 2, menus: ['shopManagement'] });
    const technician = await buildOwner(t, { shopId: hq.id, accountType: 0 });
    for (const [token, errorKey] of [
      [branchOwner.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [granted.token, 'HEADQUARTERS_MANAGER_ONLY'],
      [technician.token, 'PERMISSION_DENIED'],
    ] as const) {
      expect((await t.call('shop/deleteBranchShop', { id: branch.id }, { token })).body).toMatchObject({ errorKey });
    }
    expect((await t.call('shop/deleteBranchShop', { id: branch.id })).body).toMatchObject({ code: 401 });
    expect((await findShop(t.deps.db, branch.id))!.deletedAt).toBeNull();
  });
});
