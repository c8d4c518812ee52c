import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  circle,
  designDocument,
  inset,
  stack,
  type TBoxBlock,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'referral';

/** Soft peach with two overlapping circles, one for each friend, and three numbered steps. */
const palette: TPalette = {
  background: '#fff4ee',
  ink: '#3b2a2a',
  muted: '#6e5550',
  accent: '#e8604c',
  qrInk: '#3b2a2a',
  qrPaper: '#ffffff',
};
const FRIEND = '#f6b89e';
const ON_ACCENT = '#ffffff';

/** Two friends: two circles that overlap. */
function friends(at: TRect): TDesignElement[] {
  const radius = Math.min(at.height / 2, at.width / 3.4);
  const cy = at.y + at.height / 2;
  const cx = at.x + at.width / 2;
  return [
    circle('friend-left', cx - radius * 0.62, cy, radius, palette.accent, { opacity: 0.92 }),
    circle('friend-right', cx + radius * 0.62, cy, radius, FRIEND, { opacity: 0.85 }),
  ];
}

/** One step of the three: its number in a coral circle, its text beside it. */
function step(index: number, text: string, width: number, height: number): TBoxBlock {
  return {
    kind: 'box',
    width,
    height,
    draw: (at) => {
      const radius = at.height / 2;
      const number = stack(
        { x: at.x, y: at.y, width: at.height, height: at.height },
        [
          textBlock(`step-${index}-number`, String(index), at.height * 0.5, {
            maxLines: 1,
            colour: ON_ACCENT,
            isBold: true,
          }),
        ],
        { align: 'center', valign: 'center' },
      );
      const label = stack(
        { x: at.x + at.height * 1.35, y: at.y, width: at.width - at.height * 1.35, height: at.height },
        [
          textBlock(`step-${index}`, text, at.height * 0.44, {
            maxLines: 2,
            colour: palette.ink,
            minFontSize: at.height * 0.3,
          }),
        ],
        { align: 'left', valign: 'center' },
      );
      return [
        circle(`step-${index}-dot`, at.x + radius, at.y + radius, radius, palette.accent),
        ...number.elements,
        ...label.elements,
      ];
    },
  };
}

export const referralTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty'],
  defaultSize: 'square',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;

    const content = inset(canvasRect(c), c.margin);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 40, logoSize: 110 }),
      brandAlign: c.isLandscape ? 'left' : 'center',
      brandShare: 0.2,
      footer: { unit: u, palette, fontSize: 27, qrSize: 170, align: 'left', layout: 'side' },
    });
    const stepWidth = Math.min(poster.main.width * 0.8, 640 * u);
    const stepHeight = 64 * u;
    const main = stack(
      poster.main,
      [
        !c.isLandscape && {
          kind: 'box',
          width: 300 * u,
          height: (c.isTall ? 190 : 130) * u,
          draw: friends,
        },
        textBlock('title', words('title'), (c.isTall ? 100 : 84) * u, {
          maxLines: 2,
          colour: palette.accent,
          isBold: true,
          lineHeight: 1.05,
          gapBefore: 36 * u,
        }),
        textBlock('sub', words('sub'), 34 * u, { maxLines: 3, colour: palette.muted, share: 0.9, gapBefore: 18 * u }),
        { ...step(1, words('step1'), stepWidth, stepHeight), gapBefore: 40 * u },
        step(2, words('step2'), stepWidth, stepHeight),
        step(3, words('step3'), stepWidth, stepHeight),
      ],
      { align: 'center', valign: 'center', grow: c.grow, gap: 18 * u },
    );
    return designDocument(size, palette.background, [...main.elements, ...poster.elements]);
  },
};
