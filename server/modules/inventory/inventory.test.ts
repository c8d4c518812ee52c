import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPage } from '../../../contract/common';
import type { TInventoryItem, TInventoryMovement, TInventoryType } from '../../../contract/inventory';
import { buildApp } from '../../app';
import { inventoryMovements } from '../../db/schema/inventory';
import { openLiveStream } from '../../realtime/realtime.client';
import { buildInventoryItem, buildInventoryType, buildOwner, buildShop } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';

const t = useTestApp();

/** The shop's owner and one type: the usual caller. */
async function ownerWithType(overrides: Parameters<typeof buildOwner>[1] = {}) {
  const owner = await buildOwner(t, overrides);
  const type = await buildInventoryType(t, { shopId: owner.shopId, name: 'Colour' });
  return { ...owner, type };
}

const call = async <T>(path: string, body: Record<string, unknown>, token: string) =>
  dataOf<T>((await t.call(path, body, { token })).body);
const pageOf = async <T>(path: string, body: Record<string, unknown>, token: string) => {
  const { body: envelope } = await t.call(path, body, { token });
  expect(envelope).toMatchObject({ code: 0 });
  return envelope.page as TPage<T>;
};
const itemBody = (inventoryTypeId: number, overrides: Record<string, unknown> = {}) => ({
  inventoryTypeId,
  inventoryName: 'Wella Koleston 6/0',
  factoryNo: 'WK-60',
  price: 1290,
  amount: 12,
  storePlace: 'Shelf A2',
  notifyFlag: 1,
  notifyAmount: 4,
  ...overrides,
});
const movementsOf = async (inventoryId: number, token: string) =>
  (await pageOf<TInventoryMovement>('inventoryMovement/queryList', { inventoryId, limit: 100 }, token)).list;

describe('inventoryType calls', () => {
  it('creates, lists with item counts, reads, renames and deletes a type', async () => {
    const { token, shopId, type } = await ownerWithType();
    await buildInventoryItem(t, { shopId, inventoryTypeId: type.id });
    await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, delFlag: 1 });
    await buildInventoryType(t, { name: 'Other shop' });
    const towels = await call<TInventoryType>('inventoryType/create', { name: '  Towels ' }, token);
    expect(towels).toMatchObject({ name: 'Towels', inventoryCount: 0, version: 1 });

    const page = await pageOf<TInventoryType>('inventoryType/queryInventoryTypeList', { limit: 100 }, token);
    expect(page.list.map((x) => [x.name, x.inventoryCount])).toEqual([
      ['Colour', 1],
      ['Towels', 0],
    ]);
    expect(page.totalCount).toBe(2);

    const renamed = await call<TInventoryType>(
      'inventoryType/update',
      { id: towels.id, name: 'Linen', version: 1 },
      token,
    );
    expect(renamed).toMatchObject({ name: 'Linen', version: 2 });
    expectError(
      (await t.call('inventoryType/update', { id: towels.id, name: 'X', version: 1 }, { token })).body,
      'CONFLICT',
    );
    expect(await call('inventoryType/queryById', { id: towels.id }, token)).toMatchObject({ name: 'Linen' });

    expect(await call('inventoryType/delete', { id: towels.id }, token)).toBeNull();
    expectError((await t.call('inventoryType/queryById', { id: towels.id }, { token })).body, 'NOT_FOUND', 'id');
  });

  it('refuses to delete a type that still holds items, and deletes it once they are gone', async () => {
    const { token, shopId, type } = await ownerWithType();
    const item = await buildInventoryItem(t, { shopId, inventoryTypeId: type.id });
    expectError((await t.call('inventoryType/delete', { id: type.id }, { token })).body, 'INVENTORY_TYPE_IN_USE', 'id');
    await call('inventory/delete', { inventoryId: item.id }, token);
    expect(await call('inventoryType/delete', { id: type.id }, token)).toBeNull();
  });

  it('checks the name and never reaches another shop', async () => {
    const { token } = await ownerWithType();
    const foreign = await buildInventoryType(t, { name: 'Theirs' });
    expectError((await t.call('inventoryType/create', { name: '   ' }, { token })).body, 'FIELD_REQUIRED', 'name');
    expectError(
      (await t.call('inventoryType/create', { name: 'x'.repeat(31) }, { token })).body,
      'CHECK_INPUT',
      'name',
    );
    for (const [path, body] of [
      ['inventoryType/queryById', { id: foreign.id }],
      ['inventoryType/update', { id: foreign.id, name: 'Mine' }],
      ['inventoryType/delete', { id: foreign.id }],
    ] as const) {
      expectError((await t.call(path, body, { token })).body, 'NOT_FOUND', 'id');
    }
    expect((await t.call('inventoryType/queryInventoryTypeList', {}, { token: 'nope' })).body.code).toBe(401);
  });
});

describe('inventory/create and inventory/queryById', () => {
  it('creates an item with its first movement, derived fields and tags', async () => {
    const { token, type, id: accountId } = await ownerWithType();
    const item = await call<TInventoryItem>(
      'inventory/create',
      itemBody(type.id, { amountReserved: 2, tags: ['Discontinued', 'discontinued', 'Salon only'] }),
      token,
    );
    expect(item).toMatchObject({
      inventoryName: 'Wella Koleston 6/0',
      factoryNo: 'WK-60',
      inventoryTypeName: 'Colour',
      price: 1290,
      priceAll: 1290 * 12,
      amount: 12,
      amountReserved: 2,
      amountCanUse: 10,
      amountMax: 12,
      isLow: false,
      delFlag: 0,
    });
    expect(item.tags.map((tag) => tag.name)).toEqual(['Discontinued', 'Salon only']);
    expect(await movementsOf(item.id, token)).toMatchObject([
      { kind: 'initial', amountBefore: 0, changeAmount: 12, amountAfter: 12, accountId },
    ]);
    expect(await call('inventory/queryById', { inventoryId: item.id }, token)).toEqual(item);
  });

  it('needs the name or the factory number (SPEC §5), money and quantities at zero or more', async () => {
    const { token, type } = await ownerWithType();
    const refused = async (overrides: Record<string, unknown>) =>
      (await t.call('inventory/create', itemBody(type.id, overrides), { token })).body;
    expectError(await refused({ inventoryName: ' ', factoryNo: '' }), 'INVENTORY_NAME_OR_FACTORY', 'inventoryName');
    expect((await refused({ inventoryName: '', factoryNo: 'F-1' })).code).toBe(0);
    expect((await refused({ inventoryName: 'Only a name', factoryNo: '' })).code).toBe(0);
    expectError(await refused({ price: -1 }), 'AMOUNT_ERROR', 'price');
    expectError(await refused({ price: 12.5 }), 'AMOUNT_ERROR', 'price');
    expectError(await refused({ amount: -1 }), 'CHECK_INPUT', 'amount');
    expect((await refused({ amount: 1_000_000 })).code).toBe(0);
    expectError(await refused({ amount: 1_000_001 }), 'CHECK_INPUT', 'amount');
    expectError(await refused({ notifyFlag: 2 }), 'CHECK_INPUT', 'notifyFlag');
    expectError(await refused({ amount: 1, amountReserved: 2 }), 'INVENTORY_RESERVED_ABOVE_AMOUNT', 'amountReserved');
    expectError(await refused({ inventoryTypeId: undefined }), 'FIELD_REQUIRED', 'inventoryTypeId');
    const foreign = await buildInventoryType(t, {});
    expectError(await refused({ inventoryTypeId: foreign.id }), 'NOT_FOUND', 'inventoryTypeId');
  });
});

describe('inventory/queryInventoryList', () => {
  it('lists live items in order, of one type, searched by name or factory number', async () => {
    const { token, shopId, type } = await ownerWithType();
    const nails = await buildInventoryType(t, { shopId, name: 'Nails' });
    await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      name: 'Shampoo 1 l',
      factoryNo: 'SH-1',
      sortOrder: 2,
    });
    await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: nails.id,
      name: 'Top coat',
      factoryNo: 'TC_9',
      sortOrder: 1,
    });
    await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, name: 'Gone', delFlag: 1 });
    await buildInventoryItem(t, { name: 'Shampoo of another shop' });
    const names = async (body: Record<string, unknown>) =>
      (await pageOf<TInventoryItem>('inventory/queryInventoryList', body, token)).list.map((i) => i.inventoryName);
    expect(await names({})).toEqual(['Top coat', 'Shampoo 1 l']);
    expect(await names({ inventoryTypeId: nails.id })).toEqual(['Top coat']);
    expect(await names({ key: 'sham' })).toEqual(['Shampoo 1 l']);
    expect(await names({ key: 'tc_' })).toEqual(['Top coat']);
    expect(await names({ key: '%' })).toEqual([]);
    const second = await pageOf<TInventoryItem>('inventory/queryInventoryList', { curPage: 3, limit: 1 }, token);
    expect(second).toMatchObject({ list: [], totalCount: 2, totalPage: 2 });
  });
});

describe('inventory/update', () => {
  it('edits the fields, and a quantity sent becomes an edit movement', async () => {
    const { token, shopId, type } = await ownerWithType();
    const other = await buildInventoryType(t, { shopId, name: 'Retail' });
    const item = await call<TInventoryItem>('inventory/create', itemBody(type.id), token);
    const edited = await call<TInventoryItem>(
      'inventory/update',
      { ...itemBody(other.id, { inventoryName: 'Koleston 6/0', amount: 20 }), inventoryId: item.id, version: 1 },
      token,
    );
    expect(edited).toMatchObject({
      inventoryName: 'Koleston 6/0',
      inventoryTypeName: 'Retail',
      amount: 20,
      amountMax: 20,
      version: 2,
    });
    const kept = await call<TInventoryItem>(
      'inventory/update',
      { ...itemBody(other.id, { amount: undefined, storePlace: 'Back room' }), inventoryId: item.id },
      token,
    );
    expect(kept).toMatchObject({ amount: 20, storePlace: 'Back room' });
    expect((await movementsOf(item.id, token)).map((m) => [m.kind, m.changeAmount])).toEqual([
      ['edit', 8],
      ['initial', 12],
    ]);
    expectError(
      (await t.call('inventory/update', { ...itemBody(type.id), inventoryId: item.id, version: 1 }, { token })).body,
      'CONFLICT',
    );
    const foreign = await buildInventoryItem(t, {});
    expectError(
      (await t.call('inventory/update', { ...itemBody(type.id), inventoryId: foreign.id }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
  });
});

describe('inventory/changeAmount', () => {
  it('adds and takes units with a movement each, keeps the highest quantity, never goes below zero', async () => {
    const { token, shopId, type } = await ownerWithType();
    const item = await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, amount: 5, amountReserved: 3 });
    const up = await call<TInventoryItem>(
      'inventory/changeAmount',
      { inventoryId: item.id, changeAmount: 7, remark: 'Delivery 1123' },
      token,
    );
    expect(up).toMatchObject({ amount: 12, amountMax: 12, amountReserved: 3, amountCanUse: 9 });
    const down = await call<TInventoryItem>(
      'inventory/changeAmount',
      { inventoryId: item.id, changeAmount: -10, kind: 'sale' },
      token,
    );
    // The set-aside units shrink with the stock when it falls below them.
    expect(down).toMatchObject({ amount: 2, amountMax: 12, amountReserved: 2, amountCanUse: 0 });
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: item.id, changeAmount: -3 }, { token })).body,
      'INVENTORY_NOT_ENOUGH',
      'changeAmount',
    );
    expect(await call('inventory/changeAmount', { inventoryId: item.id, changeAmount: -2 }, token)).toMatchObject({
      amount: 0,
    });
    expect(
      (await movementsOf(item.id, token)).map((m) => [m.kind, m.amountBefore, m.changeAmount, m.amountAfter, m.remark]),
    ).toEqual([
      ['use', 2, -2, 0, ''],
      ['sale', 12, -10, 2, ''],
      ['restock', 5, 7, 12, 'Delivery 1123'],
    ]);
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: item.id, changeAmount: 0 }, { token })).body,
      'CHECK_INPUT',
      'changeAmount',
    );
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: item.id, changeAmount: 1, kind: 'edit' }, { token })).body,
      'CHECK_INPUT',
      'kind',
    );
    const foreign = await buildInventoryItem(t, {});
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: foreign.id, changeAmount: 1 }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
  });

  it('the movement log is append-only', async () => {
    const { token, type } = await ownerWithType();
    const item = await call<TInventoryItem>('inventory/create', itemBody(type.id), token);
    await expect(
      t.deps.db.update(inventoryMovements).set({ remark: 'x' }).where(eq(inventoryMovements.inventoryId, item.id)),
    ).rejects.toThrow();
    await expect(
      t.deps.db.delete(inventoryMovements).where(eq(inventoryMovements.inventoryId, item.id)),
    ).rejects.toThrow();
  });
});

describe('inventory/changeAmountBatch', () => {
  it('changes every item in one call, or none when one would go below zero', async () => {
    const { token, shopId, type } = await ownerWithType();
    const [a, b, c] = await Promise.all(
      [4, 6, 1].map((amount) => buildInventoryItem(t, { shopId, inventoryTypeId: type.id, amount })),
    );
    const done = await call<{ list: TInventoryItem[] }>(
      'inventory/changeAmountBatch',
      {
        items: [
          { inventoryId: c.id, changeAmount: 9 },
          { inventoryId: a.id, changeAmount: -4 },
          { inventoryId: b.id, changeAmount: 1 },
        ],
        kind: 'count',
      },
      token,
    );
    expect(done.list.map((i) => [i.id, i.amount])).toEqual([
      [c.id, 10],
      [a.id, 0],
      [b.id, 7],
    ]);
    const refused = await t.call(
      'inventory/changeAmountBatch',
      {
        items: [
          { inventoryId: b.id, changeAmount: -1 },
          { inventoryId: a.id, changeAmount: -1 },
        ],
      },
      { token },
    );
    expectError(refused.body, 'INVENTORY_NOT_ENOUGH', 'items.1.changeAmount');
    expect(await call('inventory/queryById', { inventoryId: b.id }, token)).toMatchObject({ amount: 7 });
    expect((await movementsOf(b.id, token)).map((m) => m.kind)).toEqual(['count']);
    const twice = {
      items: [
        { inventoryId: a.id, changeAmount: 1 },
        { inventoryId: a.id, changeAmount: 1 },
      ],
    };
    expectError((await t.call('inventory/changeAmountBatch', twice, { token })).body, 'CHECK_INPUT', 'items');
    expectError(
      (await t.call('inventory/changeAmountBatch', { items: [] }, { token })).body,
      'FIELD_REQUIRED',
      'items',
    );
    const foreign = await buildInventoryItem(t, {});
    const mixed = {
      items: [
        { inventoryId: a.id, changeAmount: 1 },
        { inventoryId: foreign.id, changeAmount: 1 },
      ],
    };
    expectError(
      (await t.call('inventory/changeAmountBatch', mixed, { token })).body,
      'NOT_FOUND',
      'items.1.inventoryId',
    );
    expect(await call('inventory/queryById', { inventoryId: a.id }, token)).toMatchObject({ amount: 0 });
  });
});

describe('inventory/queryInventoryAlert', () => {
  it('lists the items with notify on and fewer available than the threshold', async () => {
    const { token, shopId, type } = await ownerWithType();
    const low = await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      amount: 3,
      notifyFlag: 1,
      notifyAmount: 4,
    });
    await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, amount: 4, notifyFlag: 1, notifyAmount: 4 });
    await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, amount: 0, notifyFlag: 0, notifyAmount: 4 });
    const reserved = await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      amount: 6,
      amountReserved: 3,
      notifyFlag: 1,
      notifyAmount: 4,
    });
    await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      amount: 0,
      notifyFlag: 1,
      notifyAmount: 4,
      delFlag: 1,
    });
    const alert = async () =>
      (
        await pageOf<TInventoryItem>('inventory/queryInventoryAlert', { curPage: 1, key: '', limit: 500 }, token)
      ).list.map((i) => i.id);
    expect(await alert()).toEqual([low.id, reserved.id]);
    await call('inventory/changeAmount', { inventoryId: low.id, changeAmount: 5 }, token);
    expect(await alert()).toEqual([reserved.id]);
    expectError(
      (await t.call('inventory/queryInventoryAlert', { limit: 501 }, { token })).body,
      'CHECK_INPUT',
      'limit',
    );
  });

  it('a free shop gets empty pages from the two session reads and a refusal from everything else', async () => {
    const free = await buildShop(t, { goodsType: 'free' });
    const { token, shopId, type } = await ownerWithType({ shopId: free.id });
    const item = await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      amount: 0,
      notifyFlag: 1,
      notifyAmount: 5,
    });
    expect(await pageOf('inventory/queryInventoryAlert', { curPage: 1, key: '', limit: 500 }, token)).toMatchObject({
      list: [],
      totalCount: 0,
    });
    expect(await pageOf('inventoryType/queryInventoryTypeList', { curPage: 1, limit: 100 }, token)).toMatchObject({
      list: [],
      totalCount: 0,
    });
    expectError((await t.call('inventory/queryInventoryList', {}, { token })).body, 'FREE_PLAN_FORBIDDEN');
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: item.id, changeAmount: 1 }, { token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expectError((await t.call('inventoryType/create', { name: 'X' }, { token })).body, 'FREE_PLAN_FORBIDDEN');
  });
});

describe('inventory/updateSortOrder and inventory/delete', () => {
  it('reorders without moving the version, and deletes softly with the history kept', async () => {
    const { token, type } = await ownerWithType();
    const first = await call<TInventoryItem>('inventory/create', itemBody(type.id, { inventoryName: 'First' }), token);
    const second = await call<TInventoryItem>(
      'inventory/create',
      itemBody(type.id, { inventoryName: 'Second' }),
      token,
    );
    await call('inventory/updateSortOrder', { inventoryId: first.id, sortOrder: second.sortOrder }, token);
    const moved = await call<TInventoryItem>(
      'inventory/updateSortOrder',
      { inventoryId: second.id, sortOrder: first.sortOrder },
      token,
    );
    expect(moved.version).toBe(1);
    const list = await pageOf<TInventoryItem>('inventory/queryInventoryList', {}, token);
    expect(list.list.map((i) => i.inventoryName)).toEqual(['Second', 'First']);
    expect(await call('inventory/delete', { inventoryId: first.id }, token)).toBeNull();
    expect(await call('inventory/queryById', { inventoryId: first.id }, token)).toMatchObject({ delFlag: 1 });
    expect(await movementsOf(first.id, token)).toHaveLength(1);
    expectError(
      (await t.call('inventory/delete', { inventoryId: first.id }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
    expectError(
      (await t.call('inventory/changeAmount', { inventoryId: first.id, changeAmount: 1 }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
    expectError(
      (await t.call('inventory/updateSortOrder', { inventoryId: first.id, sortOrder: 1 }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
  });
});

describe('inventory/addInventoryTag and inventory/deleteInventoryTag', () => {
  it('tags an item once each, up to 20, and removes a tag of its own item only', async () => {
    const { token, shopId, type } = await ownerWithType();
    const item = await buildInventoryItem(t, { shopId, inventoryTypeId: type.id });
    const tagged = await call<TInventoryItem>(
      'inventory/addInventoryTag',
      { inventoryId: item.id, tagName: 'Out of stock' },
      token,
    );
    expect(tagged.tags.map((tag) => tag.name)).toEqual(['Out of stock']);
    expectError(
      (await t.call('inventory/addInventoryTag', { inventoryId: item.id, tagName: 'OUT OF STOCK' }, { token })).body,
      'INVENTORY_TAG_EXISTS',
      'tagName',
    );
    for (let i = 2; i <= 20; i++)
      await call('inventory/addInventoryTag', { inventoryId: item.id, tagName: `Tag ${i}` }, token);
    expectError(
      (await t.call('inventory/addInventoryTag', { inventoryId: item.id, tagName: 'Tag 21' }, { token })).body,
      'INVENTORY_TAGS_MAX',
      'tagName',
    );
    const other = await buildInventoryItem(t, { shopId, inventoryTypeId: type.id });
    const tagId = tagged.tags[0].id;
    expectError(
      (await t.call('inventory/deleteInventoryTag', { inventoryId: other.id, tagId }, { token })).body,
      'NOT_FOUND',
      'tagId',
    );
    const untagged = await call<TInventoryItem>('inventory/deleteInventoryTag', { inventoryId: item.id, tagId }, token);
    expect(untagged.tags).toHaveLength(19);
    const stranger = await buildOwner(t);
    expectError(
      (await t.call('inventory/addInventoryTag', { inventoryId: item.id, tagName: 'Mine' }, { token: stranger.token }))
        .body,
      'NOT_FOUND',
      'inventoryId',
    );
  });
});

describe('inventoryMovement/queryList', () => {
  it("pages one item's movements newest first and never another shop's", async () => {
    const { token, shopId, type } = await ownerWithType();
    const item = await buildInventoryItem(t, { shopId, inventoryTypeId: type.id, amount: 0 });
    for (let i = 1; i <= 3; i++) await call('inventory/changeAmount', { inventoryId: item.id, changeAmount: i }, token);
    const page = await pageOf<TInventoryMovement>(
      'inventoryMovement/queryList',
      { inventoryId: item.id, limit: 2 },
      token,
    );
    expect(page).toMatchObject({ totalCount: 3, totalPage: 2 });
    expect(page.list.map((m) => m.changeAmount)).toEqual([3, 2]);
    const foreign = await buildInventoryItem(t, {});
    expectError(
      (await t.call('inventoryMovement/queryList', { inventoryId: foreign.id }, { token })).body,
      'NOT_FOUND',
      'inventoryId',
    );
  });
});

describe('the inventory menu', () => {
  it('guards every inventory call but the two session reads', async () => {
    await expectMenuGuard(t, 'inventory', 'inventory/queryInventoryList', async () => ({}));
    await expectMenuGuard(t, 'inventory', 'inventoryType/create', async () => ({ name: 'Retail' }));
    await expectMenuGuard(t, 'inventory', 'inventory/create', async (shopId) => {
      const type = await buildInventoryType(t, { shopId });
      return itemBody(type.id);
    });
    const technician = await buildOwner(t, { accountType: 0, menus: ['appointments'] });
    expect((await t.call('inventory/queryInventoryAlert', {}, { token: technician.token })).body.code).toBe(0);
    expect((await t.call('inventoryType/queryInventoryTypeList', {}, { token: technician.token })).body.code).toBe(0);
  });
});

describe('live events', () => {
  let live: FastifyInstance;
  let baseUrl: string;
  beforeAll(async () => {
    live = await buildApp(t.deps, { logger: false, live: { heartbeatMs: 100 } });
    await live.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await live?.close();
  });

  it('an item that changes reaches the open streams of its shop', async () => {
    const { token, shopId, type } = await ownerWithType();
    const item = await buildInventoryItem(t, {
      shopId,
      inventoryTypeId: type.id,
      amount: 5,
      notifyFlag: 1,
      notifyAmount: 4,
    });
    const stream = await openLiveStream(baseUrl, token);
    try {
      await call('inventory/changeAmount', { inventoryId: item.id, changeAmount: -2 }, token);
      const { event } = await stream.next((e) => e.type === 'inventory');
      expect(event).toEqual({ type: 'inventory', shopId, id: item.id });
    } finally {
      stream.close();
    }
  });
});
