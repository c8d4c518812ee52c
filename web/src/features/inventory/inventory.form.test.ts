import { describe, expect, it } from 'vitest';
import { readsToInvalidate } from '../../lib/live-events';
import { queryKeyOf } from '../../lib/rpc.client';
import {
  batchItems,
  checkInventoryForm,
  initialFormValues,
  isDownVisible,
  isUpVisible,
  swapSortOrders,
  type TInventoryFormValues,
} from './inventory.form';

const values = (overrides: Partial<TInventoryFormValues> = {}): TInventoryFormValues => ({
  ...initialFormValues(null, 3),
  ...overrides,
});

describe('the item form (SPEC §5, contract ZInventoryFormFields)', () => {
  it('needs the name or the factory number', () => {
    const check = checkInventoryForm(values());
    expect(check.isValid).toBe(false);
    expect(!check.isValid && check.errors).toContainEqual({ field: 'inventoryName', key: 'INVENTORY_NAME_OR_FACTORY' });
    expect(checkInventoryForm(values({ factoryNo: 'L-200' })).isValid).toBe(true);
  });

  it('sends the price as cents and the alert switch as notifyFlag', () => {
    const check = checkInventoryForm(
      values({ inventoryName: 'Shampoo', price: '12.5', amount: 4, isNotifyOn: true, notifyAmount: 2 }),
    );
    expect(check).toEqual({
      isValid: true,
      fields: expect.objectContaining({ price: 1250, amount: 4, notifyFlag: 1, notifyAmount: 2, inventoryTypeId: 3 }),
    });
  });

  it('refuses a bad price and a missing type with the contract’s keys', () => {
    const check = checkInventoryForm(values({ inventoryName: 'x', price: '1.234', inventoryTypeId: null }));
    expect(!check.isValid && check.errors).toEqual(
      expect.arrayContaining([
        { field: 'price', key: 'AMOUNT_ERROR' },
        { field: 'inventoryTypeId', key: 'FIELD_REQUIRED' },
      ]),
    );
  });
});

describe('the item list', () => {
  it('swaps two neighbours’ sortOrder and shows the order buttons where a neighbour exists', () => {
    expect(swapSortOrders({ inventoryId: 1, sortOrder: 5 }, { inventoryId: 2, sortOrder: 9 })).toEqual([
      { inventoryId: 1, sortOrder: 9 },
      { inventoryId: 2, sortOrder: 5 },
    ]);
    expect(isUpVisible(0, 1)).toBe(false);
    expect(isUpVisible(0, 2)).toBe(true);
    expect(isDownVisible(9, 1, 10, 10)).toBe(false);
    expect(isDownVisible(9, 1, 11, 10)).toBe(true);
  });

  it('sends only the batch lines that change something', () => {
    expect(batchItems({ 4: 3, 5: 0, 6: null, 7: -2 })).toEqual([
      { inventoryId: 4, changeAmount: 3 },
      { inventoryId: 7, changeAmount: -2 },
    ]);
  });

  it('refreshes the bell’s alert read when a live inventory event arrives', () => {
    const reads = readsToInvalidate({ type: 'inventory', shopId: 1, id: 2 });
    expect(reads.map((path) => queryKeyOf(path)[0])).toContain('inventory/queryInventoryAlert');
  });
});
