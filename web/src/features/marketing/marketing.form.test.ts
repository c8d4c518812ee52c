import { describe, expect, it } from 'vitest';
import { CARD_NO_PATTERN, isValidMoney, moneyToCents, PHONE_PATTERN } from './marketing.form';

describe('moneyToCents', () => {
  it('reads units and up to two decimals as integer cents', () => {
    expect(moneyToCents('100')).toBe(10000);
    expect(moneyToCents('100.00')).toBe(10000);
    expect(moneyToCents('100.5')).toBe(10050);
    expect(moneyToCents('0,07')).toBe(7);
    expect(moneyToCents(12.3)).toBe(1230);
  });

  it('refuses what is not a non-negative amount', () => {
    expect(moneyToCents('')).toBeNull();
    expect(moneyToCents('-1')).toBeNull();
    expect(moneyToCents('1.234')).toBeNull();
    expect(moneyToCents('abc')).toBeNull();
    expect(moneyToCents(null)).toBeNull();
  });
});

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
