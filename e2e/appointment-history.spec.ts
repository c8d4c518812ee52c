import { expect, type Page, test } from '@playwright/test';
import type { TAppointment } from '../contract/appointments';
import type { TStaff } from '../contract/staff';
import appointmentsEn from '../web/src/features/appointments/locales/en.json' with { type: 'json' };
import staffEn from '../web/src/features/staff/locales/en.json' with { type: 'json' };
import appEn from '../web/src/locales/en.json' with { type: 'json' };
import {
  callApi,
  DESKTOP_SIZE,
  en,
  expectPath,
  fill,
  loginAsDemo,
  menuItem,
  motionsDone,
  openDropdown,
  openedConfirm,
  shootBoth,
  stored,
} from './support';

const { appointmentMonth: m, appointmentHistory: h } = appointmentsEn;
const { staff: s } = staffEn;
const { common } = appEn;

/** i18next's English plural: the `_one` text for 1, the `_other` text otherwise. */
const plural = (texts: { one: string; other: string }, count: number, params: Record<string, string | number> = {}) =>
  fill(count === 1 ? texts.one : texts.other, { ...params, count });
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A day as the month grid names it in English ('Tuesday, November 24, 2026'). */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

async function tokenOf(page: Page) {
  const token = await stored(page, 'token');
  expect(token).toBeTruthy();
  return token!;
}

/** The demo's coming active appointments (the seed books five working days from three days ago), soonest first. */
async function upcoming(page: Page, token: string, extra: Record<string, unknown> = {}) {
  const body = await callApi<TAppointment>(
    page,
    'appoint/queryHisAppointList',
    { upcomingOnly: true, curPage: 1, limit: 100, ...extra },
    token,
  );
  expect(body.code).toBe(0);
  return body.page;
}

test.describe('appointment month view, history and the resignation warning (SPEC §2.8, §4)', () => {
  test('the month view counts appointments per day and a day opens its board', async ({ page }) => {
    await loginAsDemo(page);
    const token = await tokenOf(page);
    const { list } = await upcoming(page, token);
    expect(list.length).toBeGreaterThan(0);
    const day = list[0].appointDay;
    const month = day.slice(0, 7);
    const counts = await callApi<{ month: string; list: { appointDay: string; count: number }[] }>(
      page,
      'appoint/shopAccountAppointsByMonth',
      { month },
      token,
    );
    const perDay = counts.data.list;
    const total = perDay.reduce((sum, item) => sum + item.count, 0);
    expect(perDay.find((item) => item.appointDay === day)?.count).toBeGreaterThan(0);

    await page.goto(`/#/frame/appointmentInMonth?month=${month}`);
    await expect(page.getByText(plural({ one: m.total_one, other: m.total_other }, total))).toBeVisible();
    for (const item of perDay) {
      const cell = page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(longDay(item.appointDay))}.*: ${item.count} appointments?$`),
      });
      await expect(cell).toBeVisible();
      await expect(cell).toContainText(plural({ one: m.count_one, other: m.count_other }, item.count));
    }
    await shootBoth(page, 'appointment-month');

    // Next and back again keep the month in the address.
    await page.getByRole('button', { name: m.next, exact: true }).click();
    await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
    await page.getByRole('button', { name: m.previous, exact: true }).click();
    await expect(page.getByText(plural({ one: m.total_one, other: m.total_other }, total))).toBeVisible();

    await page.getByRole('button', { name: new RegExp(`^${escapeRegExp(longDay(day))}`) }).click();
    await expectPath(page, `/frame/appointNew/${day}`);
  });

  test('history: search a customer by name and read the appointment’s log', async ({ page }) => {
    await loginAsDemo(page);
    const token = await tokenOf(page);
    const named = (await upcoming(page, token)).list.find((a) => a.customName !== '');
    expect(named).toBeDefined();
    const customer = named!.customName;

    await page.goto('/#/frame/appointmentHistory');
    await expect(page.getByRole('tab', { name: h.tab.list })).toHaveAttribute('aria-selected', 'true');
    await page.getByPlaceholder(h.search).fill(customer);
    const row = page.getByRole('row').filter({ hasText: customer });
    await expect(row.first()).toBeVisible();
    await expect(
      page
        .getByRole('row')
        .filter({ hasNotText: customer })
        .filter({ has: page.locator('td') }),
    ).toHaveCount(0);
    await shootBoth(page, 'appointment-history-search');

    await row.first().click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByRole('tab', { name: h.detail.logTab }) });
    await expect(drawer.getByRole('tab', { name: h.detail.logTab })).toHaveAttribute('aria-selected', 'true');
    // Booked at the desk or, for two demo customers, in the app.
    const added = new RegExp(`^(${escapeRegExp(h.logType.H5_ADD)}|${escapeRegExp(h.logType.APP_ADD)})$`);
    await expect(drawer.getByText(added).first()).toBeVisible();
    await expect(drawer.locator('.log-entry').first()).toContainText(customer);
    await motionsDone(page);
    await drawer.getByRole('tab', { name: h.detail.smsTab }).click();
    await expect(drawer.locator('.sms-item').or(drawer.getByText(h.sms.empty)).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // The shop's whole operation log has its own tab.
    await page.getByRole('tab', { name: h.tab.log }).click();
    await expect(page).toHaveURL(/tab=log/);
    await expect(page.locator('.log-entry').first()).toBeVisible();
    await expect(page.getByText(h.logType.H5_ADD, { exact: true }).first()).toBeVisible();
    await shootBoth(page, 'appointment-operation-log');
  });

  test('history: the wide table scrolls and its rows open from the keyboard, with no rows as with rows (WCAG 2.1.1)', async ({
    page,
  }) => {
    await loginAsDemo(page);
    await page.setViewportSize(DESKTOP_SIZE);
    await page.goto('/#/frame/appointmentHistory');
    const region = page.getByRole('region', { name: common.tableScrolls });
    // Before its rows and with none, the table is wider than the page and holds nothing else to focus.
    await page.getByPlaceholder(h.search).fill('zz no such customer zz');
    await expect(page.locator('.ant-table-placeholder')).toBeVisible();
    await expect(region).toHaveAttribute('tabindex', '0');
    await page.getByPlaceholder(h.search).fill('');
    await expect(page.locator('.history-row').first()).toBeVisible();
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // A row opens its appointment from the keyboard as from a click.
    await page.keyboard.press('Tab');
    await expect(page.locator('.history-row').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('tab', { name: h.detail.logTab })).toBeVisible();
  });

  test('resigning a technician with coming appointments warns with the count and the next ones', async ({ page }) => {
    await loginAsDemo(page);
    const token = await tokenOf(page);
    const staff = await callApi<TStaff>(
      page,
      'account/queryMemList',
      { appointFlag: 0, curPage: 1, limit: 5000 },
      token,
    );
    let technician: TStaff | undefined;
    let coming: { list: TAppointment[]; totalCount: number } | undefined;
    for (const candidate of staff.page.list.filter((member) => member.accountType !== 1)) {
      const found = await upcoming(page, token, { shopAccountId: candidate.id, limit: 5 });
      if (found.totalCount > 0) {
        technician = candidate;
        coming = found;
        break;
      }
    }
    expect(technician).toBeDefined();
    const { name } = technician!;

    await page.goto('/#/frame/employerManage');
    const row = page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });
    const openResign = async () => {
      await openDropdown(page, row.getByRole('button', { name: fill(s.labelFor, { label: s.more, name }) }));
      await menuItem(page, s.action.resign).click();
      return openedConfirm(page, s.confirm.resignTitle);
    };

    let dialog = await openResign();
    await expect(dialog).toContainText(fill(s.confirm.resignText, { name }));
    await expect(dialog).toContainText(
      plural({ one: s.resign.pending_one, other: s.resign.pending_other }, coming!.totalCount, { name }),
    );
    const first = coming!.list[0];
    const itemName = new RegExp(
      `${first.startTime} · ${escapeRegExp(first.customName || s.resign.temporaryCustomer)}$`,
    );
    const link = dialog.getByRole('link', { name: itemName });
    await expect(link.first()).toBeVisible();
    await shootBoth(page, 'staff-resign-warning', { prepare: () => motionsDone(page) });
    await dialog.getByRole('button', { name: en.common.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // A listed appointment leads to its day board, and the dialog goes away without resigning anyone.
    dialog = await openResign();
    await dialog.getByRole('link', { name: itemName }).first().click();
    await expectPath(page, `/frame/appointNew/${first.appointDay}`);
    await expect(dialog).toHaveCount(0);
    const after = await callApi<TStaff>(
      page,
      'account/queryMemList',
      { appointFlag: 0, curPage: 1, limit: 5000 },
      token,
    );
    expect(after.page.list.find((member) => member.id === technician!.id)?.status).toBe('normal');
  });
});
