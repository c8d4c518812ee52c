import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '../../../contract/errors';
import { buildAccount, buildOwner, buildSession, buildShop, lastCodeSentTo } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import {
  altchaProof,
  countOutbox,
  countShopsNamed,
  elevationsOf,
  freshIp,
  freshPhone,
  insertAuthEvents,
} from '../../test/helpers';

const t = useTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** What the web sends to h5/pwdInside: the uppercase hex MD5 of the password followed by the account (SPEC §7). */
const md5Upper = (password: string, account: string) =>
  createHash('md5').update(`${password}${account}`).digest('hex').toUpperCase();

const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

let accountSeq = 0;
const freshAccountName = (prefix = 'owner') => `${prefix}${++accountSeq}x${Math.floor(Math.random() * 1e6)}`;

/** Asks for a sign-up code by SMS and reads it from the outbox, as the person would from their phone. */
async function requestSignupCode(phone: string, options: { areaCode?: string; ip?: string } = {}) {
  const areaCode = options.areaCode ?? '+39';
  const { body } = await t.call(
    'h5/getSignupPhoneMsg',
    { ...(await altchaProof(t)), areaCode, phone },
    { ip: options.ip ?? freshIp() },
  );
  expect(body.code).toBe(0);
  return (await lastCodeSentTo(t.deps.db, `${areaCode}${phone}`))!;
}

/** Every SPEC §2.1 registration field, valid unless overridden. */
function signupBody(overrides: Record<string, unknown> = {}) {
  return {
    shopName: 'Salone Aurora',
    region: 'Lombardia',
    address: 'Via Dante 3, Milano',
    managerName: 'Aurora Neri',
    account: freshAccountName(),
    areaCode: '+39',
    shopType: 2,
    country: 'IT',
    phone: '3700000000',
    code: '000000',
    password: 'aurora2026',
    confirmPassword: 'aurora2026',
    agreeTerms: true,
    agreeSms: true,
    ...overrides,
  };
}

/** A valid sign-up body for a fresh phone, with the real code sent to that phone. */
async function readySignup(overrides: Record<string, unknown> = {}) {
  const phone = (overrides.phone as string) ?? freshPhone();
  const areaCode = (overrides.areaCode as string) ?? '+39';
  const code = await requestSignupCode(phone, { areaCode });
  return signupBody({ phone, areaCode, code, ...overrides });
}

const signup = (body: Record<string, unknown>, ip = freshIp()) => t.call('h5/signup', body, { ip });

/** Logs in with a password from an address; the address keeps the per-address failure count of a test apart. */
const login = (body: Record<string, unknown>, ip: string) => t.call('h5/login', body, { ip });

async function failLogins(account: string, ip: string, n: number) {
  for (let i = 0; i < n; i++) {
    const { body } = await login({ account, password: 'wrong-password-1' }, ip);
    expect(body.errorKey).toBe('WRONG_CREDENTIALS');
  }
}

describe('h5/login', () => {
  it('opens a session for the account and answers the user and the shop', async () => {
    const shop = await buildShop(t, { name: 'Salone Luna' });
    const owner = await buildAccount(t, { shopId: shop.id, name: 'Luna Bassi' });
    const { status, body } = await login({ account: owner.account, password: owner.password }, freshIp());
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 0, msg: 'success' });
    expect(body.data).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      user: {
        id: owner.id,
        account: owner.account,
        name: 'Luna Bassi',
        accountType: 1,
        shopId: shop.id,
        shopName: 'Salone Luna',
      },
      shopInfo: { id: shop.id, shopName: 'Salone Luna', goodsType: 'yearly' },
    });
    const { token } = body.data as { token: string };
    const query = await t.call('shop/query', {}, { token });
    expect(query.body.data).toMatchObject({ id: shop.id, shopName: 'Salone Luna' });
  });

  it('matches the account name whatever its case', async () => {
    const owner = await buildAccount(t, { account: `Marta.${freshAccountName()}` });
    const { body } = await login({ account: owner.account.toUpperCase(), password: owner.password }, freshIp());
    expect(body.code).toBe(0);
    expect((body.data as { user: { id: number } }).user.id).toBe(owner.id);
  });

  it('answers WRONG_CREDENTIALS for a wrong password and for an unknown account alike', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    const wrong = await login({ account: owner.account, password: 'not-it-123' }, ip);
    const unknown = await login({ account: 'nobody-here', password: owner.password }, freshIp());
    for (const { body } of [wrong, unknown]) {
      expect(body).toMatchObject({
        code: ERRORS.WRONG_CREDENTIALS.code,
        errorKey: 'WRONG_CREDENTIALS',
        field: 'password',
        msg: 'Wrong account or password',
      });
      expect(body.data).toBeUndefined();
    }
  });

  it('asks for the account when it is empty', async () => {
    const { body } = await login({ account: '  ', password: 'whatever1' }, freshIp());
    expect(body).toMatchObject({ errorKey: 'ACCOUNT_REQUIRED', field: 'account' });
  });

  it('refuses a departed account even with the right password', async () => {
    const staff = await buildAccount(t, { accountType: 0, departedAt: t.clock.now() });
    const { body } = await login({ account: staff.account, password: staff.password }, freshIp());
    expect(body).toMatchObject({ code: ERRORS.ACCOUNT_DEPARTED.code, errorKey: 'ACCOUNT_DEPARTED' });
  });

  it('still lets the account in after 2 failures without a captcha', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    await failLogins(owner.account, ip, 2);
    const { body } = await login({ account: owner.account, password: owner.password }, ip);
    expect(body.code).toBe(0);
  });

  it('asks for an ALTCHA proof after 3 failures of the account, from any address', async () => {
    const owner = await buildAccount(t);
    await failLogins(owner.account, freshIp(), 3);
    const { body } = await login({ account: owner.account, password: owner.password }, freshIp());
    expect(body).toMatchObject({
      errorKey: 'CAPTCHA_REQUIRED',
      field: 'altcha',
      msg: 'Please complete the robot check first',
    });
  });

  it('asks for an ALTCHA proof after 3 failures from the same address on other accounts', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++) await failLogins((await buildAccount(t)).account, ip, 1);
    const owner = await buildAccount(t);
    const sameIp = await login({ account: owner.account, password: owner.password }, ip);
    expect(sameIp.body).toMatchObject({ errorKey: 'CAPTCHA_REQUIRED', field: 'altcha' });
    const otherIp = await login({ account: owner.account, password: owner.password }, freshIp());
    expect(otherIp.body.code).toBe(0);
  });

  it('refuses a proof that is not solved and counts it as a failure', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    await failLogins(owner.account, ip, 3);
    const { altcha } = await altchaProof(t);
    const forged = JSON.parse(Buffer.from(altcha, 'base64').toString());
    forged.solution.counter += 1;
    const payload = Buffer.from(JSON.stringify(forged)).toString('base64');
    const { body } = await login({ account: owner.account, password: owner.password, altcha: payload }, ip);
    expect(body).toMatchObject({ errorKey: 'CAPTCHA_WRONG', field: 'altcha' });
  });

  it('lets the login through with a solved proof and then forgets the failures of the account', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    await failLogins(owner.account, ip, 3);
    const { body } = await login({ account: owner.account, password: owner.password, ...(await altchaProof(t)) }, ip);
    expect(body.code).toBe(0);
    const later = await login({ account: owner.account, password: owner.password }, freshIp());
    expect(later.body.code).toBe(0);
  });

  it('takes each proof for one try only, even when that try has a wrong password', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    await failLogins(owner.account, ip, 3);
    const proof = await altchaProof(t);
    const first = await login({ account: owner.account, password: 'wrong-again-1', ...proof }, ip);
    expect(first.body.errorKey).toBe('WRONG_CREDENTIALS');
    const reused = await login({ account: owner.account, password: owner.password, ...proof }, ip);
    expect(reused.body).toMatchObject({ errorKey: 'CAPTCHA_WRONG', field: 'altcha' });
  });

  it('refuses a proof of a challenge older than 10 minutes', async () => {
    const owner = await buildAccount(t);
    const ip = freshIp();
    await failLogins(owner.account, ip, 3);
    const proof = await altchaProof(t);
    t.clock.advance(10 * MINUTE);
    const { body } = await login({ account: owner.account, password: owner.password, ...proof }, ip);
    expect(body).toMatchObject({ errorKey: 'CAPTCHA_WRONG', field: 'altcha' });
  });
});

describe('h5/getLoginPhoneMsg', () => {
  it('sends a 6-digit login code by SMS to the phone of an account', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const { body } = await t.call(
      'h5/getLoginPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', phone: owner.phone },
      { ip: freshIp() },
    );
    expect(body).toMatchObject({ code: 0, data: { resendSeconds: 60 } });
    expect(await lastCodeSentTo(t.deps.db, `+39${owner.phone}`)).toMatch(/^\d{6}$/);
  });

  it('answers a phone that no account uses as it answers a registered one, and sends it nothing', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const phone = freshPhone();
    const unknown = await t.call('h5/getLoginPhoneMsg', { ...(await altchaProof(t)), phone }, { ip: freshIp() });
    const known = await t.call(
      'h5/getLoginPhoneMsg',
      { ...(await altchaProof(t)), phone: owner.phone },
      { ip: freshIp() },
    );
    expect(unknown).toEqual(known);
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(0);
    expect(await countOutbox(t.deps.db, `+39${owner.phone}`)).toBe(1);
  });

  it('sends nothing to the phone of a departed account', async () => {
    const staff = await buildAccount(t, { accountType: 0, phone: freshPhone(), departedAt: t.clock.now() });
    const { body } = await t.call(
      'h5/getLoginPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', phone: staff.phone },
      { ip: freshIp() },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { resendSeconds: 60 } });
    expect(await countOutbox(t.deps.db, `+39${staff.phone}`)).toBe(0);
  });

  it('asks for the phone when it is empty', async () => {
    const { body } = await t.call(
      'h5/getLoginPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', phone: '' },
      { ip: freshIp() },
    );
    expect(body).toMatchObject({
      errorKey: 'PHONE_REQUIRED_FOR_CODE',
      field: 'phone',
      msg: 'Please enter your phone number and try again',
    });
  });

  it('makes the phone wait 60 seconds between codes', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const send = async () =>
      t.call(
        'h5/getLoginPhoneMsg',
        { ...(await altchaProof(t)), areaCode: '+39', phone: owner.phone },
        { ip: freshIp() },
      );
    expect((await send()).body.code).toBe(0);
    t.clock.advance(20_000);
    expect((await send()).body).toMatchObject({
      errorKey: 'CODE_RESEND_WAIT',
      msg: 'Please wait 40 seconds before sending again',
    });
    t.clock.advance(40_000);
    expect((await send()).body.code).toBe(0);
    expect(await countOutbox(t.deps.db, `+39${owner.phone}`)).toBe(2);
  });
});

describe('h5/loginByPhoneMsg', () => {
  async function sendLoginCode(phone: string) {
    const { body } = await t.call(
      'h5/getLoginPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', phone },
      { ip: freshIp() },
    );
    expect(body.code).toBe(0);
    return (await lastCodeSentTo(t.deps.db, `+39${phone}`))!;
  }

  it('opens a session for the account of the phone with the code it received', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const code = await sendLoginCode(owner.phone);
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone: owner.phone, code });
    expect(body.code).toBe(0);
    const data = body.data as { token: string; user: { id: number }; shopInfo: { id: number } };
    expect(data.user.id).toBe(owner.id);
    expect(data.shopInfo.id).toBe(owner.shopId);
    expect((await t.call('shop/query', {}, { token: data.token })).body.code).toBe(0);
  });

  it("logs in the owner when the phone is also a staff member's", async () => {
    const phone = freshPhone();
    await buildAccount(t, { accountType: 0, phone });
    const owner = await buildAccount(t, { accountType: 1, phone });
    const code = await sendLoginCode(phone);
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone, code });
    expect((body.data as { user: { id: number } }).user.id).toBe(owner.id);
  });

  it('refuses a wrong code', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const code = await sendLoginCode(owner.phone);
    const wrong = code === '000000' ? '111111' : '000000';
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone: owner.phone, code: wrong });
    expect(body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code', msg: ERRORS.CODE_INVALID.en });
  });

  it('takes each code once', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const code = await sendLoginCode(owner.phone);
    const input = { areaCode: '+39', phone: owner.phone, code };
    expect((await t.call('h5/loginByPhoneMsg', input)).body.code).toBe(0);
    expect((await t.call('h5/loginByPhoneMsg', input)).body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('refuses a code 10 minutes after it was sent', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const code = await sendLoginCode(owner.phone);
    t.clock.advance(10 * MINUTE);
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone: owner.phone, code });
    expect(body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('does not take a sign-up code as a login code', async () => {
    const owner = await buildAccount(t, { phone: freshPhone() });
    const code = await requestSignupCode(owner.phone);
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone: owner.phone, code });
    expect(body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('asks for the phone when it is empty', async () => {
    const { body } = await t.call('h5/loginByPhoneMsg', { areaCode: '+39', phone: ' ', code: '123456' });
    expect(body).toMatchObject({ errorKey: 'PHONE_REQUIRED_FOR_CODE', field: 'phone' });
  });
});

describe('h5/getSignupPhoneMsg', () => {
  it('sends a 6-digit code by SMS to the phone with its area code, in the caller language', async () => {
    const phone = freshPhone();
    const { body } = await t.call(
      'h5/getSignupPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+86', phone },
      { ip: freshIp() },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { resendSeconds: 60 } });
    const code = await lastCodeSentTo(t.deps.db, `+86${phone}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(0);
  });

  it.each([
    ['empty', { phone: '' }],
    ['missing', {}],
  ])('asks for the phone when it is %s', async (_case, input) => {
    const { body } = await t.call(
      'h5/getSignupPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', ...input },
      { ip: freshIp() },
    );
    expect(body).toMatchObject({
      code: ERRORS.PHONE_REQUIRED_FOR_CODE.code,
      errorKey: 'PHONE_REQUIRED_FOR_CODE',
      field: 'phone',
    });
  });

  it('refuses a phone that is not a number', async () => {
    const { body } = await t.call(
      'h5/getSignupPhoneMsg',
      { ...(await altchaProof(t)), areaCode: '+39', phone: 'call me' },
      { ip: freshIp() },
    );
    expect(body).toMatchObject({ errorKey: 'PHONE_INVALID', field: 'phone' });
  });

  it('makes the phone wait 60 seconds, saying how many seconds are left in the caller language', async () => {
    const phone = freshPhone();
    const send = async (language: 'en' | 'zh-CN' = 'en') =>
      t.call(
        'h5/getSignupPhoneMsg',
        { ...(await altchaProof(t)), areaCode: '+39', phone },
        { ip: freshIp(), language },
      );
    expect((await send()).body.code).toBe(0);
    t.clock.advance(15_000);
    expect((await send()).body).toMatchObject({
      code: ERRORS.CODE_RESEND_WAIT.code,
      errorKey: 'CODE_RESEND_WAIT',
      msg: 'Please wait 45 seconds before sending again',
    });
    t.clock.advance(44_000);
    expect((await send('zh-CN')).body.msg).toBe('请 1 秒后再发送');
    t.clock.advance(1_000);
    expect((await send()).body.code).toBe(0);
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(2);
  });

  it('refuses an 11th code to the same phone within an hour, from any address, with HTTP 429', async () => {
    const phone = freshPhone();
    const send = async () =>
      t.call('h5/getSignupPhoneMsg', { ...(await altchaProof(t)), areaCode: '+39', phone }, { ip: freshIp() });
    const firstAt = t.clock.now().getTime();
    for (let i = 0; i < 10; i++) {
      expect((await send()).body.code).toBe(0);
      t.clock.advance(61_000);
    }
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 429, errorKey: 'RATE_LIMITED', msg: ERRORS.RATE_LIMITED.en });
    expect(await countOutbox(t.deps.db, `+39${phone}`)).toBe(10);

    t.clock.set(new Date(firstAt + HOUR + 1));
    expect((await send()).body.code).toBe(0);
  });

  it('refuses a 31st code from one address within an hour, whatever the phone', async () => {
    const ip = freshIp();
    await insertAuthEvents(t.deps.db, { kind: 'code_sent', subject: `ip:${ip}`, n: 29, at: t.clock.now() });
    expect(
      (await t.call('h5/getSignupPhoneMsg', { ...(await altchaProof(t)), phone: freshPhone() }, { ip })).body.code,
    ).toBe(0);
    const refused = await t.call('h5/getSignupPhoneMsg', { ...(await altchaProof(t)), phone: freshPhone() }, { ip });
    expect(refused.status).toBe(429);
    expect(refused.body.errorKey).toBe('RATE_LIMITED');
  });
});

describe('h5/getSignupEmailCode', () => {
  it('sends a 6-digit code by e-mail to the address in lower case', async () => {
    const { body } = await t.call(
      'h5/getSignupEmailCode',
      { ...(await altchaProof(t)), email: ' Aurora.Neri@Example.COM ' },
      { ip: freshIp() },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { resendSeconds: 60 } });
    expect(await lastCodeSentTo(t.deps.db, 'aurora.neri@example.com')).toMatch(/^\d{6}$/);
  });

  it('refuses an address that is not an e-mail address', async () => {
    const { body } = await t.call(
      'h5/getSignupEmailCode',
      { ...(await altchaProof(t)), email: 'aurora-at-example' },
      { ip: freshIp() },
    );
    expect(body).toMatchObject({ errorKey: 'EMAIL_INVALID', field: 'email', msg: ERRORS.EMAIL_INVALID.en });
  });

  it('makes the address wait 60 seconds between codes', async () => {
    const send = async () =>
      t.call('h5/getSignupEmailCode', { ...(await altchaProof(t)), email: 'wait@example.com' }, { ip: freshIp() });
    expect((await send()).body.code).toBe(0);
    expect((await send()).body).toMatchObject({
      errorKey: 'CODE_RESEND_WAIT',
      msg: 'Please wait 60 seconds before sending again',
    });
  });
});

describe('h5/signup', () => {
  it('creates a trial shop, its owner with every menu and a session', async () => {
    const body = await readySignup({ shopName: 'Salone Aurora Uno', managerName: 'Aurora Neri' });
    const res = await signup(body);
    expect(res.body.code).toBe(0);
    const data = res.body.data as {
      token: string;
      user: { id: number; account: string; accountType: number; shopId: number; name: string };
      shopInfo: Record<string, unknown>;
    };
    expect(data.user).toMatchObject({ account: body.account, accountType: 1, name: 'Aurora Neri' });
    expect(data.shopInfo).toMatchObject({
      id: data.user.shopId,
      shopName: 'Salone Aurora Uno',
      region: 'Lombardia',
      address: 'Via Dante 3, Milano',
      contactUser: 'Aurora Neri',
      contactTel: body.phone,
      shopType: 2,
      trialFlag: 1,
      expireTime: at(30 * DAY),
      country: 'IT',
      areaCode: '+39',
      timeZone: 'Europe/Rome',
      currency: 'EUR',
      shopHeadquarter: 0,
      msgNums: 0,
    });

    const query = await t.call('shop/query', {}, { token: data.token });
    expect(query.body.data).toMatchObject({ id: data.user.shopId, trialFlag: 1 });

    const menus = await t.call('userMenu/getUserMenus', {}, { token: data.token });
    const userMenus = (menus.body.data as { userMenus: { menuType: number }[] }).userMenus;
    expect(userMenus.filter((m) => m.menuType === 0)).toHaveLength(13);

    const inside = await t.call(
      'h5/pwdInside',
      { accountId: data.user.id, password: md5Upper(body.password, body.account) },
      { token: data.token },
    );
    expect(inside.body.code).toBe(0);
  });

  it.each([
    ['IT', '+39', 'Europe/Rome'],
    ['CN', '+86', 'Asia/Shanghai'],
    ['ES', '+34', 'Europe/Madrid'],
  ])('sets the time zone of a shop in %s from its country', async (country, areaCode, timeZone) => {
    const { body } = await signup(await readySignup({ country, areaCode }));
    expect(body.code).toBe(0);
    expect((body.data as { shopInfo: unknown }).shopInfo).toMatchObject({ country, areaCode, timeZone });
  });

  it('refuses without agreement to the terms and creates nothing', async () => {
    const body = await readySignup({ agreeTerms: false, shopName: 'Salone Senza Termini' });
    const res = await signup(body);
    expect(res.body).toMatchObject({
      code: ERRORS.TERMS_REQUIRED.code,
      errorKey: 'TERMS_REQUIRED',
      field: 'agreeTerms',
      msg: 'Please agree to the terms before continuing',
    });
    expect(await countShopsNamed(t.deps.db, 'Salone Senza Termini')).toBe(0);
  });

  it.each([
    ['7 characters', 'abcd123'],
    ['8 letters only', 'abcdefgh'],
    ['8 digits only', '12345678'],
  ])('refuses a password of %s', async (_case, password) => {
    const { body } = await signup(await readySignup({ password, confirmPassword: password }));
    expect(body).toMatchObject({ errorKey: 'PASSWORD_RULE', field: 'password' });
  });

  it('accepts a password of 8 characters with letters and digits', async () => {
    const { body } = await signup(await readySignup({ password: 'abcd1234', confirmPassword: 'abcd1234' }));
    expect(body.code).toBe(0);
  });

  it('refuses passwords that do not match', async () => {
    const { body } = await signup(await readySignup({ password: 'aurora2026', confirmPassword: 'aurora2027' }));
    expect(body).toMatchObject({ errorKey: 'PASSWORDS_MISMATCH', field: 'confirmPassword' });
  });

  it('refuses an account name already taken in any case, and keeps the code for another name', async () => {
    const existing = await buildAccount(t, { account: `Giada.${freshAccountName()}` });
    const body = await readySignup({ account: existing.account.toLowerCase() });
    expect((await signup(body)).body).toMatchObject({
      code: ERRORS.ACCOUNT_TAKEN.code,
      errorKey: 'ACCOUNT_TAKEN',
      field: 'account',
    });
    expect((await signup({ ...body, account: freshAccountName() })).body.code).toBe(0);
  });

  it.each([
    ['missing', undefined],
    ['zero', 0],
    ['unknown', 99],
  ])('asks for the shop type when it is %s', async (_case, shopType) => {
    const { body } = await signup(await readySignup({ shopType }));
    expect(body).toMatchObject({ errorKey: 'SHOP_TYPE_REQUIRED', field: 'shopType' });
  });

  it('refuses a wrong code', async () => {
    const body = await readySignup();
    const wrong = body.code === '000000' ? '111111' : '000000';
    expect((await signup({ ...body, code: wrong })).body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('refuses a code sent to another phone', async () => {
    const body = await readySignup();
    const { body: res } = await signup({ ...body, phone: freshPhone() });
    expect(res).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('takes a code until just before 10 minutes and refuses it at 10 minutes', async () => {
    const early = await readySignup();
    const late = await readySignup();
    t.clock.advance(10 * MINUTE - 1);
    expect((await signup(early)).body.code).toBe(0);
    t.clock.advance(1);
    expect((await signup(late)).body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('takes each code once', async () => {
    const body = await readySignup();
    expect((await signup(body)).body.code).toBe(0);
    const again = await signup({ ...body, account: freshAccountName() });
    expect(again.body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it('still takes the right code after 4 wrong tries', async () => {
    const body = await readySignup();
    const wrong = body.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await signup({ ...body, code: wrong })).body.errorKey).toBe('CODE_INVALID');
    expect((await signup(body)).body.code).toBe(0);
  });

  it('burns the code after 5 wrong tries, although each try failed', async () => {
    const body = await readySignup();
    const wrong = body.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await signup({ ...body, code: wrong })).body.errorKey).toBe('CODE_INVALID');
    expect((await signup(body)).body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
  });

  it("accepts a paid shop's invitation code and refuses an unknown one", async () => {
    const inviter = await buildShop(t);
    const unknown = await signup(await readySignup({ invitationCode: 'NOSUCHCODE1' }));
    expect(unknown.body).toMatchObject({ errorKey: 'INVITATION_CODE_INVALID', field: 'invitationCode' });
    const known = await signup(await readySignup({ invitationCode: inviter.invitationCode }));
    expect(known.body.code).toBe(0);
  });

  it('registers with a code sent by e-mail', async () => {
    const email = `aurora.${freshAccountName()}@example.com`;
    expect(
      (await t.call('h5/getSignupEmailCode', { ...(await altchaProof(t)), email }, { ip: freshIp() })).body.code,
    ).toBe(0);
    const code = (await lastCodeSentTo(t.deps.db, email))!;
    const { body } = await signup(signupBody({ phone: freshPhone(), codeChannel: 'email', email, code }));
    expect(body.code).toBe(0);
    expect((body.data as { shopInfo: { email: string } }).shopInfo.email).toBe(email);
  });

  it('does not take an SMS code for the e-mail channel, and asks for the address on that channel', async () => {
    const body = await readySignup();
    const viaEmail = await signup({ ...body, codeChannel: 'email', email: `x.${freshAccountName()}@example.com` });
    expect(viaEmail.body).toMatchObject({ errorKey: 'CODE_INVALID', field: 'code' });
    const noAddress = await signup({ ...body, codeChannel: 'email' });
    expect(noAddress.body).toMatchObject({ errorKey: 'EMAIL_INVALID', field: 'email' });
  });
});

describe('h5/logout', () => {
  it('ends this session at once and leaves the other sessions of the account open', async () => {
    const owner = await buildOwner(t);
    const other = await buildSession(t, owner);
    const { body } = await t.call('h5/logout', {}, { token: owner.token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    expect((await t.call('shop/query', {}, { token: owner.token })).body).toMatchObject({
      code: 401,
      errorKey: 'SESSION_EXPIRED',
    });
    expect((await t.call('shop/query', {}, { token: other })).body.code).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('h5/logout')).body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED' });
  });
});

describe('h5/pwdInside', () => {
  it('takes the MD5 of password and account and elevates this session for 15 minutes', async () => {
    const owner = await buildOwner(t);
    const other = await buildSession(t, owner);
    const { body } = await t.call(
      'h5/pwdInside',
      { accountId: owner.id, password: md5Upper(owner.password, owner.account), timestamp: Date.now() },
      { token: owner.token },
    );
    expect(body).toEqual({ code: 0, msg: 'success', data: { elevatedUntil: at(15 * MINUTE) } });
    const elevations = await elevationsOf(t.deps.db, owner);
    expect(elevations).toHaveLength(2);
    expect(elevations).toEqual(expect.arrayContaining([at(15 * MINUTE), null]));
    expect((await t.call('shop/query', {}, { token: other })).body.code).toBe(0);
  });

  it('refuses a wrong internal password', async () => {
    const owner = await buildOwner(t);
    const { body } = await t.call(
      'h5/pwdInside',
      { accountId: owner.id, password: md5Upper('not-the-password1', owner.account) },
      { token: owner.token },
    );
    expect(body).toMatchObject({
      code: ERRORS.INSIDE_PASSWORD_FAILED.code,
      errorKey: 'INSIDE_PASSWORD_FAILED',
      field: 'password',
      msg: 'Login failed',
    });
    expect(await elevationsOf(t.deps.db, owner)).toEqual([null]);
  });

  it('refuses the password in clear and a lower-case digest', async () => {
    const owner = await buildOwner(t);
    for (const password of [owner.password, md5Upper(owner.password, owner.account).toLowerCase()]) {
      const { body } = await t.call('h5/pwdInside', { accountId: owner.id, password }, { token: owner.token });
      expect(body).toMatchObject({ errorKey: 'INSIDE_PASSWORD_FAILED', field: 'password' });
    }
  });

  it("checks the caller's own internal password whatever accountId names", async () => {
    const caller = await buildOwner(t);
    const colleague = await buildAccount(t, { shopId: caller.shopId, accountType: 0, password: 'colleague99' });
    await buildSession(t, colleague);
    const stranger = await buildAccount(t, { password: 'stranger99' });
    for (const named of [colleague, stranger]) {
      const theirs = await t.call(
        'h5/pwdInside',
        { accountId: named.id, password: md5Upper(named.password, named.account) },
        { token: caller.token },
      );
      expect(theirs.body).toMatchObject({ errorKey: 'INSIDE_PASSWORD_FAILED', field: 'password' });
      const mine = await t.call(
        'h5/pwdInside',
        { accountId: named.id, password: md5Upper(caller.password, caller.account) },
        { token: caller.token },
      );
      expect(mine.body.code).toBe(0);
    }
    expect(await elevationsOf(t.deps.db, colleague)).toEqual([null]);
  });

  it('refuses every try after 100 failures of the account in an hour', async () => {
    const owner = await buildOwner(t);
    await insertAuthEvents(t.deps.db, { kind: 'inside_fail', subject: `acct:${owner.id}`, n: 100, at: t.clock.now() });
    const { status, body } = await t.call(
      'h5/pwdInside',
      { password: md5Upper(owner.password, owner.account) },
      { token: owner.token, ip: freshIp() },
    );
    expect(status).toBe(429);
    expect(body).toMatchObject({ code: 429, errorKey: 'RATE_LIMITED' });
  });

  it('answers 401 without a session', async () => {
    const { body } = await t.call('h5/pwdInside', { password: md5Upper('a', 'b') });
    expect(body).toMatchObject({ code: 401, errorKey: 'SESSION_EXPIRED', msg: ERRORS.SESSION_EXPIRED.en });
  });
});

describe('h5/queryPwdInside', () => {
  const query = (token?: string) => t.call('h5/queryPwdInside', {}, token ? { token } : {});
  const elevate = (owner: { id: number; password: string; account: string; token: string }) =>
    t.call(
      'h5/pwdInside',
      { accountId: owner.id, password: md5Upper(owner.password, owner.account) },
      { token: owner.token },
    );

  it('answers not elevated before the internal password, elevated after it, and not again once it has run out', async () => {
    const owner = await buildOwner(t);
    expect((await query(owner.token)).body).toEqual({
      code: 0,
      msg: 'success',
      data: { isElevated: false, elevatedUntil: null },
    });
    expect((await elevate(owner)).body.code).toBe(0);
    const until = at(15 * MINUTE);
    t.clock.advance(MINUTE);
    expect((await query(owner.token)).body.data).toEqual({ isElevated: true, elevatedUntil: until });
    t.clock.advance(14 * MINUTE);
    expect((await query(owner.token)).body.data).toEqual({ isElevated: false, elevatedUntil: null });
  });

  it("reads this session's elevation only, not another session's of the same account", async () => {
    const owner = await buildOwner(t);
    const other = await buildSession(t, owner);
    expect((await elevate(owner)).body.code).toBe(0);
    expect((await query(other)).body.data).toEqual({ isElevated: false, elevatedUntil: null });
  });

  it('answers elevated for accountType 2, who never needs the internal password', async () => {
    const owner = await buildOwner(t);
    const manager = await buildOwner(t, { shopId: owner.shopId, accountType: 2 });
    expect((await query(manager.token)).body.data).toEqual({ isElevated: true, elevatedUntil: null });
  });

  it('needs a session', async () => {
    expect((await query()).body.code).toBe(401);
  });
});
