import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { TStorageProvider } from './storage';

/** The stored files' extensions and what they are served as. */
export const STORED_TYPES = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** A stored file's name: 24 random hex characters and the extension of what it is; nothing else is ever served. */
const STORED_NAME = /^[0-9a-f]{24}\.(png|jpg)$/;
const SHOP_ID = /^[1-9][0-9]{0,9}$/;

/** The folder the local disk keeps uploads in. */
export const uploadsDirOf = (dataDir: string) => resolve(dataDir, 'uploads');

/** Whether a shop id and a file name are exactly what the storage writes (nothing else is served or backed up). */
export const isStoredFile = (shopId: string, name: string) => SHOP_ID.test(shopId) && STORED_NAME.test(name);

/**
 * Where a shop's stored file lives on disk with its content type, or null for anything that is not exactly a shop id
 * and a stored name (so `..`, slashes, encoded separators and other files can never be reached).
 */
export function localFileOf(dataDir: string, shopId: string, name: string) {
  const match = SHOP_ID.test(shopId) ? STORED_NAME.exec(name) : null;
  if (!match) return null;
  return {
    path: join(uploadsDirOf(dataDir), shopId, name),
    contentType: STORED_TYPES[match[1] as keyof typeof STORED_TYPES],
  };
}

/**
 * The local disk under `DATA_DIR/uploads/<key>`, served by `GET /api/files/<key>` (ADR 017). A file is written under a
 * temporary name and renamed into place, so a reader never sees half of it.
 */
export function localDiskStorage(dataDir: string): TStorageProvider {
  const root = uploadsDirOf(dataDir);
  const pathOf = (key: string) => {
    const target = resolve(root, key);
    if (!target.startsWith(`${root}${sep}`)) throw new Error(`refused storage key ${key}`);
    return target;
  };
  return {
    name: 'local',
    urlOf: (key) => `/api/files/${key}`,
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, target);
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
      return { url: `/api/files/${key}` };
    },
  };
}
