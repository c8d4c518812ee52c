import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, weekdayOf } from '../contract/shop-time';
import { toHhmm, toMinutes } from '../contract/time-slots';
import settingsEn from '../web/src/features/settings/locales/en.json' with { type: 'json' };
import { weekdayName } from '../web/src/features/settings/settings.format';
import { boardOf, session, type TColumn } from './board.support';
import { chooseOption, en, fill, loginAsDemo, shoot } from './support';

/**
 * Issue 17 (ADR 022): a change of a technician's hours made in one browser reaches the day board open in another as
 * a live 'workTime' event, and the board redraws its shading without a reload.
 */

const { settings: w } = settingsEn;

/** A working day of the demo (Tuesday to Saturday) well ahead, so no appointment hides the slots. */
function quietDay(today: string) {
  let day = addDays(today, 10);
  while (weekdayOf(day) < 2 || weekdayOf(day) > 6) day = addDays(day, 1);
  return day;
}

async function newBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Rome' });
  return context.newPage();
}

const isFreeAt = (column: TColumn, minute: number) =>
  column.periods.every((p) => minute < toMinutes(p.start) || minute >= toMinutes(p.end));

/** Sets one weekday of the chosen staff member on the work time screen to a mode, with a morning range for 'open'. */
async function saveStaffDay(page: Page, day: string, mode: 'open' | 'inherit', morning: [string, string] = ['', '']) {
  const modeLabel = mode === 'open' ? w.hours.open : w.hours.shopHours;
  await page
    .getByRole('radiogroup', { name: fill(w.hours.modeOf, { day }) })
    .getByText(modeLabel, { exact: true })
    .click();
  if (mode === 'open') {
    // The range picker's start and end inputs carry the day's label.
    const inputs = page.getByRole('textbox', { name: fill(w.hours.morningOf, { day }), exact: true });
    await inputs.first().click();
    await inputs.first().fill(morning[0]);
    await inputs.first().press('Enter');
    await inputs.last().fill(morning[1]);
    await inputs.last().press('Enter');
    await expect(inputs.first()).toHaveValue(morning[0]);
    await expect(inputs.last()).toHaveValue(morning[1]);
  }
  await page.getByRole('button', { name: w.save, exact: true }).click();
  await expect(page.getByText(en.common.operationSuccess).last()).toBeVisible();
}

test.describe('the board follows work time changed in another browser (issue 17)', () => {
  test("a technician's hours changed on the work time screen reshade the open board, without a reload", async ({
    page,
    browser,
  }, testInfo) => {
    const desk = page;
    const office = await newBrowser(browser, testInfo.project.use.baseURL);
    await loginAsDemo(desk);
    await loginAsDemo(office);
    const { token, today } = await session(desk);
    const day = quietDay(today);
    const board = await boardOf(desk, token, day);

    // A technician free at some row of the day, and hours for them two hours after it, so that row goes off.
    let technician: TColumn | undefined;
    let free = '';
    for (const column of board.technicians.filter((c) => c.isBookable)) {
      free = board.slots.find((slot) => isFreeAt(column, toMinutes(slot))) ?? '';
      if (free) {
        technician = column;
        break;
      }
    }
    if (!technician) throw new Error('no demo technician is free at any row of the day');
    const later: [string, string] = [toHhmm(toMinutes(free) + 120), toHhmm(toMinutes(free) + 180)];

    await desk.goto(`/#/frame/appointNew/${day}`);
    await expect(desk.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');
    await desk.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    const slot = desk.getByTestId(`slot-${technician.shopAccountId}-${free}`);
    await expect(slot).not.toHaveClass(/board-slot--off/);

    // The office sets that technician's hours of the weekday on the work time screen.
    await office.goto('/#/frame/settings/timeManage');
    await office.getByRole('tab', { name: w.tabs.staffHours, exact: true }).click();
    const member = office.getByLabel(w.staff.member, { exact: true });
    await member.click();
    await member.fill(technician.name);
    await chooseOption(office, technician.name);
    await expect(office.getByTitle(technician.name, { exact: true }).first()).toBeVisible();
    const weekday = weekdayName(weekdayOf(day), 'en');
    await saveStaffDay(office, weekday, 'open', later);

    await expect(slot).toHaveClass(/board-slot--off/);
    await expect(desk.getByTestId(`slot-${technician.shopAccountId}-${later[0]}`)).not.toHaveClass(/board-slot--off/);
    await shoot(desk, 'board-live-hours-after-change');

    // Back to the shop's hours: the shading goes again.
    await saveStaffDay(office, weekday, 'inherit');
    await expect(slot).not.toHaveClass(/board-slot--off/);
    expect(await desk.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true)).toBe(true);
    await office.context().close();
  });
});
