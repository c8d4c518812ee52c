import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type TDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemo } from '../demo/demo.seed';
import { withDatabase } from '../test/pg-admin';
import { readBackup } from './backup-read';
import { restoreBackup } from './backup-restore';
import { checkRestored } from './backup-verify';
import { collectBackup, packBackup, readDatabase } from './backup-write';

// The migration path of a salon that outgrows the embedded database, and back: one format on both (ADR 031).
const url = process.env.DATABASE_URL!;
const name = `salon_desk_cross_${randomBytes(6).toString('hex')}`;
const NOW = new Date('2026-11-23T09:00:00.000Z');
let embedded: TDatabase;
let postgres: TDatabase;
let back: TDatabase;

beforeAll(async () => {
  const admin = openPostgres(url);
  await admin.raw.query(`CREATE DATABASE ${name}`);
  await admin.close();
  postgres = openPostgres(withDatabase(url, name));
  embedded = await openPglite();
  await migrate(embedded.raw);
  await seedDemo(embedded.db, NOW);
  // A time with microseconds, which a JavaScript Date would drop.
  await embedded.raw.query(
    `UPDATE shops SET created_at = '2026-11-23 09:00:00.123456+00' WHERE headquarter_id IS NULL`,
  );
  back = await openPglite();
}, 120_000);

afterAll(async () => {
  await Promise.all([embedded?.close(), postgres?.close(), back?.close()]);
  const admin = openPostgres(url);
  await admin.raw.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.close();
});

/** Backs `from` up to a file and restores that file into the empty `to`; answers what each held. */
async function carry(from: TDatabase, to: TDatabase) {
  const file = await packBackup(await collectBackup(from, { now: NOW }));
  const contents = await readBackup(file);
  await restoreBackup(to, contents);
  expect(await checkRestored(to, contents)).toEqual([]);
  return { before: contents, after: await readDatabase(to, NOW) };
}

describe('a backup carried between the databases', () => {
  it('goes from the embedded database into PostgreSQL and back with every row, to the microsecond', async () => {
    const there = await carry(embedded, postgres);
    expect(there.before.manifest.source).toBe('pglite');
    expect(there.after.manifest.source).toBe('postgres');
    expect(there.after.manifest.tables).toEqual(there.before.manifest.tables);
    expect(there.after.manifest.sequences).toEqual(there.before.manifest.sequences);

    const home = await carry(postgres, back);
    expect(home.after.manifest.tables).toEqual(there.before.manifest.tables);
    for (const table of there.before.manifest.tables) {
      expect(home.after.tables.get(table.name)?.equals(there.before.tables.get(table.name)!), table.name).toBe(true);
    }
    // Timestamps keep their microseconds through the text form.
    for (const database of [postgres, back]) {
      const [{ at }] = await database.raw.query<{ at: string }>(
        `SELECT to_char(max(created_at), 'US') AS at FROM shops WHERE headquarter_id IS NULL`,
      );
      expect(at).toBe('123456');
    }
  });
});
