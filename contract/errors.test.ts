import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, ERRORS, errorText, type TErrorKey } from './errors';
import { LANGUAGES } from './languages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const keysWithCode = (code: number) => ERROR_KEYS.filter((key) => ERRORS[key].code === code).sort();

describe('ERRORS', () => {
  it.each(ERROR_KEYS)('%s has a text in each of the five languages', (key) => {
    for (const language of LANGUAGES) {
      expect(ERRORS[key][language], `${key} ${language}`).toEqual(expect.any(String));
      expect(ERRORS[key][language].trim(), `${key} ${language}`).not.toBe('');
    }
  });

  it.each(ERROR_KEYS)('%s has the same placeholders in every language', (key) => {
    const english = placeholders(ERRORS[key].en);
    for (const language of LANGUAGES) expect(placeholders(ERRORS[key][language]), language).toEqual(english);
  });

  it('answers code 401 for a missing or expired session only', () => {
    expect(keysWithCode(401)).toEqual(['SESSION_EXPIRED']);
  });

  it('answers code 409 for the lost races: a stale version and a taken slot', () => {
    expect(keysWithCode(409)).toEqual(['CONFLICT', 'SLOT_TAKEN']);
  });

  it('answers code 429 for the rate limit only', () => {
    expect(keysWithCode(429)).toEqual(['RATE_LIMITED']);
  });

  it('never uses code 0, the code of success', () => {
    expect(keysWithCode(0)).toEqual([]);
  });

  it('gives each other error a code of its own', () => {
    const shared = new Set([401, 409, 429]);
    const codes = ERROR_KEYS.map((key) => ERRORS[key].code).filter((code) => !shared.has(code));
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('uses the SPEC §8 texts where the spec gives them', () => {
    const spec: [TErrorKey, string][] = [
      ['GENERIC', 'An error occurred, please contact the system administrator'],
      ['SESSION_EXPIRED', 'Login expired, please login again'],
      ['OLD_PASSWORD_INCORRECT', 'Incorrect old password'],
      ['FREE_PLAN_FORBIDDEN', 'free user insufficient permissions'],
      ['TERMS_REQUIRED', 'Please agree to the terms before continuing'],
      ['PHONE_REQUIRED_FOR_CODE', 'Please enter your phone number and try again'],
      ['AMOUNT_ERROR', 'Amount error'],
    ];
    for (const [key, text] of spec) expect(ERRORS[key].en, key).toBe(text);
  });
});

describe('errorText', () => {
  it('fills the placeholders it is given and leaves the others', () => {
    expect(errorText('CODE_RESEND_WAIT', 'it-IT', { seconds: 42 })).toBe(
      'Attendi 42 secondi prima di inviare di nuovo',
    );
    expect(errorText('CODE_RESEND_WAIT', 'en')).toBe('Please wait {seconds} seconds before sending again');
  });
});
