import { createHash } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import type { TBill, TBillColumn, TBillListExtra } from '../contract/bills';
import type { TPrepayCard } from '../contract/prepay';
import { addDays, todayIn } from '../contract/shop-time';
import receiptsEn from '../web/src/features/receipts/locales/en.json' with { type: 'json' };
import { callApi, DEMO, en, expectPath, loginAsDemo, motionsDone, stored } from './support';

/**
 * What the bookkeeping and finance-table specs share: the session and its elevation, the finance screens behind the
 * internal password, far-off bill days of their own, and bills and members set up through the API.
 */

/**
 * One run's names: the e2e database is fresh per run, a suffix keeps a rerun on a kept one apart too. Letters only, so
 * a name searched for is never read as (part of) a phone number.
 */
export const RUN = Date.now()
  .toString(36)
  .slice(-5)
  .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]);
/** A mobile number of this run, distinct per `n`. */
export const phoneOf = (n: number) => `347${String(Date.now()).slice(-5)}${String(n).padStart(2, '0')}`;

/** Money as the screens print it for the demo shop (euro, English). */
export const euro = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

export type TSession = { token: string; today: string; timeZone: string };

/** The logged-in page's session token and the shop's today and zone. */
export async function sessionOf(page: Page): Promise<TSession> {
  const token = (await stored(page, 'token'))!;
  const shop = await callApi<{ timeZone: string }>(page, 'shop/query', {}, token);
  const timeZone = shop.data!.timeZone;
  return { token, today: todayIn(timeZone, new Date()), timeZone };
}

/** Elevates a session with the internal password through the API (h5/pwdInside: uppercase MD5 of password + account). */
export async function elevate(page: Page, token: string, login = DEMO) {
  const password = createHash('md5').update(`${login.password}${login.account}`).digest('hex').toUpperCase();
  const answer = await callApi(page, 'h5/pwdInside', { password }, token);
  expect(answer.code, answer.msg).toBe(0);
}

/** The demo owner logged in, with the internal password given through the API: the finance screens open. */
export async function ownerSession(page: Page): Promise<TSession> {
  await loginAsDemo(page);
  const session = await sessionOf(page);
  await elevate(page, session.token);
  return session;
}

/** A bill day `offset` days from the shop's today: the specs keep to days no demo bill or other spec uses. */
export const dayAt = (session: TSession, offset: number) => addDays(session.today, offset);

/**
 * Opens a finance-menu screen (SPEC §2.12 entries) the way a person does: the finance menu page, its link, and the
 * internal password when it is asked for (never for an accountType 2 manager).
 */
export async function openFinanceScreen(page: Page, linkName: string, path: string, { isPasswordAsked = true } = {}) {
  await page.goto('/#/frame/choosePerformance');
  await expectPath(page, '/frame/choosePerformance');
  await page.getByRole('link', { name: linkName }).first().click();
  if (isPasswordAsked) {
    const inner = innerPasswordDialog(page);
    await expect(inner).toBeVisible();
    await motionsDone(page);
    await inner.getByLabel(en.innerPassword.label).fill(DEMO.password);
    await inner.getByLabel(en.innerPassword.label).press('Enter');
  }
  await expectPath(page, path);
}

/** The receipt dialog the till shows after a saved bill (issue 21), closed with its footer button. */
export async function closeReceiptDialog(page: Page) {
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('receipt') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: receiptsEn.receipts.close, exact: true }).last().click();
  await expect(dialog).toHaveCount(0);
}

/** The internal password dialog. */
export const innerPasswordDialog = (page: Page) =>
  page.getByRole('dialog').filter({ has: page.getByText(en.innerPassword.title, { exact: true }) });

/** The finance table of a day through the API (SPEC §7's read: curPage 1, limit 5000). */
export async function financeDay(page: Page, token: string, billDay: string) {
  const answer = await callApi<TBillColumn>(page, 'bill/queryBillList', { curPage: 1, limit: 5000, billDay }, token);
  expect(answer.code, answer.msg).toBe(0);
  const extra = answer as unknown as TBillListExtra;
  return { columns: answer.page.list, staticOrder: extra.staticOrder, slots: extra.slots };
}

/** Technicians who can bill (accountType 0, financeFlag 0, at their post), from a day's finance table. */
export async function technicians(page: Page, token: string, billDay: string, count: number) {
  const { columns } = await financeDay(page, token, billDay);
  const found = columns.filter((c) => c.accountType === 0 && c.financeFlag === 0 && c.jobFlag === 0);
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/** Records a bill through bill/create and answers it. */
export async function createBill(page: Page, token: string, body: Record<string, unknown>): Promise<TBill> {
  const answer = await callApi<TBill>(page, 'bill/create', body, token);
  expect(answer.code, answer.msg).toBe(0);
  return answer.data;
}

/**
 * A customer made a member, with a member recharge of `amount` cents recorded through bookkeeping on `billDay` (so the
 * shop's today keeps its figures). Answers the customer and their member card after the recharge.
 */
export async function memberWithCard(
  page: Page,
  token: string,
  { name, phone, amount, billDay }: { name: string; phone: string; amount: number; billDay: string },
) {
  const created = await callApi<{ id: number }>(page, 'custom/create', { customName: name, customPhone: phone }, token);
  expect(created.code, created.msg).toBe(0);
  const customerId = created.data.id;
  const upgraded = await callApi<TPrepayCard>(page, 'custom/updateVip', { id: customerId }, token);
  expect(upgraded.code, upgraded.msg).toBe(0);
  const recharge = await createBill(page, token, {
    orderType: 'memberRecharge',
    customerId,
    rechargeAmount: amount,
    payType: 'cash',
    billDay,
  });
  const cards = await callApi<TPrepayCard>(page, 'prepayCard/queryList', { key: upgraded.data.cardNo }, token);
  const card = cards.page.list.find((item) => item.id === upgraded.data.id)!;
  expect(card.availableBalance).toBe(amount);
  return { customerId, card, recharge };
}

/** The finance table on screen. */
export const financeTable = (page: Page) =>
  page.getByRole('table', { name: /./ }).filter({ has: page.locator('thead') });

/**
 * The cell of a finance table at a slot row and a staff member's column: the column is found by its header, so a
 * record that moves to another technician is seen to move.
 */
export async function financeCell(page: Page, slot: string, accountName: string): Promise<Locator> {
  const table = financeTable(page);
  const heads = await table.locator('thead th').allTextContents();
  const index = heads.findIndex((text, i) => i > 0 && text.startsWith(accountName));
  expect(index, `a column for ${accountName}`).toBeGreaterThan(0);
  const row = table.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: slot, exact: true }) });
  return row.getByRole('cell').nth(index - 1);
}

/** Chooses a day in the finance table's date picker (typed, as the picker is not clearable). */
export async function chooseFinanceDay(page: Page, label: string, day: string) {
  const picker = page.getByLabel(label, { exact: true });
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  await expect(picker).toHaveValue(day);
}
