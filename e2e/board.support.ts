import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';
import type { TAppointment } from '../contract/appointments';
import { todayIn } from '../contract/shop-time';
import { toMinutes } from '../contract/time-slots';
import boardEn from '../web/src/features/appointments/locales/en.json' with { type: 'json' };
import { callApi, motionsDone, stored } from './support';

/** The appointment board's own texts (its feature catalog), for the board specs. */
export const boardText = boardEn.appointments;

export type TPeriod = { start: string; end: string };
export type TColumn = { shopAccountId: number; name: string; isBookable: boolean; periods: TPeriod[] };
export type TItem = {
  id: number;
  shopAccountId: number;
  startTime: string;
  duration: number;
  version: number;
  customName: string;
};
export type TBoard = { slots: string[]; technicians: TColumn[]; list: TItem[] };

export const overlaps = (a: number, b: number, c: number, d: number) => a < d && c < b;

/** Whether a technician has an appointment (in any lane) overlapping a span of the day. */
export const isBooked = (board: TBoard, accountId: number, start: number, end: number) =>
  board.list.some(
    (a) =>
      a.shopAccountId === accountId &&
      overlaps(start, end, toMinutes(a.startTime), toMinutes(a.startTime) + a.duration),
  );

/** Technicians free (no appointment, no unavailable period) for a whole span of a day. */
export function freeColumns(board: TBoard, from: string, to: string): TColumn[] {
  const [start, end] = [toMinutes(from), toMinutes(to)];
  return board.technicians.filter(
    (tech) =>
      tech.isBookable !== false &&
      !tech.periods.some((p) => overlaps(start, end, toMinutes(p.start), toMinutes(p.end))) &&
      !isBooked(board, tech.shopAccountId, start, end),
  );
}

/** The whole numbers from `from` to `to`: day offsets to try. */
export const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** The first of the days with `count` technicians free for a span of it, and those technicians. */
export async function findFreeDay(page: Page, token: string, days: string[], from: string, to: string, count = 1) {
  for (const day of days) {
    const columns = freeColumns(await boardOf(page, token, day), from, to);
    if (columns.length >= count) return { day, columns: columns.slice(0, count) };
  }
  throw new Error(`no day with ${count} technicians free ${from}–${to}`);
}

export type TProject = { id: number; name: string; unitPrice: number; duration: number };

/** A technician's shortest project with a price. */
export async function pricedProject(page: Page, token: string, accountId: number): Promise<TProject> {
  const answer = await callApi<TProject>(
    page,
    'product/queryProductListByAccount',
    { accountId, curPage: 1, limit: 500 },
    token,
  );
  const priced = answer.page.list.filter((p) => p.unitPrice > 0).sort((x, y) => x.duration - y.duration);
  expect(priced.length).toBeGreaterThan(0);
  return priced[0];
}

/** Books a named customer with a phone through the API (appoint/create), as the booking dialog would. */
export async function bookCustomer(
  page: Page,
  token: string,
  booking: { day: string; startTime: string; accountId: number; productId: number; name: string; phone: string },
  entry?: 'historical',
): Promise<TAppointment> {
  const created = await callApi<{ list: TAppointment[] }>(
    page,
    'appoint/create',
    {
      appointDay: booking.day,
      startTime: booking.startTime,
      ...(entry ? { entry } : {}),
      people: [
        {
          customName: booking.name,
          customPhone: booking.phone,
          shopAccountId: booking.accountId,
          productIds: [booking.productId],
        },
      ],
    },
    token,
  );
  expect(created.code, created.msg).toBe(0);
  return created.data.list[0];
}

/** The logged-in page's token, and the shop's zone and today. */
export async function session(page: Page) {
  const token = (await stored(page, 'token'))!;
  const shop = await callApi<{ timeZone: string }>(page, 'shop/query', {}, token);
  const zone = shop.data!.timeZone;
  return { token, zone, today: todayIn(zone, new Date()) };
}

export const boardOf = async (page: Page, token: string, appointDay: string) =>
  (await callApi<TBoard>(page, 'appoint/queryPointList', { appointDay }, token)).data!;

/** Opens a day's board and waits until its data is in. */
export async function openBoard(page: Page, day: string) {
  await page.goto(`/#/frame/appointNew/${day}`);
  await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');
}

/** Confirms 'Are you sure to move?' and waits for the dialog to close. */
export async function confirmMove(page: Page) {
  const dialog = page.getByRole('dialog').filter({ hasText: boardText.move.confirm });
  await expect(dialog).toBeVisible();
  await motionsDone(page);
  await dialog.getByRole('button', { name: boardText.move.ok }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await motionsDone(page);
}

/**
 * Drags a block with the mouse so that its top lands on a slot: grabbed near its top, moved a little to start the
 * drag, then onto the slot; `whileHeld` runs before the button is released (to look at the ghost).
 */
export async function dragWithMouse(page: Page, block: Locator, slot: Locator, whileHeld?: () => Promise<void>) {
  // In the middle of the board, so that a slot a few rows away is on screen too (even on a phone).
  await block.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  const a = (await block.boundingBox())!;
  const b = (await slot.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + 6);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + 16, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + 6, { steps: 12 });
  if (whileHeld) await whileHeld();
  await page.mouse.up();
}

/** Books one person through the API on a technician's shortest project. */
export async function book(page: Page, token: string, day: string, accountId: number, startTime: string, name: string) {
  const projects = await callApi<{ id: number; duration: number }>(
    page,
    'product/queryProductListByAccount',
    { accountId, curPage: 1, limit: 500 },
    token,
  );
  const shortest = [...projects.page!.list].sort((x, y) => x.duration - y.duration)[0];
  const created = await callApi<{ list: TItem[] }>(
    page,
    'appoint/create',
    {
      appointDay: day,
      startTime,
      people: [{ customName: name, customPhone: '', shopAccountId: accountId, productIds: [shortest.id] }],
    },
    token,
  );
  expect(created.code, created.msg).toBe(0);
  return created.data!.list[0];
}

/** A finger down, held for `holdMs`, moved in steps and lifted, through the browser's touch input. */
export async function touchDrag(
  page: Page,
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  holdMs: number,
) {
  const point = (x: number, y: number) => [{ x, y, id: 1, radiusX: 4, radiusY: 4, force: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from.x, from.y) });
  if (holdMs > 0) await page.waitForTimeout(holdMs);
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const x = from.x + ((to.x - from.x) * i) / steps;
    const y = from.y + ((to.y - from.y) * i) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(x, y) });
    await page.waitForTimeout(16);
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
