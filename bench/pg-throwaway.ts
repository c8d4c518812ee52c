import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_BIN = '/usr/lib/postgresql/15/bin';

/** Starts a throw-away PostgreSQL 15 in a temp dir (as the postgres user when run as root); undefined if none. */
export function startThrowawayPostgres(port = 54331): { url: string; stop: () => void } | undefined {
  if (spawnSync(`${PG_BIN}/initdb`, ['--version']).status !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'salon-desk-bench-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args], { stdio: 'ignore' })
      : execFileSync(`${PG_BIN}/${bin}`, args, { stdio: 'ignore' });
  if (asPostgres) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  run('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/pg.log`,
    '-w',
    '-o',
    `-k ${dir} -p ${port} -c listen_addresses='' -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@localhost/postgres?host=${dir}&port=${port}`,
    stop: () => {
      try {
        run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
