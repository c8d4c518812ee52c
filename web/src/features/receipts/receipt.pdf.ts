import type { TFunction } from 'i18next';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import type { TReceipt } from '../../../../contract/receipts';
import { downloadBlob, safeFileName } from '../../lib/file-download';
import { embedFontsFor, type TPdfFonts, type TReadFontFile } from '../../lib/pdf/pdf-fonts';
import { embedImageFromUrl, fitInBox } from '../../lib/pdf/pdf-image';
import { drawText, INK, MUTED, textWidth, wrapText } from '../../lib/pdf/pdf-text';
import type { TPaper } from './receipt.format';
import { receiptSections, type TReceiptLine, type TReceiptSections } from './receipt.sections';

/**
 * The receipt as a PDF (issue 21, ADR 028), from the same `receiptSections` the screen prints: an 80 mm roll as one
 * page as long as the receipt, or A4 pages. Loaded only when the Download PDF button is pressed.
 */

const MM = 72 / 25.4;

type TGeometry = {
  width: number;
  /** A4's fixed page height; a roll's page is as long as its receipt. */
  height: number | null;
  margin: number;
  size: number;
  shopSize: number;
  logo: { width: number; height: number };
  isDashed: boolean;
};

const GEOMETRY: Record<TPaper, TGeometry> = {
  thermal: {
    width: 80 * MM,
    height: null,
    margin: 4 * MM,
    size: 8.5,
    shopSize: 12,
    logo: { width: 40 * MM, height: 20 * MM },
    isDashed: true,
  },
  a4: {
    width: 210 * MM,
    height: 297 * MM,
    margin: 22 * MM,
    size: 10.5,
    shopSize: 16,
    logo: { width: 50 * MM, height: 25 * MM },
    isDashed: false,
  },
};

const LINE = 1.45;
const GAP = 6;

/** A horizontal slice of the receipt: its height and how to draw it with its top at a given y. */
type TBlock = { height: number; draw: (page: PDFPage, top: number) => void };

/** The baseline of a line of text whose line box starts at top. */
const baseline = (top: number, size: number) => top - (size * LINE) / 2 - size * 0.35;

function textBlocks(
  fonts: TPdfFonts,
  geometry: TGeometry,
  text: string,
  { size = geometry.size, isCentered = false, color = INK } = {},
): TBlock[] {
  const contentWidth = geometry.width - 2 * geometry.margin;
  return wrapText(fonts, text, size, contentWidth).map((line) => ({
    height: size * LINE,
    draw: (page, top) => {
      const x = isCentered ? (geometry.width - textWidth(fonts, line, size)) / 2 : geometry.margin;
      drawText(page, fonts, line, { x, y: baseline(top, size), size, color });
    },
  }));
}

function separator(geometry: TGeometry): TBlock {
  return {
    height: GAP * 2,
    draw: (page, top) =>
      page.drawLine({
        start: { x: geometry.margin, y: top - GAP },
        end: { x: geometry.width - geometry.margin, y: top - GAP },
        thickness: 0.5,
        color: geometry.isDashed ? rgb(0.55, 0.55, 0.55) : rgb(0.8, 0.8, 0.8),
        dashArray: geometry.isDashed ? [2, 2] : undefined,
      }),
  };
}

/** A label on the left and its value on the right, each wrapped in its own share of the width. */
function rowBlock(fonts: TPdfFonts, geometry: TGeometry, line: Extract<TReceiptLine, { kind: 'row' }>): TBlock {
  const size = line.isStrong ? geometry.size + 1 : geometry.size;
  const contentWidth = geometry.width - 2 * geometry.margin;
  const values = line.isText ? wrapText(fonts, line.value, size, contentWidth * 0.6) : [line.value];
  const valueWidth = Math.max(...values.map((value) => textWidth(fonts, value, size)));
  const labels = wrapText(fonts, line.label, size, Math.max(contentWidth - valueWidth - 8, contentWidth * 0.3));
  const lineHeight = size * LINE;
  const drawBold = (page: PDFPage, text: string, x: number, y: number) => {
    drawText(page, fonts, text, { x, y, size });
    if (line.isStrong) drawText(page, fonts, text, { x: x + 0.3, y, size });
  };
  return {
    height: Math.max(labels.length, values.length) * lineHeight,
    draw: (page, top) => {
      labels.forEach((text, index) => {
        drawBold(page, text, geometry.margin, baseline(top - index * lineHeight, size));
      });
      values.forEach((text, index) => {
        const x = geometry.width - geometry.margin - textWidth(fonts, text, size);
        drawBold(page, text, x, baseline(top - index * lineHeight, size));
      });
    },
  };
}

function lineBlocks(fonts: TPdfFonts, geometry: TGeometry, line: TReceiptLine): TBlock[] {
  if (line.kind === 'row') return [rowBlock(fonts, geometry, line)];
  if (line.kind === 'title') return textBlocks(fonts, geometry, line.text, { color: MUTED });
  return textBlocks(fonts, geometry, line.text, { isCentered: true, size: geometry.size + 1 });
}

/** Every text the receipt draws, so the document embeds the font pieces they need and no others. */
function textsOf(layout: TReceiptSections): string[] {
  const lines = layout.sections.flat();
  return [
    layout.shopName,
    ...layout.headLines,
    layout.note,
    ...lines.flatMap((line) => (line.kind === 'row' ? [line.label, line.value] : [line.text])),
  ];
}

/** Lays the blocks out on pages: one page as long as the roll needs, or as many A4 pages as they fill. */
function paginate(doc: PDFDocument, geometry: TGeometry, blocks: TBlock[]) {
  const total = blocks.reduce((sum, block) => sum + block.height, 0);
  const pageHeight = geometry.height ?? total + 2 * geometry.margin;
  let page = doc.addPage([geometry.width, pageHeight]);
  let top = pageHeight - geometry.margin;
  for (const block of blocks) {
    if (top - block.height < geometry.margin - 0.01) {
      page = doc.addPage([geometry.width, pageHeight]);
      top = pageHeight - geometry.margin;
    }
    block.draw(page, top);
    top -= block.height;
  }
}

/** The receipt's PDF, bytes ready to save. readFontFile is for the unit tests, which have no web server. */
export async function receiptPdf(
  receipt: TReceipt,
  paper: TPaper,
  t: TFunction,
  language: string,
  readFontFile?: TReadFontFile,
): Promise<Uint8Array> {
  const geometry = GEOMETRY[paper];
  const layout = receiptSections(receipt, t, language);
  const doc = await PDFDocument.create();
  doc.setTitle(t('receipts.pdfTitle', { billOrderNo: receipt.billOrderNo, shopName: layout.shopName }));
  doc.setLanguage(language);
  doc.setCreator('Salon Desk');
  const [fonts, logo] = await Promise.all([
    embedFontsFor(doc, textsOf(layout), readFontFile),
    layout.logo ? embedImageFromUrl(doc, layout.logo) : Promise.resolve(null),
  ]);

  const blocks: TBlock[] = [];
  if (logo) {
    const box = fitInBox(logo, geometry.logo.width, geometry.logo.height);
    blocks.push({
      height: box.height + GAP,
      draw: (page, top) => page.drawImage(logo, { x: (geometry.width - box.width) / 2, y: top - box.height, ...box }),
    });
  }
  blocks.push(...textBlocks(fonts, geometry, layout.shopName, { size: geometry.shopSize, isCentered: true }));
  for (const text of layout.headLines) blocks.push(...textBlocks(fonts, geometry, text, { isCentered: true }));
  for (const lines of layout.sections) {
    blocks.push(separator(geometry), ...lines.flatMap((line) => lineBlocks(fonts, geometry, line)));
  }
  if (layout.note) {
    blocks.push(separator(geometry), ...textBlocks(fonts, geometry, layout.note, { isCentered: true }));
  }
  paginate(doc, geometry, blocks);
  return doc.save();
}

/** Builds the receipt's PDF and saves it as 'receipt-<bill number>.pdf' in the reader's language. */
export async function downloadReceiptPdf(receipt: TReceipt, paper: TPaper, t: TFunction, language: string) {
  const bytes = await receiptPdf(receipt, paper, t, language);
  const fileName = `${safeFileName(t('receipts.pdfFileName', { billOrderNo: receipt.billOrderNo }))}.pdf`;
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type: 'application/pdf' }));
}
