import {
  DESIGN_SIZES,
  type TDesignDocument,
  type TDesignElement,
  type TDesignSize,
} from '../../../../../../contract/marketing-images';

/**
 * The geometry of a design's elements (issue 25): each is a box in the design's own pixels that rotates about its
 * top-left corner (x, y), as Konva draws it. Pure, so the editor's state and its tests share it.
 */

export type TBox = { x: number; y: number; width: number; height: number; rotation: number };
export type TCanvasSize = { width: number; height: number };
type TRange = { left: number; top: number; right: number; bottom: number };

/**
 * Room the canvas keeps around the design on its stage, so the transformer's handles stay reachable at the design's
 * edges (the rotation handle on top): where the design starts on the stage (design-canvas.tsx; the e2e aims with it).
 */
export const CANVAS_ROOM = { side: 14, top: 36, bottom: 14 } as const;

const BOX_LIMIT = 10_000;
const FONT_MIN = 8;
const FONT_MAX = 600;

/** Two decimals are finer than any screen or print needs, and keep the saved JSON short. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A rotation in (-180, 180], the range every other value folds into. */
export function normalRotation(degrees: number): number {
  const folded = (((degrees % 360) + 540) % 360) - 180;
  return folded === -180 ? 180 : round2(folded);
}

/** A box within the contract's bounds: on the board, at least one pixel wide and high, rounded. */
export function clampBox(box: TBox): TBox {
  return {
    x: round2(clamp(box.x, -BOX_LIMIT, BOX_LIMIT)),
    y: round2(clamp(box.y, -BOX_LIMIT, BOX_LIMIT)),
    width: round2(clamp(box.width, 1, BOX_LIMIT)),
    height: round2(clamp(box.height, 1, BOX_LIMIT)),
    rotation: normalRotation(box.rotation),
  };
}

export const clampFontSize = (size: number) => round2(clamp(size, FONT_MIN, FONT_MAX));

/** The upright rectangle a (possibly rotated) box covers on the design. */
export function coveredRange(box: TBox): TRange {
  const radians = (box.rotation * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const corners = [
    [0, 0],
    [box.width, 0],
    [0, box.height],
    [box.width, box.height],
  ].map(([dx, dy]) => ({ x: box.x + dx * cos - dy * sin, y: box.y + dx * sin + dy * cos }));
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/** Whether a box lies on the design entirely; `slack` forgives the rounding of two decimals. */
export function isInside(box: TBox, size: TCanvasSize, slack = 0.05): boolean {
  const range = coveredRange(box);
  return (
    range.left >= -slack &&
    range.top >= -slack &&
    range.right <= size.width + slack &&
    range.bottom <= size.height + slack
  );
}

/** Whether an upright element covers the whole design (a background picture or colour block). */
const coversDesign = (box: TBox, size: TCanvasSize) =>
  normalRotation(box.rotation) === 0 &&
  box.x <= 0 &&
  box.y <= 0 &&
  box.x + box.width >= size.width &&
  box.y + box.height >= size.height;

/**
 * Moves a box onto the design, shrinking it about its corner first when even its covered area is larger than the
 * design. Answers the box and the factor it shrank by (1 when it did not), so a text's font can shrink with it.
 */
export function keepInside(box: TBox, size: TCanvasSize): { box: TBox; scale: number } {
  const range = coveredRange(box);
  const scale = Math.min(1, size.width / (range.right - range.left), size.height / (range.bottom - range.top));
  const scaled = { ...box, width: box.width * scale, height: box.height * scale };
  const fitted = coveredRange(scaled);
  const shift = (low: number, high: number, limit: number) => (low < 0 ? -low : high > limit ? limit - high : 0);
  return {
    box: {
      ...scaled,
      x: scaled.x + shift(fitted.left, fitted.right, size.width),
      y: scaled.y + shift(fitted.top, fitted.bottom, size.height),
    },
    scale,
  };
}

/** The element with its drawn details (font, corners, border) scaled by a factor, as its box was. */
export function scaleDetails<T extends TDesignElement>(element: T, factor: number): T {
  if (factor === 1) return element;
  if (element.type === 'text') return { ...element, fontSize: clampFontSize(element.fontSize * factor) };
  if (element.type === 'shape') {
    return {
      ...element,
      cornerRadius: round2(element.cornerRadius * factor),
      strokeWidth: round2(element.strokeWidth * factor),
    };
  }
  if (element.type === 'image') return { ...element, cornerRadius: round2(element.cornerRadius * factor) };
  return element;
}

const withBox = <T extends TDesignElement>(element: T, box: TBox): T => ({ ...element, ...clampBox(box) });

/**
 * One element laid into a design of another size: its centre keeps its place in proportion to the design, and it
 * keeps its shape, scaled as much as the narrower way allows. An element that was on the design stays on it; one that
 * bled off an edge on purpose keeps bleeding; one that covered the design (a background) covers the new one.
 */
function relayoutElement(element: TDesignElement, from: TCanvasSize, to: TCanvasSize): TDesignElement {
  const scaleX = to.width / from.width;
  const scaleY = to.height / from.height;
  if ((element.type === 'shape' || element.type === 'image') && coversDesign(element, from)) {
    return withBox(element, {
      x: element.x * scaleX,
      y: element.y * scaleY,
      width: element.width * scaleX,
      height: element.height * scaleY,
      rotation: 0,
    });
  }
  const scale = Math.min(scaleX, scaleY);
  const range = coveredRange(element);
  const centre = { x: (range.left + range.right) / 2, y: (range.top + range.bottom) / 2 };
  const moved: TBox = {
    x: centre.x * scaleX - (centre.x - element.x) * scale,
    y: centre.y * scaleY - (centre.y - element.y) * scale,
    width: element.width * scale,
    height: element.height * scale,
    rotation: element.rotation,
  };
  if (!isInside(element, from)) return scaleDetails(withBox(element, moved), scale);
  const inside = keepInside(moved, to);
  return scaleDetails(withBox(element, inside.box), scale * inside.scale);
}

/** The document in another size, every element laid into it (see relayoutElement). */
export function relayoutDocument(document: TDesignDocument, size: TDesignSize): TDesignDocument {
  if (size === document.size) return document;
  const from = DESIGN_SIZES[document.size];
  const to = DESIGN_SIZES[size];
  return { ...document, size, elements: document.elements.map((element) => relayoutElement(element, from, to)) };
}

/** Where an image of a natural size is drawn in a box: `cover` crops it to fill the box, `contain` shows it whole. */
export function imagePlacement(
  natural: TCanvasSize,
  box: TCanvasSize,
  fit: 'cover' | 'contain',
): {
  /** The part of the image drawn, in its own pixels. */
  crop: { x: number; y: number; width: number; height: number };
  /** Where it is drawn, in the box's coordinates. */
  frame: { x: number; y: number; width: number; height: number };
} {
  const whole = { x: 0, y: 0, width: natural.width, height: natural.height };
  if (natural.width <= 0 || natural.height <= 0) return { crop: whole, frame: { x: 0, y: 0, ...box } };
  if (fit === 'contain') {
    const scale = Math.min(box.width / natural.width, box.height / natural.height);
    const width = natural.width * scale;
    const height = natural.height * scale;
    return { crop: whole, frame: { x: (box.width - width) / 2, y: (box.height - height) / 2, width, height } };
  }
  const scale = Math.max(box.width / natural.width, box.height / natural.height);
  const width = box.width / scale;
  const height = box.height / scale;
  return {
    crop: { x: (natural.width - width) / 2, y: (natural.height - height) / 2, width, height },
    frame: { x: 0, y: 0, ...box },
  };
}
