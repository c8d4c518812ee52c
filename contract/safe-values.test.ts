import { describe, expect, it } from 'vitest';
import { INT4_MAX, zDate, zDateTime, zInt4, zMultiLineText, zText, zTimeOfDay } from './safe-values';

describe('safe values', () => {
  it('refuses NUL, other control characters and lone surrogates in one-line text', () => {
    const text = zText().max(50);
    expect(text.safeParse('Anna Rossi').success).toBe(true);
    expect(text.safeParse('caffè ☕ 😀').success).toBe(true);
    for (const bad of ['a\u0000b', 'a\tb', 'a\nb', 'a\u001Bb', 'a\u007Fb', 'a\u0085b', 'a\uD800b', 'a\uDC00']) {
      const result = text.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('CHECK_INPUT');
    }
  });

  it('allows tab and line breaks only in multi-line text', () => {
    const text = zMultiLineText();
    expect(text.safeParse('first line\r\nsecond\tline').success).toBe(true);
    expect(text.safeParse('a\u0000b').success).toBe(false);
    expect(text.safeParse('a\uDBFFb').success).toBe(false);
  });

  it('keeps the field key for a missing value', () => {
    expect(zText({ error: 'ACCOUNT_REQUIRED' }).safeParse(undefined).error?.issues[0].message).toBe('ACCOUNT_REQUIRED');
  });

  it('bounds integers to PostgreSQL integer', () => {
    expect(zInt4().safeParse(INT4_MAX).success).toBe(true);
    expect(zInt4().safeParse(INT4_MAX + 1).success).toBe(false);
    expect(zInt4().safeParse(-(2 ** 31) - 1).success).toBe(false);
    expect(zInt4().safeParse(1.5).success).toBe(false);
  });

  it('checks dates against the calendar and times against the clock', () => {
    expect(zDate().safeParse('2028-02-29').success).toBe(true);
    expect(zDate().safeParse('2026-02-30').success).toBe(false);
    expect(zDate().safeParse('2026-13-01').success).toBe(false);
    expect(zDate().safeParse('0000-01-01').success).toBe(false);
    expect(zDateTime().safeParse('2026-04-30 23:59').success).toBe(true);
    expect(zDateTime().safeParse('2026-04-31 10:00').success).toBe(false);
    expect(zDateTime().safeParse('2026-04-30 24:00').success).toBe(false);
    expect(zTimeOfDay().safeParse('23:59').success).toBe(true);
    expect(zTimeOfDay().safeParse('24:00').success).toBe(false);
    expect(zTimeOfDay().safeParse('9:00').success).toBe(false);
  });
});
