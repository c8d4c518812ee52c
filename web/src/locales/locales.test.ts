import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, '..');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function flat(value: unknown, prefix = ''): [string, string][] {
  return value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
    : [[prefix, String(value)]];
}

/** The shell's catalogs (web/src/locales) and each feature's own (web/src/features/<feature>/locales). */
function catalogDirs(): string[] {
  const features = join(webSrc, 'features');
  const featureDirs = readdirSync(features)
    .map((feature) => join(features, feature, 'locales'))
    .filter((dir) => {
      try {
        return readdirSync(dir).length > 0;
      } catch {
        return false;
      }
    });
  return [here, ...featureDirs];
}

const load = (dir: string) =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'))]),
  );

describe.each(catalogDirs().map((dir) => [relative(webSrc, dir), dir]))(
  'locale catalogs in %s (STYLE rule 13)',
  (_, dir) => {
    const catalogs = load(dir);

    it('exist for exactly the five languages', () => {
      const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
      expect(files.map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...LANGUAGES].sort());
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))('%s has the same keys as en', (language) => {
      expect(keysOf(catalogs[language]).sort()).toEqual(keysOf(catalogs.en).sort());
    });

    it.each(LANGUAGES)('%s has no empty texts and keeps every {{placeholder}} of en', (language) => {
      const english = new Map(flat(catalogs.en));
      for (const [key, text] of flat(catalogs[language])) {
        expect(text.trim(), key).not.toBe('');
        const placeholders = (english.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort();
        expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual(placeholders);
      }
    });
  },
);

describe('feature catalogs', () => {
  it('use top-level keys that no other catalog uses, so merging never overwrites a text', () => {
    const owners = new Map<string, string>();
    for (const dir of catalogDirs()) {
      for (const key of Object.keys(load(dir).en)) {
        expect(owners.get(key), `${key} in ${relative(webSrc, dir)}`).toBeUndefined();
        owners.set(key, dir);
      }
    }
  });
});

type TGlossaryEntry = { means: string; use: string; avoid: string[] };

describe('glossary (docs/glossary.json)', () => {
  const glossary: Record<string, TGlossaryEntry[] | string> = JSON.parse(
    readFileSync(join(webSrc, '..', '..', 'docs', 'glossary.json'), 'utf8'),
  );
  /** Every text of a language, from the shell's catalog and each feature's. */
  const textsOf = (language: string) =>
    catalogDirs().flatMap((dir) =>
      flat(JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'))).map(([key, text]) => ({
        where: `${relative(webSrc, dir)}/${language}.json ${key}`,
        text,
      })),
    );

  it.each(LANGUAGES)('%s: each term is used and no catalog text uses a word it avoids', (language) => {
    const entries = glossary[language] as TGlossaryEntry[];
    expect(entries.length).toBeGreaterThan(0);
    const texts = textsOf(language);
    for (const { use, avoid } of entries) {
      expect(
        texts.some(({ text }) => text.toLocaleLowerCase(language).includes(use.toLocaleLowerCase(language))),
        use,
      ).toBe(true);
      const avoided = avoid.map((source) => new RegExp(source, 'i'));
      expect(
        texts.filter(({ text }) => avoided.some((pattern) => pattern.test(text))).map(({ where }) => where),
        `${language}: texts with a word the glossary avoids (${avoid.join(', ')})`,
      ).toEqual([]);
    }
  });
});
