import { type Browser, expect, type Page, test } from '@playwright/test';
import type { TAppointDay } from '../contract/stats';
import { freePeriodsOf, SLOT_STEP, toHhmm, toMinutes } from '../contract/time-slots';
import { boardOf, freeColumns, isBooked, session } from './board.support';
import {
  appointDayOf,
  bookAt,
  expectChartsDrawn,
  instantAt,
  monthAfter,
  padText,
  productOrdersOf,
  projectsOf,
  workingDaysOf,
} from './stats.support';
import { callApi, DESKTOP_SIZE, loginAsDemo, PHONE_SIZE, setServerClock, shoot, shootBoth } from './support';

/**
 * The dashboard (SPEC §2.7, issue 19) on the shop's today, with the browser's clock (page.clock) and the server's
 * (TEST_CLOCK) pinned to the same shop-local instant: today's count and next appointments as the server counts them,
 * the charts drawn, nothing wider than a phone; three bookings raise the count; the top 10 projects of a month far
 * ahead that no other spec books in. Every booking on today is deleted again, so the board specs find today as it was.
 */

type THours = { open: number; close: number };
type TMoment = { name: string; minute: (hours: THours) => number };
const MOMENTS: TMoment[] = [
  { name: 'at opening', minute: ({ open }) => open },
  { name: 'at mid-day', minute: ({ open, close }) => Math.round((open + close) / 2 / SLOT_STEP) * SLOT_STEP + 7 },
  { name: 'after closing', minute: ({ close }) => close + 90 },
];

// Every spec after this one lives in real time.
test.afterEach(async ({ request }) => {
  await setServerClock(request, null);
});

/** The shop's hours today, from the board's rows: opening to closing plus an hour (SPEC §9). */
async function hoursOf(page: Page, token: string, today: string): Promise<THours> {
  const slots = (await boardOf(page, token, today)).slots.map(toMinutes);
  return { open: slots[0], close: slots.at(-1)! - 60 };
}

/** A new page at a size whose browser clock starts at an instant (time runs on from there, as on the server). */
async function pageAt(browser: Browser, size: { width: number; height: number }, at: Date) {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.clock.install({ time: at });
  return page;
}

/** Both clocks to an instant, and the dashboard opened again (a hash navigation away and back remounts it). */
async function dashboardAt(page: Page, at: Date) {
  await setServerClock(page.request, at);
  await page.clock.setSystemTime(at);
  await page.goto('/#/frame/chooseCustomerPage');
  await expect(page.getByTestId('today-count')).toHaveCount(0);
  await page.goto('/#/frame/controlPad');
}

/** The tile shows the server's figures of the day: the count, and the next appointments with time, name, technician. */
async function expectTodayTile(page: Page, figures: TAppointDay) {
  await expect(page.getByTestId('today-count')).toHaveText(String(figures.appointments));
  const tile = page.locator('section[aria-labelledby="pad-today"]');
  const items = tile.locator('.pad-list > li');
  if (figures.next.length === 0) {
    await expect(tile.getByText(padText.noneLeft, { exact: true })).toBeVisible();
    await expect(items).toHaveCount(0);
    return;
  }
  await expect(items.locator('.pad-list__time')).toHaveText(figures.next.map((a) => `${a.startTime}–${a.endTime}`));
  await expect(items.locator('.pad-list__main')).toHaveText(
    figures.next.map((a) => (a.isTemporary ? padText.walkIn : a.customName)),
  );
  await expect(items.locator('.pad-list__side')).toHaveText(figures.next.map((a) => a.accountName));
}

/**
 * 'Working today' lists the bookable technicians with the parts of today they can be booked, as the board's columns
 * shade them (hours, days off, holidays, leave, off duty); someone with none is not listed. Read again until they
 * agree, since other specs may change the demo's staff meanwhile.
 */
async function expectWorkingTile(page: Page, token: string, today: string) {
  const items = page.locator('section[aria-labelledby="pad-working"] .pad-list > li');
  await expect(async () => {
    const board = await boardOf(page, token, today);
    const working = board.technicians
      .filter((column) => column.isBookable)
      .map((column) => ({ name: column.name, free: freePeriodsOf(column.periods) }))
      .filter((column) => column.free.length > 0);
    expect(await items.locator('.pad-list__main').allTextContents()).toEqual(working.map((w) => w.name));
    expect(await items.locator('.pad-list__side').allTextContents()).toEqual(
      working.map((w) => w.free.map(([start, end]) => `${toHhmm(start)}–${toHhmm(end)}`).join(', ')),
    );
  }).toPass({ timeout: 15_000 });
}

/** Every chart of the dashboard has drawn. */
async function expectDashboardCharts(page: Page) {
  // This week, this month and this year always; the top 10 once the month has a booked project.
  const top = (await page.getByTestId('top-projects').count()) > 0 ? 1 : 0;
  await expectChartsDrawn(page.locator('.pad-grid--charts'), 3 + top);
}

/** The dashboard at one moment of today: the server's figures on screen, the charts, and no sideways scroll. */
async function checkMoment(page: Page, token: string, today: string, minute: number, width: number) {
  const figures = await appointDayOf(page, token, today);
  await expectTodayTile(page, figures);
  // 'Next' holds only what is not over at this minute, and as many as the day has left (at most five).
  for (const next of figures.next) expect(toMinutes(next.endTime)).toBeGreaterThan(minute);
  const board = await boardOf(page, token, today);
  const left = board.list.filter((a) => toMinutes(a.startTime) + a.duration > minute);
  expect(figures.next).toHaveLength(Math.min(5, left.length));
  await expectWorkingTile(page, token, today);
  expect(figures.next.map((a) => a.startTime)).toEqual(
    left
      .map((a) => a.startTime)
      .sort()
      .slice(0, 5),
  );
  await expectDashboardCharts(page);
  // The top 10 (a list for screen readers beside its chart): at most ten projects, the most booked first.
  const top = page.getByTestId('top-projects').locator('li');
  const counts = (await top.allTextContents()).map((text) => Number(text.split(': ').at(-1)));
  expect(counts.length).toBeLessThanOrEqual(10);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  if (width <= PHONE_SIZE.width) {
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

test.describe("the dashboard on the shop's today", () => {
  for (const size of [PHONE_SIZE, DESKTOP_SIZE]) {
    test(`after login at ${size.width} px: opening, mid-day and after closing`, async ({ browser, request }) => {
      await setServerClock(request, null);
      // The shop's zone, today and hours, read at real time by a session of its own.
      const probe = await browser.newPage();
      await loginAsDemo(probe);
      const { token: probeToken, zone, today } = await session(probe);
      const hours = await hoursOf(probe, probeToken, today);
      await probe.context().close();

      const first = instantAt(today, MOMENTS[0].minute(hours), zone);
      await setServerClock(request, first);
      const page = await pageAt(browser, size, first);
      try {
        await loginAsDemo(page);
        const { token } = await session(page);
        for (const [i, moment] of MOMENTS.entries()) {
          await test.step(moment.name, async () => {
            const minute = moment.minute(hours);
            if (i > 0) await dashboardAt(page, instantAt(today, minute, zone));
            await checkMoment(page, token, today, minute, size.width);
            if (moment.name === 'at mid-day' && size.width === PHONE_SIZE.width) await shootBoth(page, 'dashboard');
            if (moment.name === 'after closing') await shoot(page, `dashboard-after-closing-${size.width}`);
          });
        }
      } finally {
        await page.context().close();
      }
    });
  }

  test("three appointments booked today raise today's count by 3 after a reload", async ({ browser, request }) => {
    await setServerClock(request, null);
    const probe = await browser.newPage();
    await loginAsDemo(probe);
    const { zone, today } = await session(probe);
    const hours = await hoursOf(probe, (await session(probe)).token, today);
    await probe.context().close();

    // Early in the day: every row of the board is still ahead.
    const early = instantAt(today, hours.open - 30, zone);
    await setServerClock(request, early);
    const page = await pageAt(browser, DESKTOP_SIZE, early);
    const booked: number[] = [];
    try {
      await loginAsDemo(page);
      const { token } = await session(page);
      const before = (await appointDayOf(page, token, today)).appointments;
      await expect(page.getByTestId('today-count')).toHaveText(String(before));

      // Three free hours of the day, each on a technician free then: in their hours first, else outside them (a closed
      // day or a holiday), which the booking confirms.
      const board = await boardOf(page, token, today);
      const usedMinutes = new Set<number>();
      for (const isInHoursOnly of [true, false]) {
        for (let minute = hours.open; booked.length < 3 && minute < hours.close; minute += 60) {
          if (usedMinutes.has(minute)) continue;
          const [from, to] = [toHhmm(minute), toHhmm(minute + 60)];
          const tech = isInHoursOnly
            ? freeColumns(board, from, to)[0]
            : board.technicians.find((t) => t.isBookable && !isBooked(board, t.shopAccountId, minute, minute + 60));
          if (!tech) continue;
          const shortest = [...(await projectsOf(page, token, tech.shopAccountId))].sort(
            (a, b) => a.duration - b.duration,
          )[0];
          booked.push(
            await bookAt(page, token, {
              day: today,
              time: from,
              accountId: tech.shopAccountId,
              productIds: [shortest.id],
              name: `Pad ${booked.length + 1}`,
            }),
          );
          usedMinutes.add(minute);
        }
      }
      expect(booked).toHaveLength(3);

      await page.reload();
      await expect(page.getByTestId('today-count')).toHaveText(String(before + 3));
      expect((await appointDayOf(page, token, today)).appointments).toBe(before + 3);
    } finally {
      for (const id of booked) await callApi(page, 'appoint/delete', { id }, (await session(page)).token);
      await page.context().close();
    }
  });

  test('the top 10: twelve projects booked in different numbers in a month of their own', async ({ page, browser }) => {
    await loginAsDemo(page);
    const { token, zone, today } = await session(page);
    // Five months ahead: no other spec books there (the farthest books about three months ahead).
    const month = monthAfter(today, 5);
    const days = workingDaysOf(month);
    const technician = (await boardOf(page, token, days[0])).technicians.find((t) => t.isBookable)!;
    const projects = await projectsOf(page, token, technician.shopAccountId);
    expect(projects.length).toBeGreaterThanOrEqual(12);
    // The twelve in the reverse of their list order, so that the ranking is by bookings alone: booking k holds the
    // first k, so the first is booked 12 times, the last once.
    const ranking = projects.slice(0, 12).reverse();
    for (let k = 1; k <= 12; k++) {
      await bookAt(page, token, {
        day: days[k - 1],
        time: '09:00',
        accountId: technician.shopAccountId,
        productIds: ranking.slice(0, k).map((p) => p.id),
        name: `Top ${k}`,
      });
    }

    const orders = await productOrdersOf(page, token, month);
    expect(orders.list.map((p) => [p.productName, p.count])).toEqual(ranking.map((p, i) => [p.name, 12 - i]));

    // The dashboard of a day in that month (the browser's clock only: the month is what the page asks for) lists the
    // first ten, the most booked first, and draws them.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const later = await context.newPage();
      await later.clock.install({ time: instantAt(days[12], 12 * 60, zone) });
      await later.goto('/#/frame/controlPad');
      await expect(later.getByTestId('top-projects').locator('li')).toHaveText(
        ranking.slice(0, 10).map((p, i) => `${p.name}: ${12 - i}`),
      );
      await expectChartsDrawn(later.locator('section[aria-labelledby="pad-top"]'), 1);
      await shoot(later, 'dashboard-top-projects');
    } finally {
      await context.close();
    }
  });
});
