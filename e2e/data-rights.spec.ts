import { expect, test } from '@playwright/test';
import dataRightsEn from '../web/src/features/data-rights/locales/en.json' with { type: 'json' };
import { callApi, codeSentTo, en, loginAsDemo, openIn, shootBoth, stored } from './support';

const { dataRights: d } = dataRightsEn;

/** A mobile number no other spec uses, different on every run. */
const PHONE = `349${String(Date.now()).slice(-7)}`;

test.describe('customer data rights (SPEC §2.1 /del/customer)', () => {
  test('a customer erases their data with an SMS code; the salon no longer finds them', async ({
    page,
    browser,
  }, testInfo) => {
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

    // The customer, on their own phone, asks for the erasure.
    const customerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'en-GB' });
    const customer = await customerContext.newPage();
    await openIn(customer, '/del/customer');
    await expect(customer.getByRole('heading', { level: 1, name: d.title })).toBeVisible();
    await shootBoth(customer, 'data-rights-form');
    await customer.getByLabel(d.phone, { exact: true }).fill(PHONE);
    await customer.getByRole('button', { name: en.login.sendCode }).click();
    const code = await codeSentTo(`+39${PHONE}`);
    await customer.getByLabel(d.code, { exact: true }).fill(code);

    // The confirmation is required.
    await customer.getByRole('button', { name: d.submit }).click();
    await expect(customer.getByText(d.confirmRequired)).toBeVisible();
    await customer.getByText(d.confirm, { exact: true }).click();
    await customer.getByRole('button', { name: d.submit }).click();
    await expect(customer.getByText(d.doneTitle)).toBeVisible();
    await shootBoth(customer, 'data-rights-done');
    await customerContext.close();

    // The salon searches the phone and finds nobody.
    const after = await callApi(page, 'custom/queryCustomList', { key: PHONE }, token);
    expect(after.page.totalCount).toBe(0);
  });
});
