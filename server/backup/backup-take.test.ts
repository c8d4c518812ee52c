import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPostgres, type TDatabase } from '../db/client';
import { buildDesk } from '../modules/bills/bills.test-kit';
import { useTestApp } from '../test/fixture';
import { withDatabase } from '../test/pg-admin';
import { backupBanner } from './backup-banner';
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
  });

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
