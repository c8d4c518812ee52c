import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import fr from '../locales/fr.json';
import it_ from '../locales/it-IT.json';
import zh from '../locales/zh-CN.json';
import { descriptionKeyOf } from './meta-description';

const PUBLIC_PATHS = ['/', '/login', '/signup', '/signup/ABC123', '/pricing', '/serviceInfo', '/contactUs', '/privacy'];

describe('public pages meta description', () => {
  it('names a page of its own where there is one, and the product description elsewhere', () => {
    expect(descriptionKeyOf('/')).toBe('meta.default');
    expect(descriptionKeyOf('/login')).toBe('meta.login');
    expect(descriptionKeyOf('/signup/ABC123')).toBe('meta.signup');
    expect(descriptionKeyOf('/del/customer')).toBe('meta.default');
    expect(descriptionKeyOf('/no-such-page')).toBe('meta.default');
  });

  it.each([
    ['en', en],
    ['es', es],
    ['fr', fr],
    ['it-IT', it_],
    ['zh-CN', zh],
  ])('has a description of every public page in %s, of a length search engines show', (_language, catalog) => {
    for (const path of PUBLIC_PATHS) {
      const key = descriptionKeyOf(path).split('.')[1] as keyof typeof catalog.meta;
      const text = catalog.meta[key];
      expect(text, path).toBeTruthy();
      expect(text.length, path).toBeLessThanOrEqual(200);
    }
  });
});
