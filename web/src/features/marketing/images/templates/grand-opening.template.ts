import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  circle,
  designDocument,
  inset,
  numbered,
  rect,
  stack,
  textBlock,
} from './templates.layout';

const ID = 'grand-opening';

/** Black and gold, with confetti along the edges. */
const palette: TPalette = {
  background: '#141414',
  ink: '#ffffff',
  muted: '#c9c3b6',
  accent: '#d4af37',
  qrInk: '#141414',
  qrPaper: '#ffffff',
};
const CONFETTI_COLOURS = ['#d4af37', '#f2c6c2', '#ffffff', '#b8860b'];

/**
 * Where the confetti falls, as shares of the width and height and a radius in square pixels: along the side margins
 * and the top corners, where no text runs.
 */
const CONFETTI: readonly [number, number, number][] = [
  [0.04, 0.05, 12],
  [0.12, 0.03, 8],
  [0.2, 0.07, 6],
  [0.03, 0.16, 7],
  [0.08, 0.11, 10],
  [0.96, 0.05, 10],
  [0.88, 0.03, 7],
  [0.8, 0.07, 9],
  [0.97, 0.15, 6],
  [0.92, 0.11, 12],
  [0.03, 0.32, 9],
  [0.025, 0.48, 6],
  [0.035, 0.62, 10],
  [0.97, 0.36, 7],
  [0.975, 0.52, 10],
  [0.965, 0.66, 6],
];

export const grandOpeningTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'story',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;

    const confetti = CONFETTI.map(([x, y, radius], index) =>
      circle(
        numbered('confetti', index),
        c.width * x,
        c.height * y,
        radius * u,
        CONFETTI_COLOURS[index % CONFETTI_COLOURS.length],
        { opacity: 0.9 },
      ),
    );
    const content = inset(canvasRect(c), c.margin * 1.2);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.accent, nameSize: 42, logoSize: 130 }),
      brandAlign: 'center',
      brandShare: 0.26,
      footer: { unit: u, palette, fontSize: 28, qrSize: 180, align: 'center', layout: c.isTall ? 'stacked' : 'side' },
    });
    const titleSize = (c.isTall ? 140 : 120) * u;
    const main = stack(
      poster.main,
      [
        textBlock('eyebrow', words('eyebrow'), 36 * u, { maxLines: 1, colour: palette.accent, isBold: true }),
        textBlock('title', words('title'), titleSize, {
          maxLines: 2,
          colour: palette.ink,
          isBold: true,
          lineHeight: 1.02,
          minFontSize: titleSize * 0.5,
          gapBefore: 24 * u,
        }),
        {
          kind: 'box',
          width: 220 * u,
          height: 6 * u,
          gapBefore: 40 * u,
          draw: (at) => [
            rect('divider', at, palette.accent),
            circle('divider-dot', at.x + at.width / 2, at.y + at.height / 2, at.height * 2.2, palette.accent),
          ],
        },
        textBlock('sub', words('sub'), (c.isTall ? 40 : 34) * u, {
          maxLines: 3,
          colour: palette.muted,
          share: 0.88,
          gapBefore: 40 * u,
        }),
      ],
      { align: 'center', valign: 'center', grow: c.grow },
    );
    return designDocument(size, palette.background, [...confetti, ...main.elements, ...poster.elements]);
  },
};
