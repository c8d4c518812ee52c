import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  circle,
  designDocument,
  inset,
  rect,
  stack,
  type TMaybeBlock,
  type TRect,
} from './templates.layout';

const ID = 'recharge-offer';

/** Night plum with a gold member card. */
const palette: TPalette = {
  background: '#2a1b3d',
  ink: '#fbf4e8',
  muted: '#d9c9e6',
  accent: '#d8b46a',
  qrInk: '#2a1b3d',
  qrPaper: '#ffffff',
};
const CARD_INK = '#2a1b3d';
const CARD_OFFER = '#7b2d4e';
const CARD_CHIP = '#b8924a';

/** A card's proportions (85.6 × 54 mm). */
const CARD_RATIO = 1.586;

/** The gold member card with the offer written on it: a chip and its label at the top, the amounts at the bottom. */
function memberCard(at: TRect, lines: (cardWidth: number) => TMaybeBlock[], label: string): TDesignElement[] {
  const pad = at.width * 0.07;
  const inner = inset(at, pad);
  const chip = { x: inner.x, y: inner.y, width: at.width * 0.13, height: at.width * 0.1 };
  const heading = stack(
    { x: chip.x + chip.width + pad, y: inner.y, width: inner.width - chip.width - pad, height: chip.height },
    [
      {
        kind: 'text',
        id: 'card-label',
        text: label,
        fontSize: at.width * 0.042,
        maxLines: 1,
        colour: CARD_INK,
        isBold: true,
      },
    ],
    { align: 'right', valign: 'center' },
  );
  const offer = stack(
    {
      x: inner.x,
      y: chip.y + chip.height + pad * 0.6,
      width: inner.width,
      height: inner.height - chip.height - pad * 0.6,
    },
    lines(at.width),
    { align: 'left', valign: 'bottom', gap: at.width * 0.02 },
  );
  return [
    rect('card', at, palette.accent, { cornerRadius: at.width * 0.05 }),
    rect('card-chip', chip, CARD_CHIP, { cornerRadius: chip.height * 0.2 }),
    ...heading.elements,
    ...offer.elements,
  ];
}

export const rechargeOfferTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'square',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const rule = data.rechargeRule;
    const hasOffer = rule !== null && rule.rechargeAmount > 0 && rule.giftAmount > 0;

    const decor = [
      rect('frame', inset(canvasRect(c), c.margin * 0.45), palette.background, {
        cornerRadius: 28 * u,
        stroke: palette.accent,
        strokeWidth: 3 * u,
      }),
      circle('glow-top', c.width * 0.82, c.height * 0.14, Math.min(c.width, c.height) * 0.12, palette.accent, {
        opacity: 0.12,
      }),
      circle('glow-bottom', c.width * 0.14, c.height * 0.84, Math.min(c.width, c.height) * 0.1, palette.accent, {
        opacity: 0.1,
      }),
    ];

    const content = inset(canvasRect(c), c.margin * 1.1);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 46, logoSize: 140 }),
      brandAlign: c.isLandscape ? 'left' : 'center',
      footer: { unit: u, palette, fontSize: 28, qrSize: 190, align: c.isLandscape ? 'left' : 'center', layout: 'side' },
    });

    const cardWidth = Math.min(poster.main.width * 0.92, 800 * u);
    const cardLines = (width: number): TMaybeBlock[] =>
      hasOffer
        ? [
            {
              kind: 'text',
              id: 'offer-top-up',
              text: words('topUp', { amount: writer.money(rule.rechargeAmount) }),
              fontSize: width * 0.085,
              maxLines: 2,
              colour: CARD_INK,
              isBold: true,
              lineHeight: 1.1,
            },
            {
              kind: 'text',
              id: 'offer-bonus',
              text: words('bonus', { amount: writer.money(rule.giftAmount) }),
              fontSize: width * 0.072,
              maxLines: 2,
              colour: CARD_OFFER,
              isBold: true,
              lineHeight: 1.1,
            },
          ]
        : [
            {
              kind: 'text',
              id: 'offer-generic',
              text: words('generic'),
              fontSize: width * 0.085,
              maxLines: 2,
              colour: CARD_INK,
              isBold: true,
              lineHeight: 1.1,
            },
          ];
    const main = stack(
      poster.main,
      [
        {
          kind: 'box',
          width: cardWidth,
          height: cardWidth / CARD_RATIO,
          draw: (at) => memberCard(at, cardLines, words('cardLabel')),
        },
        {
          kind: 'text',
          id: 'offer-note',
          text: words(hasOffer ? 'note' : 'askUs'),
          fontSize: 34 * u,
          maxLines: 2,
          colour: palette.muted,
          share: 0.9,
        },
      ],
      { align: 'center', valign: 'center', grow: c.grow, gap: 40 * u },
    );
    return designDocument(size, palette.background, [...decor, ...main.elements, ...poster.elements]);
  },
};
