import { z } from 'zod';
import { ZId } from './common';
import { COUNTRY_CODES } from './countries';
import { ZMenuKey } from './menus';
import { INT4_MAX, zMultiLineText, zText } from './safe-values';
import { ZShopInfo } from './shop';

export const ZSessionUser = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  accountType: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** What every login, sign-up and shop switch answers. */
export const ZLoginOutput = z.object({ token: z.string(), user: ZSessionUser, shopInfo: ZShopInfo });
export type TLoginOutput = z.infer<typeof ZLoginOutput>;

/**
 * A solved ALTCHA challenge, as the widget sends it (base64 JSON). The password login asks for one after failures;
 * the public code-sending calls always do (ADR 020, in place of SPEC §7 `captcha.jpg`).
 */
export const ZAltchaPayload = zText().max(4000);

export const ZH5LoginInput = z.object({
  account: zText().trim().min(1, 'ACCOUNT_REQUIRED').max(50),
  password: zText().min(1, 'FIELD_REQUIRED').max(128),
  altcha: ZAltchaPayload.optional(),
});
export const ZH5LoginOutput = ZLoginOutput;

export const ZPhoneForCode = zText({ error: 'PHONE_REQUIRED_FOR_CODE' })
  .trim()
  .min(1, 'PHONE_REQUIRED_FOR_CODE')
  .regex(/^[0-9][0-9 -]{4,19}$/, 'PHONE_INVALID');
export const ZAreaCode = zText()
  .trim()
  .regex(/^\+[0-9]{1,4}$/, 'CHECK_INPUT');

/** Code requests: the phone (with its area code) or e-mail address the code goes to, and the ALTCHA proof. */
export const ZH5GetSignupPhoneMsgInput = z.object({
  areaCode: ZAreaCode.default('+39'),
  phone: ZPhoneForCode,
  altcha: ZAltchaPayload.optional(),
});
export const ZH5GetLoginPhoneMsgInput = ZH5GetSignupPhoneMsgInput;
export const ZH5GetSignupEmailCodeInput = z.object({
  email: zText({ error: 'EMAIL_INVALID' }).trim().email('EMAIL_INVALID').max(100),
  altcha: ZAltchaPayload.optional(),
});
/** How long to wait before another code may be sent (the resend countdown). */
export const ZCodeSentOutput = z.object({ resendSeconds: z.number().int() });

export const ZH5LoginByPhoneMsgInput = z.object({
  areaCode: ZAreaCode.default('+39'),
  phone: ZPhoneForCode,
  code: zText().trim().min(1, 'CODE_INVALID').max(10),
});

/** Every SPEC §2.1 registration field. */
export const ZH5SignupInput = z
  .object({
    shopName: zText().trim().min(1, 'SHOP_NAME_REQUIRED').max(100),
    region: zText().trim().min(1, 'AREA_REQUIRED').max(100),
    address: zMultiLineText().trim().min(1, 'ADDRESS_REQUIRED').max(200),
    managerName: zText().trim().min(1, 'FIELD_REQUIRED').max(50),
    account: zText()
      .trim()
      .min(1, 'ACCOUNT_REQUIRED')
      .max(50)
      .regex(/^[A-Za-z0-9_.@-]{3,50}$/, 'CHECK_INPUT'),
    areaCode: ZAreaCode,
    shopType: z.coerce.number({ error: 'SHOP_TYPE_REQUIRED' }).int().positive('SHOP_TYPE_REQUIRED').max(INT4_MAX),
    country: z.enum(COUNTRY_CODES, { error: 'FIELD_REQUIRED' }),
    codeChannel: z.enum(['sms', 'email']).default('sms'),
    email: z.union([z.literal(''), zText().trim().email('EMAIL_INVALID').max(100)]).optional(),
    code: zText().trim().min(1, 'CODE_INVALID').max(10),
    phone: ZPhoneForCode,
    password: zText().max(64),
    confirmPassword: zText().max(64),
    invitationCode: zText().trim().max(32).optional(),
    agreeTerms: z.boolean(),
    agreeSms: z.boolean().optional(),
  })
  .strict();
export const ZH5SignupOutput = ZLoginOutput;

/** h5/pwdInside: the password is the uppercase hex MD5 of password + the caller's own account (SPEC §7). */
export const ZH5PwdInsideInput = z.object({
  accountId: ZId.optional(),
  password: z.string().regex(/^[0-9A-F]{32}$/, 'INSIDE_PASSWORD_FAILED'),
});
export const ZH5PwdInsideOutput = z.object({ elevatedUntil: z.string() });

/**
 * h5/queryPwdInside: whether this session may open the internal-password screens now, without asking again: a
 * reloaded or newly opened protected screen asks this before it asks for the password (ADR 029). accountType 2 never
 * needs the password, so it is always elevated; `elevatedUntil` is the end of the current elevation, if any.
 */
export const ZH5QueryPwdInsideInput = z.object({});
export const ZH5QueryPwdInsideOutput = z.object({ isElevated: z.boolean(), elevatedUntil: z.string().nullable() });
export type TH5QueryPwdInsideOutput = z.infer<typeof ZH5QueryPwdInsideOutput>;

export const ZH5LogoutInput = z.object({});

export { ZMenuKey };
