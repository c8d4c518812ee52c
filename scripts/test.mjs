// npm test: unit, api (PGlite, or PostgreSQL when DATABASE_URL is set, plus the PostgreSQL-only concurrency
// tests) and e2e in Chromium. `--no-e2e` leaves the e2e out, `--no-unit` the unit tests. Prints the totals.
// TEST_ALSO_DATABASE_URL (CI) runs the api and concurrency tests on that PostgreSQL too, while the e2e run: the e2e
// wait on the browser most of the time, and the two passes together take little longer than the e2e alone.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const out = process.env.TEST_RESULTS_DIR ?? join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, TZ: 'UTC' };
const withE2e = !process.argv.includes('--no-e2e');
// CI's second pass (on PostgreSQL) leaves out the unit tests, which touch no database and ran in the first.
const withUnit = !process.argv.includes('--no-unit');
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;
/** The tests that failed (and the e2e that passed only on a retry), named again in the closing lines. */
const failures = [];
const flaky = [];
/** The first line of a failure's message, without colour codes. */
const firstLine = (text) =>
  stripVTControlCharacters(text ?? '')
    .trim()
    .split('\n')[0]
    .slice(0, 200);
/** Each stage's name, duration and outcome, printed in the closing lines so CI time stays visible. */
const stages = [];

/** Runs one stage and records how long it took. */
function stage(name, fn) {
  const started = Date.now();
  const ok = fn();
  stages.push({ name, seconds: (Date.now() - started) / 1000, ok });
  if (!ok) failedSteps++;
}

function vitest(project) {
  stage(`${project}${project !== 'unit' ? (env.DATABASE_URL ? ' (PostgreSQL)' : ' (PGlite)') : ''}`, () =>
    runVitest(project),
  );
}

function runVitest(project) {
  const file = join(out, `${project}.json`);
  console.log(
    `\n=== ${project} tests${project !== 'unit' ? (env.DATABASE_URL ? ' on PostgreSQL' : ' on PGlite') : ''} ===`,
  );
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + r.numTodoTests;
    for (const file of r.testResults) {
      for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
        failures.push(`${project}: ${file.name.replace(root, '')} > ${t.fullName}: ${firstLine(t.failureMessages[0])}`);
      }
    }
  }
  return run.status === 0;
}

if (withUnit) vitest('unit');
vitest('api');
if (env.DATABASE_URL) vitest('pg');

/**
 * The PostgreSQL pass in a child process of its own, its output written straight to a file (the e2e stage blocks this
 * process, so nothing here could drain a pipe) and printed once it ends.
 */
function startPostgresPass(url) {
  const dir = join(out, 'postgres');
  const logFile = join(out, 'postgres-pass.log');
  const fd = openSync(logFile, 'w');
  const started = Date.now();
  const child = spawn('node', ['scripts/test.mjs', '--no-e2e', '--no-unit'], {
    cwd: root,
    env: { ...env, DATABASE_URL: url, TEST_RESULTS_DIR: dir, TEST_ALSO_DATABASE_URL: '' },
    stdio: ['ignore', fd, fd],
  });
  const done = new Promise((resolve) => child.on('close', resolve));
  return async () => {
    const code = await done;
    // When it ended: its log's last write. The e2e stage blocks this process's event loop, so the close event is seen
    // only after the e2e, whenever the pass really ended.
    const ended = statSync(logFile).mtimeMs;
    closeSync(fd);
    const text = readFileSync(logFile, 'utf8');
    console.log(`\n=== api and concurrency tests on PostgreSQL (ran alongside the e2e) ===\n${text}`);
    const counts = /Tests: (\d+) passed, (\d+) failed, (\d+) skipped/.exec(text);
    if (counts) {
      totals.passed += Number(counts[1]);
      totals.failed += Number(counts[2]);
      totals.skipped += Number(counts[3]);
    }
    const failed = /\nFailed:\n((?: {2}.*\n)+)/.exec(text);
    if (failed)
      failures.push(
        ...failed[1]
          .trimEnd()
          .split('\n')
          .map((line) => `PostgreSQL ${line.trim()}`),
      );
    stages.push({ name: 'PostgreSQL pass', seconds: (ended - started) / 1000, ok: code === 0 && Boolean(counts) });
    if (code !== 0 || !counts) failedSteps++;
  };
}

const alsoPostgres = process.env.TEST_ALSO_DATABASE_URL;
const finishPostgresPass = alsoPostgres ? startPostgresPass(alsoPostgres) : null;

if (withE2e) {
  const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    console.log(
      `\n!!!!! E2E SKIPPED: no Chromium at ${chromium} (apt-get install chromium, or set CHROMIUM_PATH) !!!!!\n`,
    );
  } else {
    console.log('\n=== e2e tests in Chromium ===');
    stage('e2e (Chromium)', () => {
      const run = spawnSync('node', ['scripts/e2e.mjs'], { cwd: root, env, stdio: 'inherit' });
      const file = join(out, 'e2e.json');
      if (existsSync(file)) {
        const { stats } = JSON.parse(readFileSync(file, 'utf8'));
        totals.passed += stats.expected + stats.flaky;
        totals.failed += stats.unexpected;
        totals.skipped += stats.skipped;
        collectPlaywright(JSON.parse(readFileSync(file, 'utf8')).suites);
      }
      return run.status === 0;
    });
  }
}

/** Walks Playwright's nested suites for the tests that failed or passed only when retried. */
function collectPlaywright(suites) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const name = `e2e: ${spec.file} > ${spec.title}`;
        const error = t.results.find((r) => r.error)?.error?.message;
        if (t.status === 'unexpected') failures.push(`${name}: ${firstLine(error)}`);
        if (t.status === 'flaky') flaky.push(`${name}: ${firstLine(error)}`);
      }
    }
    collectPlaywright(suite.suites);
  }
}

if (finishPostgresPass) await finishPostgresPass();

console.log('\nStages:');
for (const { name, seconds, ok } of stages) {
  console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
}
if (flaky.length) console.log(`\nPassed only when retried:\n${flaky.map((f) => `  ${f}`).join('\n')}`);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
