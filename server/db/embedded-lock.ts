import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * The embedded database's lock file: it holds the pid of the one process that may open the data directory (PGlite is
 * one in-process connection; two processes on one directory corrupt it).
 *
 * Taking it is atomic: the pid goes into a private temp file that is then hard-linked to the lock path, and a link
 * fails when the path exists, so no reader ever sees a lock without its pid. A lock whose process is gone is removed
 * only while holding a second, short-lived lock (`<lock>.takeover`, taken the same way) and only after reading the
 * dead pid again under it: a live process's lock is never removed, and of several takers at once exactly one wins.
 */
export function takeLock(path: string): () => void {
  const pid = process.pid;
  const temp = `${path}.${pid}.${randomUUID()}.tmp`;
  writeFileSync(temp, String(pid), { flag: 'wx' });
  try {
    for (let attempt = 0; attempt < 200; attempt++) {
      if (tryLink(temp, path)) return holdLock(path, pid);
      const holder = readHolder(path);
      if (holder === undefined) continue; // released between the link and the read
      // Our own pid: this process opened it before and did not release it; a restart never reuses a live pid.
      if (holder !== pid && isAlive(holder)) throw lockedError(path, holder);
      removeStale(path, holder, temp);
    }
  } finally {
    rmSync(temp, { force: true });
  }
  throw new Error(`Could not take the database lock ${path}`);
}

/** Removes a lock that still names `stalePid`, holding the takeover lock; waits a moment when another taker holds it. */
function removeStale(path: string, stalePid: number, temp: string) {
  const guard = `${path}.takeover`;
  if (!tryLink(temp, guard)) {
    // The takeover lock lives for a few statements; it is left behind only by a process killed while holding it.
    const holder = readHolder(guard);
    if (holder !== undefined && holder !== process.pid && !isAlive(holder)) rmSync(guard, { force: true });
    else sleepMs(2);
    return;
  }
  try {
    // Only a link creates the lock and only its live holder or a takeover removes it, so a lock still naming the
    // dead pid here is the stale one.
    if (readHolder(path) === stalePid) rmSync(path, { force: true });
  } finally {
    rmSync(guard, { force: true });
  }
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

function holdLock(path: string, pid: number) {
  const release = () => {
    process.off('exit', release);
    if (readHolder(path) === pid) rmSync(path, { force: true });
  };
  process.once('exit', release);
  return release;
}

/** The pid in a lock file; undefined when the file is gone, 0 when it names none (a lock of an older version). */
function readHolder(path: string): number | undefined {
  try {
    return Number(readFileSync(path, 'utf8')) || 0;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** The embedded database is open in another live process (`npm run backup` then asks that server, ADR 031). */
export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
  constructor(
    path: string,
    readonly holder: number,
  ) {
    super(
      `The embedded database in ${path.replace(/pglite\.lock$/, '')} is already open in process ${holder}. ` +
        'Stop that server first, or start this one with another DATA_DIR.',
    );
  }
}

function lockedError(path: string, pid: number) {
  return new DatabaseLockedError(path, pid);
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
/** Start-up code, synchronous like the rest of the lock: a tiny blocking wait. */
const sleepMs = (ms: number) => Atomics.wait(sleeper, 0, 0, ms);
