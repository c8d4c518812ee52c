import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import type { TStaff } from '../../../contract/staff';
import { buildAccount, buildOwner, buildSession, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { insertAuthEvents, markDeparted } from '../../test/helpers';
import { insideDigest } from '../auth/auth.crypto';
import { setLogin } from './staff.repo';
import { accountRow, buildChain, dataOf, expectError, isTokenLive, login, switchInto } from './staff.test-kit';

const t = useTestApp();

let nameSeq = 0;
const freshLogin = (prefix = 'staff') => `${prefix}${++nameSeq}x${Math.floor(Math.random() * 1e6)}`;

/** Whether an internal password opens h5/pwdInside for a session (it checks the session's own account). */
async function insideWorks(token: string, password: string, account: string) {
  const { body } = await t.call('h5/pwdInside', { password: insideDigest(password, account) }, { token });
  return body.code === 0;
}

const setAccountBody = (id: number, account: string, password = 'abc12345') => ({
  id,
  account,
  password,
  confirmPassword: password,
});

describe('account/setAccount', () => {
  it('gives a staff member a login whose internal password starts equal to the login password', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId, name: 'Ilaria' });
    const account = freshLogin('Ilaria.');
    const { body } = await t.call('account/setAccount', setAccountBody(staff.id, account), { token: owner.token });
    expect(dataOf<TStaff>(body)).toMatchObject({ id: staff.id, account, hasInsidePassword: true, version: 2 });
    const session = dataOf<{ token: string; user: { id: number; accountType: number } }>(
      await login(t, account.toUpperCase(), 'abc12345'),
    );
    expect(session.user).toMatchObject({ id: staff.id, accountType: 0 });
    expect(await insideWorks(session.token, 'abc12345', account)).toBe(true);
  });

  it("renames a login and ends the member's sessions, but not the caller's own", async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0 });
    const staffToken = await buildSession(t, staff);
    const otherOwnerToken = await buildSession(t, owner);
    const renamed = freshLogin();
    const { body } = await t.call('account/setAccount', setAccountBody(staff.id, renamed, 'new12345'), {
      token: owner.token,
    });
    expect(dataOf<TStaff>(body).account).toBe(renamed);
    expect(await isTokenLive(t, staffToken)).toBe(false);
    expectError(await login(t, staff.account, staff.password), 'WRONG_CREDENTIALS', 'password');
    expect(dataOf<{ user: { id: number } }>(await login(t, renamed, 'new12345')).user.id).toBe(staff.id);

    const own = freshLogin('boss');
    await t.call('account/setAccount', setAccountBody(owner.id, own, 'boss1234'), { token: owner.token });
    expect(await isTokenLive(t, owner.token)).toBe(true);
    expect(await isTokenLive(t, otherOwnerToken)).toBe(false);
  });

  it('keeps the same login name in another case for the same member', async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0, account: freshLogin('case') });
    const { body } = await t.call('account/setAccount', setAccountBody(staff.id, staff.account.toUpperCase()), {
      token: owner.token,
    });
    expect(dataOf<TStaff>(body).account).toBe(staff.account.toUpperCase());
  });

  it('answers ACCOUNT_TAKEN for a login name used in any shop, ignoring case', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const elsewhere = await buildAccount(t, { account: freshLogin('Taken') });
    const { body } = await t.call('account/setAccount', setAccountBody(staff.id, elsewhere.account.toLowerCase()), {
      token: owner.token,
    });
    expectError(body, 'ACCOUNT_TAKEN', 'account');
    expect((await accountRow(t, staff.id)).account).toBeNull();
  });

  it('answers ACCOUNT_TAKEN, never a 500, to the loser of two members racing for one name', async () => {
    const owner = await buildOwner(t);
    const a = await buildStaff(t, { shopId: owner.shopId });
    const b = await buildStaff(t, { shopId: owner.shopId });
    const name = freshLogin('race');
    const results = await Promise.all(
      [a, b].map((s) => t.call('account/setAccount', setAccountBody(s.id, name), { token: owner.token })),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, ERRORS.ACCOUNT_TAKEN.code].sort());
    const lost = results.find((r) => r.body.code !== 0)!;
    expect(lost.status).not.toBe(500);
    expectError(lost.body, 'ACCOUNT_TAKEN', 'account');
  });

  it('turns the unique index refusing a name (a race the check cannot see) into "taken", not a fault', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const scope = { tx: t.deps.db, shopId: owner.shopId };
    const values = { passwordHash: 'x', insidePasswordHash: 'y' };
    expect(await setLogin(scope, staff.id, { account: owner.account.toUpperCase(), ...values })).toBe('taken');
    expect(await setLogin(scope, staff.id, { account: freshLogin(), ...values })).toBe('ok');
  });

  it.each([
    [{ password: 'abc1234', confirmPassword: 'abc1234' }, 'PASSWORD_RULE', 'password'],
    [{ password: 'abcdefgh', confirmPassword: 'abcdefgh' }, 'PASSWORD_RULE', 'password'],
    [{ confirmPassword: 'abc12346' }, 'PASSWORDS_MISMATCH', 'confirmPassword'],
    [{ account: '' }, 'ACCOUNT_REQUIRED', 'account'],
    [{ account: 'has space' }, 'CHECK_INPUT', 'account'],
  ])('refuses %j with %s', async (override, errorKey, field) => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const body = { ...setAccountBody(staff.id, freshLogin()), ...override };
    expectError((await t.call('account/setAccount', body, { token: owner.token })).body, errorKey, field);
  });

  it('answers STAFF_RESIGNED for a resigned member', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    await markDeparted(t.deps.db, staff, t.clock.now());
    const { body } = await t.call('account/setAccount', setAccountBody(staff.id, freshLogin()), { token: owner.token });
    expectError(body, 'STAFF_RESIGNED', 'id');
  });

  it("refuses another owner account's login", async () => {
    const owner = await buildOwner(t);
    const coOwner = await buildAccount(t, { shopId: owner.shopId, accountType: 1 });
    const { body } = await t.call('account/setAccount', setAccountBody(coOwner.id, freshLogin()), {
      token: owner.token,
    });
    expectError(body, 'OWNER_ACCOUNT_PROTECTED', 'id');
  });

  it('is for the headquarters shop manager: not a branch owner logged in directly, yes after switching in', async () => {
    const { branch, hqOwner, branchOwner } = await buildChain(t);
    const staff = await buildStaff(t, { shopId: branch.id });
    const direct = await t.call('account/setAccount', setAccountBody(staff.id, freshLogin()), {
      token: branchOwner.token,
    });
    expectError(direct.body, 'HEADQUARTERS_MANAGER_ONLY');
    const viaHq = await switchInto(t, hqOwner.token, branch.id);
    const name = freshLogin();
    const switched = await t.call('account/setAccount', setAccountBody(staff.id, name), { token: viaHq });
    expect(dataOf<TStaff>(switched.body).account).toBe(name);
    const hqStaff = await buildStaff(t, { shopId: hqOwner.shopId });
    const atHq = await t.call('account/setAccount', setAccountBody(hqStaff.id, freshLogin()), {
      token: hqOwner.token,
    });
    expect(atHq.body.code).toBe(0);
  });

  it('answers PERMISSION_DENIED without the staff menu and HEADQUARTERS_MANAGER_ONLY with it', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    const plain = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['appointments'] });
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2, menus: ['staff'] });
    const body = setAccountBody(staff.id, freshLogin());
    expectError((await t.call('account/setAccount', body, { token: plain.token })).body, 'PERMISSION_DENIED');
    expectError((await t.call('account/setAccount', body, { token: manager.token })).body, 'HEADQUARTERS_MANAGER_ONLY');
  });

  it("answers NOT_FOUND for another shop's staff", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildStaff(t);
    const { body } = await t.call('account/setAccount', setAccountBody(stranger.id, freshLogin()), {
      token: owner.token,
    });
    expectError(body, 'NOT_FOUND', 'id');
    expect((await accountRow(t, stranger.id)).account).toBeNull();
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/setAccount', setAccountBody(1, freshLogin()))).body).toMatchObject({ code: 401 });
  });
});

describe('account/updatePass', () => {
  const body = (oldPassword: string, newPassword = 'fresh1') => ({
    oldPassword,
    newPassword,
    confirmPassword: newPassword,
  });

  it("changes the caller's own password and ends its other sessions, not this one", async () => {
    const me = await buildOwner(t, { accountType: 0 });
    const other = await buildSession(t, me);
    const { body: answer } = await t.call('account/updatePass', body(me.password), { token: me.token });
    expect(answer).toEqual({ code: 0, msg: 'success', data: null });
    expect(await isTokenLive(t, me.token)).toBe(true);
    expect(await isTokenLive(t, other)).toBe(false);
    expectError(await login(t, me.account, me.password), 'WRONG_CREDENTIALS', 'password');
    expect(dataOf<{ user: { id: number } }>(await login(t, me.account, 'fresh1')).user.id).toBe(me.id);
  });

  it('answers OLD_PASSWORD_INCORRECT for a wrong old password and keeps the old one', async () => {
    const me = await buildOwner(t);
    const other = await buildSession(t, me);
    const { body: answer } = await t.call('account/updatePass', body('wrong-one'), { token: me.token });
    expectError(answer, 'OLD_PASSWORD_INCORRECT', 'oldPassword');
    expect(await isTokenLive(t, other)).toBe(true);
    expect((await login(t, me.account, me.password)).code).toBe(0);
  });

  it('answers RATE_LIMITED after 100 wrong old passwords in an hour, even with the right one', async () => {
    const me = await buildOwner(t);
    await insertAuthEvents(t.deps.db, {
      kind: 'password_fail',
      subject: `acct:${me.id}`,
      n: 99,
      at: new Date(t.clock.now().getTime() - 60_000),
    });
    expectError(
      (await t.call('account/updatePass', body('wrong'), { token: me.token })).body,
      'OLD_PASSWORD_INCORRECT',
      'oldPassword',
    );
    expectError((await t.call('account/updatePass', body(me.password), { token: me.token })).body, 'RATE_LIMITED');
    t.clock.advance(3_600_000);
    expect((await t.call('account/updatePass', body(me.password), { token: me.token })).body.code).toBe(0);
  });

  it.each([
    [{ newPassword: '12345', confirmPassword: '12345' }, 'PASSWORD_TOO_SHORT', 'newPassword'],
    [{ confirmPassword: 'other1' }, 'PASSWORDS_SHOULD_MATCH', 'confirmPassword'],
    [{ oldPassword: '' }, 'FIELD_REQUIRED', 'oldPassword'],
  ])('refuses %j with %s', async (override, errorKey, field) => {
    const me = await buildOwner(t);
    const input = { ...body(me.password), ...override };
    expectError((await t.call('account/updatePass', input, { token: me.token })).body, errorKey, field);
  });

  it('needs only a session: an account without any menu changes its own password', async () => {
    const me = await buildOwner(t, { accountType: 3 });
    expect((await t.call('account/updatePass', body(me.password), { token: me.token })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/updatePass', body('x1234567'))).body).toMatchObject({ code: 401 });
  });
});

describe('account/resetPass', () => {
  const body = (id: number, newPassword = 'reset9') => ({ id, newPassword, confirmPassword: newPassword });

  it("sets a member's password and ends its sessions", async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    const { body: answer } = await t.call('account/resetPass', body(staff.id), { token: owner.token });
    expect(answer).toEqual({ code: 0, msg: 'success', data: null });
    expect(await isTokenLive(t, staff.token)).toBe(false);
    expect(dataOf<{ user: { id: number } }>(await login(t, staff.account, 'reset9')).user.id).toBe(staff.id);
    expect(await isTokenLive(t, owner.token)).toBe(true);
  });

  it('lets the owner reset its own password but no other owner account', async () => {
    const owner = await buildOwner(t);
    const coOwner = await buildAccount(t, { shopId: owner.shopId, accountType: 1 });
    expect((await t.call('account/resetPass', body(owner.id), { token: owner.token })).body.code).toBe(0);
    expect(await isTokenLive(t, owner.token)).toBe(true);
    expectError(
      (await t.call('account/resetPass', body(coOwner.id), { token: owner.token })).body,
      'OWNER_ACCOUNT_PROTECTED',
      'id',
    );
  });

  it('answers CHECK_INPUT on id for a member without a login', async () => {
    const owner = await buildOwner(t);
    const staff = await buildStaff(t, { shopId: owner.shopId });
    expectError((await t.call('account/resetPass', body(staff.id), { token: owner.token })).body, 'CHECK_INPUT', 'id');
  });

  it.each([
    [{ newPassword: 'abc', confirmPassword: 'abc' }, 'PASSWORD_TOO_SHORT', 'newPassword'],
    [{ confirmPassword: 'nope99' }, 'PASSWORDS_SHOULD_MATCH', 'confirmPassword'],
  ])('refuses %j with %s', async (override, errorKey, field) => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0 });
    const input = { ...body(staff.id), ...override };
    expectError((await t.call('account/resetPass', input, { token: owner.token })).body, errorKey, field);
  });

  it('is for the headquarters shop manager: not a branch owner logged in directly, yes after switching in', async () => {
    const { branch, hqOwner, branchOwner } = await buildChain(t);
    const staff = await buildAccount(t, { shopId: branch.id, accountType: 0 });
    expectError(
      (await t.call('account/resetPass', body(staff.id), { token: branchOwner.token })).body,
      'HEADQUARTERS_MANAGER_ONLY',
    );
    const viaHq = await switchInto(t, hqOwner.token, branch.id);
    expect((await t.call('account/resetPass', body(staff.id), { token: viaHq })).body.code).toBe(0);
  });

  it('answers PERMISSION_DENIED without the staff menu and HEADQUARTERS_MANAGER_ONLY with it', async () => {
    const owner = await buildOwner(t);
    const staff = await buildAccount(t, { shopId: owner.shopId, accountType: 0 });
    const plain = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['settings'] });
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: ['staff'] });
    expectError((await t.call('account/resetPass', body(staff.id), { token: plain.token })).body, 'PERMISSION_DENIED');
    expectError(
      (await t.call('account/resetPass', body(staff.id), { token: manager.token })).body,
      'HEADQUARTERS_MANAGER_ONLY',
    );
  });

  it("answers NOT_FOUND for another shop's account", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildOwner(t, { accountType: 0 });
    expectError((await t.call('account/resetPass', body(stranger.id), { token: owner.token })).body, 'NOT_FOUND', 'id');
    expect(await isTokenLive(t, stranger.token)).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/resetPass', body(1))).body).toMatchObject({ code: 401 });
  });
});

describe('account/updateInsidePass', () => {
  const NEW = 'inside2026x';
  const body = (extra: Record<string, unknown>, newPassword = NEW) => ({
    ...extra,
    newPassword,
    confirmPassword: newPassword,
  });

  it('changes the own internal password with the old one', async () => {
    const me = await buildOwner(t, { accountType: 0 });
    const { body: answer } = await t.call('account/updateInsidePass', body({ oldPassword: me.password }), {
      token: me.token,
    });
    expect(answer).toEqual({ code: 0, msg: 'success', data: null });
    expect(await insideWorks(me.token, NEW, me.account)).toBe(true);
    expect(await insideWorks(me.token, me.password, me.account)).toBe(false);
    expect((await login(t, me.account, me.password)).code).toBe(0);
  });

  it('resets a forgotten internal password with the login password, naming oneself by id', async () => {
    const me = await buildOwner(t);
    const { body: answer } = await t.call('account/updateInsidePass', body({ id: me.id, loginPassword: me.password }), {
      token: me.token,
    });
    expect(answer.code).toBe(0);
    expect(await insideWorks(me.token, NEW, me.account)).toBe(true);
  });

  it('answers OLD_PASSWORD_INCORRECT on the field that was wrong, and changes nothing', async () => {
    const me = await buildOwner(t);
    const wrongOld = await t.call('account/updateInsidePass', body({ oldPassword: 'nope1234' }), { token: me.token });
    expectError(wrongOld.body, 'OLD_PASSWORD_INCORRECT', 'oldPassword');
    const wrongLogin = await t.call('account/updateInsidePass', body({ loginPassword: 'nope1234' }), {
      token: me.token,
    });
    expectError(wrongLogin.body, 'OLD_PASSWORD_INCORRECT', 'loginPassword');
    expect(await insideWorks(me.token, me.password, me.account)).toBe(true);
  });

  it('answers FIELD_REQUIRED on oldPassword when no proof is given for oneself', async () => {
    const me = await buildOwner(t);
    expectError(
      (await t.call('account/updateInsidePass', body({}), { token: me.token })).body,
      'FIELD_REQUIRED',
      'oldPassword',
    );
  });

  it('answers RATE_LIMITED after 100 wrong internal passwords in an hour', async () => {
    const me = await buildOwner(t);
    await insertAuthEvents(t.deps.db, { kind: 'inside_fail', subject: `acct:${me.id}`, n: 100, at: t.clock.now() });
    const { body: answer } = await t.call('account/updateInsidePass', body({ oldPassword: me.password }), {
      token: me.token,
    });
    expectError(answer, 'RATE_LIMITED');
  });

  it.each([
    ['abc12345', 'INSIDE_PASSWORD_RULE'],
    ['abcdefghij', 'INSIDE_PASSWORD_RULE'],
    ['abc_123456', 'INSIDE_PASSWORD_RULE'],
  ])('refuses the new internal password %s', async (newPassword, errorKey) => {
    const me = await buildOwner(t);
    const { body: answer } = await t.call('account/updateInsidePass', body({ oldPassword: me.password }, newPassword), {
      token: me.token,
    });
    expectError(answer, errorKey, 'newPassword');
  });

  it('refuses a confirmation that differs', async () => {
    const me = await buildOwner(t);
    const input = { oldPassword: me.password, newPassword: NEW, confirmPassword: `${NEW}9` };
    expectError(
      (await t.call('account/updateInsidePass', input, { token: me.token })).body,
      'PASSWORDS_SHOULD_MATCH',
      'confirmPassword',
    );
  });

  it("lets the headquarters manager set a member's internal password without proof", async () => {
    const owner = await buildOwner(t);
    const staff = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    const { body: answer } = await t.call('account/updateInsidePass', body({ id: staff.id }), { token: owner.token });
    expect(answer.code).toBe(0);
    expect(await insideWorks(staff.token, NEW, staff.account)).toBe(true);
  });

  it("refuses another owner's internal password, and a member without a login", async () => {
    const owner = await buildOwner(t);
    const coOwner = await buildAccount(t, { shopId: owner.shopId, accountType: 1 });
    const noLogin = await buildStaff(t, { shopId: owner.shopId });
    expectError(
      (await t.call('account/updateInsidePass', body({ id: coOwner.id }), { token: owner.token })).body,
      'OWNER_ACCOUNT_PROTECTED',
      'id',
    );
    expectError(
      (await t.call('account/updateInsidePass', body({ id: noLogin.id }), { token: owner.token })).body,
      'CHECK_INPUT',
      'id',
    );
  });

  it("is for the headquarters manager when it is another member's: not a branch owner, not a staff manager", async () => {
    const { branch, hqOwner, branchOwner } = await buildChain(t);
    const staff = await buildOwner(t, { shopId: branch.id, accountType: 0 });
    const manager = await buildOwner(t, { shopId: branch.id, accountType: 2, menus: ['staff'] });
    for (const token of [branchOwner.token, manager.token]) {
      const { body: answer } = await t.call('account/updateInsidePass', body({ id: staff.id }), { token });
      expectError(answer, 'HEADQUARTERS_MANAGER_ONLY');
    }
    const viaHq = await switchInto(t, hqOwner.token, branch.id);
    expect((await t.call('account/updateInsidePass', body({ id: staff.id }), { token: viaHq })).body.code).toBe(0);
    expect(await insideWorks(staff.token, NEW, staff.account)).toBe(true);
  });

  it("answers NOT_FOUND for another shop's account", async () => {
    const owner = await buildOwner(t);
    const stranger = await buildOwner(t, { accountType: 0 });
    const { body: answer } = await t.call('account/updateInsidePass', body({ id: stranger.id }), {
      token: owner.token,
    });
    expectError(answer, 'NOT_FOUND', 'id');
    expect(await insideWorks(stranger.token, stranger.password, stranger.account)).toBe(true);
  });

  it('needs only a session for oneself', async () => {
    const me = await buildOwner(t, { accountType: 0 });
    const { body: answer } = await t.call('account/updateInsidePass', body({ oldPassword: me.password }), {
      token: me.token,
    });
    expect(answer.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('account/updateInsidePass', body({ oldPassword: 'x' }))).body).toMatchObject({ code: 401 });
  });
});
