import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, projectOffer, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  circle,
  designDocument,
  inset,
  numbered,
  stack,
  type TMaybeBlock,
  textBlock,
} from './templates.layout';

const ID = 'relax-massage';

/** Calm sage: ripples spreading behind the title, like a foot bath. */
const palette: TPalette = {
  background: '#eef4f1',
  ink: '#2d4a3e',
  muted: '#58705f',
  accent: '#5e8c74',
  qrInk: '#2d4a3e',
  qrPaper: '#ffffff',
};
const RIPPLES = ['#e0ebe5', '#d2e3da', '#c3d9cd'];

export const relaxMassageTemplate: TDesignTemplate = {
  id: ID,
  trades: ['footMassage', 'beauty'],
  defaultSize: 'story',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const project = projectOffer(data);

    const content = inset(canvasRect(c), c.margin);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 40, logoSize: 120 }),
      brandAlign: 'center',
      footer: { unit: u, palette, fontSize: 27, qrSize: 170, align: 'center', layout: c.isTall ? 'stacked' : 'side' },
    });
    const area = poster.main;
    const radius = Math.min(area.width, area.height) / 2;
    const ripples = RIPPLES.map((colour, index) =>
      circle(
        numbered('ripple', index),
        area.x + area.width / 2,
        area.y + area.height / 2,
        radius * (1 - index * 0.22),
        colour,
      ),
    );
    const offer: TMaybeBlock[] = project
      ? [
          textBlock('offer-name', project.name, 42 * u, {
            maxLines: 2,
            colour: palette.ink,
            isBold: true,
            gapBefore: 36 * u,
          }),
          textBlock('offer-price', writer.money(project.unitPrice), 40 * u, {
            maxLines: 1,
            colour: palette.accent,
            isBold: true,
          }),
        ]
      : [];
    // The words keep to the square inside the inner ripples' circle.
    const side = radius * 1.45;
    const main = stack(
      { x: area.x + (area.width - side) / 2, y: area.y + (area.height - side) / 2, width: side, height: side },
      [
        textBlock('title', words('title'), (c.isTall ? 96 : 84) * u, {
          maxLines: 2,
          colour: palette.ink,
          isBold: true,
          lineHeight: 1.05,
        }),
        textBlock('sub', words('sub'), 34 * u, { maxLines: 3, colour: palette.muted, gapBefore: 24 * u }),
        ...offer,
      ],
      { align: 'center', valign: 'center', gap: 10 * u },
    );
    return designDocument(size, palette.background, [...ripples, ...main.elements, ...poster.elements]);
  },
};
