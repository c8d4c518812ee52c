import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { bills } from '../../db/schema/bills';
import { customerBlacklist, customers, customerVisits } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { buildOwner, buildShop } from '../../test/factories';
import type { TCallResult, TTestApp } from '../../test/fixture';

/** Test helpers shared by the customers api tests. */

type TBody = TCallResult['body'];
export type TItem = Record<string, unknown> & { id: number; version: number };
export type TPageBody<T = TItem> = { list: T[]; totalCount: number; curPage: number; limit: number; totalPage: number };

let seq = 0;
const next = () => ++seq;

/** The page of a list envelope. */
export function pageOf<T = TItem>(body: TBody): TPageBody<T> {
  expect(body).toMatchObject({ code: 0 });
  return body.page as TPageBody<T>;
}

/** A shop (area code +39 unless overridden) with its owner's session: the usual caller. */
export async function ownerShop(t: TTestApp, overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shopId: shop.id, token: owner.token, owner };
}

/** What the web sends to h5/pwdInside: the uppercase hex MD5 of the password followed by the account (SPEC §7). */
export async function elevate(t: TTestApp, caller: { id: number; account: string; password: string; token: string }) {
  const password = createHash('md5').update(`${caller.password}${caller.account}`).digest('hex').toUpperCase();
  const { body } = await t.call('h5/pwdInside', { accountId: caller.id, password }, { token: caller.token });
  expect(body).toMatchObject({ code: 0 });
}

/** A member card for a customer, open unless closedAt is given, holding `availableBalance` cents. */
export async function buildMemberCard(
  t: TTestApp,
  customer: { shopId: number; id: number; phone: string },
  overrides: Partial<typeof prepayCards.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(prepayCards)
    .values({
      cardNo: `M${String(next()).padStart(6, '0')}`,
      kind: 'member',
      phone: customer.phone,
      availableBalance: 0,
      ...overrides,
      shopId: customer.shopId,
      customerId: customer.id,
    })
    .returning();
  return row;
}

/** A paid cash bill of a customer (a member recharge unless overridden). */
export async function buildBill(
  t: TTestApp,
  customer: { shopId: number; id: number },
  overrides: Partial<typeof bills.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(bills)
    .values({
      billOrderNo: `B${String(next()).padStart(8, '0')}`,
      orderType: 'memberRecharge',
      payType: 'cash',
      totalAmount: 5000,
      actualAmount: 5000,
      billDay: '2026-11-20',
      createdAt: t.clock.now(),
      ...overrides,
      // Paid in full the chosen way (migration 0005 checks the tender adds up to the actual amount).
      cashAmount: (overrides.payType ?? 'cash') === 'cash' ? (overrides.actualAmount ?? 5000) : 0,
      cardAmount: overrides.payType === 'card' ? (overrides.actualAmount ?? 5000) : 0,
      shopId: customer.shopId,
      customerId: customer.id,
    })
    .returning();
  return row;
}

/** A follow-up visit of a customer, not followed up yet unless overridden. */
export async function buildVisit(
  t: TTestApp,
  customer: { shopId: number; id: number },
  overrides: Partial<typeof customerVisits.$inferInsert> = {},
) {
  const [row] = await t.deps.db
    .insert(customerVisits)
    .values({
      productName: 'Gel manicure',
      appointDay: '2026-11-01',
      dueDay: '2026-11-22',
      ...overrides,
      shopId: customer.shopId,
      customerId: customer.id,
    })
    .returning();
  return row;
}

/** Puts a customer on the blacklist directly, dated by the test clock. */
export async function blacklist(t: TTestApp, customer: { shopId: number; id: number }, reason = 'No-show') {
  await t.deps.db
    .insert(customerBlacklist)
    .values({ shopId: customer.shopId, customerId: customer.id, reason, createdAt: t.clock.now() });
}

/** The stored row of a customer, deleted or not. */
export async function customerRow(t: TTestApp, id: number) {
  const [row] = await t.deps.db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The stored blacklist entries of a customer (0 or 1). */
export async function blacklistRows(t: TTestApp, customerId: number) {
  return t.deps.db.select().from(customerBlacklist).where(eq(customerBlacklist.customerId, customerId));
}
