import {
  DESIGN_SIZES,
  DESIGN_TEXT_MAX,
  type TDesignDocument,
  type TDesignImage,
  type TDesignQr,
  type TDesignShape,
  type TDesignText,
} from '../../../../../../contract/marketing-images';
import { isSafeMultiLine } from '../../../../../../contract/safe-values';
import { clampFontSize, round2 } from './editor.layout';

/** New elements the toolbar adds (issue 25): sized to the design, centred, and never hiding one added before. */

/** An id no element of the document has: `e` and the first free number from the element count up. */
export function nextElementId(document: TDesignDocument): string {
  const taken = new Set(document.elements.map((element) => element.id));
  let number = document.elements.length + 1;
  while (taken.has(`e${number}`)) number++;
  return `e${number}`;
}

/** A text the contract accepts: control characters (a paste from elsewhere) dropped, at most DESIGN_TEXT_MAX long. */
export function cleanText(text: string, max = DESIGN_TEXT_MAX): string {
  let kept = '';
  for (const char of text) {
    // Whole characters only: cutting between the two halves of an emoji would leave a lone surrogate.
    if (kept.length + char.length > max) break;
    if (isSafeMultiLine(char)) kept += char;
  }
  return kept;
}

/** A one-line value (a QR code's link): line breaks become spaces, the rest as cleanText. */
export const cleanLine = (text: string, max: number) => cleanText(text.replace(/[\r\n\t]+/g, ' '), max);

/** Dark ink on a light background, white on a dark one. */
export function inkOn(background: string): string {
  const channel = (offset: number) => Number.parseInt(background.slice(offset, offset + 2), 16) / 255;
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.55 ? '#1f2937' : '#ffffff';
}

type TPlacement = { x: number; y: number; width: number; height: number };

/**
 * A box of the given size centred on the design; moved down and right by a step while an element already starts
 * exactly there, so that pressing 'add' twice shows two elements.
 */
function centred(document: TDesignDocument, width: number, height: number): TPlacement {
  const size = DESIGN_SIZES[document.size];
  const step = Math.round(Math.min(size.width, size.height) * 0.04);
  let x = round2((size.width - width) / 2);
  let y = round2((size.height - height) / 2);
  const isTaken = () => document.elements.some((element) => element.x === x && element.y === y);
  for (let tries = 0; tries < 10 && isTaken(); tries++) {
    x = round2(x + step);
    y = round2(y + step);
  }
  return { x, y, width: round2(width), height: round2(height) };
}

const base = { rotation: 0, opacity: 1 };
const shortSide = (document: TDesignDocument) =>
  Math.min(DESIGN_SIZES[document.size].width, DESIGN_SIZES[document.size].height);

export function newTextElement(document: TDesignDocument, id: string, text: string): TDesignText {
  const fontSize = clampFontSize(Math.round(shortSide(document) * 0.07));
  const lineHeight = 1.2;
  const width = DESIGN_SIZES[document.size].width * 0.8;
  return {
    type: 'text',
    id,
    ...base,
    ...centred(document, width, Math.ceil(fontSize * lineHeight * 1.1)),
    text: cleanText(text),
    fontSize,
    fontWeight: 'bold',
    fontStyle: 'normal',
    align: 'center',
    lineHeight,
    colour: inkOn(document.background),
  };
}

/** An image at half the design's short side, in its own proportions when they are known (width / height). */
export function newImageElement(document: TDesignDocument, id: string, src: string, aspectRatio = 1): TDesignImage {
  const side = shortSide(document) * 0.5;
  const ratio = Number.isFinite(aspectRatio) && aspectRatio > 0 ? Math.min(4, Math.max(0.25, aspectRatio)) : 1;
  const width = ratio >= 1 ? side : side * ratio;
  const height = ratio >= 1 ? side / ratio : side;
  return { type: 'image', id, ...base, ...centred(document, width, height), src, fit: 'cover', cornerRadius: 0 };
}

/** A QR code a third of the short side: large enough to scan from a poster or a phone screen. */
export function newQrElement(document: TDesignDocument, id: string, value: string): TDesignQr {
  const side = Math.round(shortSide(document) * 0.3);
  return {
    type: 'qr',
    id,
    ...base,
    ...centred(document, side, side),
    value: cleanLine(value, 300).trim() || 'https://',
    colour: '#000000',
    background: '#ffffff',
  };
}

export function newShapeElement(
  document: TDesignDocument,
  id: string,
  shape: TDesignShape['shape'],
  fill: string,
): TDesignShape {
  const side = Math.round(shortSide(document) * 0.4);
  return {
    type: 'shape',
    id,
    ...base,
    ...centred(document, side, side),
    shape,
    fill,
    cornerRadius: 0,
    strokeWidth: 0,
    stroke: '#000000',
  };
}
