import { expect, test } from '@playwright/test';
import { addDays } from '../contract/shop-time';
import { boardOf, boardText, book, freeColumns, openBoard, session } from './board.support';
import { DESKTOP_SIZE, loginAsDemo, motionsDone, PHONE_SIZE, SHOTS, shoot } from './support';

/**
 * The day sheet (issue 21): from the board's toolbar, the day's appointments per technician or all on one page, and
 * a print that shows the sheet alone.
 */
const sheet = boardText.sheet;

test('prints the day per technician or all on one page, and only the sheet reaches the paper', async ({ page }) => {
  await page.setViewportSize(DESKTOP_SIZE);
  await loginAsDemo(page);
  const { token, today } = await session(page);
  // A day weeks ahead (never in the demo's own weeks) when the shop is open and two technicians are free at 10:00:
  // the shop is closed on some weekdays, and other specs book days ahead too.
  let day = addDays(today, 45 + (Date.now() % 20));
  let columns = freeColumns(await boardOf(page, token, day), '10:00', '11:00').slice(0, 2);
  for (let tries = 0; columns.length < 2 && tries < 14; tries++) {
    day = addDays(day, 1);
    columns = freeColumns(await boardOf(page, token, day), '10:00', '11:00').slice(0, 2);
  }
  expect(columns).toHaveLength(2);
  const run = Date.now().toString(36);
  await book(page, token, day, columns[0].shopAccountId, '10:00', `Sheet A ${run}`);
  await book(page, token, day, columns[1].shopAccountId, '10:15', `Sheet B ${run}`);

  await openBoard(page, day);
  await page.getByTestId('board-day-sheet').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  const preview = dialog.getByTestId('day-sheet');
  const first = preview.locator('section').filter({ hasText: `Sheet A ${run}` });
  await expect(first).toContainText(columns[0].name);
  await expect(first).not.toContainText(`Sheet B ${run}`);
  await expect(preview.locator('section').filter({ hasText: `Sheet B ${run}` })).toContainText(columns[1].name);
  await shoot(page, 'day-sheet-per-technician-1440', { fullPage: false });

  await dialog.getByText(sheet.allOnOne, { exact: true }).click();
  await expect(preview.locator('section')).toHaveCount(1);
  const rows = preview.getByRole('row');
  await expect(rows.filter({ hasText: `Sheet A ${run}` })).toContainText(columns[0].name);
  await expect(rows.filter({ hasText: `Sheet B ${run}` })).toContainText('10:15');
  await expect(preview.getByRole('columnheader', { name: sheet.technician })).toBeVisible();

  // Print: the browser's dialog is replaced; the body is marked, and on paper only the sheet's copy shows.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await dialog.getByRole('button', { name: sheet.print }).click();
  await expect(page.locator('body')).toHaveClass(/is-printing-day-sheet/);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('body > .day-sheet-print')).toBeVisible();
  await expect(page.locator('body > .day-sheet-print')).toContainText(`Sheet B ${run}`);
  await expect(page.getByTestId('day-board')).toBeHidden();
  // Not through shoot(): the hidden board's live dot keeps animating under print media.
  await page.screenshot({ path: `${SHOTS}/day-sheet-print-1440.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect(page.locator('body')).not.toHaveClass(/is-printing-day-sheet/);

  await dialog.getByRole('button', { name: boardText.action.cancel }).click();
  await page.setViewportSize(PHONE_SIZE);
  await page.getByTestId('board-day-sheet').click();
  await expect(page.getByRole('dialog').getByTestId('day-sheet')).toContainText(`Sheet A ${run}`);
  await motionsDone(page);
  await shoot(page, 'day-sheet-375', { fullPage: false });
});
