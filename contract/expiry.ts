/** Subscription expiry rules (SPEC §4, §9), shared by the header, the shop page and the server. */
export const DAY_MS = 86_400_000;
export const DRAWER_INTERVAL_MS = 43_200_000;

/** Days left = ceiling of (expireTime − now) / 86,400,000. */
export function daysLeft(expireTime: string | Date, now: number): number {
  return Math.ceil((new Date(expireTime).getTime() - now) / DAY_MS);
}

export type TExpiryLevel = 'normal' | 'warning' | 'danger' | 'expired';

/** The header tag: warning at 6 or fewer days, danger at 3 or fewer, expired at 0 or fewer. */
export function headerExpiryLevel(days: number): TExpiryLevel {
  if (days <= 0) return 'expired';
  if (days <= 3) return 'danger';
  if (days <= 6) return 'warning';
  return 'normal';
}

/** The shop detail page tag: warning at 10 or fewer days, danger at 5 or fewer. */
export function shopPageExpiryLevel(days: number): TExpiryLevel {
  if (days <= 5) return 'danger';
  if (days <= 10) return 'warning';
  return 'normal';
}

/** Whether expiry handling applies at all (skipped for the free plan and an empty expireTime). */
export function hasExpiry(expireTime: string | null | undefined, goodsType: string | null | undefined): boolean {
  return Boolean(expireTime) && expireTime !== 'null' && goodsType !== 'free';
}

export const SHOP_STATUSES = ['trial', 'formal', 'expired'] as const;
export type TShopStatus = (typeof SHOP_STATUSES)[number];

/**
 * The shop's status (SPEC §3): expired once a plan with an expiry has run out (the free plan never expires),
 * otherwise trial while trialFlag is 1, else formal.
 */
export function shopStatusOf(
  shop: { trialFlag: number; goodsType: string; expireTime: string | null },
  now: number,
): TShopStatus {
  if (hasExpiry(shop.expireTime, shop.goodsType) && daysLeft(shop.expireTime as string, now) <= 0) return 'expired';
  return shop.trialFlag === 1 ? 'trial' : 'formal';
}

/** SPEC §6 'Only paid accounts have an invitation code': a formal shop on a paid plan that has not expired. */
export function isPaidShop(shop: { trialFlag: number; goodsType: string; expireTime: string | null }, now: number) {
  return shop.goodsType !== 'free' && shopStatusOf(shop, now) === 'formal';
}
