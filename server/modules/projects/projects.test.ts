import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_COLOR } from '../../../contract/projects';
import { accountProducts, products, productTypes } from '../../db/schema/projects';
import {
  buildAccount,
  buildOwner,
  buildProduct,
  buildProductType,
  buildSession,
  buildShop,
  buildStaff,
} from '../../test/factories';
import { useTestApp } from '../../test/fixture';

const t = useTestApp();

type TItem = Record<string, unknown> & { id: number; version: number };
type TPageBody = { list: TItem[]; totalCount: number; curPage: number; limit: number; totalPage: number };

/** A shop with its owner's session: the usual caller. */
async function ownerShop() {
  const shop = await buildShop(t);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shopId: shop.id, token: owner.token };
}

/** A session for a non-owner account (accountType 0) of the shop, granted only these menus. */
async function employeeToken(shopId: number, menus: string[]) {
  const account = await buildAccount(t, { shopId, accountType: 0, menus });
  return buildSession(t, account);
}

/** The body the project dialog sends (SPEC §7 product/create), valid unless overridden. */
function projectBody(productTypeId: number, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Gel manicure',
    unitPrice: 3550,
    duration: 60,
    bgColor: 'rgba(245,108,108,0.5)',
    visitFlag: '1',
    visitDays: 21,
    productTypeId,
    ...overrides,
  };
}

const pageOf = async (path: string, body: Record<string, unknown>, token: string) => {
  const res = await t.call(path, body, { token });
  expect(res.body).toMatchObject({ code: 0 });
  return res.body.page as TPageBody;
};
const namesOf = (page: TPageBody) => page.list.map((p) => p.name);
const productRow = async (id: number) => (await t.deps.db.select().from(products).where(eq(products.id, id)))[0];
const typeRow = async (id: number) => (await t.deps.db.select().from(productTypes).where(eq(productTypes.id, id)))[0];

describe('productType/queryProductTypeList', () => {
  it("lists the shop's live types oldest first with their active project count", async () => {
    const { shopId, token } = await ownerShop();
    const newer = await buildProductType(t, { shopId, name: 'Hair', createdAt: new Date('2026-03-01T10:00:00Z') });
    const older = await buildProductType(t, {
      shopId,
      name: 'Nails',
      accountType: 3,
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    await buildProductType(t, { shopId, name: 'Gone', deletedAt: new Date() });
    await buildProduct(t, { shopId, productTypeId: newer.id });
    await buildProduct(t, { shopId, productTypeId: newer.id });
    await buildProduct(t, { shopId, productTypeId: newer.id, delFlag: 1 });
    await buildProductType(t, { name: 'Other shop type' });

    const page = await pageOf('productType/queryProductTypeList', { curPage: 1, limit: 5000, key: '' }, token);
    expect(page).toEqual({
      list: [
        {
          id: older.id,
          name: 'Nails',
          accountType: 3,
          createTime: '2026-01-01T10:00:00.000Z',
          productCount: 0,
          version: 1,
        },
        {
          id: newer.id,
          name: 'Hair',
          accountType: 0,
          createTime: '2026-03-01T10:00:00.000Z',
          productCount: 2,
          version: 1,
        },
      ],
      totalCount: 2,
      curPage: 1,
      limit: 5000,
      totalPage: 1,
    });
  });

  it('defaults to a page of 5000 and pages through the types', async () => {
    const { shopId, token } = await ownerShop();
    for (const [i, name] of ['A', 'B', 'C'].entries()) {
      await buildProductType(t, { shopId, name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
    expect((await pageOf('productType/queryProductTypeList', {}, token)).limit).toBe(5000);
    const second = await pageOf('productType/queryProductTypeList', { curPage: 2, limit: 2 }, token);
    expect(namesOf(second)).toEqual(['C']);
    expect(second).toMatchObject({ totalCount: 3, totalPage: 2 });
  });

  it('filters by name with the key, matching % and _ literally', async () => {
    const { shopId, token } = await ownerShop();
    await buildProductType(t, { shopId, name: 'Promo 50% off' });
    await buildProductType(t, { shopId, name: 'Promo 50 off' });
    await buildProductType(t, { shopId, name: 'Colour_plus' });
    await buildProductType(t, { shopId, name: 'Colourplus' });
    const percent = await pageOf('productType/queryProductTypeList', { key: '50%' }, token);
    expect(namesOf(percent)).toEqual(['Promo 50% off']);
    const underscore = await pageOf('productType/queryProductTypeList', { key: 'r_p' }, token);
    expect(namesOf(underscore)).toEqual(['Colour_plus']);
    const caseless = await pageOf('productType/queryProductTypeList', { key: 'PROMO' }, token);
    expect(caseless.totalCount).toBe(2);
  });

  it('is a start-up read: an employee without the projects menu may list', async () => {
    const { shopId } = await ownerShop();
    await buildProductType(t, { shopId, name: 'Visible' });
    const token = await employeeToken(shopId, ['appointments']);
    expect(namesOf(await pageOf('productType/queryProductTypeList', {}, token))).toEqual(['Visible']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('productType/queryProductTypeList', {})).body).toMatchObject({
      code: 401,
      errorKey: 'SESSION_EXPIRED',
    });
  });
});

describe('productType/queryById', () => {
  it('answers one type', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Brows' });
    await buildProduct(t, { shopId, productTypeId: type.id });
    const { body } = await t.call('productType/queryById', { id: type.id }, { token });
    expect(body).toMatchObject({ code: 0, data: { id: type.id, name: 'Brows', accountType: 0, productCount: 1 } });
  });

  it("answers NOT_FOUND for another shop's type and for a deleted one", async () => {
    const { shopId, token } = await ownerShop();
    const foreign = await buildProductType(t, { name: 'Secret' });
    const deleted = await buildProductType(t, { shopId, deletedAt: new Date() });
    for (const id of [foreign.id, deleted.id]) {
      const { body } = await t.call('productType/queryById', { id }, { token });
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
      expect(JSON.stringify(body)).not.toContain('Secret');
    }
  });

  it('answers 401 without a session', async () => {
    const type = await buildProductType(t);
    expect((await t.call('productType/queryById', { id: type.id })).body).toMatchObject({ code: 401 });
  });
});

describe('productType/create', () => {
  it('adds a type stamped with the server time, in this shop only', async () => {
    const { shopId, token } = await ownerShop();
    t.clock.advance(60_000);
    const { body } = await t.call('productType/create', { name: '  Lashes  ', accountType: 3 }, { token });
    expect(body).toMatchObject({
      code: 0,
      data: { name: 'Lashes', accountType: 3, createTime: t.clock.now().toISOString(), productCount: 0, version: 1 },
    });
    const row = await typeRow((body.data as TItem).id);
    expect(row).toMatchObject({ shopId, name: 'Lashes', accountType: 3, deletedAt: null });
    const other = await ownerShop();
    expect((await pageOf('productType/queryProductTypeList', {}, other.token)).totalCount).toBe(0);
  });

  it('defaults accountType to 0', async () => {
    const { token } = await ownerShop();
    const { body } = await t.call('productType/create', { name: 'Massage' }, { token });
    expect(body).toMatchObject({ code: 0, data: { accountType: 0 } });
  });

  it.each([
    [{}, 'FIELD_REQUIRED', 'name'],
    [{ name: '   ' }, 'FIELD_REQUIRED', 'name'],
    [{ name: 'x'.repeat(31) }, 'CHECK_INPUT', 'name'],
    [{ name: 'Waxing', accountType: 2 }, 'CHECK_INPUT', 'accountType'],
  ])('refuses %j with %s on %s', async (input, errorKey, field) => {
    const { token } = await ownerShop();
    expect((await t.call('productType/create', input, { token })).body).toMatchObject({ errorKey, field });
  });

  it('accepts a name of exactly 30 characters', async () => {
    const { token } = await ownerShop();
    expect((await t.call('productType/create', { name: 'x'.repeat(30) }, { token })).body).toMatchObject({ code: 0 });
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('productType/create', { name: 'Nope' }, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('productType/create', { name: 'Yes' }, { token: granted })).body).toMatchObject({
      code: 0,
      data: { name: 'Yes' },
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('productType/create', { name: 'Anon' })).body).toMatchObject({ code: 401 });
  });
});

describe('productType/update', () => {
  it('renames a type and moves its version', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Old' });
    const { body } = await t.call(
      'productType/update',
      { id: type.id, name: 'New', accountType: 3, version: 1 },
      { token },
    );
    expect(body).toMatchObject({ code: 0, data: { id: type.id, name: 'New', accountType: 3, version: 2 } });
  });

  it('answers CONFLICT for a stale version and keeps the newer name', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Start' });
    const [first, second] = await Promise.all([
      t.call('productType/update', { id: type.id, name: 'First', version: 1 }, { token }),
      t.call('productType/update', { id: type.id, name: 'Second', version: 1 }, { token }),
    ]);
    const codes = [first.body.code, second.body.code].sort();
    expect(codes).toEqual([0, 409]);
    const loser = first.body.code === 409 ? first : second;
    expect(loser.body).toMatchObject({ errorKey: 'CONFLICT' });
    const winner = first.body.code === 0 ? 'First' : 'Second';
    expect(await typeRow(type.id)).toMatchObject({ name: winner, version: 2 });
  });

  it("answers NOT_FOUND for another shop's type and leaves it alone", async () => {
    const { token } = await ownerShop();
    const foreign = await buildProductType(t, { name: 'Theirs' });
    const { body } = await t.call('productType/update', { id: foreign.id, name: 'Mine' }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
    expect((await typeRow(foreign.id)).name).toBe('Theirs');
  });

  it('answers NOT_FOUND for a deleted type', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, deletedAt: new Date() });
    const { body } = await t.call('productType/update', { id: type.id, name: 'Back' }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'id' });
  });

  it('refuses an empty name', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const { body } = await t.call('productType/update', { id: type.id, name: '' }, { token });
    expect(body).toMatchObject({ errorKey: 'FIELD_REQUIRED', field: 'name' });
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const without = await employeeToken(shopId, ['customers']);
    expect((await t.call('productType/update', { id: type.id, name: 'X' }, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('productType/update', { id: type.id, name: 'X' }, { token: granted })).body).toMatchObject({
      code: 0,
    });
  });

  it('answers 401 without a session', async () => {
    const type = await buildProductType(t);
    expect((await t.call('productType/update', { id: type.id, name: 'X' })).body).toMatchObject({ code: 401 });
  });
});

describe('productType/delete', () => {
  it('soft-deletes an empty type: the row stays, the list and queryById no longer show it', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    t.clock.advance(60_000);
    expect((await t.call('productType/delete', { id: type.id }, { token })).body).toEqual({
      code: 0,
      msg: 'success',
      data: null,
    });
    expect((await typeRow(type.id)).deletedAt?.toISOString()).toBe(t.clock.now().toISOString());
    expect((await pageOf('productType/queryProductTypeList', {}, token)).totalCount).toBe(0);
    expect((await t.call('productType/queryById', { id: type.id }, { token })).body.errorKey).toBe('NOT_FOUND');
    expect((await t.call('productType/delete', { id: type.id }, { token })).body.errorKey).toBe('NOT_FOUND');
  });

  it('refuses a type that still has an active project', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    await buildProduct(t, { shopId, productTypeId: type.id });
    const { body } = await t.call('productType/delete', { id: type.id }, { token });
    expect(body).toMatchObject({ errorKey: 'PRODUCT_TYPE_IN_USE', field: 'id' });
    expect((await typeRow(type.id)).deletedAt).toBeNull();
  });

  it('deletes a type whose projects are all deleted', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    await buildProduct(t, { shopId, productTypeId: type.id, delFlag: 1 });
    expect((await t.call('productType/delete', { id: type.id }, { token })).body).toMatchObject({ code: 0 });
  });

  it("answers NOT_FOUND for another shop's type and leaves it alone", async () => {
    const { token } = await ownerShop();
    const foreign = await buildProductType(t);
    expect((await t.call('productType/delete', { id: foreign.id }, { token })).body).toMatchObject({
      errorKey: 'NOT_FOUND',
      field: 'id',
    });
    expect((await typeRow(foreign.id)).deletedAt).toBeNull();
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('productType/delete', { id: type.id }, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('productType/delete', { id: type.id }, { token: granted })).body).toMatchObject({ code: 0 });
  });

  it('answers 401 without a session', async () => {
    const type = await buildProductType(t);
    expect((await t.call('productType/delete', { id: type.id })).body).toMatchObject({ code: 401 });
  });
});

describe('product/queryProductList', () => {
  it("lists the shop's active projects by sort order with both field spellings and the type name", async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Nails' });
    const second = await buildProduct(t, {
      shopId,
      productTypeId: type.id,
      name: 'Pedicure',
      sortOrder: 2,
      unitPrice: 4000,
      duration: 45,
      visitFlag: '1',
      visitDays: 30,
      bgColor: 'rgba(103,194,58,0.5)',
    });
    const first = await buildProduct(t, { shopId, productTypeId: type.id, name: 'Manicure', sortOrder: 1 });
    await buildProduct(t, { shopId, productTypeId: type.id, name: 'Deleted', sortOrder: 0, delFlag: 1 });
    await buildProduct(t, { name: 'Other shop project' });

    const page = await pageOf('product/queryProductList', { curPage: 1, limit: 100, key: '' }, token);
    expect(namesOf(page)).toEqual(['Manicure', 'Pedicure']);
    expect(page).toMatchObject({ totalCount: 2, curPage: 1, limit: 100, totalPage: 1 });
    expect(page.list[0].id).toBe(first.id);
    expect(page.list[1]).toEqual({
      id: second.id,
      productId: second.id,
      name: 'Pedicure',
      projectName: 'Pedicure',
      unitPrice: 4000,
      price: 4000,
      duration: 45,
      bgColor: 'rgba(103,194,58,0.5)',
      visitFlag: '1',
      visitDays: 30,
      productTypeId: type.id,
      productTypeName: 'Nails',
      sortOrder: 2,
      delFlag: 0,
      createTime: second.createdAt.toISOString(),
      version: 1,
    });
  });

  it('filters by type tab and by name key', async () => {
    const { shopId, token } = await ownerShop();
    const nails = await buildProductType(t, { shopId });
    const hair = await buildProductType(t, { shopId });
    await buildProduct(t, { shopId, productTypeId: nails.id, name: 'Gel polish', sortOrder: 1 });
    await buildProduct(t, { shopId, productTypeId: nails.id, name: 'Nail art', sortOrder: 2 });
    await buildProduct(t, { shopId, productTypeId: hair.id, name: 'Gel wash', sortOrder: 3 });
    const byType = await pageOf('product/queryProductList', { productTypeId: nails.id }, token);
    expect(namesOf(byType)).toEqual(['Gel polish', 'Nail art']);
    const byKey = await pageOf('product/queryProductList', { key: 'gel' }, token);
    expect(namesOf(byKey)).toEqual(['Gel polish', 'Gel wash']);
    const both = await pageOf('product/queryProductList', { key: 'gel', productTypeId: hair.id }, token);
    expect(namesOf(both)).toEqual(['Gel wash']);
    const wildcard = await pageOf('product/queryProductList', { key: '%' }, token);
    expect(wildcard.totalCount).toBe(0);
  });

  it("shows nothing for another shop's type id", async () => {
    const { token } = await ownerShop();
    const foreign = await buildProduct(t);
    const page = await pageOf('product/queryProductList', { productTypeId: foreign.productTypeId }, token);
    expect(page.totalCount).toBe(0);
  });

  it('pages with a default of 100 and a maximum of 500', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    for (let i = 1; i <= 3; i++) await buildProduct(t, { shopId, productTypeId: type.id, sortOrder: i });
    expect((await pageOf('product/queryProductList', {}, token)).limit).toBe(100);
    const second = await pageOf('product/queryProductList', { curPage: 2, limit: 2 }, token);
    expect(second).toMatchObject({ totalCount: 3, totalPage: 2 });
    expect(second.list.map((p) => p.sortOrder)).toEqual([3]);
    expect((await pageOf('product/queryProductList', { limit: 500 }, token)).limit).toBe(500);
    expect((await t.call('product/queryProductList', { limit: 501 }, { token })).body).toMatchObject({
      errorKey: 'CHECK_INPUT',
      field: 'limit',
    });
  });

  it('is a start-up read: an employee without the projects menu may list', async () => {
    const { shopId } = await ownerShop();
    await buildProduct(t, { shopId, name: 'Readable' });
    const token = await employeeToken(shopId, ['appointments']);
    expect(namesOf(await pageOf('product/queryProductList', {}, token))).toEqual(['Readable']);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('product/queryProductList', {})).body).toMatchObject({ code: 401 });
  });
});

describe('product/queryById', () => {
  it('answers one project', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId, name: 'Facial', unitPrice: 5000 });
    const { body } = await t.call('product/queryById', { productId: project.id }, { token });
    expect(body).toMatchObject({
      code: 0,
      data: { id: project.id, productId: project.id, name: 'Facial', price: 5000, delFlag: 0 },
    });
  });

  it('still answers a deleted project, with delFlag 1', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId, delFlag: 1 });
    const { body } = await t.call('product/queryById', { productId: project.id }, { token });
    expect(body).toMatchObject({ code: 0, data: { id: project.id, delFlag: 1 } });
  });

  it("answers NOT_FOUND for another shop's project without leaking it", async () => {
    const { token } = await ownerShop();
    const foreign = await buildProduct(t, { name: 'Hidden treatment' });
    const { body } = await t.call('product/queryById', { productId: foreign.id }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productId' });
    expect(JSON.stringify(body)).not.toContain('Hidden treatment');
  });

  it('needs a productId', async () => {
    const { token } = await ownerShop();
    expect((await t.call('product/queryById', {}, { token })).body).toMatchObject({
      errorKey: 'FIELD_REQUIRED',
      field: 'productId',
    });
  });

  it('is a start-up read and answers 401 without a session', async () => {
    const { shopId } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const token = await employeeToken(shopId, []);
    expect((await t.call('product/queryById', { productId: project.id }, { token })).body).toMatchObject({ code: 0 });
    expect((await t.call('product/queryById', { productId: project.id })).body).toMatchObject({ code: 401 });
  });
});

describe('product/queryProductListByAccount', () => {
  /** A shop with three active projects (A, B, C in order), a deleted one and a technician. */
  async function shopWithTechnician() {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const made = [];
    for (const [i, name] of ['A cut', 'B colour', 'C styling'].entries()) {
      made.push(await buildProduct(t, { shopId, productTypeId: type.id, name, sortOrder: i + 1 }));
    }
    const deleted = await buildProduct(t, { shopId, productTypeId: type.id, name: 'D gone', sortOrder: 9, delFlag: 1 });
    const technician = await buildStaff(t, { shopId });
    return { shopId, token, projects: made, deleted, technician };
  }

  const choose = (shopId: number, accountId: number, productId: number, hotFlag: number) =>
    t.deps.db.insert(accountProducts).values({ shopId, accountId, productId, hotFlag });

  it('answers every active project, none hot, for a technician with no chosen projects', async () => {
    const { token, technician } = await shopWithTechnician();
    const page = await pageOf(
      'product/queryProductListByAccount',
      { curPage: 1, limit: 500, key: '', accountId: technician.id },
      token,
    );
    expect(namesOf(page)).toEqual(['A cut', 'B colour', 'C styling']);
    expect(page.list.map((p) => p.hotFlag)).toEqual([0, 0, 0]);
    const hot = await pageOf('product/queryProductListByAccount', { accountId: technician.id, hotFlag: 1 }, token);
    expect(hot.totalCount).toBe(0);
    const normal = await pageOf('product/queryProductListByAccount', { accountId: technician.id, hotFlag: 0 }, token);
    expect(normal.totalCount).toBe(3);
  });

  it('answers only the chosen active projects, hot ones first, when some are chosen', async () => {
    const { shopId, token, projects, deleted, technician } = await shopWithTechnician();
    await choose(shopId, technician.id, projects[0].id, 0);
    await choose(shopId, technician.id, projects[2].id, 1);
    await choose(shopId, technician.id, deleted.id, 1);
    const page = await pageOf('product/queryProductListByAccount', { accountId: technician.id }, token);
    expect(page.list.map((p) => [p.name, p.hotFlag])).toEqual([
      ['C styling', 1],
      ['A cut', 0],
    ]);
    expect(page.totalCount).toBe(2);
    const hot = await pageOf(
      'product/queryProductListByAccount',
      { curPage: 1, limit: 100, accountId: technician.id, hotFlag: 1 },
      token,
    );
    expect(namesOf(hot)).toEqual(['C styling']);
    const keyed = await pageOf('product/queryProductListByAccount', { accountId: technician.id, key: 'cut' }, token);
    expect(namesOf(keyed)).toEqual(['A cut']);
  });

  it("keeps one technician's choice from narrowing another's", async () => {
    const { shopId, token, projects, technician } = await shopWithTechnician();
    const colleague = await buildStaff(t, { shopId });
    await choose(shopId, colleague.id, projects[1].id, 1);
    const page = await pageOf('product/queryProductListByAccount', { accountId: technician.id }, token);
    expect(page.totalCount).toBe(3);
  });

  it("answers NOT_FOUND for another shop's account", async () => {
    const { token } = await shopWithTechnician();
    const stranger = await buildStaff(t);
    const { body } = await t.call('product/queryProductListByAccount', { accountId: stranger.id }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'accountId' });
  });

  it('needs an accountId and a hotFlag of 0 or 1', async () => {
    const { token, technician } = await shopWithTechnician();
    expect((await t.call('product/queryProductListByAccount', {}, { token })).body).toMatchObject({
      errorKey: 'FIELD_REQUIRED',
      field: 'accountId',
    });
    const { body } = await t.call(
      'product/queryProductListByAccount',
      { accountId: technician.id, hotFlag: 2 },
      { token },
    );
    expect(body).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'hotFlag' });
  });

  it('is a start-up read and answers 401 without a session', async () => {
    const { shopId, technician } = await shopWithTechnician();
    const token = await employeeToken(shopId, ['appointments']);
    const page = await pageOf('product/queryProductListByAccount', { accountId: technician.id }, token);
    expect(page.totalCount).toBe(3);
    expect((await t.call('product/queryProductListByAccount', { accountId: technician.id })).body).toMatchObject({
      code: 401,
    });
  });
});

describe('product/create', () => {
  it('adds a project after the last one and answers it', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Nails' });
    await buildProduct(t, { shopId, productTypeId: type.id, sortOrder: 7 });
    await buildProduct(t, { shopId, productTypeId: type.id, sortOrder: 4 });
    t.clock.advance(60_000);
    const { body } = await t.call('product/create', projectBody(type.id), { token });
    expect(body).toMatchObject({
      code: 0,
      data: {
        name: 'Gel manicure',
        projectName: 'Gel manicure',
        unitPrice: 3550,
        price: 3550,
        duration: 60,
        bgColor: 'rgba(245,108,108,0.5)',
        visitFlag: '1',
        visitDays: 21,
        productTypeId: type.id,
        productTypeName: 'Nails',
        sortOrder: 8,
        delFlag: 0,
        createTime: t.clock.now().toISOString(),
        version: 1,
      },
    });
    const data = body.data as TItem;
    expect(data.productId).toBe(data.id);
    expect(await productRow(data.id)).toMatchObject({ shopId, unitPrice: 3550, sortOrder: 8 });
  });

  it('starts the order at 1, takes the default colour and stores visitDays 0 when visits are off', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const { body } = await t.call(
      'product/create',
      projectBody(type.id, { bgColor: undefined, visitFlag: '0', visitDays: 14 }),
      { token },
    );
    expect(body).toMatchObject({
      code: 0,
      data: { sortOrder: 1, bgColor: DEFAULT_PROJECT_COLOR, visitFlag: '0', visitDays: 0 },
    });
  });

  it.each([
    [14, false],
    [15, true],
    [16, false],
    [30, true],
    [1440, true],
    [1455, false],
    [0, false],
    [22.5, false],
  ])('duration %d minutes: accepted %s', async (duration, isAccepted) => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const { body } = await t.call('product/create', projectBody(type.id, { duration }), { token });
    if (isAccepted) expect(body).toMatchObject({ code: 0, data: { duration } });
    else expect(body).toMatchObject({ errorKey: 'DURATION_STEP', field: 'duration' });
  });

  it.each([
    ['a missing name', { name: undefined }, 'PRODUCT_NAME_REQUIRED', 'name'],
    ['a blank name', { name: '   ' }, 'PRODUCT_NAME_REQUIRED', 'name'],
    ['a missing type', { productTypeId: undefined }, 'PRODUCT_TYPE_REQUIRED', 'productTypeId'],
    ['a type id of 0', { productTypeId: 0 }, 'PRODUCT_TYPE_REQUIRED', 'productTypeId'],
    ['a missing duration', { duration: undefined }, 'DURATION_STEP', 'duration'],
    ['visitDays -1', { visitDays: -1 }, 'CHECK_INPUT', 'visitDays'],
    ['fractional visitDays', { visitDays: 1.5 }, 'CHECK_INPUT', 'visitDays'],
    ['a negative price', { unitPrice: -1 }, 'AMOUNT_ERROR', 'unitPrice'],
    ['a bad colour', { bgColor: 'reddish' }, 'COLOR_INVALID', 'bgColor'],
    ['a bad visitFlag', { visitFlag: '2' }, 'CHECK_INPUT', 'visitFlag'],
  ])('refuses %s', async (_label, overrides, errorKey, field) => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const { body } = await t.call('product/create', projectBody(type.id, overrides), { token });
    expect(body).toMatchObject({ errorKey, field });
  });

  it('accepts visitDays 0 and a price of 0', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const { body } = await t.call('product/create', projectBody(type.id, { visitDays: 0, unitPrice: 0 }), { token });
    expect(body).toMatchObject({ code: 0, data: { visitDays: 0, unitPrice: 0 } });
  });

  it("answers NOT_FOUND for another shop's type and for a deleted type", async () => {
    const { shopId, token } = await ownerShop();
    const foreign = await buildProductType(t);
    const deleted = await buildProductType(t, { shopId, deletedAt: new Date() });
    for (const typeId of [foreign.id, deleted.id]) {
      const { body } = await t.call('product/create', projectBody(typeId), { token });
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productTypeId' });
    }
  });

  it('refuses a name an active project already has, ignoring case', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    await buildProduct(t, { shopId, productTypeId: type.id, name: 'Gel Manicure' });
    const { body } = await t.call('product/create', projectBody(type.id, { name: 'GEL manicure ' }), { token });
    expect(body).toMatchObject({ errorKey: 'PRODUCT_NAME_EXISTS', field: 'name' });
  });

  it('allows the name of a deleted project, and the name of another shop’s project', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const first = (await t.call('product/create', projectBody(type.id), { token })).body.data as TItem;
    await t.call('product/delete', { productId: first.id, delFlag: 1 }, { token });
    const again = await t.call('product/create', projectBody(type.id), { token });
    expect(again.body).toMatchObject({ code: 0, data: { name: 'Gel manicure' } });
    expect((again.body.data as TItem).id).not.toBe(first.id);

    const other = await ownerShop();
    const otherType = await buildProductType(t, { shopId: other.shopId });
    expect((await t.call('product/create', projectBody(otherType.id), { token: other.token })).body.code).toBe(0);
  });

  it('lets only one of two concurrent creates with the same name through', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const results = await Promise.all([
      t.call('product/create', projectBody(type.id, { name: 'Race' }), { token }),
      t.call('product/create', projectBody(type.id, { name: 'race' }), { token }),
    ]);
    expect(results.map((r) => r.body.errorKey ?? 'ok').sort()).toEqual(['PRODUCT_NAME_EXISTS', 'ok']);
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const without = await employeeToken(shopId, ['appointments', 'checkout']);
    expect((await t.call('product/create', projectBody(type.id), { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('product/create', projectBody(type.id), { token: granted })).body).toMatchObject({ code: 0 });
  });

  it('answers 401 without a session', async () => {
    const type = await buildProductType(t);
    expect((await t.call('product/create', projectBody(type.id))).body).toMatchObject({ code: 401 });
  });
});

describe('product/update', () => {
  async function shopWithProject() {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId, name: 'Nails' });
    const project = await buildProduct(t, { shopId, productTypeId: type.id, name: 'Manicure', sortOrder: 5 });
    return { shopId, token, type, project };
  }

  it('saves every field, keeps the order and moves the version', async () => {
    const { shopId, token, project } = await shopWithProject();
    const hair = await buildProductType(t, { shopId, name: 'Hair' });
    const { body } = await t.call(
      'product/update',
      { productId: project.id, ...projectBody(hair.id, { name: 'Cut', duration: 90, unitPrice: 2000 }), version: 1 },
      { token },
    );
    expect(body).toMatchObject({
      code: 0,
      data: {
        id: project.id,
        name: 'Cut',
        unitPrice: 2000,
        duration: 90,
        visitFlag: '1',
        visitDays: 21,
        productTypeId: hair.id,
        productTypeName: 'Hair',
        sortOrder: 5,
        version: 2,
      },
    });
  });

  it('keeps its own name (a change of case too) and clears visitDays when visits are turned off', async () => {
    const { token, type, project } = await shopWithProject();
    const { body } = await t.call(
      'product/update',
      { productId: project.id, ...projectBody(type.id, { name: 'MANICURE', visitFlag: '0', visitDays: 9 }) },
      { token },
    );
    expect(body).toMatchObject({ code: 0, data: { name: 'MANICURE', visitFlag: '0', visitDays: 0 } });
  });

  it("refuses another active project's name", async () => {
    const { shopId, token, type, project } = await shopWithProject();
    await buildProduct(t, { shopId, productTypeId: type.id, name: 'Pedicure' });
    const { body } = await t.call(
      'product/update',
      { productId: project.id, ...projectBody(type.id, { name: 'pedicure' }) },
      { token },
    );
    expect(body).toMatchObject({ errorKey: 'PRODUCT_NAME_EXISTS', field: 'name' });
  });

  it('answers CONFLICT to the later of two edits from the same version', async () => {
    const { token, type, project } = await shopWithProject();
    const [a, b] = await Promise.all([
      t.call(
        'product/update',
        { productId: project.id, ...projectBody(type.id, { name: 'One' }), version: 1 },
        { token },
      ),
      t.call(
        'product/update',
        { productId: project.id, ...projectBody(type.id, { name: 'Two' }), version: 1 },
        { token },
      ),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 409]);
    const winner = a.body.code === 0 ? 'One' : 'Two';
    expect(await productRow(project.id)).toMatchObject({ name: winner, version: 2 });
    const stale = await t.call(
      'product/update',
      { productId: project.id, ...projectBody(type.id, { name: 'Three' }), version: 1 },
      { token },
    );
    expect(stale.body).toMatchObject({ code: 409, errorKey: 'CONFLICT' });
  });

  it('answers NOT_FOUND for a deleted project', async () => {
    const { shopId, token, type } = await shopWithProject();
    const deleted = await buildProduct(t, { shopId, productTypeId: type.id, delFlag: 1 });
    const { body } = await t.call('product/update', { productId: deleted.id, ...projectBody(type.id) }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productId' });
  });

  it("answers NOT_FOUND for another shop's project or type and changes nothing", async () => {
    const { token, type, project } = await shopWithProject();
    const foreign = await buildProduct(t, { name: 'Theirs' });
    const { body } = await t.call('product/update', { productId: foreign.id, ...projectBody(type.id) }, { token });
    expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productId' });
    expect((await productRow(foreign.id)).name).toBe('Theirs');
    const byType = await t.call(
      'product/update',
      { productId: project.id, ...projectBody(foreign.productTypeId) },
      { token },
    );
    expect(byType.body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productTypeId' });
    expect((await productRow(project.id)).productTypeId).toBe(type.id);
  });

  it('applies the form rules', async () => {
    const { token, type, project } = await shopWithProject();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ duration: 20 }, 'DURATION_STEP', 'duration'],
      [{ name: '' }, 'PRODUCT_NAME_REQUIRED', 'name'],
      [{ productTypeId: undefined }, 'PRODUCT_TYPE_REQUIRED', 'productTypeId'],
      [{ visitDays: -1 }, 'CHECK_INPUT', 'visitDays'],
      [{ unitPrice: -100 }, 'AMOUNT_ERROR', 'unitPrice'],
      [{ bgColor: 'rgba(1,2)' }, 'COLOR_INVALID', 'bgColor'],
    ];
    for (const [overrides, errorKey, field] of cases) {
      const { body } = await t.call(
        'product/update',
        { productId: project.id, ...projectBody(type.id, overrides) },
        { token },
      );
      expect(body).toMatchObject({ errorKey, field });
    }
    expect((await productRow(project.id)).version).toBe(1);
  });

  it('needs the projects menu', async () => {
    const { shopId, type, project } = await shopWithProject();
    const body = { productId: project.id, ...projectBody(type.id) };
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('product/update', body, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('product/update', body, { token: granted })).body).toMatchObject({ code: 0 });
  });

  it('answers 401 without a session', async () => {
    const { type, project } = await shopWithProject();
    expect((await t.call('product/update', { productId: project.id, ...projectBody(type.id) })).body).toMatchObject({
      code: 401,
    });
  });
});

describe('product/delete', () => {
  it('soft-deletes: the row stays, queryById shows delFlag 1, the lists hide it, staff choices drop it', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId, name: 'Old service' });
    const keep = await buildProduct(t, { shopId, name: 'Kept service' });
    const technician = await buildStaff(t, { shopId });
    await t.deps.db.insert(accountProducts).values([
      { shopId, accountId: technician.id, productId: project.id, hotFlag: 1 },
      { shopId, accountId: technician.id, productId: keep.id, hotFlag: 0 },
    ]);
    const detail = (await t.call('product/queryById', { productId: project.id }, { token })).body.data as TItem;

    const { body } = await t.call('product/delete', { ...detail, productId: project.id, delFlag: 1 }, { token });
    expect(body).toEqual({ code: 0, msg: 'success', data: null });
    expect(await productRow(project.id)).toMatchObject({ delFlag: 1, name: 'Old service', version: 2 });
    expect((await t.call('product/queryById', { productId: project.id }, { token })).body).toMatchObject({
      code: 0,
      data: { delFlag: 1 },
    });
    expect(namesOf(await pageOf('product/queryProductList', {}, token))).toEqual(['Kept service']);
    const chosen = await t.deps.db
      .select()
      .from(accountProducts)
      .where(and(eq(accountProducts.shopId, shopId), eq(accountProducts.accountId, technician.id)));
    expect(chosen.map((r) => r.productId)).toEqual([keep.id]);
  });

  it('answers NOT_FOUND for a project already deleted', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId, delFlag: 1 });
    expect((await t.call('product/delete', { productId: project.id, delFlag: 1 }, { token })).body).toMatchObject({
      errorKey: 'NOT_FOUND',
      field: 'productId',
    });
  });

  it("answers NOT_FOUND for another shop's project and leaves it", async () => {
    const { token } = await ownerShop();
    const foreign = await buildProduct(t);
    expect((await t.call('product/delete', { productId: foreign.id, delFlag: 1 }, { token })).body).toMatchObject({
      errorKey: 'NOT_FOUND',
      field: 'productId',
    });
    expect((await productRow(foreign.id)).delFlag).toBe(0);
  });

  it('accepts only delFlag 1', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    expect((await t.call('product/delete', { productId: project.id, delFlag: 0 }, { token })).body).toMatchObject({
      errorKey: 'CHECK_INPUT',
      field: 'delFlag',
    });
    expect((await productRow(project.id)).delFlag).toBe(0);
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('product/delete', { productId: project.id }, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    expect((await productRow(project.id)).delFlag).toBe(0);
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('product/delete', { productId: project.id }, { token: granted })).body).toMatchObject({
      code: 0,
    });
  });

  it('answers 401 without a session', async () => {
    const project = await buildProduct(t);
    expect((await t.call('product/delete', { productId: project.id, delFlag: 1 })).body).toMatchObject({ code: 401 });
  });
});

describe('product/updateSortOrder', () => {
  it('swaps two neighbours with two calls, without moving their versions', async () => {
    const { shopId, token } = await ownerShop();
    const type = await buildProductType(t, { shopId });
    const up = await buildProduct(t, { shopId, productTypeId: type.id, name: 'First', sortOrder: 1 });
    const down = await buildProduct(t, { shopId, productTypeId: type.id, name: 'Second', sortOrder: 2 });
    const first = await t.call('product/updateSortOrder', { productId: up.id, sortOrder: 2 }, { token });
    expect(first.body).toMatchObject({ code: 0, data: { id: up.id, sortOrder: 2, version: 1 } });
    await t.call('product/updateSortOrder', { productId: down.id, sortOrder: 1 }, { token });
    expect(namesOf(await pageOf('product/queryProductList', {}, token))).toEqual(['Second', 'First']);
  });

  it('refuses a negative order', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    expect(
      (await t.call('product/updateSortOrder', { productId: project.id, sortOrder: -1 }, { token })).body,
    ).toMatchObject({ errorKey: 'CHECK_INPUT', field: 'sortOrder' });
  });

  it("answers NOT_FOUND for a deleted project and another shop's project", async () => {
    const { shopId, token } = await ownerShop();
    const deleted = await buildProduct(t, { shopId, delFlag: 1 });
    const foreign = await buildProduct(t, { sortOrder: 3 });
    for (const productId of [deleted.id, foreign.id]) {
      const { body } = await t.call('product/updateSortOrder', { productId, sortOrder: 99 }, { token });
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productId' });
    }
    expect((await productRow(foreign.id)).sortOrder).toBe(3);
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const body = { productId: project.id, sortOrder: 50 };
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('product/updateSortOrder', body, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('product/updateSortOrder', body, { token: granted })).body).toMatchObject({ code: 0 });
  });

  it('answers 401 without a session', async () => {
    const project = await buildProduct(t);
    expect((await t.call('product/updateSortOrder', { productId: project.id, sortOrder: 1 })).body).toMatchObject({
      code: 401,
    });
  });
});

describe('product/updateBgColor', () => {
  it('saves an rgba or hex colour at once and moves the version', async () => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const { body } = await t.call(
      'product/updateBgColor',
      { productId: project.id, bgColor: 'rgba(0,128,128,0.5)' },
      { token },
    );
    expect(body).toMatchObject({ code: 0, data: { bgColor: 'rgba(0,128,128,0.5)', version: 2 } });
    await t.call('product/updateBgColor', { productId: project.id, bgColor: '#1a2b3c' }, { token });
    expect((await productRow(project.id)).bgColor).toBe('#1a2b3c');
  });

  it.each([['red'], ['#12345'], ['rgba(1,2,3,0.5'], ['']])('refuses the colour %j', async (bgColor) => {
    const { shopId, token } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const { body } = await t.call('product/updateBgColor', { productId: project.id, bgColor }, { token });
    expect(body).toMatchObject({ errorKey: 'COLOR_INVALID', field: 'bgColor' });
  });

  it("answers NOT_FOUND for a deleted project and another shop's project", async () => {
    const { shopId, token } = await ownerShop();
    const deleted = await buildProduct(t, { shopId, delFlag: 1 });
    const foreign = await buildProduct(t);
    for (const productId of [deleted.id, foreign.id]) {
      const { body } = await t.call('product/updateBgColor', { productId, bgColor: '#000000' }, { token });
      expect(body).toMatchObject({ errorKey: 'NOT_FOUND', field: 'productId' });
    }
    expect((await productRow(foreign.id)).bgColor).toBe(DEFAULT_PROJECT_COLOR);
  });

  it('needs the projects menu', async () => {
    const { shopId } = await ownerShop();
    const project = await buildProduct(t, { shopId });
    const body = { productId: project.id, bgColor: '#abcdef' };
    const without = await employeeToken(shopId, ['appointments']);
    expect((await t.call('product/updateBgColor', body, { token: without })).body).toMatchObject({
      errorKey: 'PERMISSION_DENIED',
    });
    const granted = await employeeToken(shopId, ['projects']);
    expect((await t.call('product/updateBgColor', body, { token: granted })).body).toMatchObject({ code: 0 });
  });

  it('answers 401 without a session', async () => {
    const project = await buildProduct(t);
    expect((await t.call('product/updateBgColor', { productId: project.id, bgColor: '#000000' })).body).toMatchObject({
      code: 401,
    });
  });
});
