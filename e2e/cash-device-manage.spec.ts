import type { AddressInfo } from 'node:net';
import { expect, type Locator, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import type { TCashQuerySessionListOutput } from '../contract/cash-device';
import { errorText } from '../contract/errors';
import { addDays } from '../contract/shop-time';
import { newMachine, systemOf, type TMachineState } from '../tools/cash-device-sim/machine';
import { createCashSimulator } from '../tools/cash-device-sim/server';
import cashDeviceEn from '../web/src/features/cash-device/locales/en.json' with { type: 'json' };
import cashDeviceEs from '../web/src/features/cash-device/locales/es.json' with { type: 'json' };
import cashDeviceFr from '../web/src/features/cash-device/locales/fr.json' with { type: 'json' };
import cashDeviceIt from '../web/src/features/cash-device/locales/it-IT.json' with { type: 'json' };
import cashDeviceZh from '../web/src/features/cash-device/locales/zh-CN.json' with { type: 'json' };
import { euro, ownerSession, type TSession } from './bills.support';
import { pointShopAt } from './cash-device.support';
import { workerServer } from './servers';
import {
  callApi,
  DEMO,
  DEMO_SHOP,
  en,
  expectPath,
  fill,
  LANGUAGES,
  loginWithPassword,
  motionsDone,
  openIn,
  PHONE_SIZE,
  shootBoth,
  signUpShop,
  stored,
  type TLanguage,
} from './support';

/**
 * Cash machine management (issue 24, SPEC §2.2 /frame/choosePerformance/cashDeviceDetail): the owner opens it from the
 * finance menu, reads the machine's amounts (the simulator's own figures), its low denominations, refills it, and
 * finds the refill in the reconciliation; a machine that cannot be reached says so; a visitor, a technician and a
 * shop without the machine see nothing of it. The simulator runs in this process on a port of its own, starting with
 * two denominations below their alert levels.
 */
const CASH_CATALOGS: Record<TLanguage, typeof cashDeviceEn> = {
  en: cashDeviceEn,
  es: cashDeviceEs,
  fr: cashDeviceFr,
  'it-IT': cashDeviceIt,
  'zh-CN': cashDeviceZh,
};
const m = cashDeviceEn.cashDevice.manage;
const PATH = '/frame/choosePerformance/cashDeviceDetail';
const NOT_CONNECTED = errorText('CASH_DEVICE_NOT_CONNECTED', 'en');

test.describe.configure({ mode: 'serial' });

type TSim = { address: string; state: TMachineState; close: () => Promise<void> };
let sim: TSim;
let owner: TSession;
let shopIpBefore: string;

/** The simulator with the €50 note and the €2 coin below their alert levels (2 and 10). */
async function startSimulator(): Promise<TSim> {
  const state = newMachine();
  const counts: Record<number, number> = { 5000: 1, 200: 4 };
  for (const denomination of state.denominations) {
    if (denomination.value in counts) denomination.stored = counts[denomination.value];
  }
  const { server } = createCashSimulator(state, { save: () => {} });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const setFault = async (fault: string) => {
  const res = await fetch(`http://${sim.address}/sim/fault`, { method: 'POST', body: JSON.stringify({ fault }) });
  expect(res.status).toBe(200);
};
/** What the simulator reports of itself (GET /sim/state), as querySystem would answer it. */
const simSystem = async () => systemOf((await (await fetch(`http://${sim.address}/sim/state`)).json()).data);

const deviceRegion = (page: Page) => page.getByRole('region', { name: m.device.title, exact: true });
const reconcileRegion = (page: Page) => page.getByRole('region', { name: m.reconcile.title, exact: true });
const refillDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: m.refill.title });

/** The figure under a label of a `<dl>` (the machine's amounts, the reconciliation totals). */
const figure = (scope: Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: scope.page().getByText(label, { exact: true }) })
    .locator('dd');

/** The page's amounts read from the machine are the simulator's own. */
async function expectMachineFigures(page: Page) {
  const system = await simSystem();
  const device = deviceRegion(page);
  await expect(figure(device, m.device.ip)).toHaveText(sim.address);
  await expect(figure(device, m.device.storedCoins)).toHaveText(euro(system.storedCoins));
  await expect(figure(device, m.device.cashboxCoins)).toHaveText(euro(system.cashboxCoins));
  await expect(figure(device, m.device.storedNotes)).toHaveText(euro(system.storedNotes));
  await expect(figure(device, m.device.cashboxNotes)).toHaveText(euro(system.cashboxNotes));
  await expect(figure(device, m.device.total)).toHaveText(euro(system.total));
  const rows = device.getByRole('table', { name: m.levels.tableLabel }).locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(system.denominations.length);
  return system;
}

/** The alert's lines: each denomination below its level. */
const alertLines = (page: Page) => deviceRegion(page).locator('.ant-alert-warning li');
const alertLine = (value: number, kind: 'note' | 'coin', stored: number, level: number) =>
  fill(m.alert.item, { denomination: euro(value), kind: m.kind[kind], stored, level });

/** The reconciliation of a range, as the server answers it to the owner. */
async function sessionList(page: Page, startDay: string, endDay: string) {
  const answer = await callApi<TCashQuerySessionListOutput>(
    page,
    'cashDevice/querySessionList',
    { startDay, endDay },
    owner.token,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/** The five totals on screen are the server's. */
async function expectTotals(page: Page, totals: TCashQuerySessionListOutput['totals']) {
  const region = reconcileRegion(page);
  await expect(figure(region, m.reconcile.paid)).toContainText(euro(totals.paid));
  await expect(figure(region, m.reconcile.toSettle)).toContainText(euro(totals.toSettle));
  await expect(figure(region, m.reconcile.refunded)).toHaveText(euro(totals.refunded));
  await expect(figure(region, m.reconcile.refilled)).toHaveText(euro(totals.refilled));
  await expect(figure(region, m.reconcile.open)).toHaveText(String(totals.open));
}

/**
 * axe's serious and critical WCAG 2.1 A/AA findings on the page as it is. The registry-wide pass
 * (accessibility.spec.ts) sees this route only as a visitor does, since it needs no login.
 */
async function seriousAxeFindings(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((results) => results.violations),
    ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'],
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** No part of the page is wider than a 375 px phone. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.beforeAll(async () => {
  sim = await startSimulator();
});

test.afterAll(async ({ browser }) => {
  // The demo headquarters goes back to its own address for the specs after this one.
  if (owner && shopIpBefore !== undefined) {
    const context = await browser.newContext({ baseURL: workerServer().baseURL });
    await pointShopAt(await context.newPage(), owner.token, shopIpBefore);
    await context.close();
  }
  await sim.close();
});

test('the owner opens it from the finance menu, sees the machine’s figures, refills it and finds the refill', async ({
  page,
}) => {
  test.setTimeout(120_000);
  owner = await ownerSession(page);
  const shop = await callApi<{ cashDeviceIp: string; cashDeviceFlag: number }>(page, 'shop/query', {}, owner.token);
  shopIpBefore = shop.data.cashDeviceIp;
  await pointShopAt(page, owner.token, sim.address);
  await page.reload();
  await expectPath(page, '/frame/controlPad');

  // The finance menu of the left menu has the entry (the demo headquarters has the machine).
  await page.getByRole('button', { name: en.header.openMenu, exact: true }).click();
  const nav = page.getByRole('navigation', { name: en.header.openMenu });
  await nav.getByRole('menuitem', { name: en.menu.finance, exact: true }).click();
  await motionsDone(page);
  await nav.getByRole('menuitem', { name: en.secondMenu.cashMachineManagement, exact: true }).click();
  await expectPath(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: en.route.cashDeviceDetail })).toBeVisible();

  // The machine's amounts, the owner's name as the machine's operator, and the two low denominations.
  const before = await expectMachineFigures(page);
  const user = JSON.parse((await stored(page, 'user')) ?? '{}') as { name: string };
  expect(sim.state.operator).toBe(user.name);
  await expect(deviceRegion(page).locator('.ant-alert-warning')).toContainText(m.alert.title);
  await expect(alertLines(page)).toHaveText([alertLine(5_000, 'note', 1, 2), alertLine(200, 'coin', 4, 10)]);

  // Today's reconciliation: the server's totals, before the refill.
  const todayBefore = await sessionList(page, owner.today, owner.today);
  await expectTotals(page, todayBefore.totals);
  await shootBoth(page, 'cash-device-manage');

  // The refill: 10 × €2.00, the running total, connecting → refilling → success with the amount and the new total.
  await deviceRegion(page).getByRole('button', { name: m.refill.open, exact: true }).click();
  const dialog = refillDialog(page);
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  const confirm = dialog.getByRole('button', { name: m.refill.confirm, exact: true });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(fill(m.refill.count, { denomination: euro(200) }), { exact: true }).fill('10');
  await expect(dialog.locator('.cash-refill-total')).toHaveText(`${m.refill.total} ${euro(2_000)}`);
  await shootBoth(page, 'cash-device-manage-refill', { fullPage: false });
  await confirm.click();
  await expect(dialog.getByText(m.refill.success, { exact: true })).toBeVisible();
  await expect(dialog.getByText(fill(m.refill.successAmount, { amount: euro(2_000) }), { exact: true })).toBeVisible();
  await expect(figure(dialog, m.device.total)).toHaveText(euro(before.total + 2_000));
  expect(sim.state.denominations.find((d) => d.value === 200)?.stored).toBe(14);
  await shootBoth(page, 'cash-device-manage-refill-success', { fullPage: false });
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: en.common.close, exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The page shows the machine's new figures; the €2 coin is no longer low, the €50 note still is.
  const after = await expectMachineFigures(page);
  expect(after.total).toBe(before.total + 2_000);
  await expect(alertLines(page)).toHaveText([alertLine(5_000, 'note', 1, 2)]);

  // The server recorded it: the refilled total and the refill's row (time, amount, pieces, who).
  const todayAfter = await sessionList(page, owner.today, owner.today);
  expect(todayAfter.totals.refilled).toBe(todayBefore.totals.refilled + 2_000);
  const [refill] = todayAfter.refills;
  expect(refill).toMatchObject({ refillAmount: 2_000, pieces: [{ value: 200, count: 10 }] });
  await expectTotals(page, todayAfter.totals);
  const refills = reconcileRegion(page).getByRole('region', { name: m.refills.title, exact: true });
  await expect(refills.locator('tbody tr.ant-table-row').first()).toContainText(
    [euro(2_000), `10 × ${euro(200)}`, refill.by].join(''),
  );

  // The demo's days: its payments (one cancelled, two paid) and its refill, three days back to today.
  const start = addDays(owner.today, -3);
  const range = reconcileRegion(page).locator('.ant-picker-range input');
  await range.nth(0).click();
  await range.nth(0).fill(start);
  await range.nth(0).press('Enter');
  await range.nth(1).fill(owner.today);
  await range.nth(1).press('Enter');
  await expect(range.nth(0)).toHaveValue(start);
  const days = await sessionList(page, start, owner.today);
  expect(days.sessions.map((session) => session.outcome)).toEqual(expect.arrayContaining(['paid', 'cancelled']));
  await expectTotals(page, days.totals);
  const sessions = reconcileRegion(page).getByRole('region', { name: m.sessions.title, exact: true });
  const sessionRows = sessions.locator('tbody tr.ant-table-row');
  await expect(sessionRows).toHaveCount(days.sessions.length);
  for (const [index, session] of days.sessions.entries()) {
    await expect(sessionRows.nth(index)).toContainText(session.billOrderNo);
    await expect(sessionRows.nth(index)).toContainText(m.outcome[session.outcome ?? 'open']);
    await expect(sessionRows.nth(index)).toContainText(euro(session.amount));
  }
  await expect(refills.locator('tbody tr.ant-table-row')).toHaveCount(days.refills.length);
  await shootBoth(page, 'cash-device-manage-reconcile');

  expect(await seriousAxeFindings(page)).toEqual([]);

  // On a phone the payments and refills are cards, and nothing is wider than the screen, in any language.
  await page.setViewportSize(PHONE_SIZE);
  await expect(sessions.locator('li.cash-card')).toHaveCount(days.sessions.length);
  await expect(refills.locator('li.cash-card')).toHaveCount(days.refills.length);
  await expectNoSidewaysScroll(page);
  expect(await seriousAxeFindings(page)).toEqual([]);
  for (const language of LANGUAGES) {
    await page.evaluate((lng) => localStorage.setItem('language', lng), language);
    await page.reload();
    const catalog = CASH_CATALOGS[language];
    await expect(page.getByRole('region', { name: catalog.cashDevice.manage.device.title, exact: true })).toBeVisible();
    await expect(page.locator('.cash-facts__total dd')).toHaveCount(1);
    await expect(page.locator('.cash-totals')).toBeVisible();
    await expectNoSidewaysScroll(page);
    if (language === 'it-IT') await shootBoth(page, 'cash-device-manage-it');
  }
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});

test('a machine that cannot be reached says so within seconds, and Retry reads it once it answers', async ({
  page,
}) => {
  await loginWithPassword(page, DEMO.account, DEMO.password);
  await setFault('unreachable');
  try {
    await page.goto(`/#${PATH}`);
    const device = deviceRegion(page);
    await expect(device.getByText(NOT_CONNECTED, { exact: true })).toBeVisible({ timeout: 6_000 });
    await expect(figure(device, m.device.total)).toHaveCount(0);
    await expect(device.getByRole('button', { name: m.refill.open, exact: true })).toBeDisabled();
    await shootBoth(page, 'cash-device-manage-unreachable');
  } finally {
    await setFault('none');
  }
  await deviceRegion(page).getByRole('button', { name: en.common.retry, exact: true }).click();
  await expectMachineFigures(page);
  await expect(deviceRegion(page).getByText(NOT_CONNECTED, { exact: true })).toHaveCount(0);

  // A refill the machine cannot take: 'Connection to automatic cash device failed!', nothing recorded.
  const before = await sessionList(page, owner.today, owner.today);
  await deviceRegion(page).getByRole('button', { name: m.refill.open, exact: true }).click();
  const dialog = refillDialog(page);
  await motionsDone(page);
  await dialog.getByLabel(fill(m.refill.count, { denomination: euro(100) }), { exact: true }).fill('5');
  await setFault('unreachable');
  try {
    await dialog.getByRole('button', { name: m.refill.confirm, exact: true }).click();
    await expect(dialog.getByText(errorText('CASH_DEVICE_CONNECT_FAILED', 'en'), { exact: true })).toBeVisible();
  } finally {
    await setFault('none');
  }
  expect((await sessionList(page, owner.today, owner.today)).refills).toHaveLength(before.refills.length);
});

test('a machine that counts in another currency than the shop is flagged', async ({ page }) => {
  await loginWithPassword(page, DEMO.account, DEMO.password);
  const mismatch = fill(m.device.currencyMismatch, { machine: 'CHF', shop: 'EUR' });
  sim.state.currency = 'CHF';
  try {
    await page.goto(`/#${PATH}`);
    await expect(deviceRegion(page).getByText(mismatch, { exact: true })).toBeVisible();
  } finally {
    sim.state.currency = 'EUR';
  }
  await page.reload();
  await expectMachineFigures(page);
  await expect(deviceRegion(page).getByText(mismatch, { exact: true })).toHaveCount(0);
});

test('a visitor sees only the login prompt, and the machine is not asked', async ({ page }) => {
  const operator = sim.state.operator;
  const token = sim.state.token;
  await openIn(page, PATH);
  await expect(page.getByRole('heading', { level: 1, name: en.route.cashDeviceDetail })).toBeVisible();
  await expect(page.getByText(m.visitor.text, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: m.visitor.login, exact: true })).toBeVisible();
  await expect(deviceRegion(page)).toHaveCount(0);
  await expect(reconcileRegion(page)).toHaveCount(0);
  await expect(page.getByText(DEMO_SHOP)).toHaveCount(0);
  expect(sim.state).toMatchObject({ operator, token });
  await shootBoth(page, 'cash-device-manage-visitor');
  await page.getByRole('button', { name: m.visitor.login, exact: true }).click();
  await expectPath(page, '/login');
});

test('a technician without the finance menu is sent to the dashboard and the server refuses the list', async ({
  page,
}) => {
  const operator = sim.state.operator;
  await loginWithPassword(page, 'demo-tech', DEMO.password);
  await page.goto(`/#${PATH}`);
  await expectPath(page, '/frame/controlPad');
  await expect(deviceRegion(page)).toHaveCount(0);
  const token = (await stored(page, 'token'))!;
  const answer = await callApi(
    page,
    'cashDevice/querySessionList',
    { startDay: owner.today, endDay: owner.today },
    token,
  );
  expect(answer.code).not.toBe(0);
  expect(sim.state.operator).toBe(operator);
});

test('a shop without the machine is told it is not activated, and its finance menu does not offer it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const shop = await signUpShop(page, 'nocash');
  await loginWithPassword(page, shop.account, shop.password);
  await page.goto('/#/frame/choosePerformance');
  await expectPath(page, '/frame/choosePerformance');
  await expect(page.getByRole('link', { name: en.secondMenu.accountingHistory })).toBeVisible();
  await expect(page.getByRole('link', { name: en.secondMenu.cashMachineManagement })).toHaveCount(0);
  await page.getByRole('button', { name: en.header.openMenu, exact: true }).click();
  const nav = page.getByRole('navigation', { name: en.header.openMenu });
  await nav.getByRole('menuitem', { name: en.menu.finance, exact: true }).click();
  await motionsDone(page);
  await expect(nav.getByRole('menuitem', { name: en.secondMenu.accountingHistory, exact: true })).toBeVisible();
  await expect(nav.getByRole('menuitem', { name: en.secondMenu.cashMachineManagement, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto(`/#${PATH}`);
  await expect(page.getByText(errorText('CASH_DEVICE_NOT_ACTIVATED', 'en'), { exact: true })).toBeVisible();
  await expect(deviceRegion(page)).toHaveCount(0);
  await expect(reconcileRegion(page)).toHaveCount(0);
  await shootBoth(page, 'cash-device-manage-not-activated');
});
