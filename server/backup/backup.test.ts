import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type TDatabase } from '../db/client';
import { knownMigrations } from '../db/migrate';
import { seedDemo } from '../demo/demo.seed';
import { bookOne, buildBoard, person } from '../modules/appointments/appointments.test-kit';
import { billOf, buildDesk, frontDesk } from '../modules/bills/bills.test-kit';
import { openTestDatabase, useTestApp } from '../test/fixture';
import { BackupError } from './backup-manifest';
import { readBackup } from './backup-read';
import { isDatabaseEmpty, restoreFromFile } from './backup-restore';
import { checkRestored, verifyBackup, verifyInChild } from './backup-verify';
import { collectBackup, packBackup, readDatabase, type TBackupContents } from './backup-write';

// The restore's target is this file's own database, emptied; the source is a second database with the demo chain.
const t = useTestApp();
let source: TDatabase;
let contents: TBackupContents;
let file: Buffer;
const folder = mkdtempSync(join(tmpdir(), 'salon-backup-'));
const UPLOAD = { key: '1/0123456789abcdef01234567.png', bytes: Buffer.from('not really a png, but bytes') };

const emptyDatabase = async (database: TDatabase) => {
  await database.raw.query('DROP SCHEMA public CASCADE');
  await database.raw.query('CREATE SCHEMA public');
};

beforeAll(async () => {
  source = await openTestDatabase();
  await seedDemo(source.db, t.clock.now());
  const uploadsDir = join(folder, 'uploads');
  mkdirSync(join(uploadsDir, '1'), { recursive: true });
  writeFileSync(join(uploadsDir, UPLOAD.key), UPLOAD.bytes);
  // Not files the storage writes: left out.
  writeFileSync(join(uploadsDir, '1', 'notes.txt'), 'x');
  contents = await collectBackup(source, { uploadsDir, now: t.clock.now() });
  file = await packBackup(contents);
}, 120_000);

afterAll(async () => {
  await source?.close();
  rmSync(folder, { recursive: true, force: true });
});

const refusal = async (bytes: Buffer) => {
  const err = await readBackup(bytes).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(BackupError);
  return (err as Error).message;
};

/** A backup of these contents with one thing changed after its manifest was written. */
const repacked = (change: (c: TBackupContents) => TBackupContents) => packBackup(change(structuredClone(contents)));

describe('a backup file', () => {
  it('holds every table of the demo chain, its sequences and the uploads the storage wrote', async () => {
    const { manifest } = contents;
    expect(manifest).toMatchObject({ format: 'salon-desk-backup', formatVersion: 1, source: t.database.kind });
    expect(manifest.migrations).toEqual(knownMigrations());
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]));
    const [{ shops }] = await source.raw.query<{ shops: number }>('SELECT count(*)::int AS shops FROM shops');
    expect(rows.shops).toBe(shops);
    expect(rows.bills).toBeGreaterThan(100);
    expect(rows.schema_migrations).toBeUndefined();
    // Every table after the tables it references: shops before accounts, bills before their lines and the ledger.
    const at = (name: string) => manifest.tables.findIndex((table) => table.name === name);
    expect(at('shops')).toBeLessThan(at('accounts'));
    expect(at('bills')).toBeLessThan(at('bill_lines'));
    expect(at('bills')).toBeLessThan(at('prepay_ledger'));
    expect(manifest.sequences.find((s) => s.name.startsWith('bills_id'))?.lastValue).toMatch(/^\d+$/);
    expect(manifest.uploads).toEqual([{ key: UPLOAD.key, bytes: UPLOAD.bytes.length, sha256: expect.any(String) }]);
    // A headquarters' row comes before its branches' (they reference it).
    const shopRows = contents.tables.get('shops')!.toString().trim().split('\n');
    const headquarterAt = contents.manifest.tables
      .find((table) => table.name === 'shops')!
      .columns.indexOf('headquarter_id');
    const references = shopRows.map((row) => row.split('\t')[headquarterAt]);
    expect(references.indexOf('\\N')).toBe(0);
    expect(references.lastIndexOf('\\N')).toBeLessThan(references.findIndex((r) => r !== '\\N'));
  });

  it('is refused, with a clear reason, when cut short, altered, of a newer version or not a backup', async () => {
    expect(await refusal(file.subarray(0, Math.floor(file.length / 2)))).toMatch(/damaged: it is cut short/);
    expect(await refusal(Buffer.from('hello'))).toMatch(/damaged/);
    const altered = await repacked((c) => {
      c.tables.set('customers', Buffer.concat([c.tables.get('customers')!, Buffer.from('')]).fill(0x41, 0, 1));
      return c;
    });
    expect(await refusal(altered)).toMatch(/tables\/customers\.copy does not match its checksum/);
    const newer = await repacked((c) => ({ ...c, manifest: { ...c.manifest, productVersion: '99.0.0' } }));
    expect(await refusal(newer)).toMatch(/newer Salon Desk \(99\.0\.0\)/);
    const migrated = await repacked((c) => ({
      ...c,
      manifest: { ...c.manifest, migrations: [...c.manifest.migrations, '9999_future'] },
    }));
    expect(await refusal(migrated)).toMatch(/migrated further \(9999_future\)/);
    const other = await repacked((c) => ({ ...c, manifest: { ...c.manifest, format: 'zip' as never } }));
    expect(await refusal(other)).toMatch(/not a Salon Desk backup/);
  });

  it('passes its check: restored in memory, every count as recorded, card balances equal to their ledgers', async () => {
    const check = await verifyBackup(file);
    expect(check.problems).toEqual([]);
    expect(check).toMatchObject({ ok: true, tables: contents.manifest.tables.length });
    expect(check.rows).toBeGreaterThan(1000);
  });

  it('is checked the same in a process of its own, as the server checks its backups', async () => {
    const good = join(folder, 'good.backup.tgz');
    writeFileSync(good, file);
    expect(await verifyInChild(good)).toMatchObject({
      ok: true,
      problems: [],
      tables: contents.manifest.tables.length,
    });
    const cut = join(folder, 'cut.backup.tgz');
    writeFileSync(cut, file.subarray(0, 100));
    expect(await verifyInChild(cut)).toMatchObject({ ok: false, problems: [expect.stringMatching(/cut short/)] });
    expect((await verifyInChild(join(folder, 'missing.tgz'))).problems).toEqual([
      expect.stringMatching(/^the check could not run \(exit 1\): .*ENOENT/s),
    ]);
  }, 90_000);

  it('fails its check when a card balance is not the sum of its ledger', async () => {
    const wrong = await repacked((c) => {
      const cards = c.manifest.tables.find((table) => table.name === 'prepay_cards')!;
      const columns = cards.columns;
      const balanceAt = columns.indexOf('available_balance');
      const lines = Buffer.from(c.tables.get('prepay_cards')!).toString().split('\n');
      const fields = lines[0].split('\t');
      fields[balanceAt] = String(Number(fields[balanceAt]) + 1);
      lines[0] = fields.join('\t');
      const text = Buffer.from(lines.join('\n'));
      c.tables.set('prepay_cards', text);
      cards.bytes = text.length;
      cards.sha256 = createHash('sha256').update(text).digest('hex');
      return c;
    });
    const check = await verifyBackup(wrong);
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual([
      expect.stringMatching(/^prepaid card \d+: balance \d+ is not its ledger's sum \d+$/),
    ]);
  });
});

describe('a restore', () => {
  it('refuses a database that is not empty, and writes nothing from a damaged file', async () => {
    await expect(restoreFromFile(t.database, file)).rejects.toThrow(/not empty/);
    await emptyDatabase(t.database);
    await expect(restoreFromFile(t.database, file.subarray(0, 1000))).rejects.toThrow(/damaged/);
    expect(await isDatabaseEmpty(t.database)).toBe(true);
  });

  it('gives back every table row by row, the uploads, and new rows after the restored ones', async () => {
    const uploadsDir = join(folder, 'restored-uploads');
    await restoreFromFile(t.database, file, { uploadsDir });
    const restored = await readDatabase(t.database, t.clock.now());
    expect(restored.manifest.tables).toEqual(contents.manifest.tables);
    for (const table of contents.manifest.tables) {
      expect(restored.tables.get(table.name)?.equals(contents.tables.get(table.name)!), table.name).toBe(true);
    }
    expect(restored.manifest.sequences).toEqual(contents.manifest.sequences);
    expect(readFileSync(join(uploadsDir, UPLOAD.key))).toEqual(UPLOAD.bytes);

    // The identity sequences go on after the restored rows: a shop, staff, a customer with a card and its ledger, an
    // appointment and a bill with a card deduction are all written through the app.
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d, { customerId: d.customer.id, memberDeduction: 1_000 }));
    expect(bill).toMatchObject({ actualAmount: 2_000, memberCardNo: d.card.cardNo });
    const b = await buildBoard(t);
    const appointment = await bookOne(t, b, {
      people: [person(b, { customName: 'Dopo Ripristino', customPhone: '347 000 1111' })],
    });
    expect(appointment.customName).toBe('Dopo Ripristino');
  });
});

describe("a chain's own export", () => {
  it('holds only its shops, their rows and files, leaves other salons and the installation behind, and restores', async () => {
    const [{ id: headquarters }] = await source.raw.query<{ id: number }>(
      "SELECT id FROM shops WHERE name = 'Demo Salon'",
    );
    const chain = (
      await source.raw.query<{ id: number }>('SELECT id FROM shops WHERE id = $1 OR headquarter_id = $1 ORDER BY id', [
        headquarters,
      ])
    ).map((r) => r.id);
    const [{ others }] = await source.raw.query<{ others: number }>(
      'SELECT count(*)::int AS others FROM shops WHERE NOT (id = ANY ($1::integer[]))',
      [chain],
    );
    expect(chain).toHaveLength(3);
    expect(others).toBeGreaterThan(0);
    const uploadsDir = join(folder, 'uploads');
    mkdirSync(join(uploadsDir, '999'), { recursive: true });
    writeFileSync(join(uploadsDir, '999', 'abcdefabcdefabcdefabcdef.png'), 'another salon');
    const exported = await collectBackup(source, { uploadsDir, now: t.clock.now(), chain });
    const { manifest } = exported;
    expect(manifest.chain).toEqual(chain);
    expect(manifest.uploads.map((u) => u.key)).toEqual(chain.includes(1) ? [UPLOAD.key] : []);
    const names = manifest.tables.map((table) => table.name);
    for (const left of [
      'app_secrets',
      'sessions',
      'idempotency_keys',
      'verification_codes',
      'backups',
      'auth_events',
    ]) {
      expect(names).not.toContain(left);
    }
    expect(names).toContain('shop_types');
    const rowsOf = (name: string) => manifest.tables.find((table) => table.name === name)?.rows;
    expect(rowsOf('shops')).toBe(3);
    for (const name of ['accounts', 'customers', 'bills', 'prepay_ledger', 'appointments']) {
      const [{ n }] = await source.raw.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${name} WHERE shop_id = ANY ($1::integer[])`,
        [chain],
      );
      expect(rowsOf(name), name).toBe(n);
    }
    // The demo's invitations name other salons: those stay behind with them.
    const [{ crossing }] = await source.raw.query<{ crossing: number }>(
      `SELECT count(*)::int AS crossing FROM invitation_rewards
        WHERE shop_id = ANY ($1::integer[]) AND NOT (invited_shop_id = ANY ($1::integer[]))`,
      [chain],
    );
    expect(crossing).toBeGreaterThan(0);
    const [{ kept }] = await source.raw.query<{ kept: number }>(
      `SELECT count(*)::int AS kept FROM invitation_rewards
        WHERE shop_id = ANY ($1::integer[]) AND invited_shop_id = ANY ($1::integer[])`,
      [chain],
    );
    expect(rowsOf('invitation_rewards')).toBe(kept);

    // Into a fresh installation, with its ids as they were.
    const fresh = await openPglite();
    try {
      await restoreFromFile(fresh, await packBackup(exported));
      expect(await checkRestored(fresh, exported)).toEqual([]);
      const shops = await fresh.raw.query<{ id: number }>('SELECT id FROM shops ORDER BY id');
      expect(shops.map((shop) => shop.id)).toEqual(chain);
    } finally {
      await fresh.close();
    }
  });
});
