import { defineConfig } from '@playwright/test';
import { workerServer } from './servers';

/**
 * Drives the built app in Debian's Chromium; scripts/e2e.mjs starts a server per worker and passes E2E_SERVERS and
 * --workers. Playwright loads this file again in each worker, so baseURL is that worker's server (servers.ts).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // One retry: a test that passes only on it is named in npm test's closing lines as flaky, to be fixed.
  retries: 1,
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: workerServer().baseURL,
    viewport: { width: 1440, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/Rome',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
