import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import type { TDatabase } from '../db/client';
import { isStoredFile } from '../providers/storage-local';
import { COPY_SETTINGS, quoteName, readCatalogue, readSequences } from './backup-catalogue';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  PRODUCT_VERSION,
  type TBackupManifest,
  tableEntry,
  uploadEntry,
} from './backup-manifest';

export type TBackupContents = { manifest: TBackupManifest; tables: Map<string, Buffer>; uploads: Map<string, Buffer> };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** COPY text has one line per row; a line break inside a value is written as \n, so lines are rows. */
const rowCount = (text: Buffer) => {
  let rows = 0;
  for (const byte of text) if (byte === 0x0a) rows++;
  return rows;
};

/**
 * Reads every table's rows in one snapshot (a repeatable-read, read-only transaction), as PostgreSQL's COPY text,
 * and the sequences' values in the same snapshot. On PGlite the snapshot holds the one connection while it reads.
 */
export async function readDatabase(database: TDatabase, createdAt: Date) {
  return database.copySession('ISOLATION LEVEL REPEATABLE READ, READ ONLY', async (s) => {
    for (const setting of COPY_SETTINGS) await s.query(setting);
    const migrations = (await s.query<{ tag: string }>('SELECT tag FROM schema_migrations ORDER BY tag')).map(
      (r) => r.tag,
    );
    const tables = new Map<string, Buffer>();
    const described: TBackupManifest['tables'] = [];
    for (const table of await readCatalogue(s)) {
      const columns = table.columns.map(quoteName).join(', ');
      const text = await s.copyOut(
        `COPY (SELECT ${columns} FROM ${quoteName(table.name)} ORDER BY ${table.orderBy}) TO STDOUT`,
      );
      tables.set(table.name, text);
      described.push({
        name: table.name,
        columns: table.columns,
        rows: rowCount(text),
        bytes: text.length,
        sha256: sha256(text),
      });
    }
    const manifest: TBackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      productVersion: PRODUCT_VERSION,
      migrations,
      createdAt: createdAt.toISOString(),
      source: database.kind,
      tables: described,
      sequences: await readSequences(s),
      uploads: [],
    };
    return { manifest, tables };
  });
}

/** The uploaded files on the local disk (`<uploadsDir>/<shopId>/<name>`), only those the storage could have written. */
export async function readUploads(uploadsDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const shops = await readdir(uploadsDir, { withFileTypes: true }).catch(() => []);
  for (const shop of shops) {
    if (!shop.isDirectory()) continue;
    for (const name of await readdir(join(uploadsDir, shop.name))) {
      if (!isStoredFile(shop.name, name)) continue;
      // A file the unreferenced-upload sweep removed since the listing is simply not kept.
      const bytes = await readFile(join(uploadsDir, shop.name, name)).catch(() => null);
      if (bytes) files.set(`${shop.name}/${name}`, bytes);
    }
  }
  return files;
}

/** A backup's contents: the database's snapshot and, with a local uploads folder, its files. */
export async function collectBackup(
  database: TDatabase,
  options: { uploadsDir?: string; now: Date },
): Promise<TBackupContents> {
  const { manifest, tables } = await readDatabase(database, options.now);
  const uploads = options.uploadsDir ? await readUploads(options.uploadsDir) : new Map<string, Buffer>();
  manifest.uploads = [...uploads].map(([key, bytes]) => ({ key, bytes: bytes.length, sha256: sha256(bytes) }));
  return { manifest, tables, uploads };
}

/** The backup file's bytes: a gzipped tar with the manifest first, then the tables in load order, then the uploads. */
export async function packBackup(contents: TBackupContents): Promise<Buffer> {
  const tar = pack();
  const chunks: Buffer[] = [];
  const done = pipeline(tar, createGzip({ level: 6 }), async (compressed: AsyncIterable<Buffer>) => {
    for await (const chunk of compressed) chunks.push(chunk);
  });
  const mtime = new Date(contents.manifest.createdAt);
  const add = (name: string, bytes: Buffer) =>
    new Promise<void>((resolve, reject) => {
      tar.entry({ name, size: bytes.length, mtime, mode: 0o600 }, bytes, (err) => (err ? reject(err) : resolve()));
    });
  await add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(contents.manifest, null, 2)));
  for (const table of contents.manifest.tables) await add(tableEntry(table.name), contents.tables.get(table.name)!);
  for (const upload of contents.manifest.uploads) await add(uploadEntry(upload.key), contents.uploads.get(upload.key)!);
  tar.finalize();
  await done;
  return Buffer.concat(chunks);
}
