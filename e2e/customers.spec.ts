import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { parseCsv } from '../contract/csv';
import type { TRechargeRule } from '../contract/prepay';
import cardLedgerEn from '../web/src/features/card-ledger/locales/en.json' with { type: 'json' };
import customersEn from '../web/src/features/customers/locales/en.json' with { type: 'json' };
import { callApi, DEMO, en, expectPath, fill, loginAsDemo, motionsDone, shootBoth, stored } from './support';

const { customers: c } = customersEn;
const { cardLedger: l } = cardLedgerEn;

/** One run's customer: the e2e database is fresh per run, but a suffix keeps a rerun on a kept database apart too. */
const RUN = Date.now().toString(36).slice(-5);
const CUSTOMER = { name: `Vittoria ${RUN}`, phone: `346${String(Date.now()).slice(-7)}` };

/** Money as the screens print it for the demo shop (euro, English). */
const euro = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

async function openedDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  return dialog;
}

test.describe('customers and member cards (SPEC §2.11, §2.12, §4)', () => {
  test('find a customer, make them a member, recharge with a rule, blacklist and remove them', async ({ page }) => {
    await loginAsDemo(page);
    const token = (await stored(page, 'token'))!;
    const created = await callApi(
      page,
      'custom/create',
      { customName: CUSTOMER.name, customPhone: CUSTOMER.phone },
      token,
    );
    expect(created.code).toBe(0);
    const rules = await callApi<TRechargeRule>(page, 'prepayCardRechargeRule/queryList', {}, token);
    const rule = rules.page.list.find((item) => item.giftAmount > 0)!;

    // 1. Find the customer by phone, typed with spaces, and open the detail.
    await page.goto('/#/frame/chooseCustomerPage/customer');
    await expectPath(page, '/frame/chooseCustomerPage/customer');
    const search = page.getByRole('searchbox', { name: c.search.placeholder });
    await search.fill(`${CUSTOMER.phone.slice(0, 3)} ${CUSTOMER.phone.slice(3)}`);
    await search.press('Enter');
    await expect(page.getByText(fill(c.search.found, { count: 1 }))).toBeVisible();
    await page.getByText(CUSTOMER.name, { exact: true }).click();
    await expect(page.getByRole('heading', { name: CUSTOMER.name })).toBeVisible();

    // 2. Upgrade to member.
    await page.getByRole('button', { name: c.action.upgrade }).click();
    let dialog = await openedDialog(page, c.upgrade.title);
    await dialog.getByRole('button', { name: c.upgrade.ok, exact: true }).click();
    await expect(page.getByText(c.tag.member, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: c.action.cancelMembership })).toBeVisible();

    // 3. Recharge with a rule that adds a gift.
    await page.getByRole('button', { name: c.action.recharge, exact: true }).click();
    dialog = await openedDialog(page, fill(c.recharge.title, { name: CUSTOMER.name }));
    await dialog.getByText(rule.ruleName, { exact: true }).click();
    await dialog.getByText(c.payType.card, { exact: true }).click();
    await dialog.getByRole('button', { name: c.recharge.submit, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const credited = rule.rechargeAmount + rule.giftAmount;
    await expect(page.getByText(euro(credited)).first()).toBeVisible();
    await shootBoth(page, 'customers-detail-member');

    // The transactions screen shows one recharge of the whole amount, with its paid and gift parts.
    await page.goto('/#/frame/choosePerformance');
    await page.getByRole('link', { name: en.secondMenu.memberCardTransactions }).first().click();
    const inner = await openedDialog(page, en.innerPassword.title);
    await inner.getByLabel(en.innerPassword.label).fill(DEMO.password);
    await inner.getByLabel(en.innerPassword.label).press('Enter');
    await expectPath(page, '/frame/choosePerformance/prepayCardDetList');
    await page.getByPlaceholder(l.phonePlaceholder).fill(CUSTOMER.phone);
    const row = page.getByRole('row').filter({ hasText: CUSTOMER.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(l.changeType.recharge);
    await expect(row).toContainText(euro(credited));
    await expect(row).toContainText(`${l.paidPart} ${euro(rule.rechargeAmount)}`);
    await expect(row).toContainText(`${l.giftPart} ${euro(rule.giftAmount)}`);
    await shootBoth(page, 'customers-card-ledger');

    // 4. Blacklist the customer with a reason, then take them off the blacklist.
    await page.goto('/#/frame/chooseCustomerPage/customer');
    await search.fill(CUSTOMER.name);
    await search.press('Enter');
    await page.getByText(CUSTOMER.name, { exact: true }).click();
    await page.getByRole('button', { name: c.action.blacklist }).click();
    dialog = await openedDialog(page, c.blacklist.confirmTitle);
    await dialog.getByLabel(c.blacklist.reason).fill('Three missed appointments');
    await dialog.getByRole('button', { name: c.blacklist.confirmOk, exact: true }).click();
    await expect(page.getByText(c.blacklist.banner)).toBeVisible();

    await page.goto('/#/frame/chooseCustomerPage/customerBlankList');
    const listed = page.getByRole('row').filter({ hasText: CUSTOMER.name });
    await expect(listed).toContainText('Three missed appointments');
    await shootBoth(page, 'customers-blacklist');
    await listed.getByRole('button', { name: fill(c.blacklist.removeNamed, { name: CUSTOMER.name }) }).click();
    dialog = await openedDialog(page, c.blacklist.removeTitle);
    await dialog.getByRole('button', { name: c.action.unblacklist, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: CUSTOMER.name })).toHaveCount(0);
    const after = await callApi<{ status: string }>(page, 'custom/queryCustomList', { key: CUSTOMER.phone }, token);
    expect(after.page.list[0].status).toBe('normal');
  });

  test('all customers, behind the internal password, export to one CSV with every customer', async ({ page }) => {
    await loginAsDemo(page);
    const token = (await stored(page, 'token'))!;
    // The customers menu opens on the search (ADR 029); 'View All' is its second tab.
    await page.goto('/#/frame/chooseCustomerPage');
    await expectPath(page, '/frame/chooseCustomerPage/customer');
    await page.getByRole('tab', { name: en.secondMenu.viewAll }).click();
    const inner = await openedDialog(page, en.innerPassword.title);
    await inner.getByLabel(en.innerPassword.label).fill(DEMO.password);
    await inner.getByLabel(en.innerPassword.label).press('Enter');
    await expectPath(page, '/frame/chooseCustomerPage/customerAll');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shootBoth(page, 'customers-all');

    const everyone = await callApi(page, 'custom/queryCustomList', { key: '', limit: 1 }, token);
    expect(everyone.code).toBe(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: c.exportCsv }).click();
    const file = await (await downloading).path();
    const rows = parseCsv(readFileSync(file, 'utf8'));
    expect(rows[0]).toContain(c.field.name);
    // The whole list, not the page on screen (the demo holds more customers than one page).
    expect(everyone.page.totalCount).toBeGreaterThan(10);
    expect(rows.length - 1).toBe(everyone.page.totalCount);
  });
});
