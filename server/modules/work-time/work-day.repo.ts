import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { accountWork, accountWorkHolidays, shopWork, shopWorkHolidays } from '../../db/schema/work-time';
import { rowsOf } from '../../http/session.repo';
import type { TWorkRow } from './work-time.repo';

/** What some staff members' working periods on one day are made of. */
export type TWorkDay = {
  /** The shop's stored weekdays; absent when the caller has them already. */
  shopRows?: TWorkRow[];
  accountRows: (TWorkRow & { accountId: number })[];
  shopHolidays: { startTime: Date; endTime: Date }[];
  staffHolidays: { accountId: number; kind: string; startTime: Date; endTime: Date }[];
};

type THolidayJson = { startTime: string; endTime: string };

const periodsJson = (t: typeof shopWork | typeof accountWork) => sql`
  'week', ${t.week}, 'morningStart', ${t.morningStart}, 'morningEnd', ${t.morningEnd},
  'afternoonStart', ${t.afternoonStart}, 'afternoonEnd', ${t.afternoonEnd}`;

const listOf = (rows: SQL) => sql`coalesce((${rows}), '[]'::json)`;

/**
 * The shop's weekdays (unless the caller has them), the staff's own weekdays, and the shop's and the staff's holidays
 * and leave overlapping [from, to), in one statement: a booking checks its technician's hours inside its transaction,
 * where each statement is a round trip of its own.
 */
export async function readWorkDay(
  db: TDb,
  at: { shopId: number; accountIds: number[]; from: Date; to: Date; withShopRows: boolean },
): Promise<TWorkDay> {
  const { shopId } = at;
  const ids =
    at.accountIds.length > 0
      ? sql.join(
          at.accountIds.map((id) => sql`${id}::int`),
          sql`, `,
        )
      : sql`NULL`;
  const from = at.from.toISOString();
  const to = at.to.toISOString();
  const shopRows = at.withShopRows
    ? listOf(sql`SELECT json_agg(json_build_object(${periodsJson(shopWork)}) ORDER BY ${shopWork.week})
                  FROM ${shopWork} WHERE ${shopWork.shopId} = ${shopId}`)
    : sql`NULL::json`;
  const [row] = rowsOf<{
    shop_rows: TWorkRow[] | null;
    account_rows: (TWorkRow & { accountId: number })[];
    shop_holidays: THolidayJson[];
    staff_holidays: (THolidayJson & { accountId: number; kind: string })[];
  }>(
    await db.execute(sql`
      SELECT ${shopRows} AS shop_rows,
             ${listOf(sql`SELECT json_agg(json_build_object('accountId', ${accountWork.accountId}, ${periodsJson(accountWork)})
                                          ORDER BY ${accountWork.accountId}, ${accountWork.week})
                            FROM ${accountWork}
                           WHERE ${accountWork.shopId} = ${shopId} AND ${accountWork.accountId} IN (${ids})`)} AS account_rows,
             ${listOf(sql`SELECT json_agg(json_build_object('startTime', ${shopWorkHolidays.startTime},
                                                            'endTime', ${shopWorkHolidays.endTime})
                                          ORDER BY ${shopWorkHolidays.startTime})
                            FROM ${shopWorkHolidays}
                           WHERE ${shopWorkHolidays.shopId} = ${shopId} AND ${shopWorkHolidays.startTime} < ${to}::timestamptz
                             AND ${shopWorkHolidays.endTime} > ${from}::timestamptz`)} AS shop_holidays,
             ${listOf(sql`SELECT json_agg(json_build_object('accountId', ${accountWorkHolidays.accountId},
                                                            'kind', ${accountWorkHolidays.kind},
                                                            'startTime', ${accountWorkHolidays.startTime},
                                                            'endTime', ${accountWorkHolidays.endTime}))
                            FROM ${accountWorkHolidays}
                           WHERE ${accountWorkHolidays.shopId} = ${shopId} AND ${accountWorkHolidays.accountId} IN (${ids})
                             AND ${accountWorkHolidays.startTime} < ${to}::timestamptz
                             AND ${accountWorkHolidays.endTime} > ${from}::timestamptz`)} AS staff_holidays`),
  );
  const dated = <T extends THolidayJson>(h: T) => ({
    ...h,
    startTime: new Date(h.startTime),
    endTime: new Date(h.endTime),
  });
  return {
    ...(row.shop_rows ? { shopRows: row.shop_rows } : {}),
    accountRows: row.account_rows,
    shopHolidays: row.shop_holidays.map(dated),
    staffHolidays: row.staff_holidays.map(dated),
  };
}
