import { expect, type Page, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import {
  chooseOption,
  codeSentTo,
  en,
  expectPath,
  expiryDateIn,
  fill,
  loginWithPassword,
  logoutThroughMenu,
  openIn,
  pattern,
  shootBoth,
  stored,
  userMenuButton,
} from './support';

const DAY_MS = 86_400_000;
/** The server's default trial (TRIAL_DAYS) and resend wait (LIMITS.codeResendSeconds). */
const TRIAL_DAYS = 30;
const RESEND_SECONDS = 60;

/** A newcomer unique to this run: the database is thrown away after each run, but keep names unique anyway. */
function newcomer() {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  return {
    shopName: `Salone Prova ${suffix}`,
    region: 'Madrid',
    address: 'Calle de Alcalá 42, 28014 Madrid',
    managerName: 'Lucía García',
    account: `e2e_${suffix}`,
    country: en.country.ES,
    areaCode: '+34',
    phone: `6${digits}`,
    password: 'Primavera2025',
  };
}

async function shopTypesFromServer(page: Page): Promise<{ id: number; name: string }[]> {
  const response = await page.request.post('api/app/h5/getShopTypeList', {
    data: {},
    headers: { language: 'en' },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { code: number; data: { id: number; name: string }[] };
  expect(body.code).toBe(0);
  expect(body.data.length).toBeGreaterThan(0);
  return body.data;
}

test.describe('registration (SPEC §2.1, §5)', () => {
  test('a newcomer registers a shop, lands on its control pad, logs out and logs back in', async ({ page }) => {
    const shop = newcomer();
    const types = await shopTypesFromServer(page);
    // Not the first entry, so a form that ignores the choice would show a different type on the control pad.
    const shopType = types.at(-1)!;
    const signupCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/h5/signup')) signupCalls.push(request.url());
    });

    await openIn(page, '/signup');
    await expect(page.getByRole('heading', { level: 1, name: en.signup.title })).toBeVisible();

    await page.getByLabel(en.signup.shopName, { exact: true }).fill(shop.shopName);
    await page.getByLabel(en.signup.shopType, { exact: true }).click();
    // The options are the server's shop types, in its order.
    const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await expect(options).toHaveText(types.map((type) => type.name));
    await chooseOption(page, shopType.name);

    // Choosing a country sets the area code (Italy and +39 are the defaults).
    const areaCode = page.getByLabel(en.login.areaCode, { exact: true });
    const phoneRow = page.locator('.ant-space-compact').filter({ has: areaCode });
    await expect(phoneRow).toContainText('+39');
    await page.getByLabel(en.signup.country, { exact: true }).click();
    await page.getByLabel(en.signup.country, { exact: true }).fill(shop.country);
    await chooseOption(page, shop.country);
    await expect(phoneRow).toContainText(shop.areaCode);
    await expect(phoneRow).not.toContainText('+39');

    await page.getByLabel(en.signup.region, { exact: true }).fill(shop.region);
    await page.getByLabel(en.signup.address, { exact: true }).fill(shop.address);
    await page.getByLabel(en.signup.managerName, { exact: true }).fill(shop.managerName);
    await page.getByLabel(en.signup.account, { exact: true }).fill(shop.account);
    await page.getByLabel(en.signup.phone, { exact: true }).fill(shop.phone);
    await expect(page.getByRole('radio', { name: en.signup.channelSms, exact: true })).toBeChecked();
    await page.getByLabel(en.signup.password, { exact: true }).fill(shop.password);
    await page.getByLabel(en.signup.confirmPassword, { exact: true }).fill(`${shop.password}x`);
    const terms = page.getByRole('checkbox', { name: new RegExp(`^${en.signup.agreeTermsPrefix}`) });
    const sms = page.getByRole('checkbox', { name: en.signup.agreeSms, exact: true });
    await sms.check();
    await expect(terms).not.toBeChecked();
    await shootBoth(page, 'signup-form');

    // Terms unchecked and passwords that differ: both SPEC §5 messages, and nothing reaches the server.
    const submit = page.getByRole('button', { name: en.signup.submit, exact: true });
    const termsError = page.getByText(errorText('TERMS_REQUIRED', 'en'), { exact: true });
    const mismatchError = page.getByText(errorText('PASSWORDS_MISMATCH', 'en'), { exact: true });
    await submit.click();
    await expect(termsError).toBeVisible();
    await expect(mismatchError).toBeVisible();
    // The code has not been requested yet either.
    await expect(page.getByText(errorText('CODE_INVALID', 'en'), { exact: true })).toBeVisible();
    expect(signupCalls).toHaveLength(0);
    await expectPath(page, '/signup');

    await page.getByLabel(en.signup.confirmPassword, { exact: true }).fill(shop.password);
    await expect(mismatchError).toHaveCount(0);
    await terms.check();
    await expect(termsError).toHaveCount(0);
    await expect(terms).toBeChecked();
    await expect(sms).toBeChecked();

    // The SMS code, with the resend countdown on the button.
    const recipient = `${shop.areaCode}${shop.phone}`;
    await page.getByRole('button', { name: en.login.sendCode, exact: true }).click();
    // Its whole accessible name: no leftover 'loading' icon name (web/src/app/app.providers.tsx BUTTON_CONFIG).
    const countdown = page.getByRole('button', { name: pattern(en.login.resendIn, { seconds: '\\d+' }) });
    await expect(countdown).toBeDisabled();
    const shownSeconds = Number(/\d+/.exec((await countdown.textContent()) ?? '')?.[0]);
    expect(shownSeconds).toBeGreaterThan(RESEND_SECONDS - 10);
    expect(shownSeconds).toBeLessThanOrEqual(RESEND_SECONDS);
    // It counts down.
    await expect(countdown).not.toHaveText(fill(en.login.resendIn, { seconds: shownSeconds }), { timeout: 3000 });
    const code = await codeSentTo(recipient);
    await page.getByLabel(en.signup.code, { exact: true }).fill(code);

    await submit.click();
    await expectPath(page, '/frame/controlPad');
    expect(signupCalls).toHaveLength(1);
    await expect(page.getByText(en.signup.success, { exact: true })).toBeVisible();

    // The new shop's control pad: its name and type, the trial plan and its expiry.
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: en.route.controlPad })).toBeVisible();
    await expect(
      main.getByText(fill(en.dashboard.greeting, { name: shop.managerName }), { exact: true }),
    ).toBeVisible();
    const shopCard = main.getByRole('region', { name: en.dashboard.shop, exact: true });
    await expect(shopCard).toContainText(shop.shopName);
    await expect(shopCard).toContainText(`${en.dashboard.headquarters} · ${shopType.name}`);
    const planCard = main.getByRole('region', { name: en.dashboard.plan, exact: true });
    await expect(planCard).toContainText(en.dashboard.status.trial);
    const expiryCard = main.getByRole('region', { name: en.dashboard.expiry, exact: true });
    await expect(expiryCard).toContainText(fill(en.dashboard.daysLeft, { days: TRIAL_DAYS }));
    const accountCard = main.getByRole('region', { name: en.dashboard.account, exact: true });
    await expect(accountCard).toContainText(shop.account);
    await expect(accountCard).toContainText(en.dashboard.accountType.main);

    const shopInfo = JSON.parse((await stored(page, 'shopInfo')) ?? 'null') as {
      expireTime: string;
      trialFlag: number;
    };
    expect(shopInfo.trialFlag).toBe(1);
    const expireAt = new Date(shopInfo.expireTime).getTime();
    expect(Math.abs(expireAt - (Date.now() + TRIAL_DAYS * DAY_MS))).toBeLessThan(10 * 60_000);
    // The date as the browser shows it: in the browser's zone (the config's timezoneId), not this process's (CI: UTC).
    const timeZone = test.info().project.use.timezoneId;
    await expect(expiryCard).toContainText(
      new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(expireAt),
    );
    await expect(
      page.getByText(fill(en.header.expire, { date: expiryDateIn(shopInfo.expireTime, 'en') })),
    ).toBeVisible();
    await expect(userMenuButton(page)).toHaveText(`${shop.account} (${shop.shopName})`);
    await shootBoth(page, 'signup-new-shop-control-pad');

    // Log out through the user dropdown, then log back in with the new account.
    await logoutThroughMenu(page);
    expect(await stored(page, 'token')).toBe('null');
    await loginWithPassword(page, shop.account, shop.password);
    await expect(userMenuButton(page)).toHaveText(`${shop.account} (${shop.shopName})`);
    await expect(page.getByRole('main').getByRole('region', { name: en.dashboard.shop })).toContainText(shop.shopName);
  });

  test('/signup/:invitationCode prefills the invitation code', async ({ page }) => {
    await openIn(page, '/signup/ABC123');
    await expect(page.getByRole('heading', { level: 1, name: en.signup.title })).toBeVisible();
    await expect(page.getByLabel(en.signup.invitationCode, { exact: true })).toHaveValue('ABC123');
  });

  test('/signup without a code leaves the invitation code empty', async ({ page }) => {
    await openIn(page, '/signup');
    await expect(page.getByLabel(en.signup.invitationCode, { exact: true })).toHaveValue('');
  });
});
