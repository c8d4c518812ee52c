import fontFacesCss from '@fontsource/noto-sans-sc/400.css?raw';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { parseFontPieces, pieceIndexOf, piecesNeeded, type TFontPiece } from './pdf-font-ranges';

/** The URL of each piece in the build, by file name; the files are fetched only when a document needs them. */
const PIECE_URLS: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(
      '../../../../node_modules/@fontsource/noto-sans-sc/files/noto-sans-sc-{latin,latin-ext,cyrillic,vietnamese,[0-9]*}-400-normal.woff',
      {
        eager: true,
        query: '?url',
        import: 'default',
      },
    ),
  ).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]),
);

let piecesCache: TFontPiece[] | null = null;
const fontPieces = () => {
  piecesCache ??= parseFontPieces(fontFacesCss);
  return piecesCache;
};

/** The pieces the stylesheet declares that the build does not carry (none, or a font update broke the glob). */
export const piecesMissingFromBuild = () => fontPieces().filter((piece) => !PIECE_URLS[piece.file]);

/** Reads a piece's bytes: fetched from the build in the browser; the unit tests read the package's file. */
export type TReadFontFile = (file: string) => Promise<ArrayBuffer | Uint8Array>;

const fetchFontFile: TReadFontFile = async (file) => {
  const url = PIECE_URLS[file];
  if (!url) throw new Error(`font piece ${file} is not in the build`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`font piece ${file}: HTTP ${response.status}`);
  return response.arrayBuffer();
};

/** A stretch of text drawn with one font. */
export type TTextRun = { font: PDFFont; text: string };

/** The fonts embedded in one document, and how to split a text into runs each font can draw. */
export type TPdfFonts = { runs: (text: string) => TTextRun[] };

/**
 * Embeds the pieces of Noto Sans SC that the given texts need (each subset to the glyphs used, so a receipt weighs a
 * few KB) and answers how to draw any of those texts: consecutive characters of one piece make one run.
 */
export async function embedFontsFor(
  doc: PDFDocument,
  texts: readonly string[],
  readFile: TReadFontFile = fetchFontFile,
): Promise<TPdfFonts> {
  doc.registerFontkit(fontkit);
  const pieces = fontPieces();
  const needed = piecesNeeded(pieces, texts);
  const fonts = new Map<number, PDFFont>();
  await Promise.all(
    needed.map(async (index) => {
      const piece = pieces[index];
      if (!piece) return;
      const bytes = await readFile(piece.file);
      fonts.set(
        index,
        await doc.embedFont(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), { subset: true }),
      );
    }),
  );
  const fallback = fonts.get(needed[0] ?? 0);
  if (!fallback) throw new Error('no font piece could be embedded');
  const fontOf = (char: string) => fonts.get(pieceIndexOf(pieces, char.codePointAt(0) ?? 0)) ?? fallback;

  return {
    runs(text) {
      const runs: TTextRun[] = [];
      for (const char of text) {
        const font = fontOf(char);
        const last = runs.at(-1);
        if (last && last.font === font) last.text += char;
        else runs.push({ font, text: char });
      }
      return runs;
    },
  };
}
