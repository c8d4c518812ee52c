import { expect, type Page, test } from '@playwright/test';
import type { TStaff } from '../contract/staff';
import customersEn from '../web/src/features/customers/locales/en.json' with { type: 'json' };
import guideEn from '../web/src/features/guide/locales/en.json' with { type: 'json' };
import settingsEn from '../web/src/features/settings/locales/en.json' with { type: 'json' };
import staffEn from '../web/src/features/staff/locales/en.json' with { type: 'json' };
import { elevate, financeTable, innerPasswordDialog, sessionOf } from './bills.support';
import {
  CATALOGS,
  callApi,
  DEMO,
  en,
  expectPath,
  fill,
  LANGUAGES,
  loginAsDemo,
  loginWithPassword,
  menuItem,
  motionsDone,
  openIn,
  openUserMenu,
  PHONE_SIZE,
  shootBoth,
  signUpShop,
} from './support';

/**
 * Issue 22 'No dead ends' (ADR 029): a reloaded protected screen stays or asks for the password in place, menu pages
 * open on their first screen under its highlighted tab, an unknown screen inside the app stays in the frame, the guide
 * marks what the shop has done, a resigned member's switches show off, and the system settings page reaches each
 * setting.
 */
const FINANCE_PATH = '/frame/choosePerformance/financeHistory';
const { guide } = guideEn;
const { system } = settingsEn.settings;

const activeTab = (page: Page) => page.locator('.sub-menu-tabs').getByRole('tab', { selected: true });
const tabs = (page: Page) => page.locator('.sub-menu-tabs').getByRole('tab');
const guideBanner = (page: Page) => page.getByRole('region', { name: guide.title });

test.describe('a reloaded protected screen (SPEC §6 departure, ADR 029)', () => {
  test('stays when the server still holds the elevation', async ({ page }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    await elevate(page, session.token);
    await page.goto(`/#${FINANCE_PATH}`);
    await page.reload();
    await expectPath(page, FINANCE_PATH);
    await expect(financeTable(page)).toBeVisible();
    await expect(innerPasswordDialog(page)).toHaveCount(0);
  });

  test('asks for the internal password in place when it does not, and giving it shows the table', async ({ page }) => {
    await loginAsDemo(page);
    await page.goto(`/#${FINANCE_PATH}`);
    await page.reload();
    const dialog = innerPasswordDialog(page);
    await expect(dialog).toBeVisible();
    await expectPath(page, FINANCE_PATH);
    await motionsDone(page);
    await shootBoth(page, 'no-dead-ends-reload-password');
    await dialog.getByLabel(en.innerPassword.label).fill(DEMO.password);
    await dialog.getByLabel(en.innerPassword.label).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expectPath(page, FINANCE_PATH);
    await expect(financeTable(page)).toBeVisible();
  });
});

test.describe('menu pages open on their first screen (ADR 029)', () => {
  test('customers, shop management and settings, each under its highlighted tab', async ({ page }) => {
    await loginAsDemo(page);

    await page.goto('/#/frame/chooseCustomerPage');
    await expectPath(page, '/frame/chooseCustomerPage/customer');
    await expect(activeTab(page)).toHaveText(en.secondMenu.search);
    await expect(page.getByRole('button', { name: customersEn.customers.add })).toBeVisible();
    await expect(page.locator('.menu-entries')).toHaveCount(0);
    await shootBoth(page, 'no-dead-ends-customers');

    await page.goto('/#/frame/shopManage');
    await expectPath(page, '/frame/shopManage/shopInfo');
    await expect(activeTab(page)).toHaveText(en.secondMenu.storeInformation);
    await expect(page.locator('.shop-info')).toBeVisible();
    await expect(page.locator('.menu-entries')).toHaveCount(0);

    await page.goto('/#/frame/settings');
    await expectPath(page, '/frame/settings/shopSettings');
    await expect(activeTab(page)).toHaveText(en.secondMenu.storeSettings);
    await expect(tabs(page)).toHaveText([
      en.secondMenu.storeSettings,
      en.secondMenu.workTimeSettings,
      en.secondMenu.systemSettings,
    ]);
    await expect(page.getByText(settingsEn.settings.shop.booking, { exact: true })).toBeVisible();
    await shootBoth(page, 'no-dead-ends-settings');

    // Every tab highlights itself when chosen.
    await tabs(page).filter({ hasText: en.secondMenu.workTimeSettings }).click();
    await expectPath(page, '/frame/settings/timeManage');
    await expect(activeTab(page)).toHaveText(en.secondMenu.workTimeSettings);
  });
});

test.describe('not found (ADR 029)', () => {
  test('an unknown or unbuilt screen inside the app shows the app’s own page inside the frame', async ({ page }) => {
    await loginAsDemo(page);
    for (const path of ['/frame/noSuchScreen', '/frame/chooseMarketing/noSuchTool']) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { name: en.notFound.inAppTitle })).toBeVisible();
      await expect(page.getByText(en.notFound.title)).toHaveCount(0);
      await expect(page.getByRole('button', { name: en.header.openMenu, exact: true })).toBeVisible();
    }
    await shootBoth(page, 'no-dead-ends-frame-not-found');
    await page.getByRole('button', { name: en.notFound.toDashboard }).click();
    await expectPath(page, '/frame/controlPad');
  });

  test('the public page fits a 375 px screen without sideways scrolling, in every language', async ({ browser }) => {
    for (const language of LANGUAGES) {
      const context = await browser.newContext({ viewport: PHONE_SIZE });
      const page = await context.newPage();
      await openIn(page, '/no/such/page', language, { isCookieBannerShown: true });
      await expect(page.getByRole('heading', { name: CATALOGS[language].notFound.title })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, language).toBeLessThanOrEqual(0);
      if (language === 'it-IT') await shootBoth(page, 'no-dead-ends-public-not-found');
      await context.close();
    }
  });
});

test.describe('the new-user guide marks what the shop has done (SPEC §2.6 departure, ADR 029)', () => {
  test('a new shop: nothing done; a project added: that step done', async ({ page }) => {
    const shop = await signUpShop(page, 'guide');
    await loginWithPassword(page, shop.account, shop.password);
    await expectPath(page, '/frame/controlPad');
    const banner = guideBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.locator('.ant-steps-item')).toHaveCount(4);
    await expect(banner.locator('.ant-steps-item-finish')).toHaveCount(0);
    await expect(banner.getByText(guide.done, { exact: true })).toHaveCount(0);
    await shootBoth(page, 'no-dead-ends-guide-new-shop');

    const { token } = await sessionOf(page);
    const type = await callApi<{ id: number }>(page, 'productType/create', { name: 'Mani' }, token);
    expect(type.code, type.msg).toBe(0);
    const product = await callApi(
      page,
      'product/create',
      { name: 'Manicure', unitPrice: 2500, duration: 30, productTypeId: type.data.id },
      token,
    );
    expect(product.code, product.msg).toBe(0);
    await page.reload();
    const projectsStep = banner.locator('.ant-steps-item').filter({ hasText: guide.steps.projects.title });
    await expect(projectsStep).toHaveClass(/ant-steps-item-finish/);
    await expect(projectsStep.getByText(guide.done, { exact: true })).toBeVisible();
    await expect(banner.locator('.ant-steps-item-finish')).toHaveCount(1);
    await shootBoth(page, 'no-dead-ends-guide-project-done');
  });

  test('the demo shop, with every step done, shows no guide', async ({ page }) => {
    await loginAsDemo(page);
    await expect(page.getByTestId('today-count')).toBeVisible();
    await expect(guideBanner(page)).toHaveCount(0);
  });
});

test('a resigned staff member’s switches show off, not a dimmed on', async ({ page }) => {
  await loginAsDemo(page);
  const { token } = await sessionOf(page);
  const list = await callApi<TStaff>(page, 'account/queryMemList', { curPage: 1, limit: 100 }, token);
  const resigned = list.page.list.find((member) => member.status === 'resigned');
  expect(resigned, 'the demo has a resigned member').toBeDefined();
  const working = list.page.list.find((member) => member.status === 'normal' && member.workFlag === 0);
  await page.goto('/#/frame/employerManage');
  const s = staffEn.staff;
  for (const flag of [s.flag.onDuty, s.flag.canBook, s.flag.canBill]) {
    const resignedSwitch = page.getByRole('switch', { name: fill(s.labelFor, { label: flag, name: resigned!.name }) });
    await expect(resignedSwitch).not.toBeChecked();
    await expect(resignedSwitch).toBeDisabled();
  }
  const workingSwitch = page.getByRole('switch', {
    name: fill(s.labelFor, { label: s.flag.onDuty, name: working!.name }),
  });
  await expect(workingSwitch).toBeChecked();
  await shootBoth(page, 'no-dead-ends-staff');
});

test('the system settings page has an entry for each setting of SPEC §1', async ({ page }) => {
  await loginAsDemo(page);
  await openUserMenu(page);
  await menuItem(page, en.header.systemSettings).click();
  await expectPath(page, '/frame/settings/system');
  await expect(activeTab(page)).toHaveText(en.secondMenu.systemSettings);
  const entries = page.getByRole('navigation', { name: system.entries });
  const names = Object.values(system.entry);
  await expect(entries.locator('.menu-entries__item')).toHaveText(names);
  await expect(page.getByRole('heading', { name: settingsEn.settings.account.title })).toBeVisible();
  await shootBoth(page, 'no-dead-ends-system-settings');

  const leads: [string, string][] = [
    [system.entry.staff, '/frame/employerManage'],
    [system.entry.projectTypes, '/frame/chooseProject/projectTypeManage'],
    [system.entry.holidays, '/frame/settings/timeManage?tab=shopHolidays'],
    [system.entry.leave, '/frame/settings/timeManage?tab=staffHolidays'],
    [system.entry.shopSettings, '/frame/settings/shopSettings'],
  ];
  for (const [name, path] of leads) {
    await page.goto('/#/frame/settings/system');
    await entries.getByRole('link', { name, exact: true }).click();
    await expectPath(page, path);
  }
  await page.goto('/#/frame/settings/system');
  await entries.getByRole('button', { name: system.entry.fontSize, exact: true }).click();
  await expect(page.locator('#font-size')).toBeInViewport();
});

test('a technician without the settings menu is not let into the system settings page', async ({ page }) => {
  await loginWithPassword(page, 'demo-tech', DEMO.password);
  await page.goto('/#/frame/settings/system');
  // The technician's menus do not open the settings: the guard sends them to the dashboard.
  await expectPath(page, '/frame/controlPad');
});

test('a thin progress bar shows while a lazily loaded screen arrives, and goes when it has', async ({ page }) => {
  await loginAsDemo(page);
  await expectPath(page, '/frame/controlPad');
  // Hold the next screen's chunks until the bar has been seen.
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  await page.evaluate(() => {
    window.location.hash = '#/frame/employerManage';
  });
  const bar = page.getByRole('progressbar', { name: en.common.loading });
  await expect(bar).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: en.route.employerManage })).toBeVisible();
  await expect(bar).toHaveCount(0);
});
