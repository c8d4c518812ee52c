import type { TDesignElement } from '../../../../../../contract/marketing-images';
import { ZDesignImageUrl, ZDesignQr } from '../../../../../../contract/marketing-images';
import type { TDesignShopData, TDesignWriter } from '../design-data';
import {
  between,
  image,
  oneLine,
  qrCode,
  splitColumns,
  stack,
  type TAlign,
  type TCanvas,
  type TMaybeBlock,
  type TRect,
  type TStacked,
} from './templates.layout';

/**
 * The pieces every template draws from the shop's data (issue 25): its logo and name, its address and phone, the QR
 * code of its link, and the sections of a poster they sit in. Each piece is left out when the shop has no data for it,
 * and the others close up, so a shop with only its name still gets a complete image.
 */

/** A template's colours: text on the background (`ink`, `muted`), its accent, and the QR code's (dark on light). */
export type TPalette = {
  background: string;
  ink: string;
  muted: string;
  accent: string;
  qrInk: string;
  qrPaper: string;
};

/** The shop's logo when it has one a design can show, else ''. */
export function logoOf(data: TDesignShopData): string {
  const url = (data.logoUrl ?? '').trim();
  return url && ZDesignImageUrl.safeParse(url).success ? url : '';
}

/** The link the QR code opens when the owner gave one a QR code can carry, else ''. */
export function linkOf(data: TDesignShopData): string {
  const link = (data.link ?? '').trim();
  return link && ZDesignQr.shape.value.safeParse(link).success ? link : '';
}

/** The project to advertise, with a name to show and a price above 0; null when there is none to offer. */
export function projectOffer(data: TDesignShopData): { name: string; unitPrice: number } | null {
  const name = oneLine(data.project?.name);
  return data.project && name !== '' && data.project.unitPrice > 0 ? { name, unitPrice: data.project.unitPrice } : null;
}

export type TWords = (key: string, params?: Record<string, string | number>) => string;

/** A template's own texts: keys under `marketing.images.templates.<id>.`. */
export const wordsOf =
  (writer: TDesignWriter, templateId: string): TWords =>
  (key, params) =>
    writer.t(`marketing.images.templates.${templateId}.${key}`, params);

/** The texts every template shares (the phone's label, the QR code's caption). */
export const sharedWords = (writer: TDesignWriter): TWords => wordsOf(writer, 'shared');

export type TBrandOptions = {
  unit: number;
  colour: string;
  /** The name's size with a logo; without one it is larger and takes the logo's place. */
  nameSize: number;
  logoSize: number;
  isBold?: boolean;
  isItalic?: boolean;
  /** The logo's width over its height as drawn in its box (a wide box suits a wordmark logo). */
  logoRatio?: number;
};

/** The shop's logo over its name; a shop without a logo gets its name alone, larger, in the logo's place. */
export function brandBlocks(data: TDesignShopData, options: TBrandOptions): TMaybeBlock[] {
  const logo = logoOf(data);
  const name = oneLine(data.shopName);
  const logoHeight = options.logoSize * options.unit;
  return [
    logo && {
      kind: 'box',
      width: logoHeight * (options.logoRatio ?? 1),
      height: logoHeight,
      draw: (at) => [image('logo', at, logo, 'contain')],
    },
    name && {
      kind: 'text',
      id: 'shop-name',
      text: name,
      fontSize: (logo ? options.nameSize : options.nameSize * 1.45) * options.unit,
      maxLines: 2,
      colour: options.colour,
      isBold: options.isBold ?? true,
      isItalic: options.isItalic,
      lineHeight: 1.15,
    },
  ];
}

export type TFooterOptions = {
  unit: number;
  palette: TPalette;
  fontSize: number;
  qrSize: number;
  align: TAlign;
  /** `side`: the QR code beside the lines; `stacked`: the code above them (narrow columns, tall designs). */
  layout: 'side' | 'stacked';
};

/**
 * The shop's address, phone and QR code at the bottom of a region, each only when the shop has it. Answers where they
 * start: the region's bottom when there is nothing to show, so the content above can take the room.
 */
export function footer(region: TRect, data: TDesignShopData, writer: TDesignWriter, options: TFooterOptions): TStacked {
  const shared = sharedWords(writer);
  const { unit, palette } = options;
  const link = linkOf(data);
  const address = oneLine(data.address);
  const phone = oneLine(data.phone);
  const bottom = region.y + region.height;
  if (!link && !address && !phone) return { elements: [], top: bottom, bottom };
  const fontSize = options.fontSize * unit;
  const line = (id: string, text: string, maxLines: number, isItalic = false): TMaybeBlock =>
    text && { kind: 'text', id, text, fontSize, maxLines, colour: palette.muted, isItalic, lineHeight: 1.3 };
  const addressLine = line('address', address, 2);
  const phoneLine = phone && line('phone', shared('phone', { phone }), 1);
  const caption = link && line('qr-caption', shared('scan'), 2, true);
  const qrSide = link ? Math.min(options.qrSize * unit, region.height, region.width * 0.4) : 0;
  const qrBlock: TMaybeBlock = link && {
    kind: 'box',
    width: qrSide,
    height: qrSide,
    draw: (at) => [qrCode('qr', at, link, palette.qrInk, palette.qrPaper)],
  };
  if (!link || options.layout === 'stacked') {
    return stack(region, [qrBlock, caption, addressLine, phoneLine], {
      align: options.align,
      valign: 'bottom',
      gap: 8 * unit,
    });
  }
  const gap = 32 * unit;
  const isQrRight = options.align !== 'right';
  const textRegion: TRect = {
    ...region,
    x: isQrRight ? region.x : region.x + qrSide + gap,
    width: region.width - qrSide - gap,
  };
  const textAlign: TAlign = isQrRight ? 'left' : 'right';
  const lines = [addressLine, phoneLine, caption];
  const measured = stack(textRegion, lines, { align: textAlign, valign: 'bottom', gap: 8 * unit });
  const height = Math.max(qrSide, measured.bottom - measured.top);
  const top = bottom - height;
  const placed = stack({ ...textRegion, y: top, height }, lines, { align: textAlign, valign: 'center', gap: 8 * unit });
  const qr = qrCode(
    'qr',
    {
      x: isQrRight ? region.x + region.width - qrSide : region.x,
      y: top + (height - qrSide) / 2,
      width: qrSide,
      height: qrSide,
    },
    link,
    palette.qrInk,
    palette.qrPaper,
  );
  return { elements: [...placed.elements, qr], top, bottom };
}

export type TPosterOptions = {
  /** The brand's blocks (brandBlocks) and how they align. */
  brand: TMaybeBlock[];
  brandAlign: TAlign;
  footer: TFooterOptions;
  /** On portrait designs: the most of the content's height the brand and the footer may take. */
  brandShare?: number;
  footerShare?: number;
  /** On the landscape design: the share of the width of the column with the brand and the footer, and its side. */
  sideShare?: number;
  side?: 'left' | 'right';
  gap?: number;
};

export type TPoster = { elements: TDesignElement[]; main: TRect };

/**
 * The usual poster: the brand at the top, the contact footer at the bottom and the template's message between them on
 * portrait designs; on the landscape one, brand and footer in a side column and the message beside it. Answers the
 * brand's and footer's elements and the region left for the message.
 */
export function posterSections(
  c: TCanvas,
  content: TRect,
  data: TDesignShopData,
  writer: TDesignWriter,
  options: TPosterOptions,
): TPoster {
  const gap = (options.gap ?? 48) * c.unit;
  if (c.isLandscape) {
    const share = options.sideShare ?? 0.4;
    const isLeft = (options.side ?? 'left') === 'left';
    const [left, right] = splitColumns(content, isLeft ? share : 1 - share, gap);
    const side = isLeft ? left : right;
    const foot = footer(between(side, side.y + side.height * 0.45, side.y + side.height), data, writer, options.footer);
    const brand = stack(between(side, side.y, foot.top - gap / 2), options.brand, {
      align: options.brandAlign,
      valign: foot.elements.length > 0 ? 'top' : 'center',
      gap: 16 * c.unit,
    });
    return { elements: [...brand.elements, ...foot.elements], main: isLeft ? right : left };
  }
  const brand = stack(
    between(content, content.y, content.y + content.height * (options.brandShare ?? 0.24)),
    options.brand,
    { align: options.brandAlign, valign: 'top', gap: 16 * c.unit },
  );
  const foot = footer(
    between(content, content.y + content.height * (1 - (options.footerShare ?? 0.26)), content.y + content.height),
    data,
    writer,
    options.footer,
  );
  const mainTop = brand.elements.length > 0 ? brand.bottom + gap : content.y;
  const mainBottom = foot.elements.length > 0 ? foot.top - gap : content.y + content.height;
  return {
    elements: [...brand.elements, ...foot.elements],
    main: between(content, mainTop, mainBottom),
  };
}
