import { describe, expect, it } from 'vitest';
import { isSearchKeyLongEnough, maskPhone, phoneDigitsOfKey } from './search-keys';

describe('isSearchKeyLongEnough', () => {
  it('takes 2 characters of a name, letters of any script included', () => {
    expect(isSearchKeyLongEnough('Li')).toBe(true);
    expect(isSearchKeyLongEnough('王芳')).toBe(true);
    expect(isSearchKeyLongEnough(' a ')).toBe(false);
    expect(isSearchKeyLongEnough('%')).toBe(false);
  });

  it('takes 4 digits of a number, whatever it is typed with', () => {
    expect(isSearchKeyLongEnough('4567')).toBe(true);
    expect(isSearchKeyLongEnough('+39 3')).toBe(false);
    expect(isSearchKeyLongEnough('34-7')).toBe(false);
    expect(isSearchKeyLongEnough('(34) 7-1')).toBe(true);
  });

  it('reads a card number with letters as text', () => {
    expect(isSearchKeyLongEnough('V1')).toBe(true);
    expect(phoneDigitsOfKey('VIP0043')).toBe('');
  });
});

describe('maskPhone', () => {
  it('hides every digit but the last 4, keeping how it was typed', () => {
    expect(maskPhone('347 7654321')).toBe('*** ***4321');
    expect(maskPhone('+39 347-765-4321')).toBe('+** ***-***-4321');
  });

  it('leaves a short or empty phone as it is', () => {
    expect(maskPhone('4321')).toBe('4321');
    expect(maskPhone('')).toBe('');
  });
});
