import type { PDFDocument, PDFImage } from 'pdf-lib';

const isPng = (bytes: Uint8Array) => bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;

/** Any image the browser decodes (WebP, GIF) redrawn as PNG, which a PDF can hold. */
async function asPng(blob: Blob): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(blob);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer());
}

/**
 * Embeds the image at a URL (a shop's logo, an uploaded picture): PNG and JPEG as they are, other formats through
 * a canvas. An image that cannot be fetched or decoded answers null, and the document goes on without it.
 */
export async function embedImageFromUrl(doc: PDFDocument, url: string): Promise<PDFImage | null> {
  try {
    const response = await fetch(url);
    if (!response.ok) return null;
    const blob = await response.blob();
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (isPng(bytes)) return await doc.embedPng(bytes);
    if (isJpeg(bytes)) return await doc.embedJpg(bytes);
    return await doc.embedPng(await asPng(blob));
  } catch {
    return null;
  }
}

/** The size of an image scaled down (never up) to fit a box, keeping its proportions. */
export function fitInBox(image: { width: number; height: number }, maxWidth: number, maxHeight: number) {
  const scale = Math.min(1, maxWidth / image.width, maxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}
