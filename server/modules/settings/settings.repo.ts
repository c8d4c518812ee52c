import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { shopSettings } from '../../db/schema/settings';

export type TShopSettingsRow = typeof shopSettings.$inferSelect;
export type TShopSettingsFields = Partial<Omit<typeof shopSettings.$inferInsert, 'shopId' | 'updatedAt' | 'version'>>;

/** The shop's settings row; undefined until the first setting is saved. */
export async function findShopSettings(db: TDb, shopId: number): Promise<TShopSettingsRow | undefined> {
  const rows = await db.select().from(shopSettings).where(eq(shopSettings.shopId, shopId));
  return rows[0];
}

/** Saves some settings of the shop, creating its row (with the column defaults) on the first write. */
export async function upsertShopSettings(
  db: TDb,
  shopId: number,
  fields: TShopSettingsFields,
  now: Date,
): Promise<TShopSettingsRow> {
  const [row] = await db
    .insert(shopSettings)
    .values({ ...fields, shopId, updatedAt: now })
    .onConflictDoUpdate({
      target: shopSettings.shopId,
      set: { ...fields, updatedAt: now, version: sql`${shopSettings.version} + 1` },
    })
    .returning();
  return row;
}

/** The font size an account of the shop chose. */
export async function findFontSize(db: TDb, shopId: number, accountId: number): Promise<string | undefined> {
  const rows = await db
    .select({ fontSize: accounts.fontSize })
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.id, accountId)));
  return rows[0]?.fontSize;
}

/** Stores an account's font size; whether the account was there. */
export async function updateFontSize(db: TDb, shopId: number, accountId: number, fontSize: string): Promise<boolean> {
  const rows = await db
    .update(accounts)
    .set({ fontSize })
    .where(and(eq(accounts.shopId, shopId), eq(accounts.id, accountId)))
    .returning({ id: accounts.id });
  return rows.length > 0;
}
