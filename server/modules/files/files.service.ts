import { randomBytes } from 'node:crypto';
import { imageKindOf } from '../../../contract/files';
import { AppError } from '../../http/app-error';
import type { TDeps } from '../../http/context';
import { STORED_TYPES } from '../../providers/storage-local';

/**
 * Stores an uploaded image for a shop and answers its URL. The bytes decide what it is (PNG or JPEG), never the
 * file's name or declared type, and the stored name is random with the extension of what it is (ADR 017).
 */
export async function storeImage(deps: TDeps, shopId: number, bytes: Uint8Array): Promise<{ url: string }> {
  const kind = imageKindOf(bytes);
  if (!kind) throw new AppError('WRONG_FILE_FORMAT', { field: 'file' });
  const ext = kind === 'png' ? 'png' : 'jpg';
  const key = `${shopId}/${randomBytes(12).toString('hex')}.${ext}`;
  return deps.providers.storage.put(key, bytes, STORED_TYPES[ext]);
}
