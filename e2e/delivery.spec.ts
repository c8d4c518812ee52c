import { expect, type Response, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import { CATALOGS, LANGUAGES, openIn, type TLanguage } from './support';

/** antd draws with class names 'ant-…' and writes its styles into tags marked data-css-hash. */
const antdTraces = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.querySelectorAll('[class*="ant-"], style[data-css-hash]').length);

/** Every script and stylesheet the page loaded, with the headers they came with and their text. */
function collectAssets(page: import('@playwright/test').Page) {
  const assets: Response[] = [];
  page.on('response', (res) => {
    if (['script', 'stylesheet'].includes(res.request().resourceType())) assets.push(res);
  });
  return assets;
}

/** The login page's description up to its first quote or apostrophe: text a bundle keeps as it is. */
const loginLead = (language: TLanguage) => CATALOGS[language].meta.login.split(/['’"]/)[0];

test.describe('delivery (issue 18)', () => {
  test('the login page arrives compressed, cached for good, in one language, and describes itself', async ({
    page,
    request,
  }) => {
    const assets = collectAssets(page);
    await openIn(page, '/login', 'en');
    await expect(page.getByRole('button', { name: CATALOGS.en.login.submit, exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    // index.html names the current hashes: it is checked on every visit.
    expect((await request.get('/')).headers()['cache-control']).toBe('no-cache');
    expect(assets.length).toBeGreaterThan(5);
    for (const res of assets) {
      const headers = res.headers();
      expect(new URL(res.url()).pathname, res.url()).toMatch(/^\/assets\//);
      expect(headers['cache-control'], res.url()).toBe('public, max-age=31536000, immutable');
      // Chromium accepts brotli, and the build wrote a .br copy of every asset over 1 KB; a smaller one may go as
      // it is or gzipped on the fly.
      const size = (await res.body()).length;
      if (size > 1024) expect(headers['content-encoding'], res.url()).toBe('br');
      else expect([undefined, 'br', 'gzip'], res.url()).toContain(headers['content-encoding']);
    }

    // The English reader loads the English texts and no other language's.
    const texts = await Promise.all(assets.map((res) => res.text()));
    const isLoaded = (language: TLanguage) => texts.some((text) => text.includes(loginLead(language)));
    expect(isLoaded('en')).toBe(true);
    for (const language of LANGUAGES.filter((l) => l !== 'en')) expect(isLoaded(language), language).toBe(false);

    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', CATALOGS.en.meta.login);
    await page.goto('/#/');
    await page.waitForLoadState('networkidle');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', CATALOGS.en.meta.default);
  });

  test('a public page is described in the reader language', async ({ page }) => {
    await openIn(page, '/pricing', 'fr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', CATALOGS.fr.meta.pricing);
  });

  test('robots.txt is text, and a JSON answer over 1 KB is gzipped', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent:/m);

    const docs = await request.get('/api/docs/json', { headers: { 'accept-encoding': 'gzip' } });
    expect(docs.status()).toBe(200);
    expect(docs.headers()['content-encoding']).toBe('gzip');
    expect((await docs.json()).openapi).toMatch(/^3\./);
  });

  test('the landing and login pages load no antd; the SMS mode brings it, and both kinds of toast speak', async ({
    page,
  }) => {
    const en = CATALOGS.en;
    await openIn(page, '/', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en.landing.heroTitle })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await antdTraces(page)).toBe(0);

    await page.getByRole('link', { name: en.header.login, exact: true }).first().click();
    const submit = page.getByRole('button', { name: en.login.submit, exact: true });
    await expect(submit).toBeVisible();
    // The password can be shown and hidden again.
    const password = page.getByLabel(en.login.password, { exact: true });
    await password.fill('not-the-password');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: en.login.showPassword, exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: en.login.hidePassword, exact: true }).click();
    await expect(password).toHaveAttribute('type', 'password');
    // Empty account: the field's own error, without a call.
    await submit.click();
    await expect(page.locator('#login-account-error')).toHaveText(errorText('ACCOUNT_REQUIRED', 'en'));
    // A refused login: the server's message in the light toast, announced as an alert.
    await page.getByLabel(en.login.account, { exact: true }).fill('nobody-by-this-name');
    await submit.click();
    await expect(page.locator('.light-toast--error[role="alert"]')).toHaveText(errorText('WRONG_CREDENTIALS', 'en'));
    await page.waitForLoadState('networkidle');
    expect(await antdTraces(page)).toBe(0);

    // The SMS mode is antd's form: it arrives with antd, and its toasts are antd's.
    await page.getByRole('button', { name: en.login.smsMode, exact: true }).click();
    await page.getByRole('button', { name: en.login.sendCode, exact: true }).click();
    await expect(page.locator('.ant-message-notice')).toHaveText(errorText('PHONE_REQUIRED_FOR_CODE', 'en'));
  });
});
