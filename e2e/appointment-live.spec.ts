import { type Browser, expect, type Page, test } from '@playwright/test';
import { addDays, todayIn, weekdayOf } from '../contract/shop-time';
import { callApi, loginAsDemo, shoot, stored } from './support';

/**
 * Live sync between devices (issue scenario 5): two browsers logged in as the demo owner keep the same day board
 * open; a change made through one session shows on the other board without a reload, carried by the live stream
 * (GET /api/app/events, ADR 013).
 */

type TColumn = { shopAccountId: number; name: string };
type TItem = { id: number; shopAccountId: number; startTime: string; version: number };
type TBoard = { technicians: TColumn[]; list: TItem[] };

/** A working day of the demo (Tuesday to Saturday) well past the demo's own appointments, so the board is empty. */
function quietDay(today: string) {
  let day = addDays(today, 9);
  while (weekdayOf(day) < 2 || weekdayOf(day) > 6) day = addDays(day, 1);
  return day;
}

async function newBrowser(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Rome' });
  return context.newPage();
}

/** Waits for the page's live stream (opened by the logged-in frame) to answer with the event stream. */
function liveStreamOf(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/app/events');
}

/** Opens the day board and marks the page, so a reload would show. */
async function openBoard(page: Page, day: string) {
  await page.goto(`/#/frame/appointNew/${day}`);
  await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

const isNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

test.describe('live sync between devices (issue 5, scenario 5)', () => {
  test('a move made on one device shows on the other board, in every tab, without a reload', async ({
    page,
    browser,
  }, testInfo) => {
    const front = page;
    const tablet = await newBrowser(browser, testInfo.project.use.baseURL);
    let tabletStreams = 0;
    tablet.context().on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/app/events') tabletStreams++;
    });
    const streams = [liveStreamOf(front), liveStreamOf(tablet)];
    await loginAsDemo(front);
    await loginAsDemo(tablet);
    for (const stream of streams) expect((await stream).headers()['content-type']).toContain('text/event-stream');
    const frontToken = (await stored(front, 'token'))!;
    const tabletToken = (await stored(tablet, 'token'))!;
    expect(tabletToken).not.toBe(frontToken);

    const shop = await callApi<{ timeZone: string }>(front, 'shop/query', {}, frontToken);
    const day = quietDay(todayIn(shop.data.timeZone, new Date()));
    const board = (await callApi<TBoard>(front, 'appoint/queryPointList', { appointDay: day }, frontToken)).data;
    const projectsOf = async (column: TColumn) =>
      (
        await callApi<{ id: number }>(
          front,
          'product/queryProductListByAccount',
          { accountId: column.shopAccountId },
          frontToken,
        )
      ).page.list.map((project) => project.id);
    const [first, ...others] = board.technicians;
    const projectId = (await projectsOf(first))[0];
    let second: TColumn | undefined;
    for (const column of others) {
      if ((await projectsOf(column)).includes(projectId)) {
        second = column;
        break;
      }
    }
    if (!second) throw new Error("no second technician of the demo takes the first one's project");
    const created = await callApi<{ list: TItem[] }>(
      front,
      'appoint/create',
      {
        appointDay: day,
        startTime: '10:00',
        people: [{ customName: '', customPhone: '', productIds: [projectId], shopAccountId: first.shopAccountId }],
        confirmOutsideHours: true,
      },
      frontToken,
    );
    expect(created.code).toBe(0);
    const booked = created.data.list[0];

    await openBoard(front, day);
    await openBoard(tablet, day);
    // A second tab of the tablet's browser shares its stream rather than opening one more.
    const secondTab = await tablet.context().newPage();
    await openBoard(secondTab, day);
    await secondTab.waitForTimeout(1_000);
    expect(tabletStreams).toBe(1);
    const onFront = front.getByTestId(`appt-${booked.id}`);
    const onTablet = tablet.getByTestId(`appt-${booked.id}`);
    const onSecondTab = secondTab.getByTestId(`appt-${booked.id}`);
    for (const block of [onFront, onTablet, onSecondTab]) await expect(block).toHaveAttribute('data-start', '10:00');

    // The front desk moves it to 11:30: the tablet's board follows.
    const moved = await callApi<TItem>(
      front,
      'appoint/editDragByH5',
      { id: booked.id, version: booked.version, ...placeOn(first), appointDay: day, startTime: '11:30' },
      frontToken,
    );
    expect(moved.code).toBe(0);
    await expect(onTablet).toHaveAttribute('data-start', '11:30');
    await expect(onTablet).toHaveAttribute('data-account', String(first.shopAccountId));
    await expect(onSecondTab).toHaveAttribute('data-start', '11:30');
    await shoot(tablet, 'appointment-live-tablet-after-move');

    // The tablet hands it to another technician: the front desk's board follows.
    const handed = await callApi<TItem>(
      tablet,
      'appoint/editDragByH5',
      { id: booked.id, version: moved.data.version, ...placeOn(second), appointDay: day, startTime: '11:30' },
      tabletToken,
    );
    expect(handed.code).toBe(0);
    await expect(onFront).toHaveAttribute('data-account', String(second.shopAccountId));
    await expect(onFront).toHaveAttribute('data-start', '11:30');

    await expect(onSecondTab).toHaveAttribute('data-account', String(second.shopAccountId));
    expect(await isNotReloaded(tablet)).toBe(true);

    // The tab that held the stream closes: the other tab takes it over, and a delete on the front desk still reaches it.
    await tablet.close();
    await expect.poll(() => tabletStreams).toBe(2);
    const deleted = await callApi(front, 'appoint/delete', { id: booked.id, reason: 'Called to cancel' }, frontToken);
    expect(deleted.code).toBe(0);
    await expect(onSecondTab).toHaveCount(0);
    await expect(onFront).toHaveCount(0);

    expect(await isNotReloaded(front)).toBe(true);
    expect(await isNotReloaded(secondTab)).toBe(true);
    await secondTab.context().close();
  });
});

/** A drag's target column, confirming outside hours in case the demo technician is off at that time. */
const placeOn = (column: TColumn) => ({ shopAccountId: column.shopAccountId, confirmOutsideHours: true });
