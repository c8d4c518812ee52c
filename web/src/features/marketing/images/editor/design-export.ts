import type Konva from 'konva';
import { downloadBlob, safeFileName } from '../../../../lib/file-download';

/**
 * A design as files (issue 25): the PNG at the design's full size, drawn from the editor's stage, and an A4 PDF
 * holding that picture, written by pdf-lib (ADR 028), which is loaded only when a PDF is asked for.
 */

/** A4 portrait in PDF points, and the 3 mm margin a printer needs (72 pt an inch, 25.4 mm an inch). */
export const A4_PAGE = { width: 595.28, height: 841.89 } as const;
export const A4_MARGIN = (3 * 72) / 25.4;

type TSize = { width: number; height: number };

/** Where a picture goes on the A4 page: as large as the margins allow, in its own proportions, centred. */
export function a4ImagePlacement(image: TSize): { x: number; y: number; width: number; height: number } {
  const boxWidth = A4_PAGE.width - 2 * A4_MARGIN;
  const boxHeight = A4_PAGE.height - 2 * A4_MARGIN;
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  const width = image.width * scale;
  const height = image.height * scale;
  return { x: (A4_PAGE.width - width) / 2, y: (A4_PAGE.height - height) / 2, width, height };
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** One A4 portrait page with the picture (PNG, or JPEG) placed by a4ImagePlacement; the PDF's title is the design's. */
export async function exportA4Pdf(picture: Blob, title: string): Promise<Blob> {
  const { PDFDocument } = await import('pdf-lib');
  const document = await PDFDocument.create();
  document.setTitle(title, { showInWindowTitleBar: true });
  const bytes = new Uint8Array(await picture.arrayBuffer());
  const image = isJpeg(bytes) ? await document.embedJpg(bytes) : await document.embedPng(bytes);
  const page = document.addPage([A4_PAGE.width, A4_PAGE.height]);
  page.drawImage(image, a4ImagePlacement(image));
  const saved = await document.save();
  return new Blob([saved as BlobPart], { type: 'application/pdf' });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png');
  });
}

/** The canvas at exactly the size asked: a rendering one pixel short (rounding of the ratio) is redrawn to it. */
function exactCanvas(canvas: HTMLCanvasElement, size: TSize): HTMLCanvasElement {
  if (canvas.width === size.width && canvas.height === size.height) return canvas;
  const exact = document.createElement('canvas');
  exact.width = size.width;
  exact.height = size.height;
  exact.getContext('2d')?.drawImage(canvas, 0, 0, size.width, size.height);
  return exact;
}

/**
 * A part of the stage drawn as a PNG of exactly `output` pixels. The stage shows the design scaled to the screen, so
 * the design's layer is drawn again at the ratio that gives the design's own pixels (or a preview's); `area` is where
 * the design is on the stage. The selection's transformer lives in another layer and is never drawn. An image from
 * another origin without CORS makes the canvas refuse (a SecurityError), which the caller reports.
 */
export async function exportPng(
  source: Konva.Node,
  area: { x: number; y: number; width: number; height: number },
  output: TSize,
): Promise<Blob> {
  const canvas = source.toCanvas({
    ...area,
    // A hundredth of a pixel more, so that Konva's rounding down lands on the size and not one pixel short.
    pixelRatio: (output.width + 0.01) / area.width,
  });
  return canvasToPng(exactCanvas(canvas, output));
}

/** The size of a preview of a design: `maxWidth` wide at most, never larger than the design. */
export function previewSize(design: TSize, maxWidth: number): TSize {
  const width = Math.max(1, Math.min(Math.round(maxWidth), design.width));
  return { width, height: Math.max(1, Math.round((design.height * width) / design.width)) };
}

/** A file name from the design's name: 'Spring offer' → 'Spring_offer.png'. */
export const designFileName = (name: string, extension: 'png' | 'pdf') => `${safeFileName(name)}.${extension}`;

/** Whether the browser can hand this file to the phone's share sheet (WhatsApp, Instagram, Photos). */
function canShareFile(file: File): boolean {
  const isTouch = typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  return isTouch && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/**
 * Offers the file to the share sheet on phones and tablets that can share files, and downloads it elsewhere (a
 * computer's browser may share files too, but there a file is expected in Downloads). A share the browser refuses
 * (Safari asks that it follow a tap closely, and a long export may be too late) falls back to the download; a share
 * the user cancels answers 'cancelled'.
 */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  title = fileName,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: blob.type });
  if (canShareFile(file)) {
    try {
      await navigator.share({ files: [file], title });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  downloadBlob(fileName, blob);
  return 'downloaded';
}
