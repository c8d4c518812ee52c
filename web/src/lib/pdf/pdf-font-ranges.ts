/**
 * The PDF font's pieces (ADR 028): Noto Sans SC as @fontsource/noto-sans-sc ships it, split into about a hundred
 * files by Unicode range, as its @font-face rules declare them. A document fetches only the pieces its text needs:
 * a Latin receipt one file of about 30 KB, a Chinese one a few more.
 */
export type TFontPiece = { file: string; ranges: readonly (readonly [number, number])[] };

const FACE = /@font-face\s*{([^}]*)}/g;
const WOFF_FILE = /url\([^)]*?([^/)]+\.woff)\)/;
const UNICODE_RANGE = /unicode-range:\s*([^;]+);/;

/** 'U+4e00-4e3f' or 'U+20ac' as a closed range of code points. */
function rangeOf(text: string): readonly [number, number] | null {
  const match = /^U\+([0-9a-f]+)(?:-([0-9a-f]+))?$/i.exec(text.trim());
  if (!match) return null;
  const from = Number.parseInt(match[1] ?? '', 16);
  return [from, match[2] ? Number.parseInt(match[2], 16) : from];
}

/**
 * The pieces a stylesheet of @font-face rules declares, Latin ones first: a character that more than one piece
 * covers (punctuation, digits) then comes from the piece a Latin text needs anyway.
 */
export function parseFontPieces(css: string): TFontPiece[] {
  const pieces: TFontPiece[] = [];
  for (const [, body = ''] of css.matchAll(FACE)) {
    const file = WOFF_FILE.exec(body)?.[1];
    const ranges = UNICODE_RANGE.exec(body)?.[1];
    if (!file || !ranges) continue;
    pieces.push({
      file,
      ranges: ranges.split(',').flatMap((text) => {
        const range = rangeOf(text);
        return range ? [range] : [];
      }),
    });
  }
  const rank = (piece: TFontPiece) => (/-latin-\d/.test(piece.file) ? 0 : /-latin-ext-/.test(piece.file) ? 1 : 2);
  return pieces
    .map((piece, index) => ({ piece, index }))
    .sort((a, b) => rank(a.piece) - rank(b.piece) || a.index - b.index)
    .map(({ piece }) => piece);
}

/** The index of the first piece that covers a code point, or -1. */
export function pieceIndexOf(pieces: readonly TFontPiece[], codePoint: number): number {
  return pieces.findIndex((piece) => piece.ranges.some(([from, to]) => codePoint >= from && codePoint <= to));
}

/** The pieces a set of texts needs (indices, ascending); characters no piece covers fall back to the first piece. */
export function piecesNeeded(pieces: readonly TFontPiece[], texts: readonly string[]): number[] {
  const needed = new Set<number>([0]);
  for (const text of texts) {
    for (const char of text) {
      const index = pieceIndexOf(pieces, char.codePointAt(0) ?? 0);
      if (index >= 0) needed.add(index);
    }
  }
  return [...needed].sort((a, b) => a - b);
}
