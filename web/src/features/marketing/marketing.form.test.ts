import { describe, expect, it } from 'vitest';
import { CARD_NO_PATTERN, isValidMoney, PHONE_PATTERN } from './marketing.form';

describe('isValidMoney', () => {
  it('allows 0 for rule amounts and needs 0.01 for recharges', () => {
    expect(isValidMoney('0', false)).toBe(true);
    expect(isValidMoney('0', true)).toBe(false);
    expect(isValidMoney('0.01', true)).toBe(true);
    expect(isValidMoney('1000000.00', true)).toBe(true);
    expect(isValidMoney('1000000.01', true)).toBe(false);
  });
});

describe('patterns', () => {
  it('match the contract rules', () => {
    expect(PHONE_PATTERN.test('')).toBe(true);
    expect(PHONE_PATTERN.test('+39 333 123 4567')).toBe(true);
    expect(PHONE_PATTERN.test('12ab')).toBe(false);
    expect(CARD_NO_PATTERN.test('G-0001')).toBe(true);
    expect(CARD_NO_PATTERN.test('G 0001')).toBe(false);
  });
});
