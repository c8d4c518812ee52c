import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPage } from '../../../contract/common';
import type { TInventoryItem, TInventoryMovement } from '../../../contract/inventory';
import { buildInventoryType, buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';

/**
 * Random sequences of quantity changes (property-based): whatever is added, taken, edited or refused, the quantity is
 * the first quantity plus the sum of the movements, it never goes below zero, amountMax is the running maximum, and
 * each movement's before and after chain into the next.
 */
const t = useTestApp();

const step = fc.oneof(
  fc.record({ op: fc.constant('change' as const), n: fc.integer({ min: -30, max: 30 }).filter((n) => n !== 0) }),
  fc.record({ op: fc.constant('batch' as const), n: fc.integer({ min: -30, max: 30 }).filter((n) => n !== 0) }),
  fc.record({ op: fc.constant('edit' as const), n: fc.integer({ min: 0, max: 60 }) }),
);

describe('inventory quantities', () => {
  it('equal the first quantity plus every movement, and amountMax is the running maximum', async () => {
    const owner = await buildOwner(t);
    const type = await buildInventoryType(t, { shopId: owner.shopId });
    const token = owner.token;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 20 }), fc.array(step, { maxLength: 12 }), async (initial, steps) => {
        const created = dataOf<TInventoryItem>(
          (
            await t.call(
              'inventory/create',
              { inventoryTypeId: type.id, inventoryName: 'Foil', amount: initial },
              { token },
            )
          ).body,
        );
        let amount = initial;
        let highest = initial;
        for (const s of steps) {
          const body =
            s.op === 'change'
              ? await t.call('inventory/changeAmount', { inventoryId: created.id, changeAmount: s.n }, { token })
              : s.op === 'batch'
                ? await t.call(
                    'inventory/changeAmountBatch',
                    { items: [{ inventoryId: created.id, changeAmount: s.n }] },
                    { token },
                  )
                : await t.call(
                    'inventory/update',
                    { inventoryTypeId: type.id, inventoryName: 'Foil', amount: s.n, inventoryId: created.id },
                    { token },
                  );
          const next = s.op === 'edit' ? s.n : amount + s.n;
          if (next < 0) {
            expect(body.body).toMatchObject({ errorKey: 'INVENTORY_NOT_ENOUGH' });
            continue;
          }
          expect(body.body.code).toBe(0);
          amount = next;
          highest = Math.max(highest, amount);
        }
        const item = dataOf<TInventoryItem>(
          (await t.call('inventory/queryById', { inventoryId: created.id }, { token })).body,
        );
        const page = (await t.call('inventoryMovement/queryList', { inventoryId: created.id, limit: 500 }, { token }))
          .body.page as TPage<TInventoryMovement>;
        const movements = [...page.list].reverse();
        expect(item.amount).toBe(amount);
        expect(item.amountMax).toBe(highest);
        expect(movements.reduce((sum, m) => sum + m.changeAmount, 0)).toBe(item.amount);
        for (const [i, m] of movements.entries()) {
          expect(m.amountBefore).toBe(i === 0 ? 0 : movements[i - 1].amountAfter);
        }
        expect(Math.max(...movements.map((m) => m.amountAfter))).toBe(item.amountMax);
      }),
      { numRuns: 25 },
    );
  });
});
