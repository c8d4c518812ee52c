import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { openPglite, type TDatabase } from '../db/client';
import { knownMigrations } from '../db/migrate';
import { ROOT } from '../paths';
import { quoteName } from './backup-catalogue';
import { BackupError } from './backup-manifest';
import { readBackup } from './backup-read';
import { restoreBackup } from './backup-restore';
import type { TBackupContents } from './backup-write';

/** What a check of a restored backup found: nothing wrong when `problems` is empty. */
export type TBackupCheck = { ok: boolean; problems: string[]; tables: number; rows: number };

/**
 * The rules a restored database must keep (ADR 031): every migration applied, each table holding the rows the
 * manifest recorded, every prepaid card's balance equal to the sum of its ledger, and no two live appointments (not
 * deleted, not missed) of one technician overlapping in one lane on one day (`appointments_no_double_booking`).
 */
export async function checkRestored(database: TDatabase, contents: TBackupContents): Promise<string[]> {
  const problems: string[] = [];
  const applied = (await database.raw.query<{ tag: string }>('SELECT tag FROM schema_migrations')).map((r) => r.tag);
  const missing = knownMigrations().filter((tag) => !applied.includes(tag));
  if (missing.length > 0) problems.push(`migrations not applied: ${missing.join(', ')}`);
  for (const table of contents.manifest.tables) {
    const [{ rows }] = await database.raw.query<{ rows: number }>(
      `SELECT count(*)::int AS rows FROM ${quoteName(table.name)}`,
    );
    if (rows !== table.rows) problems.push(`${table.name}: ${rows} rows restored, ${table.rows} recorded`);
  }
  const cards = await database.raw.query<{ id: number; balance: string; ledger: string }>(
    `SELECT c.id, c.available_balance::text AS balance, coalesce(sum(l.change_amount), 0)::text AS ledger
      FROM prepay_cards c LEFT JOIN prepay_ledger l ON l.shop_id = c.shop_id AND l.card_id = c.id
      GROUP BY c.id, c.available_balance
      HAVING c.available_balance <> coalesce(sum(l.change_amount), 0)
      ORDER BY c.id LIMIT 20`,
  );
  for (const card of cards) {
    problems.push(`prepaid card ${card.id}: balance ${card.balance} is not its ledger's sum ${card.ledger}`);
  }
  const overlaps = await database.raw.query<{ first: number; second: number }>(
    `SELECT a.id AS first, b.id AS second
      FROM appointments a JOIN appointments b
        ON b.shop_id = a.shop_id AND b.account_id = a.account_id AND b.lane = a.lane AND b.day = a.day AND b.id > a.id
       AND int4range(a.start_min, a.start_min + a.duration_min) && int4range(b.start_min, b.start_min + b.duration_min)
      WHERE a.del_flag = 0 AND a.lost_flag = 0 AND b.del_flag = 0 AND b.lost_flag = 0
      ORDER BY 1, 2 LIMIT 20`,
  );
  for (const pair of overlaps) problems.push(`appointments ${pair.first} and ${pair.second} overlap`);
  return problems;
}

/**
 * Verifies a backup file the way a restore would use it: read and checked whole, restored into a scratch PGlite in
 * memory, and the restored database checked. A file that cannot be read or restored is a failed check too.
 */
export async function verifyBackup(file: Buffer): Promise<TBackupCheck> {
  let contents: TBackupContents;
  try {
    contents = await readBackup(file);
  } catch (err) {
    return { ok: false, problems: [(err as Error).message], tables: 0, rows: 0 };
  }
  const tables = contents.manifest.tables.length;
  const rows = contents.manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const scratch = await openPglite();
  try {
    await restoreBackup(scratch, contents);
    const problems = await checkRestored(scratch, contents);
    return { ok: problems.length === 0, problems, tables, rows };
  } catch (err) {
    const message = err instanceof BackupError ? err.message : `restore failed: ${(err as Error).message}`;
    return { ok: false, problems: [message], tables, rows };
  } finally {
    await scratch.close();
  }
}

/** Checks a backup file in a child process (verify-command.ts), so this process's thread stays free meanwhile. */
export function verifyInChild(path: string): Promise<TBackupCheck> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server/backup/verify-command.ts'), path], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('close', (code) => {
      try {
        done(JSON.parse(out) as TBackupCheck);
      } catch {
        done({
          ok: false,
          problems: [`the check could not run (exit ${code}): ${err.trim().slice(0, 300)}`],
          tables: 0,
          rows: 0,
        });
      }
    });
  });
}
