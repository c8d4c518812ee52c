import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian's postgresql-15 package puts its binaries. */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

export type TThrowawayPostgres = {
  url: string;
  /** Stops the server at once, as a crash would (`pg_ctl stop -m immediate`), keeping its data. */
  halt: () => void;
  /** Starts the halted server again on the same data, port and socket; returns once it accepts connections. */
  resume: () => void;
  /** Stops the server and deletes its data. */
  stop: () => void;
};

/** Whether the PostgreSQL 15 binaries are installed. */
export const hasPostgresBinaries = () => spawnSync(`${PG_BIN}/initdb`, ['--version']).status === 0;

/**
 * Starts a throw-away PostgreSQL 15 in a temp dir (as the postgres user when run as root), reachable only through a
 * unix socket in that dir, so its port never collides with another server's; undefined when PostgreSQL is missing.
 * Used by the benchmark and the fault tests, never by the tests that share DATABASE_URL.
 */
export function startThrowawayPostgres(port = 54331): TThrowawayPostgres | undefined {
  if (!hasPostgresBinaries()) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'salon-desk-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const run = (bin: string, args: string[]) =>
    asPostgres
      ? execFileSync('runuser', ['-u', 'postgres', '--', `${PG_BIN}/${bin}`, ...args], { stdio: 'ignore' })
      : execFileSync(`${PG_BIN}/${bin}`, args, { stdio: 'ignore' });
  if (asPostgres) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  run('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8']);
  const start = () =>
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
  const halt = () => run('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
  start();
  return {
    url: `postgres://postgres@localhost/postgres?host=${dir}&port=${port}`,
    halt,
    resume: start,
    stop: () => {
      try {
        halt();
      } catch {
        // Already halted.
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
