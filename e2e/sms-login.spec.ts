import { expect, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import {
  codeSentTo,
  DEMO,
  DEMO_PHONE,
  DEMO_SHOP,
  en,
  expectPath,
  messagesSentTo,
  openIn,
  pattern,
  stored,
  userMenuButton,
} from './support';

/** A six-digit code that is certainly not the one sent. */
const wrongCodeFor = (code: string) =>
  code
    .split('')
    .map((digit) => String((Number(digit) + 1) % 10))
    .join('');

test.describe('SMS-code login (SPEC §2.1, §5)', () => {
  test('send needs a phone; the demo phone gets a code with a countdown; a wrong code fails, the right one logs in', async ({
    page,
  }) => {
    const codeRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/h5/getLoginPhoneMsg')) codeRequests.push(request.url());
    });
    await openIn(page, '/login');
    const smsMode = page.getByRole('button', { name: en.login.smsMode, exact: true });
    await expect(page.getByRole('button', { name: en.login.passwordMode, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await smsMode.click();
    await expect(smsMode).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel(en.login.account, { exact: true })).toHaveCount(0);

    const phone = page.getByLabel(en.login.phone, { exact: true });
    const code = page.getByLabel(en.login.code, { exact: true });
    const send = page.getByRole('button', { name: en.login.sendCode, exact: true });
    await expect(phone).toBeVisible();
    await expect(page.locator('.ant-space-compact').filter({ has: phone })).toContainText(DEMO_PHONE.areaCode);

    // An empty phone: the SPEC §5 message, and no call.
    const sentBefore = messagesSentTo(DEMO_PHONE.e164);
    await send.click();
    await expect(page.getByText(errorText('PHONE_REQUIRED_FOR_CODE', 'en'), { exact: true })).toBeVisible();
    await expect(send).toBeEnabled();
    expect(codeRequests).toHaveLength(0);

    // The demo phone: a code is sent and the button counts down, disabled.
    await phone.fill(DEMO_PHONE.national);
    await send.click();
    // Its whole accessible name: no leftover 'loading' icon name (web/src/app/app.providers.tsx BUTTON_CONFIG).
    const countdown = page.getByRole('button', { name: pattern(en.login.resendIn, { seconds: '\\d+' }) });
    await expect(countdown).toBeVisible();
    await expect(countdown).toBeDisabled();
    await expect(send).toHaveCount(0);
    expect(codeRequests).toHaveLength(1);
    const sent = await codeSentTo(DEMO_PHONE.e164);
    expect(messagesSentTo(DEMO_PHONE.e164)).toBe(sentBefore + 1);

    // A wrong code: the server's message, and still on /login.
    await code.fill(wrongCodeFor(sent));
    const submit = page.getByRole('button', { name: en.login.submit, exact: true });
    await submit.click();
    await expect(page.getByText(errorText('CODE_INVALID', 'en'), { exact: true })).toBeVisible();
    await expectPath(page, '/login');
    expect(await stored(page, 'token')).toBeNull();

    // The right code logs in as the demo owner of Demo Salon.
    await code.fill(sent);
    await submit.click();
    await expectPath(page, '/frame/controlPad');
    await expect(page.getByText(en.login.success, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: en.route.controlPad })).toBeVisible();
    await expect(userMenuButton(page)).toHaveText(`${DEMO.account} (${DEMO_SHOP})`);
    await expect(page.getByRole('main').getByRole('region', { name: en.dashboard.shop, exact: true })).toContainText(
      DEMO_SHOP,
    );
    const token = await stored(page, 'token');
    expect(token).toBeTruthy();
    expect(token).not.toBe('null');
  });

  test('a phone without an account is answered like any other (ADR 020) and gets no code', async ({ page }) => {
    await openIn(page, '/login');
    await page.getByRole('button', { name: en.login.smsMode, exact: true }).click();
    await page.getByLabel(en.login.phone, { exact: true }).fill('333 999 0000');
    await page.getByRole('button', { name: en.login.sendCode, exact: true }).click();
    const countdown = page.getByRole('button', { name: pattern(en.login.resendIn, { seconds: '\\d+' }) });
    await expect(countdown).toBeVisible();
    await expect(countdown).toBeDisabled();
    expect(messagesSentTo('+393339990000')).toBe(0);
  });
});
