// The report figures (issue 19): three report families of static/* on years of bills, each against its raw SQL (the
// same aggregate through the same driver in a bare Fastify handler) in the same run, one request at a time and in
// turn; and on PostgreSQL the same report's p99 again once the other shops of the database have their years too.
import type { TRaw } from '../server/db/client';
import { checkGoal } from './goals';
import { alternating, sequential, type TLatency } from './measure';
import type { TStatsInfo } from './stats-seed';

/** Issue 19: a report's API time against its raw SQL's, and its p99 with every shop's data against one shop's. */
const API_TO_RAW_GOAL = 1.5;
const MORE_SHOPS_P99_GOAL = 1.2;
const RUNS = Number(process.env.BENCH_STATS_RUNS ?? 30);

/** The report families measured: the app call and its input, and the raw ceiling's path. */
export function statsFamilies(info: TStatsInfo) {
  const lastMonth = info.lastDay.slice(0, 7);
  const fullYear = Number(info.lastDay.slice(0, 4)) - 1;
  return [
    {
      name: 'shop, one bill month by day',
      path: 'static/shopIncomeByBillMonth',
      input: { month: lastMonth },
      raw: 'month',
    },
    {
      name: 'staff, one bill year by month',
      path: 'static/userIncomeByBillYear',
      input: { year: fullYear },
      raw: 'year',
    },
    { name: 'shop, every bill by year', path: 'static/allIncome', input: {}, raw: 'all' },
  ] as const;
}

const SHOP_FIGURES = `
  coalesce(sum(total_amount) filter (where order_type = 'frontDesk'), 0)::bigint AS income,
  coalesce(sum(total_amount) filter (where order_type = 'frontDesk' and status = 'unpaid'), 0)::bigint AS unpaid,
  coalesce(sum(actual_amount) filter (where order_type = 'frontDesk'), 0)::bigint AS actual,
  coalesce(sum(cash_amount) filter (where order_type = 'frontDesk'), 0)::bigint AS cash,
  coalesce(sum(card_amount) filter (where order_type = 'frontDesk'), 0)::bigint AS card,
  coalesce(sum(coupon) filter (where order_type = 'frontDesk'), 0)::bigint AS coupon,
  coalesce(sum(gift_voucher) filter (where order_type = 'frontDesk'), 0)::bigint AS gift,
  coalesce(sum(member_deduction) filter (where order_type = 'frontDesk'), 0)::bigint AS member,
  coalesce(sum(discount_deduction) filter (where order_type = 'frontDesk'), 0)::bigint AS discount,
  coalesce(sum(actual_amount) filter (where order_type = 'memberRecharge' and status = 'paid'), 0)::bigint AS recharge,
  coalesce(sum(actual_amount) filter (where order_type = 'giftCardRecharge' and status = 'paid'), 0)::bigint AS gift_recharge,
  coalesce(sum(actual_amount) filter (where status = 'paid'), 0)::bigint AS takings,
  count(*) filter (where order_type = 'frontDesk') AS bills,
  coalesce(sum(customer_count) filter (where order_type = 'frontDesk'), 0)::bigint AS customers`;

/** The raw ceilings: each family's aggregate as one or two statements, answered as the driver gives the rows. */
export function statsCeilings(raw: TRaw, info: TStatsInfo) {
  const shopId = info.login.user.shopId;
  const [month, year] = statsFamilies(info).map((f) => f.input);
  const monthStart = `${(month as { month: string }).month}-01`;
  const yearNumber = (year as { year: number }).year;
  return {
    '/month': async () =>
      raw.query(
        `SELECT to_char(bill_day, 'YYYY-MM-DD') AS key, ${SHOP_FIGURES} FROM bills
          WHERE shop_id = $1 AND bill_day BETWEEN $2::date AND ($2::date + interval '1 month' - interval '1 day')::date
          GROUP BY 1`,
        [shopId, monthStart],
      ),
    '/year': async () => {
      const period = [shopId, `${yearNumber}-01-01`, `${yearNumber}-12-31`];
      const lines = await raw.query(
        `SELECT l.account_id, to_char(b.bill_day, 'YYYY-MM') AS key, sum(l.amount)::bigint AS income,
                coalesce(sum(l.amount) filter (where b.status = 'unpaid'), 0)::bigint AS unpaid,
                sum(l.adjustment)::bigint AS adjustment, count(*) AS bills, sum(b.customer_count)::bigint AS customers,
                sum((select count(*) from bill_products p where p.shop_id = b.shop_id and p.bill_id = b.id))::bigint AS projects
           FROM bills b JOIN bill_lines l ON l.shop_id = b.shop_id AND l.bill_id = b.id
          WHERE b.shop_id = $1 AND b.bill_day BETWEEN $2::date AND $3::date AND b.order_type = 'frontDesk'
          GROUP BY 1, 2`,
        period,
      );
      const recharges = await raw.query(
        `SELECT created_by, count(*), sum(actual_amount)::bigint FROM bills
          WHERE shop_id = $1 AND bill_day BETWEEN $2::date AND $3::date AND status = 'paid'
            AND order_type IN ('memberRecharge', 'giftCardRecharge') AND created_by IS NOT NULL
          GROUP BY 1`,
        period,
      );
      return { lines, recharges };
    },
    '/all': async () =>
      raw.query(`SELECT to_char(bill_day, 'YYYY') AS key, ${SHOP_FIGURES} FROM bills WHERE shop_id = $1 GROUP BY 1`, [
        shopId,
      ]),
  };
}

export type TStatsFigure = { name: string; runs: number; app: TLatency; raw: TLatency; appWithAllShops?: TLatency };
type TFamily = ReturnType<typeof statsFamilies>[number];

/** POSTs and checks a success envelope. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!text.startsWith('{"code":0')) throw new Error(`${url}: ${text.slice(0, 200)}`);
}

/** About how long each family's figure is timed for, so that a fast report gets enough runs for a steady p99. */
const BUDGET_MS = 4000;
const MAX_RUNS = 300;

/** Times one request, warm, to size a figure's runs: RUNS at least, more for a fast report, within MAX_RUNS. */
async function runsFor(timed: () => Promise<unknown>) {
  await timed();
  const started = performance.now();
  await timed();
  return Math.min(MAX_RUNS, Math.max(RUNS, Math.ceil(BUDGET_MS / (performance.now() - started))));
}

/**
 * Each family's app and raw latency, one request at a time and in turn (app, raw, app…), so that the machine's other
 * work weighs on both alike; `seedOthers` then gives the other shops their years and the app is timed again, the same
 * number of runs.
 */
export async function measureStats(
  appBase: string,
  rawBase: string,
  info: TStatsInfo,
  seedOthers?: () => Promise<void>,
): Promise<TStatsFigure[]> {
  const headers = { token: info.login.token };
  const appOf = (family: TFamily) => () => post(`${appBase}/api/app/${family.path}`, family.input, headers);
  const figures: TStatsFigure[] = [];
  for (const family of statsFamilies(info)) {
    const runs = await runsFor(appOf(family));
    const [app, raw] = await alternating([appOf(family), () => post(`${rawBase}/${family.raw}`, {})], {
      count: runs,
      warmup: 3,
    });
    figures.push({ name: family.name, app, raw, runs });
  }
  if (seedOthers) {
    await seedOthers();
    for (const [i, family] of statsFamilies(info).entries()) {
      figures[i].appWithAllShops = await sequential(appOf(family), { count: figures[i].runs, warmup: 3 });
    }
  }
  return figures;
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

/** Prints each family with its goals, and records the goals for the run's table. */
export function printStats(where: string, info: TStatsInfo, figures: TStatsFigure[], otherShops: number) {
  console.log(
    `  reports on ${info.billsOfShop} bills of one shop (${info.firstDay} to ${info.lastDay}), one request at a time, median and p99:`,
  );
  for (const f of figures) {
    console.log(
      `    ${f.name.padEnd(34)} app ${ms(f.app.median)} ${ms(f.app.p99)}   raw SQL ${ms(f.raw.median)} ${ms(f.raw.p99)}   (${f.runs} runs)`,
    );
    console.log(
      `      ${`${f.name}: app / raw SQL, median`.padEnd(58)}${checkGoal(where, `report ${f.name}: app / raw SQL`, f.app.median / f.raw.median, { atMost: API_TO_RAW_GOAL })}`,
    );
    if (f.appWithAllShops) {
      console.log(
        `      ${`p99 with ${otherShops + 1} shops' years / with one shop's`.padEnd(58)}${checkGoal(where, `report ${f.name}: p99 with ${otherShops + 1} shops / 1 shop`, f.appWithAllShops.p99 / f.app.p99, { atMost: MORE_SHOPS_P99_GOAL })}`,
      );
    }
  }
}
