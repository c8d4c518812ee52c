import { describe, expect, it } from 'vitest';
import type { TPage } from '../../../contract/common';
import type { TInventoryItem, TInventoryMovement } from '../../../contract/inventory';
import { buildInventoryItem, buildInventoryType, buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';

/**
 * Races on one item that only mean something on PostgreSQL, where requests really run side by side on a pool of
 * connections (PGlite runs them one after the other); skipped without DATABASE_URL.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const item = async (inventoryId: number, token: string) =>
  (await t.call('inventory/queryById', { inventoryId }, { token })).body.data as TInventoryItem;
const movements = async (inventoryId: number, token: string) =>
  (
    (await t.call('inventoryMovement/queryList', { inventoryId, limit: 500 }, { token })).body
      .page as TPage<TInventoryMovement>
  ).list;

describe.runIf(isPostgres)('inventory under concurrency', () => {
  it('lets exactly floor(quantity / step) of 20 parallel takes through, never below zero', async () => {
    const owner = await buildOwner(t);
    const stock = await buildInventoryItem(t, { shopId: owner.shopId, amount: 10 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call('inventory/changeAmount', { inventoryId: stock.id, changeAmount: -3 }, { token: owner.token }),
      ),
    );
    const accepted = answers.filter((a) => a.body.code === 0);
    expect(accepted).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.code !== 0)) expect(a.body.errorKey).toBe('INVENTORY_NOT_ENOUGH');
    expect(await item(stock.id, owner.token)).toMatchObject({ amount: 1, amountMax: 10 });
    expect((await movements(stock.id, owner.token)).map((m) => m.changeAmount)).toEqual([-3, -3, -3]);
  });

  it('runs batches over the same items in opposite orders without a deadlock, all or nothing each', async () => {
    const owner = await buildOwner(t);
    const type = await buildInventoryType(t, { shopId: owner.shopId });
    const a = await buildInventoryItem(t, { shopId: owner.shopId, inventoryTypeId: type.id, amount: 8 });
    const b = await buildInventoryItem(t, { shopId: owner.shopId, inventoryTypeId: type.id, amount: 100 });
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const pair = [
          { inventoryId: a.id, changeAmount: -1 },
          { inventoryId: b.id, changeAmount: -1 },
        ];
        return t.call('inventory/changeAmountBatch', { items: i % 2 ? pair.reverse() : pair }, { token: owner.token });
      }),
    );
    const accepted = answers.filter((x) => x.body.code === 0).length;
    for (const x of answers.filter((y) => y.body.code !== 0)) expect(x.body.errorKey).toBe('INVENTORY_NOT_ENOUGH');
    expect(accepted).toBe(8);
    expect(await item(a.id, owner.token)).toMatchObject({ amount: 0 });
    expect(await item(b.id, owner.token)).toMatchObject({ amount: 92 });
  });

  it('never leaves an item in a type deleted while the item was being created', async () => {
    const owner = await buildOwner(t);
    for (let round = 0; round < 5; round++) {
      const type = await buildInventoryType(t, { shopId: owner.shopId });
      const [created, deleted] = await Promise.all([
        t.call('inventory/create', { inventoryTypeId: type.id, inventoryName: 'Race' }, { token: owner.token }),
        t.call('inventoryType/delete', { id: type.id }, { token: owner.token }),
      ]);
      // One of the two wins: the item exists in a live type, or the type is gone and the create was refused.
      if (created.body.code === 0) expect(deleted.body.errorKey).toBe('INVENTORY_TYPE_IN_USE');
      else {
        expect(created.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'inventoryTypeId' });
        expect(deleted.body.code).toBe(0);
      }
    }
  });
});
