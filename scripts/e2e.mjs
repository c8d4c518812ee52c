// Builds the web app, starts the real server on a throw-away embedded database, and runs the Playwright specs.
// Extra arguments go to Playwright: `node scripts/e2e.mjs shop-setup` runs one spec file.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
buildWebIfNeeded();
const dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-e2e-'));
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// The offline SMS/e-mail provider prints every message in the server log; the specs read codes from there.
mkdirSync(join(root, 'test-results'), { recursive: true });
const serverLog = join(root, 'test-results', 'e2e-server.log');
const logFd = openSync(serverLog, 'w');

/** Whether something already answers on the port (a server left over from an earlier run would take the tests). */
async function isPortAnswering() {
  try {
    await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
if (await isPortAnswering()) {
  console.error(`Something already answers on ${baseURL}: stop it, or choose another port with E2E_PORT.`);
  process.exit(1);
}

// Its own process group, so that stopping it also stops tsx and node under npx.
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  detached: true,
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
    // The job worker (SMS reminders) looks for due work twice a second, so a spec sees a message right away.
    JOBS_POLL_MS: '500',
    // TEST ONLY: the specs that pin the browser's clock set the server's to the same instant (POST /api/test/clock).
    TEST_CLOCK: '1',
  },
  stdio: ['ignore', logFd, logFd],
});

// The server runs in its own process group, so Ctrl-C does not reach it: end the run through the cleanup below.
let isInterrupted = false;
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    isInterrupted = true;
  });
}

async function waitForHealth() {
  for (let i = 0; i < 360 && !isInterrupted; i++) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in 180 s');
}

/** Stops the whole process group (npx, tsx, node) and waits for it, before its database folder is removed. */
async function stopServer() {
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {}
  };
  const isDown = async () => (server.exitCode !== null || server.signalCode !== null) && !(await isPortAnswering());
  signal('SIGTERM');
  for (let i = 0; i < 40 && !(await isDown()); i++) await new Promise((r) => setTimeout(r, 250));
  // Whatever of the group is still there after 10 s.
  signal('SIGKILL');
}

let status = 1;
try {
  await waitForHealth();
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
    {
      cwd: root,
      env: { ...process.env, E2E_BASE_URL: baseURL, E2E_SERVER_LOG: serverLog },
      stdio: 'inherit',
    },
  );
  status = isInterrupted ? 130 : (run.status ?? 1);
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
