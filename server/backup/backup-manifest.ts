import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ROOT } from '../paths';

/**
 * What a backup file holds (ADR 031): a gzipped tar of `manifest.json`, one `tables/<table>.copy` per table (its rows
 * in PostgreSQL's COPY text form) and the uploaded files under `uploads/<key>`. The manifest comes first, so a file
 * of another product or a newer version is refused before its data is read.
 */
export const BACKUP_FORMAT = 'salon-desk-backup';
export const BACKUP_FORMAT_VERSION = 1;

const ZSha256 = z.string().regex(/^[0-9a-f]{64}$/);
const ZCount = z.number().int().min(0);
/** A table, column or sequence name as the catalogue has it (the product's own names are lower-case snake case). */
const ZName = z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/);

export const ZBackupTable = z.object({
  name: ZName,
  columns: z.array(ZName).min(1),
  rows: ZCount,
  bytes: ZCount,
  sha256: ZSha256,
});

export const ZBackupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1),
  productVersion: z.string().regex(/^\d+\.\d+\.\d+/),
  /** The migrations applied to the database backed up, in order: its schema's level. */
  migrations: z.array(z.string().regex(/^\d{4}_[a-z0-9_]+$/)).min(1),
  createdAt: z.iso.datetime(),
  source: z.enum(['pglite', 'postgres']),
  /** In the order a restore loads them: a table after every table it references. */
  tables: z.array(ZBackupTable),
  /** Every sequence's last value (identity columns included), set again by a restore. */
  sequences: z.array(z.object({ name: ZName, lastValue: z.string().regex(/^-?\d{1,19}$/) })),
  /** The uploaded files kept on the local disk (`<shopId>/<name>`); none when uploads go to S3. */
  /** A chain's export (ADR 031): the ids of the shops whose rows it holds; absent in an installation's backup. */
  chain: z.array(z.number().int().positive()).min(1).optional(),
  uploads: z.array(
    z.object({ key: z.string().regex(/^[1-9][0-9]{0,9}\/[0-9a-f]{24}\.(png|jpg)$/), bytes: ZCount, sha256: ZSha256 }),
  ),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;
export type TBackupTable = z.infer<typeof ZBackupTable>;

/** The product's version, from package.json: a backup records it, and a restore refuses one from a newer version. */
export const PRODUCT_VERSION: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version;

/** Whether version `a` is newer than `b` (major.minor.patch, numerically). */
export function isNewerVersion(a: string, b: string) {
  const parts = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/** A backup that cannot be read or restored, with the reason in words an operator acts on. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** Where a table's rows sit in the file. */
export const tableEntry = (name: string) => `tables/${name}.copy`;
export const uploadEntry = (key: string) => `uploads/${key}`;
export const MANIFEST_ENTRY = 'manifest.json';
