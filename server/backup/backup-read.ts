import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';
import { knownMigrations } from '../db/migrate';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  isNewerVersion,
  MANIFEST_ENTRY,
  PRODUCT_VERSION,
  tableEntry,
  uploadEntry,
  ZBackupManifest,
} from './backup-manifest';
import type { TBackupContents } from './backup-write';

async function untar(bytes: Buffer): Promise<Map<string, Buffer>> {
  const entries = new Map<string, Buffer>();
  const tar = extract();
  const done = new Promise<void>((resolve, reject) => {
    tar.on('entry', (header, stream, next) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
      stream.on('end', () => {
        entries.set(header.name, Buffer.concat(chunks));
        next();
      });
      stream.on('error', reject);
    });
    tar.on('finish', resolve);
    tar.on('error', reject);
  });
  Readable.from([bytes]).pipe(tar);
  await done;
  return entries;
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * A backup file's contents, checked before anything is written anywhere: a whole gzip stream (a truncated file fails
 * its length and CRC), a manifest of this format, from this product's version or an older one and with migrations
 * this product knows, and every entry present with its recorded size and checksum.
 */
export async function readBackup(file: Buffer): Promise<TBackupContents> {
  let tarBytes: Buffer;
  try {
    tarBytes = gunzipSync(file);
  } catch {
    throw new BackupError('The backup file is damaged: it is cut short or is not a compressed backup.');
  }
  let entries: Map<string, Buffer>;
  try {
    entries = await untar(tarBytes);
  } catch {
    throw new BackupError('The backup file is damaged: its archive cannot be read.');
  }
  const manifestBytes = entries.get(MANIFEST_ENTRY);
  let manifestJson: unknown;
  try {
    manifestJson = JSON.parse(manifestBytes?.toString('utf8') ?? '');
  } catch {
    throw new BackupError('This is not a Salon Desk backup: it has no readable manifest.');
  }
  const header = manifestJson as { format?: unknown; formatVersion?: unknown; productVersion?: unknown };
  if (header?.format !== BACKUP_FORMAT) throw new BackupError('This is not a Salon Desk backup.');
  if (
    (typeof header.productVersion === 'string' && isNewerVersion(header.productVersion, PRODUCT_VERSION)) ||
    (typeof header.formatVersion === 'number' && header.formatVersion > BACKUP_FORMAT_VERSION)
  ) {
    throw new BackupError(
      `The backup was made by a newer Salon Desk (${String(header.productVersion)}) than this one (${PRODUCT_VERSION}): update Salon Desk, then restore it.`,
    );
  }
  const parsed = ZBackupManifest.safeParse(manifestJson);
  if (!parsed.success) throw new BackupError('The backup file is damaged: its manifest is not valid.');
  const manifest = parsed.data;
  const known = knownMigrations();
  const unknown = manifest.migrations.find((tag) => !known.includes(tag));
  if (unknown) {
    throw new BackupError(
      `The backup's database was migrated further (${unknown}) than this Salon Desk knows: update Salon Desk, then restore it.`,
    );
  }
  const checked = (entry: string, expected: { bytes: number; sha256: string }) => {
    const bytes = entries.get(entry);
    if (!bytes) throw new BackupError(`The backup file is damaged: ${entry} is missing.`);
    if (bytes.length !== expected.bytes || sha256(bytes) !== expected.sha256) {
      throw new BackupError(`The backup file is damaged: ${entry} does not match its checksum.`);
    }
    return bytes;
  };
  const tables = new Map(manifest.tables.map((t) => [t.name, checked(tableEntry(t.name), t)]));
  const uploads = new Map(manifest.uploads.map((u) => [u.key, checked(uploadEntry(u.key), u)]));
  return { manifest, tables, uploads };
}
