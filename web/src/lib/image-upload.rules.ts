import { IMAGE_TYPES } from '../../../contract/files';

/** What the uploader refuses before sending (SPEC §5): the error key and its placeholders. */
export type TImageRejection =
  | { key: 'WRONG_FILE_FORMAT'; params: Record<string, never> }
  | { key: 'FILE_TOO_LARGE'; params: { n: number } }
  | { key: 'TOO_MANY_FILES'; params: { limit: number } };

const IMAGE_MIME_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/pjpeg']);
const BYTES_PER_MB = 1024 * 1024;

/**
 * SPEC §5 image upload: png/jpg/jpeg only (by the declared type or, when the browser gives none, the name), at most
 * `maxMb` MB, and no more than `limit` images in all. `position` is the file's 0-based place among the files
 * already kept plus those chosen together with it. The server checks the bytes again (ADR 017).
 */
export function checkImageFile(
  file: { name: string; type: string; size: number },
  { maxMb, limit, position }: { maxMb: number; limit: number; position: number },
): TImageRejection | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const isImage = file.type
    ? IMAGE_MIME_TYPES.has(file.type.toLowerCase())
    : (IMAGE_TYPES as readonly string[]).includes(extension);
  if (!isImage) return { key: 'WRONG_FILE_FORMAT', params: {} };
  if (file.size > maxMb * BYTES_PER_MB) return { key: 'FILE_TOO_LARGE', params: { n: maxMb } };
  if (position >= limit) return { key: 'TOO_MANY_FILES', params: { limit } };
  return null;
}
