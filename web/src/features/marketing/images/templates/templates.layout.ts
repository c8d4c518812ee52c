import {
  DESIGN_DOCUMENT_VERSION,
  DESIGN_SIZES,
  DESIGN_TEXT_MAX,
  type TDesignDocument,
  type TDesignElement,
  type TDesignImage,
  type TDesignQr,
  type TDesignShape,
  type TDesignSize,
  type TDesignText,
} from '../../../../../../contract/marketing-images';

/**
 * The geometry the gallery's templates share (issue 25): the canvas of a size, an estimate of how wide a text runs and
 * where it wraps, a font size fitted to a box and a number of lines, and columns of blocks stacked top to bottom that
 * shrink together when they would not fit. Pure: no DOM, so the templates and their tests run anywhere.
 */

export type TRect = { x: number; y: number; width: number; height: number };
export type TAlign = 'left' | 'center' | 'right';

/** A design size with the measures templates lay out by: `unit` is 1 on the square and grows with the short side. */
export type TCanvas = {
  size: TDesignSize;
  width: number;
  height: number;
  /** The short side over the square's 1080 px: fonts, gaps and shapes are given for the square and times this. */
  unit: number;
  margin: number;
  /** Wider than high (1200 × 630): content goes side by side. */
  isLandscape: boolean;
  /** Much higher than wide (the story): there is room to spare vertically. */
  isTall: boolean;
  /** How much a template's message may grow into room to spare (stack's `grow`): most on the tall story. */
  grow: number;
};

export function canvasOf(size: TDesignSize): TCanvas {
  const { width, height } = DESIGN_SIZES[size];
  const unit = Math.min(width, height) / 1080;
  return {
    size,
    width,
    height,
    unit,
    margin: 72 * unit,
    isLandscape: width > height * 1.2,
    isTall: height > width * 1.5,
    grow: height > width * 1.5 ? 1.3 : 1.1,
  };
}

/** Two decimals are finer than any screen or print needs, and keep the saved JSON short. */
export const round2 = (value: number) => Math.round(value * 100) / 100;

export const inset = (rect: TRect, by: number): TRect => ({
  x: rect.x + by,
  y: rect.y + by,
  width: Math.max(1, rect.width - 2 * by),
  height: Math.max(1, rect.height - 2 * by),
});

/** The whole canvas as a rectangle. */
export const canvasRect = (c: TCanvas): TRect => ({ x: 0, y: 0, width: c.width, height: c.height });

/** A rectangle split left and right: `share` of the width goes left, `gap` between. */
export function splitColumns(rect: TRect, share: number, gap: number): [TRect, TRect] {
  const left = (rect.width - gap) * share;
  return [
    { ...rect, width: left },
    { ...rect, x: rect.x + left + gap, width: rect.width - left - gap },
  ];
}

/** The part of a rectangle between two heights (clamped to it). */
export function between(rect: TRect, top: number, bottom: number): TRect {
  const y = Math.max(rect.y, top);
  return { ...rect, y, height: Math.max(1, Math.min(rect.y + rect.height, bottom) - y) };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/g;

/** A shop's text on one line: line breaks and control characters become spaces, runs of spaces one. */
export function oneLine(value: string | null | undefined): string {
  return (value ?? '').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/* --- Text measure ---------------------------------------------------------------------------------------------- */

/** Han, kana, Hangul and full-width forms: about as wide as they are high. */
const WIDE_SCRIPT =
  /[\u1100-\u115F\u2E80-\u303E\u3040-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;
const BROAD_LATIN = /[mwMW@%&]/;
const CAPITAL = /[A-Z0-9€£$]/;
const NARROW = /[\s.,:;!'|ijlftr()[\]-]/;

/**
 * How wide a character runs, in ems. A little above the font's own widths (Noto Sans SC's Latin averages about 0.5 em)
 * so that the canvas never needs a line more than the estimate.
 */
export function charWidth(char: string, isBold = false): number {
  const code = char.codePointAt(0) ?? 0;
  let em: number;
  if (code > 0xffff || WIDE_SCRIPT.test(char)) em = 1;
  else if (BROAD_LATIN.test(char)) em = 0.95;
  else if (CAPITAL.test(char)) em = 0.7;
  else if (NARROW.test(char)) em = 0.4;
  else em = 0.6;
  return isBold ? em * 1.06 : em;
}

export function textWidth(text: string, fontSize: number, isBold = false): number {
  let ems = 0;
  for (const char of text) ems += charWidth(char, isBold);
  return ems * fontSize;
}

/**
 * The lines a text takes in a box `width` wide, broken as the canvas breaks them (Konva's word wrap): each line takes
 * as much as fits, cut back to its last space or dash when there is one, else cut inside the word (Chinese has none).
 */
export function wrapLines(text: string, width: number, fontSize: number, isBold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let rest = [...paragraph.trim()];
    if (rest.length === 0) lines.push('');
    while (rest.length > 0) {
      let fit = 0;
      let used = 0;
      while (fit < rest.length && used + charWidth(rest[fit], isBold) * fontSize <= width + 1e-6) {
        used += charWidth(rest[fit], isBold) * fontSize;
        fit++;
      }
      if (fit === rest.length) {
        lines.push(rest.join(''));
        break;
      }
      let cut = Math.max(1, fit);
      if (rest[fit] !== ' ' && rest[fit] !== '-') {
        const head = rest.slice(0, fit);
        const breakAt = Math.max(head.lastIndexOf(' '), head.lastIndexOf('-')) + 1;
        if (breakAt > 0) cut = breakAt;
      }
      lines.push(rest.slice(0, cut).join('').trimEnd());
      rest = [...rest.slice(cut).join('').trimStart()];
    }
  }
  return lines;
}

export type TFittedText = { text: string; fontSize: number; lines: number };
export type TFitOptions = { fontSize: number; minFontSize?: number; maxLines?: number; isBold?: boolean };

const FONT_MIN = 8;
const FONT_MAX = 600;

/**
 * The largest font size, from `fontSize` down to `minFontSize`, at which the text takes at most `maxLines` lines of a
 * box `width` wide. A text too long even then is cut at a word's end with an ellipsis, so a box never grows past its
 * lines (a shop's address of 300 characters still leaves the footer where it was).
 */
export function fitText(text: string, width: number, options: TFitOptions): TFittedText {
  const maxLines = options.maxLines ?? 2;
  const isBold = options.isBold ?? false;
  const ceiling = Math.min(FONT_MAX, Math.max(FONT_MIN, Math.floor(options.fontSize)));
  const floor = Math.min(ceiling, Math.max(FONT_MIN, Math.floor(options.minFontSize ?? options.fontSize * 0.6)));
  const capped = [...text].slice(0, DESIGN_TEXT_MAX).join('');
  let size = ceiling;
  for (;;) {
    const lines = wrapLines(capped, width, size, isBold).length;
    if (lines <= maxLines && capped.length === text.length) return { text: capped, fontSize: size, lines };
    if (size <= floor) break;
    size = Math.max(floor, Math.floor(size * 0.94));
  }
  const chars = [...capped];
  for (let end = chars.length - 1; end > 0; end--) {
    const shortened = `${chars.slice(0, end).join('').trimEnd()}…`;
    const lines = wrapLines(shortened, width, size, isBold).length;
    if (lines <= maxLines) return { text: shortened, fontSize: size, lines };
  }
  return { text: chars[0] ?? '', fontSize: size, lines: 1 };
}

/* --- Elements ---------------------------------------------------------------------------------------------------- */

const box = (rect: TRect) => ({
  x: round2(rect.x),
  y: round2(rect.y),
  width: round2(Math.max(1, rect.width)),
  height: round2(Math.max(1, rect.height)),
  rotation: 0,
});

type TShapeStyle = { cornerRadius?: number; stroke?: string; strokeWidth?: number; opacity?: number };

export function rect(id: string, at: TRect, fill: string, style: TShapeStyle = {}): TDesignShape {
  return {
    type: 'shape',
    id,
    ...box(at),
    opacity: style.opacity ?? 1,
    shape: 'rect',
    fill,
    cornerRadius: round2(style.cornerRadius ?? 0),
    strokeWidth: round2(style.strokeWidth ?? 0),
    stroke: style.stroke ?? '#000000',
  };
}

export function ellipse(id: string, at: TRect, fill: string, style: TShapeStyle = {}): TDesignShape {
  return { ...rect(id, at, fill, style), shape: 'ellipse', cornerRadius: 0 };
}

/** A circle by its centre and radius. */
export const circle = (id: string, cx: number, cy: number, radius: number, fill: string, style: TShapeStyle = {}) =>
  ellipse(id, { x: cx - radius, y: cy - radius, width: 2 * radius, height: 2 * radius }, fill, style);

export type TTextStyle = {
  colour: string;
  align?: TAlign;
  isBold?: boolean;
  isItalic?: boolean;
  lineHeight?: number;
  opacity?: number;
};

/** A text element in a box as high as its fitted lines. */
export function textElement(
  id: string,
  at: { x: number; y: number; width: number },
  fitted: TFittedText,
  style: TTextStyle,
) {
  const lineHeight = style.lineHeight ?? 1.2;
  const element: TDesignText = {
    type: 'text',
    id,
    ...box({ ...at, height: Math.ceil(fitted.lines * fitted.fontSize * lineHeight) }),
    opacity: style.opacity ?? 1,
    text: fitted.text,
    fontSize: fitted.fontSize,
    fontWeight: style.isBold ? 'bold' : 'normal',
    fontStyle: style.isItalic ? 'italic' : 'normal',
    align: style.align ?? 'left',
    lineHeight,
    colour: style.colour,
  };
  return element;
}

export function image(id: string, at: TRect, src: string, fit: 'cover' | 'contain' = 'contain'): TDesignImage {
  return { type: 'image', id, ...box(at), opacity: 1, src, fit, cornerRadius: 0 };
}

export function qrCode(id: string, at: TRect, value: string, colour: string, background: string): TDesignQr {
  return { type: 'qr', id, ...box(at), opacity: 1, value, colour, background };
}

/** Several of the same decoration get ids `dot-1`, `dot-2` …, unique in the design. */
export const numbered = (prefix: string, index: number) => `${prefix}-${index + 1}`;

export function designDocument(size: TDesignSize, background: string, elements: TDesignElement[]): TDesignDocument {
  return { version: DESIGN_DOCUMENT_VERSION, size, background, elements };
}

/* --- Stacks ------------------------------------------------------------------------------------------------------ */

export type TTextBlock = TTextStyle & {
  kind: 'text';
  id: string;
  text: string;
  fontSize: number;
  minFontSize?: number;
  maxLines?: number;
  /** The share of the column's width the text may take (1 when not given). */
  share?: number;
  gapBefore?: number;
};

/** A block of fixed proportions (a logo, a badge, a divider): `draw` fills the box it was given. */
export type TBoxBlock = {
  kind: 'box';
  width: number;
  height: number;
  gapBefore?: number;
  draw: (at: TRect) => TDesignElement[];
};

export type TBlock = TTextBlock | TBoxBlock;
/** A block or nothing: a template lists its blocks with `cond && block`, and what is missing closes up. */
export type TMaybeBlock = TBlock | null | undefined | false | '';

export type TStackOptions = {
  align?: TAlign;
  valign?: 'top' | 'center' | 'bottom';
  gap?: number;
  /** How much the blocks may grow when the region has room to spare (a story's tall middle): 1.3 is 30 % larger. */
  grow?: number;
};
export type TStacked = { elements: TDesignElement[]; top: number; bottom: number };

type TLaid = { block: TBlock; width: number; height: number; gap: number; fitted?: TFittedText };

function layBlocks(blocks: TBlock[], width: number, gap: number, scale: number): { laid: TLaid[]; total: number } {
  const laid = blocks.map((block, index): TLaid => {
    const before = index === 0 ? 0 : (block.gapBefore ?? gap) * scale;
    if (block.kind === 'box') {
      const shrink = Math.min(scale, width / block.width);
      return { block, width: block.width * shrink, height: block.height * shrink, gap: before };
    }
    const boxWidth = width * (block.share ?? 1);
    const fitted = fitText(block.text, boxWidth, {
      fontSize: block.fontSize * scale,
      minFontSize: (block.minFontSize ?? block.fontSize * 0.6) * scale,
      maxLines: block.maxLines,
      isBold: block.isBold,
    });
    const height = Math.ceil(fitted.lines * fitted.fontSize * (block.lineHeight ?? 1.2));
    return { block, width: boxWidth, height, gap: before, fitted };
  });
  return { laid, total: laid.reduce((sum, item) => sum + item.gap + item.height, 0) };
}

/**
 * Blocks one under the other in a region, aligned as asked. Blocks that are missing are skipped, so the others close
 * up. When they need more height than the region has, every font, gap and box shrinks by the same factor until they
 * fit: the hierarchy stays, the column just gets smaller.
 */
export function stack(region: TRect, maybeBlocks: readonly TMaybeBlock[], options: TStackOptions = {}): TStacked {
  const blocks = maybeBlocks.filter((block): block is TBlock => Boolean(block));
  const align = options.align ?? 'center';
  const valign = options.valign ?? 'top';
  const gap = options.gap ?? 0;
  if (blocks.length === 0) {
    const edge = valign === 'bottom' ? region.y + region.height : region.y;
    return { elements: [], top: edge, bottom: edge };
  }
  let scale = 1;
  let layout = layBlocks(blocks, region.width, gap, scale);
  const grow = options.grow ?? 1;
  if (grow > 1 && layout.total < region.height * 0.8) {
    scale = Math.min(grow, (region.height * 0.8) / layout.total);
    layout = layBlocks(blocks, region.width, gap, scale);
  }
  for (let attempt = 0; attempt < 12 && layout.total > region.height; attempt++) {
    scale *= Math.max(0.3, (region.height / layout.total) * 0.98);
    layout = layBlocks(blocks, region.width, gap, scale);
  }
  const free = Math.max(0, region.height - layout.total);
  let y = region.y + (valign === 'center' ? free / 2 : valign === 'bottom' ? free : 0);
  const top = y;
  const elements: TDesignElement[] = [];
  for (const item of layout.laid) {
    y += item.gap;
    const x =
      align === 'left'
        ? region.x
        : align === 'right'
          ? region.x + region.width - item.width
          : region.x + (region.width - item.width) / 2;
    if (item.block.kind === 'box') {
      elements.push(...item.block.draw({ x, y, width: item.width, height: item.height }));
    } else if (item.fitted) {
      elements.push(textElement(item.block.id, { x, y, width: item.width }, item.fitted, { ...item.block, align }));
    }
    y += item.height;
  }
  return { elements, top, bottom: y };
}

/** A text block: the id, the text and its preferred size, then its style and fitting (maxLines, minFontSize …). */
export const textBlock = (
  id: string,
  text: string,
  fontSize: number,
  style: Omit<TTextBlock, 'kind' | 'id' | 'text' | 'fontSize'>,
): TTextBlock => ({ kind: 'text', id, text, fontSize, ...style });
