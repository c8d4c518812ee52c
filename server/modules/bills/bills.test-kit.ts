import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TBill, TBillColumn, TBillListExtra } from '../../../contract/bills';
import type { TPrepayCard } from '../../../contract/prepay';
import { accounts } from '../../db/schema/accounts';
import { billLineChanges, billLines, bills } from '../../db/schema/bills';
import { customers, customerVisits } from '../../db/schema/customers';
import { buildCustomer, buildOwner, buildProduct, buildStaff } from '../../test/factories';
import type { TCallOptions, TTestApp } from '../../test/fixture';
import { buildMember, elevate, rechargeMember } from '../prepay/prepay.test-kit';
import { dataOf } from '../staff/staff.test-kit';

/** Test helpers shared by the bookkeeping api tests. */

/** The test clock's day in Rome (2026-11-23T09:00Z is 10:00 there, a Monday). */
export const TODAY = '2026-11-23';
export const NOW_HHMM = '10:00';

let giftSeq = 0;
/** A gift card number no other test of the process uses. */
export const freshGiftNo = () => `GB${process.pid}X${++giftSeq}`;

export type TDesk = Awaited<ReturnType<typeof buildDesk>>;

/**
 * A shop ready to bill: its owner (elevated for the finance screens), two technicians, a project with a 30-day
 * follow-up and one without, a member holding 100.00 on their card, and a gift card holding 50.00.
 */
export async function buildDesk(t: TTestApp) {
  const owner = await buildOwner(t);
  const { shopId, token } = { shopId: owner.shopId, token: owner.token };
  const anna = await buildStaff(t, { shopId, name: `Anna ${shopId}` });
  const bruno = await buildStaff(t, { shopId, name: `Bruno ${shopId}` });
  const cut = await buildProduct(t, { shopId, name: `Taglio ${shopId}`, unitPrice: 3000 });
  const color = await buildProduct(t, {
    shopId,
    name: `Colore ${shopId}`,
    unitPrice: 5000,
    visitFlag: '1',
    visitDays: 30,
  });
  const { customer, card } = await buildMember(t, { shopId, token });
  expect((await rechargeMember(t, token, customer.id, 10_000)).code).toBe(0);
  const giftCardNo = freshGiftNo();
  const gift = await t.call(
    'prepayCard/giftRecharge',
    { cardNo: giftCardNo, phone: '333 5550001', rechargeAmount: 5_000, payType: 'cash' },
    { token },
  );
  const giftCard = dataOf<{ card: TPrepayCard }>(gift.body).card;
  await elevate(t, { ...owner, token });
  return { owner, shopId, token, anna, bruno, cut, color, customer, card, giftCard };
}

/** A plain front-desk bill body: Anna, 30.00 in cash for a cut, unless overridden. */
export const frontDesk = (d: TDesk, overrides: Record<string, unknown> = {}) => ({
  payType: 'cash',
  staff: [{ shopAccountId: d.anna.id, amount: 3_000 }],
  productIds: [d.cut.id],
  ...overrides,
});

/** Sends bill/create and answers the envelope body. */
export async function createBill(
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
  options: TCallOptions = {},
) {
  return (await t.call('bill/create', body, { token, ...options })).body;
}

/** Sends bill/create and answers the bill it made. */
export async function billOf(t: TTestApp, token: string, body: Record<string, unknown>): Promise<TBill> {
  return dataOf<TBill>(await createBill(t, token, body));
}

/** The finance table of a day: the envelope body, its columns and what it sends beside the page. */
export async function financeTable(t: TTestApp, token: string, billDay = TODAY, extra: Record<string, unknown> = {}) {
  const { body } = await t.call('bill/queryBillList', { curPage: 1, limit: 5000, billDay, ...extra }, { token });
  expect(body).toMatchObject({ code: 0 });
  const page = body.page as { list: TBillColumn[]; totalCount: number };
  return { body, columns: page.list, totalCount: page.totalCount, ...(body as unknown as TBillListExtra) };
}

/** The stored bill. */
export async function billRow(t: TTestApp, billId: number) {
  const [row] = await t.deps.db.select().from(bills).where(eq(bills.id, billId));
  return row;
}

/** How many bills a shop has. */
export async function countBills(t: TTestApp, shopId: number) {
  return (await t.deps.db.select({ id: bills.id }).from(bills).where(eq(bills.shopId, shopId))).length;
}

/** The stored staff lines of a bill, in their order. */
export async function lineRows(t: TTestApp, billId: number) {
  return t.deps.db.select().from(billLines).where(eq(billLines.billId, billId)).orderBy(billLines.position);
}

/** The stored edit and transfer history of a bill, oldest first. */
export async function lineChangeRows(t: TTestApp, billId: number) {
  return t.deps.db.select().from(billLineChanges).where(eq(billLineChanges.billId, billId)).orderBy(billLineChanges.id);
}

/** The stored customer. */
export async function customerRow(t: TTestApp, customerId: number) {
  const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, customerId));
  return row;
}

/** A customer's follow-up visits. */
export async function visitRows(t: TTestApp, customerId: number) {
  return t.deps.db.select().from(customerVisits).where(eq(customerVisits.customerId, customerId));
}

/** The temporary (type 3) accounts of a shop, oldest first. */
export async function temporaryAccounts(t: TTestApp, shopId: number) {
  return t.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.accountType, 3)))
    .orderBy(accounts.id);
}

/** A regular customer (not a member) of the desk's shop. */
export async function walkIn(t: TTestApp, d: TDesk) {
  return buildCustomer(t, { shopId: d.shopId });
}
