import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { menusForGrants } from '../../../contract/menus';
import { detectClient } from './device.detect';
import { insidePasswordHash, md5 } from './md5';
import { centsToDecimalString, decimalToCents, formatCents } from './money.format';
import { createNonceKeeper } from './request.nonce';
import { isPathOpen } from './route.access';
import { findRoute, isRouteAvailable, matchesPattern, resolveAlias } from './route.registry';
import { isLoggedInToken } from './session.token';
import { shopToday } from './shop-today';

describe('md5', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['a', '0cc175b9c0f1b6a831c399e269772661'],
    ['abc', '900150983cd24fb0d6963f7d28e17f72'],
    ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
    ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
    [
      '12345678901234567890123456789012345678901234567890123456789012345678901234567890',
      '57edf4a22be3c955ac49da2e2107b67a',
    ],
  ])('md5(%j) is the RFC 1321 vector', (input, expected) => {
    expect(md5(input)).toBe(expected);
  });

  it('hashes UTF-8 and long inputs like node:crypto', () => {
    for (const input of ['美业美发', 'è€ñ', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'y'.repeat(1000)]) {
      expect(md5(input)).toBe(createHash('md5').update(input, 'utf8').digest('hex'));
    }
  });

  it('builds the h5/pwdInside secret: uppercase MD5 of password + account', () => {
    expect(insidePasswordHash('demo1234', 'demo')).toBe(
      createHash('md5').update('demo1234demo').digest('hex').toUpperCase(),
    );
  });
});

describe('isLoggedInToken (SPEC §4)', () => {
  it('treats empty, null and the string "null" as logged out', () => {
    expect(isLoggedInToken(null)).toBe(false);
    expect(isLoggedInToken(undefined)).toBe(false);
    expect(isLoggedInToken('')).toBe(false);
    expect(isLoggedInToken('  ')).toBe(false);
    expect(isLoggedInToken('null')).toBe(false);
    expect(isLoggedInToken('abc123')).toBe(true);
  });
});

describe('createNonceKeeper', () => {
  it('reuses the nonce for a retried submission and makes a new one for changed values or after success', () => {
    let n = 0;
    const keeper = createNonceKeeper(() => `n${++n}`);
    expect(keeper.nonceFor({ a: 1 })).toBe('n1');
    expect(keeper.nonceFor({ a: 1 })).toBe('n1');
    expect(keeper.nonceFor({ a: 2 })).toBe('n2');
    keeper.finish();
    expect(keeper.nonceFor({ a: 2 })).toBe('n3');
  });
});

describe('money', () => {
  it('turns cents into a decimal string without float arithmetic', () => {
    expect(centsToDecimalString(0)).toBe('0.00');
    expect(centsToDecimalString(5)).toBe('0.05');
    expect(centsToDecimalString(99900)).toBe('999.00');
    expect(centsToDecimalString(-1234)).toBe('-12.34');
    expect(() => centsToDecimalString(1.5)).toThrow();
  });

  it('formats with Intl in the chosen language', () => {
    expect(formatCents(26900, 'CNY', 'en')).toBe('CN¥269.00');
    expect(formatCents(12345678, 'EUR', 'it-IT')).toMatch(/123\.456,78\s€/);
  });
});

describe('decimalToCents', () => {
  it('reads units with up to two decimals, a dot or a comma, as integer cents without floats', () => {
    expect(decimalToCents('12')).toBe(1200);
    expect(decimalToCents('12.5')).toBe(1250);
    expect(decimalToCents('12,05')).toBe(1205);
    expect(decimalToCents('100.00')).toBe(10000);
    expect(decimalToCents('0,07')).toBe(7);
    expect(decimalToCents('0.1')).toBe(10);
    expect(decimalToCents(' 5 ')).toBe(500);
    expect(decimalToCents('1234567.89')).toBe(123456789);
    expect(decimalToCents(0.1)).toBe(10);
    expect(decimalToCents(12.3)).toBe(1230);
    expect(decimalToCents(19.99)).toBe(1999);
  });

  it('refuses what is not a non-negative amount with at most two decimals', () => {
    expect(decimalToCents('')).toBeNull();
    expect(decimalToCents(null)).toBeNull();
    expect(decimalToCents(undefined)).toBeNull();
    expect(decimalToCents('-1')).toBeNull();
    expect(decimalToCents('1.234')).toBeNull();
    expect(decimalToCents('abc')).toBeNull();
    expect(decimalToCents('1e3')).toBeNull();
  });
});

describe('route registry', () => {
  it('matches patterns segment by segment', () => {
    expect(matchesPattern('/signup/:invitationCode', '/signup/ABC')).toBe(true);
    expect(matchesPattern('/signup/:invitationCode', '/signup')).toBe(false);
    expect(matchesPattern('/frame/appointNew/:date', '/frame/appointNew/:date')).toBe(true);
  });

  it('knows which screens exist', () => {
    expect(isRouteAvailable('/frame/controlPad')).toBe(true);
    expect(isRouteAvailable('/signup/XYZ')).toBe(true);
    expect(isRouteAvailable('/frame/payDetail')).toBe(true);
    expect(isRouteAvailable('/frame/settings')).toBe(true);
    expect(isRouteAvailable('/frame/timeManage')).toBe(true);
    expect(isRouteAvailable('/frame/chooseMarketing/marketingImage')).toBe(true);
    expect(isRouteAvailable('/frame/noSuchScreen')).toBe(false);
    // SPEC §2.2: the cash machine page needs no login (its visitor is asked to log in).
    expect(findRoute('/frame/choosePerformance/cashDeviceDetail')).toMatchObject({
      isLoginRequired: false,
      titleKey: 'route.cashDeviceDetail',
    });
    expect(findRoute('/frame/controlPad')?.titleKey).toBe('route.controlPad');
  });

  it('opens a menu-controlled path only to the menus that grant it (SPEC §6)', () => {
    const tech = menusForGrants(['dashboard', 'appointments', 'customers', 'renewal']).map((menu) => ({ ...menu }));
    expect(isPathOpen('/frame/appointNew/2026-11-23', tech)).toBe(true);
    expect(isPathOpen('/frame/chooseCustomerPage/customerDetail/12', tech)).toBe(true);
    expect(isPathOpen('/frame/employerManage', tech)).toBe(false);
    expect(isPathOpen('/frame/timeManage', tech)).toBe(false);
    expect(isPathOpen('/frame/settings/timeManage', tech)).toBe(false);
    // The dashboard, paths no menu covers, and an account whose menus are not loaded yet are never held back.
    expect(isPathOpen('/frame/controlPad', tech)).toBe(true);
    expect(isPathOpen('/serviceInfo', tech)).toBe(true);
    expect(isPathOpen('/frame/employerManage', null)).toBe(true);
  });

  it('maps the old flat paths to the SPEC §2.2 routes', () => {
    expect(resolveAlias('/frame/performance')).toBe('/frame/choosePerformance/performance');
    expect(resolveAlias('/frame/controlPad')).toBe('/frame/controlPad');
  });
});

describe('detectClient', () => {
  it('reads os and version from the user agent', () => {
    expect(detectClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toMatchObject({
      os: 'Windows',
      osVersion: '10.0',
    });
    expect(detectClient('Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X)')).toMatchObject({
      os: 'iOS',
      osVersion: '17.4',
    });
    expect(detectClient('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toMatchObject({ os: 'Android', osVersion: '14' });
  });
});

describe('today where the shop is', () => {
  it('uses the shop zone, not the browser’s', () => {
    const lateEvening = new Date('2026-11-23T23:30:00Z');
    expect(shopToday('Europe/Rome', lateEvening)).toBe('2026-11-24');
    expect(shopToday('America/New_York', lateEvening)).toBe('2026-11-23');
    expect(shopToday('Asia/Shanghai', new Date('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
  });

  it('falls back to a real date when the zone is unknown', () => {
    expect(shopToday('Not/AZone')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shopToday(undefined)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
