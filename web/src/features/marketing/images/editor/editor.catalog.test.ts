import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../../../contract/languages';
import { DESIGN_SIZE_KEYS } from '../../../../../../contract/marketing-images';

/**
 * The editor's catalogs (STYLE rule 13). They sit below the feature's own folder, where web/src/locales/locales.test.ts
 * does not look, so the same checks run here, with the keys the code uses.
 */

const here = dirname(fileURLToPath(import.meta.url));
type TTree = { [key: string]: string | TTree };

const flat = (tree: TTree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : flat(value, `${prefix}${key}.`),
  );

const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => {
    const json = JSON.parse(readFileSync(join(here, 'locales', `${language}.json`), 'utf8'));
    return [language, new Map(flat(json.marketing.images.editor))];
  }),
);
const english = catalogs.en;

describe('design editor catalogs', () => {
  it('exist for exactly the five languages, under marketing.images.editor only', () => {
    const files = readdirSync(join(here, 'locales')).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...LANGUAGES].sort());
    for (const language of LANGUAGES) {
      const json = JSON.parse(readFileSync(join(here, 'locales', `${language}.json`), 'utf8'));
      expect(Object.keys(json)).toEqual(['marketing']);
      expect(Object.keys(json.marketing)).toEqual(['images']);
      expect(Object.keys(json.marketing.images)).toEqual(['editor']);
    }
  });

  it.each(LANGUAGES)('%s has the keys of en, no empty text, and the same {{placeholders}}', (language) => {
    const catalog = catalogs[language];
    expect([...catalog.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of catalog) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (english.get(key)?.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect((text.match(/\{\{\w+\}\}/g) ?? []).sort(), key).toEqual(placeholders);
    }
  });

  it('has every key the code asks for', () => {
    const sources = readdirSync(here)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test.'))
      .map((file) => readFileSync(join(here, file), 'utf8'))
      .join('\n');
    const used = [...sources.matchAll(/(?:marketing\.images\.editor|\$\{K\})\.([a-zA-Z]+(?:\.[a-zA-Z]+)*)\b/g)].map(
      (match) => match[1],
    );
    const families = {
      sizes: DESIGN_SIZE_KEYS,
      kinds: ['text', 'shape', 'image', 'qr'],
      box: ['x', 'y', 'width', 'height', 'rotation'],
      colours: [...readFileSync(join(here, 'colour-field.tsx'), 'utf8').matchAll(/name: '(\w+)'/g)].map((m) => m[1]),
    };
    const expected = [
      ...used.filter((key) => !(key in families)),
      ...Object.entries(families).flatMap(([family, names]) => names.map((name) => `${family}.${name}`)),
    ];
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((key) => !english.has(key))).toEqual([]);
  });

  it('uses none of the words the glossary avoids', () => {
    const glossary = JSON.parse(readFileSync(join(here, '../../../../../../docs/glossary.json'), 'utf8')) as Record<
      string,
      { avoid: string[] }[] | string
    >;
    for (const language of LANGUAGES) {
      const entries = glossary[language];
      if (typeof entries === 'string') continue;
      const avoided = entries.flatMap((entry) => entry.avoid.map((source) => new RegExp(source, 'i')));
      const offending = [...catalogs[language]].filter(([, text]) => avoided.some((pattern) => pattern.test(text)));
      expect(offending, language).toEqual([]);
    }
  });
});
