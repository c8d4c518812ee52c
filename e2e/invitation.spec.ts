import { expect, type Page, test } from '@playwright/test';
import inviteEn from '../web/src/features/invitation/locales/en.json' with { type: 'json' };
import {
  callApi,
  chooseOption,
  codeSentTo,
  DEMO,
  en,
  expectPath,
  fill,
  loginAsDemo,
  loginWithPassword,
  logoutThroughMenu,
  motionsDone,
  openIn,
  shootBoth,
  stored,
} from './support';

const invite = inviteEn.invite;
const DAY_MS = 86_400_000;

type TRule = { invitationCode: string; isPaidShop: boolean; availableAmount: number; unclaimedAmount: number };
type TRecord = { shopName: string; invitationLevel: string; status: string };

/** The demo headquarters' invitation rule, read with a session of its owner. */
async function demoRule(page: Page): Promise<TRule> {
  const login = await page.request.post('api/app/h5/login', { data: DEMO, headers: { language: 'en' } });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const body = await callApi<TRule>(page, 'invitation/queryInviterRule', {}, token);
  expect(body.code).toBe(0);
  return body.data;
}

test.describe('invitations (SPEC §2.18, §9, ADR 017)', () => {
  test('a visitor sees the rules and a login button; a non-owner account a notice', async ({ page }) => {
    await openIn(page, '/frame/invitationDetail');
    await expect(page.getByRole('heading', { level: 1, name: en.route.invitationDetail })).toBeVisible();
    await expect(page.getByRole('region', { name: invite.rules.title })).toContainText(invite.rules.rewardGeneric);
    await expect(page.getByText(invite.visitor.text, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: invite.code.title })).toHaveCount(0);

    await loginWithPassword(page, 'demo-manager', DEMO.password);
    await page.goto('/#/frame/invitationDetail');
    await expect(page.getByText(invite.denied.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: invite.rules.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: invite.records.title })).toHaveCount(0);
  });

  test('sign up a new shop with an invitation code and see the record', async ({ page }) => {
    const rule = await demoRule(page);
    expect(rule.isPaidShop).toBe(true);
    expect(rule.invitationCode).not.toBe('');

    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const shop = {
      shopName: `Invited ${suffix}`,
      account: `inv_${suffix}`,
      phone: `3${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      password: 'Primavera2025',
    };
    // The share link's route: the code comes prefilled.
    await openIn(page, `/signup/${rule.invitationCode}`);
    await expect(page.getByLabel(en.signup.invitationCode, { exact: true })).toHaveValue(rule.invitationCode);
    await page.getByLabel(en.signup.shopName, { exact: true }).fill(shop.shopName);
    await page.getByLabel(en.signup.shopType, { exact: true }).click();
    const firstType = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    await chooseOption(page, (await firstType.first().textContent()) ?? '');
    await page.getByLabel(en.signup.region, { exact: true }).fill('Lombardia');
    await page.getByLabel(en.signup.address, { exact: true }).fill('Via Roma 1, Milano');
    await page.getByLabel(en.signup.managerName, { exact: true }).fill('Marta Invitata');
    await page.getByLabel(en.signup.account, { exact: true }).fill(shop.account);
    await page.getByLabel(en.signup.phone, { exact: true }).fill(shop.phone);
    await page.getByLabel(en.signup.password, { exact: true }).fill(shop.password);
    await page.getByLabel(en.signup.confirmPassword, { exact: true }).fill(shop.password);
    await page.getByRole('checkbox', { name: new RegExp(`^${en.signup.agreeTermsPrefix}`) }).check();
    await page.getByRole('button', { name: en.login.sendCode, exact: true }).click();
    await page.getByLabel(en.signup.code, { exact: true }).fill(await codeSentTo(`+39${shop.phone}`));
    await page.getByRole('button', { name: en.signup.submit, exact: true }).click();
    await expectPath(page, '/frame/controlPad');

    // The invitee's trial: the usual 30 days and one calendar month more.
    const shopInfo = JSON.parse((await stored(page, 'shopInfo')) ?? 'null') as { expireTime: string };
    const trialDays = (new Date(shopInfo.expireTime).getTime() - Date.now()) / DAY_MS;
    expect(trialDays).toBeGreaterThan(30 + 27);
    expect(trialDays).toBeLessThan(30 + 32);
    // A trial shop has no code of its own yet: the page says so and offers to renew.
    await page.goto('/#/frame/invitationDetail');
    await expect(page.getByText(invite.code.paidOnly, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: invite.rules.title })).toContainText('¥40.00');
    await shootBoth(page, 'invitation-detail-trial');
    await page.getByRole('button', { name: invite.code.goRenew, exact: true }).click();
    await expectPath(page, '/frame/payDetail');
    await logoutThroughMenu(page);

    // The inviter sees the new shop among its records, with a reward to claim.
    await loginAsDemo(page);
    await page.goto('/#/frame/invitationDetail');
    const code = page.getByRole('region', { name: invite.code.title });
    await expect(code.getByRole('status')).toHaveText(rule.invitationCode);
    await expect(code.getByRole('textbox', { name: invite.code.link })).toHaveValue(
      new RegExp(`/#/signup/${rule.invitationCode}$`),
    );
    const records = page.getByRole('region', { name: invite.records.title });
    const row = records.getByRole('row').filter({ hasText: shop.shopName });
    await expect(row).toContainText(invite.level.regular);
    await expect(row).toContainText(invite.rewardStatus.unclaimed);
    await expect(row).toContainText('¥40.00');
    const token = (await stored(page, 'token')) ?? '';
    const listed = await callApi<TRecord>(page, 'invitation/queryInvitationRecords', { curPage: 1, limit: 10 }, token);
    expect(listed.page.list[0].shopName).toBe(shop.shopName);
    await shootBoth(page, 'invitation-detail');

    // Claiming moves the reward into the available amount.
    const amounts = page.getByRole('region', { name: invite.amounts.title });
    const available = amounts.locator('.invite-amount--available dd');
    const cny = (cents: number) =>
      new Intl.NumberFormat('en', { style: 'currency', currency: 'CNY', currencyDisplay: 'narrowSymbol' }).format(
        cents / 100,
      );
    await expect(available).toHaveText(cny(rule.availableAmount));
    await row.getByRole('button', { name: fill(invite.records.claimFor, { shopName: shop.shopName }) }).click();
    await expect(row).toContainText(invite.rewardStatus.claimed);
    const claimed = rule.availableAmount + 4000;
    await expect(available).toHaveText(cny(claimed));

    // A withdrawal above the available amount is refused; one within it is on its way, due within 3 days.
    await amounts.getByRole('button', { name: invite.amounts.withdraw, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: invite.withdraw.title });
    await motionsDone(page);
    await dialog.getByLabel(invite.withdraw.amount).fill(String(claimed / 100 + 1));
    await dialog.getByLabel(invite.withdraw.payeeName).fill('Giulia Rossi');
    await dialog.getByLabel(invite.withdraw.payeeAccount).fill('giulia@wallet.example');
    await dialog.getByRole('button', { name: invite.withdraw.submit, exact: true }).click();
    const refused = await callApi(
      page,
      'invitation/withdraw',
      {
        amount: claimed + 100,
        payeeName: 'Giulia Rossi',
        payeeAccount: 'giulia@wallet.example',
      },
      token,
    );
    expect(refused.errorKey).toBe('WITHDRAW_EXCEEDS_AVAILABLE');
    await expect(dialog.getByText(refused.msg, { exact: true })).toBeVisible();
    await shootBoth(page, 'invitation-withdraw-dialog', { fullPage: false });
    await dialog.getByLabel(invite.withdraw.amount).fill('25');
    await dialog.getByRole('button', { name: invite.withdraw.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(available).toHaveText(cny(claimed - 2500));
    const withdrawals = page.getByRole('region', { name: invite.withdrawals.title });
    const withdrawal = withdrawals.getByRole('row').filter({ hasText: '¥25.00' }).first();
    await expect(withdrawal).toContainText('Giulia Rossi');
    // The wallet account is masked but for its last 4 characters.
    await expect(withdrawal).toContainText(/\*+mple/);
    await expect(withdrawal).toContainText(
      new RegExp(`${invite.withdrawStatus.processing}|${invite.withdrawStatus.paid}`),
    );
  });
});
