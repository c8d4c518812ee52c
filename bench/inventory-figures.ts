// The inventory figures (issue 20): the item list of a shop with 2,000 items and the alert query, each against its raw
// SQL (the same SELECT through the same driver in a bare Fastify handler) in the same run, one request at a time and in
// turn, on both databases.
import type { TRaw } from '../server/db/client';
import { checkGoal } from './goals';
import type { TInventoryInfo } from './inventory-seed';
import { alternating, type TLatency } from './measure';

/**
 * An inventory read's time against its raw SQL's, median. The app validates the input, looks up the session and the
 * menu grant, and checks every item of the answer against its output schema (STYLE rule 2); twice the bare SELECT is
 * the line that work must stay under.
 */
const API_TO_RAW_GOAL = 2;
const RUNS = Number(process.env.BENCH_INVENTORY_RUNS ?? 40);

/** The reads measured: the app call, its input, and the raw ceiling's path. */
export const INVENTORY_FAMILIES = [
  {
    name: 'item list, first page of 100',
    path: 'inventory/queryInventoryList',
    input: { curPage: 1, limit: 100 },
    raw: 'page',
  },
  {
    name: 'item list, every item',
    path: 'inventory/queryInventoryList',
    input: { curPage: 1, limit: 5000 },
    raw: 'all',
  },
  {
    name: 'item list, search by factory number',
    path: 'inventory/queryInventoryList',
    input: { curPage: 1, limit: 100, key: 'BF-01' },
    raw: 'search',
  },
  {
    name: 'alert (the bell and the alert page)',
    path: 'inventory/queryInventoryAlert',
    input: { curPage: 1, key: '', limit: 500 },
    raw: 'alert',
  },
] as const;

/** The app's item SELECT: the item, its type's name, its tags as one JSON array, and the count of the whole list. */
const itemSelect = (where: string, limit: string) => `
  SELECT i.*, t.name AS type_name,
         coalesce((SELECT json_agg(json_build_object('id', g.id, 'name', g.name) ORDER BY g.id) FROM inventory_tags g
                    WHERE g.shop_id = i.shop_id AND g.inventory_id = i.id), '[]'::json) AS tags,
         count(*) OVER () AS total
    FROM inventory_items i JOIN inventory_types t ON t.shop_id = i.shop_id AND t.id = i.inventory_type_id
   WHERE i.shop_id = $1 AND i.del_flag = 0 ${where}
   ORDER BY i.sort_order, i.id LIMIT ${limit}`;

/** The raw ceilings: each read as the one statement the app makes, answered as the driver gives the rows. */
export function inventoryCeilings(raw: TRaw, info: TInventoryInfo) {
  const shopId = info.login.user.shopId;
  return {
    '/page': async () => raw.query(itemSelect('', '100'), [shopId]),
    '/all': async () => raw.query(itemSelect('', '5000'), [shopId]),
    '/search': async () =>
      raw.query(itemSelect(`AND (i.name ILIKE $2 OR i.factory_no ILIKE $2)`, '100'), [shopId, '%BF-01%']),
    '/alert': async () =>
      raw.query(itemSelect('AND i.notify_flag = 1 AND i.amount - i.amount_reserved < i.notify_amount', '500'), [
        shopId,
      ]),
  };
}

export type TInventoryFigure = { name: string; runs: number; app: TLatency; raw: TLatency; bytes: number };

/** POSTs, checks a success envelope, and answers the body's length. */
async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'identity', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!text.startsWith('{"code":0')) throw new Error(`${url}: ${text.slice(0, 200)}`);
  return text.length;
}

/** Each read's app and raw latency, one request at a time and in turn (app, raw, app…). */
export async function measureInventory(
  appBase: string,
  rawBase: string,
  info: TInventoryInfo,
): Promise<TInventoryFigure[]> {
  const headers = { token: info.login.token };
  const figures: TInventoryFigure[] = [];
  for (const family of INVENTORY_FAMILIES) {
    const app = () => post(`${appBase}/api/app/${family.path}`, family.input, headers);
    const bytes = await app();
    const [appTime, rawTime] = await alternating([app, () => post(`${rawBase}/${family.raw}`, {})], {
      count: RUNS,
      warmup: 3,
    });
    figures.push({ name: family.name, app: appTime, raw: rawTime, runs: RUNS, bytes });
  }
  return figures;
}

const ms = (v: number) => `${v.toFixed(1)} ms`.padStart(9);

/** Prints each read with its goal, and records the goals for the run's table. */
export function printInventory(where: string, info: TInventoryInfo, figures: TInventoryFigure[]) {
  console.log(
    `  inventory of one shop: ${info.items} items, ${info.lowItems} below their threshold; one request at a time, median and p99:`,
  );
  for (const f of figures) {
    console.log(
      `    ${f.name.padEnd(38)} app ${ms(f.app.median)} ${ms(f.app.p99)}   raw SQL ${ms(f.raw.median)} ${ms(f.raw.p99)}   (${f.runs} runs, ${(f.bytes / 1024).toFixed(1)} KB)`,
    );
    console.log(
      `      ${`${f.name}: app / raw SQL, median`.padEnd(58)}${checkGoal(where, `inventory ${f.name}: app / raw SQL`, f.app.median / f.raw.median, { atMost: API_TO_RAW_GOAL })}`,
    );
  }
}
