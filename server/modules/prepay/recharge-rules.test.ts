import { describe, expect, it } from 'vitest';
import type { TRechargeRule } from '../../../contract/prepay';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { ownerShop, pageOf } from './prepay.test-kit';

const t = useTestApp();

let seq = 0;
const ruleBody = (overrides: Record<string, unknown> = {}) => ({
  ruleName: `Regola ${++seq}`,
  rechargeAmount: 10_000,
  giftAmount: 1_500,
  remark: 'Natale',
  ...overrides,
});

async function createRule(token: string, overrides: Record<string, unknown> = {}) {
  return dataOf<TRechargeRule>((await t.call('prepayCardRechargeRule/create', ruleBody(overrides), { token })).body);
}

describe('prepayCardRechargeRule/create', () => {
  it('adds a rule with its amounts in cents', async () => {
    const caller = await ownerShop(t);
    const rule = await createRule(caller.token, { ruleName: 'Paga 100 ricevi 115' });
    expect(rule).toMatchObject({
      ruleName: 'Paga 100 ricevi 115',
      rechargeAmount: 10_000,
      giftAmount: 1_500,
      remark: 'Natale',
      version: 1,
      createTime: t.clock.now().toISOString(),
    });
  });

  it.each([
    [{ rechargeAmount: -1 }, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ giftAmount: -1 }, 'AMOUNT_ERROR', 'giftAmount'],
    [{ rechargeAmount: 1.5 }, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ rechargeAmount: 0, giftAmount: 0 }, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ ruleName: '' }, 'FIELD_REQUIRED', 'ruleName'],
  ])('refuses %j with %s', async (overrides, errorKey, field) => {
    const caller = await ownerShop(t);
    const { body } = await t.call('prepayCardRechargeRule/create', ruleBody(overrides), { token: caller.token });
    expectError(body, errorKey, field);
  });

  it('accepts a rule that only gives (paid 0)', async () => {
    const caller = await ownerShop(t);
    expect(await createRule(caller.token, { rechargeAmount: 0, giftAmount: 500 })).toMatchObject({ rechargeAmount: 0 });
  });

  it('is blocked on the free plan, and needs a session and the marketing menu', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError(
      (await t.call('prepayCardRechargeRule/create', ruleBody(), { token: free.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expect((await t.call('prepayCardRechargeRule/create', ruleBody())).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCardRechargeRule/create', async () => ruleBody());
  });
});

describe('prepayCardRechargeRule/queryList', () => {
  it("lists the shop's live rules cheapest first, by name", async () => {
    const caller = await ownerShop(t);
    const big = await createRule(caller.token, { ruleName: 'Grande', rechargeAmount: 50_000 });
    const small = await createRule(caller.token, { ruleName: 'Piccola', rechargeAmount: 5_000 });
    const gone = await createRule(caller.token, { ruleName: 'Vecchia', rechargeAmount: 1_000 });
    await t.call('prepayCardRechargeRule/del', { id: gone.id }, { token: caller.token });
    await createRule((await ownerShop(t)).token);
    const page = pageOf<TRechargeRule>(
      (await t.call('prepayCardRechargeRule/queryList', {}, { token: caller.token })).body,
    );
    expect(page.list.map((r) => r.id)).toEqual([small.id, big.id]);
    expect(page.totalCount).toBe(2);
    const byName = await t.call('prepayCardRechargeRule/queryList', { key: 'gran' }, { token: caller.token });
    expect(pageOf<TRechargeRule>(byName.body).list.map((r) => r.id)).toEqual([big.id]);
  });

  it('is blocked on the free plan, and needs a session and the marketing menu', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError(
      (await t.call('prepayCardRechargeRule/queryList', {}, { token: free.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expect((await t.call('prepayCardRechargeRule/queryList', {})).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCardRechargeRule/queryList', async () => ({}));
  });
});

describe('prepayCardRechargeRule/queryById', () => {
  it("answers a rule, and NOT_FOUND for a deleted one or another shop's", async () => {
    const caller = await ownerShop(t);
    const rule = await createRule(caller.token);
    const { body } = await t.call('prepayCardRechargeRule/queryById', { id: rule.id }, { token: caller.token });
    expect(dataOf<TRechargeRule>(body)).toEqual(rule);
    const foreign = await createRule((await ownerShop(t)).token);
    expectError(
      (await t.call('prepayCardRechargeRule/queryById', { id: foreign.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
    await t.call('prepayCardRechargeRule/del', { id: rule.id }, { token: caller.token });
    expectError(
      (await t.call('prepayCardRechargeRule/queryById', { id: rule.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
  });

  it('is blocked on the free plan, and needs a session and the marketing menu', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError(
      (await t.call('prepayCardRechargeRule/queryById', { id: 1 }, { token: free.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expect((await t.call('prepayCardRechargeRule/queryById', { id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCardRechargeRule/queryById', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { id: (await createRule(owner.token)).id };
    });
  });
});

describe('prepayCardRechargeRule/update', () => {
  it('edits a rule; a stale version is a conflict', async () => {
    const caller = await ownerShop(t);
    const rule = await createRule(caller.token);
    const { body } = await t.call(
      'prepayCardRechargeRule/update',
      { ...ruleBody({ ruleName: 'Nuova', rechargeAmount: 20_000, giftAmount: 0 }), id: rule.id, version: rule.version },
      { token: caller.token },
    );
    expect(dataOf<TRechargeRule>(body)).toMatchObject({
      ruleName: 'Nuova',
      rechargeAmount: 20_000,
      giftAmount: 0,
      version: 2,
    });
    const stale = await t.call(
      'prepayCardRechargeRule/update',
      { ...ruleBody(), id: rule.id, version: rule.version },
      { token: caller.token },
    );
    expectError(stale.body, 'CONFLICT');
    expect(stale.body.code).toBe(409);
    const negative = await t.call(
      'prepayCardRechargeRule/update',
      { ...ruleBody({ giftAmount: -5 }), id: rule.id },
      { token: caller.token },
    );
    expectError(negative.body, 'AMOUNT_ERROR', 'giftAmount');
  });

  it("treats another shop's rule as missing", async () => {
    const caller = await ownerShop(t);
    const foreign = await createRule((await ownerShop(t)).token);
    const { body } = await t.call(
      'prepayCardRechargeRule/update',
      { ...ruleBody(), id: foreign.id },
      { token: caller.token },
    );
    expectError(body, 'NOT_FOUND', 'id');
  });

  it('is blocked on the free plan, and needs a session and the marketing menu', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError(
      (await t.call('prepayCardRechargeRule/update', { ...ruleBody(), id: 1 }, { token: free.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expect((await t.call('prepayCardRechargeRule/update', { ...ruleBody(), id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCardRechargeRule/update', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { ...ruleBody(), id: (await createRule(owner.token)).id };
    });
  });
});

describe('prepayCardRechargeRule/del', () => {
  it("soft-deletes a rule once; another shop's rule is missing", async () => {
    const caller = await ownerShop(t);
    const rule = await createRule(caller.token);
    expect((await t.call('prepayCardRechargeRule/del', { id: rule.id }, { token: caller.token })).body).toMatchObject({
      code: 0,
      data: null,
    });
    expectError(
      (await t.call('prepayCardRechargeRule/del', { id: rule.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
    const foreign = await createRule((await ownerShop(t)).token);
    expectError(
      (await t.call('prepayCardRechargeRule/del', { id: foreign.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
  });

  it('is blocked on the free plan, and needs a session and the marketing menu', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError(
      (await t.call('prepayCardRechargeRule/del', { id: 1 }, { token: free.token })).body,
      'FREE_PLAN_FORBIDDEN',
    );
    expect((await t.call('prepayCardRechargeRule/del', { id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCardRechargeRule/del', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { id: (await createRule(owner.token)).id };
    });
  });
});
