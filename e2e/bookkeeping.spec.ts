import { expect, type Locator, type Page, test } from '@playwright/test';
import type { TBill } from '../contract/bills';
import { errorText, type TErrorKey } from '../contract/errors';
import type { TPrepayLedgerRow } from '../contract/prepay';
import { toMinutes } from '../contract/time-slots';
import boardEn from '../web/src/features/appointments/locales/en.json' with { type: 'json' };
import bookkeepingEn from '../web/src/features/bookkeeping/locales/en.json' with { type: 'json' };
import cardLedgerEn from '../web/src/features/card-ledger/locales/en.json' with { type: 'json' };
import financeEn from '../web/src/features/finance/locales/en.json' with { type: 'json' };
import {
  closeReceiptDialog,
  dayAt,
  euro,
  memberWithCard,
  openFinanceScreen,
  ownerSession,
  phoneOf,
  RUN,
} from './bills.support';
import { bookCustomer, pricedProject } from './board.support';
import { callApi, chooseOption, en, expectPath, fill, motionsDone, pattern, shootBoth } from './support';

/**
 * Front-desk bookkeeping (SPEC §2.9; issue scenarios 1–3): an appointment billed from the board with a member-card
 * deduction and its ledger row, a walk-in split over two technicians with cash and card in the order history, and
 * every SPEC §8 bookkeeping message on the screen. Each scenario writes on days of its own, far from the demo's bills
 * and the other specs' appointments.
 */
const { bookkeeping: b } = bookkeepingEn;
const { appointments: board } = boardEn;
const { cardLedger: l } = cardLedgerEn;
const { orderHistory: o } = financeEn;

type TColumn = { shopAccountId: number; name: string; periods: { start: string; end: string }[] };
type TBoard = { technicians: TColumn[]; list: { shopAccountId: number; startTime: string; duration: number }[] };

/**
 * The first of the days with a technician free from `from` to `to` (no appointment, no unavailable period, so a
 * closed weekday is passed over), and that technician.
 */
async function freeTechnician(page: Page, token: string, days: string[], from: string, to: string) {
  const [start, end] = [toMinutes(from), toMinutes(to)];
  const overlaps = (a: number, b: number) => a < end && start < b;
  for (const day of days) {
    const answer = await callApi<TBoard>(page, 'appoint/queryPointList', { appointDay: day }, token);
    const free = answer.data.technicians.find(
      (tech) =>
        !tech.periods.some((p) => overlaps(toMinutes(p.start), toMinutes(p.end))) &&
        !answer.data.list.some(
          (a) =>
            a.shopAccountId === tech.shopAccountId &&
            overlaps(toMinutes(a.startTime), toMinutes(a.startTime) + a.duration),
        ),
    );
    if (free) return { day, tech: free };
  }
  throw new Error(`no technician free ${from}–${to} on ${days.join(', ')}`);
}

/** Technicians who can bill, as the staff lines offer them (at their post, not temporary). */
async function billingTechnicians(page: Page, token: string, day: string, count: number) {
  const answer = await callApi<{ shopAccountId: number; accountName: string; accountType: number; jobFlag: number }>(
    page,
    'bill/queryBillList',
    { curPage: 1, limit: 5000, billDay: day },
    token,
  );
  const found = answer.page.list.filter((c) => c.accountType === 0 && c.jobFlag === 0);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count).map((c) => ({ id: c.shopAccountId, name: c.accountName }));
}

/** The form's summary and payment side, where the form's message shows. */
const summarySide = (page: Page) => page.getByRole('complementary', { name: b.summary.title });
/** The form's message (SPEC §8 text) after a submit or a refused pick. */
const formMessage = (page: Page) => summarySide(page).getByRole('alert');
const saveButton = (page: Page) => summarySide(page).getByRole('button', { name: b.submit.save, exact: true });
const staffLine = (page: Page, n: number) => page.getByRole('group', { name: fill(b.staff.line, { n }) });

/** Types a day into an antd date picker (found by its label) and confirms it. */
async function typeDay(page: Page, label: string, day: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await expect(input).toHaveValue(day);
}

/**
 * Picks an option of an antd Select found by its label, within a part of the page, and waits for its list to have
 * closed: a list still fading out holds the same names as the next select's.
 */
async function pick(page: Page, scope: Locator | Page, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await chooseOption(page, option);
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toHaveCount(0);
}

/** Chooses a staff member on a staff line. */
const pickStaff = (page: Page, n: number, name: string) => pick(page, staffLine(page, n), b.staff.member, name);

/** Adds a project through the projects select (its options are titled with the project's name). */
const pickProject = (page: Page, name: string) => pick(page, page, b.projects.add, name);

/** A form field by its label. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** Unfolds the deductions, which the till keeps folded until asked for (issue 21). */
async function showDeductions(page: Page) {
  await page.getByTestId('bk-deductions').getByRole('button', { name: b.deductions.show, exact: true }).click();
  await expect(field(page, b.deductions.coupon)).toBeVisible();
}

/** Presses Save and expects the form to say `key`'s SPEC §8 text (and so to have sent nothing). */
async function expectRefusal(page: Page, key: TErrorKey) {
  await saveButton(page).click();
  await expect(formMessage(page)).toHaveText(errorText(key, 'en'));
}

test.describe('front-desk bookkeeping (SPEC §2.9)', () => {
  test('bill an appointment from the board with a member-card deduction and see the ledger row', async ({ page }) => {
    const session = await ownerSession(page);
    const { day, tech } = await freeTechnician(
      page,
      session.token,
      [84, 85, 86, 87, 88].map((offset) => dayAt(session, offset)),
      '10:00',
      '12:00',
    );
    const project = await pricedProject(page, session.token, tech.shopAccountId);
    const customer = { name: `Membro ${RUN}`, phone: phoneOf(1) };
    const member = await memberWithCard(page, session.token, { ...customer, amount: 10_000, billDay: day });
    const appointment = await bookCustomer(page, session.token, {
      day,
      startTime: '10:00',
      accountId: tech.shopAccountId,
      productId: project.id,
      ...customer,
    });
    expect(appointment).toMatchObject({ customerId: member.customerId, vipFlag: 1 });

    // The board day, the appointment's drawer, and its Bookkeeping action.
    await page.goto(`/#/frame/appointNew/${day}`);
    await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId(`appt-billed-${appointment.id}`)).toHaveCount(0);
    await page.getByTestId(`appt-${appointment.id}`).click();
    let drawer = page.getByTestId('appointment-drawer');
    await expect(drawer).toBeVisible();
    await motionsDone(page);
    await drawer.getByRole('button', { name: board.action.bookkeeping, exact: true }).click();
    await expectPath(page, `/frame/finance/${appointment.id}`);

    // Filled in from the appointment: the customer (a member, with the balance), the project, the technician with the
    // price, and the total.
    const price = euro(project.unitPrice);
    await expect(page.getByRole('alert').filter({ hasText: tech.name }).first()).toHaveText(
      fill(b.appointment.summary, {
        technician: tech.name,
        day,
        start: appointment.startTime,
        end: appointment.endTime,
      }),
    );
    const picked = page.getByTestId('picked-customer');
    await expect(picked).toContainText(customer.name);
    await expect(picked).toContainText(b.customer.member);
    await expect(picked).toContainText(fill(b.customer.balance, { balance: euro(10_000) }));
    await expect(page.getByRole('list', { name: b.projects.chosen })).toContainText(`${project.name} · ${price}`);
    // The staff select shows the technician chosen (its options list is closed, so the name is the select's value).
    await expect(staffLine(page, 1)).toContainText(tech.name);
    await expect(staffLine(page, 1).getByLabel(b.staff.amount, { exact: true })).toHaveValue(
      (project.unitPrice / 100).toFixed(2),
    );
    await expect(field(page, b.order.totalAmount)).toHaveValue((project.unitPrice / 100).toFixed(2));
    await expect(page.getByTestId('total-amount')).toHaveText(price);

    // The member card pays part; the bill goes on the appointment's day.
    const deduction = Math.min(2_000, project.unitPrice);
    const actual = project.unitPrice - deduction;
    await typeDay(page, b.order.billDay, day);
    await showDeductions(page);
    await field(page, b.deductions.memberDeduction).fill((deduction / 100).toFixed(2));
    await expect(page.getByTestId('deductions-amount')).toHaveText(`− ${euro(deduction)}`);
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(actual));
    await shootBoth(page, 'bookkeeping-appointment');
    await saveButton(page).click();
    await closeReceiptDialog(page);

    // Back on the board, the appointment is billed and offers no second bill.
    await expectPath(page, `/frame/appointNew/${day}`);
    await expect(page.getByTestId(`appt-billed-${appointment.id}`)).toBeVisible();
    await page.getByTestId(`appt-${appointment.id}`).click();
    drawer = page.getByTestId('appointment-drawer');
    await expect(drawer.getByTestId('appointment-billed')).toBeVisible();
    await expect(drawer.getByRole('button', { name: board.action.bookkeeping, exact: true })).toHaveCount(0);

    const bills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: customer.phone, orderType: 'frontDesk' },
      session.token,
    );
    expect(bills.page.list).toHaveLength(1);
    const bill = bills.page.list[0];
    expect(bill).toMatchObject({
      appointId: appointment.id,
      billDay: day,
      totalAmount: project.unitPrice,
      memberDeduction: deduction,
      actualAmount: actual,
      payType: 'cash',
      cashAmount: actual,
      memberCardNo: member.card.cardNo,
    });
    expect(bill.staff.map((line) => [line.shopAccountId, line.amount])).toEqual([
      [tech.shopAccountId, project.unitPrice],
    ]);

    // The member card transactions show the consumption with its amounts.
    await openFinanceScreen(page, en.secondMenu.memberCardTransactions, '/frame/choosePerformance/prepayCardDetList');
    await page.getByPlaceholder(l.phonePlaceholder).fill(customer.phone);
    const rows = page.getByRole('row').filter({ hasText: customer.name });
    await expect(rows).toHaveCount(2);
    const consumption = rows.filter({ hasText: bill.billOrderNo });
    await expect(consumption).toContainText(l.changeType.consume);
    await expect(consumption).toContainText(member.card.cardNo);
    await expect(consumption.locator('dl > div')).toHaveText([
      `${l.beforeBalance}${euro(10_000)}`,
      `${l.changeBalance}${euro(-deduction)}`,
      `${l.afterBalance}${euro(10_000 - deduction)}`,
    ]);
    await expect(consumption).toContainText(`${l.deduction.memberDeduction} ${euro(deduction)}`);
    const ledger = await callApi<TPrepayLedgerRow>(
      page,
      'prepayCardDet/queryList',
      { curPage: 1, limit: 10, customPhone: customer.phone },
      session.token,
    );
    expect(ledger.page.list.find((row) => row.billOrderNo === bill.billOrderNo)).toMatchObject({
      beforeBalance: 10_000,
      changeBalance: -deduction,
      afterBalance: 10_000 - deduction,
    });
  });

  test('bill a walk-in split over two technicians, paid part in cash and part by card', async ({ page }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -612);
    const [anna, bruno] = await billingTechnicians(page, session.token, day, 2);
    const project = await pricedProject(page, session.token, anna.id);
    const walkIn = { name: `Passante ${RUN}`, phone: phoneOf(2) };

    await page.goto('/#/frame/financeNew');
    await expectPath(page, '/frame/financeNew');
    await typeDay(page, b.order.billDay, day);
    await page.getByText(b.customer.walkIn, { exact: true }).click();
    await field(page, b.customer.name).fill(walkIn.name);
    await field(page, b.customer.phone).fill(walkIn.phone);

    // The project fills the total and the one staff line; the shares are then typed over two technicians.
    await pickProject(page, project.name);
    await expect(field(page, b.order.totalAmount)).toHaveValue((project.unitPrice / 100).toFixed(2));
    await field(page, b.order.totalAmount).fill('80');
    await pickStaff(page, 1, anna.name);
    await staffLine(page, 1).getByLabel(b.staff.amount, { exact: true }).fill('50');
    await page.getByRole('button', { name: b.staff.add }).click();
    await pickStaff(page, 2, bruno.name);
    await staffLine(page, 2).getByLabel(b.staff.amount, { exact: true }).fill('30');
    await expect(page.getByTestId('staff-sum')).toHaveText(fill(b.staff.sum, { sum: euro(8_000), total: euro(8_000) }));

    // Cash and card: the card part follows the cash part typed.
    await summarySide(page).getByText(b.payment.split, { exact: true }).click();
    await field(page, b.payment.cashAmount).fill('45');
    await expect(field(page, b.payment.cardAmount)).toHaveValue('35.00');
    await expect(page.getByTestId('actual-amount')).toHaveText(euro(8_000));
    await shootBoth(page, 'bookkeeping-walk-in');
    await saveButton(page).click();
    const saved = page.getByText(pattern(b.saved));
    await expect(saved).toBeVisible();
    const billOrderNo = pattern(b.saved).exec((await saved.textContent()) ?? '')![1];
    await closeReceiptDialog(page);
    // A saved bill leaves an empty form for the next one.
    await expect(field(page, b.order.totalAmount)).toHaveValue('');

    const answer = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: billOrderNo },
      session.token,
    );
    expect(answer.page.list).toHaveLength(1);
    expect(answer.page.list[0]).toMatchObject({
      billDay: day,
      customName: walkIn.name,
      totalAmount: 8_000,
      actualAmount: 8_000,
      cashAmount: 4_500,
      cardAmount: 3_500,
    });
    expect(answer.page.list[0].staff.map((line) => [line.shopAccountId, line.amount])).toEqual([
      [anna.id, 5_000],
      [bruno.id, 3_000],
    ]);
    expect(answer.page.list[0].products.map((p) => p.productId)).toEqual([project.id]);

    // The order history shows the bill with both staff lines and the cash and card parts.
    await openFinanceScreen(page, en.secondMenu.orderHistory, '/frame/choosePerformance/orderHistory');
    await page.getByLabel(o.search, { exact: true }).fill(walkIn.name);
    // The walk-in's name finds this one order.
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    const row = page.getByRole('row').filter({ hasText: billOrderNo });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(walkIn.name);
    await expect(row).toContainText(o.orderType.frontDesk);
    await expect(row).toContainText(o.status.paid);
    await expect(row.locator('.order-staff li')).toHaveText([
      `${anna.name}${euro(5_000)}`,
      `${bruno.name}${euro(3_000)}`,
    ]);
    await expect(row).toContainText(fill(o.split, { cash: euro(4_500), card: euro(3_500) }));
    await shootBoth(page, 'order-history');
  });

  test('every bookkeeping message of SPEC §8 on the screen', async ({ page }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -614);
    const [anna] = await billingTechnicians(page, session.token, day, 1);
    const project = await pricedProject(page, session.token, anna.id);
    const customer = { name: `Saldo ${RUN}`, phone: phoneOf(3) };
    await memberWithCard(page, session.token, { ...customer, amount: 500, billDay: day });

    await page.goto('/#/frame/financeNew');
    await expectPath(page, '/frame/financeNew');
    await typeDay(page, b.order.billDay, day);
    const total = field(page, b.order.totalAmount);
    const lineAmount = (n: number) => staffLine(page, n).getByLabel(b.staff.amount, { exact: true });

    // A line without anyone on it.
    await total.fill('20');
    await lineAmount(1).fill('20');
    await expectRefusal(page, 'STAFF_REQUIRED');
    await pickStaff(page, 1, anna.name);

    // A total that is not an amount.
    await total.fill('20,5x');
    await expectRefusal(page, 'AMOUNT_ERROR');
    await total.fill('20');

    // Lines that do not add up to the total.
    await lineAmount(1).fill('15');
    await expectRefusal(page, 'STAFF_SUM_MISMATCH');
    await lineAmount(1).fill('20');

    // The same staff member twice.
    await page.getByRole('button', { name: b.staff.add }).click();
    await pickStaff(page, 2, anna.name);
    await lineAmount(2).fill('0');
    await expectRefusal(page, 'STAFF_EXISTS');
    await page.getByRole('button', { name: fill(b.staff.remove, { n: 2 }) }).click();
    await expect(staffLine(page, 2)).toHaveCount(0);

    // The same project twice: refused as it is picked.
    await pickProject(page, project.name);
    await expect(page.getByRole('list', { name: b.projects.chosen })).toContainText(project.name);
    await pickProject(page, project.name);
    await expect(formMessage(page)).toHaveText(errorText('PRODUCT_SELECTED', 'en'));
    await expect(page.getByRole('list', { name: b.projects.chosen }).getByRole('listitem')).toHaveCount(1);
    await expect(total).toHaveValue('20');

    // Each deduction that is not an amount has its own message.
    await showDeductions(page);
    const deductions: [string, TErrorKey][] = [
      [b.deductions.coupon, 'COUPON_AMOUNT_ERROR'],
      [b.deductions.discountDeduction, 'DISCOUNT_AMOUNT_ERROR'],
      [b.deductions.giftVoucher, 'GIFT_CARD_AMOUNT_ERROR'],
    ];
    for (const [label, key] of deductions) {
      await field(page, label).fill('2..5');
      await expectRefusal(page, key);
      await field(page, label).fill('');
    }
    // A gift voucher needs the gift card it comes from.
    await field(page, b.deductions.giftVoucher).fill('5');
    await expectRefusal(page, 'GIFT_CARD_AMOUNT_ERROR');
    await field(page, b.deductions.giftVoucher).fill('');

    // Deductions beyond the total.
    await field(page, b.deductions.coupon).fill('15');
    await field(page, b.deductions.discountDeduction).fill('6');
    await expectRefusal(page, 'EXCEED_TOTAL');
    await field(page, b.deductions.coupon).fill('');
    await field(page, b.deductions.discountDeduction).fill('');

    // The member card: a member of the book, with 5.00 on the card.
    await page.getByText(b.customer.book, { exact: true }).click();
    const search = page.getByLabel(b.customer.search, { exact: true });
    await search.click();
    await search.pressSequentially(customer.phone);
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: customer.name });
    await expect(option).toBeVisible();
    await motionsDone(page);
    await option.click();
    await expect(
      page.getByTestId('bk-deductions').getByText(fill(b.deductions.memberBalance, { balance: euro(500) }), {
        exact: true,
      }),
    ).toBeVisible();
    const memberDeduction = field(page, b.deductions.memberDeduction);
    await memberDeduction.fill('1.234');
    await expectRefusal(page, 'MEMBER_AMOUNT_ERROR');
    await memberDeduction.fill('8');
    await expectRefusal(page, 'INSUFFICIENT_DEDUCTION');

    // Nothing was recorded that day but the member's recharge.
    const dayBills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, startDay: day, endDay: day },
      session.token,
    );
    expect(dayBills.page.list.map((bill) => bill.orderType)).toEqual(['memberRecharge']);
  });
});
