import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import { addDays, localToInstant } from '../contract/shop-time';
import { SLOT_STEP, toHhmm, toMinutes } from '../contract/time-slots';
import {
  boardOf,
  boardText,
  book,
  confirmMove,
  dragWithMouse,
  isBooked,
  openBoard,
  overlaps,
  session,
  type TBoard,
} from './board.support';
import { expectDayBoardLayout, expectMonthLayout, expectWeekLayout } from './board-layout.support';
import { callApi, loginAsDemo, motionsDone, setServerClock, shoot } from './support';

/**
 * The board on the shop's today (issue 15): every other board spec books weeks ahead, so none drew today, whose
 * current-time line once squeezed the technician columns to 1 px. Today is the first working day from the real one. The browser's clock (page.clock) and the server's
 * (TEST_CLOCK, POST /api/test/clock) are set to the same shop-local instant of today: at opening, mid-day, just
 * before closing and after the board's last row, at phone, tablet and desktop widths.
 */
const SIZES = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
];

type THours = { open: number; close: number };
type TMoment = { name: string; minute: (hours: THours) => number; canDrag: boolean };
const MOMENTS: TMoment[] = [
  { name: 'at opening', minute: ({ open }) => open, canDrag: true },
  // A few minutes into a quarter, so that the line is not on a row's edge.
  {
    name: 'at mid-day',
    minute: ({ open, close }) => Math.round((open + close) / 2 / SLOT_STEP) * SLOT_STEP + 7,
    canDrag: true,
  },
  // The closing quarter is still ahead.
  { name: 'just before closing', minute: ({ close }) => close - 20, canDrag: false },
  // The board runs an hour past closing (SPEC §9); this is past its last row, where only the past choice is left.
  { name: 'after closing', minute: ({ close }) => close + 90, canDrag: false },
];

/** One login for every test: its token and stored choices. */
let storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
let token = '';
let zone = '';
let today = '';
let hours: THours = { open: 0, close: 0 };

/** Whether some bookable technician works a quarter of the board's day (the demo closes on Sundays and Mondays). */
const isWorkingDay = (board: TBoard) => {
  const rows = board.slots.map(toMinutes);
  return board.technicians.some(
    (tech) =>
      tech.isBookable &&
      rows.some((m) => !tech.periods.some((p) => overlaps(m, m + SLOT_STEP, toMinutes(p.start), toMinutes(p.end)))),
  );
};

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await setServerClock(page.request, null);
  await loginAsDemo(page);
  let realToday: string;
  ({ token, zone, today: realToday } = await session(page));
  // "Today" is the first day from the real one on which the shop works, so that the spec does not fail on the days
  // the demo is closed: both clocks are set to instants of that day.
  today = '';
  for (let offset = 0; offset < 7 && !today; offset++) {
    const day = addDays(realToday, offset);
    if (isWorkingDay(await boardOf(page, token, day))) today = day;
  }
  expect(today, 'a day of the coming week on which the demo shop works').not.toBe('');
  // The shop's hours today, from the board's rows: opening to closing plus an hour (SPEC §9).
  const slots = (await boardOf(page, token, today)).slots.map(toMinutes);
  hours = { open: slots[0], close: slots.at(-1)! - 60 };
  await context.close();
  // The session is opened on that day, so its idle limit (SESSION_IDLE_HOURS) counts from there.
  const onTheDay = await browser.newContext();
  const loginPage = await onTheDay.newPage();
  await setServerClock(loginPage.request, instantOf(hours.open - 60));
  await loginAsDemo(loginPage);
  token = (await session(loginPage)).token;
  storageState = await onTheDay.storageState();
  await setServerClock(loginPage.request, null);
  await onTheDay.close();
});

// Every spec after this one lives in real time.
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

/** The shop-local instant of a minute of today. */
const instantOf = (minute: number) => localToInstant(`${today} ${toHhmm(minute)}`, zone);

/** A page of the signed-in context at a size, with the browser's clock installed at a minute of today. */
async function pageAt(browser: Browser, size: (typeof SIZES)[number], minute: number) {
  const context = await browser.newContext({ storageState, viewport: size });
  const page = await context.newPage();
  // Time runs on from there, in the browser as on the server.
  await page.clock.install({ time: instantOf(minute) });
  return page;
}

/**
 * Both clocks to a minute of today, and the board (re)opened there: a hash navigation away and back remounts it, so
 * it reads the new time and fetches the day again, without loading the app anew.
 */
async function boardAt(page: Page, minute: number) {
  const at = instantOf(minute);
  await setServerClock(page.request, at);
  await page.clock.setSystemTime(at);
  if (page.url().includes('#/')) {
    await page.goto('/#/frame/controlPad');
    await expect(page.getByTestId('day-board')).toHaveCount(0);
  }
  await openBoard(page, today);
}

/** The board's rows that a person may pick: (technician, quarter) with nothing booked, inside their hours first. */
function freeSlot(board: TBoard, minutes: number[]) {
  const bookable = board.technicians.filter((tech) => tech.isBookable);
  for (const isInHoursOnly of [true, false]) {
    for (const minute of minutes) {
      for (const tech of bookable) {
        if (isBooked(board, tech.shopAccountId, minute, minute + SLOT_STEP)) continue;
        const isOff = tech.periods.some((p) =>
          overlaps(minute, minute + SLOT_STEP, toMinutes(p.start), toMinutes(p.end)),
        );
        if (isInHoursOnly && isOff) continue;
        return { accountId: tech.shopAccountId, time: toHhmm(minute) };
      }
    }
  }
  return null;
}

/** A technician free, inside their hours, for two hours and a half from a future quarter: room to move a block. */
function dragRoom(board: TBoard, minutes: number[]) {
  for (const minute of minutes) {
    for (const tech of board.technicians.filter((c) => c.isBookable)) {
      const end = minute + 150;
      if (isBooked(board, tech.shopAccountId, minute, end)) continue;
      if (tech.periods.some((p) => overlaps(minute, end, toMinutes(p.start), toMinutes(p.end)))) continue;
      return { accountId: tech.shopAccountId, from: toHhmm(minute), to: toHhmm(minute + 60) };
    }
  }
  return null;
}

/** The current-time line is at the clock's minute: within its quarter row, or absent when now is off the board. */
async function expectNowLine(page: Page, board: TBoard, minute: number) {
  const accountId = board.technicians.find((tech) => tech.isBookable)!.shopAccountId;
  const rows = await page
    .locator(`[data-testid^="slot-${accountId}-"]`)
    .evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-testid')!.split('-').at(-1)!));
  const [first, last] = [toMinutes(rows[0]), toMinutes(rows.at(-1)!) + SLOT_STEP];
  const line = page.getByTestId('board-now');
  if (minute < first || minute > last) {
    await expect(line).toHaveCount(0);
    return;
  }
  const row = first + Math.floor((minute - first) / SLOT_STEP) * SLOT_STEP;
  const slot = (await page.getByTestId(`slot-${accountId}-${toHhmm(row)}`).boundingBox())!;
  const top = (await line.boundingBox())!.y;
  const expected = slot.y + ((minute - row) / SLOT_STEP) * slot.height;
  // The clock runs on: a slow run may have crossed into the next minute.
  expect(top).toBeGreaterThanOrEqual(expected - 1);
  expect(top).toBeLessThanOrEqual(expected + slot.height / SLOT_STEP + 1);
}

const pastChoice = (page: Page) => page.getByRole('dialog').filter({ hasText: errorText('PAST_TIME', 'en') });

async function closeDialogs(page: Page) {
  await motionsDone(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** One moment of the day on the board: layout, the line, a future and a past slot, and a drag while there is room. */
async function checkMoment(page: Page, moment: TMoment, width: number) {
  const minute = moment.minute(hours);
  await boardAt(page, minute);
  await expectDayBoardLayout(page);
  const board = await boardOf(page, token, today);
  await expectNowLine(page, board, minute);
  if (moment.name === 'at mid-day' && width !== 768) {
    await page.getByTestId('board-now').evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await shoot(page, `board-today-${width}`, { fullPage: false });
  }

  const rows = board.slots.map(toMinutes);
  const future = freeSlot(
    board,
    rows.filter((m) => m >= minute + SLOT_STEP),
  );
  const past = freeSlot(board, rows.filter((m) => m + SLOT_STEP <= minute).reverse());
  if (moment.name === 'after closing') {
    // Every row of the board has begun: nothing can be booked as such any more.
    expect(rows.at(-1)! + SLOT_STEP).toBeLessThanOrEqual(minute);
    expect(future).toBeNull();
  } else {
    expect(future, 'a free future slot').not.toBeNull();
  }
  if (moment.name === 'at opening') expect(past).toBeNull();
  else expect(past, 'a free past slot').not.toBeNull();

  if (future) {
    await page.getByTestId(`slot-${future.accountId}-${future.time}`).click();
    await expect(page.getByRole('dialog').getByText(boardText.dialog.createTitle)).toBeVisible();
    await expect(pastChoice(page)).toHaveCount(0);
    await closeDialogs(page);
  }
  if (past) {
    await page.getByTestId(`slot-${past.accountId}-${past.time}`).click();
    const choice = pastChoice(page);
    await expect(choice).toBeVisible();
    await expect(choice.getByRole('button', { name: boardText.past.historical })).toBeVisible();
    await expect(choice.getByRole('button', { name: boardText.past.remarkOnly })).toBeVisible();
    await motionsDone(page);
    await choice.getByRole('button', { name: boardText.action.cancel }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  if (!moment.canDrag) return;
  const room = dragRoom(
    board,
    rows.filter((m) => m >= minute + SLOT_STEP),
  );
  expect(room, 'a technician free for two hours and a half').not.toBeNull();
  const { accountId, from, to } = room!;
  const item = await book(page, token, today, accountId, from, `Oggi ${width}`);
  try {
    // The board hears of the booking through live sync.
    const block = page.getByTestId(`appt-${item.id}`);
    await expect(block).toHaveAttribute('data-start', from);
    await dragWithMouse(page, block, page.getByTestId(`slot-${accountId}-${to}`), () =>
      expect(page.getByTestId('board-ghost')).toContainText(to),
    );
    await confirmMove(page);
    await expect(block).toHaveAttribute('data-start', to);
    await expect(block).toHaveAttribute('data-account', String(accountId));
    await expectDayBoardLayout(page);
  } finally {
    await callApi(page, 'appoint/delete', { id: item.id }, token);
  }
}

test.describe("the board on the shop's today", () => {
  for (const size of SIZES) {
    test(`at ${size.width} px: opening, mid-day, just before and after closing; the week and the month`, async ({
      browser,
    }) => {
      // One app load for the whole day at this size: the clocks move, the board is opened again.
      test.setTimeout(180_000);
      const page = await pageAt(browser, size, MOMENTS[0].minute(hours));
      try {
        for (const moment of MOMENTS) {
          await test.step(moment.name, () => checkMoment(page, moment, size.width));
        }
        await test.step('the week and the month at mid-day', async () => {
          const minute = MOMENTS[1].minute(hours);
          await setServerClock(page.request, instantOf(minute));
          await page.clock.setSystemTime(instantOf(minute));
          await page.goto(`/#/frame/appointNew/${today}?view=week`);
          await expect(page.getByTestId(`week-day-${today}`)).toHaveClass(/week-day--today/);
          await expect(page.locator('.week-day .ant-spin')).toHaveCount(0);
          await expectWeekLayout(page);

          await page.goto('/#/frame/appointmentInMonth');
          await expect(page.locator('.month-cell[aria-current="date"]')).toHaveCount(1);
          await expectMonthLayout(page);
        });
      } finally {
        await page.context().close();
      }
    });
  }
});
