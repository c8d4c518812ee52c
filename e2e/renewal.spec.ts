import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import payEn from '../web/src/features/renewal/locales/en.json' with { type: 'json' };
import {
  callApi,
  en,
  expectPath,
  expiryDateIn,
  fill,
  loginAsDemo,
  loginWithPassword,
  motionsDone,
  openIn,
  pattern,
  shootBoth,
  signUpShop,
  stored,
} from './support';

const pay = payEn.pay;
/** The sandbox wallet's own page (server-rendered, in the browser's language: English here). */
const WALLET = { pay: 'Pay', success: 'Payment successful' };
const DAY_MS = 86_400_000;

type TShop = { expireTime: string; msgNums: number; goodsType: string; trialFlag: number; timeZone: string };
type TOrder = { subject: string; total_fee: number; kind: string; validUntil: string | null; paid_time: string };

/** A plan or pack card of the page, by its heading. */
const card = (page: Page, heading: string): Locator =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: heading, exact: true }) });

/** Reads the shop as the server has it now, with the session the page holds. */
async function shopNow(page: Page): Promise<TShop> {
  const token = (await stored(page, 'token')) ?? '';
  const body = await callApi<TShop>(page, 'shop/query', {}, token);
  expect(body.code).toBe(0);
  return body.data;
}

/**
 * Pays the open QR dialog's order on the sandbox wallet: 'open the pay page' opens it in a new tab (a desktop
 * without a phone), whose Pay button pays and sends the signed notification; the dialog's polling sees it paid.
 */
async function payOnWallet(context: BrowserContext, dialog: Locator, shotName?: string) {
  const link = dialog.getByRole('link', { name: pay.dialog.openPayPage, exact: true });
  const href = await link.getAttribute('href');
  // The QR link is signed and expires (ADR 019): only the link `sandbox/toPay` issued opens the wallet.
  expect(href).toMatch(/\/api\/pay\/sandbox\/page\/\w+\?exp=\d+&sig=[0-9a-f]{64}$/);
  const [wallet] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await wallet.waitForLoadState();
  expect(wallet.url()).toBe(href);
  if (shotName) await shootBoth(wallet, shotName);
  await wallet.getByRole('button', { name: WALLET.pay, exact: true }).click();
  await expect(wallet.getByText(WALLET.success, { exact: true })).toBeVisible();
  await wallet.close();
}

/** Calendar months after an instant, at the same wall-clock time in a zone (ADR 017), within an hour of DST. */
function monthsAfter(instant: number, months: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  const lastDay = new Date(Date.UTC(parts.year, parts.month - 1 + months + 1, 0)).getUTCDate();
  const wall = Date.UTC(parts.year, parts.month - 1 + months, Math.min(parts.day, lastDay), parts.hour, parts.minute);
  const offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute) - instant;
  return wall - offset;
}

test.describe('renewal and SMS packs (SPEC §2.18, ADR 017)', () => {
  test('a visitor sees the plans and the SMS packs with a login button, and nothing of a shop', async ({ page }) => {
    await openIn(page, '/frame/payDetail');
    await expect(page.getByRole('heading', { level: 1, name: en.route.payDetail })).toBeVisible();
    for (const plan of Object.values(en.plan)) await expect(card(page, plan)).toBeVisible();
    await expect(card(page, en.plan.monthly)).toContainText('¥99.00');
    await expect(page.getByText(pay.visitor.plans, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: pay.plans.buy })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: pay.records.title })).toHaveCount(0);
    await shootBoth(page, 'pay-detail-visitor');

    await page.goto('/#/frame/chooseMarketing/paySmsDetail');
    await expect(page.getByRole('heading', { level: 1, name: en.route.paySmsDetail })).toBeVisible();
    await expect(card(page, fill(pay.sms.pack, { sms: '100' }))).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: pay.visitor.login }).click();
    await expectPath(page, '/login');
  });

  test('buy an SMS pack through the sandbox QR page and see msgNums grow', async ({ page, context }) => {
    await loginAsDemo(page);
    const before = await shopNow(page);
    await page.goto('/#/frame/chooseMarketing/paySmsDetail');
    const left = page.getByRole('status', { name: pay.sms.left, exact: true });
    await expect(left).toHaveText(new Intl.NumberFormat('en').format(before.msgNums));
    await shootBoth(page, 'pay-sms-detail');

    const pack = card(page, fill(pay.sms.pack, { sms: '100' }));
    await expect(pack).toContainText('¥15.00');
    await expect(pack).toContainText(fill(pay.sms.perSms, { price: '¥0.15' }));
    await pack.getByRole('button', { name: pay.sms.buy, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: fill(pay.sms.dialogTitle, { sms: '100' }) });
    await expect(dialog.getByRole('img', { name: fill(pay.dialog.qrAlt, { amount: '¥15.00' }) })).toBeVisible();
    await expect(dialog).toContainText(pay.dialog.closeNote);
    await motionsDone(page);
    await shootBoth(page, 'pay-qr-dialog', { fullPage: false });
    // Nothing changes before the payment is confirmed.
    expect((await shopNow(page)).msgNums).toBe(before.msgNums);

    await payOnWallet(context, dialog, 'pay-sandbox-wallet');
    await expect(dialog.getByText(pay.dialog.paid, { exact: true })).toBeVisible();
    await expect(dialog).toContainText(fill(pay.dialog.smsAdded, { sms: '100' }));
    await expect(left).toHaveText(new Intl.NumberFormat('en').format(before.msgNums + 100));
    // The dialog closes by itself.
    await expect(dialog).toBeHidden({ timeout: 10_000 });
    expect((await shopNow(page)).msgNums).toBe(before.msgNums + 100);

    const records = page.getByRole('region', { name: pay.records.smsTitle });
    await expect(records.getByRole('row').nth(1)).toContainText('¥15.00');
    await expect(records.getByRole('row').nth(1)).toContainText(payEn.pay.payType.sandbox);
  });

  test('renew and see the expiry and its tag change', async ({ page, context }) => {
    const shop = await signUpShop(page, 'renew');
    await loginWithPassword(page, shop.account, shop.password);
    const trial = await shopNow(page);
    expect(trial.trialFlag).toBe(1);
    expect(Math.abs(new Date(trial.expireTime).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(DAY_MS);
    const header = page.locator('.app-header');
    const trialTag = header.getByText(fill(en.header.expire, { date: expiryDateIn(trial.expireTime, 'en') }), {
      exact: true,
    });
    await expect(trialTag).toBeVisible();

    // The header tag opens the plans.
    await trialTag.click();
    await expectPath(page, '/frame/payDetail');
    // Off the header, so the pointer does not hold the login toast open (antd pauses it while hovered).
    await page.mouse.move(700, 600);
    const current = page.getByRole('region', { name: pay.current.title });
    await expect(current).toContainText(pay.status.trial);
    await expect(current).toContainText(expiryDateIn(trial.expireTime, 'en'));
    await expect(page.getByRole('region', { name: pay.records.title })).toContainText(pay.records.empty);
    await shootBoth(page, 'pay-detail');

    // Time is left on the trial: the page says it is not added before paying. (A quarter, so that the expiry date
    // differs from the trial's whatever the month: a 30-day trial can end on the day a monthly plan would.)
    await card(page, en.plan.quarter).getByRole('button', { name: pay.plans.buy, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: pay.plans.fromTodayTitle });
    await expect(confirm).toContainText(
      new RegExp(`The \\d+ days left until ${expiryDateIn(trial.expireTime, 'en')} are not added to it\\.`),
    );
    await motionsDone(page);
    await confirm.getByRole('button', { name: pay.plans.continue }).click();

    const dialog = page.getByRole('dialog', { name: fill(pay.plans.dialogTitle, { plan: en.plan.quarter }) });
    await expect(dialog.getByRole('img', { name: fill(pay.dialog.qrAlt, { amount: '¥269.00' }) })).toBeVisible();
    const paidFrom = Date.now();
    await payOnWallet(context, dialog);
    await expect(dialog.getByText(pay.dialog.paid, { exact: true })).toBeVisible();
    const paidTo = Date.now();

    // Validity from the purchase date: three calendar months after the payment; the trial's days are not added.
    const renewed = await shopNow(page);
    expect(renewed.goodsType).toBe('quarter');
    expect(renewed.trialFlag).toBe(0);
    const expireAt = new Date(renewed.expireTime).getTime();
    expect(expireAt).toBeGreaterThanOrEqual(monthsAfter(paidFrom, 3, renewed.timeZone) - 3_600_000);
    expect(expireAt).toBeLessThanOrEqual(monthsAfter(paidTo, 3, renewed.timeZone) + 3_600_000);
    expect(renewed.expireTime.slice(0, 10)).not.toBe(trial.expireTime.slice(0, 10));

    // The header tag follows at once, without a reload.
    await expect(
      header.getByText(fill(en.header.expire, { date: expiryDateIn(renewed.expireTime, 'en') })),
    ).toBeVisible();
    await expect(current).toContainText(pay.status.formal);
    await expect(current).toContainText(expiryDateIn(renewed.expireTime, 'en'));
    await expect(dialog).toBeHidden({ timeout: 10_000 });

    const token = (await stored(page, 'token')) ?? '';
    const orders = await callApi<TOrder>(page, 'orders/queryOrderList', { curPage: 1, limit: 10 }, token);
    expect(orders.page.list).toHaveLength(1);
    expect(new Date(orders.page.list[0].validUntil ?? '').getTime()).toBe(expireAt);
    const records = page.getByRole('region', { name: pay.records.title });
    await expect(records.getByRole('row').nth(1)).toContainText(orders.page.list[0].subject);
    await expect(records.getByRole('row').nth(1)).toContainText('¥269.00');
    await shootBoth(page, 'pay-detail-renewed');

    // The plan just bought is now the one to renew.
    await expect(card(page, en.plan.quarter).getByRole('button', { name: pay.plans.renew, exact: true })).toBeVisible();
    await expect(card(page, en.plan.quarter)).toContainText(pay.plans.current);
  });

  test('the free plan applies at once, and a free shop is told it already is', async ({ page }) => {
    const shop = await signUpShop(page, 'renew');
    await loginWithPassword(page, shop.account, shop.password);
    await page.goto('/#/frame/payDetail');
    await card(page, en.plan.free).getByRole('button', { name: pay.plans.switchToFree, exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: pay.plans.freeConfirmTitle });
    await motionsDone(page);
    await confirm.getByRole('button', { name: en.common.confirm, exact: true }).click();
    await expect(page.getByText(en.common.operationSuccess, { exact: true })).toBeVisible();
    const current = page.getByRole('region', { name: pay.current.title });
    await expect(current).toContainText(pay.current.noExpiry);
    await expect(current).toContainText(en.plan.free);
    // No expiry tag for the free plan.
    await expect(page.locator('.app-header').getByText(pattern(en.header.expire))).toHaveCount(0);
    expect((await shopNow(page)).goodsType).toBe('free');

    await card(page, en.plan.free).getByRole('button', { name: pay.plans.switchToFree, exact: true }).click();
    await motionsDone(page);
    await page
      .getByRole('dialog')
      .filter({ hasText: pay.plans.freeConfirmTitle })
      .getByRole('button', { name: en.common.confirm, exact: true })
      .click();
    const token = (await stored(page, 'token')) ?? '';
    const again = await callApi(page, 'sandbox/toPay', { kind: 'plan', goodsType: 'free' }, token);
    expect(again.errorKey).toBe('ALREADY_FREE_PLAN');
    await expect(page.getByText(again.msg, { exact: true })).toBeVisible();
  });

  test('the demo owner sees the purchase records of the demo chain, filtered by kind', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto('/#/frame/payDetail');
    const records = page.getByRole('region', { name: pay.records.title });
    const token = (await stored(page, 'token')) ?? '';
    const all = await callApi<TOrder>(page, 'orders/queryOrderList', { curPage: 1, limit: 10 }, token);
    expect(all.page.list.some((order) => order.kind === 'plan')).toBe(true);
    expect(all.page.list.some((order) => order.kind === 'sms')).toBe(true);
    // The header row and one row per record.
    await expect(records.getByRole('row')).toHaveCount(all.page.list.length + 1);
    await records.getByText(pay.records.filter.sms, { exact: true }).click();
    const smsCount = all.page.list.filter((order) => order.kind === 'sms').length;
    await expect(records.getByRole('row')).toHaveCount(smsCount + 1);
    for (const row of await records.getByRole('row').all()) {
      if ((await row.getAttribute('data-row-key')) !== null) await expect(row).toContainText(pay.records.kind.sms);
    }
  });
});
