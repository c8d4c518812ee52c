import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { addDays, localToInstant, weekdayOf } from '../contract/shop-time';
import type { TAppointDay, TProductOrders, TShopReport, TStaffReport } from '../contract/stats';
import { toHhmm } from '../contract/time-slots';
import dashboardEn from '../web/src/features/dashboard/locales/en.json' with { type: 'json' };
import statsEn from '../web/src/features/stats/locales/en.json' with { type: 'json' };
import { callApi, loginWithPassword, motionsDone, PHONE_SIZE } from './support';

/**
 * What the dashboard and reports specs share (issue 19): their texts, the shop-local instants the clocks are pinned to
 * (support.ts sets the server's), the statistics calls read through the API, bookings and far-off months of their own,
 * and the period picker of the report screens.
 */

/** The dashboard's and the reports' own texts (their feature catalogs). */
export const padText = dashboardEn.padStats;
export const statsText = statsEn.stats;

/** The demo chain's accountType 2 manager (sees the per-staff reports, never a shop total). */
export const MANAGER = { account: 'demo-manager', password: 'demo1234' };

/** The shop-local instant of a minute of a day. */
export const instantAt = (day: string, minute: number, zone: string) =>
  localToInstant(`${day} ${toHhmm(minute)}`, zone);

/** The month 'YYYY-MM' `months` after the month of a day. */
export function monthAfter(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every day 'YYYY-MM-DD' of a month. */
export function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

/** The demo shop's working days (Tuesday to Saturday) of a month. */
export const workingDaysOf = (month: string) => daysOf(month).filter((d) => weekdayOf(d) >= 2 && weekdayOf(d) <= 6);

/** Answers a statistics call's data, expecting success. */
export async function statOf<T>(page: Page, path: string, input: Record<string, unknown>, token: string): Promise<T> {
  const answer = await callApi<T>(page, path, input, token);
  expect(answer.code, `${path}: ${answer.msg}`).toBe(0);
  return answer.data;
}

export const appointDayOf = (page: Page, token: string, day: string) =>
  statOf<TAppointDay>(page, 'controlPad/staticShopAppointByDay', { day }, token);

export const productOrdersOf = (page: Page, token: string, month: string) =>
  statOf<TProductOrders>(page, 'controlPad/shopProductOrderByMonth', { month }, token);

export const staffMonthOf = (page: Page, token: string, month: string, shopAccountId?: number) =>
  statOf<TStaffReport>(page, 'static/userIncomeByBillMonth', { month, shopAccountId }, token);

export const shopMonthOf = (page: Page, token: string, month: string) =>
  statOf<TShopReport>(page, 'static/shopIncomeByBillMonth', { month }, token);

export type TProject = { id: number; name: string; duration: number };

/** The projects a technician may be booked for (all of the shop's when they have no list of their own). */
export async function projectsOf(page: Page, token: string, accountId: number): Promise<TProject[]> {
  const answer = await callApi<TProject>(
    page,
    'product/queryProductListByAccount',
    { accountId, curPage: 1, limit: 500 },
    token,
  );
  expect(answer.code, answer.msg).toBe(0);
  return answer.page.list;
}

/**
 * Books one person through appoint/create at a time of a day, outside the technician's hours if need be (the
 * 'book anyway' choice), and answers the appointment's id.
 */
export async function bookAt(
  page: Page,
  token: string,
  {
    day,
    time,
    accountId,
    productIds,
    name,
  }: { day: string; time: string; accountId: number; productIds: number[]; name: string },
): Promise<number> {
  const created = await callApi<{ list: { id: number }[] }>(
    page,
    'appoint/create',
    {
      appointDay: day,
      startTime: time,
      confirmOutsideHours: true,
      people: [{ customName: name, customPhone: '', shopAccountId: accountId, productIds }],
    },
    token,
  );
  expect(created.code, created.msg).toBe(0);
  return created.data.list[0].id;
}

/** Chooses the kind of a report's period (its segmented control: 'Day', 'Bill month' …). */
export async function choosePeriodKind(page: Page, label: string) {
  await page.locator('.stats-period .ant-segmented').getByText(label, { exact: true }).click();
}

/** Types a value into one of the period's pickers (by its label) and confirms it, as the pickers are not clearable. */
export async function typeInPicker(page: Page, label: string, value: string) {
  const picker = page.getByRole('textbox', { name: label, exact: true });
  await picker.click();
  await motionsDone(page);
  await picker.fill(value);
  // The open panel has moved to what was typed: its cell confirms it (Enter alone is sometimes not taken).
  const cell = page.locator(`.ant-picker-dropdown:not(.ant-picker-dropdown-hidden) td[title="${value}"]`);
  await expect(cell).toBeVisible();
  await cell.click();
  await expect(picker).toHaveValue(value);
}

/** Types a range into the period's range picker: its start, then its end. */
export async function typeRange(page: Page, start: string, end: string) {
  const inputs = page.locator('.stats-period .ant-picker-range input');
  await expect(inputs).toHaveCount(2);
  await inputs.nth(0).click();
  await inputs.nth(0).fill(start);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).fill(end);
  await inputs.nth(1).press('Enter');
  await expect(inputs.nth(0)).toHaveValue(start);
  await expect(inputs.nth(1)).toHaveValue(end);
}

/**
 * Every chart inside a container has drawn: its SVG holds its axes' labels (a chart whose drawing failed leaves an
 * empty SVG behind).
 */
export async function expectChartsDrawn(container: Locator, count: number) {
  const charts = container.locator('.chart');
  await expect(charts).toHaveCount(count);
  for (const chart of await charts.all()) {
    await expect(chart.locator('svg')).toHaveCount(1);
    await expect.poll(() => chart.locator('svg text').count()).toBeGreaterThan(0);
  }
}

/**
 * At phone width nothing is wider than the screen: the page never scrolls sideways (tables and the period choice
 * scroll within themselves).
 */
export async function expectNoSidewaysScrollOnPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize(PHONE_SIZE);
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth))
    .toBeLessThanOrEqual(PHONE_SIZE.width);
  if (size) await page.setViewportSize(size);
}

/** A shop figure of a report by its name (data-figure). */
export const shopFigure = (page: Page, name: string) =>
  page.getByTestId('shop-figures').locator(`dd[data-figure="${name}"]`);

/** Runs steps as the demo's accountType 2 manager in a browser context of their own. */
export async function asManager(browser: Browser, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginWithPassword(page, MANAGER.account, MANAGER.password);
    await steps(page);
  } finally {
    await context.close();
  }
}
