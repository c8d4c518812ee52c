import type { TDesignTemplate } from '../design-data';
import { brandBlocks, footer, projectOffer, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  circle,
  designDocument,
  inset,
  numbered,
  rect,
  stack,
  type TMaybeBlock,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'seasonal-promotion';

/** A deep teal block with the title, three warm berries on its edge, the offer on cream below. */
const palette: TPalette = {
  background: '#fdf6ec',
  ink: '#0f4c5c',
  muted: '#52666b',
  accent: '#e36414',
  qrInk: '#0f4c5c',
  qrPaper: '#ffffff',
};
const BLOCK = '#0f4c5c';
const ON_BLOCK = '#fdf6ec';
const ON_BLOCK_ACCENT = '#f4a259';
const BERRIES = ['#f4a259', '#e36414', '#f6d186'];

export const seasonalPromotionTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'landscape',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const project = projectOffer(data);

    const block: TRect = c.isLandscape
      ? { x: 0, y: 0, width: c.width * 0.46, height: c.height }
      : { x: 0, y: 0, width: c.width, height: c.height * (c.isTall ? 0.46 : 0.44) };
    const heading = stack(
      inset(block, c.margin),
      [
        ...brandBlocks(data, { unit: u, colour: ON_BLOCK, nameSize: 36, logoSize: 110 }),
        textBlock('eyebrow', words('eyebrow'), 32 * u, {
          maxLines: 1,
          colour: ON_BLOCK_ACCENT,
          isBold: true,
          gapBefore: 56 * u,
        }),
        textBlock('title', words('title'), (c.isTall ? 118 : 100) * u, {
          maxLines: 2,
          colour: ON_BLOCK,
          isBold: true,
          lineHeight: 1.04,
          gapBefore: 14 * u,
        }),
      ],
      { align: 'left', valign: c.isLandscape ? 'center' : 'bottom', gap: 16 * u },
    );

    // Three berries sit on the block's edge: its bottom on portrait designs, its right side on the landscape one.
    const berry = 46 * u;
    const berries = BERRIES.map((colour, index) =>
      c.isLandscape
        ? circle(
            numbered('berry', index),
            block.width,
            block.height - c.margin - berry * (1 + index * 1.7),
            berry,
            colour,
          )
        : circle(numbered('berry', index), c.width - c.margin - berry * (1 + index * 1.7), block.height, berry, colour),
    );

    const body: TRect = c.isLandscape
      ? inset({ x: block.width + berry, y: 0, width: c.width - block.width - berry, height: c.height }, c.margin * 0.8)
      : inset({ x: 0, y: block.height + berry, width: c.width, height: c.height - block.height - berry }, c.margin);
    const foot = footer({ ...body, y: body.y + body.height * 0.55, height: body.height * 0.45 }, data, writer, {
      unit: u,
      palette,
      fontSize: 27,
      qrSize: 170,
      align: 'left',
      layout: 'side',
    });
    const offer: TMaybeBlock[] = project
      ? [
          textBlock('offer-name', project.name, 56 * u, {
            maxLines: 2,
            colour: palette.ink,
            isBold: true,
            lineHeight: 1.1,
          }),
          textBlock('offer-price', words('price', { price: writer.money(project.unitPrice) }), 64 * u, {
            maxLines: 2,
            colour: palette.accent,
            isBold: true,
            lineHeight: 1.1,
          }),
          textBlock('sub', words('sub'), 32 * u, { maxLines: 3, colour: palette.muted, gapBefore: 24 * u }),
        ]
      : [
          textBlock('offer-generic', words('generic'), 56 * u, {
            maxLines: 3,
            colour: palette.ink,
            isBold: true,
            lineHeight: 1.1,
          }),
          textBlock('sub', words('subGeneric'), 32 * u, { maxLines: 3, colour: palette.muted, gapBefore: 24 * u }),
        ];
    const main = stack(
      { ...body, height: (foot.elements.length > 0 ? foot.top - 36 * u : body.y + body.height) - body.y },
      offer,
      { align: 'left', valign: 'center', grow: c.grow, gap: 14 * u },
    );
    return designDocument(size, palette.background, [
      rect('block', block, BLOCK),
      ...berries,
      ...heading.elements,
      ...main.elements,
      ...foot.elements,
    ]);
  },
};
