import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { TLoginOutput, ZH5LoginInput, ZH5SignupInput } from '../../../contract/auth';
import { countryOf } from '../../../contract/countries';
import { MENU_KEYS } from '../../../contract/menus';
import { isRegistrationPassword } from '../../../contract/passwords';
import type { TDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TCtx, TSessionCtx } from '../../http/context';
import { hashToken, newToken } from '../../http/session';
import { inviterOfCode, rewardInviter, trialEndOf } from '../invitations/invitations.service';
import { insertShop, isShopDeleted, listChainShops, shopTypeExists } from '../shops/shops.repo';
import { getShopInfo } from '../shops/shops.service';
import { altchaKeyOf, checkProof, type TProofLevel } from './altcha';
import {
  hashSecret,
  insideDigest,
  newCode,
  sameText,
  sha256,
  type THashSecret,
  toE164,
  verifySecret,
} from './auth.crypto';
import {
  bumpCodeAttempts,
  clearEvents,
  consumeCode,
  countEvents,
  countFailuresByAddress,
  findAccount,
  findAccountByLogin,
  findLatestCode,
  findLoginAccountsByPhone,
  findShopOwners,
  grantMenus,
  insertAccount,
  insertCode,
  insertEvents,
  insertSession,
  lockSubject,
  revokeSession,
  setSessionElevation,
  spendProof,
} from './auth.repo';
import { codeMessage, codeSubject, lockMessage, lockSubjectLine } from './auth.texts';

const HOUR_MS = 3_600_000;
/**
 * Rate limits (ADR 004, ADR 020): failures per account and per address in a sliding hour; codes per target and
 * address. For the password login, `captchaAfterFailures` asks for an ALTCHA proof and the account and address limits
 * ask for a strong one instead of refusing (the account lock is config.accounts).
 */
export const LIMITS = {
  failuresPerAccount: 100,
  failuresPerIp: 300,
  captchaAfterFailures: 3,
  codeResendSeconds: 60,
  codesPerTargetHour: 10,
  codesPerIpHour: 30,
  codeTtlMinutes: 10,
  codeAttempts: 5,
} as const;

const DUMMY_HASH = hashSecret('not-a-password-0');

type TAccountRow = NonNullable<Awaited<ReturnType<typeof findAccountByLogin>>>;

/** Opens a session for an account and answers what every login answers. */
export async function openSession(ctx: TCtx, account: TAccountRow, viaHeadquarters = false): Promise<TLoginOutput> {
  const token = newToken();
  await insertSession(ctx.tx, {
    tokenHash: hashToken(token),
    shopId: account.shopId,
    accountId: account.id,
    now: ctx.now,
    absoluteExpiresAt: new Date(ctx.now.getTime() + ctx.config.sessionAbsoluteMs),
    viaHeadquarters,
  });
  const shopInfo = await getShopInfo(ctx, account.shopId);
  return {
    token,
    user: {
      id: account.id,
      account: account.account ?? '',
      name: account.name,
      accountType: account.accountType,
      shopId: account.shopId,
      shopName: shopInfo.shopName,
    },
    shopInfo,
  };
}

/**
 * Refuses when a subject or the address has failed too often in the last hour. It holds a lock on both until the
 * call ends, so parallel attempts are counted one after another and a burst cannot slip past the limits.
 */
async function guardFailures(ctx: TCtx, kind: string, subject: string) {
  await lockSubject(ctx.tx, `${kind}:${subject}`);
  await lockSubject(ctx.tx, `${kind}:ip:${ctx.ip}`);
  const since = new Date(ctx.now.getTime() - HOUR_MS);
  const bySubject = await countEvents(ctx.tx, kind, subject, since);
  const byIp = await countEvents(ctx.tx, kind, `ip:${ctx.ip}`, since);
  if (bySubject >= LIMITS.failuresPerAccount || byIp >= LIMITS.failuresPerIp) throw new AppError('RATE_LIMITED');
  return { bySubject, byIp };
}

/** Records a failure for the subject and the address; the error keeps it (and what else the call wrote). */
async function failure(ctx: TCtx, kind: string, subject: string, error: AppError) {
  await insertEvents(ctx.tx, kind, [subject, `ip:${ctx.ip}`], ctx.now);
  return new AppError(error.key, { field: error.field, params: error.params, keepWrites: true });
}

/**
 * Checks and spends the ALTCHA proof a call requires (ADR 020): none sent is CAPTCHA_REQUIRED (or
 * CAPTCHA_STRONGER_REQUIRED), an invalid, expired or used one is CAPTCHA_WRONG, and a base proof where a strong one
 * is required is CAPTCHA_STRONGER_REQUIRED. The proof is spent in the call's transaction.
 */
export async function requireProof(ctx: TCtx, payload: string | undefined, level: TProofLevel) {
  const missing = level === 'strong' ? 'CAPTCHA_STRONGER_REQUIRED' : 'CAPTCHA_REQUIRED';
  if (!payload) throw new AppError(missing, { field: 'altcha' });
  const proof = await checkProof(await altchaKeyOf(ctx.tx, ctx.config), payload, ctx.now);
  if (!proof) throw new AppError('CAPTCHA_WRONG', { field: 'altcha' });
  if (level === 'strong' && proof.level !== 'strong') throw new AppError(missing, { field: 'altcha' });
  if (!(await spendProof(ctx.tx, proof.nonce, proof.expiresAt)))
    throw new AppError('CAPTCHA_WRONG', { field: 'altcha' });
}

/** Whether a login subject is locked: a lock was set within the lock window (config.accounts, ADR 020). */
async function isLocked(ctx: TCtx, subject: string) {
  const since = new Date(ctx.now.getTime() - ctx.config.accounts.lockWindowMs);
  return (await countEvents(ctx.tx, 'login_lock', subject, since)) > 0;
}

/**
 * Records a failed password login for the account (with the address) and the address, and locks the account when
 * the failures within the lock window reach LOGIN_LOCK_FAILURES from at least LOGIN_LOCK_ADDRESSES addresses; the
 * shop's owners are told once per lock, after the failure is committed.
 */
async function loginFailure(ctx: TCtx, subject: string, login: string, error: AppError) {
  await insertEvents(ctx.tx, 'login_fail', [subject], ctx.now, ctx.ip);
  await insertEvents(ctx.tx, 'login_fail', [`ip:${ctx.ip}`], ctx.now);
  const { lockFailures, lockAddresses, lockWindowMs } = ctx.config.accounts;
  const window = await countFailuresByAddress(
    ctx.tx,
    'login_fail',
    subject,
    new Date(ctx.now.getTime() - lockWindowMs),
  );
  if (window.n >= lockFailures && window.addresses >= lockAddresses) {
    await insertEvents(ctx.tx, 'login_lock', [subject], ctx.now);
    await tellOwnersOfLock(ctx, login, window);
  }
  return new AppError(error.key, { field: error.field, params: error.params, keepWrites: true });
}

/** Tells the owners of the locked account's shop by SMS and e-mail (outbox by default), after the commit. */
async function tellOwnersOfLock(ctx: TCtx, login: string, window: { n: number; addresses: number }) {
  const account = await findAccountByLogin(ctx.tx, login);
  if (!account) return;
  const owners = await findShopOwners(ctx.tx, account.shopId);
  const language = ctx.config.defaultLanguage;
  const minutes = Math.round(ctx.config.accounts.lockWindowMs / 60_000);
  const text = lockMessage(language, { account: account.account ?? login, ...window, minutes });
  const shopId = account.shopId;
  for (const owner of owners) {
    if (owner.phoneE164) {
      const to = owner.phoneE164;
      ctx.afterCommit(() => ctx.providers.sms.send({ to, text, shopId }));
    }
  }
  const shop = await getShopInfo(ctx, shopId);
  if (shop.email) {
    const to = shop.email;
    ctx.afterCommit(() => ctx.providers.email.send({ to, text, subject: lockSubjectLine(language), shopId }));
  }
}

/**
 * h5/login: account and password. Failures are counted per account and per address over a sliding hour: from the
 * 4th an ALTCHA proof is required, and from the account's or the address's limit on a strong proof, so that the real
 * user is slowed, never refused (ADR 020). Only a lock (many failures from many addresses) refuses the account.
 */
export async function login(ctx: TCtx, input: z.output<typeof ZH5LoginInput>): Promise<TLoginOutput> {
  const subject = `acct:${input.account.toLowerCase()}`;
  // Parallel attempts on the account or from the address are counted one after another.
  await lockSubject(ctx.tx, `login_fail:${subject}`);
  await lockSubject(ctx.tx, `login_fail:ip:${ctx.ip}`);
  if (await isLocked(ctx, subject)) throw new AppError('ACCOUNT_LOCKED');
  const since = new Date(ctx.now.getTime() - HOUR_MS);
  const bySubject = await countEvents(ctx.tx, 'login_fail', subject, since);
  const byIp = await countEvents(ctx.tx, 'login_fail', `ip:${ctx.ip}`, since);
  const level: TProofLevel | null =
    bySubject >= LIMITS.failuresPerAccount || byIp >= LIMITS.failuresPerIp
      ? 'strong'
      : Math.max(bySubject, byIp) >= LIMITS.captchaAfterFailures
        ? 'base'
        : null;
  if (level) {
    try {
      await requireProof(ctx, input.altcha, level);
    } catch (err) {
      // A missing proof or one of too low a level costs nothing; a wrong or reused one counts as a failure.
      if (err instanceof AppError && err.key === 'CAPTCHA_WRONG') {
        throw await loginFailure(ctx, subject, input.account, err);
      }
      throw err;
    }
  }
  const account = await findAccountByLogin(ctx.tx, input.account);
  const isGood = account
    ? await verifySecret(account.passwordHash, input.password)
    : await verifySecret(await DUMMY_HASH, input.password);
  if (!account || !isGood) {
    throw await loginFailure(ctx, subject, input.account, new AppError('WRONG_CREDENTIALS', { field: 'password' }));
  }
  // A resigned employee, or any account of a deleted branch (ADR 017), is told it can no longer sign in.
  if (account.departedAt || (await isShopDeleted(ctx.tx, account.shopId))) throw new AppError('ACCOUNT_DEPARTED');
  await clearEvents(ctx.tx, 'login_fail', subject);
  return openSession(ctx, account);
}

/** What a one-time code proves: a new shop's phone, a login, or a customer's request to erase their data. */
export type TCodePurpose = 'signup' | 'login' | 'erasure';

/**
 * What a public code-sending call adds (ADR 020): an ALTCHA proof before anything is sent, the installation's hourly
 * budget, and `deliver: false` for a target that must get nothing (an unknown phone asking for a login code), which
 * is otherwise answered and counted exactly like a real send.
 */
export type TPublicSend = { altcha: string | undefined; deliver?: boolean };

/** Sends a one-time code by SMS or e-mail, with the resend wait and hourly limits. */
export async function sendCode(
  ctx: TCtx,
  purpose: TCodePurpose,
  channel: 'sms' | 'email',
  target: string,
  publicSend?: TPublicSend,
): Promise<{ resendSeconds: number }> {
  const now = ctx.now.getTime();
  if (publicSend) await requireProof(ctx, publicSend.altcha, 'base');
  // Always the target first, then the address, then the budget, so two sends never wait on each other in a cycle.
  await lockSubject(ctx.tx, `code_sent:t:${target}`);
  await lockSubject(ctx.tx, `code_sent:ip:${ctx.ip}`);
  if (publicSend) await lockSubject(ctx.tx, 'code_sent:budget');
  const latest = await findLatestCode(ctx.tx, purpose, target);
  if (latest) {
    const waited = (now - latest.createdAt.getTime()) / 1000;
    if (waited < LIMITS.codeResendSeconds) {
      throw new AppError('CODE_RESEND_WAIT', { params: { seconds: Math.ceil(LIMITS.codeResendSeconds - waited) } });
    }
  }
  const since = new Date(now - HOUR_MS);
  const [byTarget, byIp] = await Promise.all([
    countEvents(ctx.tx, 'code_sent', `t:${target}`, since),
    countEvents(ctx.tx, 'code_sent', `ip:${ctx.ip}`, since),
  ]);
  if (byTarget >= LIMITS.codesPerTargetHour || byIp >= LIMITS.codesPerIpHour) throw new AppError('RATE_LIMITED');
  if (
    publicSend &&
    (await countEvents(ctx.tx, 'code_sent', 'budget', since)) >= ctx.config.accounts.codeBudgetPerHour
  ) {
    throw new AppError('CODE_BUDGET_EXHAUSTED');
  }
  const code = newCode();
  await insertCode(ctx.tx, {
    purpose,
    target,
    codeHash: sha256(`${purpose}:${target}:${code}`),
    expiresAt: new Date(now + LIMITS.codeTtlMinutes * 60_000),
    now: ctx.now,
  });
  await insertEvents(ctx.tx, 'code_sent', [`t:${target}`, `ip:${ctx.ip}`, ...(publicSend ? ['budget'] : [])], ctx.now);
  if (publicSend?.deliver !== false) {
    const text = codeMessage(ctx.language, code, LIMITS.codeTtlMinutes);
    const sender = channel === 'sms' ? ctx.providers.sms : ctx.providers.email;
    ctx.afterCommit(() => sender.send({ to: target, text, subject: codeSubject(ctx.language) }));
  }
  return { resendSeconds: LIMITS.codeResendSeconds };
}

/** Checks a code without using it up (the id to consume); a wrong guess counts against the code. */
async function checkCode(ctx: TCtx, purpose: TCodePurpose, target: string, code: string, field: string) {
  const latest = await findLatestCode(ctx.tx, purpose, target);
  const isUsable = latest && !latest.consumedAt && latest.expiresAt > ctx.now && latest.attempts < LIMITS.codeAttempts;
  if (!latest || !isUsable) throw new AppError('CODE_INVALID', { field });
  if (!sameText(latest.codeHash, sha256(`${purpose}:${target}:${code}`))) {
    await bumpCodeAttempts(ctx.tx, latest.id);
    throw new AppError('CODE_INVALID', { field, keepWrites: true });
  }
  return latest.id;
}

/** Checks and uses up a code; a wrong guess counts against the code even though the call fails. */
export async function redeemCode(ctx: TCtx, purpose: TCodePurpose, target: string, code: string, field: string) {
  const id = await checkCode(ctx, purpose, target, code, field);
  if (!(await consumeCode(ctx.tx, id, ctx.now))) throw new AppError('CODE_INVALID', { field });
}

/**
 * h5/getLoginPhoneMsg: only a phone that belongs to an account gets a login code, but an unknown phone is answered,
 * limited and counted the same, so the answer never tells whether a phone is registered (ADR 020).
 */
export async function sendLoginCode(ctx: TCtx, areaCode: string, phone: string, altcha: string | undefined) {
  const target = toE164(areaCode, phone);
  const accounts = await findLoginAccountsByPhone(ctx.tx, target);
  return sendCode(ctx, 'login', 'sms', target, { altcha, deliver: accounts.length > 0 });
}

/** h5/loginByPhoneMsg: the phone's account (the owner's first, when several share it). */
export async function loginByPhone(ctx: TCtx, areaCode: string, phone: string, code: string) {
  const target = toE164(areaCode, phone);
  await guardFailures(ctx, 'login_fail', `phone:${target}`);
  try {
    await redeemCode(ctx, 'login', target, code, 'code');
  } catch (err) {
    if (err instanceof AppError) throw await failure(ctx, 'login_fail', `phone:${target}`, err);
    throw err;
  }
  const [account] = await findLoginAccountsByPhone(ctx.tx, target);
  // Only a registered phone was sent a code, so this is not reached by guessing; it says no more than a wrong code.
  if (!account) throw new AppError('CODE_INVALID', { field: 'code' });
  return openSession(ctx, account);
}

/**
 * h5/signup: the shop on a trial plan, its owner with every menu, and a session. With a paid shop's invitation code
 * the trial is a month longer and the inviting shop earns its reward, in the same transaction (ADR 017).
 */
export async function signup(ctx: TCtx, input: z.output<typeof ZH5SignupInput>): Promise<TLoginOutput> {
  if (!input.agreeTerms) throw new AppError('TERMS_REQUIRED', { field: 'agreeTerms' });
  if (!isRegistrationPassword(input.password)) throw new AppError('PASSWORD_RULE', { field: 'password' });
  if (input.password !== input.confirmPassword) throw new AppError('PASSWORDS_MISMATCH', { field: 'confirmPassword' });
  if (!(await shopTypeExists(ctx.tx, input.shopType))) throw new AppError('SHOP_TYPE_REQUIRED', { field: 'shopType' });
  const inviter = input.invitationCode ? await inviterOfCode(ctx, input.invitationCode) : undefined;
  const phoneE164 = toE164(input.areaCode, input.phone);
  if (input.codeChannel === 'email' && !input.email) throw new AppError('EMAIL_INVALID', { field: 'email' });
  const target = input.codeChannel === 'email' ? input.email!.toLowerCase() : phoneE164;
  // The code first: only someone who received a code learns whether an account name is taken, and each check costs
  // the code one of its attempts, so one code cannot probe more than a few names (ADR 020).
  const codeId = await checkCode(ctx, 'signup', target, input.code, 'code');
  if (await findAccountByLogin(ctx.tx, input.account)) {
    await bumpCodeAttempts(ctx.tx, codeId);
    throw new AppError('ACCOUNT_TAKEN', { field: 'account', keepWrites: true });
  }
  if (!(await consumeCode(ctx.tx, codeId, ctx.now))) throw new AppError('CODE_INVALID', { field: 'code' });
  const country = countryOf(input.country)!;
  const shopId = await insertShop(ctx.tx, {
    name: input.shopName,
    region: input.region,
    area: input.region,
    address: input.address,
    contactUser: input.managerName,
    contactTel: input.phone,
    email: input.email ?? '',
    shopTypeId: input.shopType,
    country: country.code,
    areaCode: input.areaCode,
    timeZone: country.timeZone,
    currency: country.currency,
    trialFlag: 1,
    goodsType: 'monthly',
    expireTime: trialEndOf(ctx.config, ctx.now, country.timeZone, Boolean(inviter)),
    invitationCode: newInvitationCode(),
    invitedByCode: input.invitationCode || null,
    createdAt: ctx.now,
  });
  if (inviter) await rewardInviter(ctx, inviter, shopId);
  const accountId = await createOwner(ctx.tx, ctx.now, shopId, {
    account: input.account,
    name: input.managerName,
    phone: input.phone,
    phoneE164,
    password: input.password,
  });
  const owner = await findAccount(ctx.tx, shopId, accountId);
  return openSession(ctx, owner!);
}

/**
 * Creates a shop's owner (accountType 1) with every menu; the internal password starts equal to the login password.
 * `hash` is Argon2id's (the demo seed passes its own, which hashes each of its public passwords once).
 */
export async function createOwner(
  db: TDb,
  now: Date,
  shopId: number,
  owner: { account: string; name: string; phone: string; phoneE164: string; password: string },
  hash: THashSecret = hashSecret,
) {
  const accountId = await insertAccount(db, {
    shopId,
    account: owner.account,
    name: owner.name,
    phone: owner.phone,
    phoneE164: owner.phoneE164,
    passwordHash: await hash(owner.password),
    insidePasswordHash: await hash(insideDigest(owner.password, owner.account)),
    accountType: 1,
    staffType: 1,
    createdAt: now,
  });
  await grantMenus(db, shopId, accountId, MENU_KEYS);
  return accountId;
}

export const newInvitationCode = () => randomBytes(6).toString('base64url').toUpperCase().replace(/[-_]/g, 'X');

/** h5/logout: revokes the session at once. */
export async function logout(ctx: TSessionCtx) {
  await revokeSession(ctx.tx, ctx.session.sessionId, ctx.now);
  return null;
}

/** h5/queryPwdInside: whether this session's elevation still holds (accountType 2 never needs one; ADR 029). */
export async function queryInsideElevation(ctx: TSessionCtx) {
  const { elevatedUntil, accountType } = ctx.session;
  const isCurrent = elevatedUntil !== null && elevatedUntil > ctx.now;
  return {
    isElevated: accountType === 2 || isCurrent,
    elevatedUntil: isCurrent && elevatedUntil ? elevatedUntil.toISOString() : null,
  };
}

/** h5/pwdInside: checks the caller's own internal password and grants a short elevation to this session. */
export async function checkInsidePassword(ctx: TSessionCtx, digest: string) {
  const subject = `acct:${ctx.session.accountId}`;
  await guardFailures(ctx, 'inside_fail', subject);
  const account = await findAccount(ctx.tx, ctx.shopId, ctx.session.accountId);
  if (!account || !(await verifySecret(account.insidePasswordHash, digest))) {
    throw await failure(ctx, 'inside_fail', subject, new AppError('INSIDE_PASSWORD_FAILED', { field: 'password' }));
  }
  const until = new Date(ctx.now.getTime() + ctx.config.insideElevationMs);
  await setSessionElevation(ctx.tx, ctx.session.sessionId, until);
  return { elevatedUntil: until.toISOString() };
}

/**
 * shop/switchBranchShop: the headquarters owner (sent with the main token) opens a session as the chosen shop's
 * owner, for the headquarters itself or one of its branches (SPEC §4 'Shop switching').
 */
export async function switchShop(ctx: TSessionCtx, shopId: number) {
  if (ctx.session.accountType !== 1 || ctx.session.headquarterId !== null) throw new AppError('SWITCH_SHOP_FORBIDDEN');
  const chain = await listChainShops(ctx.tx, ctx.shopId);
  const target = chain.find((r) => r.shop.id === shopId);
  if (!target?.accountId) throw new AppError('SWITCH_SHOP_FORBIDDEN', { field: 'id' });
  const account = await findAccount(ctx.tx, shopId, target.accountId);
  if (!account || account.departedAt) throw new AppError('SWITCH_SHOP_FORBIDDEN', { field: 'id' });
  return openSession(ctx, account, true);
}
