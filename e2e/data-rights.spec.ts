import { expect, test } from '@playwright/test';
import dataRightsEn from '../web/src/features/data-rights/locales/en.json' with { type: 'json' };
import { callApi, codeSentTo, en, loginAsDemo, openIn, shootBoth, stored } from './support';

const { dataRights: d } = dataRightsEn;

/** A mobile number no other spec uses, different on every run. */
const PHONE = `349${String(Date.now()).slice(-7)}`;

test.describe('customer data rights (SPEC §2.1 /del/customer)', () => {
  test('a customer erases their data with an SMS code; the salon no longer finds them', async ({ page }) => {
    // The salon has the customer on file.
    await loginAsDemo(page);
    const token = (await stored(page, 'token'))!;
    const created = await callApi<{ id: number }>(
      page,
      'custom/create',
      { customName: 'Erasmo Cancellati', customPhone: PHONE, remark: 'prefers mornings' },
      token,
    );
    expect(created.code).toBe(0);
    const before = await callApi(page, 'custom/queryCustomList', { key: PHONE }, token);
    expect(before.page.totalCount).toBe(1);

    // The customer, logged out, asks for the erasure.
    await page.evaluate(() => localStorage.clear());
    await openIn(page, '/del/customer');
    await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await shootBoth(page, 'data-rights-form');
    await page.getByLabel(d.phone, { exact: true }).fill(PHONE);
    await page.getByRole('button', { name: en.login.sendCode }).click();
    const code = await codeSentTo(`+39${PHONE}`);
    await page.getByLabel(d.code, { exact: true }).fill(code);

    // The confirmation is required.
    await page.getByRole('button', { name: d.submit }).click();
    await expect(page.getByText(d.confirmRequired)).toBeVisible();
    await page.getByText(d.confirm, { exact: true }).click();
    await page.getByRole('button', { name: d.submit }).click();
    await expect(page.getByText(d.doneTitle)).toBeVisible();
    await shootBoth(page, 'data-rights-done');

    // The salon searches the phone and finds nobody.
    const after = await callApi(page, 'custom/queryCustomList', { key: PHONE }, token);
    expect(after.page.totalCount).toBe(0);
  });
});
