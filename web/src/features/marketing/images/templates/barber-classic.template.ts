import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, projectOffer, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  designDocument,
  ellipse,
  inset,
  numbered,
  rect,
  stack,
  type TMaybeBlock,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'barber-classic';

/** Charcoal with a barber's pole down the left side, cream type and the pole's red for the price. */
const palette: TPalette = {
  background: '#1d1f21',
  ink: '#f5f1e8',
  muted: '#b5b0a5',
  accent: '#c8102e',
  qrInk: '#1d1f21',
  qrPaper: '#ffffff',
};
const POLE = ['#c8102e', '#f5f1e8', '#1c3f94', '#f5f1e8'];
const CHROME = '#b9bcc0';
const STRIPES = 12;

/** A barber's pole: red, white and blue bands between two chrome caps. */
function barberPole(at: TRect): TDesignElement[] {
  const cap = at.width * 0.7;
  const bands = { ...at, y: at.y + cap, height: at.height - 2 * cap };
  const band = bands.height / STRIPES;
  return [
    ellipse('pole-top', { x: at.x, y: at.y, width: at.width, height: cap * 2 }, CHROME),
    ellipse('pole-bottom', { x: at.x, y: at.y + at.height - cap * 2, width: at.width, height: cap * 2 }, CHROME),
    ...Array.from({ length: STRIPES }, (_, index) =>
      rect(
        numbered('pole', index),
        { x: bands.x, y: bands.y + band * index, width: bands.width, height: band },
        POLE[index % POLE.length],
      ),
    ),
  ];
}

export const barberClassicTemplate: TDesignTemplate = {
  id: ID,
  trades: ['barber', 'hair'],
  defaultSize: 'square',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const project = projectOffer(data);

    const frame = inset(canvasRect(c), c.margin);
    const poleWidth = 44 * u;
    const pole = barberPole({
      x: frame.x,
      y: frame.y + frame.height * 0.08,
      width: poleWidth,
      height: frame.height * 0.84,
    });
    const content: TRect = { ...frame, x: frame.x + poleWidth + 64 * u, width: frame.width - poleWidth - 64 * u };
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 40, logoSize: 110 }),
      brandAlign: 'left',
      brandShare: 0.22,
      footer: { unit: u, palette, fontSize: 27, qrSize: 170, align: 'left', layout: 'side' },
    });
    const offer: TMaybeBlock[] = project
      ? [
          textBlock('offer-name', project.name, 48 * u, {
            maxLines: 2,
            colour: palette.ink,
            isBold: true,
            gapBefore: 48 * u,
          }),
          textBlock('offer-price', writer.money(project.unitPrice), 72 * u, {
            maxLines: 1,
            colour: palette.accent,
            isBold: true,
          }),
        ]
      : [textBlock('sub', words('sub'), 38 * u, { maxLines: 3, colour: palette.muted, gapBefore: 40 * u })];
    const main = stack(
      poster.main,
      [
        textBlock('eyebrow', words('eyebrow'), 30 * u, { maxLines: 1, colour: palette.accent, isBold: true }),
        textBlock('title', words('title'), (c.isTall ? 104 : 90) * u, {
          maxLines: 3,
          colour: palette.ink,
          isBold: true,
          lineHeight: 1.05,
          gapBefore: 20 * u,
        }),
        ...offer,
      ],
      { align: 'left', valign: 'center', grow: c.grow, gap: 10 * u },
    );
    return designDocument(size, palette.background, [...pole, ...main.elements, ...poster.elements]);
  },
};
