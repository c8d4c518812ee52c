import { randomBytes } from 'node:crypto';
import { AppError } from '../../http/app-error';
import type { TDeps } from '../../http/context';
import { reencodeImage } from './image-reencode';
import { forgetUpload, reserveUpload } from './uploads.repo';

const MB = 1024 * 1024;

/**
 * Stores an uploaded image for a shop and answers its URL (ADR 017, ADR 019). The image is decoded and encoded again
 * (image-reencode.ts), so what is stored is a clean PNG or JPEG whatever was sent; the stored name is random with the
 * extension of what it is. The upload is recorded against the shop's quota before the file is written, and forgotten
 * again if writing fails; housekeeping removes it later if nothing references it.
 */
export async function storeImage(deps: TDeps, shopId: number, bytes: Uint8Array): Promise<{ url: string }> {
  const image = await reencodeImage(bytes);
  const key = `${shopId}/${randomBytes(12).toString('hex')}.${image.ext}`;
  const { shopQuotaMb } = deps.config.upload;
  const isReserved = await reserveUpload(deps.db, {
    shopId,
    key,
    sizeBytes: image.bytes.length,
    at: deps.clock(),
    quotaBytes: Math.floor(shopQuotaMb * MB),
  });
  if (!isReserved) throw new AppError('UPLOAD_QUOTA_EXCEEDED', { field: 'file', params: { n: shopQuotaMb } });
  try {
    return await deps.providers.storage.put(key, image.bytes, image.contentType);
  } catch (err) {
    await forgetUpload(deps.db, shopId, key);
    throw err;
  }
}
