import { expect, type Page, test } from '@playwright/test';
import { buildLeftMenu, MENU_ENTRIES } from '../web/src/app/app.menu';
import { isRouteAvailable } from '../web/src/lib/route.registry';
import {
  DEMO,
  DEMO_BRANCH_SHOP,
  DEMO_SECOND_BRANCH_SHOP,
  DEMO_SHOP,
  en,
  expectPath,
  expiryDateIn,
  fill,
  loginAsDemo,
  logoutThroughMenu,
  menuItem,
  motionsDone,
  openDropdown,
  openedConfirm,
  openIn,
  openUserMenu,
  PHONE_SIZE,
  pattern,
  shoot,
  shootBoth,
  stored,
  userMenuButton,
} from './support';

const DAY_MS = 86_400_000;
const BRANCH_ACCOUNT = 'demo-centro';

/** The catalog label of a dotted key such as 'menu.dashboard'. */
const label = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

/** The current shop as the server sees it (shop/query with the page's own token). */
async function shopFromServer(page: Page) {
  const token = await stored(page, 'token');
  const response = await page.request.post('api/app/shop/query', {
    data: {},
    headers: { token: token ?? '', language: 'en' },
  });
  const body = (await response.json()) as { code: number; data: { shopName: string; expireTime: string } };
  expect(body.code).toBe(0);
  return body.data;
}

/** Chooses a shop in the user dropdown, confirms, and waits for the reload that follows a switch (SPEC §4). */
async function switchTo(page: Page, shopName: string, suffix: string) {
  await openUserMenu(page);
  await menuItem(page, `${shopName}${suffix}`).click();
  const dialog = await openedConfirm(page, fill(en.header.switchConfirm, { shopName }));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: en.common.confirm, exact: true }).click();
  await reloaded;
  await expectPath(page, '/frame/controlPad');
}

test.describe('app shell (SPEC §2.3, §2.4, §4)', () => {
  test("the expiry tag shows the day the plan ends, written in the reader's language", async ({ page }) => {
    await loginAsDemo(page);
    const shop = await shopFromServer(page);
    expect(shop.shopName).toBe(DEMO_SHOP);
    // The demo chain runs a yearly plan that ends a year after the server started.
    expect(Math.abs(new Date(shop.expireTime).getTime() - (Date.now() + 365 * DAY_MS))).toBeLessThan(2 * DAY_MS);
    // The first 10 characters of expireTime (SPEC §2.3), through Intl: 'Valid until Nov 27, 2027' (ADR 029).
    const tag = page.locator('.app-header').getByText(pattern(en.header.expire));
    await expect(tag).toHaveText(fill(en.header.expire, { date: expiryDateIn(shop.expireTime, 'en') }));
    await expect(tag).toHaveText(/^Valid until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  });

  test('the user dropdown switches to the branch and back to the headquarters', async ({ page }) => {
    await loginAsDemo(page);
    const hqItem = `${DEMO_SHOP}${en.header.headquartersSuffix}`;
    const branchItem = `${DEMO_BRANCH_SHOP}${en.header.branchSuffix}`;
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);

    // Headquarters (current, disabled) and branch, then the entries whose screens exist, then logout.
    await openUserMenu(page);
    const expectedEntries = [
      hqItem,
      branchItem,
      `${DEMO_SECOND_BRANCH_SHOP}${en.header.branchSuffix}`,
      ...(isRouteAvailable('/frame/settings') ? [en.header.systemSettings] : []),
      ...(isRouteAvailable('/shopInfo') ? [en.header.shopInfo] : []),
      en.header.logout,
    ];
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(expectedEntries);
    await expect(menuItem(page, hqItem)).toHaveAttribute('aria-disabled', 'true');
    await expect(menuItem(page, branchItem)).not.toHaveAttribute('aria-disabled', 'true');
    await shootBoth(page, 'shell-user-menu', {
      prepare: async () => {
        if (!(await menuItem(page, en.header.logout).isVisible())) await openUserMenu(page);
        await expect(menuItem(page, en.header.logout)).toBeVisible();
      },
    });

    // Cancelling the switch changes nothing.
    if (!(await menuItem(page, branchItem).isVisible())) await openUserMenu(page);
    await menuItem(page, branchItem).click();
    const cancelDialog = await openedConfirm(page, fill(en.header.switchConfirm, { shopName: DEMO_BRANCH_SHOP }));
    await cancelDialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(cancelDialog).toHaveCount(0);
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
    expect(await stored(page, 'mainToken')).toBeNull();

    const hqToken = await stored(page, 'token');
    await switchTo(page, DEMO_BRANCH_SHOP, en.header.branchSuffix);
    await expect(userMenuButton(page)).toHaveText(`${BRANCH_ACCOUNT} (${DEMO_BRANCH_SHOP})`);
    const shopCard = page.getByRole('main').getByRole('region', { name: en.dashboard.shop, exact: true });
    await expect(shopCard.getByText(DEMO_BRANCH_SHOP, { exact: true })).toBeVisible();
    await expect(shopCard).toContainText(en.dashboard.branch);
    expect(await stored(page, 'mainToken')).toBe(hqToken);
    const branchToken = await stored(page, 'token');
    expect(branchToken).toBeTruthy();
    expect(branchToken).not.toBe(hqToken);
    expect((await shopFromServer(page)).shopName).toBe(DEMO_BRANCH_SHOP);

    // In the branch, the branch is the disabled entry and the headquarters can be chosen.
    await openUserMenu(page);
    await expect(menuItem(page, branchItem)).toHaveAttribute('aria-disabled', 'true');
    await expect(menuItem(page, hqItem)).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    await switchTo(page, DEMO_SHOP, en.header.headquartersSuffix);
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
    expect((await shopFromServer(page)).shopName).toBe(DEMO_SHOP);
    await openUserMenu(page);
    await expect(menuItem(page, hqItem)).toHaveAttribute('aria-disabled', 'true');
    await expect(menuItem(page, branchItem)).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('the left menu opens with its entries and a leaf closes it', async ({ page }) => {
    await loginAsDemo(page);
    const expected = buildLeftMenu(MENU_ENTRIES, { accountType: 1, userMenus: null }, isRouteAvailable);
    expect(expected.length).toBeGreaterThan(0);
    const openMenu = page.getByRole('button', { name: en.header.openMenu, exact: true });
    const drawer = page.getByRole('dialog').filter({ hasText: en.app.productName });
    const nav = drawer.getByRole('navigation', { name: en.header.openMenu });

    await openMenu.click();
    await expect(drawer).toBeVisible();
    await motionsDone(page);
    await expect(nav.getByRole('menuitem')).toHaveText(expected.map((entry) => label(entry.labelKey)));
    await expect(nav.getByRole('menuitem', { name: en.menu.dashboard, exact: true })).toBeVisible();
    await shootBoth(page, 'shell-left-menu', {
      prepare: async () => {
        if (!(await drawer.isVisible())) await openMenu.click();
        await expect(nav).toBeVisible();
      },
    });

    await nav.getByRole('menuitem', { name: en.menu.dashboard, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expectPath(page, '/frame/controlPad');
  });

  test('the header at desktop and phone widths', async ({ page }) => {
    await loginAsDemo(page);
    const header = page.locator('header.app-header');
    await expect(header.getByRole('button', { name: en.header.openMenu, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: en.header.refresh, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: en.header.notificationCenter, exact: true })).toBeVisible();
    await expect(
      header.getByRole('button', { name: fill(en.header.languageOf, { name: 'English' }), exact: true }),
    ).toHaveText('English');
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
    await shootBoth(page, 'shell-header');

    // SPEC §2.3: on a phone only the account name shows; refresh and language move into the 'More' menu.
    await page.setViewportSize(PHONE_SIZE);
    await expect(userMenuButton(page)).toHaveText(DEMO.account);
    await expect(header.getByRole('button', { name: en.header.refresh, exact: true })).toHaveCount(0);
    await openDropdown(page, header.getByRole('button', { name: en.header.more, exact: true }));
    await expect(menuItem(page, en.header.refresh)).toBeVisible();
    // The language entry is a sub-menu (antd adds its arrow icon to the name); it lists the five languages.
    await page.getByRole('menuitem', { name: new RegExp(`^${en.header.language}`) }).click();
    await expect(menuItem(page, 'English')).toBeVisible();
    await expect(menuItem(page, 'Italiano')).toBeVisible();
    await shoot(page, 'shell-more-menu-phone');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_SIZE.width);
  });

  test('logging out clears the session, and the console then needs a login', async ({ page }) => {
    await loginAsDemo(page);
    expect(await stored(page, 'token')).not.toBe('null');
    await logoutThroughMenu(page);
    expect(await stored(page, 'token')).toBe('null');
    expect(await stored(page, 'shopInfo')).toBe('null');
    expect(await stored(page, 'user')).toBeNull();
    expect(await stored(page, 'mainToken')).toBeNull();
    expect(await stored(page, 'branchShops')).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();

    await page.goto('/#/frame/controlPad');
    await expectPath(page, '/login');
  });

  test('cancelling the logout keeps the session', async ({ page }) => {
    await loginAsDemo(page);
    const token = await stored(page, 'token');
    await openUserMenu(page);
    await menuItem(page, en.header.logout).click();
    const dialog = await openedConfirm(page, en.header.confirmLogout);
    await dialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expectPath(page, '/frame/controlPad');
    expect(await stored(page, 'token')).toBe(token);
  });

  test('the control pad while logged out goes to /login', async ({ page }) => {
    await openIn(page, '/frame/controlPad');
    await expectPath(page, '/login');
    await expect(page.getByRole('heading', { level: 1, name: en.login.title })).toBeVisible();
  });
});

const PUBLIC_PAGES: { path: string; name: string; heading: string; ready?: (page: Page) => Promise<void> }[] = [
  { path: '/', name: 'landing', heading: en.landing.heroTitle },
  {
    path: '/pricing',
    name: 'pricing',
    heading: en.pricing.title,
    ready: async (page) => {
      for (const plan of [en.plan.free, en.plan.monthly, en.plan.quarter, en.plan.yearly]) {
        await expect(page.getByRole('heading', { level: 2, name: plan, exact: true })).toBeVisible();
      }
    },
  },
  { path: '/privacy', name: 'privacy', heading: en.privacy.title },
  { path: '/servicePolicy', name: 'service-policy', heading: en.servicePolicy.title },
  { path: '/aboutUs', name: 'about-us', heading: en.aboutUs.title },
  {
    path: '/joinUs',
    name: 'join-us',
    heading: en.joinUs.title,
    ready: async (page) => {
      await expect(page.getByRole('article').getByRole('link', { name: en.joinUs.contactLink })).toHaveAttribute(
        'href',
        '#/contactUs',
      );
    },
  },
  {
    path: '/contactUs',
    name: 'contact-us',
    heading: en.contactUs.title,
    ready: async (page) => {
      await expect(page.getByText(en.serviceInfo.phone, { exact: true })).toBeVisible();
    },
  },
  {
    path: '/serviceInfo',
    name: 'service-info',
    heading: en.serviceInfo.title,
    ready: async (page) => {
      await expect(page.getByText(en.serviceInfo.phone, { exact: true })).toBeVisible();
    },
  },
  { path: '/cookieSettings', name: 'cookie-settings', heading: en.cookie.title },
];

test.describe('public pages (SPEC §2.1)', () => {
  for (const { path, name, heading, ready } of PUBLIC_PAGES) {
    test(`${path} shows its content without horizontal scroll`, async ({ page }) => {
      await openIn(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const mainNav = page.getByRole('navigation', { name: en.public.mainNav });
      await expect(mainNav.getByRole('link', { name: en.header.login, exact: true })).toBeVisible();
      await expect(mainNav.getByRole('combobox', { name: en.header.language })).toHaveValue('en');
      if (ready) await ready(page);
      await shootBoth(page, `public-${name}`);
      for (const width of [PHONE_SIZE.width, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });
  }

  test('the cookie banner shows until acknowledged and leads to the cookie settings', async ({ page }) => {
    await openIn(page, '/', 'en', { isCookieBannerShown: true });
    const banner = page.getByRole('region', { name: en.cookie.bannerLabel });
    await expect(banner).toContainText(en.cookie.bannerText);
    // The banner is fixed to the bottom of the window: a full-page shot would draw it mid-page.
    await shootBoth(page, 'public-cookie-banner', { fullPage: false });

    await banner.getByRole('link', { name: en.cookie.settings, exact: true }).click();
    await expectPath(page, '/cookieSettings');
    await expect(page.getByRole('heading', { level: 1, name: en.cookie.title })).toBeVisible();
    // The settings page explains the same thing, so the banner steps aside there.
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(en.cookie.choiceNone);
    await shootBoth(page, 'public-cookie-settings-unacknowledged');
    await page.getByRole('button', { name: en.cookie.accept, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^You acknowledged this notice on /);
    expect(JSON.parse((await stored(page, 'cookieConsent')) ?? 'null')).toMatchObject({ choice: 'necessaryOnly' });

    const home = page.getByRole('banner').getByRole('link', { name: en.app.productName });
    await home.click();
    await expectPath(page, '/');
    await expect(banner).toHaveCount(0);

    // Withdrawing the acknowledgement brings the banner back on the other pages.
    await page
      .getByRole('navigation', { name: en.public.footerNav })
      .getByRole('link', { name: en.cookie.settings })
      .click();
    await page.getByRole('button', { name: en.cookie.withdraw, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(en.cookie.choiceNone);
    expect(await stored(page, 'cookieConsent')).toBeNull();
    await home.click();
    await expect(banner).toBeVisible();
  });

  test('acknowledging the banner hides it for good', async ({ page }) => {
    await openIn(page, '/pricing', 'en', { isCookieBannerShown: true });
    const banner = page.getByRole('region', { name: en.cookie.bannerLabel });
    await banner.getByRole('button', { name: en.cookie.accept, exact: true }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: en.pricing.title })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});
