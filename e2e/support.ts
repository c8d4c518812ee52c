import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { LANGUAGES, type TLanguage } from '../contract/languages';
import en from '../web/src/locales/en.json' with { type: 'json' };
import es from '../web/src/locales/es.json' with { type: 'json' };
import fr from '../web/src/locales/fr.json' with { type: 'json' };
import itIT from '../web/src/locales/it-IT.json' with { type: 'json' };
import zhCN from '../web/src/locales/zh-CN.json' with { type: 'json' };
import { workerServerLog } from './servers';

/** Where the specs save the screenshots a person looks at. */
export const SHOTS = 'e2e/output/screenshots';
/**
 * E2E_SCREENSHOTS=0 (CI, whose clone nobody opens): `shoot` and `shootBoth` still resize, prepare and wait for the
 * screen to be still, but write no picture and do not wait for the toasts to go, which only the picture needs.
 */
const isShooting = process.env.E2E_SCREENSHOTS !== '0';

export const DEMO = { account: 'demo', password: 'demo1234' };
/** The demo headquarters owner's phone: the area code, the number as typed, and the form codes are sent to. */
export const DEMO_PHONE = { areaCode: '+39', national: '333 000 0001', e164: '+393330000001' };
export const DEMO_SHOP = 'Demo Salon';
export const DEMO_BRANCH_SHOP = 'Demo Salon Centro';
/** The demo chain's second branch (each branch has its own manager login). */
export const DEMO_SECOND_BRANCH_SHOP = 'Demo Salon Navigli';

export type TCatalog = typeof en;
/** The web catalogs, so the specs expect what the app shows rather than copies of its texts. */
export const CATALOGS: Record<TLanguage, TCatalog> = { 'zh-CN': zhCN, 'it-IT': itIT, en, es, fr };
export { en, LANGUAGES, type TLanguage };

/** A catalog text with its i18next `{{name}}` placeholders filled. */
export function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The plan's last day as the header writes it: expireTime's date through Intl in a language (ADR 029). */
export const expiryDateIn = (expireTime: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${expireTime.slice(0, 10)}T00:00:00Z`),
  );

/** A catalog text with placeholders as a strict regular expression (each placeholder matches a non-empty run). */
export function pattern(template: string, params: Record<string, string> = {}): RegExp {
  const escaped = template
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name) return name in params ? params[name] : '(.+?)';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${escaped}$`);
}

/**
 * The newest code the offline SMS/e-mail provider sent to a recipient. The provider writes each message to the
 * outbox table and prints it in the server log, which scripts/e2e.mjs keeps per worker (servers.ts).
 */
export async function codeSentTo(recipient: string): Promise<string> {
  const logPath = workerServerLog();
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(logPath, 'utf8')
          .split('\n')
          .filter((l) => l.includes(`to ${recipient}:`));
        code = lines.at(-1)?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** The offline provider's messages to a recipient so far, oldest first (one line each in the server log). */
function messageLinesTo(recipient: string): string[] {
  const logPath = workerServerLog();
  return readFileSync(logPath, 'utf8')
    .split('\n')
    .filter((l) => l.includes(`to ${recipient}:`));
}

/** How many messages the offline provider has sent to a recipient so far. */
export const messagesSentTo = (recipient: string): number => messageLinesTo(recipient).length;

/** The last message the offline provider sent to a recipient, or ''. */
export const lastMessageTo = (recipient: string): string => messageLinesTo(recipient).at(-1) ?? '';

/**
 * Opens the app in a language, with the cookie choice already made so the banner stays out of the way (pass
 * `isCookieBannerShown` to see it). Both are set only when absent, so a language chosen in the app survives reloads.
 */
export async function openIn(page: Page, path: string, language = 'en', { isCookieBannerShown = false } = {}) {
  await page.addInitScript(
    ([lng, isBannerShown]) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
      if (!isBannerShown && !localStorage.getItem('cookieConsent')) {
        localStorage.setItem(
          'cookieConsent',
          JSON.stringify({ choice: 'necessaryOnly', at: new Date().toISOString() }),
        );
      }
    },
    [language, isCookieBannerShown] as const,
  );
  await page.goto(`/#${path}`);
}

/** A value the app keeps in localStorage. */
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** The path in the URL fragment. */
export const hashPath = (page: Page) => new URL(page.url()).hash.replace(/^#/, '');

export async function expectPath(page: Page, path: string) {
  await expect.poll(() => hashPath(page)).toBe(path);
}

/**
 * An ALTCHA proof for a call sent with `page.request` (ADR 020): the challenge from the server, solved in Node with
 * altcha-lib as the widget solves it in the browser. Spread it into the body of a code-sending call.
 */
export async function altchaProof(request: APIRequestContext) {
  const res = await request.get('api/app/h5/altchaChallenge');
  expect(res.status()).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return { altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}

/**
 * Password login through the login page, ending on the control pad. When the server asks for the robot check (after
 * failed logins from this address, ADR 020), the form shows it and a second press solves it in the browser.
 */
export async function loginWithPassword(page: Page, account: string, password: string, language: TLanguage = 'en') {
  const t = CATALOGS[language];
  await openIn(page, '/login', language);
  await page.getByLabel(t.login.account, { exact: true }).fill(account);
  await page.getByLabel(t.login.password, { exact: true }).fill(password);
  const submit = page.getByRole('button', { name: t.login.submit, exact: true });
  await submit.click();
  const robotCheck = page.locator('altcha-widget');
  await expect.poll(async () => hashPath(page) === '/frame/controlPad' || (await robotCheck.count()) > 0).toBe(true);
  if (hashPath(page) !== '/frame/controlPad') await submit.click();
  await expectPath(page, '/frame/controlPad');
  await expect(page.getByRole('heading', { level: 1, name: t.route.controlPad })).toBeVisible();
}

export const loginAsDemo = (page: Page, language: TLanguage = 'en') =>
  loginWithPassword(page, DEMO.account, DEMO.password, language);

/** The header's account menu button: its name starts with what it shows ('demo (Demo Salon), account menu'). */
export const userMenuButton = (page: Page, language: TLanguage = 'en') =>
  page.getByRole('button', { name: pattern(CATALOGS[language].header.userMenuOf) });

/**
 * Opens an antd dropdown by its button and waits for its appear motion to end: while the menu still scales in, a click
 * aimed at one entry can land on its neighbour.
 */
export async function openDropdown(page: Page, button: Locator) {
  await button.click();
  await expect(page.locator('.ant-dropdown:not(.ant-dropdown-hidden)')).toHaveCount(1);
  await motionsDone(page);
}

/**
 * Waits until no antd popup, dialog or drawer is still moving in (rc-motion's `*-appear` / `*-enter` classes). A click
 * computed while a popup scales in lands where the target is not yet, e.g. beside a confirm dialog's button.
 */
export async function motionsDone(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('[class]')].filter((element) =>
            [...element.classList].some((name) => /-(appear|enter)(-start|-prepare|-active)?$/.test(name)),
          ).length,
      ),
    )
    .toBe(0);
}

/** Opens the header's user dropdown. */
export const openUserMenu = (page: Page, language: TLanguage = 'en') =>
  openDropdown(page, userMenuButton(page, language));

/** An entry of an open antd dropdown menu. */
export const menuItem = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

/** The antd confirm dialog with a given title. */
export const confirmDialog = (page: Page, title: string): Locator =>
  page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });

/** Waits for the confirm dialog with a given title to be open and still, and returns it. */
export async function openedConfirm(page: Page, title: string): Promise<Locator> {
  const dialog = confirmDialog(page, title);
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  return dialog;
}

/** An option of the open antd Select dropdown (antd gives each option its label as title). */
export const selectOption = (page: Page, label: string) =>
  page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle(label, { exact: true });

/** Chooses an option of the open antd Select dropdown once it has stopped moving in. */
export async function chooseOption(page: Page, label: string) {
  await expect(selectOption(page, label)).toBeVisible();
  await motionsDone(page);
  await selectOption(page, label).click();
}

/** Logs out through the user dropdown and its 'confirm logout?' dialog. */
export async function logoutThroughMenu(page: Page, language: TLanguage = 'en') {
  const t = CATALOGS[language];
  await openUserMenu(page, language);
  await menuItem(page, t.header.logout).click();
  const dialog = await openedConfirm(page, t.header.confirmLogout);
  await dialog.getByRole('button', { name: t.common.confirm, exact: true }).click();
  await expectPath(page, '/login');
}

/**
 * A full-page screenshot of the screen itself: from the top (a sticky header would otherwise be drawn where the page
 * was scrolled to), once the toasts have gone (antd's and the light pages', 3 s) and its popups have finished moving in.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  await motionsDone(page);
  if (!isShooting) return;
  await expect(page.locator('.ant-message-notice, .light-toast')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

export const PHONE_SIZE = { width: 375, height: 812 };
export const DESKTOP_SIZE = { width: 1440, height: 900 };

type TShootOptions = {
  /** Runs after each resize, before the shot, to reopen what a resize closes (a dropdown, a drawer). */
  prepare?: () => Promise<void>;
  /** false: only the viewport, e.g. for something fixed to its bottom edge. */
  fullPage?: boolean;
};

/** Takes the same screen at phone (375 px) and desktop (1440 px) widths. */
export async function shootBoth(page: Page, name: string, { prepare, fullPage = true }: TShootOptions = {}) {
  const size = page.viewportSize();
  for (const [suffix, viewport] of [
    ['phone', PHONE_SIZE],
    ['desktop', DESKTOP_SIZE],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    if (prepare) await prepare();
    await shoot(page, `${name}-${suffix}`, { fullPage });
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Sets the server's clock (TEST_CLOCK, POST api/test/clock) to an instant; null is real time again. A spec that moves
 * it sets it back to null in a finally or afterEach, so the specs after it live in real time.
 */
export async function setServerClock(request: APIRequestContext, at: Date | null) {
  const response = await request.post('api/test/clock', { data: { at: at?.toISOString() ?? null } });
  expect(response.status(), 'the e2e server runs with TEST_CLOCK=1').toBe(200);
}

/** The server's envelope: `data` for one record, `page` for a list call (whose items are then of type T). */
export type TEnvelope<T> = {
  code: number;
  msg: string;
  errorKey?: string;
  field?: string;
  data: T;
  page: { list: T[]; totalCount: number };
};

/** Calls the server directly with a session token, as the app does (POST api/app/<path>), and answers the envelope. */
export async function callApi<T = unknown>(
  page: Page,
  path: string,
  data: Record<string, unknown>,
  token: string,
  language: TLanguage = 'en',
): Promise<TEnvelope<T>> {
  const response = await page.request.post(`api/app/${path}`, { data, headers: { token, language } });
  return (await response.json()) as TEnvelope<T>;
}

/**
 * A new shop signed up through the API (its SMS code read from the offline provider), on its 30-day trial: a shop
 * of its own, empty of the demo's data. `prefix` starts its account and names it.
 */
export async function signUpShop(page: Page, prefix: string) {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const phone = `6${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const shop = { account: `${prefix}_${suffix}`, password: 'Primavera2025', shopName: `${prefix} ${suffix}` };
  const sent = await page.request.post('api/app/h5/getSignupPhoneMsg', {
    data: { areaCode: '+34', phone, ...(await altchaProof(page.request)) },
    headers: { language: 'en' },
  });
  expect((await sent.json()).code).toBe(0);
  const code = await codeSentTo(`+34${phone}`);
  const types = await page.request.post('api/app/h5/getShopTypeList', { data: {}, headers: { language: 'en' } });
  const shopType = ((await types.json()) as { data: { id: number }[] }).data[0].id;
  const signup = await page.request.post('api/app/h5/signup', {
    headers: { language: 'en' },
    data: {
      shopName: shop.shopName,
      region: 'Madrid',
      address: 'Calle Mayor 1',
      managerName: 'Ana Ruiz',
      account: shop.account,
      areaCode: '+34',
      shopType,
      country: 'ES',
      code,
      phone,
      password: shop.password,
      confirmPassword: shop.password,
      agreeTerms: true,
    },
  });
  const body = (await signup.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(0);
  return shop;
}
