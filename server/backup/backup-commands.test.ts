import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDesk } from '../modules/bills/bills.test-kit';
import { ROOT } from '../paths';
import { useTestApp } from '../test/fixture';
import { withDatabase } from '../test/pg-admin';
import { askServerForBackup, channelPathOf, openBackupChannel } from './backup-channel';
import { takeBackup } from './backup-take';
import { collectBackup, packBackup } from './backup-write';
import { keptBackups } from './backups.repo';

// The operator's commands, run as `npm run backup` and `npm run restore` run them, on the embedded database.
const t = useTestApp();
const folder = mkdtempSync(join(tmpdir(), 'salon-commands-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function run(command: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  return runOn('', command, dataDir, ...args);
}

/** The command with DATABASE_URL set (PostgreSQL) or empty (the embedded database in DATA_DIR). */
function runOn(databaseUrl: string, command: 'backup' | 'restore', dataDir: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', `server/backup/${command}-command.ts`, ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('npm run restore and npm run backup', () => {
  it('restore into an empty DATA_DIR, refuse a full one or a damaged file, and back up what was restored', async () => {
    await buildDesk(t);
    const file = join(folder, 'shop.backup.tgz');
    writeFileSync(file, await packBackup(await collectBackup(t.database, { now: t.clock.now() })));

    const dataDir = join(folder, 'data');
    const restored = run('restore', dataDir, file);
    expect(restored.output).toContain('The restored data passed its check');
    expect(restored.status).toBe(0);
    // The database took its place whole; the lock was released.
    expect(readdirSync(dataDir)).toEqual(['pglite']);

    const again = run('restore', dataDir, file);
    expect(again).toMatchObject({ status: 1 });
    expect(again.output).toContain(`Restore refused: DATA_DIR (${dataDir}) is not empty`);

    const cut = join(folder, 'cut.backup.tgz');
    writeFileSync(cut, (await packBackup(await collectBackup(t.database, { now: t.clock.now() }))).subarray(0, 500));
    const damaged = run('restore', join(folder, 'elsewhere'), cut);
    expect(damaged.output).toContain('Restore refused: The backup file is damaged: it is cut short');
    expect(existsSync(join(folder, 'elsewhere'))).toBe(false);

    const backup = run('backup', dataDir);
    expect(backup.output).toMatch(/Backup written and verified: .*salon-desk-\d{8}T\d{6}Z-manual\.backup\.tgz/);
    expect(backup.status).toBe(0);
    expect(readdirSync(join(dataDir, 'backups'))).toHaveLength(1);
  }, 120_000);
});

/** Sends one line on a Unix socket and answers everything that comes back. */
function sendLine(path: string, line: string) {
  return new Promise<string>((done, fail) => {
    const socket = createConnection(path, () => socket.write(line));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
    });
    socket.on('end', () => done(reply));
    socket.on('error', fail);
  });
}

describe.runIf(process.env.DATABASE_URL)('npm run backup on PostgreSQL', () => {
  it('opens its own connection beside the running app and writes a checked backup into BACKUP_DIR', async () => {
    const [{ name }] = await t.database.raw.query<{ name: string }>('SELECT current_database() AS name');
    const dataDir = join(folder, 'postgres');
    const backup = runOn(withDatabase(process.env.DATABASE_URL!, name), 'backup', dataDir);
    expect(backup.output).toMatch(/Backup written and verified: .*-manual\.backup\.tgz/);
    expect(backup.status).toBe(0);
    const [row] = (await keptBackups(t.database.db)).filter((b) => b.reason === 'manual');
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([row.file]);
  }, 120_000);
});

describe('a clean shutdown', () => {
  it('takes a backup before the server lets the database go', async () => {
    const dataDir = join(folder, 'shutdown');
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', DEMO: '0', PORT: '0', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<number | null>((done) => server.on('exit', (code) => done(code)));
    // The banner's last line on backups: the server is listening by then.
    await expect.poll(() => output, { timeout: 60_000 }).toContain('is not a backup until it is copied elsewhere');
    expect(output).toContain('Salon Desk is running');
    expect(output).toContain('Backups: nightly at 03:30');
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(readdirSync(join(dataDir, 'backups'))).toEqual([
      expect.stringMatching(/^salon-desk-\d{8}T\d{6}Z-shutdown\.backup\.tgz$/),
    ]);
  }, 90_000);
});

describe('the backup channel of a running embedded server', () => {
  it('takes the backup a local command asks for, and answers nothing else', async () => {
    const dataDir = join(folder, 'channel');
    const place = { dir: join(dataDir, 'backups'), timeZone: 'UTC' };
    mkdirSync(dataDir);
    const close = await openBackupChannel(dataDir, () =>
      takeBackup(t.database, place, { reason: 'manual', now: new Date('2026-11-25T08:00:00Z') }),
    );
    try {
      expect(statSync(channelPathOf(dataDir)).mode & 0o777).toBe(0o600);
      const taken = await askServerForBackup(dataDir);
      expect(taken).toMatchObject({ ok: true, file: 'salon-desk-20261125T080000Z-manual.backup.tgz' });
      expect(readdirSync(place.dir)).toEqual([taken!.file]);
      expect(await sendLine(channelPathOf(dataDir), 'DROP TABLE shops\n')).toBe(
        '{"ok":false,"error":"unknown request"}\n',
      );
    } finally {
      await close();
    }
    await expect(askServerForBackup(dataDir)).rejects.toThrow(/could not be reached/);
  });
});
