import { expect, type Page, test } from '@playwright/test';
import { errorText } from '../contract/errors';
import { addDays } from '../contract/shop-time';
import { toMinutes } from '../contract/time-slots';
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
  touchDrag,
} from './board.support';
import { callApi, loginAsDemo, motionsDone, shootBoth } from './support';

/**
 * The appointment board (issue scenarios 1–4): create by clicking a slot, a booking of several people, the past-time
 * choice, and drag and resize with a mouse and with touch at iPad size. Each scenario books on days far from the demo's
 * own appointments, found through the API so the test holds whatever the date.
 */
const t = boardText;

/** Chooses the first of a person's projects (the list depends on the technician). */
async function chooseFirstProject(page: Page, person: number) {
  await page.getByTestId(`appoint-person-${person}`).getByLabel(t.field.projects).click();
  const option = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').first();
  await expect(option).toBeVisible();
  await motionsDone(page);
  await option.click();
  await page.keyboard.press('Escape');
}

async function chooseTechnician(page: Page, person: number, name: string) {
  await page.getByTestId(`appoint-person-${person}`).getByLabel(t.field.technician).click();
  const option = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .getByTitle(name, { exact: true });
  await expect(option).toBeVisible();
  await motionsDone(page);
  await option.click();
}

const saveButton = (page: Page) => page.getByRole('dialog').getByRole('button', { name: t.dialog.save });

test.describe('appointment board', () => {
  test('create by clicking a slot: a new customer is added to the book', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(20, 34).map((n) => addDays(today, n)),
      '10:00',
      '12:00',
      1,
    );
    await openBoard(page, day);
    await page.getByTestId(`slot-${columns[0].shopAccountId}-10:00`).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(t.dialog.createTitle)).toBeVisible();
    await expect(dialog.getByText(t.dialog.temporaryHint)).toBeVisible();
    await dialog.getByLabel(t.field.customName).fill('Elisa Lavagna');
    await dialog.getByLabel(t.field.customPhone).fill('+39 333 700 1001');
    // SPEC §5: projects come first.
    await saveButton(page).click();
    await expect(dialog.getByText(errorText('SELECT_PROJECT_FIRST', 'en'))).toBeVisible();
    await chooseFirstProject(page, 0);
    await expect(page.getByTestId('appoint-summary-0')).toContainText('10:00–');
    await shootBoth(page, 'appointment-create-dialog', { fullPage: false });
    await saveButton(page).click();
    await expect(dialog).toBeHidden();

    const block = page.locator('[data-testid^="appt-"]').filter({ hasText: 'Elisa Lavagna' });
    await expect(block).toHaveAttribute('data-start', '10:00');
    await expect(block).toHaveAttribute('data-account', String(columns[0].shopAccountId));
    const customers = await callApi<{ customName: string }>(
      page,
      'custom/queryCustomList',
      { key: 'Elisa Lavagna' },
      token,
    );
    expect(customers.page?.list.map((c) => c.customName)).toContain('Elisa Lavagna');

    // The block opens its details; a temporary customer has none to open.
    await block.click();
    const drawer = page.getByTestId('appointment-drawer');
    await expect(drawer.getByTestId('appointment-arrived-state')).toHaveText(t.arrived.no);
    await drawer.getByTestId('appointment-arrived').click();
    await expect(drawer.getByTestId('appointment-arrived-state')).toHaveText(t.arrived.yes);
    await expect(block).toHaveClass(/board-block--arrived/);
    await shootBoth(page, 'appointment-drawer', { fullPage: false });
  });

  test('one booking of three people: two back to back on one technician, one on another', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(35, 49).map((n) => addDays(today, n)),
      '14:00',
      '17:00',
      2,
    );
    await openBoard(page, day);
    await page.getByTestId('board-new').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(t.field.time, { exact: true }).click();
    await page.keyboard.type('14:00');
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('14:00', { exact: true })
      .click();

    await dialog.getByTestId('appoint-person-0').getByLabel(t.field.customName).fill('Marta Famiglia');
    await dialog.getByTestId('appoint-person-0').getByLabel(t.field.customPhone).fill('+39 333 700 2002');
    await chooseTechnician(page, 0, columns[0].name);
    await chooseFirstProject(page, 0);

    await dialog.getByRole('button', { name: t.dialog.addPerson }).click();
    await dialog.getByTestId('appoint-person-1').getByLabel(t.field.customName).fill('Leo Famiglia');
    await dialog.getByTestId('appoint-person-1').getByLabel(t.field.customPhone).fill('+39 333 700 2002');
    await chooseFirstProject(page, 1);

    await dialog.getByRole('button', { name: t.dialog.addPerson }).click();
    await dialog.getByTestId('appoint-person-2').getByLabel(t.field.customName).fill('Nina Famiglia');
    await dialog.getByTestId('appoint-person-2').getByLabel(t.field.customPhone).fill('+39 333 700 2002');
    await chooseTechnician(page, 2, columns[1].name);
    await chooseFirstProject(page, 2);
    await saveButton(page).click();
    await expect(dialog).toBeHidden();

    const board = await boardOf(page, token, day);
    const family = board.list.filter((a) => a.customName.endsWith('Famiglia'));
    expect(family).toHaveLength(3);
    const marta = family.find((a) => a.customName === 'Marta Famiglia')!;
    const leo = family.find((a) => a.customName === 'Leo Famiglia')!;
    const nina = family.find((a) => a.customName === 'Nina Famiglia')!;
    expect(marta.startTime).toBe('14:00');
    expect(toMinutes(leo.startTime)).toBe(toMinutes('14:00') + marta.duration);
    expect(leo.shopAccountId).toBe(columns[0].shopAccountId);
    expect(nina).toMatchObject({ shopAccountId: columns[1].shopAccountId, startTime: '14:00' });
    for (const item of family) await expect(page.getByTestId(`appt-${item.id}`)).toBeVisible();
  });

  test('a past slot offers the historical or remarks-only choice, and remarks-only needs a note', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(4, 20).map((n) => addDays(today, -n)),
      '09:00',
      '10:00',
      1,
    );
    await openBoard(page, day);
    await page.getByTestId(`slot-${columns[0].shopAccountId}-09:00`).click();
    const choice = page.getByRole('dialog').filter({ hasText: errorText('PAST_TIME', 'en') });
    await expect(choice).toBeVisible();
    await expect(choice.getByText(t.past.historical)).toBeVisible();
    await shootBoth(page, 'appointment-past-choice', { fullPage: false });
    await choice.getByTestId('past-remark').click();

    const dialog = page.getByRole('dialog').filter({ hasText: t.dialog.createTitle });
    await expect(dialog.getByText(t.past.remarkOnly)).toBeVisible();
    await dialog.getByLabel(t.field.customName).fill('Paola Passato');
    await chooseFirstProject(page, 0);
    await saveButton(page).click();
    await expect(dialog.getByText(errorText('REMARK_NOTE_REQUIRED', 'en'))).toBeVisible();
    await dialog.getByLabel(t.field.remark).fill('Came in without booking');
    await saveButton(page).click();
    await expect(dialog).toBeHidden();
    const block = page.locator('[data-testid^="appt-"]').filter({ hasText: 'Paola Passato' });
    await expect(block).toHaveAttribute('data-start', '09:00');
  });

  test('drag to move and drag the bottom edge, with a mouse on a desktop', async ({ page }) => {
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(50, 64).map((n) => addDays(today, n)),
      '10:00',
      '13:00',
      2,
    );
    const [from, to] = columns;
    const item = await book(page, token, day, from.shopAccountId, '10:00', 'Mouse Trascina');
    await openBoard(page, day);
    const block = page.getByTestId(`appt-${item.id}`);
    const target = page.getByTestId(`slot-${to.shopAccountId}-11:00`);
    await dragWithMouse(page, block, target, () => expect(page.getByTestId('board-ghost')).toContainText('11:00'));
    await confirmMove(page);
    await expect(block).toHaveAttribute('data-account', String(to.shopAccountId));
    await expect(block).toHaveAttribute('data-start', '11:00');

    // The bottom edge, two rows down: 30 minutes longer.
    const edge = page.getByTestId(`appt-edge-${item.id}`);
    const e = (await edge.boundingBox())!;
    const rowHeight = (await target.boundingBox())!.height;
    await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2);
    await page.mouse.down();
    await page.mouse.move(e.x + e.width / 2, e.y + e.height / 2 + rowHeight * 2, { steps: 8 });
    await page.mouse.up();
    await expect
      .poll(async () => (await boardOf(page, token, day)).list.find((x) => x.id === item.id)?.duration)
      .toBe(item.duration + 30);
  });

  test('long-press to move and drag the edge with touch at iPad size', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
    const page = await context.newPage();
    await loginAsDemo(page);
    const { token, today } = await session(page);
    const { day, columns } = await findFreeDay(
      page,
      token,
      range(65, 79).map((n) => addDays(today, n)),
      '10:00',
      '13:00',
      2,
    );
    const [from, to] = columns;
    const item = await book(page, token, day, from.shopAccountId, '10:00', 'Tocco Trascina');
    await openBoard(page, day);
    const cdp = await context.newCDPSession(page);
    const block = page.getByTestId(`appt-${item.id}`);
    const a = (await block.boundingBox())!;
    const b = (await page.getByTestId(`slot-${to.shopAccountId}-11:00`).boundingBox())!;
    await touchDrag(page, cdp, { x: a.x + a.width / 2, y: a.y + 6 }, { x: b.x + b.width / 2, y: b.y + 6 }, 700);
    await confirmMove(page);
    await expect(block).toHaveAttribute('data-account', String(to.shopAccountId));
    await expect(block).toHaveAttribute('data-start', '11:00');

    const edge = (await page.getByTestId(`appt-edge-${item.id}`).boundingBox())!;
    await touchDrag(
      page,
      cdp,
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 },
      { x: edge.x + edge.width / 2, y: edge.y + edge.height / 2 + b.height * 2 },
      0,
    );
    await expect
      .poll(async () => (await boardOf(page, token, day)).list.find((x) => x.id === item.id)?.duration)
      .toBe(item.duration + 30);
    await page.screenshot({ path: 'e2e/output/screenshots/appointment-board-ipad.png' });
    await context.close();
  });
});
