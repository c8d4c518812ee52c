import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { TBill } from '../contract/bills';
import { errorText } from '../contract/errors';
import financeEn from '../web/src/features/finance/locales/en.json' with { type: 'json' };
import {
  chooseFinanceDay,
  createBill,
  dayAt,
  euro,
  financeCell,
  financeDay,
  financeTable,
  innerPasswordDialog,
  memberWithCard,
  openFinanceScreen,
  ownerSession,
  phoneOf,
  RUN,
  technicians,
} from './bills.support';
import { callApi, en, loginWithPassword, motionsDone, shootBoth } from './support';

/**
 * The finance table (SPEC §2.10; issue scenarios 4–6): an amount edited from a cell and marked ' ?' with its reason,
 * a record moved to another technician, and the 'total:' row and footer totals as the owner and as an accountType 2
 * manager. Each scenario records its bills through the API on a day of its own, twenty months back (before the demo's
 * fourteen months of history), where no demo bill and no other spec writes.
 */
const { financeTable: f } = financeEn;
const FINANCE_PATH = '/frame/choosePerformance/financeHistory';
const MANAGER = { account: 'demo-manager', password: 'demo1234' };

/** Logs in as the demo owner, elevates the session for the API set-up and answers the session. */

/** Opens the finance table (the internal password for the owner) on a day. */
async function openFinanceTable(page: Page, day: string, { isPasswordAsked = true } = {}) {
  await openFinanceScreen(page, en.secondMenu.accountingHistory, FINANCE_PATH, { isPasswordAsked });
  // The screen shows only once the guard lets it (its date picker is part of it).
  await chooseFinanceDay(page, f.day, day);
  await expect(financeTable(page)).toHaveAccessibleName(f.tableLabel.replace('{{day}}', mediumDay(day)));
  if (!isPasswordAsked) await expect(innerPasswordDialog(page)).toHaveCount(0);
}

/** A calendar day as the screens print it in English ('Sep 22, 2026': medium, without any zone shift). */
const mediumDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The open details of a cell (its popover). */
const cellDetails = (page: Page) => page.getByRole('tooltip').filter({ has: page.locator('.finance-detail') });

/** A fact of the cell details by its label ('Reason for change' …). */
const detailFact = (details: Locator, label: string) =>
  details
    .locator('dl > div')
    .filter({ has: details.page().locator('dt', { hasText: label }) })
    .locator('dd');

/** Opens a cell's details by hovering it, as a mouse user does. */
async function hoverCell(page: Page, cell: Locator) {
  await cell.getByRole('button').hover();
  await expect(cellDetails(page)).toBeVisible();
  await motionsDone(page);
}

/** Opens a cell's details and presses one of its actions. */
async function cellAction(page: Page, cell: Locator, action: string) {
  await cell.getByRole('button').click();
  const details = cellDetails(page);
  await expect(details).toBeVisible();
  await motionsDone(page);
  await details.getByRole('button', { name: action }).click();
}

/** A stored instant as the finance table prints it: medium date and short time, in the shop's zone. */
const shopInstant = (value: string, timeZone: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(value));

async function openedDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByText(title, { exact: true }) });
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  return dialog;
}

test.describe('finance table (SPEC §2.10)', () => {
  test("edit an amount: the cell is marked ' ?' with its reason, amount before and time", async ({ page }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -601);
    const [anna, bruno] = await technicians(page, session.token, day, 2);
    const bill = await createBill(page, session.token, {
      billDay: day,
      recordTime: '11:05',
      payType: 'cash',
      customName: `Edit ${RUN}`,
      staff: [
        { shopAccountId: anna.shopAccountId, amount: 3_000 },
        { shopAccountId: bruno.shopAccountId, amount: 1_500 },
      ],
    });

    await openFinanceTable(page, day);
    const annaCell = await financeCell(page, '11:00', anna.accountName);
    const brunoCell = await financeCell(page, '11:00', bruno.accountName);
    await expect(annaCell.getByRole('button')).toHaveText(euro(3_000));
    await expect(brunoCell.getByRole('button')).toHaveText(euro(1_500));

    await cellAction(page, annaCell, f.cell.editAmount);
    const dialog = await openedDialog(page, f.edit.title.replace('{{orderNo}}', bill.billOrderNo));
    const amount = dialog.getByLabel(f.edit.amountOf.replace('{{name}}', anna.accountName));
    await expect(amount).toHaveValue('30.00');
    await amount.fill('35');
    // The figures follow what is typed; the reason is required.
    await expect(dialog.locator('.finance-edit__figures')).toContainText(euro(5_000));
    await dialog.getByRole('button', { name: f.edit.save }).click();
    await expect(dialog.getByText(errorText('FIELD_REQUIRED', 'en'))).toBeVisible();
    const reason = 'Added a hair mask at the basin';
    await dialog.getByLabel(f.edit.reason).fill(reason);
    await dialog.getByRole('button', { name: f.edit.save }).click();
    await expect(dialog).toBeHidden();

    await expect(annaCell.getByRole('button')).toHaveText(`${euro(3_500)} ?`);
    await expect(brunoCell.getByRole('button')).toHaveText(euro(1_500));
    const { columns } = await financeDay(page, session.token, day);
    const edited = columns
      .find((c) => c.shopAccountId === anna.shopAccountId)!
      .billDetList.find((d) => d.billId === bill.id)!;
    expect(edited).toMatchObject({ billAmt: 3_500, billAmtChange: 3_000, billAmtChangeReson: reason });

    await hoverCell(page, annaCell);
    const details = cellDetails(page);
    await expect(detailFact(details, f.cell.changeReason)).toHaveText(reason);
    await expect(detailFact(details, f.cell.amountBefore)).toHaveText(euro(3_000));
    await expect(detailFact(details, f.cell.updateTime)).toHaveText(shopInstant(edited.updateTime, session.timeZone));
    // A bill not started from an appointment reads 'temporary appointment'.
    await expect(details.getByText(f.cell.temporary, { exact: true })).toBeVisible();
    await shootBoth(page, 'finance-table-modified-cell', {
      fullPage: false,
      prepare: async () => {
        await page.mouse.move(0, 0);
        await hoverCell(page, annaCell);
      },
    });
    const history = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: bill.billOrderNo },
      session.token,
    );
    expect(history.page.list[0]).toMatchObject({ totalAmount: 5_000, actualAmount: 5_000, cashAmount: 5_000 });
  });

  test('transfer a record to another technician: a reason is required, then the cell moves', async ({ page }) => {
    const session = await ownerSession(page);
    const day = dayAt(session, -603);
    const [from, to] = await technicians(page, session.token, day, 2);
    const bill = await createBill(page, session.token, {
      billDay: day,
      recordTime: '15:10',
      payType: 'card',
      customName: `Transfer ${RUN}`,
      staff: [{ shopAccountId: from.shopAccountId, amount: 4_000 }],
    });

    await openFinanceTable(page, day);
    const fromCell = await financeCell(page, '15:00', from.accountName);
    const toCell = await financeCell(page, '15:00', to.accountName);
    await expect(fromCell.getByRole('button')).toHaveText(euro(4_000));
    await expect(toCell.getByRole('button')).toHaveCount(0);

    await cellAction(page, fromCell, f.cell.transfer);
    const dialog = await openedDialog(page, f.transfer.title);
    await expect(
      dialog.getByText(f.transfer.from.replace('{{amount}}', euro(4_000)).replace('{{name}}', from.accountName)),
    ).toBeVisible();
    await dialog.getByLabel(f.transfer.technician).click();
    const option = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(to.accountName, { exact: true });
    await expect(option).toBeVisible();
    await motionsDone(page);
    await option.click();

    // Without a reason the dialog refuses, and nothing moves.
    await dialog.getByRole('button', { name: f.transfer.save }).click();
    await expect(dialog.getByText(errorText('TECHNICIAN_AND_REASON_REQUIRED', 'en'))).toBeVisible();
    await expect(dialog).toBeVisible();
    let { columns } = await financeDay(page, session.token, day);
    expect(columns.find((c) => c.shopAccountId === from.shopAccountId)!.billDetList.map((d) => d.billId)).toContain(
      bill.id,
    );

    const reason = `${to.accountName} did the colour`;
    await dialog.getByLabel(f.transfer.reason).fill(reason);
    await dialog.getByRole('button', { name: f.transfer.save }).click();
    await expect(dialog).toBeHidden();

    await expect(toCell.getByRole('button')).toHaveText(`${euro(4_000)} ?`);
    await expect(fromCell.getByRole('button')).toHaveCount(0);
    ({ columns } = await financeDay(page, session.token, day));
    expect(columns.find((c) => c.shopAccountId === from.shopAccountId)!.billDetList).toEqual([]);
    const moved = columns.find((c) => c.shopAccountId === to.shopAccountId)!.billDetList;
    expect(moved).toHaveLength(1);
    expect(moved[0]).toMatchObject({ billId: bill.id, billAmt: 4_000, billAmtChangeReson: reason });

    await hoverCell(page, toCell);
    await expect(detailFact(cellDetails(page), f.cell.changeReason)).toHaveText(reason);
  });

  test('the total row and footer totals: shown to the owner when set, never to a manager', async ({
    page,
    browser,
  }) => {
    // Two bills, a member's recharge, and the table read as two users: more than the default minute on a busy machine.
    test.slow();
    const session = await ownerSession(page);
    const day = dayAt(session, -605);
    const [anna, bruno] = await technicians(page, session.token, day, 2);
    const before = await callApi<{ displayBillHJ: string; displayBillZJ: string }>(
      page,
      'setup/displayBill/queryList',
      {},
      session.token,
    );
    const setDisplay = async (value: '0' | '1') => {
      const answer = await callApi(
        page,
        'setup/displayBill/createOrUpdate',
        { displayBillHJ: value, displayBillZJ: value },
        session.token,
      );
      expect(answer.code, answer.msg).toBe(0);
    };

    try {
      await setDisplay('1');
      // The day's bills: a split over two technicians with a coupon and a discount, a member-card deduction, and the
      // member's recharge.
      const member = await memberWithCard(page, session.token, {
        name: `Totale ${RUN}`,
        phone: phoneOf(61),
        amount: 20_000,
        billDay: day,
      });
      await createBill(page, session.token, {
        billDay: day,
        recordTime: '10:00',
        payType: 'cash',
        coupon: 500,
        discountDeduction: 300,
        staff: [
          { shopAccountId: anna.shopAccountId, amount: 5_000 },
          { shopAccountId: bruno.shopAccountId, amount: 3_000 },
        ],
      });
      await createBill(page, session.token, {
        billDay: day,
        recordTime: '14:30',
        payType: 'card',
        customerId: member.customerId,
        memberDeduction: 1_000,
        staff: [{ shopAccountId: anna.shopAccountId, amount: 4_000 }],
      });
      const perColumn = new Map([
        [anna.accountName, 9_000],
        [bruno.accountName, 3_000],
      ]);
      const footer = [
        [f.footer.total, 12_000],
        [f.footer.coupon, 500],
        [f.footer.discount, 300],
        [f.footer.cardDeduction, 1_000],
        [f.footer.cardRecharge, 20_000],
      ] as const;
      const { staticOrder } = await financeDay(page, session.token, day);
      expect(staticOrder).toEqual({
        totalAmount: 12_000,
        coupon: 500,
        discountDeduction: 300,
        memberDeduction: 1_000,
        giftVoucher: 0,
        rechargeAmount: 20_000,
        rechargeAmountGift: 0,
      });

      // The owner with both set: the 'total:' row per column and the footer totals.
      await openFinanceTable(page, day);
      await expectTotalRow(page, perColumn);
      await expectFooter(page, footer);
      await shootBoth(page, 'finance-table');

      // An accountType 2 manager: no internal password, the 'total:' row, never the footer, and no totals sent.
      await asManager(browser, async (managerPage) => {
        await openFinanceTable(managerPage, day, { isPasswordAsked: false });
        await expectTotalRow(managerPage, perColumn);
        await expect(footerRegion(managerPage)).toHaveCount(0);
        const token = (await managerPage.evaluate(() => localStorage.getItem('token')))!;
        const answer = await financeDay(managerPage, token, day);
        expect(answer.staticOrder).toBeNull();
        expect(answer.columns.find((c) => c.shopAccountId === anna.shopAccountId)!.billDetList).toHaveLength(2);
      });

      // The owner with both off: the bills stay, the 'total:' row and the footer go.
      await setDisplay('0');
      await page.reload({ waitUntil: 'domcontentloaded' });
      await openFinanceTable(page, day);
      await expect((await financeCell(page, '10:00', anna.accountName)).getByRole('button')).toHaveText(euro(5_000));
      await expect(financeTable(page).getByRole('rowheader', { name: f.totalRow, exact: true })).toHaveCount(0);
      await expect(footerRegion(page)).toHaveCount(0);
      await shootBoth(page, 'finance-table-without-totals');
    } finally {
      const restored = await callApi(page, 'setup/displayBill/createOrUpdate', before.data, session.token);
      expect(restored.code, restored.msg).toBe(0);
    }
  });
});

const footerRegion = (page: Page) => page.getByRole('region', { name: financeEn.financeTable.footer.title });

/** The 'total:' row: each column's sum, 0 for the columns without bills that day. */
async function expectTotalRow(page: Page, perColumn: Map<string, number>) {
  const table = financeTable(page);
  const totalRow = table.locator('tfoot tr');
  await expect(totalRow.getByRole('rowheader')).toHaveText(financeEn.financeTable.totalRow);
  const heads = (await table.locator('thead th').allTextContents()).slice(1);
  const expected = heads.map((head) => {
    const name = [...perColumn.keys()].find((key) => head.startsWith(key));
    return euro(name ? perColumn.get(name)! : 0);
  });
  await expect(totalRow.getByRole('cell')).toHaveText(expected);
}

/** The footer's totals, in order, each with its label. */
async function expectFooter(page: Page, items: readonly (readonly [string, number])[]) {
  const region = footerRegion(page);
  await expect(region.locator('dt')).toHaveText(items.map(([label]) => label));
  await expect(region.locator('dd')).toHaveText(items.map(([, cents]) => euro(cents)));
}

/** Runs steps as the demo's accountType 2 manager in a browser context of their own. */
async function asManager(browser: Browser, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginWithPassword(page, MANAGER.account, MANAGER.password);
    await steps(page);
  } finally {
    await context.close();
  }
}
