import { z } from 'zod';
import {
  ZCodeSentOutput,
  ZH5GetLoginPhoneMsgInput,
  ZH5GetSignupEmailCodeInput,
  ZH5GetSignupPhoneMsgInput,
  ZH5LoginByPhoneMsgInput,
  ZH5LoginInput,
  ZH5LoginOutput,
  ZH5LogoutInput,
  ZH5PwdInsideInput,
  ZH5PwdInsideOutput,
  ZH5QueryPwdInsideInput,
  ZH5QueryPwdInsideOutput,
  ZH5SignupInput,
  ZH5SignupOutput,
} from '../../../contract/auth';
import { defineCall } from '../../http/define-call';
import { toE164 } from './auth.crypto';
import {
  checkInsidePassword,
  login,
  loginByPhone,
  logout,
  queryInsideElevation,
  sendCode,
  sendLoginCode,
  signup,
} from './auth.service';

/** Sign-up attempts one address may make a minute (ADR 020): enough for typos, too few to probe account names. */
export const SIGNUPS_PER_MINUTE = 10;

export const authCalls = [
  defineCall({
    path: 'h5/login',
    access: 'public',
    kind: 'write',
    summary:
      'Log in with account and password (an ALTCHA proof after 3 failures, a stronger one past the limits; ADR 020)',
    input: ZH5LoginInput,
    output: ZH5LoginOutput,
    handler: (ctx, input) => login(ctx, input),
  }),
  defineCall({
    path: 'h5/getLoginPhoneMsg',
    access: 'public',
    kind: 'write',
    summary: 'Send a login code by SMS to a registered phone (an unknown one is answered the same and sent nothing)',
    input: ZH5GetLoginPhoneMsgInput,
    output: ZCodeSentOutput,
    handler: (ctx, input) => sendLoginCode(ctx, input.areaCode, input.phone, input.altcha),
  }),
  defineCall({
    path: 'h5/loginByPhoneMsg',
    access: 'public',
    kind: 'write',
    summary: 'Log in with a phone and its SMS code',
    input: ZH5LoginByPhoneMsgInput,
    output: ZH5LoginOutput,
    handler: (ctx, input) => loginByPhone(ctx, input.areaCode, input.phone, input.code),
  }),
  defineCall({
    path: 'h5/getSignupPhoneMsg',
    access: 'public',
    kind: 'write',
    summary: 'Send a registration code by SMS (with an ALTCHA proof)',
    input: ZH5GetSignupPhoneMsgInput,
    output: ZCodeSentOutput,
    handler: (ctx, input) =>
      sendCode(ctx, 'signup', 'sms', toE164(input.areaCode, input.phone), { altcha: input.altcha }),
  }),
  defineCall({
    path: 'h5/getSignupEmailCode',
    access: 'public',
    kind: 'write',
    summary: 'Send a registration code by e-mail (with an ALTCHA proof)',
    input: ZH5GetSignupEmailCodeInput,
    output: ZCodeSentOutput,
    handler: (ctx, input) => sendCode(ctx, 'signup', 'email', input.email.toLowerCase(), { altcha: input.altcha }),
  }),
  defineCall({
    path: 'h5/signup',
    access: 'public',
    kind: 'write',
    summary: 'Register a shop on a trial plan with its owner account',
    rateLimit: SIGNUPS_PER_MINUTE,
    input: ZH5SignupInput,
    output: ZH5SignupOutput,
    handler: (ctx, input) => signup(ctx, input),
  }),
  defineCall({
    path: 'h5/logout',
    access: 'session',
    kind: 'write',
    summary: 'End this session',
    input: ZH5LogoutInput,
    output: z.null(),
    handler: (ctx) => logout(ctx),
  }),
  defineCall({
    path: 'h5/pwdInside',
    access: 'session',
    kind: 'write',
    summary: "Check the caller's internal password and elevate this session for a short while",
    input: ZH5PwdInsideInput,
    output: ZH5PwdInsideOutput,
    handler: (ctx, input) => checkInsidePassword(ctx, input.password),
  }),
  defineCall({
    path: 'h5/queryPwdInside',
    access: 'session',
    kind: 'read',
    summary: 'Whether this session may open the internal-password screens now without the password (ADR 029)',
    input: ZH5QueryPwdInsideInput,
    output: ZH5QueryPwdInsideOutput,
    handler: (ctx) => queryInsideElevation(ctx),
  }),
];
