import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import { canvasOf, canvasRect, designDocument, inset, oneLine, rect, stack, textBlock } from './templates.layout';

const ID = 'announcement';

/** Plain: white paper, charcoal type aligned left, one slate rule. The owner writes the news over the sample text. */
const palette: TPalette = {
  background: '#ffffff',
  ink: '#222a30',
  muted: '#5b6770',
  accent: '#4a6fa5',
  qrInk: '#222a30',
  qrPaper: '#ffffff',
};

export const announcementTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'barber', 'nail', 'beauty', 'footMassage'],
  defaultSize: 'a4',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const name = oneLine(data.shopName);

    const edge = rect('edge', { x: 0, y: 0, width: 18 * u, height: c.height }, palette.accent);
    const content = inset(canvasRect(c), c.margin * 1.2);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 38, logoSize: 110 }),
      brandAlign: 'left',
      brandShare: 0.2,
      footer: { unit: u, palette, fontSize: 27, qrSize: 170, align: 'left', layout: 'side' },
    });
    const main = stack(
      poster.main,
      [
        textBlock('eyebrow', words('eyebrow'), 30 * u, { maxLines: 1, colour: palette.accent, isBold: true }),
        {
          kind: 'box',
          width: 120 * u,
          height: 5 * u,
          gapBefore: 20 * u,
          draw: (at) => [rect('rule', at, palette.accent)],
        },
        textBlock('title', words('title'), (c.isTall ? 84 : 72) * u, {
          maxLines: 2,
          colour: palette.ink,
          isBold: true,
          lineHeight: 1.1,
          gapBefore: 36 * u,
        }),
        textBlock('body', words('body'), (c.isTall ? 40 : 36) * u, {
          maxLines: 6,
          colour: palette.ink,
          lineHeight: 1.45,
          gapBefore: 28 * u,
        }),
        name &&
          textBlock('signature', words('signature', { shop: name }), 32 * u, {
            maxLines: 2,
            colour: palette.muted,
            isItalic: true,
            gapBefore: 36 * u,
          }),
      ],
      { align: 'left', valign: 'center', grow: c.grow },
    );
    return designDocument(size, palette.background, [edge, ...main.elements, ...poster.elements]);
  },
};
