import { daysLeft, hasExpiry } from '../../../../contract/expiry';
import type { TPaymentOrder } from '../../../../contract/payments';
import type { TGoods } from '../../../../contract/system';
/**
 * The price of one SMS in a pack, to a hundredth of a cent (a pack's price need not divide evenly): the quotient is
 * rounded to whole hundredths of a cent, then written as a decimal string, so the money itself stays integer.
 */
export function formatPerSms(price: number, smsNums: number, language: string): string {
  if (smsNums <= 0) return '';
  const hundredthsOfCent = Math.round((price * 100) / smsNums);
  const units = Math.trunc(hundredthsOfCent / 10_000);
  const rest = String(hundredthsOfCent - units * 10_000).padStart(4, '0');
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(`${units}.${rest}` as `${number}`);
}

/** "3 months" in the chosen language, from Intl rather than plural rules in five catalogs. */
export const formatMonths = (months: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'month', unitDisplay: 'long' }).format(months);

const PLAN_ORDER: readonly TGoods['goodsType'][] = ['free', 'monthly', 'quarter', 'yearly'];

/** The plans in the SPEC §2.18 order: free, monthly, quarterly, yearly. */
export const sortPlans = (plans: readonly TGoods[]) =>
  [...plans].sort((a, b) => PLAN_ORDER.indexOf(a.goodsType) - PLAN_ORDER.indexOf(b.goodsType));

type TPlanShop = { goodsType: string; expireTime: string | null; trialFlag: number };

/**
 * ADR 017: a paid plan runs from its purchase date and the days left are not added. When the shop still has time
 * (a trial or a paid plan that has not run out), the page says so before paying: these are the days it gives up.
 */
export function daysGivenUp(shop: TPlanShop | null, now: number): number {
  if (!shop || !hasExpiry(shop.expireTime, shop.goodsType)) return 0;
  return Math.max(0, daysLeft(shop.expireTime as string, now));
}

/** 'renew' for the plan the shop is on now (after its trial), 'buy' for any other. */
export function planAction(shop: TPlanShop | null, goodsType: TGoods['goodsType']): 'renew' | 'buy' {
  return shop && shop.trialFlag === 0 && shop.goodsType === goodsType ? 'renew' : 'buy';
}

/** Whether the QR code of an unpaid order can no longer be paid. */
export const isOrderPastPayBefore = (order: Pick<TPaymentOrder, 'status' | 'payBefore'>, now: number) =>
  order.status === 'unpaid' && new Date(order.payBefore).getTime() <= now;

/** The catalog key of a payment type; an unknown provider shows its own name. */
export const PAY_TYPE_KEYS: Readonly<Record<string, string>> = {
  sandbox: 'pay.payType.sandbox',
  free: 'pay.payType.free',
};
