import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { errorText, type TErrorKey } from '../../../../contract/errors';
import { daysLeft, hasExpiry, shopPageExpiryLevel, shopStatusOf, type TExpiryLevel } from '../../../../contract/expiry';
import type { TLanguage } from '../../../../contract/languages';
import type { TShopInfo } from '../../../../contract/shop';
import { isErrorKey } from '../../lib/error-text';
import type { TBranchShop } from '../../lib/session.store';

/** The antd Tag colour of each expiry level (SPEC §4: warning and danger colours). */
export const EXPIRY_TAG_COLORS: Record<TExpiryLevel, string> = {
  normal: 'blue',
  warning: 'warning',
  danger: 'error',
  expired: 'error',
};

export const STATUS_TAG_COLORS = { trial: 'processing', formal: 'success', expired: 'error' } as const;

type TPlanFields = Pick<TShopInfo, 'trialFlag' | 'goodsType' | 'expireTime'>;

/**
 * The shop page's expiry (SPEC §2.17, §4): the first 10 characters of expireTime, coloured at 10 days (warning) and
 * 5 days (danger); null when the plan has no expiry (free plan, empty expireTime).
 */
export function shopPageExpiry(shop: TPlanFields, now: number): { date: string; level: TExpiryLevel } | null {
  if (!hasExpiry(shop.expireTime, shop.goodsType) || !shop.expireTime) return null;
  return { date: shop.expireTime.slice(0, 10), level: shopPageExpiryLevel(daysLeft(shop.expireTime, now)) };
}

/** A shop's plan line for the branch list: its status (trial, formal, expired) and valid-until date. */
export function planSummary(shop: TPlanFields, now: number) {
  return {
    status: shopStatusOf(shop, now),
    date: hasExpiry(shop.expireTime, shop.goodsType) && shop.expireTime ? shop.expireTime.slice(0, 10) : null,
  };
}

/**
 * SPEC §6 and ADR 017: only the headquarters manager manages branches: the headquarters owner, also while switched
 * into a branch (a mainToken is kept only for a main account that switched). A branch owner who signed in directly
 * sees the list read-only.
 */
export function canManageBranches(input: {
  accountType: number | undefined;
  shopHeadquarter: number | undefined;
  mainToken: string | null;
}): boolean {
  if (input.mainToken) return true;
  return input.accountType === 1 && input.shopHeadquarter === 0;
}

/** The chain as the branch page lists it: the headquarters first, then the branches in the server's order. */
export function chainInOrder(shops: readonly TBranchShop[]): TBranchShop[] {
  return [...shops.filter((shop) => shop.shopHeadquarter === 0), ...shops.filter((shop) => shop.shopHeadquarter !== 0)];
}

/** The shop form's editable fields (SPEC §2.17); the rest of the shop object is sent along as read. */
export const SHOP_FORM_FIELDS = [
  'logo',
  'bgImg',
  'shopName',
  'contactUser',
  'contactTel',
  'email',
  'area',
  'region',
  'address',
  'postCode',
  'remark',
  'timeZone',
  'cashDeviceIp',
  'receiptNote',
] as const;
export type TShopFormField = (typeof SHOP_FORM_FIELDS)[number];
export type TShopFormValues = Pick<TShopInfo, TShopFormField | 'shopType' | 'msgNums'>;

export const toShopFormValues = (shop: TShopInfo): TShopFormValues => ({
  logo: shop.logo,
  bgImg: shop.bgImg,
  shopName: shop.shopName,
  contactUser: shop.contactUser,
  contactTel: shop.contactTel,
  email: shop.email,
  area: shop.area,
  region: shop.region,
  address: shop.address,
  postCode: shop.postCode,
  remark: shop.remark,
  timeZone: shop.timeZone,
  cashDeviceIp: shop.cashDeviceIp,
  receiptNote: shop.receiptNote,
  shopType: shop.shopType,
  msgNums: shop.msgNums,
});

/**
 * shop/update's body (SPEC §7 'whole shop object'): the shop as loaded, the edited fields trimmed, and the version it
 * was loaded with. The cash device IP goes only when the device is activated (SPEC §6).
 */
export function toShopUpdate(shop: TShopInfo, values: TShopFormValues, version: number): TShopInfo {
  const edited = Object.fromEntries(
    SHOP_FORM_FIELDS.map((field) => [field, String(values[field] ?? '').trim()]),
  ) as Pick<TShopInfo, TShopFormField>;
  return {
    ...shop,
    ...edited,
    cashDeviceIp: shop.cashDeviceFlag === 1 ? edited.cashDeviceIp : shop.cashDeviceIp,
    version,
  };
}

/** Time zones to choose from: every zone the browser knows, with the shop's own kept even if it does not. */
export function timeZoneOptions(current: string | undefined, known: readonly string[]): string[] {
  const zones = new Set(known);
  if (current) zones.add(current);
  return [...zones].sort();
}

/**
 * The shop's logo and background go to the server's image cap (UPLOAD_MAX_MB, 5 MB by default; ADR 017) rather than
 * the SPEC's generic 100 MB, so a too large photo is refused before it is sent.
 */
export const SHOP_IMAGE_MAX_MB = 5;

/**
 * antd rules that say what the server would: a required field with its SPEC §5 text, and a field checked by the
 * contract's own schema (its first issue's error key, in the page's language).
 */
export function contractRules<S extends Record<string, z.ZodType>>(shape: S, language: TLanguage) {
  return {
    required: (key: TErrorKey = 'FIELD_REQUIRED'): Rule => ({
      required: true,
      whitespace: true,
      message: errorText(key, language),
    }),
    field: (field: keyof S & string): Rule => ({
      validator: async (_rule, value) => {
        if (value === undefined || value === null || String(value).trim() === '') return;
        const result = shape[field].safeParse(value);
        if (result.success) return;
        const key = result.error.issues[0]?.message ?? 'CHECK_INPUT';
        throw new Error(errorText(isErrorKey(key) ? key : 'CHECK_INPUT', language));
      },
    }),
  };
}
