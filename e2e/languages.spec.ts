import { expect, type Page, test } from '@playwright/test';
import {
  CATALOGS,
  DEMO,
  DEMO_SHOP,
  expectPath,
  expiryDateIn,
  fill,
  LANGUAGES,
  loginAsDemo,
  menuItem,
  openDropdown,
  openIn,
  openUserMenu,
  shootBoth,
  stored,
  type TLanguage,
  userMenuButton,
} from './support';

/** Each language named in itself, as the selector lists it (web/src/lib/i18n.setup.ts LANGUAGE_OPTIONS). */
const LANGUAGE_NAMES: Record<TLanguage, string> = {
  'zh-CN': '简体中文',
  'it-IT': 'Italiano',
  en: 'English',
  es: 'Español',
  fr: 'Français',
};
/** The order the brief asks for, starting from English. */
const SWITCH_ORDER: readonly TLanguage[] = ['zh-CN', 'it-IT', 'en', 'es', 'fr'];

/** The control pad and its shell show a language's catalog texts. */
async function expectControlPadIn(page: Page, language: TLanguage, expireTime: string) {
  const t = CATALOGS[language];
  await expect.poll(() => stored(page, 'language')).toBe(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page).toHaveTitle(t.app.title);
  await expect(page.getByRole('heading', { level: 1, name: t.route.controlPad, exact: true })).toBeVisible();
  const header = page.locator('header.app-header');
  await expect(
    header.getByText(fill(t.header.expire, { date: expiryDateIn(expireTime, language) }), { exact: true }),
  ).toBeVisible();
  await expect(header.getByRole('button', { name: t.header.openMenu, exact: true })).toBeVisible();
  await expect(
    header.getByRole('button', { name: fill(t.header.languageOf, { name: LANGUAGE_NAMES[language] }), exact: true }),
  ).toHaveText(LANGUAGE_NAMES[language]);
  const main = page.getByRole('main');
  await expect(main.getByText(fill(t.dashboard.greeting, { name: 'Giulia Rossi' }), { exact: true })).toBeVisible();
  for (const card of [t.dashboard.shop, t.dashboard.plan, t.dashboard.expiry, t.dashboard.account]) {
    await expect(main.getByRole('heading', { level: 3, name: card, exact: true })).toBeVisible();
  }
  await expect(main.getByRole('region', { name: t.dashboard.account, exact: true })).toContainText(
    t.dashboard.accountType.main,
  );
  // The user menu's entries.
  await openUserMenu(page, language);
  await expect(menuItem(page, `${DEMO_SHOP}${t.header.headquartersSuffix}`)).toBeVisible();
  await expect(menuItem(page, t.header.logout)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuItem(page, t.header.logout)).toBeHidden();
}

test.describe('languages (SPEC §1)', () => {
  test('the header language selector switches the console through all five languages', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAsDemo(page, 'en');
    const shopInfo = JSON.parse((await stored(page, 'shopInfo')) ?? 'null') as { expireTime: string };
    const { expireTime } = shopInfo;
    await expectControlPadIn(page, 'en', expireTime);

    let current: TLanguage = 'en';
    for (const language of SWITCH_ORDER) {
      const from = CATALOGS[current];
      await openDropdown(
        page,
        page
          .locator('header.app-header')
          .getByRole('button', { name: fill(from.header.languageOf, { name: LANGUAGE_NAMES[current] }), exact: true }),
      );
      // The current language is the selected entry.
      await expect(menuItem(page, LANGUAGE_NAMES[current])).toHaveClass(/ant-dropdown-menu-item-selected/);
      const reloaded = page.waitForEvent('load');
      await menuItem(page, LANGUAGE_NAMES[language]).click();
      // Choosing a language stores it and reloads the page (SPEC §1).
      await reloaded;
      await expectPath(page, '/frame/controlPad');
      await expectControlPadIn(page, language, expireTime);
      if (language === 'it-IT' || language === 'en' || language === 'zh-CN') {
        await shootBoth(page, `languages-control-pad-${language}`);
      }
      current = language;
    }
    // Still the same session.
    await expect(userMenuButton(page, 'fr')).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
  });

  for (const language of LANGUAGES) {
    test(`the public landing in ${language}`, async ({ page }) => {
      const t = CATALOGS[language];
      await openIn(page, '/', language);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page).toHaveTitle(t.app.title);
      await expect(page.getByRole('heading', { level: 1, name: t.landing.heroTitle, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.landing.claimsTitle, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: t.landing.ctaSignup, exact: true })).toBeVisible();
      const mainNav = page.getByRole('navigation', { name: t.public.mainNav });
      await expect(mainNav.getByRole('link', { name: t.header.login, exact: true })).toBeVisible();
      await expect(mainNav.getByRole('combobox', { name: t.header.language })).toHaveValue(language);
      await expect(page.getByRole('navigation', { name: t.public.footerNav })).toContainText(t.route.privacy);
    });
  }

  test('the public language select stores the language and reloads', async ({ page }) => {
    await openIn(page, '/', 'en');
    const select = page.getByRole('navigation', { name: CATALOGS.en.public.mainNav }).getByRole('combobox');
    const reloaded = page.waitForEvent('load');
    await select.selectOption('es');
    await reloaded;
    await expect.poll(() => stored(page, 'language')).toBe('es');
    await expect(page.getByRole('heading', { level: 1, name: CATALOGS.es.landing.heroTitle })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: CATALOGS.es.public.mainNav }).getByRole('combobox', {
        name: CATALOGS.es.header.language,
      }),
    ).toHaveValue('es');
  });
});
