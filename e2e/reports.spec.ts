import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  createBill,
  dayAt,
  euro,
  financeDay,
  openFinanceScreen,
  ownerSession,
  RUN,
  technicians,
} from './bills.support';
import {
  asManager,
  choosePeriodKind,
  daysOf,
  expectChartsDrawn,
  expectNoSidewaysScrollOnPhone,
  monthAfter,
  shopFigure,
  shopMonthOf,
  staffMonthOf,
  statsText,
  typeInPicker,
  typeRange,
  workingDaysOf,
} from './stats.support';
import { en, shootBoth } from './support';

/**
 * Staff performance and turnover (SPEC §2.12, issue 19): one technician's detail over a bill month and a date range,
 * the turnover of a bill month and of a day against the finance table, the CSV export, and what an accountType 2
 * manager sees. Bills are recorded through the API in months six and seven months ahead, where no demo bill and no
 * other spec writes; the turnover check reads the demo's own recent bills.
 */
const PERFORMANCE_PATH = '/frame/choosePerformance/performance';
const SALES_PATH = '/frame/choosePerformance/sales';

/** Logs in as the demo owner, elevates the session for the API set-up and answers the session. */

/** A staff member's row of a report's staff table. */
const staffRow = (page: Page, name: string) =>
  page.locator('.stats-table tbody tr').filter({ has: page.getByRole('link', { name, exact: true }) });

/** A figure of the performance detail by its name (data-figure). */
const detailFigure = (page: Page, name: string) => page.locator(`dl.stats-figures dd[data-figure="${name}"]`);

/** A CSV export's rows (the writer puts a byte-order mark first; no cell of these reports holds a comma or quote). */
const csvRows = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.length > 0)
    .map((line) => line.split(','));

test.describe('staff performance and turnover (SPEC §2.12)', () => {
  test('the performance detail of one technician: the income of their bills of a bill month and a date range', async ({
    page,
  }) => {
    const session = await ownerSession(page);
    const month = monthAfter(session.today, 6);
    const [first, second, third] = [1, 5, 10].map((i) => workingDaysOf(month)[i]);
    const [tech, other] = await technicians(page, session.token, first, 2);
    // Three bills with lines of theirs, one shared with a colleague whose line is not theirs.
    await createBill(page, session.token, {
      billDay: first,
      recordTime: '10:05',
      payType: 'cash',
      customName: `Detail ${RUN}`,
      staff: [{ shopAccountId: tech.shopAccountId, amount: 4_550 }],
    });
    await createBill(page, session.token, {
      billDay: second,
      recordTime: '15:20',
      payType: 'card',
      staff: [
        { shopAccountId: tech.shopAccountId, amount: 3_000 },
        { shopAccountId: other.shopAccountId, amount: 2_000 },
      ],
    });
    await createBill(page, session.token, {
      billDay: third,
      recordTime: '11:40',
      payType: 'cash',
      coupon: 500,
      staff: [{ shopAccountId: tech.shopAccountId, amount: 6_725 }],
    });
    const income = 4_550 + 3_000 + 6_725;
    const report = await staffMonthOf(page, session.token, month, tech.shopAccountId);
    expect(report.staff).toHaveLength(1);
    expect(report.staff[0]).toMatchObject({ shopAccountId: tech.shopAccountId, income, bills: 3 });

    // Staff performance behind the internal password, then the technician's name opens their detail.
    await openFinanceScreen(page, en.secondMenu.staffPerformance, PERFORMANCE_PATH);
    await staffRow(page, tech.accountName).getByRole('link', { name: tech.accountName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/frame/choosePerformance/performanceDetail/${tech.shopAccountId}$`));
    await expect(page.getByTestId('detail-name')).toHaveText(tech.accountName);

    await choosePeriodKind(page, statsText.period.billMonth);
    await typeInPicker(page, statsText.period.billMonth, month);
    await expect(detailFigure(page, 'income')).toHaveText(euro(income));
    await expect(detailFigure(page, 'bills')).toHaveText('3');
    await expectChartsDrawn(page.locator('.stats-charts'), 2);
    await shootBoth(page, 'performance-detail');
    await expectNoSidewaysScrollOnPhone(page);

    // A date range over the last two bills' days only.
    await choosePeriodKind(page, statsText.period.range);
    await typeRange(page, second, third);
    await expect(detailFigure(page, 'income')).toHaveText(euro(3_000 + 6_725));
    await expect(detailFigure(page, 'bills')).toHaveText('2');
  });

  test("turnover by bill month and by day equals the finance table's footer totals of its days", async ({ page }) => {
    const session = await ownerSession(page);
    // The latest day of the demo's four weeks of bills that has any: its month is the one compared.
    let day = '';
    for (let offset = 1; offset <= 28 && !day; offset++) {
      const candidate = dayAt(session, -offset);
      if ((await financeDay(page, session.token, candidate)).staticOrder!.totalAmount > 0) day = candidate;
    }
    expect(day, 'a day of the demo with bills').not.toBe('');
    const month = day.slice(0, 7);
    const footers = new Map<string, NonNullable<Awaited<ReturnType<typeof financeDay>>['staticOrder']>>();
    for (const d of daysOf(month)) footers.set(d, (await financeDay(page, session.token, d)).staticOrder!);
    const monthTotal = [...footers.values()].reduce((sum, footer) => sum + footer.totalAmount, 0);
    // The report's day points are the finance table's footers, day by day.
    const report = await shopMonthOf(page, session.token, month);
    expect(report.series.map((p) => [p.key, p.income])).toEqual([...footers].map(([d, f]) => [d, f.totalAmount]));
    expect(report.total.income).toBe(monthTotal);

    await openFinanceScreen(page, en.secondMenu.turnover, SALES_PATH);
    await typeInPicker(page, statsText.period.billMonth, month);
    await expect(shopFigure(page, 'income')).toHaveText(euro(monthTotal));
    await expectChartsDrawn(page.locator('.stats-page'), 1);

    await choosePeriodKind(page, statsText.period.day);
    await typeInPicker(page, statsText.period.day, day);
    const footer = footers.get(day)!;
    await expect(shopFigure(page, 'income')).toHaveText(euro(footer.totalAmount));
    await expect(shopFigure(page, 'coupon')).toHaveText(euro(footer.coupon));
    await expect(shopFigure(page, 'discountDeduction')).toHaveText(euro(footer.discountDeduction));
    await expect(shopFigure(page, 'memberDeduction')).toHaveText(euro(footer.memberDeduction));
    await expect(shopFigure(page, 'giftVoucher')).toHaveText(euro(footer.giftVoucher));
    await expectChartsDrawn(page.locator('.stats-page'), 1);
    await shootBoth(page, 'turnover-day');
    await expectNoSidewaysScrollOnPhone(page);

    // A day without bills (the shop is closed on Sundays and Mondays): nothing, and its chart still drawn.
    const quiet = [...footers].find(([, f]) => f.totalAmount === 0)![0];
    await typeInPicker(page, statsText.period.day, quiet);
    await expect(shopFigure(page, 'income')).toHaveText(euro(0));
    await expect(shopFigure(page, 'bills')).toHaveText('0');
    await expectChartsDrawn(page.locator('.stats-page'), 1);
  });

  test('Export CSV downloads the staff names and amounts as plain decimals; a manager sees no shop figures', async ({
    page,
    browser,
  }) => {
    const session = await ownerSession(page);
    const month = monthAfter(session.today, 7);
    const [first, second] = [3, 4].map((i) => workingDaysOf(month)[i]);
    const [anna, bruno] = await technicians(page, session.token, first, 2);
    await createBill(page, session.token, {
      billDay: first,
      recordTime: '09:30',
      payType: 'cash',
      staff: [{ shopAccountId: anna.shopAccountId, amount: 12_345 }],
    });
    await createBill(page, session.token, {
      billDay: second,
      recordTime: '16:00',
      payType: 'card',
      staff: [
        { shopAccountId: anna.shopAccountId, amount: 1_000 },
        { shopAccountId: bruno.shopAccountId, amount: 6_000 },
      ],
    });

    await openFinanceScreen(page, en.secondMenu.turnover, SALES_PATH);
    await typeInPicker(page, statsText.period.billMonth, month);
    await expect(shopFigure(page, 'income')).toHaveText(euro(19_345));
    await expect(staffRow(page, anna.accountName).getByRole('cell').nth(1)).toHaveText(euro(13_345));
    await expect(staffRow(page, bruno.accountName).getByRole('cell').nth(1)).toHaveText(euro(6_000));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: statsText.exportCsv }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`turnover-billMonth-${month}.csv`);
    const rows = csvRows(readFileSync((await download.path())!, 'utf8'));
    expect(rows).toContainEqual([statsText.figure.income, '193.45']);
    const header = rows.find((row) => row[0] === statsText.column.name)!;
    expect(header.slice(1, 3)).toEqual([statsText.figure.income, statsText.figure.unpaidIncome]);
    const annaRow = rows.find((row) => row[0] === anna.accountName)!;
    const brunoRow = rows.find((row) => row[0] === bruno.accountName)!;
    expect(annaRow.slice(0, 5)).toEqual([anna.accountName, '133.45', '0.00', '0.00', '2']);
    expect(brunoRow.slice(0, 5)).toEqual([bruno.accountName, '60.00', '0.00', '0.00', '1']);
    // Every money column of every staff row is a plain decimal (income, unpaid, adjustments, recharges amount).
    for (const row of rows.slice(rows.indexOf(header) + 1)) {
      for (const index of [1, 2, 3, 8]) expect(row[index]).toMatch(/^-?\d+\.\d{2}$/);
    }

    // The accountType 2 manager: the staff table, never the shop's figures (and no internal password).
    await asManager(browser, async (manager) => {
      await openFinanceScreen(manager, en.secondMenu.turnover, SALES_PATH, { isPasswordAsked: false });
      await typeInPicker(manager, statsText.period.billMonth, month);
      await expect(staffRow(manager, anna.accountName).getByRole('cell').nth(1)).toHaveText(euro(13_345));
      await expect(staffRow(manager, bruno.accountName).getByRole('cell').nth(1)).toHaveText(euro(6_000));
      await expect(manager.getByText(statsText.totalsHidden, { exact: true })).toBeVisible();
      await expect(manager.getByTestId('shop-figures')).toHaveCount(0);
      await shootBoth(manager, 'turnover-manager');
      await expectNoSidewaysScrollOnPhone(manager);
    });
  });
});
