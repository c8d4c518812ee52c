// The start figures of issue 18: the first `npm start` on an empty data dir with nothing built (the web build, the
// server bundle, the migrations and the demo shop included), and a restart on that data dir, each timed from the
// command to the server's first answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkGoal } from './goals';

const ROOT = new URL('..', import.meta.url).pathname;
/** What `npm start` builds when it is missing; removed before the first start so that it builds it all. */
const BUILT = join(ROOT, 'dist');
const POLL_MS = 50;
/** Each figure is the median of this many starts, printed with the fastest and the slowest. */
const RUNS = Number(process.env.BENCH_START_RUNS ?? 3);
const GIVE_UP_MS = 180_000;

/** `npm start` in its own process group, quiet, on a port and a data dir of its own. */
function npmStart(port: number, dataDir: string): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
}

/** Milliseconds from the start of `child` (just spawned) to the first HTTP answer on `port`, whatever its status. */
async function msToFirstAnswer(child: ChildProcess, port: number, started: number): Promise<number> {
  while (performance.now() - started < GIVE_UP_MS) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering`);
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2_000) });
      return performance.now() - started;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
  throw new Error(`npm start gave no answer within ${GIVE_UP_MS / 1000} s`);
}

/** Stops a started server (npm, its start script and the server: the whole group) and waits for it to exit. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGINT');
  await exited;
}

async function timedStart(port: number, dataDir: string) {
  const started = performance.now();
  const child = npmStart(port, dataDir);
  try {
    return await msToFirstAnswer(child, port, started);
  } finally {
    await stop(child);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[]) =>
  `(${RUNS} runs: ${(Math.min(...values) / 1000).toFixed(1)} to ${(Math.max(...values) / 1000).toFixed(1)} s)`;

/**
 * Prints the first start and the restart with their goals (at most 20 s and 3 s on the bench machine), each the median
 * of RUNS: each first start on a new data dir with dist/ removed, each restart on the last first start's data dir.
 */
export async function measureStart(port: number) {
  const firsts: number[] = [];
  const restarts: number[] = [];
  const dirs: string[] = [];
  try {
    for (let i = 0; i < RUNS; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-start-'));
      dirs.push(dataDir);
      rmSync(BUILT, { recursive: true, force: true });
      firsts.push(await timedStart(port, dataDir));
    }
    for (let i = 0; i < RUNS; i++) restarts.push(await timedStart(port, dirs[dirs.length - 1]));
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
  const first = median(firsts) / 1000;
  const restart = median(restarts) / 1000;
  console.log('\nStart (npm start, embedded database, to the first answer)');
  console.log(
    `  first start, empty data dir, nothing built: ${checkGoal('npm start', 'first start, build included (median)', first, { atMost: 20 }, 's')} ${spread(firsts)}`,
  );
  console.log(
    `  restart on an existing data dir:            ${checkGoal('npm start', 'restart on an existing data dir (median)', restart, { atMost: 3 }, 's')} ${spread(restarts)}`,
  );
}
