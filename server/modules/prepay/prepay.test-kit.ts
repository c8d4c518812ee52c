import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TPrepayCard } from '../../../contract/prepay';
import { bills } from '../../db/schema/bills';
import { customers } from '../../db/schema/customers';
import { prepayCards } from '../../db/schema/prepay';
import { prepayLedger } from '../../db/schema/prepay-ledger';
import type { TSessionCtx } from '../../http/context';
import { resolveSession } from '../../http/session';
import { buildCustomer, buildOwner, buildShop } from '../../test/factories';
import type { TCallResult, TTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { joinMovementBill, movementOrderNo } from './ledger.repo';

/** Test helpers shared by the prepaid-card tests. */

type TBody = TCallResult['body'];

/** The page of a list envelope. */
export function pageOf<T>(body: TBody): { list: T[]; totalCount: number } {
  expect(body).toMatchObject({ code: 0 });
  return body.page as { list: T[]; totalCount: number };
}

/** A shop with its owner's session: the usual caller. */
export async function ownerShop(t: TTestApp, overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shopId: shop.id, token: owner.token, owner };
}

/** A customer upgraded to member through custom/updateVip, with the member card it answered. */
export async function buildMember(t: TTestApp, caller: { shopId: number; token: string }) {
  const customer = await buildCustomer(t, { shopId: caller.shopId });
  const { body } = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
  return { customer, card: dataOf<TPrepayCard>(body) };
}

/** A paid cash member recharge of `amount` cents; answers the envelope body. */
export async function rechargeMember(
  t: TTestApp,
  token: string,
  customerId: number,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  return (
    await t.call('prepayCard/vipRecharge', { customerId, rechargeAmount: amount, payType: 'cash', ...extra }, { token })
  ).body;
}

/** The stored card row. */
export async function cardRow(t: TTestApp, cardId: number) {
  const [row] = await t.deps.db.select().from(prepayCards).where(eq(prepayCards.id, cardId));
  return row;
}

/** A card's ledger rows, oldest first, each with the order number it shows (its bill's, ADR 023). */
export async function ledgerOf(t: TTestApp, cardId: number) {
  const rows = await t.deps.db
    .select({ row: prepayLedger, billOrderNo: movementOrderNo })
    .from(prepayLedger)
    .leftJoin(bills, joinMovementBill)
    .where(eq(prepayLedger.cardId, cardId))
    .orderBy(prepayLedger.id);
  return rows.map((r) => ({ ...r.row, billOrderNo: r.billOrderNo }));
}

/** The stored bill. */
export async function billRow(t: TTestApp, billId: number) {
  const [row] = await t.deps.db.select().from(bills).where(eq(bills.id, billId));
  return row;
}

/** The stored customer's member flag. */
export async function vipFlagOf(t: TTestApp, customer: { shopId: number; id: number }) {
  const [row] = await t.deps.db
    .select({ vipFlag: customers.vipFlag })
    .from(customers)
    .where(and(eq(customers.shopId, customer.shopId), eq(customers.id, customer.id)));
  return row.vipFlag;
}

/**
 * Asserts the ledger invariant of a card (ADR 011): the balance equals the sum of its ledger rows, each row's
 * arithmetic holds and chains onto the previous one, and nothing is negative. Answers the balance.
 */
export async function expectBalanced(t: TTestApp, cardId: number) {
  const card = await cardRow(t, cardId);
  const rows = await ledgerOf(t, cardId);
  let running = 0;
  for (const row of rows) {
    expect(row.beforeBalance).toBe(running);
    expect(row.afterBalance).toBe(row.beforeBalance + row.changeAmount);
    running = row.afterBalance;
  }
  expect(card.availableBalance).toBe(running);
  expect(card.availableBalance).toBeGreaterThanOrEqual(0);
  return card.availableBalance;
}

/** A handler context for a session token, as defineCall builds one: for calling the ledger service directly. */
export async function sessionCtx(t: TTestApp, token: string): Promise<TSessionCtx> {
  const now = t.clock.now();
  const session = await resolveSession(t.deps, token, now);
  if (!session) throw new Error('no live session for the token');
  return {
    ...t.deps,
    tx: t.deps.db,
    language: 'en',
    requestId: 'test',
    ip: '127.0.0.1',
    now,
    afterCommit: () => {},
    finishWith: () => {
      throw new Error('a ledger service called directly takes no last statement');
    },
    session,
    shopId: session.shopId,
  };
}

/** Runs a ledger service function in one transaction of its own, the way bookkeeping's call would. */
export async function inTransaction<T>(ctx: TSessionCtx, fn: (ctx: TSessionCtx) => Promise<T>): Promise<T> {
  return ctx.db.transaction((tx) => fn({ ...ctx, tx }));
}

/** Elevates a session with the internal password (h5/pwdInside: uppercase MD5 of password + account). */
export async function elevate(t: TTestApp, caller: { id: number; account: string; password: string; token: string }) {
  const password = createHash('md5').update(`${caller.password}${caller.account}`).digest('hex').toUpperCase();
  const { body } = await t.call('h5/pwdInside', { accountId: caller.id, password }, { token: caller.token });
  expect(body).toMatchObject({ code: 0 });
}
