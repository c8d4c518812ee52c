/** Where uploaded files go (ARCHITECTURE §6, ADR 017): local disk by default, an S3-compatible bucket by config. */
export type TStorageProvider = {
  name: 'local' | 's3';
  /** Stores the bytes under a key (`<shopId>/<random>.<ext>`) and returns the URL browsers read it from. */
  put: (key: string, bytes: Uint8Array, contentType: string) => Promise<{ url: string }>;
  /** The URL browsers read a stored key from: what `put` answered for it. */
  urlOf: (key: string) => string;
  /** Removes a stored file; a key that is already gone is no error (ADR 019: the unreferenced-upload sweep). */
  remove: (key: string) => Promise<void>;
};
