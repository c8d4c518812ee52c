// Builds the web app, starts the real server on throw-away embedded databases, and runs the Playwright specs.
// Extra arguments go to Playwright: `node scripts/e2e.mjs shop-setup` runs one spec file.
// E2E_WORKERS (default 2) Playwright workers run spec files side by side, each against a server of its own (ports
// E2E_PORT, E2E_PORT + 1, …; e2e/servers.ts): the specs wait on the browser most of the time, so two share the
// machine's cores well.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfNeeded } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
await buildWebIfNeeded();
const firstPort = Number(process.env.E2E_PORT ?? 18080);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// The offline SMS/e-mail provider prints every message in the server log; the specs read codes from there.
mkdirSync(join(root, 'test-results'), { recursive: true });

/** Whether something already answers at a URL (a server left over from an earlier run would take the tests). */
async function isAnswering(baseURL) {
  try {
    await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

const servers = Array.from({ length: workers }, (_, i) => ({
  baseURL: `http://127.0.0.1:${firstPort + i}`,
  log: join(root, 'test-results', `e2e-server-${i}.log`),
  dataDir: '',
  process: null,
}));
for (const { baseURL } of servers) {
  if (await isAnswering(baseURL)) {
    console.error(`Something already answers on ${baseURL}: stop it, or choose other ports with E2E_PORT.`);
    process.exit(1);
  }
}

/** Starts one server in its own process group, so that stopping it also stops tsx and node under npx. */
function startServer(server) {
  server.dataDir = mkdtempSync(join(tmpdir(), 'salon-desk-e2e-'));
  const logFd = openSync(server.log, 'w');
  server.process = spawn('npx', ['tsx', 'server/main.ts'], {
    detached: true,
    cwd: root,
    env: {
      ...process.env,
      PORT: new URL(server.baseURL).port,
      HOST: '127.0.0.1',
      DATA_DIR: server.dataDir,
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
}

// The servers run in their own process groups, so Ctrl-C does not reach them: end the run through the cleanup below.
let isInterrupted = false;
for (const name of ['SIGINT', 'SIGTERM']) {
  process.on(name, () => {
    isInterrupted = true;
  });
}

async function waitForHealth({ baseURL }) {
  for (let i = 0; i < 360 && !isInterrupted; i++) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${baseURL} did not become healthy in 180 s`);
}

/** Stops one server's whole process group (npx, tsx, node) and waits for it, then removes its database folder. */
async function stopServer(server) {
  const child = server.process;
  if (child) {
    const signal = (name) => {
      try {
        process.kill(-child.pid, name);
      } catch {}
    };
    const isDown = async () =>
      (child.exitCode !== null || child.signalCode !== null) && !(await isAnswering(server.baseURL));
    signal('SIGTERM');
    for (let i = 0; i < 40 && !(await isDown()); i++) await new Promise((r) => setTimeout(r, 250));
    // Whatever of the group is still there after 10 s.
    signal('SIGKILL');
  }
  if (server.dataDir) rmSync(server.dataDir, { recursive: true, force: true });
}

let status = 1;
try {
  for (const server of servers) startServer(server);
  await Promise.all(servers.map(waitForHealth));
  const run = spawnSync(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', `--workers=${workers}`, ...process.argv.slice(2)],
    {
      cwd: root,
      env: { ...process.env, E2E_SERVERS: JSON.stringify(servers.map(({ baseURL, log }) => ({ baseURL, log }))) },
      stdio: 'inherit',
    },
  );
  status = isInterrupted ? 130 : (run.status ?? 1);
} finally {
  await Promise.all(servers.map(stopServer));
}
process.exit(status);
