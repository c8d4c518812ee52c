import { desc, eq } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { customers } from '../db/schema/customers';
import { inventoryItems, inventoryTypes } from '../db/schema/inventory';
import { products, productTypes } from '../db/schema/projects';
import { outboxMessages } from '../db/schema/system';
import { hashToken, newToken } from '../http/session';
import { hashSecret, insideDigest, toE164 } from '../modules/auth/auth.crypto';
import { grantMenus, insertAccount, insertSession, type TAccountInsert } from '../modules/auth/auth.repo';
import { newInvitationCode } from '../modules/auth/auth.service';
import { findShop, insertShop, type TShopInsert } from '../modules/shops/shops.repo';
import type { TTestApp } from './fixture';

/**
 * Unique within a test process (names, accounts and phones have unique indexes): a random base per process plus a
 * counter. A random number per call could repeat and collide, however rarely.
 */
const base = Math.floor(Math.random() * 1e5) * 1e4;
let seq = 0;
const next = () => base + ++seq;

/** A shop (a headquarters unless headquarterId is given), on a paid plan a year ahead unless overridden. */
export async function buildShop(t: TTestApp, overrides: Partial<TShopInsert> = {}) {
  const now = t.clock.now();
  const id = await insertShop(t.deps.db, {
    name: `Shop ${next()}`,
    area: 'Milano',
    region: 'Lombardia',
    address: 'Via Roma 1',
    shopTypeId: 1,
    country: 'IT',
    areaCode: '+39',
    timeZone: 'Europe/Rome',
    currency: 'EUR',
    trialFlag: 0,
    goodsType: 'yearly',
    expireTime: new Date(now.getTime() + 365 * 86_400_000),
    invitationCode: newInvitationCode(),
    createdAt: now,
    ...overrides,
  });
  return (await findShop(t.deps.db, id))!;
}

export type TBuiltAccount = { id: number; shopId: number; account: string; password: string; phone: string };

/** An account with a login (its shop is built when missing). Password and internal password are both `password`. */
export async function buildAccount(
  t: TTestApp,
  overrides: Partial<TAccountInsert> & { password?: string; menus?: string[] } = {},
): Promise<TBuiltAccount> {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const n = next();
  const account = overrides.account ?? `user${n}`;
  const password = overrides.password ?? 'secret123';
  const phone = overrides.phone ?? `3${String(n).padStart(9, '0').slice(-9)}`;
  const id = await insertAccount(t.deps.db, {
    name: `Person ${n}`,
    accountType: 1,
    phoneE164: toE164('+39', phone),
    ...overrides,
    shopId,
    account,
    phone,
    passwordHash: await hashSecret(password),
    insidePasswordHash: await hashSecret(insideDigest(password, account)),
  });
  if (overrides.menus) await grantMenus(t.deps.db, shopId, id, overrides.menus);
  return { id, shopId, account, password, phone };
}

/** A live session token for an account, without going through login. */
export async function buildSession(t: TTestApp, account: Pick<TBuiltAccount, 'id' | 'shopId'>) {
  const token = newToken();
  const now = t.clock.now();
  await insertSession(t.deps.db, {
    tokenHash: hashToken(token),
    shopId: account.shopId,
    accountId: account.id,
    now,
    absoluteExpiresAt: new Date(now.getTime() + t.deps.config.sessionAbsoluteMs),
  });
  return token;
}

/** An owner account with a session: the usual caller of a test. */
export async function buildOwner(t: TTestApp, overrides: Parameters<typeof buildAccount>[1] = {}) {
  const account = await buildAccount(t, { accountType: 1, ...overrides });
  return { ...account, token: await buildSession(t, account) };
}

/** The code in the newest outbox message to a recipient, as a person would read it. */
export async function lastCodeSentTo(db: TDb, recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body.match(/\b(\d{6})\b/)?.[1];
}

/** A staff member without a login (its shop is built when missing): a technician who can be booked and bill. */
export async function buildStaff(t: TTestApp, overrides: Partial<typeof accounts.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const n = next();
  const [row] = await t.deps.db
    .insert(accounts)
    .values({ name: `Staff ${n}`, accountType: 0, staffType: 2, sortOrder: n, ...overrides, shopId })
    .returning();
  return row;
}

/** A project type (its shop is built when missing). */
export async function buildProductType(t: TTestApp, overrides: Partial<typeof productTypes.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const [row] = await t.deps.db
    .insert(productTypes)
    .values({ name: `Type ${next()}`, createdAt: t.clock.now(), ...overrides, shopId })
    .returning();
  return row;
}

/** A project of 45 minutes at 25.00 (its type and shop are built when missing). */
export async function buildProduct(t: TTestApp, overrides: Partial<typeof products.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const productTypeId = overrides.productTypeId ?? (await buildProductType(t, { shopId })).id;
  const n = next();
  const [row] = await t.deps.db
    .insert(products)
    .values({ name: `Project ${n}`, unitPrice: 2500, duration: 45, sortOrder: n, ...overrides, shopId, productTypeId })
    .returning();
  return row;
}

/** An inventory type (its shop is built when missing). */
export async function buildInventoryType(t: TTestApp, overrides: Partial<typeof inventoryTypes.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const [row] = await t.deps.db
    .insert(inventoryTypes)
    .values({ name: `Stock ${next()}`, createdAt: t.clock.now(), ...overrides, shopId })
    .returning();
  return row;
}

/** An inventory item of 10 units at 12.50 (its type and shop are built when missing); no movement is written. */
export async function buildInventoryItem(t: TTestApp, overrides: Partial<typeof inventoryItems.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const inventoryTypeId = overrides.inventoryTypeId ?? (await buildInventoryType(t, { shopId })).id;
  const n = next();
  const amount = overrides.amount ?? 10;
  const [row] = await t.deps.db
    .insert(inventoryItems)
    .values({
      name: `Item ${n}`,
      price: 1250,
      sortOrder: n,
      amountMax: amount,
      ...overrides,
      amount,
      shopId,
      inventoryTypeId,
    })
    .returning();
  return row;
}

/** A regular customer with an Italian mobile (the shop is built when missing). */
export async function buildCustomer(t: TTestApp, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(t)).id;
  const n = next();
  const phone = overrides.phone ?? `347 ${String(n).padStart(7, '0').slice(-7)}`;
  const [row] = await t.deps.db
    .insert(customers)
    .values({
      name: `Cliente ${n}`,
      phoneE164: toE164('+39', phone),
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      ...overrides,
      phone,
      shopId,
    })
    .returning();
  return row;
}
