import { type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { TPdfFonts } from './pdf-fonts';

/** Text on a PDF page in the document's fonts: measured, wrapped to a width, and drawn run by run. */

export const INK = rgb(0.07, 0.07, 0.07);
export const MUTED = rgb(0.4, 0.4, 0.4);

/** The width of a text at a size, in points. */
export const textWidth = (fonts: TPdfFonts, text: string, size: number) =>
  fonts.runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);

/** Chinese, Japanese and Korean characters, which may break a line anywhere. */
const BREAKS_ANYWHERE = /[\u2e80-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/u;

/** The pieces a line may break between: words with their trailing space, or single CJK characters. */
function breakableParts(text: string): string[] {
  const parts: string[] = [];
  let word = '';
  for (const char of text) {
    if (BREAKS_ANYWHERE.test(char)) {
      if (word) parts.push(word);
      parts.push(char);
      word = '';
    } else if (char === ' ') {
      parts.push(`${word} `);
      word = '';
    } else {
      word += char;
    }
  }
  if (word) parts.push(word);
  return parts;
}

/** Splits a part wider than a line into pieces that fit, character by character. */
function splitWide(fonts: TPdfFonts, part: string, size: number, maxWidth: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of part) {
    if (piece && textWidth(fonts, piece + char, size) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A text wrapped into lines no wider than maxWidth: at spaces, between CJK characters, and inside too long words. */
export function wrapText(fonts: TPdfFonts, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const part of breakableParts(paragraph).flatMap((p) => splitWide(fonts, p, size, maxWidth))) {
      if (line && textWidth(fonts, (line + part).trimEnd(), size) > maxWidth) {
        lines.push(line.trimEnd());
        line = part.trimStart();
      } else {
        line += part;
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

export type TDrawOptions = { x: number; y: number; size: number; color?: RGB };

/** Draws one line of text with its baseline at y, each run in its font. */
export function drawText(page: PDFPage, fonts: TPdfFonts, text: string, { x, y, size, color = INK }: TDrawOptions) {
  let left = x;
  for (const run of fonts.runs(text)) {
    page.drawText(run.text, { x: left, y, size, font: run.font, color });
    left += run.font.widthOfTextAtSize(run.text, size);
  }
}
