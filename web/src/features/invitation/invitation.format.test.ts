import { describe, expect, it } from 'vitest';
import { formatShopTime } from '../../lib/date.format';
import { checkWithdrawAmount, shareLink } from './invitation.format';

describe('invitation format (SPEC §2.18, §9)', () => {
  it('builds the share link on the app’s own address with the sign-up route', () => {
    expect(shareLink('https://salon.example', '/', 'AB12CD')).toBe('https://salon.example/#/signup/AB12CD');
    expect(shareLink('http://127.0.0.1:8080', '/app/', 'x y')).toBe('http://127.0.0.1:8080/app/#/signup/x%20y');
  });

  it('checks a withdrawal amount against the format, the available amount and the minimum', () => {
    expect(checkWithdrawAmount(null, 5000, 1000)).toBe('format');
    expect(checkWithdrawAmount(0, 5000, 1000)).toBe('format');
    expect(checkWithdrawAmount(5001, 5000, 1000)).toBe('exceedsAvailable');
    expect(checkWithdrawAmount(999, 5000, 1000)).toBe('belowMinimum');
    expect(checkWithdrawAmount(1000, 5000, 1000)).toBeNull();
    expect(checkWithdrawAmount(5000, 5000, 1000)).toBeNull();
  });

  it('writes an instant in the shop’s zone', () => {
    const instant = '2025-03-30T23:30:00.000Z';
    expect(formatShopTime(instant, 'en', 'Europe/Rome', false)).toBe('Mar 31, 2025');
    expect(formatShopTime(instant, 'en', 'UTC', false)).toBe('Mar 30, 2025');
    expect(formatShopTime(null, 'en', 'UTC')).toBe('');
  });
});
