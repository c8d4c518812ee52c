import { z } from 'zod';
import { ZListInput } from './common';
import { isRegistrationPassword } from './passwords';
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
const required = (key: string, max = 100) => z.string({ error: key }).trim().min(1, key).max(max, 'CHECK_INPUT');

/**
 * shop/update takes the whole shop object (SPEC §7) but changes only the editable fields; plan fields
 * (msgNums, expireTime, goodsType, trialFlag), shop type and id are ignored (they change through purchases).
 */
export const ZShopUpdateInput = z
  .object({
    shopName: required('SHOP_NAME_REQUIRED'),
    area: required('AREA_REQUIRED'),
    // The same length sign-up accepts, so a shop can always save the address it registered with.
    address: required('ADDRESS_REQUIRED', 200),
    region: z.string().trim().max(100).optional(),
    contactUser: z.string().trim().max(50).optional(),
    contactTel: z
      .string()
      .trim()
      .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID')
      .optional(),
    postCode: z.string().trim().max(20).optional(),
    email: z.union([z.literal(''), z.string().trim().email('EMAIL_INVALID').max(100)]).optional(),
    logo: z.string().max(500).optional(),
    bgImg: z.string().max(500).optional(),
    cashDeviceIp: z.string().trim().max(100).optional(),
    remark: z.string().max(500).optional(),
    timeZone: z.string().max(64).optional(),
    version: z.number().int().optional(),
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

export const ZShopSwitchBranchShopInput = z.object({ id: z.coerce.number().int().positive() });

/**
 * A branch as its form sends it (SPEC §2.17: name, address, phone, manager name, id, account). A new branch gets its
 * own manager login, so saving one also takes the manager's first password (the sign-up rule).
 */
const branchFields = {
  shopName: required('SHOP_NAME_REQUIRED'),
  address: required('ADDRESS_REQUIRED', 200),
  contactTel: z
    .string({ error: 'FIELD_REQUIRED' })
    .trim()
    .regex(/^\+?[0-9][0-9 -]{4,19}$/, 'PHONE_INVALID'),
  contactUser: z.string({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(50, 'CHECK_INPUT'),
  account: ZAccountName,
};
const matchingPasswords = <T extends { password?: string; confirmPassword?: string }>(v: T) =>
  v.password === undefined || v.password === v.confirmPassword;

export const ZShopSaveBranchShopInput = z
  .object({
    ...branchFields,
    password: password(isRegistrationPassword, 'PASSWORD_RULE'),
    confirmPassword: z.string({ error: 'FIELD_REQUIRED' }),
  })
  .refine(matchingPasswords, { message: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export const ZShopSaveBranchShopOutput = ZBranchShop;

/** Edits a branch and its manager's login; a password given here resets the manager's password. */
export const ZShopUpdateBranchShopInput = z
  .object({
    id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
    ...branchFields,
    password: password(isRegistrationPassword, 'PASSWORD_RULE').optional(),
    confirmPassword: z.string().optional(),
  })
  .refine(matchingPasswords, { message: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });
export const ZShopUpdateBranchShopOutput = ZBranchShop;

export const ZShopDeleteBranchShopInput = z.object({
  id: z.coerce.number({ error: 'FIELD_REQUIRED' }).int().positive(),
});
export const ZShopDeleteBranchShopOutput = z.null();
