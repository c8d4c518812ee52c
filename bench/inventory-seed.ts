// A large stock for the inventory figures (issue 20): 2,000 items over 10 types in the demo headquarters, set-based in
// one transaction, every 7th item tagged and every 20th below its threshold, so the list, its tags and the alert all
// have work to do.
import type { TLoginOutput } from '../contract/auth';
import type { TRaw } from '../server/db/client';
import { DEMO_LOGIN } from '../server/demo/demo.seed';
import type { TApi } from './board-seed';

export const INVENTORY_ITEMS = 2000;
const INVENTORY_TYPES = 10;

/** What the runner needs of the seeded inventory target. */
export type TInventoryInfo = { login: TLoginOutput; items: number; lowItems: number };

/** The demo owner logged in, and INVENTORY_ITEMS more items in its shop. */
export async function seedInventory(api: TApi, raw: TRaw): Promise<TInventoryInfo> {
  const login = (await api('h5/login', { ...DEMO_LOGIN })).data as TLoginOutput;
  const shop = Number(login.user.shopId);
  await raw.withMigrationLock(async (exec) => {
    await exec(`
      BEGIN;
      INSERT INTO inventory_types (shop_id, name)
        SELECT ${shop}, 'Bench stock ' || n FROM generate_series(1, ${INVENTORY_TYPES}) n;
      WITH types AS (
        SELECT array_agg(id ORDER BY id) AS ids FROM inventory_types WHERE shop_id = ${shop} AND name LIKE 'Bench stock %'
      ), items AS (
        INSERT INTO inventory_items (shop_id, inventory_type_id, name, factory_no, price, amount, amount_max,
                                     store_place, notify_flag, notify_amount, sort_order)
        SELECT ${shop}, types.ids[1 + n % ${INVENTORY_TYPES}], 'Bench item ' || n, 'BF-' || lpad(n::text, 5, '0'),
               100 + (n * 37) % 9000, CASE WHEN n % 20 = 0 THEN 1 ELSE 5 + n % 40 END, 60,
               'Shelf ' || (1 + n % 30), 1, 3, 1000 + n
          FROM generate_series(1, ${INVENTORY_ITEMS}) n, types
        RETURNING id, sort_order
      )
      INSERT INTO inventory_tags (shop_id, inventory_id, name)
        SELECT ${shop}, id, 'Bench tag ' || (sort_order % 3) FROM items WHERE sort_order % 7 = 0;
      COMMIT;`);
    // Each on its own: VACUUM runs outside a transaction.
    for (const table of ['inventory_items', 'inventory_tags']) await exec(`VACUUM (ANALYZE) ${table}`);
  });
  const [low] = await raw.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM inventory_items
      WHERE shop_id = $1 AND del_flag = 0 AND notify_flag = 1 AND amount - amount_reserved < notify_amount`,
    [shop],
  );
  const [all] = await raw.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM inventory_items WHERE shop_id = $1 AND del_flag = 0',
    [shop],
  );
  return { login, items: all.n, lowItems: low.n };
}
