import { expect, type Page, test } from '@playwright/test';
import type { TBill } from '../contract/bills';
import { errorText } from '../contract/errors';
import type { TShopInfo } from '../contract/shop';
import bookkeepingEn from '../web/src/features/bookkeeping/locales/en.json' with { type: 'json' };
import cardLedgerEn from '../web/src/features/card-ledger/locales/en.json' with { type: 'json' };
import financeEn from '../web/src/features/finance/locales/en.json' with { type: 'json' };
import receiptsEn from '../web/src/features/receipts/locales/en.json' with { type: 'json' };
import receiptsIt from '../web/src/features/receipts/locales/it-IT.json' with { type: 'json' };
import {
  createBill,
  dayAt,
  euro,
  memberWithCard,
  openFinanceScreen,
  ownerSession,
  phoneOf,
  RUN,
  technicians,
} from './bills.support';
import { downloadPdf, PT_PER_MM } from './pdf.support';
import { callApi, chooseOption, en, expectPath, fill, lastMessageTo, motionsDone, shootBoth } from './support';
import { expectRow, field, payCard, receiptDialog } from './till.support';

/**
 * Issue 21: the till paying with the member card balance and the rest in cash with change, the receipt after saving
 * (80 mm and A4), sending it by SMS (one credit, the provider's outbox) and its link opening without a session,
 * reprinting from the order history, and the card transactions in the shop's currency. Each writes on days of its own.
 */
const { bookkeeping: b } = bookkeepingEn;
const { receipts: r } = receiptsEn;
const { orderHistory: o } = financeEn;
const { cardLedger: l } = cardLedgerEn;

/** 80 mm at the CSS 96 px per inch. */
const THERMAL_PX = Math.round((80 / 25.4) * 96);

async function typeDay(page: Page, label: string, day: string) {
  const input = field(page, label);
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/** The shop's SMS credits (shop/query). */
async function smsCredits(page: Page, token: string) {
  const answer = await callApi<TShopInfo>(page, 'shop/query', {}, token);
  return answer.data.msgNums;
}

test.describe('receipts (issue 21)', () => {
  test('the till pays with the card balance and cash with change, prints the receipt and sends it by SMS', async ({
    page,
    browser,
  }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -644);
    const phone = phoneOf(61);
    const name = `Ricevuta ${RUN}`;
    const member = await memberWithCard(page, session.token, { name, phone, amount: 3_000, billDay: day });
    const [tech] = await technicians(page, session.token, day, 1);

    await page.goto('/#/frame/financeNew');
    await expectPath(page, '/frame/financeNew');
    await typeDay(page, b.order.billDay, day);
    await page.getByText(b.customer.book, { exact: true }).click();
    await field(page, b.customer.search).fill(phone);
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: name });
    await expect(option).toBeVisible();
    await motionsDone(page);
    await option.click();
    await expect(page.getByTestId('picked-customer')).toContainText(name);

    await field(page, b.order.totalAmount).fill('50');
    const line = page.getByRole('group', { name: fill(b.staff.line, { n: 1 }) });
    await line.getByLabel(b.staff.member, { exact: true }).click();
    await chooseOption(page, tech.accountName);
    await line.getByLabel(b.staff.amount, { exact: true }).fill('50');

    // The whole balance (30.00 of 50.00), then the rest in cash: 50.00 handed over gives 30.00 change.
    const cardPay = page.getByTestId('card-pay');
    await expect(cardPay).toContainText(fill(b.cardPay.member, { balance: euro(3_000) }));
    await cardPay.getByRole('button', { name: b.cardPay.useWhole.member }).click();
    await expect(field(page, b.deductions.memberDeduction)).toHaveValue('30.00');
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(2_000));
    await cardPay.getByRole('button', { name: b.cardPay.restCard }).click();
    await expect(payCard(page).getByRole('radio', { name: b.payment.card, exact: true })).toBeChecked();
    await cardPay.getByRole('button', { name: b.cardPay.restCash }).click();
    await expect(payCard(page).getByRole('radio', { name: b.payment.cash, exact: true })).toBeChecked();
    await field(page, b.payment.cashReceived).fill('10');
    await expect(page.getByTestId('change-amount')).toHaveText('—');
    await payCard(page).getByRole('button', { name: b.submit.save, exact: true }).click();
    await expect(payCard(page).getByRole('alert')).toHaveText(errorText('CASH_RECEIVED_TOO_LOW', 'en'));
    await field(page, b.payment.cashReceived).fill('50');
    await expect(page.getByTestId('change-amount')).toHaveText(euro(3_000));
    await shootBoth(page, 'receipts-till');
    await payCard(page).getByRole('button', { name: b.submit.save, exact: true }).click();

    // The receipt right after saving: 80 mm roll first, A4 on request.
    const dialog = receiptDialog(page);
    await expect(dialog).toBeVisible();
    const receipt = dialog.getByTestId('receipt');
    await expect(receipt).toHaveAttribute('data-paper', 'thermal');
    const bills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: phone, orderType: 'frontDesk' },
      session.token,
    );
    const bill = bills.page.list[0];
    expect(bill).toMatchObject({ memberDeduction: 3_000, cashAmount: 2_000, cashReceived: 5_000, changeAmount: 3_000 });
    await expect(receipt).toContainText(bill.billOrderNo);
    await expect(receipt).toContainText(tech.accountName);
    await expectRow(receipt, r.deduction.memberDeduction, euro(3_000));
    await expectRow(receipt, r.tender.cash, euro(2_000));
    await expectRow(receipt, r.cashReceived, euro(5_000));
    await expectRow(receipt, r.change, euro(3_000));
    await expectRow(receipt, fill(r.cardBalance.member, { cardNo: `•••• ${member.card.cardNo.slice(-4)}` }), euro(0));
    await motionsDone(page);
    expect(Math.abs((await receipt.boundingBox())!.width - THERMAL_PX)).toBeLessThan(1.5);
    await shootBoth(page, 'receipts-thermal');
    await dialog.getByRole('button', { name: r.papers.a4, exact: true }).click();
    await expect(receipt).toHaveAttribute('data-paper', 'a4');
    expect((await receipt.boundingBox())!.width).toBeGreaterThan(THERMAL_PX);
    await shootBoth(page, 'receipts-a4');

    // Downloaded as PDF on the paper shown: an A4 page whose text carries the receipt's lines.
    const pdf = await downloadPdf(page, dialog.getByRole('button', { name: r.pdf, exact: true }));
    expect(pdf.fileName).toBe(`${fill(r.pdfFileName, { billOrderNo: bill.billOrderNo })}.pdf`);
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toMatchObject({
      width: expect.closeTo(210 * PT_PER_MM, 0),
      height: expect.closeTo(297 * PT_PER_MM, 0),
    });
    for (const text of [bill.billOrderNo, name, tech.accountName, r.cashReceived, euro(5_000), r.change, euro(3_000)]) {
      expect(pdf.pages[0]?.text).toContain(text);
    }

    // Sent by SMS to the customer's phone: one credit, the provider's outbox, a link.
    const creditsBefore = await smsCredits(page, session.token);
    await dialog.getByRole('button', { name: r.sendSms, exact: true }).click();
    const send = page.getByRole('dialog').filter({ hasText: r.send.title });
    await send.getByRole('button', { name: r.send.submit, exact: true }).click();
    const link = send.getByTestId('receipt-link');
    await expect(link).toBeVisible();
    const url = (await link.getAttribute('href'))!;
    expect(url).toMatch(/#\/receipt\/[A-Za-z0-9_-]{43}$/);
    expect(await smsCredits(page, session.token)).toBe(creditsBefore - 1);
    const sentTo = /Sent to (\S+)\./.exec((await send.getByRole('status').textContent()) ?? '')![1];
    await expect.poll(() => lastMessageTo(sentTo)).toContain(url);

    // A typed number that is not one shows the server's message at the recipient.
    await field(page, r.send.to.sms).fill('12');
    await send.getByRole('button', { name: r.send.submit, exact: true }).click();
    await expect(send).toContainText(errorText('PHONE_INVALID', 'en'));

    // The link opens the receipt in a browser without a session (in the app's default language, Italian).
    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(url);
    await expect(visitor.getByTestId('receipt')).toContainText(bill.billOrderNo);
    await expect(visitor.getByRole('button', { name: receiptsIt.receipts.print, exact: true })).toBeVisible();
    expect(await visitor.evaluate(() => Object.keys(localStorage).filter((key) => /token/i.test(key)))).toEqual([]);
    await shootBoth(visitor, 'receipts-public');
    // The customer can keep it as a PDF too, in the page's language.
    const kept = await downloadPdf(
      visitor,
      visitor.getByRole('button', { name: receiptsIt.receipts.pdf, exact: true }),
    );
    expect(kept.pages[0]?.text).toContain(bill.billOrderNo);
    expect(kept.pages[0]?.text).toContain(receiptsIt.receipts.change);
    await visitor.goto(url.replace(/[A-Za-z0-9_-]{43}$/, 'x'.repeat(43)));
    await expect(visitor.getByTestId('receipt-error')).toHaveText(errorText('NOT_FOUND', 'it-IT'));
    await context.close();
  });

  test('the order history reprints a receipt; the card transactions show euros', async ({ page }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -646);
    const phone = phoneOf(62);
    const member = await memberWithCard(page, session.token, {
      name: `Ristampa ${RUN}`,
      phone,
      amount: 4_000,
      billDay: day,
    });
    const [tech] = await technicians(page, session.token, day, 1);
    const bill = await createBill(page, session.token, {
      billDay: day,
      customerId: member.customerId,
      totalAmount: 6_000,
      memberDeduction: 4_000,
      staff: [{ shopAccountId: tech.shopAccountId, amount: 6_000 }],
      payType: 'cash',
      cashAmount: 2_000,
      cashReceived: 2_500,
    });
    expect(bill.changeAmount).toBe(500);

    await openFinanceScreen(page, en.secondMenu.orderHistory, '/frame/choosePerformance/orderHistory');
    await page.getByLabel(o.search, { exact: true }).fill(bill.billOrderNo);
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.getByRole('button', { name: `${o.receipt} ${bill.billOrderNo}` }).click();
    const receipt = receiptDialog(page).getByTestId('receipt');
    await expect(receipt).toContainText(bill.billOrderNo);
    await expectRow(receipt, r.change, euro(500));
    await shootBoth(page, 'receipts-history');
    // The 80 mm roll as a PDF: one page 80 mm wide, as long as the receipt.
    const pdf = await downloadPdf(page, receiptDialog(page).getByRole('button', { name: r.pdf, exact: true }));
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]?.width).toBeCloseTo(80 * PT_PER_MM, 0);
    expect(pdf.pages[0]?.height).toBeGreaterThan(pdf.pages[0]?.width ?? 0);
    expect(pdf.pages[0]?.text).toContain(bill.billOrderNo);
    expect(pdf.pages[0]?.text).toContain(euro(500));
    await receiptDialog(page).getByRole('button', { name: r.close, exact: true }).last().click();
    await expect(receiptDialog(page)).toHaveCount(0);

    // The same card's money in the shop's currency, as the customer detail shows it (no '¥').
    await openFinanceScreen(page, en.secondMenu.memberCardTransactions, '/frame/choosePerformance/prepayCardDetList');
    await page.getByPlaceholder(l.phonePlaceholder).fill(phone);
    const consumption = page.getByRole('row').filter({ hasText: bill.billOrderNo });
    await expect(consumption).toContainText(`${l.beforeBalance}${euro(4_000)}`);
    await expect(consumption).toContainText(`${l.afterBalance}${euro(0)}`);
    await expect(page.locator('main')).not.toContainText('¥');
    await shootBoth(page, 'receipts-card-ledger');
  });
});
