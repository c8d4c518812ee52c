import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import type { TDatabase } from '../db/client';
import { isStoredFile } from '../providers/storage-local';
import { COPY_SETTINGS, quoteName, readCatalogue, readSequences, type TCatalogueTable } from './backup-catalogue';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_ENTRY,
  PRODUCT_VERSION,
  type TBackupManifest,
  tableEntry,
  uploadEntry,
} from './backup-manifest';

/** What a backup reads a database through. */
export type TSnapshotSource = Pick<TDatabase, 'kind' | 'copySession'>;

export type TBackupContents = { manifest: TBackupManifest; tables: Map<string, Buffer>; uploads: Map<string, Buffer> };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** COPY text has one line per row; a line break inside a value is written as \n, so lines are rows. */
const rowCount = (text: Buffer) => {
  let rows = 0;
  for (const byte of text) if (byte === 0x0a) rows++;
  return rows;
};

/** What a chain's export copies of a table without a shop: the same on every installation, so it is carried. */
const REFERENCE_TABLES = new Set(['shop_types']);
/** A shop's rows a chain's export leaves behind: its logins (the new installation asks everyone to log in again). */
const CHAIN_LEFT_OUT = new Set(['sessions']);

/**
 * The rows of a table a chain's export takes (ADR 031): the chain's shops; in a table that references shops, the rows
 * whose every shop reference is one of the chain's (or empty), so an invitation between two salons stays behind; a
 * reference table whole; nothing of the installation's own tables (secrets, replay keys, codes, payments' logs) and
 * no logins.
 * Null: the table is left out.
 */
function chainFilter(table: TCatalogueTable, shopIds: readonly number[]): string | null {
  const ids = `ARRAY[${shopIds.map((id) => Number(id)).join(', ')}]::integer[]`;
  if (table.name === 'shops') return `WHERE "id" = ANY (${ids})`;
  if (CHAIN_LEFT_OUT.has(table.name)) return null;
  if (table.shopColumns.length > 0) {
    return `WHERE ${table.shopColumns.map((c) => `(${quoteName(c)} IS NULL OR ${quoteName(c)} = ANY (${ids}))`).join(' AND ')}`;
  }
  return REFERENCE_TABLES.has(table.name) ? '' : null;
}

/**
 * Reads every table's rows in one snapshot (a repeatable-read, read-only transaction), as PostgreSQL's COPY text,
 * and the sequences' values in the same snapshot; with `chain`, only that chain's rows (chainFilter). On PGlite the
 * snapshot holds the one connection while it reads.
 */
export async function readDatabase(database: TSnapshotSource, createdAt: Date, chain?: readonly number[]) {
  return database.copySession('ISOLATION LEVEL REPEATABLE READ, READ ONLY', async (s) => {
    for (const setting of COPY_SETTINGS) await s.query(setting);
    const migrations = (await s.query<{ tag: string }>('SELECT tag FROM schema_migrations ORDER BY tag')).map(
      (r) => r.tag,
    );
    const tables = new Map<string, Buffer>();
    const described: TBackupManifest['tables'] = [];
    for (const table of await readCatalogue(s)) {
      const where = chain ? chainFilter(table, chain) : '';
      if (where === null) continue;
      const columns = table.columns.map(quoteName).join(', ');
      const text = await s.copyOut(
        `COPY (SELECT ${columns} FROM ${quoteName(table.name)} ${where} ORDER BY ${table.orderBy}) TO STDOUT`,
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
      ...(chain ? { chain: [...chain] } : {}),
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

/**
 * A backup's contents: the database's snapshot and, with a local uploads folder, its files; with `chain` (its shops'
 * ids), that chain's export: its rows and its shops' files only.
 */
export async function collectBackup(
  database: TSnapshotSource,
  options: { uploadsDir?: string; now: Date; chain?: readonly number[] },
): Promise<TBackupContents> {
  const { manifest, tables } = await readDatabase(database, options.now, options.chain);
  const all = options.uploadsDir ? await readUploads(options.uploadsDir) : new Map<string, Buffer>();
  const inChain = (key: string) => !options.chain || options.chain.includes(Number(key.split('/')[0]));
  const uploads = new Map([...all].filter(([key]) => inChain(key)));
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
