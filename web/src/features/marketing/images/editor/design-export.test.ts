import { crc32, deflateSync } from 'node:zlib';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { DESIGN_SIZE_KEYS, DESIGN_SIZES } from '../../../../../../contract/marketing-images';
import { A4_MARGIN, A4_PAGE, a4ImagePlacement, designFileName, exportA4Pdf, previewSize } from './design-export';

/** A small opaque PNG (8-bit RGB), written here so the test needs no image library. */
function png(width: number, height: number): Blob {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const bytes = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Blob([bytes], { type: 'image/png' });
}

const within = (value: number, low: number, high: number) => value >= low - 0.01 && value <= high + 0.01;

describe('a4ImagePlacement', () => {
  it('is 3 mm (8.504 pt) from the edges', () => {
    expect(A4_MARGIN).toBeCloseTo(8.504, 3);
  });

  it.each(DESIGN_SIZE_KEYS)('fits a %s design within the margins, in proportion and centred', (size) => {
    const design = DESIGN_SIZES[size];
    const place = a4ImagePlacement(design);
    expect(place.width / place.height).toBeCloseTo(design.width / design.height, 6);
    expect(within(place.x, A4_MARGIN, A4_PAGE.width - A4_MARGIN - place.width)).toBe(true);
    expect(within(place.y, A4_MARGIN, A4_PAGE.height - A4_MARGIN - place.height)).toBe(true);
    expect(place.x * 2 + place.width).toBeCloseTo(A4_PAGE.width, 6);
    expect(place.y * 2 + place.height).toBeCloseTo(A4_PAGE.height, 6);
    // It touches the margins on one side at least: as large as it can be.
    expect(Math.min(place.x, place.y)).toBeCloseTo(A4_MARGIN, 6);
  });

  it('enlarges a small picture too', () => {
    expect(a4ImagePlacement({ width: 10, height: 10 }).width).toBeCloseTo(A4_PAGE.width - 2 * A4_MARGIN, 6);
  });
});

describe('exportA4Pdf', () => {
  it('writes one A4 page titled after the design, with the picture inside the margins', async () => {
    const pdf = await exportA4Pdf(png(12, 8), 'Offerta di primavera 春季');
    expect(pdf.type).toBe('application/pdf');
    const document = await getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
    expect(document.numPages).toBe(1);
    const { info } = (await document.getMetadata()) as { info: { Title?: string } };
    expect(info.Title).toBe('Offerta di primavera 春季');
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    expect(width).toBeCloseTo(A4_PAGE.width, 2);
    expect(height).toBeCloseTo(A4_PAGE.height, 2);

    const operators = await page.getOperatorList();
    const images = operators.fnArray.flatMap((fn, index) => (fn === OPS.paintImageXObject ? [index] : []));
    expect(images).toHaveLength(1);
    // pdf-lib writes a translation and a scale: compose the transforms since the last save before the image.
    const saveAt = operators.fnArray.lastIndexOf(OPS.save, images[0]);
    const [scaleX, , , scaleY, x, y] = operators.fnArray
      .slice(saveAt, images[0])
      .flatMap((fn, offset) => (fn === OPS.transform ? [operators.argsArray[saveAt + offset] as number[]] : []))
      .reduce(
        ([a, b, c, d, e, f], [a2, b2, c2, d2, e2, f2]) => [
          a2 * a + b2 * c,
          a2 * b + b2 * d,
          c2 * a + d2 * c,
          c2 * b + d2 * d,
          e2 * a + f2 * c + e,
          e2 * b + f2 * d + f,
        ],
        [1, 0, 0, 1, 0, 0],
      );
    expect(within(x, A4_MARGIN, A4_PAGE.width - A4_MARGIN - scaleX)).toBe(true);
    expect(within(y, A4_MARGIN, A4_PAGE.height - A4_MARGIN - scaleY)).toBe(true);
    expect(scaleX / scaleY).toBeCloseTo(12 / 8, 6);
    expect(scaleX).toBeCloseTo(A4_PAGE.width - 2 * A4_MARGIN, 2);
  });
});

describe('previewSize and designFileName', () => {
  it('keeps the proportions and never enlarges', () => {
    expect(previewSize(DESIGN_SIZES.story, 480)).toEqual({ width: 480, height: 853 });
    expect(previewSize(DESIGN_SIZES.landscape, 4000)).toEqual({ width: 1200, height: 630 });
  });

  it('names the file after the design', () => {
    expect(designFileName('Spring offer / 春季', 'png')).toBe('Spring_offer_春季.png');
  });
});
