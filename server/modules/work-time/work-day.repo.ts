import { type SQL, sql } from 'drizzle-orm';
import { builtOnce, builtParam } from '../../db/built-once';
import type { TDb } from '../../db/client';
import { accountWork, accountWorkHolidays, shopWork, shopWorkHolidays } from '../../db/schema/work-time';
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

type TWorkDayRow = {
  shop_rows: TWorkRow[] | null;
  account_rows: (TWorkRow & { accountId: number })[];
  shop_holidays: THolidayJson[];
  staff_holidays: (THolidayJson & { accountId: number; kind: string })[];
};

/** readWorkDay's statement, built once in two shapes: with the shop's weekdays, and without. */
const workDayStatement = (withShopRows: boolean) =>
  builtOnce<TWorkDayRow>(`work_day_${withShopRows ? 'with_shop' : 'staff'}`, () => {
    const shopId = builtParam('shopId', 'int');
    const ids = builtParam('accountIds', 'int[]');
    const from = builtParam('from', 'timestamptz');
    const to = builtParam('to', 'timestamptz');
    const shopRows = withShopRows
      ? listOf(sql`SELECT json_agg(json_build_object(${periodsJson(shopWork)}) ORDER BY ${shopWork.week})
                    FROM ${shopWork} WHERE ${shopWork.shopId} = ${shopId}`)
      : sql`NULL::json`;
    return sql`
      SELECT ${shopRows} AS shop_rows,
             ${listOf(sql`SELECT json_agg(json_build_object('accountId', ${accountWork.accountId}, ${periodsJson(accountWork)})
                                          ORDER BY ${accountWork.accountId}, ${accountWork.week})
                            FROM ${accountWork}
                           WHERE ${accountWork.shopId} = ${shopId} AND ${accountWork.accountId} = ANY(${ids})`)} AS account_rows,
             ${listOf(sql`SELECT json_agg(json_build_object('startTime', ${shopWorkHolidays.startTime},
                                                            'endTime', ${shopWorkHolidays.endTime})
                                          ORDER BY ${shopWorkHolidays.startTime})
                            FROM ${shopWorkHolidays}
                           WHERE ${shopWorkHolidays.shopId} = ${shopId} AND ${shopWorkHolidays.startTime} < ${to}
                             AND ${shopWorkHolidays.endTime} > ${from}`)} AS shop_holidays,
             ${listOf(sql`SELECT json_agg(json_build_object('accountId', ${accountWorkHolidays.accountId},
                                                            'kind', ${accountWorkHolidays.kind},
                                                            'startTime', ${accountWorkHolidays.startTime},
                                                            'endTime', ${accountWorkHolidays.endTime}))
                            FROM ${accountWorkHolidays}
                           WHERE ${accountWorkHolidays.shopId} = ${shopId} AND ${accountWorkHolidays.accountId} = ANY(${ids})
                             AND ${accountWorkHolidays.startTime} < ${to}
                             AND ${accountWorkHolidays.endTime} > ${from}`)} AS staff_holidays`;
  });

/**
 * The shop's weekdays (unless the caller has them), the staff's own weekdays, and the shop's and the staff's holidays
 * and leave overlapping [from, to), in one statement built once: a booking checks its technician's hours inside its
 * transaction, where each statement is a round trip of its own.
 */
export async function readWorkDay(
  scope: { tx: TDb; db: TDb },
  at: { shopId: number; accountIds: number[]; from: Date; to: Date; withShopRows: boolean },
): Promise<TWorkDay> {
  const [row] = await workDayStatement(at.withShopRows)(scope, {
    shopId: at.shopId,
    accountIds: at.accountIds,
    from: at.from.toISOString(),
    to: at.to.toISOString(),
  });
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
