import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TMenuKey } from '../../../contract/menus';
import { MENU_KEYS } from '../../../contract/menus';
import type { TStaff } from '../../../contract/staff';
import { accountMenus, accounts, sessions } from '../../db/schema/accounts';
import { buildOwner, buildShop } from '../../test/factories';
import type { TCallResult, TTestApp } from '../../test/fixture';
import { freshIp } from '../../test/helpers';

/** Test helpers shared by the staff and menu api tests. */

type TBody = TCallResult['body'];

/** Asserts an error envelope: its key, its field (none when not given) and no data. */
export function expectError(body: TBody, errorKey: string, field?: string) {
  expect(body).toMatchObject({ errorKey });
  expect(body.field).toBe(field);
  expect(body.data).toBeUndefined();
}

/** Asserts a success envelope and answers its data. */
export function dataOf<T>(body: TBody): T {
  expect(body).toMatchObject({ code: 0 });
  return body.data as T;
}

/** The list of a list envelope. */
export function listOf(body: TBody): TStaff[] {
  expect(body).toMatchObject({ code: 0 });
  return (body.page as { list: TStaff[] }).list;
}

/** Whether a token still opens a session (any session read answers 0, a dead token 401). */
export async function isTokenLive(t: TTestApp, token: string) {
  const { body } = await t.call('shop/query', {}, { token });
  return body.code === 0;
}

/** Logs in through h5/login from a fresh address, so the per-address failure count of other tests stays apart. */
export async function login(t: TTestApp, account: string, password: string) {
  return (await t.call('h5/login', { account, password }, { ip: freshIp() })).body;
}

/** The stored row of an account, deleted or not. */
export async function accountRow(t: TTestApp, id: number) {
  const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** The menu keys stored for an account. */
export async function storedGrants(t: TTestApp, shopId: number, accountId: number) {
  const rows = await t.deps.db
    .select({ menuKey: accountMenus.menuKey })
    .from(accountMenus)
    .where(and(eq(accountMenus.shopId, shopId), eq(accountMenus.accountId, accountId)));
  return rows.map((r) => r.menuKey).sort();
}

/** How many sessions of an account are not revoked. */
export async function liveSessionCount(t: TTestApp, accountId: number) {
  const rows = await t.deps.db.select().from(sessions).where(eq(sessions.accountId, accountId));
  return rows.filter((r) => r.revokedAt === null).length;
}

/** A headquarters and one branch, each with its owner; the headquarters owner can switch into the branch. */
export async function buildChain(t: TTestApp) {
  const hq = await buildShop(t, { name: 'Sede' });
  const branch = await buildShop(t, { name: 'Filiale', headquarterId: hq.id });
  const hqOwner = await buildOwner(t, { shopId: hq.id });
  const branchOwner = await buildOwner(t, { shopId: branch.id });
  return { hq, branch, hqOwner, branchOwner };
}

/** The headquarters owner's token after shop/switchBranchShop into a shop of the chain. */
export async function switchInto(t: TTestApp, hqToken: string, shopId: number) {
  const { body } = await t.call('shop/switchBranchShop', { id: shopId }, { token: hqToken });
  return dataOf<{ token: string }>(body).token;
}

/**
 * A menu call's guard: an accountType 0 caller holding every other menu is refused with PERMISSION_DENIED, and one
 * holding only this menu gets through. `bodyFor` builds a valid body for the shop (called once per attempt).
 */
export async function expectMenuGuard(
  t: TTestApp,
  menu: TMenuKey,
  path: string,
  bodyFor: (shopId: number) => Promise<Record<string, unknown>>,
) {
  const owner = await buildOwner(t);
  const others = MENU_KEYS.filter((k) => k !== menu);
  const without = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: others });
  const granted = await buildOwner(t, { shopId: owner.shopId, accountType: 0, menus: [menu] });
  const denied = await t.call(path, await bodyFor(owner.shopId), { token: without.token });
  expectError(denied.body, 'PERMISSION_DENIED');
  const allowed = await t.call(path, await bodyFor(owner.shopId), { token: granted.token });
  expect(allowed.body).toMatchObject({ code: 0 });
}
