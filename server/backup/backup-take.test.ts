import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type TDatabase } from '../db/client';
import { buildDesk } from '../modules/bills/bills.test-kit';
import { useTestApp } from '../test/fixture';
import { withDatabase } from '../test/pg-admin';
import { backupBanner } from './backup-banner';
import { backupPlaceOf, startBackups } from './backup-schedule';
import { backupFileName, takeBackup } from './backup-take';
import { keptBackups } from './backups.repo';

const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'salon-backups-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const placeIn = (name: string) => ({ dir: join(folder, name), timeZone: 'UTC' });
const nightAt = (night: string) => ({ reason: 'nightly' as const, now: new Date(`${night}T03:30:00Z`), night });

/** Another instance on the same database: its own pool on PostgreSQL; PGlite has one connection, so itself. */
async function secondInstance(): Promise<TDatabase & { done: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { ...t.database, done: async () => {} };
  const [{ name }] = await t.database.raw.query<{ name: string }>('SELECT current_database() AS name');
  const second = openPostgres(withDatabase(url, name));
  return { ...second, done: () => second.close() };
}

describe('taking a backup', () => {
  it('writes a verified file, records it, and names it by its time and reason', async () => {
    await buildDesk(t);
    const place = placeIn('manual');
    const at = new Date('2026-11-23T10:15:30.250Z');
    const taken = await takeBackup(t.database, place, { reason: 'manual', now: at });
    expect(taken).toMatchObject({ ok: true, problems: [], file: 'salon-desk-20261123T101530Z-manual.backup.tgz' });
    expect(backupFileName(at, 'manual')).toBe(taken!.file);
    expect(readdirSync(place.dir)).toEqual([taken!.file]);
    const [row] = await keptBackups(t.database.db);
    expect(row).toMatchObject({
      id: taken!.id,
      status: 'verified',
      reason: 'manual',
      bytes: taken!.bytes,
      night: null,
    });
    expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('takes one nightly backup a night, however many instances try at once', async () => {
    const second = await secondInstance();
    try {
      const place = placeIn('race');
      const tries = await Promise.all([
        takeBackup(t.database, place, nightAt('2026-10-01')),
        takeBackup(second, place, nightAt('2026-10-01')),
        takeBackup(second, place, nightAt('2026-10-01')),
      ]);
      expect(tries.filter((taken) => taken !== null)).toHaveLength(1);
      expect(readdirSync(place.dir)).toHaveLength(1);
      // The next night is a new claim.
      expect(await takeBackup(second, place, nightAt('2026-10-02'))).not.toBeNull();
    } finally {
      await second.done();
    }
  });

  // Eleven backups, each restored in memory to be checked: slower than the default limit on a loaded machine.
  it('rotates: 7 days, the newest of 4 weeks and 12 months, and never a copy taken by hand', async () => {
    const place = placeIn('rotation');
    await takeBackup(t.database, place, { reason: 'manual', now: new Date('2026-10-31T12:00:00Z') });
    for (let day = 1; day <= 10; day++)
      await takeBackup(t.database, place, nightAt(`2026-11-${String(day).padStart(2, '0')}`));
    const files = readdirSync(place.dir).sort();
    // 1 to 10 November: the last 7 days (4 to 10), 1 November as the newest of its ISO week (26 October to 1
    // November); 2 and 3 November are gone. The month's newest is the 10th, a day kept already.
    expect(files.map((f) => f.slice(11, 19))).toEqual([
      '20261031',
      '20261101',
      '20261104',
      '20261105',
      '20261106',
      '20261107',
      '20261108',
      '20261109',
      '20261110',
    ]);
    const kept = (await keptBackups(t.database.db)).map((b) => b.file).filter((f) => files.includes(f));
    expect(kept.sort()).toEqual(files);
  }, 180_000);

  it('records a backup whose check fails, keeps it, and shows it in the start banner', async () => {
    const d = await buildDesk(t);
    // A card whose balance is no longer the sum of its ledger (what only a bug or a hand edit could do).
    await t.database.raw.query('UPDATE prepay_cards SET available_balance = available_balance + 1 WHERE id = $1', [
      d.card.id,
    ]);
    const place = placeIn('failing');
    const taken = await takeBackup(t.database, place, { reason: 'shutdown', now: new Date('2026-11-24T20:00:00Z') });
    expect(taken?.ok).toBe(false);
    expect(taken?.problems).toEqual([`prepaid card ${d.card.id}: balance 10001 is not its ledger's sum 10000`]);
    expect(readdirSync(place.dir)).toEqual([taken!.file]);
    const config = { ...loadConfig({}), backups: { enabled: true, dir: place.dir, at: '03:30', timeZone: 'UTC' } };
    const banner = await backupBanner(t.database, config);
    expect(banner).toContain(`THE LAST BACKUP FAILED ITS CHECK (${taken!.file}): prepaid card ${d.card.id}`);
    expect(banner).toContain('nightly at 03:30 (UTC)');
    await t.database.raw.query('UPDATE prepay_cards SET available_balance = available_balance - 1 WHERE id = $1', [
      d.card.id,
    ]);
  });
});

describe('the nightly schedule', () => {
  it("takes the night's backup once BACKUP_AT has passed, once for several instances, checked in a process of its own", async () => {
    const second = await secondInstance();
    const config = loadConfig({
      DATA_DIR: folder,
      BACKUP_DIR: join(folder, 'nightly'),
      BACKUP_AT: '03:30',
      BACKUP_TIME_ZONE: 'Europe/Rome',
    });
    let now = new Date('2026-08-10T01:29:00Z'); // 03:29 in Rome (summer time)
    const silent = { info: () => {}, warn: () => {}, error: () => {} };
    const instances = [
      startBackups(t.database, config, () => now, silent),
      startBackups(second, config, () => now, silent),
    ];
    try {
      await Promise.all(instances.map((i) => i.runDue()));
      expect(existsSync(config.backups.dir)).toBe(false);
      now = new Date('2026-08-10T01:31:00Z');
      await Promise.all(instances.map((i) => i.runDue()));
      const files = readdirSync(config.backups.dir);
      expect(files).toEqual(['salon-desk-20260810T013100Z-nightly.backup.tgz']);
      const nights = (await keptBackups(t.database.db)).filter((b) => b.night === '2026-08-10');
      expect(nights).toEqual([expect.objectContaining({ reason: 'nightly', status: 'verified' })]);
      // Later the same night: nothing more.
      now = new Date('2026-08-10T05:00:00Z');
      await Promise.all(instances.map((i) => i.runDue()));
      expect(readdirSync(config.backups.dir)).toEqual(files);
    } finally {
      for (const i of instances) i.stop();
      await second.done();
    }
  }, 90_000);
});

/** An S3-compatible store on this machine: it keeps what is PUT, forgets what is DELETEd, or refuses everything. */
async function startBucket(refuse = false) {
  const objects = new Map<string, { bytes: Buffer; headers: Record<string, unknown> }>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (refuse) {
        res.writeHead(403).end('<Error><Code>AccessDenied</Code></Error>');
        return;
      }
      if (req.method === 'PUT') objects.set(req.url!, { bytes: Buffer.concat(chunks), headers: req.headers });
      if (req.method === 'DELETE') objects.delete(req.url!);
      res.writeHead(req.method === 'DELETE' ? 204 : 200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const config = loadConfig({
    DATA_DIR: folder,
    BACKUP_DIR: join(folder, refuse ? 'refused' : 'offsite'),
    BACKUP_TIME_ZONE: 'UTC',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'backup-test',
    S3_SECRET_ACCESS_KEY: 'backup-test-secret',
    BACKUP_S3_BUCKET: 'salon-backups',
  });
  return { objects, place: backupPlaceOf(config), close: () => new Promise((done) => server.close(done)) };
}

describe('the copy to a private bucket (BACKUP_S3_BUCKET)', () => {
  it('sends each backup there as a file to save, and the rotation removes it there too', async () => {
    const bucket = await startBucket();
    try {
      const first = await takeBackup(t.database, bucket.place, {
        reason: 'shutdown',
        now: new Date('2026-09-01T08:00:00Z'),
      });
      expect(first?.ok).toBe(true);
      const stored = bucket.objects.get(`/salon-backups/${first!.file}`);
      expect(stored?.bytes.equals(readFileSync(first!.path))).toBe(true);
      expect(stored?.headers['content-type']).toBe('application/gzip');
      expect(stored?.headers['content-disposition']).toBe(`attachment; filename="${first!.file}"`);
      expect(String(stored?.headers.authorization)).toMatch(/^AWS4-HMAC-SHA256 Credential=backup-test\//);
      // A later backup the same day: the day keeps the newest, here and in the bucket.
      const second = await takeBackup(t.database, bucket.place, {
        reason: 'shutdown',
        now: new Date('2026-09-01T20:00:00Z'),
      });
      expect([...bucket.objects.keys()]).toEqual([`/salon-backups/${second!.file}`]);
      expect(readdirSync(bucket.place.dir)).toEqual([second!.file]);
    } finally {
      await bucket.close();
    }
  });

  it('records a backup whose copy was refused as failed, and keeps it', async () => {
    const bucket = await startBucket(true);
    try {
      const taken = await takeBackup(t.database, bucket.place, {
        reason: 'manual',
        now: new Date('2026-09-02T08:00:00Z'),
      });
      expect(taken?.ok).toBe(false);
      expect(taken?.problems).toEqual([
        expect.stringMatching(/^the copy to the backup bucket failed: S3 PUT .* answered 403/),
      ]);
      expect(readdirSync(bucket.place.dir)).toEqual([taken!.file]);
    } finally {
      await bucket.close();
    }
  });

  it('is never the uploads bucket, which browsers read', () => {
    expect(() => loadConfig({ S3_BUCKET: 'salon-images', BACKUP_S3_BUCKET: 'salon-images' })).toThrow(
      /BACKUP_S3_BUCKET: a private bucket of its own/,
    );
  });
});
