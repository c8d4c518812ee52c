import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';
import { descriptionKeyOf } from './meta-description';

/** The shell catalog's descriptions of a language. */
const descriptionsIn = (language: string): Record<string, string> =>
  JSON.parse(readFileSync(new URL(`../locales/${language}.json`, import.meta.url), 'utf8')).meta;

const PUBLIC_PATHS = ['/', '/login', '/signup', '/signup/ABC123', '/pricing', '/serviceInfo', '/contactUs', '/privacy'];

describe('public pages meta description', () => {
  it('names a page of its own where there is one, and the product description elsewhere', () => {
    expect(descriptionKeyOf('/')).toBe('meta.default');
    expect(descriptionKeyOf('/login')).toBe('meta.login');
    expect(descriptionKeyOf('/signup/ABC123')).toBe('meta.signup');
    expect(descriptionKeyOf('/del/customer')).toBe('meta.default');
    expect(descriptionKeyOf('/no-such-page')).toBe('meta.default');
  });

  it.each(LANGUAGES)('has a description of every public page in %s, of a length search engines show', (language) => {
    const descriptions = descriptionsIn(language);
    for (const path of PUBLIC_PATHS) {
      const text = descriptions[descriptionKeyOf(path).split('.')[1]];
      expect(text, path).toBeTruthy();
      expect(text.length, path).toBeLessThanOrEqual(200);
    }
  });
});
