import { expect, type Page, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import { addDays } from '../contract/shop-time';
import {
  boardOf,
  boardText,
  book,
  confirmMove,
  dragWithMouse,
  findFreeDay,
  openBoard,
  range,
  session,
} from './board.support';
import { callApi, loginAsDemo, motionsDone, SHOTS } from './support';

/**
 * Undo on the board (issue 22, ADR 030): the toast after a move, a length change and a delete offers Undo for ten
 * seconds; a move and a length change go back through the same call, a delete through appoint/restore, which is
 * refused when the slot was booked meanwhile. Each test books on days of its own, found free through the API.
 */
const t = boardText;

/** The toast saying what happened, and its Undo button. */
const undoToast = (page: Page, text: string) => page.getByTestId('undo-toast').filter({ hasText: text });

async function undo(page: Page, text: string) {
  const toast = undoToast(page, text);
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: t.undo.action, exact: true }).click();
  await expect(toast).toHaveCount(0);
}

async function deleteThroughDrawer(page: Page, id: number) {
  await page.getByTestId(`appt-${id}`).click();
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer).toBeVisible();
  await motionsDone(page);
  await drawer.getByRole('button', { name: t.action.delete, exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: t.action.deleteConfirm });
  await motionsDone(page);
  await confirm.getByRole('button', { name: t.action.delete, exact: true }).click();
  await expect(page.getByTestId(`appt-${id}`)).toHaveCount(0);
}

test.describe('undo on the board (issue 22)', () => {
  test('a move and a length change are undone from their toast', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(81, 95).map((n) => addDays(today, n)),
      '10:00',
      '13:00',
      2,
    );
    const [from, to] = columns;
    const item = await book(page, token, day, from.shopAccountId, '10:00', 'Annulla Sposta');
    await openBoard(page, day);
    const block = page.getByTestId(`appt-${item.id}`);
    await dragWithMouse(page, block, page.getByTestId(`slot-${to.shopAccountId}-11:00`));
    await confirmMove(page);
    await expect(block).toHaveAttribute('data-account', String(to.shopAccountId));
    // The toast itself (shoot() waits for toasts to go).
    await expect(undoToast(page, t.undo.moved)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/undo-toast-desktop.png` });
    await undo(page, t.undo.moved);
    await expect(page.getByText(t.undo.done)).toBeVisible();
    await expect(block).toHaveAttribute('data-account', String(from.shopAccountId));
    await expect(block).toHaveAttribute('data-start', '10:00');

    // The bottom edge two rows down (30 minutes longer), then back.
    const edge = page.getByTestId(`appt-edge-${item.id}`);
    await edge.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const e = (await edge.boundingBox())!;
    const rowHeight = (await page.getByTestId(`slot-${from.shopAccountId}-11:00`).boundingBox())!.height;
    await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2);
    await page.mouse.down();
    await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2 + rowHeight * 2, { steps: 8 });
    await page.mouse.up();
    const durationOf = async () => (await boardOf(page, token, day)).list.find((x) => x.id === item.id)?.duration;
    await expect.poll(durationOf).toBe(item.duration + 30);
    await undo(page, t.undo.resized);
    await expect.poll(durationOf).toBe(item.duration);
  });

  test('a delete is undone through appoint/restore, and refused once the slot was booked again', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(96, 110).map((n) => addDays(today, n)),
      '10:00',
      '13:00',
    );
    const [tech] = columns;
    const item = await book(page, token, day, tech.shopAccountId, '10:00', 'Annulla Elimina');
    await openBoard(page, day);

    await deleteThroughDrawer(page, item.id);
    await undo(page, t.undo.deleted);
    await expect(page.getByTestId(`appt-${item.id}`)).toHaveAttribute('data-start', '10:00');
    const log = await callApi<{ operType: string }>(
      page,
      'appointLog/queryAppointLogs',
      { appointId: item.id, curPage: 1, limit: 10 },
      token,
    );
    expect(log.page!.list.map((row) => row.operType)).toEqual(['H5_RESTORE', 'H5_DELETE', 'H5_ADD']);

    // Deleted again, and the time booked by someone else before Undo is pressed: the server's words, no restore.
    await deleteThroughDrawer(page, item.id);
    const taker = await book(page, token, day, tech.shopAccountId, '10:00', 'Nel Frattempo');
    await undo(page, t.undo.deleted);
    await expect(page.getByText(errorText('SLOT_TAKEN', 'en'))).toBeVisible();
    await expect(page.getByTestId(`appt-${taker.id}`)).toBeVisible();
    await expect(page.getByTestId(`appt-${item.id}`)).toHaveCount(0);
  });
});
