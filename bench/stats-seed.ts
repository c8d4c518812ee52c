// Years of bills for the report figures (issue 19): set-based, one transaction per shop, so that millions of rows take
// seconds, not one request each. Each bill is a paid front-desk bill of one staff line (the shop's billing staff in
// turn) and one project, recorded between 09:00 and 19:00; amounts vary by day and hour so that no two periods agree
// by accident. The deferred lines-add-up check of migration 0005 runs at each shop's commit, as for the app's bills.
import type { TLoginOutput } from '../contract/auth';
import { addDays, todayIn } from '../contract/shop-time';
import type { TRaw } from '../server/db/client';
import { DEMO_LOGIN } from '../server/demo/demo.seed';
import { insideDigest } from '../server/modules/auth/auth.crypto';
import type { TApi } from './board-seed';

/** The years of history each shop gets. */
export const STATS_YEARS = 3;
const DEMO_INSIDE_PASSWORD = 'demo1234';

/** What the runner needs of the seeded reports target. */
export type TStatsInfo = {
  login: TLoginOutput;
  shopIds: number[];
  firstDay: string;
  lastDay: string;
  /** Bills of the measured shop and of all shops, once seeded. */
  billsOfShop: number;
};

/** Inserts `perDay` bills a day from `firstDay` to `lastDay` for a shop, with their lines; answers how many. */
export async function seedShopHistory(raw: TRaw, shopId: number, firstDay: string, lastDay: string, perDay: number) {
  // Trusted integers and ISO dates of this script only, so the statements need no parameters and run as one batch.
  const shop = Number(shopId);
  const per = Number(perDay);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(firstDay) || !/^\d{4}-\d{2}-\d{2}$/.test(lastDay)) throw new Error('bad days');
  await raw.withMigrationLock(async (exec) => {
    await exec(`
      BEGIN;
      CREATE TEMP TABLE bench_bills ON COMMIT DROP AS
        SELECT d::date AS day, n,
               (1500 + ((n * 37 + extract(doy FROM d)::int * 13) % 60) * 100)::bigint AS amount,
               (540 + (n * 53) % 600)::int AS record_min
          FROM generate_series('${firstDay}'::date, '${lastDay}'::date, interval '1 day') d,
               generate_series(1, ${per}) n;
      WITH staff AS (
        SELECT array_agg(id ORDER BY sort_order, id) AS ids FROM accounts
         WHERE shop_id = ${shop} AND account_type <> 3 AND finance_flag = 0 AND deleted_at IS NULL
      ), project AS (
        SELECT id, name, unit_price FROM products WHERE shop_id = ${shop} ORDER BY id LIMIT 1
      ), inserted AS (
        INSERT INTO bills (shop_id, bill_order_no, order_type, pay_type, status, total_amount, actual_amount,
                           cash_amount, bill_day, record_min, paid_at, created_at, updated_at)
        SELECT ${shop}, 'H' || to_char(day, 'YYYYMMDD') || lpad(n::text, 5, '0'), 'frontDesk', 'cash', 'paid',
               amount, amount, amount, day, record_min, day::timestamptz, day::timestamptz, day::timestamptz
          FROM bench_bills
        RETURNING id, total_amount
      ), lines AS (
        INSERT INTO bill_lines (shop_id, bill_id, account_id, position, amount)
        SELECT ${shop}, inserted.id, staff.ids[1 + inserted.id % array_length(staff.ids, 1)], 0, inserted.total_amount
          FROM inserted, staff
      )
      INSERT INTO bill_products (shop_id, bill_id, product_id, position, product_name, unit_price)
      SELECT ${shop}, inserted.id, project.id, 0, project.name, project.unit_price FROM inserted, project;
      COMMIT;`);
  });
  const [row] = await raw.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM bills WHERE shop_id = $1 AND bill_order_no LIKE 'H%'`,
    [shop],
  );
  return Number(row.n);
}

/**
 * Brings the bill tables to a steady state after a seeding: vacuumed (so autovacuum has nothing left to do while the
 * reports are timed), analysed, and written out by a checkpoint. Each on its own, as VACUUM runs outside a transaction.
 */
export async function settleBillTables(raw: TRaw) {
  await raw.withMigrationLock(async (exec) => {
    for (const table of ['bills', 'bill_lines', 'bill_products']) await exec(`VACUUM (ANALYZE) ${table}`);
    await exec('CHECKPOINT');
  });
}

/**
 * Adds branches to the demo chain through the app's own call until the database holds `shopCount` shops; each comes
 * with its manager, the account its bills are written to.
 */
/** The body of shop/saveBranchShop for the bench's branch `n`: its manager logs in as `account`, `BRANCH_PASSWORD`. */
export const BRANCH_PASSWORD = 'bench-branch-1';
export const branchBody = (n: number, account: string) => ({
  shopName: `Bench branch ${n}`,
  address: `Via dei Report ${n}, Milano`,
  contactTel: `02 555 ${String(1000 + n)}`,
  contactUser: `Manager ${n}`,
  account,
  password: BRANCH_PASSWORD,
  confirmPassword: BRANCH_PASSWORD,
});

async function addBranchesUpTo(api: TApi, raw: TRaw, token: string, shopCount: number) {
  const [row] = await raw.query<{ n: number }>('SELECT count(*)::int AS n FROM shops');
  for (let n = row.n + 1; n <= shopCount; n++) {
    const envelope = await api('shop/saveBranchShop', branchBody(n, `bench-branch-${n}`), token);
    if (envelope.code !== 0) throw new Error(`shop/saveBranchShop: ${envelope.errorKey ?? ''} ${envelope.msg}`);
  }
}

/**
 * The demo owner logged in and elevated (the reports are behind the internal password), and STATS_YEARS of history
 * before today for the demo's headquarters; the other shops (the demo's branches, and new ones up to `shopCount`) are
 * listed for a second seeding.
 */
export async function seedStats(
  api: TApi,
  raw: TRaw,
  now: Date,
  perDay: number,
  shopCount: number,
): Promise<TStatsInfo> {
  const login = (await api('h5/login', { ...DEMO_LOGIN })).data as TLoginOutput;
  await api('h5/pwdInside', { password: insideDigest(DEMO_INSIDE_PASSWORD, DEMO_LOGIN.account) }, login.token);
  const today = todayIn(login.shopInfo.timeZone, now);
  // Before the demo's own weeks, so the two never share a day.
  const lastDay = addDays(today, -60);
  const firstDay = addDays(lastDay, -365 * STATS_YEARS + 1);
  await addBranchesUpTo(api, raw, login.token, shopCount);
  const shops = await raw.query<{ id: number }>('SELECT id FROM shops ORDER BY id');
  const shopId = login.user.shopId;
  const billsOfShop = await seedShopHistory(raw, shopId, firstDay, lastDay, perDay);
  await settleBillTables(raw);
  return { login, shopIds: shops.map((s) => s.id), firstDay, lastDay, billsOfShop };
}
