import { and, asc, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema/accounts';
import { accountWork, shopWork } from '../../db/schema/work-time';

/** One weekday's periods as minutes of the day; null ends mean an empty period. */
export type TWorkRow = {
  week: number;
  morningStart: number | null;
  morningEnd: number | null;
  afternoonStart: number | null;
  afternoonEnd: number | null;
};

const workColumns = (t: typeof shopWork | typeof accountWork) => ({
  week: t.week,
  morningStart: t.morningStart,
  morningEnd: t.morningEnd,
  afternoonStart: t.afternoonStart,
  afternoonEnd: t.afternoonEnd,
});

/** The fields an upsert replaces when the weekday already has a row. */
const replacedPeriods = {
  morningStart: sql.raw('excluded.morning_start'),
  morningEnd: sql.raw('excluded.morning_end'),
  afternoonStart: sql.raw('excluded.afternoon_start'),
  afternoonEnd: sql.raw('excluded.afternoon_end'),
  updatedAt: sql.raw('excluded.updated_at'),
};

/** The shop's stored weekdays (weekdays never set have no row). */
export async function listShopWork(db: TDb, shopId: number): Promise<TWorkRow[]> {
  return db.select(workColumns(shopWork)).from(shopWork).where(eq(shopWork.shopId, shopId)).orderBy(shopWork.week);
}

/** Stores the shop's hours for the given weekdays, replacing what was there. */
export async function upsertShopWork(db: TDb, shopId: number, rows: TWorkRow[], now: Date) {
  if (rows.length === 0) return;
  await db
    .insert(shopWork)
    .values(rows.map((r) => ({ ...r, shopId, updatedAt: now })))
    .onConflictDoUpdate({ target: [shopWork.shopId, shopWork.week], set: replacedPeriods });
}

/** Forgets the shop's hours of every weekday but these, which then use the default again. */
export async function deleteShopWorkExcept(db: TDb, shopId: number, weeks: number[]) {
  await db
    .delete(shopWork)
    .where(and(eq(shopWork.shopId, shopId), weeks.length ? notInArray(shopWork.week, weeks) : undefined));
}

/** Forgets a staff member's hours of every weekday but these, which then follow the shop's hours again. */
export async function deleteAccountWorkExcept(db: TDb, shopId: number, accountId: number, weeks: number[]) {
  await db
    .delete(accountWork)
    .where(
      and(
        eq(accountWork.shopId, shopId),
        eq(accountWork.accountId, accountId),
        weeks.length ? notInArray(accountWork.week, weeks) : undefined,
      ),
    );
}

/** The stored weekdays of some staff members of the shop. */
export async function listAccountWork(
  db: TDb,
  shopId: number,
  accountIds: number[],
): Promise<(TWorkRow & { accountId: number })[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({ accountId: accountWork.accountId, ...workColumns(accountWork) })
    .from(accountWork)
    .where(and(eq(accountWork.shopId, shopId), inArray(accountWork.accountId, accountIds)))
    .orderBy(accountWork.accountId, accountWork.week);
}

/** Stores a staff member's hours for the given weekdays, replacing what was there. */
export async function upsertAccountWork(db: TDb, shopId: number, accountId: number, rows: TWorkRow[], now: Date) {
  if (rows.length === 0) return;
  await db
    .insert(accountWork)
    .values(rows.map((r) => ({ ...r, shopId, accountId, updatedAt: now })))
    .onConflictDoUpdate({
      target: [accountWork.shopId, accountWork.accountId, accountWork.week],
      set: replacedPeriods,
    });
}

const staffColumns = {
  id: accounts.id,
  name: accounts.name,
  workFlag: accounts.workFlag,
  appointFlag: accounts.appointFlag,
  accountType: accounts.accountType,
  departedAt: accounts.departedAt,
};

export type TStaffRow = { id: number; name: string; workFlag: number };

/** A staff member of the shop who has not been deleted (departed ones included). */
export async function findStaffMember(db: TDb, shopId: number, accountId: number): Promise<TStaffRow | undefined> {
  const rows = await db
    .select(staffColumns)
    .from(accounts)
    .where(and(eq(accounts.shopId, shopId), eq(accounts.id, accountId), isNull(accounts.deletedAt)));
  return rows[0];
}

/** The technicians the board books (SPEC §3, §6): can book, employed, not deleted, not temporary; in staff order. */
export async function listBookableStaff(db: TDb, shopId: number): Promise<TStaffRow[]> {
  return db
    .select(staffColumns)
    .from(accounts)
    .where(
      and(
        eq(accounts.shopId, shopId),
        eq(accounts.appointFlag, 0),
        isNull(accounts.departedAt),
        isNull(accounts.deletedAt),
        ne(accounts.accountType, 3),
      ),
    )
    .orderBy(asc(accounts.sortOrder), asc(accounts.id));
}
