import fontFacesCss from '@fontsource/noto-sans-sc/400.css?raw';
import { describe, expect, it } from 'vitest';
import { parseFontPieces, pieceIndexOf, piecesNeeded } from './pdf-font-ranges';

const pieces = parseFontPieces(fontFacesCss);
/** Every catalog of the app and of its areas, in the five languages. */
const catalogs = Object.values(
  import.meta.glob<unknown>('../../**/locales/*.json', { eager: true, import: 'default' }),
);
const code = (char: string) => char.codePointAt(0) ?? 0;

describe('the PDF font pieces (ADR 028)', () => {
  it('reads every piece of the stylesheet, Latin first', () => {
    expect(pieces.length).toBeGreaterThan(100);
    expect(pieces[0]?.file).toBe('noto-sans-sc-latin-400-normal.woff');
    expect(pieces[1]?.file).toBe('noto-sans-sc-latin-ext-400-normal.woff');
    expect(pieces.every((piece) => piece.ranges.length > 0)).toBe(true);
  });

  it('takes a Latin text, euro and accents included, from the Latin piece alone', () => {
    expect(piecesNeeded(pieces, ['Ricevuta n. 12 — €12,50 à ç ñ ü', '12,50 €'])).toEqual([0]);
  });

  it('finds a piece for Chinese characters, and needs one more piece only for other characters', () => {
    const wash = pieceIndexOf(pieces, code('洗'));
    expect(wash).toBeGreaterThan(1);
    expect(piecesNeeded(pieces, ['Wash 洗'])).toEqual([0, wash].sort((a, b) => a - b));
    expect(pieceIndexOf(pieces, code('\u{10ffff}'))).toBe(-1);
  });

  it("covers every character of the product's five languages", () => {
    expect(catalogs.length).toBeGreaterThan(50);
    const chars = new Set(catalogs.flatMap((catalog) => [...JSON.stringify(catalog)]));
    const uncovered = [...chars].filter((char) => char.trim() && pieceIndexOf(pieces, code(char)) < 0);
    expect(uncovered).toEqual([]);
  });
});

describe('the PDF font pieces in the build', () => {
  it('carries every piece the stylesheet declares', async () => {
    const { piecesMissingFromBuild } = await import('./pdf-fonts');
    expect(piecesMissingFromBuild()).toEqual([]);
  });
});
