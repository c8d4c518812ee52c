import { imageKindOf } from '../../../contract/files';
import { AppError } from '../../http/app-error';

/** The largest image kept: an A4 poster at 300 dpi (ADR 019). Larger ones are scaled down to fit, keeping aspect. */
export const MAX_IMAGE_WIDTH = 2480;
export const MAX_IMAGE_HEIGHT = 3508;
/**
 * The most pixels decoded from one upload (a 50-megapixel phone photo fits), so a small file that claims huge
 * dimensions cannot make the server decode gigabytes.
 */
const MAX_INPUT_PIXELS = 60_000_000;

export type TCleanImage = { bytes: Buffer; ext: 'png' | 'jpg'; contentType: 'image/png' | 'image/jpeg' };

/**
 * Decodes an uploaded image and encodes it again (ADR 019): only the pixels survive. Whatever followed or hid in the
 * file (HTML after a valid header, EXIF and GPS data, comments, colour profiles) is gone; the orientation EXIF asked
 * for is applied to the pixels first. The format stays what it was, PNG or JPEG; anything that is not one of them, or
 * does not decode, is WRONG_FILE_FORMAT.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<TCleanImage> {
  const kind = imageKindOf(bytes);
  if (!kind) throw new AppError('WRONG_FILE_FORMAT', { field: 'file' });
  // Loaded on the first upload, not at start (libvips takes a tenth of a second to load).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== kind) throw new AppError('WRONG_FILE_FORMAT', { field: 'file' });
    const pipeline = image
      .rotate()
      .resize({ width: MAX_IMAGE_WIDTH, height: MAX_IMAGE_HEIGHT, fit: 'inside', withoutEnlargement: true });
    if (kind === 'png') return { bytes: await pipeline.png().toBuffer(), ext: 'png', contentType: 'image/png' };
    return { bytes: await pipeline.jpeg({ quality: 85 }).toBuffer(), ext: 'jpg', contentType: 'image/jpeg' };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // sharp's own complaint (corrupt data, too many pixels, unsupported variant): the file is not an image we keep.
    throw new AppError('WRONG_FILE_FORMAT', { field: 'file' });
  }
}
