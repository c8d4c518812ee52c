// Lighthouse's performance score of the public pages (issue 18): the landing and the login page, on mobile (its
// default: a mid-range phone on a slow 4G line) and on desktop, each the median of LIGHTHOUSE_RUNS runs printed with
// the lowest and the highest, on Debian's Chromium, against a server that serves the built app.
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { checkGoal } from './goals';

const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const PAGES = [
  { name: 'landing', path: '/#/' },
  { name: 'login', path: '/#/login' },
] as const;
const FORM_FACTORS = [
  { name: 'mobile', goal: 90, config: undefined },
  { name: 'desktop', goal: 95, config: desktopConfig },
] as const;

type TScored = { score: number; fcp: number; lcp: number; tbt: number };

/**
 * The performance score (0 to 100) of one Lighthouse run, with the paints it is mostly made of; or, for a run that
 * gave no score (Lighthouse's runtime error, such as a page that did not paint in time on a busy machine), its reason.
 */
async function scoreOnce(
  port: number,
  url: string,
  config: typeof desktopConfig | undefined,
): Promise<(TScored & { failed?: undefined }) | { failed: string }> {
  const result = await lighthouse(
    url,
    { port, output: 'json', onlyCategories: ['performance'], logLevel: 'error' },
    config,
  );
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || typeof score !== 'number') {
    return { failed: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : 'no result' };
  }
  return {
    score: Math.round(score * 100),
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? 0,
  };
}

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Prints each page's score per form factor with its goal (mobile at least 90, desktop at least 95). */
export async function measureLighthouse(baseUrl: string, chromePath: string) {
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`\nLighthouse, performance (median of ${LIGHTHOUSE_RUNS} runs, lowest and highest)`);
    for (const page of PAGES) {
      for (const form of FORM_FACTORS) {
        const runs: TScored[] = [];
        // A run that gives no score is printed and made again, twice at most in all.
        for (let failures = 0; runs.length < LIGHTHOUSE_RUNS; ) {
          const run = await scoreOnce(chrome.port, baseUrl + page.path, form.config);
          if (run.failed === undefined) runs.push(run);
          else {
            console.log(`  ${page.name}, ${form.name}: a run gave no score (${run.failed}), run again`);
            if (++failures > 2) throw new Error(`Lighthouse gave no performance score for ${baseUrl + page.path}`);
          }
        }
        const scores = runs.map((r) => r.score);
        const ms = (key: 'fcp' | 'lcp' | 'tbt') => `${Math.round(medianOf(runs.map((r) => r[key])))} ms`;
        const score = checkGoal(
          'Lighthouse',
          `${page.name} page, ${form.name}`,
          medianOf(scores),
          { atLeast: form.goal },
          'points',
        );
        console.log(
          `  ${`${page.name}, ${form.name}:`.padEnd(20)}${score} (${Math.min(...scores)} to ${Math.max(...scores)}); ` +
            `FCP ${ms('fcp')}, LCP ${ms('lcp')}, TBT ${ms('tbt')}`,
        );
      }
    }
  } finally {
    chrome.kill();
  }
}
