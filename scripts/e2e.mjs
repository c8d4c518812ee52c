// Builds the web app, starts the real server on a throw-away embedded database, and runs the Playwright specs.
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
const server = spawn('npx', ['tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO: '1',
    DATABASE_URL: '',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', logFd, logFd],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy in 60 s');
}

let status = 1;
try {
  await waitForHealth();
  const run = spawnSync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    cwd: root,
    env: { ...process.env, E2E_BASE_URL: baseURL, E2E_SERVER_LOG: serverLog },
    stdio: 'inherit',
  });
  status = run.status ?? 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
