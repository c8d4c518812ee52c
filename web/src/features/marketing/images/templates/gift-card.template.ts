import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  designDocument,
  ellipse,
  inset,
  rect,
  stack,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'gift-card';

/** Warm cream with a dusty-rose card tied with a champagne ribbon. */
const palette: TPalette = {
  background: '#faf3eb',
  ink: '#3d2b2b',
  muted: '#7a5f5c',
  accent: '#c9787d',
  qrInk: '#3d2b2b',
  qrPaper: '#ffffff',
};
const RIBBON = '#f2d7ae';
const RIBBON_SHADE = '#ddb784';
const CARD_TEXT = '#fffaf5';

/** The gift card: a ribbon down its left part with a bow on top, the label and the value beside it. */
function giftCard(at: TRect, label: string, value: string): TDesignElement[] {
  const ribbonX = at.x + at.width * 0.2;
  const ribbonWidth = at.width * 0.07;
  const bow = at.width * 0.12;
  const bowY = at.y + at.height * 0.3;
  const knot = ribbonWidth * 1.1;
  const textLeft = at.x + at.width * 0.41;
  const textRegion: TRect = {
    x: textLeft,
    y: at.y + at.height * 0.14,
    width: at.x + at.width * 0.93 - textLeft,
    height: at.height * 0.72,
  };
  const words = stack(
    textRegion,
    [
      textBlock('card-label', label, at.width * 0.055, { maxLines: 2, colour: CARD_TEXT, isBold: true }),
      textBlock('card-value', value, at.width * 0.11, {
        maxLines: 2,
        colour: CARD_TEXT,
        isBold: true,
        lineHeight: 1.1,
        gapBefore: at.width * 0.03,
      }),
    ],
    { align: 'left', valign: 'center' },
  );
  const centreX = ribbonX + ribbonWidth / 2;
  return [
    rect('card', at, palette.accent, { cornerRadius: at.width * 0.045 }),
    rect('ribbon', { x: ribbonX, y: at.y, width: ribbonWidth, height: at.height }, RIBBON),
    ellipse('bow-left', { x: centreX - bow, y: bowY - bow * 0.35, width: bow, height: bow * 0.7 }, RIBBON_SHADE),
    ellipse('bow-right', { x: centreX, y: bowY - bow * 0.35, width: bow, height: bow * 0.7 }, RIBBON_SHADE),
    ellipse('bow-knot', { x: centreX - knot / 2, y: bowY - knot / 2, width: knot, height: knot }, RIBBON),
    ...words.elements,
  ];
}

export const giftCardTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'square',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const amount = data.giftCardAmount !== null && data.giftCardAmount > 0 ? writer.money(data.giftCardAmount) : '';

    const content = inset(canvasRect(c), c.margin);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 44, logoSize: 130 }),
      brandAlign: 'center',
      side: 'right',
      footer: { unit: u, palette, fontSize: 28, qrSize: 180, align: 'center', layout: c.isTall ? 'stacked' : 'side' },
    });
    const cardWidth = Math.min(poster.main.width * 0.88, 760 * u);
    const main = stack(
      poster.main,
      [
        textBlock('headline', words('headline'), (c.isTall ? 78 : 64) * u, {
          maxLines: 2,
          colour: palette.ink,
          isBold: true,
          isItalic: true,
          lineHeight: 1.1,
        }),
        {
          kind: 'box',
          width: cardWidth,
          height: cardWidth * 0.6,
          gapBefore: 40 * u,
          draw: (at) => giftCard(at, words('cardLabel'), amount || words('anyAmount')),
        },
        textBlock('sub', words(amount ? 'sub' : 'subGeneric'), 32 * u, {
          maxLines: 3,
          colour: palette.muted,
          share: 0.9,
          gapBefore: 40 * u,
        }),
      ],
      { align: 'center', valign: 'center', grow: c.grow, gap: 24 * u },
    );
    const band = rect(
      'band',
      { x: 0, y: c.height - c.margin * 0.35, width: c.width, height: c.margin * 0.35 },
      palette.accent,
    );
    return designDocument(size, palette.background, [band, ...main.elements, ...poster.elements]);
  },
};
