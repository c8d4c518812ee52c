/**
 * Image uploads (SPEC §5, §7 file/imgUpload, §9; ADR 017). The SPEC's defaults are png/jpg/jpeg, 3 files and 100 MB;
 * the server caps one image at UPLOAD_MAX_MB (5 MB) since logos and backgrounds never need more.
 */
export const IMAGE_TYPES = ['png', 'jpg', 'jpeg'] as const;
export const DEFAULT_UPLOAD_LIMIT = 3;
export const DEFAULT_UPLOAD_MAX_MB = 100;
/** SPEC §9: the upload timeout. */
export const UPLOAD_TIMEOUT_MS = 10_000;

/** The image kind of a file by its first bytes (not its name), or null when it is none of png/jpeg. */
export function imageKindOf(bytes: Uint8Array): 'png' | 'jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

/** Several uploaded URLs are kept as one comma-joined string (SPEC §7). */
export const joinUrls = (urls: readonly string[]) => urls.filter(Boolean).join(',');
export const splitUrls = (value: string | null | undefined) => (value ? value.split(',').filter(Boolean) : []);
