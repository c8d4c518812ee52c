import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/** Where the specs save the screenshots a person looks at. */
export const SHOTS = 'e2e/output/screenshots';

export const DEMO = { account: 'demo', password: 'demo1234' };

/**
 * The newest code the offline SMS/e-mail provider sent to a recipient. The provider writes each message to the
 * outbox table and prints it in the server log, which scripts/e2e.mjs keeps in E2E_SERVER_LOG.
 */
export async function codeSentTo(recipient: string): Promise<string> {
  const logPath = process.env.E2E_SERVER_LOG;
  if (!logPath) throw new Error('E2E_SERVER_LOG is not set: run the e2e tests through `npm run test:e2e`');
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(logPath, 'utf8')
          .split('\n')
          .filter((l) => l.includes(`to ${recipient}:`));
        code = lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Opens the app in a language, with the cookie choice already made so the banner stays out of the way. */
export async function openIn(page: Page, path: string, language = 'en') {
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
  }, language);
  await page.goto(`/#${path}`);
}

export async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Takes the same screen at phone (375 px) and desktop (1440 px) widths. */
export async function shootBoth(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await shoot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.waitForTimeout(300);
  await shoot(page, `${name}-desktop`);
  if (size) await page.setViewportSize(size);
}
