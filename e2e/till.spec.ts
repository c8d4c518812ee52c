import { expect, type Locator, type Page, test } from '@playwright/test';
import type { TBill } from '../contract/bills';
import { errorText } from '../contract/errors';
import type { TPrepayCard } from '../contract/prepay';
import { RECEIPT_LINK_DAYS } from '../contract/receipts';
import bookkeepingEn from '../web/src/features/bookkeeping/locales/en.json' with { type: 'json' };
import receiptsEn from '../web/src/features/receipts/locales/en.json' with { type: 'json' };
import receiptsIt from '../web/src/features/receipts/locales/it-IT.json' with { type: 'json' };
import {
  createBill,
  dayAt,
  euro,
  memberWithCard,
  ownerSession,
  phoneOf,
  RUN,
  type TSession,
  technicians,
} from './bills.support';
import {
  callApi,
  chooseOption,
  DESKTOP_SIZE,
  expectPath,
  fill,
  lastMessageTo,
  motionsDone,
  PHONE_SIZE,
  setServerClock,
  shoot,
  shootBoth,
} from './support';
import { expectRow, field, payCard, receiptDialog } from './till.support';

/**
 * The till on one screen (issue 21): at 1440 × 900 a member's bill with two projects, two staff lines and the card
 * balance fits the window with the total and Save in view; a gift card as a way to pay, with the rest in cash, and its
 * line and balance on the receipt; a sent receipt link that opens, then says it has expired once the server's clock
 * is 31 days on. Each writes on days of its own, far from the demo's bills and the other specs'.
 */
const { bookkeeping: b } = bookkeepingEn;
const { receipts: r } = receiptsEn;

const TABLET_SIZE = { width: 768, height: 1024 };
const DAY_MS = 86_400_000;

type TProject = { id: number; name: string; unitPrice: number };
/** What bill/sendReceipt answers that the spec reads. */
type TSentReceipt = { to: string; url: string };

const saveButton = (page: Page) => payCard(page).getByRole('button', { name: b.submit.save, exact: true });
const staffLine = (page: Page, n: number) => page.getByRole('group', { name: fill(b.staff.line, { n }) });

/** Two of the shop's priced projects (product/queryProductList, as the till lists them). */
async function twoProjects(page: Page, token: string): Promise<[TProject, TProject]> {
  const answer = await callApi<TProject>(page, 'product/queryProductList', { curPage: 1, limit: 500 }, token);
  const priced = answer.page.list.filter((project) => project.unitPrice > 0);
  expect(priced.length).toBeGreaterThanOrEqual(2);
  return [priced[0], priced[1]];
}

/** Opens a new bill on a day of its own. */
async function openTill(page: Page, day: string) {
  await page.goto('/#/frame/financeNew');
  await expectPath(page, '/frame/financeNew');
  const input = field(page, b.order.billDay);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** Picks a customer of the book by phone. */
async function pickCustomer(page: Page, phone: string, name: string) {
  await page.getByText(b.customer.book, { exact: true }).click();
  await field(page, b.customer.search).fill(phone);
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: name });
  await expect(option).toBeVisible();
  await motionsDone(page);
  await option.click();
  await expect(page.getByTestId('picked-customer')).toContainText(name);
}

/** Picks an option of an antd Select found by its label, and waits for its list to close. */
async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await chooseOption(page, option);
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** A staff line's staff member and amount (in whole euros as typed). */
async function fillStaffLine(page: Page, n: number, name: string, amount: string) {
  await pick(page, staffLine(page, n), b.staff.member, name);
  await staffLine(page, n).getByLabel(b.staff.amount, { exact: true }).fill(amount);
}

/** A gift card of `amount` cents, sold through a gift-card recharge on `day` (a new card: no number given). */
async function giftCard(page: Page, session: TSession, phone: string, amount: number, day: string) {
  const recharge = await createBill(page, session.token, {
    orderType: 'giftCardRecharge',
    rechargeAmount: amount,
    phone,
    payType: 'cash',
    billDay: day,
  });
  expect(recharge.giftCardNo).not.toBe('');
  const cards = await callApi<TPrepayCard>(page, 'prepayCard/queryList', { key: recharge.giftCardNo }, session.token);
  const card = cards.page.list.find((item) => item.cardNo === recharge.giftCardNo)!;
  expect(card).toMatchObject({ kind: 'gift', availableBalance: amount });
  return card;
}

/**
 * The same screen at 375 and 1440 px (shootBoth), and at 768 px, the tablet's width. A dialog is shot as the window
 * shows it (`fullPage: false`): a full page would draw the page below the window without the dialog's mask.
 */
async function shootThree(page: Page, name: string, { fullPage = true } = {}) {
  const size = page.viewportSize();
  await shootBoth(page, name, { fullPage });
  await page.setViewportSize(TABLET_SIZE);
  await motionsDone(page);
  await shoot(page, `${name}-tablet`, { fullPage });
  if (size) await page.setViewportSize(size);
}

/** How far the document scrolls vertically, in px (0: it fits the window). */
const pageOverflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollHeight - window.innerHeight);

test.describe('the till (issue 21)', () => {
  // Every spec after this one lives in real time, whatever happened to the one that moved the server's clock.
  test.afterEach(async ({ request }) => {
    await setServerClock(request, null);
  });

  test('at 1440 × 900 a member’s bill with two projects and two staff lines fits one screen', async ({ page }) => {
    await page.setViewportSize(DESKTOP_SIZE);
    const session = await ownerSession(page);
    const day = dayAt(session, -648);
    const phone = phoneOf(71);
    const name = `Cassa ${RUN}`;
    await memberWithCard(page, session.token, { name, phone, amount: 2_000, billDay: day });
    const [anna, bruno] = await technicians(page, session.token, day, 2);
    const [first, second] = await twoProjects(page, session.token);
    const total = first.unitPrice + second.unitPrice;

    await openTill(page, day);
    await pickCustomer(page, phone, name);
    await pick(page, page, b.projects.add, first.name);
    await pick(page, page, b.projects.add, second.name);
    const chosen = page.getByRole('list', { name: b.projects.chosen }).getByRole('listitem');
    await expect(chosen).toHaveCount(2);
    await expect(page.getByTestId('total-amount')).toHaveText(euro(total));
    await fillStaffLine(page, 1, anna.accountName, (first.unitPrice / 100).toFixed(2));
    await page.getByRole('button', { name: b.staff.add }).click();
    await fillStaffLine(page, 2, bruno.accountName, (second.unitPrice / 100).toFixed(2));
    await expect(page.getByTestId('staff-sum')).toHaveText(fill(b.staff.sum, { sum: euro(total), total: euro(total) }));
    await page.getByTestId('card-pay').getByRole('button', { name: b.cardPay.useWhole.member }).click();
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(total - 2_000));
    await page.getByTestId('card-pay').getByRole('button', { name: b.cardPay.restCash }).click();
    await field(page, b.payment.cashReceived).fill(String(Math.ceil((total - 2_000) / 100)));
    await motionsDone(page);

    // The whole form in the window: no page scroll, the total and Save in view.
    const overflow = await pageOverflow(page);
    const formBottom = await page
      .locator('.bk-form')
      .evaluate((form) => Math.round(form.getBoundingClientRect().bottom));
    test.info().annotations.push({
      type: 'layout',
      description: `at 1440 × 900 the document is ${overflow + DESKTOP_SIZE.height} px high; the form ends at ${formBottom} px`,
    });
    expect(overflow).toBeLessThanOrEqual(1);
    await expect(page.getByTestId('bill-figures')).toBeInViewport({ ratio: 1 });
    await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
    await shoot(page, 'till-1440', { fullPage: false });

    // 768 px: the one column with the total bar; 375 px: the step-by-step phone form.
    await page.setViewportSize(TABLET_SIZE);
    await motionsDone(page);
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(total - 2_000));
    await shoot(page, 'till-768');
    await page.setViewportSize(PHONE_SIZE);
    await motionsDone(page);
    // On the phone the amount to pay stays in the bar at the window's foot, which leads to the payment.
    const toPayment = page.getByRole('button', { name: b.summary.toPayment, exact: true });
    await expect(toPayment).toBeInViewport({ ratio: 1 });
    await toPayment.click();
    await expect(saveButton(page)).toBeInViewport();
    await shoot(page, 'till-375');

    // Saved as it was filled in.
    await page.setViewportSize(DESKTOP_SIZE);
    await saveButton(page).click();
    await expect(receiptDialog(page)).toBeVisible();
    const bills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: phone, orderType: 'frontDesk' },
      session.token,
    );
    expect(bills.page.list[0]).toMatchObject({ totalAmount: total, memberDeduction: 2_000, payType: 'cash' });
    expect(bills.page.list[0].staff.map((line) => [line.shopAccountId, line.amount])).toEqual([
      [anna.shopAccountId, first.unitPrice],
      [bruno.shopAccountId, second.unitPrice],
    ]);
  });

  test('a gift card pays part of a bill at the till, the rest in cash; the receipt shows it and what is left', async ({
    page,
  }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -650);
    const card = await giftCard(page, session, phoneOf(72), 5_000, day);
    const [tech] = await technicians(page, session.token, day, 1);

    await openTill(page, day);
    await field(page, b.order.totalAmount).fill('80');
    await fillStaffLine(page, 1, tech.accountName, '80');

    // The gift card found by its number is a way to pay: its whole balance (50.00 of 80.00) ...
    const cardPay = page.getByTestId('card-pay');
    await cardPay.getByLabel(b.deductions.giftCardNo, { exact: true }).fill(card.cardNo);
    await cardPay.getByRole('button', { name: b.deductions.check, exact: true }).click();
    await expect(cardPay).toContainText(fill(b.cardPay.gift, { balance: euro(5_000) }));
    await cardPay.getByRole('button', { name: b.cardPay.useWhole.gift }).click();
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(3_000));
    // ... lands in the gift voucher, where the cashier keeps 15.00 on the card: 35.00 from it, 45.00 in cash.
    await page.getByTestId('bk-deductions').getByRole('button', { name: b.deductions.show, exact: true }).click();
    await expect(field(page, b.deductions.giftVoucher)).toHaveValue('50.00');
    await field(page, b.deductions.giftVoucher).fill('35');
    await expect(cardPay).toContainText(fill(b.cardPay.used, { amount: euro(3_500) }));
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(4_500));
    await cardPay.getByRole('button', { name: b.cardPay.restCash }).click();
    await expect(payCard(page).getByRole('radio', { name: b.payment.cash, exact: true })).toBeChecked();
    await field(page, b.payment.cashReceived).fill('50');
    await expect(page.getByTestId('change-amount')).toHaveText(euro(500));
    // Unfolded, the deductions still leave the form on one screen at 1440 × 900.
    expect(await pageOverflow(page)).toBeLessThanOrEqual(1);
    await expect(saveButton(page)).toBeInViewport({ ratio: 1 });
    await shoot(page, 'till-gift-card-1440', { fullPage: false });
    await saveButton(page).click();

    const dialog = receiptDialog(page);
    const receipt = dialog.getByTestId('receipt');
    await expect(receipt).toHaveAttribute('data-paper', 'thermal');
    const bills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, startDay: day, endDay: day, orderType: 'frontDesk' },
      session.token,
    );
    expect(bills.page.list).toHaveLength(1);
    const bill = bills.page.list[0];
    expect(bill).toMatchObject({
      totalAmount: 8_000,
      giftVoucher: 3_500,
      giftCardNo: card.cardNo,
      memberDeduction: 0,
      actualAmount: 4_500,
      payType: 'cash',
      cashAmount: 4_500,
      cashReceived: 5_000,
      changeAmount: 500,
    });
    const left = await callApi<TPrepayCard>(page, 'prepayCard/queryList', { key: card.cardNo }, session.token);
    expect(left.page.list.find((item) => item.cardNo === card.cardNo)?.availableBalance).toBe(1_500);

    // The receipt: the gift card's part, the cash with the change, and the gift card's balance left (masked).
    await expect(receipt).toContainText(bill.billOrderNo);
    await expectRow(receipt, r.deduction.giftVoucher, `− ${euro(3_500)}`);
    await expectRow(receipt, r.tender.cash, euro(4_500));
    await expectRow(receipt, r.change, euro(500));
    await expectRow(receipt, fill(r.cardBalance.gift, { cardNo: `•••• ${card.cardNo.slice(-4)}` }), euro(1_500));
    await expect(receipt).not.toContainText(card.cardNo);
    await shootThree(page, 'till-receipt-thermal', { fullPage: false });
    await dialog.getByRole('button', { name: r.papers.a4, exact: true }).click();
    await expect(receipt).toHaveAttribute('data-paper', 'a4');
    await shootThree(page, 'till-receipt-a4', { fullPage: false });
  });

  test('a receipt link sent by SMS opens without a session, and says it has expired 31 days on', async ({
    page,
    browser,
    request,
  }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -652);
    const phone = phoneOf(73);
    const [tech] = await technicians(page, session.token, day, 1);
    const bill = await createBill(page, session.token, {
      billDay: day,
      customName: `Scaduta ${RUN}`,
      customPhone: phone,
      totalAmount: 4_000,
      staff: [{ shopAccountId: tech.shopAccountId, amount: 4_000 }],
      payType: 'cash',
    });
    const sent = await callApi<TSentReceipt>(
      page,
      'bill/sendReceipt',
      { billId: bill.id, channel: 'sms' },
      session.token,
    );
    expect(sent.code, sent.msg).toBe(0);
    await expect.poll(() => lastMessageTo(sent.data.to)).toContain(sent.data.url);

    // Before the clock moves, the link opens the receipt in a browser without a session (in Italian, the default).
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto(sent.data.url);
      await expect(visitor.getByTestId('receipt')).toContainText(bill.billOrderNo);
      await expect(visitor.getByRole('button', { name: receiptsIt.receipts.print, exact: true })).toBeVisible();
      await shootThree(visitor, 'till-public-receipt');

      // 31 days on, the server refuses the link with its message, and no receipt shows.
      await setServerClock(request, new Date(Date.now() + (RECEIPT_LINK_DAYS + 1) * DAY_MS));
      await visitor.reload();
      await expect(visitor.getByTestId('receipt-error')).toHaveText(errorText('RECEIPT_LINK_EXPIRED', 'it-IT'));
      await expect(visitor.getByTestId('receipt')).toHaveCount(0);
      await expect(visitor.getByRole('button', { name: receiptsIt.receipts.print, exact: true })).toHaveCount(0);
      await shootThree(visitor, 'till-public-receipt-expired');
    } finally {
      await setServerClock(request, null);
      await context.close();
    }
  });
});
