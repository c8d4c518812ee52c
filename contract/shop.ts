import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { isRegistrationPassword } from './passwords';
import { INT4_MAX, ZRowVersion, zMultiLineText, zText } from './safe-values';
import { isTimeZone } from './shop-time';
import { password, ZAccountName } from './staff';

export const GOODS_TYPES = ['free', 'monthly', 'quarter', 'yearly'] as const;
export const ZGoodsType = z.enum(GOODS_TYPES);

/** The shop as the client sees it (SPEC §3 Shop). `expireTime` is an ISO instant; the UI shows its first 10 chars. */
export const ZShopInfo = z.object({
  id: z.number().int(),
  shopName: z.string(),
  logo: z.string(),
  bgImg: z.string(),
  area: z.string(),
  region: z.string(),
  contactUser: z.string(),
  contactTel: z.string(),
  postCode: z.string(),
  address: z.string(),
  shopType: z.number().int(),
  shopTypeName: z.string(),
  trialFlag: z.number().int(),
  expireTime: z.string().nullable(),
  goodsType: ZGoodsType,
  email: z.string(),
  msgNums: z.number().int(),
  shopActivity: z.number().int(),
  shopCustomNums: z.number().int(),
  shopAccountNums: z.number().int(),
  createTime: z.string(),
  cashDeviceFlag: z.number().int(),
  cashDeviceIp: z.string(),
  country: z.string(),
  areaCode: z.string(),
  remark: z.string(),
  /** The thank-you line at the foot of the shop's receipts (ADR 027). */
  receiptNote: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  shopHeadquarter: z.number().int(),
  invitationCode: z.string(),
  version: z.number().int(),
});
export type TShopInfo = z.infer<typeof ZShopInfo>;

export const ZShopQueryInput = z.object({});
export const ZShopQueryOutput = ZShopInfo;

/** A required text: missing or blank gives its own SPEC §5 message, too long the general one. */
const required = (key: string, max = 100) => zText({ error: key }).trim().min(1, key).max(max, 'CHECK_INPUT');

/**
 * shop/update takes the whole shop object (SPEC §7) but changes only the editable fields; plan fields
 * (msgNums, expireTime, goodsType, trialFlag), shop type and id are ignored (they change through purchases).
 */
export const ZShopUpdateInput = z
  .object({
    shopName: required('SHOP_NAME_REQUIRED'),
    area: required('AREA_REQUIRED'),
    // The same length sign-up accepts, so a shop can always save the address it registered with.
    address: zMultiLineText({ error: 'ADDRESS_REQUIRED' }).trim().min(1, 'ADDRESS_REQUIRED').max(200, 'CHECK_INPUT'),
    region: zText().trim().max(100).optional(),
    contactUser: zText().trim().max(50).optional(),
    contactTel: zText()
      .trim()
      .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID')
      .optional(),
    postCode: zText().trim().max(20).optional(),
    email: z.union([z.literal(''), zText().trim().email('EMAIL_INVALID').max(100)]).optional(),
    logo: zText().max(500).optional(),
    bgImg: zText().max(500).optional(),
    // The machine's address as the browser reaches it (ADR 032): a host name or an IP, with an optional port.
    cashDeviceIp: zText()
      .trim()
      .max(100)
      .regex(/^[0-9A-Za-z.:[\]-]*$/, 'CHECK_INPUT')
      .optional(),
    remark: zMultiLineText().max(500).optional(),
    receiptNote: zMultiLineText().trim().max(200, 'CHECK_INPUT').optional(),
    // An empty or unknown zone would break every later time computation of the shop.
    timeZone: zText().max(64).refine(isTimeZone, { message: 'CHECK_INPUT' }).optional(),
    version: ZRowVersion.optional(),
  })
  .passthrough();
export const ZShopUpdateOutput = ZShopInfo;

export const ZShopType = z.object({ id: z.number().int(), name: z.string(), code: z.string() });
export const ZShopTypeQueryListInput = ZListInput;
export const ZH5GetShopTypeListInput = z.object({});
export const ZH5GetShopTypeListOutput = z.array(ZShopType);

/** A shop of the chain as the branch list shows it (SPEC §3 Branch shop, §7 shop/queryBranchShopList). */
export const ZBranchShop = z.object({
  id: z.number().int(),
  shopName: z.string(),
  shopHeadquarter: z.number().int(),
  contactUser: z.string(),
  contactTel: z.string(),
  accountName: z.string(),
  customPhone: z.string(),
  address: z.string(),
  accountId: z.number().int().nullable(),
  account: z.string(),
  trialFlag: z.number().int(),
  goodsType: ZGoodsType,
  expireTime: z.string().nullable(),
});
export const ZShopQueryBranchShopListInput = ZListInput;
export const ZShopQueryBranchShopListOutput = z.array(ZBranchShop);

export const ZShopSwitchBranchShopInput = z.object({ id: ZId });

/**
 * A branch as its form sends it (SPEC §2.17: name, address, phone, manager name, id, account). A new branch gets its
 * own manager login, so saving one also takes the manager's first password (the sign-up rule).
 */
const branchFields = {
  shopName: required('SHOP_NAME_REQUIRED'),
  address: zMultiLineText({ error: 'ADDRESS_REQUIRED' }).trim().min(1, 'ADDRESS_REQUIRED').max(200, 'CHECK_INPUT'),
  contactTel: zText({ error: 'FIELD_REQUIRED' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,19}$/, 'PHONE_INVALID'),
  contactUser: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(50, 'CHECK_INPUT'),
  account: ZAccountName,
};
const matchingPasswords = <T extends { password?: string; confirmPassword?: string }>(v: T) =>
  v.password === undefined || v.password === v.confirmPassword;

export const ZShopSaveBranchShopInput = z
  .object({
    ...branchFields,
    password: password(isRegistrationPassword, 'PASSWORD_RULE'),
    confirmPassword: zText({ error: 'FIELD_REQUIRED' }),
  })
  .refine(matchingPasswords, { message: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export const ZShopSaveBranchShopOutput = ZBranchShop;

/** Edits a branch and its manager's login; a password given here resets the manager's password. */
export const ZShopUpdateBranchShopInput = z
  .object({
    id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT4_MAX),
    ...branchFields,
    password: password(isRegistrationPassword, 'PASSWORD_RULE').optional(),
    confirmPassword: zText().optional(),
  })
  .refine(matchingPasswords, { message: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export const ZShopUpdateBranchShopOutput = ZBranchShop;

export const ZShopDeleteBranchShopInput = z.object({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive().max(INT4_MAX),
});
export const ZShopDeleteBranchShopOutput = z.null();
