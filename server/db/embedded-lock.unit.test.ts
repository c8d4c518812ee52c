import { type ChildProcessWithoutNullStreams, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Several processes released at the same instant on one data directory: exactly one takes the embedded database's
 * lock, with no lock file, a stale one (its process gone) or a live one (then none of them). The processes stay up
 * across trials, so many trials take a few seconds.
 */
const TAKERS = 4;
const TRIALS = 20;

type TTaker = { child: ChildProcessWithoutNullStreams; next: () => Promise<Record<string, unknown>> };

let takers: TTaker[] = [];
let dir: string;

function startTaker(): TTaker {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'embedded-lock.child.ts')], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    child,
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error('a lock taker exited');
      return JSON.parse(value);
    },
  };
}

const send = (taker: TTaker, command: object) => taker.child.stdin.write(`${JSON.stringify(command)}\n`);

/** Every taker tries the lock 100 ms from now; answers who won. */
async function race(path: string, who: TTaker[]) {
  const at = Date.now() + 100;
  for (const taker of who) send(taker, { take: path, at });
  return Promise.all(who.map((taker) => taker.next()));
}

async function releaseAll(who: TTaker[]) {
  for (const taker of who) send(taker, { release: true });
  await Promise.all(who.map((taker) => taker.next()));
}

/** The pid of a process that has exited. */
const deadPid = () => spawnSync('true').pid;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'salon-desk-lock-'));
  takers = Array.from({ length: TAKERS }, startTaker);
  // Each answers a release once it has started, so the races below do not wait on start-up.
  await releaseAll(takers);
}, 60_000);

afterAll(() => {
  for (const taker of takers) taker.child.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database lock', () => {
  for (const start of ['no lock file', 'a stale lock file'] as const) {
    it(`admits exactly one of ${TAKERS} processes at once, ${TRIALS} times, from ${start}`, async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const path = join(dir, `${start === 'no lock file' ? 'fresh' : 'stale'}-${trial}.lock`);
        if (start === 'a stale lock file') writeFileSync(path, String(deadPid()));
        const answers = await race(path, takers);
        const winners = answers.flatMap((a, i) => (a.won ? [takers[i]] : []));
        expect(winners, `trial ${trial}: ${JSON.stringify(answers)}`).toHaveLength(1);
        expect(readFileSync(path, 'utf8')).toBe(String(winners[0].child.pid));
        await releaseAll(takers);
      }
      // Released locks are gone, and no temp or takeover file is left behind.
      expect(readdirSync(dir)).toEqual([]);
    }, 60_000);
  }

  it("never takes or removes a live process's lock", async () => {
    const [holder, ...others] = takers;
    const path = join(dir, 'held.lock');
    expect(await race(path, [holder])).toEqual([{ won: true }]);
    for (let trial = 0; trial < 5; trial++) {
      const answers = await race(path, others);
      expect(answers.every((a) => a.won === false && String(a.error).includes('already open'))).toBe(true);
      expect(readFileSync(path, 'utf8')).toBe(String(holder.child.pid));
    }
    await releaseAll(takers);
    expect(readdirSync(dir)).toEqual([]);
  }, 60_000);
});
