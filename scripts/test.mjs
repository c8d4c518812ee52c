// npm test: unit, api (PGlite, or PostgreSQL when DATABASE_URL is set, plus the PostgreSQL-only concurrency
// tests) and e2e in Chromium. `--no-e2e` leaves the e2e out, `--no-unit` the unit tests. Prints the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, TZ: 'UTC' };
const withE2e = !process.argv.includes('--no-e2e');
// CI's second pass (on PostgreSQL) leaves out the unit tests, which touch no database and ran in the first.
const withUnit = !process.argv.includes('--no-unit');
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = 0;
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
  }
  return run.status === 0;
}

if (withUnit) vitest('unit');
vitest('api');
if (env.DATABASE_URL) vitest('pg');

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
      }
      return run.status === 0;
    });
  }
}

console.log('\nStages:');
for (const { name, seconds, ok } of stages) {
  console.log(`  ${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
}
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
