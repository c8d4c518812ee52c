import { expect, test } from '@playwright/test';
import { en, expectPath, openIn, shootBoth } from './support';

test.describe('page not found (SPEC §2.1)', () => {
  test('an unknown route shows the 404 screen whose button returns to the landing page', async ({ page }) => {
    await openIn(page, '/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
    await expect(page.getByText(en.notFound.subtitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: en.notFound.artLabel })).toBeVisible();
    const back = page.getByRole('button', { name: en.notFound.back, exact: true });
    await expect(back).toBeVisible();
    await shootBoth(page, 'not-found');

    await back.click();
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: en.landing.heroTitle })).toBeVisible();
    await expect(page.getByText(en.notFound.title)).toHaveCount(0);
  });

  test('/404 itself shows the same screen', async ({ page }) => {
    await openIn(page, '/404');
    await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
    await expect(page.getByText(en.notFound.subtitle, { exact: true })).toBeVisible();
  });

  test('an unknown route under /frame shows the app’s own not-found inside the frame (ADR 029)', async ({ page }) => {
    await openIn(page, '/frame/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: en.notFound.inAppTitle })).toBeVisible();
    await expect(page.getByText(en.notFound.title)).toHaveCount(0);
  });
});
