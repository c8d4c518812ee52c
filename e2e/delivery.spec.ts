import { expect, type Response, test } from '@playwright/test';
import { CATALOGS, LANGUAGES, openIn, type TLanguage } from './support';

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
});
