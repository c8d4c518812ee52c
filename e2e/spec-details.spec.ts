import { expect, type Page, test } from '@playwright/test';
import type { TBill } from '../contract/bills';
import { errorText } from '../contract/errors';
import bookkeepingEn from '../web/src/features/bookkeeping/locales/en.json' with { type: 'json' };
import { closeReceiptDialog, dayAt, elevate, euro, phoneOf, RUN, sessionOf } from './bills.support';
import { boardOf, bookCustomer, findFreeDay, openBoard, pricedProject, range, boardText as t } from './board.support';
import { callApi, en, expectPath, loginAsDemo, motionsDone, shootBoth } from './support';

/**
 * SPEC details of issue 22: the board's technician list failing (SPEC §8) and its retry, additional minutes of any
 * length (SPEC §2.8), the projects' prices while booking and in the appointment's drawer, and a bill started from an
 * appointment on another day dated on that day (SPEC §2.9). The board days are 700 days ahead, the bill's 700 back.
 */
const { bookkeeping: b } = bookkeepingEn;
const POINT_LIST = '**/api/app/appoint/queryPointList';

const openSelect = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');

test.describe('SPEC details (issue 22)', () => {
  test('the technician list failing says so instead of drawing old columns, and a retry loads it', async ({ page }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    const day = dayAt(session, 700);
    await openBoard(page, day);
    await expect(page.locator('[data-testid^="slot-"]').first()).toBeVisible();

    // Only the board's read (technicians, slots and appointments) fails from here on.
    await page.route(POINT_LIST, (route) => route.fulfill({ status: 503, body: '' }));
    const message = page.getByTestId('board-load-error');
    // A day not loaded yet.
    await page.getByTestId('board-next').click();
    await expect(message).toContainText(errorText('TECHNICIAN_LIST_FAILED', 'en'));
    await expect(page.locator('[data-testid^="slot-"]')).toHaveCount(0);
    // The day loaded before: its kept columns are not drawn once the refetch has failed.
    await page.getByTestId('board-prev').click();
    await expect(page.getByTestId('day-board')).toHaveAttribute('data-day', day);
    await expect(message).toContainText(errorText('TECHNICIAN_LIST_FAILED', 'en'));
    await expect(page.locator('[data-testid^="slot-"]')).toHaveCount(0);
    // Said on the board, not in a generic toast as well.
    await expect(page.getByText(errorText('GENERIC', 'en'))).toHaveCount(0);
    await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'false');
    await shootBoth(page, 'spec-details-technicians-failed');

    await page.unroute(POINT_LIST);
    await message.getByRole('button', { name: en.common.retry }).click();
    await expect(page.getByTestId('day-board')).toHaveAttribute('data-ready', 'true');
    await expect(message).toHaveCount(0);
    await expect(page.locator('[data-testid^="slot-"]').first()).toBeVisible();
  });

  test('20 additional minutes make a block that long, and prices show in the options and the drawer', async ({
    page,
  }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    const {
      day,
      columns: [column],
    } = await findFreeDay(
      page,
      session.token,
      range(701, 715).map((n) => dayAt(session, n)),
      '10:00',
      '13:00',
    );
    const project = await pricedProject(page, session.token, column.shopAccountId);
    const price = euro(project.unitPrice);
    expect(price).toContain('€');

    await openBoard(page, day);
    const slot = page.getByTestId(`slot-${column.shopAccountId}-10:00`);
    await slot.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.dialog.createTitle)).toBeVisible();
    const name = `Minuti ${RUN}`;
    await dialog.getByLabel(t.field.customName).fill(name);
    await dialog.getByLabel(t.field.additionTime).fill('20');

    // Each project option names its duration and its price in the shop's currency.
    await dialog.getByLabel(t.field.projects).click();
    const option = openSelect(page).getByTitle(project.name, { exact: true });
    await expect(option).toHaveText(`${project.name} · ${project.duration} min · ${price}`);
    await motionsDone(page);
    await shootBoth(page, 'spec-details-booking-prices', {
      fullPage: false,
      prepare: async () => {
        if ((await openSelect(page).count()) === 0) await dialog.getByLabel(t.field.projects).click();
        await expect(option).toBeVisible();
        await motionsDone(page);
      },
    });
    await option.click();
    await page.keyboard.press('Escape');
    const duration = project.duration + 20;
    await expect(page.getByTestId('appoint-summary-0')).toContainText(`Duration ${duration} min`);
    await expect(dialog.getByLabel(t.field.additionTime)).toHaveValue('20');
    await shootBoth(page, 'spec-details-additional-time', { fullPage: false });
    await dialog.getByRole('button', { name: t.dialog.save }).click();
    await expect(dialog).toBeHidden();

    // The block is as tall as its minutes: 20 added minutes are 4/3 of a 15-minute row.
    const block = page.locator('[data-testid^="appt-"][data-start]').filter({ hasText: name });
    await expect(block).toHaveAttribute('data-start', '10:00');
    const booked = (await boardOf(page, session.token, day)).list.find((a) => a.customName === name)!;
    expect(booked.duration).toBe(duration);
    const rowHeight = (await slot.boundingBox())!.height;
    const blockHeight = (await block.boundingBox())!.height;
    expect(Math.abs(blockHeight - (duration / 15) * rowHeight)).toBeLessThan(1.5);

    // The drawer lists the project with its price, and the 20 minutes added.
    await block.click();
    const drawer = page.getByTestId('appointment-drawer');
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(`${project.name} · ${project.duration} min · ${price}`);
    await expect(drawer.getByRole('row').filter({ hasText: t.field.additionTime })).toContainText('20 min');
    await motionsDone(page);
    await shootBoth(page, 'spec-details-drawer-prices', { fullPage: false });
  });

  test('a bill started from an appointment on another day is dated on that day', async ({ page }) => {
    await loginAsDemo(page);
    const session = await sessionOf(page);
    await elevate(page, session.token);
    const {
      day,
      columns: [column],
    } = await findFreeDay(
      page,
      session.token,
      range(700, 714).map((n) => dayAt(session, -n)),
      '10:00',
      '12:00',
    );
    const project = await pricedProject(page, session.token, column.shopAccountId);
    const customer = { name: `Giorno ${RUN}`, phone: phoneOf(70) };
    const appointment = await bookCustomer(
      page,
      session.token,
      {
        day,
        startTime: '10:00',
        accountId: column.shopAccountId,
        productId: project.id,
        ...customer,
      },
      'historical',
    );

    await openBoard(page, day);
    await page.getByTestId(`appt-${appointment.id}`).click();
    const drawer = page.getByTestId('appointment-drawer');
    await expect(drawer).toBeVisible();
    await motionsDone(page);
    await drawer.getByRole('button', { name: t.action.bookkeeping, exact: true }).click();
    await expectPath(page, `/frame/finance/${appointment.id}`);

    // Dated on the appointment's day, at its start: not today.
    expect(day).not.toBe(session.today);
    await expect(page.getByLabel(b.order.billDay, { exact: true })).toHaveValue(day);
    await expect(page.getByLabel(b.order.recordTime, { exact: true })).toHaveValue('10:00');
    await shootBoth(page, 'spec-details-bill-from-appointment');
    await page
      .getByRole('complementary', { name: b.summary.title })
      .getByRole('button', { name: b.submit.save, exact: true })
      .click();
    await closeReceiptDialog(page);
    await expectPath(page, `/frame/appointNew/${day}`);

    const bills = await callApi<TBill>(
      page,
      'bill/queryHisOrderList',
      { curPage: 1, limit: 10, key: customer.phone, orderType: 'frontDesk' },
      session.token,
    );
    expect(bills.page.list).toHaveLength(1);
    expect(bills.page.list[0]).toMatchObject({
      appointId: appointment.id,
      billDay: day,
      totalAmount: project.unitPrice,
    });
  });
});
