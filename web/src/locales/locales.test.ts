import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';

const here = dirname(fileURLToPath(import.meta.url));

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(here, `${language}.json`), 'utf8'))]),
);

describe('locale catalogs (STYLE rule 13)', () => {
  it('exist for exactly the five languages', () => {
    const files = readdirSync(here).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the same keys as en', (language) => {
    expect(keysOf(catalogs[language]).sort()).toEqual(keysOf(catalogs.en).sort());
  });

  it.each(LANGUAGES)('%s has no empty texts and keeps every {{placeholder}} of en', (language) => {
    const flat = (value: unknown, prefix = ''): [string, string][] =>
      value !== null && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
        : [[prefix, String(value)]];
    const english = new Map(flat(catalogs.en));
    for (const [key, text] of flat(catalogs[language])) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (english.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual(placeholders);
    }
  });
});
