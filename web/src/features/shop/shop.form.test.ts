import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../../contract/expiry';
import type { TShopInfo } from '../../../../contract/shop';
import { findRoute, isRouteAvailable, resolveAlias } from '../../lib/route.registry';
import type { TBranchShop } from '../../lib/session.store';
import {
  canManageBranches,
  chainInOrder,
  planSummary,
  shopPageExpiry,
  timeZoneOptions,
  toShopFormValues,
  toShopUpdate,
} from './shop.form';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const inDays = (days: number) => new Date(NOW + days * DAY_MS).toISOString();

const shop: TShopInfo = {
  id: 7,
  shopName: 'Salon',
  logo: '',
  bgImg: '',
  area: 'Centro',
  region: '',
  contactUser: 'Anna',
  contactTel: '+39 333 0000001',
  postCode: '20100',
  address: 'Via Roma 1',
  shopType: 1,
  shopTypeName: 'Nail shop',
  trialFlag: 1,
  expireTime: inDays(20),
  goodsType: 'monthly',
  email: '',
  msgNums: 12,
  shopActivity: 0,
  shopCustomNums: 0,
  shopAccountNums: 0,
  createTime: '2026-01-01T00:00:00Z',
  cashDeviceFlag: 0,
  cashDeviceIp: '10.0.0.5',
  country: 'IT',
  areaCode: '+39',
  remark: '',
  receiptNote: '',
  timeZone: 'Europe/Rome',
  currency: 'EUR',
  shopHeadquarter: 0,
  invitationCode: '',
  version: 3,
};

describe('shopPageExpiry (SPEC §2.17, §4: warning at 10 days, danger at 5)', () => {
  it('shows the first 10 characters of expireTime with the shop page colours', () => {
    expect(shopPageExpiry({ ...shop, expireTime: inDays(11) }, NOW)).toEqual({
      date: inDays(11).slice(0, 10),
      level: 'normal',
    });
    expect(shopPageExpiry({ ...shop, expireTime: inDays(10) }, NOW)?.level).toBe('warning');
    expect(shopPageExpiry({ ...shop, expireTime: inDays(6) }, NOW)?.level).toBe('warning');
    expect(shopPageExpiry({ ...shop, expireTime: inDays(5) }, NOW)?.level).toBe('danger');
    expect(shopPageExpiry({ ...shop, expireTime: inDays(-1) }, NOW)?.level).toBe('danger');
  });

  it('has no expiry on the free plan or without an expireTime', () => {
    expect(shopPageExpiry({ ...shop, goodsType: 'free' }, NOW)).toBeNull();
    expect(shopPageExpiry({ ...shop, expireTime: null }, NOW)).toBeNull();
  });
});

describe('planSummary', () => {
  it('gives the status and the valid-until date of a chain shop', () => {
    expect(planSummary(shop, NOW)).toEqual({ status: 'trial', date: inDays(20).slice(0, 10) });
    expect(planSummary({ ...shop, trialFlag: 0 }, NOW).status).toBe('formal');
    expect(planSummary({ ...shop, expireTime: inDays(-2) }, NOW).status).toBe('expired');
    expect(planSummary({ ...shop, goodsType: 'free', trialFlag: 0 }, NOW)).toEqual({ status: 'formal', date: null });
  });
});

describe('canManageBranches (SPEC §6, ADR 017)', () => {
  it('lets the headquarters owner manage, also while switched into a branch', () => {
    expect(canManageBranches({ accountType: 1, shopHeadquarter: 0, mainToken: null })).toBe(true);
    expect(canManageBranches({ accountType: 1, shopHeadquarter: 1, mainToken: 'main' })).toBe(true);
  });

  it('keeps a branch owner who logged in directly and every other account read-only', () => {
    expect(canManageBranches({ accountType: 1, shopHeadquarter: 1, mainToken: null })).toBe(false);
    expect(canManageBranches({ accountType: 0, shopHeadquarter: 0, mainToken: null })).toBe(false);
    expect(canManageBranches({ accountType: 2, shopHeadquarter: 0, mainToken: null })).toBe(false);
    expect(canManageBranches({ accountType: undefined, shopHeadquarter: undefined, mainToken: null })).toBe(false);
  });
});

describe('chainInOrder', () => {
  it('puts the headquarters first and keeps the branches in order', () => {
    const at = (id: number, shopHeadquarter: number) => ({ id, shopHeadquarter }) as TBranchShop;
    expect(chainInOrder([at(2, 1), at(1, 0), at(3, 1)]).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});

describe('toShopUpdate (SPEC §7 shop/update takes the whole shop object)', () => {
  it('sends the loaded shop with the trimmed edits and the version it was loaded with', () => {
    const values = { ...toShopFormValues(shop), shopName: '  New name ', logo: '/api/files/7/a.png', email: ' ' };
    const body = toShopUpdate(shop, values, 4);
    expect(body).toMatchObject({ id: 7, shopName: 'New name', logo: '/api/files/7/a.png', email: '', version: 4 });
    expect(body.msgNums).toBe(12);
    expect(body.goodsType).toBe('monthly');
  });

  it('edits and trims the receipt thank-you line (issue 21)', () => {
    const values = { ...toShopFormValues(shop), receiptNote: ' Grazie, a presto! ' };
    expect(toShopUpdate(shop, values, 2).receiptNote).toBe('Grazie, a presto!');
  });

  it('keeps the cash device IP unless the device is activated (SPEC §6)', () => {
    const values = { ...toShopFormValues(shop), cashDeviceIp: '10.0.0.9' };
    expect(toShopUpdate(shop, values, 3).cashDeviceIp).toBe('10.0.0.5');
    expect(toShopUpdate({ ...shop, cashDeviceFlag: 1 }, values, 3).cashDeviceIp).toBe('10.0.0.9');
  });
});

describe('timeZoneOptions', () => {
  it('lists the known zones sorted, with the shop’s own kept', () => {
    expect(timeZoneOptions('Mars/Base', ['Europe/Rome', 'Asia/Shanghai'])).toEqual([
      'Asia/Shanghai',
      'Europe/Rome',
      'Mars/Base',
    ]);
    expect(timeZoneOptions('Europe/Rome', ['Europe/Rome'])).toEqual(['Europe/Rome']);
  });
});

describe('the shop routes (SPEC §2.2, §2.3)', () => {
  it('registers the menu, the shop information without login and the branches; /shopInfo leads to the shop', () => {
    expect(findRoute('/frame/shopManage')?.isLoginRequired).toBe(true);
    expect(findRoute('/frame/shopManage/shopInfo')?.isLoginRequired).toBe(false);
    expect(findRoute('/frame/shopManage/chainShopManage')?.isLoginRequired).toBe(true);
    expect(resolveAlias('/shopInfo')).toBe('/frame/shopManage/shopInfo');
    expect(isRouteAvailable('/shopInfo')).toBe(true);
  });
});
