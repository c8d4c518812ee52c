import { describe, expect, it } from 'vitest';
import { buildOwner, buildProduct, buildProductType, buildStaff } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from './staff.test-kit';

const t = useTestApp();

type TAccountProducts = {
  allProducts: boolean;
  list: { accountId: number; productId: number; productName: string; productTypeId: number; hotFlag: number }[];
};

/** An owner, a technician and three projects of one type in a known order. */
async function buildMenu() {
  const owner = await buildOwner(t);
  const s = { shopId: owner.shopId };
  const staff = await buildStaff(t, s);
  const type = await buildProductType(t, s);
  const cut = await buildProduct(t, { ...s, productTypeId: type.id, name: 'Cut', sortOrder: 1 });
  const color = await buildProduct(t, { ...s, productTypeId: type.id, name: 'Color', sortOrder: 2 });
  const wash = await buildProduct(t, { ...s, productTypeId: type.id, name: 'Wash', sortOrder: 3 });
  return { owner, staff, type, cut, color, wash };
}

async function query(token: string, accountId: number) {
  return dataOf<TAccountProducts>((await t.call('accountProduct/queryAccountProduct', { accountId }, { token })).body);
}

describe('accountProduct/queryAccountProduct', () => {
  it('answers allProducts for a member with no chosen projects', async () => {
    const { owner, staff } = await buildMenu();
    expect(await query(owner.token, staff.id)).toEqual({ allProducts: true, list: [] });
  });

  it('answers the chosen active projects with their names, types and hot flags, in project order', async () => {
    const { owner, staff, type, cut, color, wash } = await buildMenu();
    await t.call(
      'accountProduct/addOrUpdate',
      {
        accountId: staff.id,
        products: [{ productId: wash.id, hotFlag: 1 }, { productId: cut.id }, { productId: color.id, hotFlag: 0 }],
      },
      { token: owner.token },
    );
    await t.call('product/delete', { productId: color.id }, { token: owner.token });
    expect(await query(owner.token, staff.id)).toEqual({
      allProducts: false,
      list: [
        { accountId: staff.id, productId: cut.id, productName: 'Cut', productTypeId: type.id, hotFlag: 0 },
        { accountId: staff.id, productId: wash.id, productName: 'Wash', productTypeId: type.id, hotFlag: 1 },
      ],
    });
  });

  it('needs only a session: an account without any menu reads it', async () => {
    const { owner, staff } = await buildMenu();
    const plain = await buildOwner(t, { shopId: owner.shopId, accountType: 0 });
    expect((await query(plain.token, staff.id)).allProducts).toBe(true);
  });

  it("answers NOT_FOUND on accountId for another shop's member and a deleted one", async () => {
    const { owner } = await buildMenu();
    const stranger = await buildStaff(t);
    const deleted = await buildStaff(t, { shopId: owner.shopId, deletedAt: t.clock.now() });
    for (const accountId of [stranger.id, deleted.id]) {
      const { body } = await t.call('accountProduct/queryAccountProduct', { accountId }, { token: owner.token });
      expectError(body, 'NOT_FOUND', 'accountId');
    }
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountProduct/queryAccountProduct', { accountId: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('accountProduct/addOrUpdate', () => {
  it('replaces the chosen set and answers the new one; an empty set means every project again', async () => {
    const { owner, staff, cut, color, wash } = await buildMenu();
    const first = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: cut.id }, { productId: color.id, hotFlag: 1 }] },
      { token: owner.token },
    );
    expect(dataOf<TAccountProducts>(first.body).list.map((p) => p.productId)).toEqual([cut.id, color.id]);
    const second = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: wash.id, hotFlag: 1 }] },
      { token: owner.token },
    );
    expect(dataOf<TAccountProducts>(second.body)).toMatchObject({
      allProducts: false,
      list: [{ productId: wash.id, hotFlag: 1 }],
    });
    const cleared = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [] },
      { token: owner.token },
    );
    expect(dataOf<TAccountProducts>(cleared.body)).toEqual({ allProducts: true, list: [] });
  });

  it("keeps other members' choices apart", async () => {
    const { owner, staff, cut, wash } = await buildMenu();
    const colleague = await buildStaff(t, { shopId: owner.shopId });
    await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: cut.id }] },
      { token: owner.token },
    );
    await t.call(
      'accountProduct/addOrUpdate',
      { accountId: colleague.id, products: [{ productId: wash.id }] },
      { token: owner.token },
    );
    expect((await query(owner.token, staff.id)).list.map((p) => p.productId)).toEqual([cut.id]);
  });

  it("answers NOT_FOUND on products for another shop's project or a deleted one, and changes nothing", async () => {
    const { owner, staff, cut } = await buildMenu();
    const foreign = await buildProduct(t);
    const gone = await buildProduct(t, { shopId: owner.shopId, delFlag: 1 });
    await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: cut.id }] },
      { token: owner.token },
    );
    for (const productId of [foreign.id, gone.id, 999_999]) {
      const { body } = await t.call(
        'accountProduct/addOrUpdate',
        { accountId: staff.id, products: [{ productId: cut.id }, { productId }] },
        { token: owner.token },
      );
      expectError(body, 'NOT_FOUND', 'products');
    }
    expect((await query(owner.token, staff.id)).list.map((p) => p.productId)).toEqual([cut.id]);
  });

  it('answers PRODUCT_SELECTED for a project chosen twice, CHECK_INPUT for a bad hot flag', async () => {
    const { owner, staff, cut } = await buildMenu();
    const twice = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: cut.id }, { productId: cut.id, hotFlag: 1 }] },
      { token: owner.token },
    );
    expectError(twice.body, 'PRODUCT_SELECTED', 'products');
    const badFlag = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: staff.id, products: [{ productId: cut.id, hotFlag: 2 }] },
      { token: owner.token },
    );
    expectError(badFlag.body, 'CHECK_INPUT', 'products.0.hotFlag');
  });

  it("answers NOT_FOUND on accountId for another shop's member", async () => {
    const { owner, cut } = await buildMenu();
    const stranger = await buildStaff(t);
    const { body } = await t.call(
      'accountProduct/addOrUpdate',
      { accountId: stranger.id, products: [{ productId: cut.id }] },
      { token: owner.token },
    );
    expectError(body, 'NOT_FOUND', 'accountId');
  });

  it('needs the staff menu', async () => {
    await expectMenuGuard(t, 'staff', 'accountProduct/addOrUpdate', async (shopId) => ({
      accountId: (await buildStaff(t, { shopId })).id,
      products: [{ productId: (await buildProduct(t, { shopId })).id }],
    }));
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('accountProduct/addOrUpdate', { accountId: 1, products: [] })).body).toMatchObject({
      code: 401,
    });
  });
});
