import { type AnyColumn, and, asc, count, eq, gt, gte, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { accountWorkHolidays, shopWorkHolidays } from '../../db/schema/work-time';

export type THolidayFields = { startTime: Date; endTime: Date; remark: string };
export type TShopHolidayRow = typeof shopWorkHolidays.$inferSelect;
export type TAccountHolidayRow = typeof accountWorkHolidays.$inferSelect & { accountName: string };
export type THolidayFilter = { endsFrom?: Date; key: string; offset: number; limit: number };
export type TAccountHolidayFilter = THolidayFilter & { accountId?: number; kind?: 'holiday' | 'leave' };

/** Case-insensitive "contains", without LIKE so that % and _ in the search are plain characters. */
const contains = (column: SQL | AnyColumn, key: string) => sql`strpos(lower(${column}), lower(${key})) > 0`;

/** Rows that come before (start, id) in the list order. */
const before = (
  t: typeof shopWorkHolidays | typeof accountWorkHolidays,
  row: { startTime: Date; id: number },
): SQL | undefined => or(lt(t.startTime, row.startTime), and(eq(t.startTime, row.startTime), lt(t.id, row.id)));

/** Adds a shop holiday. */
export async function insertShopHoliday(db: TDb, shopId: number, fields: THolidayFields): Promise<TShopHolidayRow> {
  const [row] = await db
    .insert(shopWorkHolidays)
    .values({ ...fields, shopId })
    .returning();
  return row;
}

/** Changes a shop holiday of this shop; undefined when there is none with that id. */
export async function updateShopHoliday(db: TDb, shopId: number, id: number, fields: THolidayFields) {
  const [row] = await db
    .update(shopWorkHolidays)
    .set(fields)
    .where(and(eq(shopWorkHolidays.shopId, shopId), eq(shopWorkHolidays.id, id)))
    .returning();
  return row as TShopHolidayRow | undefined;
}

/** Deletes a shop holiday of this shop; whether one was deleted. */
export async function deleteShopHoliday(db: TDb, shopId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(shopWorkHolidays)
    .where(and(eq(shopWorkHolidays.shopId, shopId), eq(shopWorkHolidays.id, id)))
    .returning({ id: shopWorkHolidays.id });
  return rows.length > 0;
}

const shopHolidayWhere = (shopId: number, filter: Pick<THolidayFilter, 'endsFrom' | 'key'>) =>
  and(
    eq(shopWorkHolidays.shopId, shopId),
    filter.endsFrom ? gte(shopWorkHolidays.endTime, filter.endsFrom) : undefined,
    filter.key ? contains(shopWorkHolidays.remark, filter.key) : undefined,
  );

/** One page of the shop's holidays in start order, and how many match in all. */
export async function pageShopHolidays(db: TDb, shopId: number, filter: THolidayFilter) {
  const where = shopHolidayWhere(shopId, filter);
  const rows = await db
    .select()
    .from(shopWorkHolidays)
    .where(where)
    .orderBy(asc(shopWorkHolidays.startTime), asc(shopWorkHolidays.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await db.select({ n: count() }).from(shopWorkHolidays).where(where);
  return { rows, total: total.n };
}

/** The 1-based place of a shop holiday in the shop's whole list, in start order. */
export async function shopHolidayPosition(db: TDb, shopId: number, row: { startTime: Date; id: number }) {
  const [n] = await db
    .select({ n: count() })
    .from(shopWorkHolidays)
    .where(and(eq(shopWorkHolidays.shopId, shopId), before(shopWorkHolidays, row)));
  return n.n + 1;
}

/** The shop holiday covering an instant (start included, end excluded), if any. */
export async function shopHolidayAt(db: TDb, shopId: number, at: Date) {
  const rows = await db
    .select({ id: shopWorkHolidays.id })
    .from(shopWorkHolidays)
    .where(
      and(eq(shopWorkHolidays.shopId, shopId), lte(shopWorkHolidays.startTime, at), gt(shopWorkHolidays.endTime, at)),
    )
    .limit(1);
  return rows[0];
}

const accountHolidaySelect = (db: TDb) =>
  db
    .select({
      id: accountWorkHolidays.id,
      shopId: accountWorkHolidays.shopId,
      accountId: accountWorkHolidays.accountId,
      kind: accountWorkHolidays.kind,
      startTime: accountWorkHolidays.startTime,
      endTime: accountWorkHolidays.endTime,
      remark: accountWorkHolidays.remark,
      createdAt: accountWorkHolidays.createdAt,
      accountName: accounts.name,
    })
    .from(accountWorkHolidays)
    .innerJoin(
      accounts,
      and(eq(accounts.shopId, accountWorkHolidays.shopId), eq(accounts.id, accountWorkHolidays.accountId)),
    );

const countAccountHolidays = (db: TDb) =>
  db
    .select({ n: count() })
    .from(accountWorkHolidays)
    .innerJoin(
      accounts,
      and(eq(accounts.shopId, accountWorkHolidays.shopId), eq(accounts.id, accountWorkHolidays.accountId)),
    );

export type TAccountHolidayFields = THolidayFields & { accountId: number; kind: 'holiday' | 'leave' };

/** Adds a staff holiday or leave; answers its id. */
export async function insertAccountHoliday(db: TDb, shopId: number, fields: TAccountHolidayFields) {
  const [row] = await db
    .insert(accountWorkHolidays)
    .values({ ...fields, shopId })
    .returning({ id: accountWorkHolidays.id });
  return row.id;
}

/** Changes a staff holiday or leave of this shop; whether there was one with that id. */
export async function updateAccountHoliday(db: TDb, shopId: number, id: number, fields: TAccountHolidayFields) {
  const rows = await db
    .update(accountWorkHolidays)
    .set(fields)
    .where(and(eq(accountWorkHolidays.shopId, shopId), eq(accountWorkHolidays.id, id)))
    .returning({ id: accountWorkHolidays.id });
  return rows.length > 0;
}

/** Deletes a staff holiday or leave of this shop; whether one was deleted. */
export async function deleteAccountHoliday(db: TDb, shopId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(accountWorkHolidays)
    .where(and(eq(accountWorkHolidays.shopId, shopId), eq(accountWorkHolidays.id, id)))
    .returning({ id: accountWorkHolidays.id });
  return rows.length > 0;
}

/** One staff holiday or leave of this shop with its staff member's name. */
export async function findAccountHoliday(db: TDb, shopId: number, id: number) {
  const rows = await accountHolidaySelect(db).where(
    and(eq(accountWorkHolidays.shopId, shopId), eq(accountWorkHolidays.id, id)),
  );
  return rows[0] as TAccountHolidayRow | undefined;
}

/** A deleted staff member is hidden everywhere, their holidays included. */
const accountHolidayWhere = (shopId: number, filter: Omit<TAccountHolidayFilter, 'offset' | 'limit'>) =>
  and(
    eq(accountWorkHolidays.shopId, shopId),
    isNull(accounts.deletedAt),
    filter.accountId ? eq(accountWorkHolidays.accountId, filter.accountId) : undefined,
    filter.kind ? eq(accountWorkHolidays.kind, filter.kind) : undefined,
    filter.endsFrom ? gte(accountWorkHolidays.endTime, filter.endsFrom) : undefined,
    filter.key ? or(contains(accountWorkHolidays.remark, filter.key), contains(accounts.name, filter.key)) : undefined,
  );

/** One page of the shop's staff holidays and leave in start order, and how many match in all. */
export async function pageAccountHolidays(db: TDb, shopId: number, filter: TAccountHolidayFilter) {
  const where = accountHolidayWhere(shopId, filter);
  const rows = (await accountHolidaySelect(db)
    .where(where)
    .orderBy(asc(accountWorkHolidays.startTime), asc(accountWorkHolidays.id))
    .offset(filter.offset)
    .limit(filter.limit)) as TAccountHolidayRow[];
  const [total] = await countAccountHolidays(db).where(where);
  return { rows, total: total.n };
}

/** The 1-based place of a staff holiday or leave in the shop's whole list, in start order. */
export async function accountHolidayPosition(db: TDb, shopId: number, row: { startTime: Date; id: number }) {
  const [n] = await countAccountHolidays(db).where(
    and(accountHolidayWhere(shopId, { key: '' }), before(accountWorkHolidays, row)),
  );
  return n.n + 1;
}
