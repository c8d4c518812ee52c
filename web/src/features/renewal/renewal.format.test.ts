import { describe, expect, it } from 'vitest';
import type { TGoods } from '../../../../contract/system';
import { formatCny } from '../../lib/money.format';
import { daysGivenUp, formatPerSms, isOrderPastPayBefore, planAction, sortPlans } from './renewal.format';

const DAY = 86_400_000;
const NOW = Date.UTC(2025, 4, 10, 9, 0);
const plan = (goodsType: TGoods['goodsType']): TGoods => ({
  id: 1,
  goodsType,
  months: 1,
  price: 9900,
  lowestPrice: 6900,
  currency: 'CNY',
});

describe('renewal format (SPEC §2.18, ADR 017)', () => {
  it('shows RMB as ¥ in every language', () => {
    expect(formatCny(9900, 'en')).toBe('¥99.00');
    expect(formatCny(9900, 'zh-CN')).toBe('¥99.00');
    expect(formatCny(1234567, 'it-IT')).toMatch(/^12\.345,67\s?¥$/);
    expect(formatCny(5, 'fr')).toMatch(/^0,05\s?¥$/);
  });

  it('prices one SMS of a pack to a hundredth of a cent', () => {
    expect(formatPerSms(1500, 100, 'en')).toBe('¥0.15');
    expect(formatPerSms(11900, 1000, 'en')).toBe('¥0.119');
    expect(formatPerSms(1000, 3, 'en')).toBe('¥3.3333');
    expect(formatPerSms(1000, 0, 'en')).toBe('');
  });

  it('orders the plans free, monthly, quarterly, yearly', () => {
    const sorted = sortPlans([plan('yearly'), plan('free'), plan('quarter'), plan('monthly')]);
    expect(sorted.map((p) => p.goodsType)).toEqual(['free', 'monthly', 'quarter', 'yearly']);
  });

  it('counts the days a purchase gives up: those left on a plan or trial, none when expired or free', () => {
    const shop = (goodsType: string, expireTime: string | null, trialFlag = 0) => ({
      goodsType,
      expireTime,
      trialFlag,
    });
    expect(daysGivenUp(shop('monthly', new Date(NOW + 12.5 * DAY).toISOString()), NOW)).toBe(13);
    expect(daysGivenUp(shop('monthly', new Date(NOW + 20 * DAY).toISOString(), 1), NOW)).toBe(20);
    expect(daysGivenUp(shop('yearly', new Date(NOW - 2 * DAY).toISOString()), NOW)).toBe(0);
    expect(daysGivenUp(shop('free', new Date(NOW + 20 * DAY).toISOString()), NOW)).toBe(0);
    expect(daysGivenUp(shop('monthly', null), NOW)).toBe(0);
    expect(daysGivenUp(null, NOW)).toBe(0);
  });

  it("offers 'renew' for the paid plan a shop is on and 'buy' otherwise", () => {
    expect(planAction({ goodsType: 'yearly', expireTime: null, trialFlag: 0 }, 'yearly')).toBe('renew');
    expect(planAction({ goodsType: 'yearly', expireTime: null, trialFlag: 0 }, 'monthly')).toBe('buy');
    expect(planAction({ goodsType: 'monthly', expireTime: null, trialFlag: 1 }, 'monthly')).toBe('buy');
    expect(planAction(null, 'monthly')).toBe('buy');
  });

  it('knows when an unpaid order may no longer be paid', () => {
    const payBefore = new Date(NOW).toISOString();
    expect(isOrderPastPayBefore({ status: 'unpaid', payBefore }, NOW - 1)).toBe(false);
    expect(isOrderPastPayBefore({ status: 'unpaid', payBefore }, NOW)).toBe(true);
    expect(isOrderPastPayBefore({ status: 'paid', payBefore }, NOW + DAY)).toBe(false);
  });
});
