import { type Browser, expect, type Page, test } from '@playwright/test';
import { ERRORS } from '../contract/errors';
import type { TInventoryItem, TInventoryType } from '../contract/inventory';
import inventoryEn from '../web/src/features/inventory/locales/en.json' with { type: 'json' };
import {
  callApi,
  en,
  expectPath,
  fill,
  loginWithPassword,
  motionsDone,
  openedConfirm,
  shootBoth,
  signUpShop,
  stored,
} from './support';

const { inventory: inv } = inventoryEn;
/** One run's names, so a rerun on a kept database stays apart. */
const RUN = Date.now().toString(36).slice(-6);
const TYPE_NAME = `Colour ${RUN}`;
const ITEM = { name: `Shampoo ${RUN}`, second: `Mask ${RUN}`, third: `Serum ${RUN}` };

async function tokenOf(page: Page): Promise<string> {
  const token = await stored(page, 'token');
  expect(token).toBeTruthy();
  return token!;
}

/** The page's list of items as the server has it, by name. */
async function itemsByName(page: Page): Promise<Map<string, TInventoryItem>> {
  const body = await callApi<TInventoryItem>(
    page,
    'inventory/queryInventoryList',
    { curPage: 1, limit: 100 },
    await tokenOf(page),
  );
  expect(body.code, body.msg).toBe(0);
  return new Map(body.page.list.map((item) => [item.inventoryName, item]));
}

/** The table row of an item, by its name. */
const row = (page: Page, name: string) => page.locator('.ant-table-row').filter({ hasText: name });
/** A cell of a row by its column's position among the header cells. */
async function cellOf(page: Page, name: string, column: string) {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.replace(/\s+/g, ' ').trim() === column);
  expect(index, column).toBeGreaterThanOrEqual(0);
  return row(page, name).locator('td').nth(index);
}

const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });
const bellDot = (page: Page) => page.locator('.app-header .ant-badge-dot');

let shop: Awaited<ReturnType<typeof signUpShop>>;

test.describe.configure({ mode: 'serial' });

test.describe('inventory (issue 20)', () => {
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    shop = await signUpShop(page, 'inv');
    await page.close();
  });

  test('types and items: add with the name-or-factory rule, change one quantity and read its history', async ({
    page,
  }) => {
    await loginWithPassword(page, shop.account, shop.password);
    // The inventory menu opens on its first screen, the types (ADR 029).
    await page.goto('/#/frame/chooseInventory');
    await expectPath(page, '/frame/chooseInventory/inventoryTypeManage');
    await expect(page.getByRole('tab', { name: en.secondMenu.inventoryTypeManagement, selected: true })).toBeVisible();

    await page.getByRole('button', { name: inv.types.add, exact: true }).click();
    const typeDialog = dialog(page, inv.types.addTitle);
    await typeDialog.getByLabel(inv.types.name).fill(TYPE_NAME);
    await typeDialog.getByRole('button', { name: en.common.confirm }).click();
    await expect(page.getByRole('link', { name: TYPE_NAME })).toBeVisible();

    // Two more items through the API, so the batch below has three.
    const token = await tokenOf(page);
    const types = await callApi<TInventoryType>(
      page,
      'inventoryType/queryInventoryTypeList',
      { curPage: 1, limit: 100 },
      token,
    );
    const typeId = types.page.list.find((type) => type.name === TYPE_NAME)!.id;
    for (const [name, amount] of [
      [ITEM.second, 4],
      [ITEM.third, 6],
    ] as const) {
      const made = await callApi(
        page,
        'inventory/create',
        { inventoryTypeId: typeId, inventoryName: name, amount, price: 900 },
        token,
      );
      expect(made.code, made.msg).toBe(0);
    }

    await page.getByRole('link', { name: TYPE_NAME }).click();
    await expectPath(page, `/frame/inventoryManageByType/${typeId}`);
    await expect(page.getByRole('heading', { level: 2, name: TYPE_NAME })).toBeVisible();

    await page.getByRole('button', { name: inv.add, exact: true }).click();
    const form = dialog(page, inv.form.addTitle);
    await motionsDone(page);
    await form.getByRole('button', { name: en.common.confirm }).click();
    await expect(form.getByText(ERRORS.INVENTORY_NAME_OR_FACTORY.en)).toBeVisible();
    await form.getByLabel(inv.fields.inventoryName, { exact: true }).fill(ITEM.name);
    await form.getByLabel(inv.fields.price, { exact: true }).fill('12.50');
    await form.getByLabel(inv.fields.amount, { exact: true }).fill('10');
    await form.getByLabel(inv.fields.notifyFlag, { exact: true }).click();
    await form.getByLabel(inv.fields.notifyAmount, { exact: true }).fill('5');
    await form.getByRole('button', { name: en.common.confirm }).click();
    await expect(form).toBeHidden();
    await expect(await cellOf(page, ITEM.name, inv.fields.priceAll)).toHaveText('€125.00');
    await expect(await cellOf(page, ITEM.name, inv.fields.amount)).toHaveText('10');

    await page
      .getByRole('button', { name: fill(inv.actions.named, { action: inv.actions.change, name: ITEM.name }) })
      .click();
    const change = dialog(page, fill(inv.change.title, { name: ITEM.name }));
    await motionsDone(page);
    await change.getByText(inv.change.remove, { exact: true }).click();
    await change.getByLabel(inv.change.count).fill('3');
    await expect(change.getByText(fill(inv.change.after, { amount: '7' }))).toBeVisible();
    await change.getByLabel(inv.change.remark).fill('Washing station');
    await change.getByRole('button', { name: en.common.confirm }).click();
    await expect(change).toBeHidden();
    await expect(await cellOf(page, ITEM.name, inv.fields.amount)).toHaveText('7');
    await expect(await cellOf(page, ITEM.name, inv.fields.amountMax)).toHaveText('10');

    await page
      .getByRole('button', { name: fill(inv.actions.named, { action: inv.actions.detail, name: ITEM.name }) })
      .click();
    const history = page.getByRole('region', { name: inv.detail.history });
    const lines = history.locator('.ant-table-row');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(inv.kinds.use);
    await expect(lines.nth(0)).toContainText('-3');
    await expect(lines.nth(0)).toContainText('Washing station');
    await expect(lines.nth(1)).toContainText(inv.kinds.initial);
    await expect(lines.nth(1)).toContainText('+10');
    await shootBoth(page, 'inventory-detail');
    await page.keyboard.press('Escape');

    // ADR 026: the by-type list goes back to the type list, not to the landing page.
    await page.getByRole('button', { name: en.header.back, exact: true }).click();
    await expectPath(page, '/frame/chooseInventory/inventoryTypeManage');
  });

  test('a batch change of three items is one call: all of it, or none of it', async ({ page }) => {
    await loginWithPassword(page, shop.account, shop.password);
    await page.goto('/#/frame/chooseInventory/inventoryManage');
    const names = [ITEM.name, ITEM.second, ITEM.third];
    for (const name of names) await page.getByRole('checkbox', { name: fill(inv.selectNamed, { name }) }).check();

    const openBatch = async () => {
      await page.getByRole('button', { name: fill(inv.batchChange, { count: '3' }) }).click();
      const batch = dialog(page, fill(inv.batch.title, { count: '3' }));
      await motionsDone(page);
      return batch;
    };
    const changeOf = (batch: ReturnType<typeof dialog>, name: string) =>
      batch.getByLabel(fill(inv.batch.changeOf, { name }));

    // The mask has 4: −5 would go below zero, so the shampoo's +5 is not applied either.
    let batch = await openBatch();
    await changeOf(batch, ITEM.name).fill('5');
    await changeOf(batch, ITEM.second).fill('-5');
    await batch.getByRole('button', { name: en.common.confirm }).click();
    await expect(batch.getByText(ERRORS.INVENTORY_NOT_ENOUGH.en)).toBeVisible();
    await batch.getByRole('button', { name: en.common.cancel }).click();
    let items = await itemsByName(page);
    expect([items.get(ITEM.name)?.amount, items.get(ITEM.second)?.amount]).toEqual([7, 4]);

    batch = await openBatch();
    await changeOf(batch, ITEM.name).fill('5');
    await changeOf(batch, ITEM.second).fill('-1');
    await changeOf(batch, ITEM.third).fill('2');
    await batch.getByRole('button', { name: en.common.confirm }).click();
    await expect(batch).toBeHidden();
    await expect(await cellOf(page, ITEM.name, inv.fields.amount)).toHaveText('12');
    await expect(await cellOf(page, ITEM.second, inv.fields.amount)).toHaveText('3');
    await expect(await cellOf(page, ITEM.third, inv.fields.amount)).toHaveText('8');
    items = await itemsByName(page);
    expect(items.get(ITEM.name)?.amountMax).toBe(12);
  });

  test('tags: a preset tag in the shop’s words, a custom one with Enter, and removing one', async ({ page }) => {
    await loginWithPassword(page, shop.account, shop.password);
    await page.goto('/#/frame/chooseInventory/inventoryManage');
    await page
      .getByRole('button', { name: fill(inv.actions.named, { action: inv.actions.detail, name: ITEM.second }) })
      .click();
    const tags = page.getByRole('region', { name: inv.detail.tags });
    await tags.getByText(inv.presetTags.outOfStock, { exact: true }).click();
    const removeOutOfStock = tags.getByRole('button', {
      name: fill(inv.tags.deleteNamed, { name: inv.presetTags.outOfStock }),
    });
    await expect(removeOutOfStock).toBeVisible();
    await tags.getByLabel(inv.tags.placeholder).fill('Fragile');
    await tags.getByLabel(inv.tags.placeholder).press('Enter');
    await expect(tags.getByRole('button', { name: fill(inv.tags.deleteNamed, { name: 'Fragile' }) })).toBeVisible();
    await expect(tags.getByLabel(inv.tags.placeholder)).toHaveValue('');
    await removeOutOfStock.click();
    await expect(removeOutOfStock).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(await cellOf(page, ITEM.second, inv.fields.tags)).toHaveText('Fragile');
    const items = await itemsByName(page);
    expect(items.get(ITEM.second)?.tags.map((tag) => tag.name)).toEqual(['Fragile']);
  });

  test('an item pushed below its threshold on another device lights the bell at once; a restock clears it', async ({
    page,
    browser,
  }) => {
    await loginWithPassword(page, shop.account, shop.password);
    await page.goto('/#/frame/chooseInventory/inventoryManage');
    await expect(row(page, ITEM.name)).toBeVisible();
    await expect(bellDot(page)).toHaveCount(0);

    const other = await secondDevice(browser, test.info().project.use.baseURL);
    const item = (await itemsByName(other)).get(ITEM.name)!;
    // 12 in stock, alert below 5: taking 10 leaves 2.
    const taken = await callApi(
      other,
      'inventory/changeAmount',
      { inventoryId: item.inventoryId, changeAmount: -10, kind: 'sale' },
      await tokenOf(other),
    );
    expect(taken.code, taken.msg).toBe(0);
    await other.context().close();

    // The live event, not the 120-s poll: well within the expect timeout, without a reload.
    await expect(bellDot(page)).toHaveCount(1);
    await expect(await cellOf(page, ITEM.name, inv.fields.amount)).toHaveText('2');

    await page.getByRole('button', { name: en.header.notificationCenter, exact: true }).click();
    await expectPath(page, '/frame/inventoryAlert');
    await expect(page.getByRole('heading', { level: 1, name: en.route.inventoryAlert })).toBeVisible();
    await expect(row(page, ITEM.name)).toBeVisible();
    await shootBoth(page, 'inventory-alert');
    await page.getByRole('button', { name: fill(inv.alert.restockNamed, { name: ITEM.name }) }).click();
    const restock = dialog(page, fill(inv.change.restockTitle, { name: ITEM.name }));
    await motionsDone(page);
    // Enough to reach the threshold is offered: 5 − 2.
    await expect(restock.getByLabel(inv.change.count)).toHaveValue('3');
    await restock.getByRole('button', { name: en.common.confirm }).click();
    await expect(restock).toBeHidden();
    await expect(page.getByText(inv.alert.empty)).toBeVisible();
    await expect(bellDot(page)).toHaveCount(0);
    const restocked = (await itemsByName(page)).get(ITEM.name)!;
    expect([restocked.amount, restocked.isLow]).toEqual([5, false]);
  });

  test('the free plan blocks every inventory screen, and the server refuses the calls', async ({ page }) => {
    await loginWithPassword(page, shop.account, shop.password);
    const token = await tokenOf(page);
    // The plan turns free while an inventory screen is open (on another device, say).
    await page.goto('/#/frame/chooseInventory/inventoryManage');
    await expectPath(page, '/frame/chooseInventory/inventoryManage');
    const switched = await callApi(page, 'sandbox/toPay', { kind: 'plan', goodsType: 'free' }, token);
    expect(switched.code, switched.msg).toBe(0);
    // The reload first opens the screen with the plan the session held; once shop/query answers 'free', the block
    // sends it to the dashboard, not back to the blocked screen itself.
    const shopRead = page.waitForResponse((response) => response.url().endsWith('api/app/shop/query'));
    await page.reload();
    await shopRead;
    const first = await openedConfirm(page, en.freePlan.title);
    await expectPath(page, '/frame/controlPad');
    await first.getByRole('button', { name: en.common.ok, exact: true }).click();
    await expect(first).toBeHidden();

    for (const path of [
      '/frame/chooseInventory',
      '/frame/chooseInventory/inventoryManage',
      '/frame/chooseInventory/inventoryTypeManage',
      '/frame/inventoryAlert',
    ]) {
      await page.goto(`/#${path}`);
      const blocked = await openedConfirm(page, en.freePlan.title);
      await expect(blocked).toContainText(ERRORS.FREE_PLAN_FORBIDDEN.en);
      await expectPath(page, '/frame/controlPad');
      await blocked.getByRole('button', { name: en.common.ok, exact: true }).click();
      await expect(blocked).toBeHidden();
    }

    const list = await callApi(page, 'inventory/queryInventoryList', { curPage: 1, limit: 10 }, token);
    expect(list.errorKey).toBe('FREE_PLAN_FORBIDDEN');
    // The bell's poll and the startup read answer an empty page, so a free shop never sees an error.
    const alert = await callApi<TInventoryItem>(
      page,
      'inventory/queryInventoryAlert',
      { curPage: 1, key: '', limit: 500 },
      token,
    );
    expect([alert.code, alert.page.totalCount]).toEqual([0, 0]);
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });
});

/** Another device: its own browser context, logged in as the same owner. */
async function secondDevice(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-GB', timezoneId: 'Europe/Rome' });
  const page = await context.newPage();
  await loginWithPassword(page, shop.account, shop.password);
  return page;
}
