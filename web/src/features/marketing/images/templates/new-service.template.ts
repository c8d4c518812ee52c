import type { TDesignElement } from '../../../../../../contract/marketing-images';
import type { TDesignTemplate } from '../design-data';
import { brandBlocks, posterSections, type TPalette, wordsOf } from './templates.blocks';
import {
  canvasOf,
  canvasRect,
  circle,
  designDocument,
  inset,
  oneLine,
  stack,
  type TRect,
  textBlock,
} from './templates.layout';

const ID = 'new-service';

/** Fresh sage with a deep green disc and a coral price badge. */
const palette: TPalette = {
  background: '#edf3ea',
  ink: '#1f3d35',
  muted: '#4d675f',
  accent: '#2f5d50',
  qrInk: '#1f3d35',
  qrPaper: '#ffffff',
};
const BADGE = '#e07a5f';
const ON_DISC = '#f4f8f2';
const HALO = '#d3e2cf';

type TNewService = { badge: string; title: string; priceLabel: string; price: string };

/**
 * The green disc with the news on it (the word 'new' and the service's name) and, when there is a price, a coral badge
 * on its lower right edge. The text sits in the square inscribed in the disc, so no line runs over its edge.
 */
function disc(at: TRect, news: TNewService): TDesignElement[] {
  const radius = Math.min(at.width, at.height) / 2;
  const cx = at.x + at.width / 2;
  const cy = at.y + at.height / 2;
  const discRadius = radius * 0.9;
  const side = discRadius * 1.4;
  // With a price badge on the lower right, the words keep to the disc's upper part.
  const wordsHeight = news.price ? side * 0.66 : side;
  const words = stack(
    { x: cx - side / 2, y: cy - side / 2, width: side, height: wordsHeight },
    [
      textBlock('badge-new', news.badge, discRadius * 0.15, { maxLines: 1, colour: BADGE, isBold: true }),
      textBlock('title', news.title, discRadius * 0.24, {
        maxLines: 3,
        colour: ON_DISC,
        isBold: true,
        lineHeight: 1.1,
        gapBefore: discRadius * 0.06,
      }),
    ],
    { align: 'center', valign: 'center' },
  );
  const elements = [
    circle('halo', cx, cy, radius, HALO),
    circle('disc', cx, cy, discRadius, palette.accent),
    ...words.elements,
  ];
  if (!news.price) return elements;
  const badgeRadius = radius * 0.3;
  const bx = cx + radius * 0.6;
  const by = cy + radius * 0.6;
  const badgeSide = badgeRadius * 1.5;
  const price = stack(
    { x: bx - badgeSide / 2, y: by - badgeSide / 2, width: badgeSide, height: badgeSide },
    [
      textBlock('price-label', news.priceLabel, badgeRadius * 0.24, { maxLines: 1, colour: ON_DISC }),
      textBlock('price', news.price, badgeRadius * 0.3, {
        maxLines: 1,
        minFontSize: badgeRadius * 0.12,
        colour: ON_DISC,
        isBold: true,
        lineHeight: 1.05,
      }),
    ],
    { align: 'center', valign: 'center' },
  );
  return [...elements, circle('price-badge', bx, by, badgeRadius, BADGE), ...price.elements];
}

export const newServiceTemplate: TDesignTemplate = {
  id: ID,
  trades: ['hair', 'nail', 'beauty'],
  defaultSize: 'story',
  build(data, size, writer) {
    const words = wordsOf(writer, ID);
    const c = canvasOf(size);
    const u = c.unit;
    const project = data.project;
    const name = oneLine(project?.name);
    const hasPrice = project !== null && name !== '' && project.unitPrice > 0;
    const news: TNewService = {
      badge: words('badge'),
      title: name || words('title'),
      priceLabel: words('priceLabel'),
      price: hasPrice ? writer.money(project.unitPrice) : '',
    };

    const content = inset(canvasRect(c), c.margin);
    const poster = posterSections(c, content, data, writer, {
      brand: brandBlocks(data, { unit: u, colour: palette.ink, nameSize: 42, logoSize: 120 }),
      brandAlign: c.isLandscape ? 'left' : 'center',
      footer: { unit: u, palette, fontSize: 28, qrSize: 180, align: 'left', layout: 'side' },
    });
    const discSize = Math.min(poster.main.width * 0.8, poster.main.height * 0.72, (c.isTall ? 820 : 640) * u);
    const main = stack(
      poster.main,
      [
        { kind: 'box', width: discSize, height: discSize, draw: (at) => disc(at, news) },
        textBlock('sub', words(name ? 'sub' : 'subGeneric'), (c.isTall ? 38 : 32) * u, {
          maxLines: 3,
          colour: palette.muted,
          share: 0.92,
          gapBefore: 36 * u,
        }),
      ],
      { align: 'center', valign: 'center', grow: c.grow },
    );
    return designDocument(size, palette.background, [...main.elements, ...poster.elements]);
  },
};
