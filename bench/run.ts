// npm run bench: throughput of shop/query against raw ceilings measured in the same run, and the login page's JS.
// Figures are ratios, because these machines are shared and noisy; absolute numbers are printed for context only.
import { type ChildProcess, fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from './pg-throwaway';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const LOGIN_JS_BUDGET_KB = 250;

async function startTarget(kind: string, port: number, databaseUrl?: string): Promise<ChildProcess> {
  const child = fork(new URL('./target.ts', import.meta.url).pathname, [kind, String(port)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl ?? '' },
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bench target ${kind} exited with ${code}`)));
  });
  return child;
}

async function load(url: string, headers: Record<string, string>, body: string) {
  const run = (duration: number) =>
    autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      connections: 10,
      duration,
    });
  await run(1);
  const result = await run(DURATION_S);
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

async function measureDatabase(label: string, databaseUrl?: string) {
  const rps: Record<string, number> = {};
  for (const [kind, port] of [
    ['constant', 18101],
    ['select', 18102],
  ] as const) {
    const target = await startTarget(kind, port, databaseUrl);
    rps[kind] = await load(`http://127.0.0.1:${port}/`, {}, '{}');
    target.kill();
  }
  const app = await startTarget('app', 18103, databaseUrl);
  const login = await fetch('http://127.0.0.1:18103/api/app/h5/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'demo1234' }),
  }).then((r) => r.json() as Promise<{ data: { token: string } }>);
  rps.shopQuery = await load('http://127.0.0.1:18103/api/app/shop/query', { token: login.data.token }, '{}');
  app.kill();
  console.log(`\n${label}`);
  console.log(`  raw Fastify, constant answer      ${rps.constant.toFixed(0).padStart(7)} req/s   (ceiling 1)`);
  console.log(`  raw Fastify, one indexed SELECT   ${rps.select.toFixed(0).padStart(7)} req/s   (ceiling 2)`);
  console.log(`  shop/query through the app        ${rps.shopQuery.toFixed(0).padStart(7)} req/s`);
  console.log(`  ratio shop/query / ceiling 1: ${(rps.shopQuery / rps.constant).toFixed(2)}`);
  console.log(`  ratio shop/query / ceiling 2: ${(rps.shopQuery / rps.select).toFixed(2)}`);
}

async function measureLoginPageJs() {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync('dist/web/index.html') || !existsSync(chromiumPath)) {
    console.log('\nLogin page JS: skipped (needs `npm run build` and Chromium)');
    return;
  }
  const app = await startTarget('app', 18104);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const page = await browser.newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), gzipSync(await res.body()).length);
  });
  await page.goto('http://127.0.0.1:18104/#/login', { waitUntil: 'networkidle' });
  await browser.close();
  app.kill();
  const total = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
  console.log(
    `\nLogin page JS: ${scripts.size} files, ${total.toFixed(1)} KB gzipped (budget ${LOGIN_JS_BUDGET_KB} KB, ratio ${(total / LOGIN_JS_BUDGET_KB).toFixed(2)})`,
  );
  for (const [url, size] of scripts)
    console.log(`  ${(size / 1024).toFixed(1).padStart(7)} KB  ${new URL(url).pathname}`);
}

console.log(`Salon Desk benchmarks (${DURATION_S} s per figure, 10 connections)`);
await measureDatabase('PGlite (embedded)');
const external = process.env.DATABASE_URL;
const pg = external ? undefined : startThrowawayPostgres();
if (external || pg) {
  try {
    await measureDatabase('PostgreSQL', external ?? pg!.url);
  } finally {
    pg?.stop();
  }
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL, or install postgresql-15)');
}
await measureLoginPageJs();
