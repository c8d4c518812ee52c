import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accountMenus } from '../../db/schema/accounts';

/** Replaces an account's first-level menu grants with a new set. */
export async function replaceMenuGrants(
  s: { tx: TDb; shopId: number },
  accountId: number,
  menuKeys: readonly string[],
) {
  await s.tx.delete(accountMenus).where(and(eq(accountMenus.shopId, s.shopId), eq(accountMenus.accountId, accountId)));
  if (!menuKeys.length) return;
  await s.tx.insert(accountMenus).values(menuKeys.map((menuKey) => ({ shopId: s.shopId, accountId, menuKey })));
}
