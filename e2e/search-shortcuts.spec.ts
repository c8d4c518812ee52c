import { expect, type Page, test } from '@playwright/test';
import { addDays } from '../contract/shop-time';
import receiptsEn from '../web/src/features/receipts/locales/en.json' with { type: 'json' };
import searchEn from '../web/src/features/search/locales/en.json' with { type: 'json' };
import { dayAt, elevate, memberWithCard, phoneOf, RUN, sessionOf } from './bills.support';
import { boardText, book, findFreeDay, range } from './board.support';
import { en, expectPath, hashPath, loginAsDemo, motionsDone, shootBoth } from './support';

/**
 * The global search and the keyboard shortcuts (issue 22): Ctrl-K finds a customer, an appointment and a bill and
 * opens each; bills follow the order history's internal password; n, t, / and ? do their work, and nothing while
 * typing in a field.
 */
const { search: s } = searchEn;

const searchDialog = (page: Page) => page.getByRole('dialog', { name: s.title });

async function searchFor(page: Page, text: string) {
  await page.keyboard.press('Control+K');
  const dialog = searchDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(s.label).fill(text);
  return dialog;
}

const group = (page: Page, name: string) => searchDialog(page).getByRole('region', { name });

test.describe('global search and shortcuts (issue 22)', () => {
  test('Ctrl-K finds a customer, an appointment and a bill, each opening its screen', async ({ page }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    const name = `Cerca ${RUN}`;
    const phone = phoneOf(71);
    const member = await memberWithCard(page, session.token, {
      name,
      phone,
      amount: 2_000,
      billDay: dayAt(session, -650),
    });
    const {
      day,
      columns: [column],
    } = await findFreeDay(
      page,
      session.token,
      range(111, 124).map((n) => addDays(session.today, n)),
      '10:00',
      '11:00',
    );
    const appointment = await book(page, session.token, day, column.shopAccountId, '10:00', name);

    // A customer by name, and the appointment booked under it: both listed; the customer opens its detail.
    let dialog = await searchFor(page, name);
    const customer = group(page, s.customers).getByRole('button').filter({ hasText: member.card.cardNo });
    await expect(customer).toContainText(name);
    await expect(group(page, s.appointments).getByRole('button', { name: new RegExp(`${day} 10:00`) })).toBeVisible();
    await motionsDone(page);
    await shootBoth(page, 'search-results', { prepare: () => expect(dialog).toBeVisible() });
    await customer.click();
    await expectPath(page, `/frame/chooseCustomerPage/customerDetail/${member.customerId}`);

    // The appointment opens the board on its day with its drawer.
    dialog = await searchFor(page, name);
    await group(page, s.appointments)
      .getByRole('button', { name: new RegExp(`${day} 10:00`) })
      .click();
    await expect.poll(() => hashPath(page)).toBe(`/frame/appointNew/${day}?open=${appointment.id}`);
    await expect(page.locator('.ant-drawer-open')).toContainText(name);
    await page.keyboard.press('Escape');

    // A bill number: behind the internal password, as the order history is; then found and opened as its receipt.
    const billNo = member.recharge.billOrderNo;
    dialog = await searchFor(page, billNo);
    await expect(group(page, s.bills).getByRole('button', { name: s.billsNeedPassword })).toBeVisible();
    await page.keyboard.press('Escape');
    await elevate(page, session.token);
    dialog = await searchFor(page, billNo);
    await group(page, s.bills)
      .getByRole('button', { name: new RegExp(billNo) })
      .click();
    const receipt = page.getByRole('dialog').filter({ has: page.getByTestId('receipt') });
    await expect(receipt.getByTestId('receipt')).toContainText(billNo);
    await receipt.getByRole('button', { name: receiptsEn.receipts.close, exact: true }).last().click();

    // The header's button opens it too. Too short a key says so; nothing found says so.
    await page.getByRole('button', { name: en.header.search, exact: true }).click();
    dialog = searchDialog(page);
    await dialog.getByLabel(s.label).fill('a');
    await expect(dialog.getByRole('status')).toHaveText(s.keyTooShort);
    await dialog.getByLabel(s.label).fill(`Nessuno ${RUN}zz`);
    await expect(dialog.getByRole('status')).toHaveText(s.nothingFound);
  });

  test('n, t, / and ? do their work, and nothing while typing in a field', async ({ page }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    const board = `/frame/appointNew/${session.today}`;

    await page.keyboard.press('?');
    const help = page.getByRole('dialog', { name: s.shortcuts.title });
    await expect(help).toContainText(s.shortcuts.newAppointment);
    await shootBoth(page, 'shortcuts', { prepare: () => expect(help).toBeVisible() });
    await page.keyboard.press('Escape');
    await expect(help).toHaveCount(0);

    await page.keyboard.press('t');
    await expectPath(page, board);
    await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');

    await page.goto('/#/frame/controlPad');
    await expectPath(page, '/frame/controlPad');
    await page.keyboard.press('n');
    await expect(page.getByRole('dialog').filter({ hasText: boardText.dialog.save })).toBeVisible();
    await expect.poll(() => hashPath(page)).toBe(board);
    await page.keyboard.press('Escape');

    // '/' focuses the customer search of the customers page; typed there, 'n' and 't' are letters.
    await page.goto('/#/frame/chooseCustomerPage/customer');
    const field = page.locator('main .ant-input-search input');
    await expect(field).toBeVisible();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await page.keyboard.type('nt');
    await expect(field).toHaveValue('nt');
    await expectPath(page, '/frame/chooseCustomerPage/customer');
  });
});
