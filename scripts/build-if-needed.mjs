// Builds the web app when dist/web is missing or older than its sources.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const built = join(root, 'dist/web/index.html');

/** The newest modification time of any file under `dir`. */
export function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Builds the web app in a child process when it is out of date; the promise settles when it is built (at once when it
 * was), and a failed build ends this process with the build's status. The caller may do other work meanwhile (the
 * first `npm start` makes its database), and the child is stopped if this process ends first.
 */
export function buildWebIfNeeded() {
  const sources = Math.max(
    newest(join(root, 'web')),
    newest(join(root, 'contract')),
    statSync(join(root, 'vite.config.ts')).mtimeMs,
  );
  if (existsSync(built) && statSync(built).mtimeMs >= sources) return Promise.resolve();
  console.log('Building the web app…');
  const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  const stop = () => child.kill();
  process.on('exit', stop);
  return new Promise((done) => {
    child.on('exit', (status, signal) => {
      process.off('exit', stop);
      if (status !== 0) process.exit(status ?? (signal ? 1 : 0));
      done();
    });
  });
}
