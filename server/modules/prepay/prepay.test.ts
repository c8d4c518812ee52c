import { describe, expect, it } from 'vitest';
import type { TPrepayCard, TPrepayLedgerRow } from '../../../contract/prepay';
import { buildCustomer, buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { dataOf, expectError, expectMenuGuard } from '../staff/staff.test-kit';
import { consumeCard } from './ledger.service';
import {
  billRow,
  buildMember,
  cardRow,
  elevate,
  expectBalanced,
  inTransaction,
  ledgerOf,
  ownerShop,
  pageOf,
  rechargeMember,
  sessionCtx,
  vipFlagOf,
} from './prepay.test-kit';

const t = useTestApp();

type TRecharge = { billId: number; billOrderNo: string; status: string; card: TPrepayCard };

/** Pays `amount` off a card through the ledger service, in a transaction of its own. */
async function consume(token: string, cardId: number, amount: number) {
  const ctx = await sessionCtx(t, token);
  return inTransaction(ctx, (c) => consumeCard(c, { cardId, amount, billOrderNo: 'B-TEST' }));
}

let giftSeq = 0;
const freshGiftNo = () => `GIFT${++giftSeq}X${Math.floor(Math.random() * 1e6)}`;

describe('custom/updateVip', () => {
  it('makes a regular customer a member with an open member card numbered from the shop counter', async () => {
    const caller = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId: caller.shopId });
    const { body } = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
    const card = dataOf<TPrepayCard>(body);
    expect(card).toMatchObject({
      kind: 'member',
      customerId: customer.id,
      customName: customer.name,
      phone: customer.phone,
      availableBalance: 0,
      rechargeAmount: 0,
      status: 'active',
    });
    expect(card.cardNo).toMatch(/^VIP\d{6}$/);
    expect(await vipFlagOf(t, customer)).toBe(1);
    const second = await buildMember(t, caller);
    expect(second.card.cardNo).not.toBe(card.cardNo);
  });

  it('answers the same card for a customer who is a member already', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const { body } = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
    expect(dataOf<TPrepayCard>(body)).toMatchObject({ id: card.id, cardNo: card.cardNo, status: 'active' });
  });

  it('reopens the closed card of a cancelled membership: one card and one history', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    expect((await rechargeMember(t, caller.token, customer.id, 5000)).code).toBe(0);
    await consume(caller.token, card.id, 5000);
    expect((await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token })).body.code).toBe(0);
    const { body } = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
    expect(dataOf<TPrepayCard>(body)).toMatchObject({ id: card.id, cardNo: card.cardNo, status: 'active' });
    expect(await ledgerOf(t, card.id)).toHaveLength(2);
  });

  it("treats another shop's customer as missing", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId: other.shopId });
    const { body } = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
    expectError(body, 'NOT_FOUND', 'id');
    expect(await vipFlagOf(t, customer)).toBe(0);
  });

  it('needs a session and the customers menu', async () => {
    const customer = await buildCustomer(t);
    expect((await t.call('custom/updateVip', { id: customer.id })).body.code).toBe(401);
    await expectMenuGuard(t, 'customers', 'custom/updateVip', async (shopId) => ({
      id: (await buildCustomer(t, { shopId })).id,
    }));
  });
});

describe('custom/vipCancel', () => {
  it('makes a member with a zero balance a regular customer and closes the card', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const { body } = await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token });
    expect(body).toMatchObject({ code: 0, data: null });
    expect(await vipFlagOf(t, customer)).toBe(0);
    expect((await cardRow(t, card.id)).closedAt).not.toBeNull();
    const lookup = await t.call('prepayCard/queryByCardNo', { cardNo: card.cardNo }, { token: caller.token });
    expectError(lookup.body, 'NOT_FOUND', 'cardNo');
  });

  it('refuses a member whose card still holds money (SPEC §5)', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    await rechargeMember(t, caller.token, customer.id, 100);
    const { body } = await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token });
    expectError(body, 'CANNOT_CANCEL_NONZERO_BALANCE');
    expect(body.msg).toBe('Cannot cancel membership with non-zero balance!');
    expect(await vipFlagOf(t, customer)).toBe(1);
    expect((await cardRow(t, card.id)).closedAt).toBeNull();
  });

  it('refuses a customer who is not a member', async () => {
    const caller = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId: caller.shopId });
    const { body } = await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token });
    expectError(body, 'CANNOT_CANCEL_MEMBERSHIP');
    expect(body.msg).toBe('Cannot cancel membership!');
  });

  it("treats another shop's member as missing", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const { customer } = await buildMember(t, other);
    expectError(
      (await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
    expect(await vipFlagOf(t, customer)).toBe(1);
  });

  it('needs a session and the customers menu', async () => {
    expect((await t.call('custom/vipCancel', { id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'customers', 'custom/vipCancel', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { id: (await buildMember(t, owner)).customer.id };
    });
  });
});

describe('prepayCard/vipRecharge', () => {
  it('records a paid cash recharge: a bill and one ledger credit, in the shop-local bill date', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const data = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 12_345, { remark: 'contanti' }));
    expect(data).toMatchObject({
      status: 'paid',
      card: { id: card.id, availableBalance: 12_345, rechargeAmount: 12_345 },
    });
    expect(data.billOrderNo).toMatch(/^R20261123\d{4,}$/);
    expect(await billRow(t, data.billId)).toMatchObject({
      shopId: caller.shopId,
      billOrderNo: data.billOrderNo,
      orderType: 'memberRecharge',
      payType: 'cash',
      status: 'paid',
      totalAmount: 12_345,
      actualAmount: 12_345,
      cashAmount: 12_345,
      cardAmount: 0,
      giftAmount: 0,
      customerId: customer.id,
      cardId: card.id,
      billDay: '2026-11-23',
      remark: 'contanti',
    });
    const [row] = await ledgerOf(t, card.id);
    expect(row).toMatchObject({
      changeType: 1,
      beforeBalance: 0,
      changeAmount: 12_345,
      afterBalance: 12_345,
      paidAmount: 12_345,
      giftAmount: 0,
      billId: data.billId,
      billOrderNo: data.billOrderNo,
      billDay: '2026-11-23',
    });
    expect(await expectBalanced(t, card.id)).toBe(12_345);
  });

  it("pays a rule's rechargeAmount and adds its giftAmount, both recorded", async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const rule = await t.call(
      'prepayCardRechargeRule/create',
      { ruleName: 'Paga 100 ricevi 120', rechargeAmount: 10_000, giftAmount: 2_000 },
      { token: caller.token },
    );
    const ruleId = dataOf<{ id: number }>(rule.body).id;
    const { body } = await t.call(
      'prepayCard/vipRecharge',
      { customerId: customer.id, rechargeRuleId: ruleId, payType: 'card' },
      { token: caller.token },
    );
    const data = dataOf<TRecharge>(body);
    expect(data.card).toMatchObject({ availableBalance: 12_000, rechargeAmount: 12_000 });
    expect(await billRow(t, data.billId)).toMatchObject({
      totalAmount: 12_000,
      actualAmount: 10_000,
      giftAmount: 2_000,
      cardAmount: 10_000,
      cashAmount: 0,
      rechargeRuleId: ruleId,
    });
    expect((await ledgerOf(t, card.id))[0]).toMatchObject({
      changeAmount: 12_000,
      paidAmount: 10_000,
      giftAmount: 2_000,
    });
    const mismatch = await t.call(
      'prepayCard/vipRecharge',
      { customerId: customer.id, rechargeRuleId: ruleId, rechargeAmount: 5_000, payType: 'cash' },
      { token: caller.token },
    );
    expectError(mismatch.body, 'AMOUNT_ERROR', 'rechargeAmount');
  });

  it('takes split tender when the parts add up to the paid amount, and refuses them otherwise', async () => {
    const caller = await ownerShop(t);
    const { customer } = await buildMember(t, caller);
    const split = await rechargeMember(t, caller.token, customer.id, 5_000, { cashAmount: 2_000, cardAmount: 3_000 });
    expect(await billRow(t, dataOf<TRecharge>(split).billId)).toMatchObject({ cashAmount: 2_000, cardAmount: 3_000 });
    const wrong = await rechargeMember(t, caller.token, customer.id, 5_000, { cashAmount: 2_000, cardAmount: 2_000 });
    expectError(wrong, 'AMOUNT_ERROR', 'cashAmount');
    const other = await rechargeMember(t, caller.token, customer.id, 700, { payType: 'other' });
    expect(await billRow(t, dataOf<TRecharge>(other).billId)).toMatchObject({ cashAmount: 0, cardAmount: 0 });
  });

  it.each([
    [{}, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ rechargeAmount: -100 }, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ rechargeAmount: 10.5 }, 'AMOUNT_ERROR', 'rechargeAmount'],
    [{ rechargeAmount: 100, payType: 'bitcoin' }, 'CHECK_INPUT', 'payType'],
    [{ rechargeAmount: 100, billDay: '2026-02-30' }, 'CHECK_INPUT', 'billDay'],
  ])('refuses %j with %s', async (extra, errorKey, field) => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const { body } = await t.call(
      'prepayCard/vipRecharge',
      { customerId: customer.id, payType: 'cash', ...extra },
      { token: caller.token },
    );
    expectError(body, errorKey, field);
    expect(await ledgerOf(t, card.id)).toHaveLength(0);
  });

  it('refuses a customer who is not a member (SPEC §4 only members recharge)', async () => {
    const caller = await ownerShop(t);
    const customer = await buildCustomer(t, { shopId: caller.shopId });
    const body = await rechargeMember(t, caller.token, customer.id, 1_000);
    expectError(body, 'NON_MEMBER_RECHARGE');
    expect(body.msg).toBe('Non-members cannot recharge!');
  });

  it('records an unpaid recharge as a bill only', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const data = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 3_000, { status: 'unpaid' }));
    expect(data).toMatchObject({ status: 'unpaid', card: { availableBalance: 0 } });
    expect(await billRow(t, data.billId)).toMatchObject({ status: 'unpaid', paidAt: null });
    expect(await ledgerOf(t, card.id)).toHaveLength(0);
  });

  it("dates the bill with the shop's today, which is already tomorrow in Rome late in the UTC evening", async () => {
    const before = t.clock.now();
    t.clock.set('2026-11-23T23:30:00.000Z');
    try {
      const caller = await ownerShop(t);
      const { customer, card } = await buildMember(t, caller);
      const data = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 1_000));
      expect(data.billOrderNo).toMatch(/^R20261124/);
      expect((await billRow(t, data.billId)).billDay).toBe('2026-11-24');
      const given = dataOf<TRecharge>(
        await rechargeMember(t, caller.token, customer.id, 1_000, { billDay: '2026-11-20' }),
      );
      expect((await billRow(t, given.billId)).billDay).toBe('2026-11-20');
      expect((await ledgerOf(t, card.id)).map((r) => r.billDay)).toEqual(['2026-11-24', '2026-11-20']);
    } finally {
      t.clock.set(before);
    }
  });

  it('credits once when the same submission is sent twice with its nonce', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const body = { customerId: customer.id, rechargeAmount: 2_500, payType: 'cash' };
    const first = await t.call('prepayCard/vipRecharge', body, { token: caller.token, nonce: 'recharge-nonce-1' });
    const second = await t.call('prepayCard/vipRecharge', body, { token: caller.token, nonce: 'recharge-nonce-1' });
    expect(second.body).toEqual(first.body);
    expect(await ledgerOf(t, card.id)).toHaveLength(1);
    expect(await expectBalanced(t, card.id)).toBe(2_500);
  });

  it("treats another shop's customer and rule as missing", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const { customer: foreign } = await buildMember(t, other);
    expectError(await rechargeMember(t, caller.token, foreign.id, 1_000), 'NOT_FOUND', 'customerId');
    const rule = await t.call(
      'prepayCardRechargeRule/create',
      { ruleName: 'Altro', rechargeAmount: 1_000 },
      { token: other.token },
    );
    const { customer } = await buildMember(t, caller);
    const { body } = await t.call(
      'prepayCard/vipRecharge',
      { customerId: customer.id, rechargeRuleId: dataOf<{ id: number }>(rule.body).id, payType: 'cash' },
      { token: caller.token },
    );
    expectError(body, 'NOT_FOUND', 'rechargeRuleId');
  });

  it('needs a session and the checkout menu: a recharge is a bill (ADR 021)', async () => {
    expect(
      (await t.call('prepayCard/vipRecharge', { customerId: 1, rechargeAmount: 1, payType: 'cash' })).body.code,
    ).toBe(401);
    await expectMenuGuard(t, 'checkout', 'prepayCard/vipRecharge', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { customerId: (await buildMember(t, owner)).customer.id, rechargeAmount: 100, payType: 'cash' };
    });
  });
});

describe('prepayCard/giftRecharge', () => {
  it('creates a gift card for a new number and credits the same card on the next recharge', async () => {
    const caller = await ownerShop(t);
    const cardNo = freshGiftNo();
    const first = await t.call(
      'prepayCard/giftRecharge',
      { cardNo, phone: '347 1234567', rechargeAmount: 5_000, payType: 'cash' },
      { token: caller.token },
    );
    const data = dataOf<TRecharge>(first.body);
    expect(data.card).toMatchObject({
      cardNo,
      kind: 'gift',
      customerId: null,
      phone: '347 1234567',
      availableBalance: 5_000,
    });
    expect(await billRow(t, data.billId)).toMatchObject({
      orderType: 'giftCardRecharge',
      customerId: null,
      totalAmount: 5_000,
    });
    const again = await t.call(
      'prepayCard/giftRecharge',
      { cardNo: cardNo.toLowerCase(), rechargeAmount: 1_000, payType: 'card' },
      { token: caller.token },
    );
    expect(dataOf<TRecharge>(again.body).card).toMatchObject({ id: data.card.id, availableBalance: 6_000 });
    expect(await expectBalanced(t, data.card.id)).toBe(6_000);
  });

  it('makes a number when none is sent', async () => {
    const caller = await ownerShop(t);
    const { body } = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 2_000, payType: 'cash' },
      { token: caller.token },
    );
    expect(dataOf<TRecharge>(body).card.cardNo).toMatch(/^GC\d{6}$/);
  });

  it("refuses a member card's number and a deleted gift card's number", async () => {
    const caller = await ownerShop(t);
    const { card } = await buildMember(t, caller);
    const member = await t.call(
      'prepayCard/giftRecharge',
      { cardNo: card.cardNo, rechargeAmount: 100, payType: 'cash' },
      { token: caller.token },
    );
    expectError(member.body, 'CHECK_INPUT', 'cardNo');
    const cardNo = freshGiftNo();
    const created = await t.call(
      'prepayCard/giftRecharge',
      { cardNo, rechargeAmount: 100, payType: 'cash', status: 'unpaid' },
      { token: caller.token },
    );
    const giftId = dataOf<TRecharge>(created.body).card.id;
    expect((await t.call('prepayCard/delete', { id: giftId }, { token: caller.token })).body.code).toBe(0);
    const deleted = await t.call(
      'prepayCard/giftRecharge',
      { cardNo, rechargeAmount: 100, payType: 'cash' },
      { token: caller.token },
    );
    expectError(deleted.body, 'CHECK_INPUT', 'cardNo');
  });

  it("keeps card numbers per shop: another shop's number is a new card here", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const cardNo = freshGiftNo();
    const theirs = await t.call(
      'prepayCard/giftRecharge',
      { cardNo, rechargeAmount: 900, payType: 'cash' },
      { token: other.token },
    );
    const ours = await t.call(
      'prepayCard/giftRecharge',
      { cardNo, rechargeAmount: 100, payType: 'cash' },
      { token: caller.token },
    );
    const theirCard = dataOf<TRecharge>(theirs.body).card;
    expect(dataOf<TRecharge>(ours.body).card).toMatchObject({ availableBalance: 100 });
    expect(dataOf<TRecharge>(ours.body).card.id).not.toBe(theirCard.id);
    expect((await cardRow(t, theirCard.id)).availableBalance).toBe(900);
  });

  it('refuses a missing amount and a bad phone', async () => {
    const caller = await ownerShop(t);
    const missing = await t.call('prepayCard/giftRecharge', { payType: 'cash' }, { token: caller.token });
    expectError(missing.body, 'AMOUNT_ERROR', 'rechargeAmount');
    const phone = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 100, payType: 'cash', phone: 'abc' },
      { token: caller.token },
    );
    expectError(phone.body, 'PHONE_INVALID', 'phone');
  });

  it('is blocked on the free plan, and needs a session and the checkout menu (ADR 021)', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    const { body } = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 100, payType: 'cash' },
      { token: free.token },
    );
    expectError(body, 'FREE_PLAN_FORBIDDEN');
    expect(body.msg).toBe('free user insufficient permissions');
    expect((await t.call('prepayCard/giftRecharge', { rechargeAmount: 100, payType: 'cash' })).body.code).toBe(401);
    await expectMenuGuard(t, 'checkout', 'prepayCard/giftRecharge', async () => ({
      rechargeAmount: 100,
      payType: 'cash',
    }));
  });
});

describe('prepayCard/updateOrderStatus', () => {
  it('credits an unpaid recharge exactly once; paying it again is a conflict', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const unpaid = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 4_000, { status: 'unpaid' }));
    const { body } = await t.call(
      'prepayCard/updateOrderStatus',
      { billId: unpaid.billId, status: 'paid', transactionId: 'TX-42' },
      { token: caller.token },
    );
    expect(dataOf<TRecharge>(body)).toMatchObject({
      billId: unpaid.billId,
      status: 'paid',
      card: { availableBalance: 4_000 },
    });
    expect(await billRow(t, unpaid.billId)).toMatchObject({ status: 'paid', transactionId: 'TX-42' });
    const [row] = await ledgerOf(t, card.id);
    expect(row).toMatchObject({
      changeType: 1,
      changeAmount: 4_000,
      billId: unpaid.billId,
      billOrderNo: unpaid.billOrderNo,
    });
    const again = await t.call(
      'prepayCard/updateOrderStatus',
      { billId: unpaid.billId, status: 'paid' },
      { token: caller.token },
    );
    expectError(again.body, 'CONFLICT');
    expect(again.body.code).toBe(409);
    expect(await expectBalanced(t, card.id)).toBe(4_000);
  });

  it('refuses to credit a member recharge after the membership was cancelled', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const unpaid = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 4_000, { status: 'unpaid' }));
    expect((await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token })).body.code).toBe(0);
    const { body } = await t.call(
      'prepayCard/updateOrderStatus',
      { billId: unpaid.billId, status: 'paid' },
      { token: caller.token },
    );
    expectError(body, 'NON_MEMBER_RECHARGE');
    expect(await billRow(t, unpaid.billId)).toMatchObject({ status: 'unpaid' });
    expect(await ledgerOf(t, card.id)).toHaveLength(0);
  });

  it("treats another shop's bill as missing, and refuses another status", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const { customer } = await buildMember(t, other);
    const unpaid = dataOf<TRecharge>(await rechargeMember(t, other.token, customer.id, 1_000, { status: 'unpaid' }));
    const { body } = await t.call(
      'prepayCard/updateOrderStatus',
      { billId: unpaid.billId, status: 'paid' },
      { token: caller.token },
    );
    expectError(body, 'NOT_FOUND', 'billId');
    expect(await billRow(t, unpaid.billId)).toMatchObject({ status: 'unpaid' });
    const wrong = await t.call(
      'prepayCard/updateOrderStatus',
      { billId: unpaid.billId, status: 'unpaid' },
      { token: other.token },
    );
    expectError(wrong.body, 'CHECK_INPUT', 'status');
  });

  it('needs a session and the checkout menu (ADR 021)', async () => {
    expect((await t.call('prepayCard/updateOrderStatus', { billId: 1, status: 'paid' })).body.code).toBe(401);
    await expectMenuGuard(t, 'checkout', 'prepayCard/updateOrderStatus', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      const { customer } = await buildMember(t, owner);
      const unpaid = dataOf<TRecharge>(await rechargeMember(t, owner.token, customer.id, 100, { status: 'unpaid' }));
      return { billId: unpaid.billId, status: 'paid' };
    });
  });
});

describe('prepayCard/queryList', () => {
  it('lists open cards newest first, by kind and by card number, phone or member name', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const giftNo = freshGiftNo();
    await t.call(
      'prepayCard/giftRecharge',
      { cardNo: giftNo, phone: '+39 333 9876543', rechargeAmount: 100, payType: 'cash' },
      { token: caller.token },
    );
    const closedNo = freshGiftNo();
    const closed = await t.call(
      'prepayCard/giftRecharge',
      { cardNo: closedNo, rechargeAmount: 100, payType: 'cash', status: 'unpaid' },
      { token: caller.token },
    );
    await t.call('prepayCard/delete', { id: dataOf<TRecharge>(closed.body).card.id }, { token: caller.token });
    await buildMember(t, await ownerShop(t));

    const all = pageOf<TPrepayCard>((await t.call('prepayCard/queryList', {}, { token: caller.token })).body);
    expect(all.list.map((c) => c.cardNo)).toEqual([giftNo, card.cardNo]);
    const members = pageOf<TPrepayCard>(
      (await t.call('prepayCard/queryList', { kind: 'member' }, { token: caller.token })).body,
    );
    expect(members.list.map((c) => c.id)).toEqual([card.id]);
    const byName = await t.call('prepayCard/queryList', { key: customer.name }, { token: caller.token });
    expect(pageOf<TPrepayCard>(byName.body).list.map((c) => c.id)).toEqual([card.id]);
    const byPhone = await t.call('prepayCard/queryList', { key: '9876543' }, { token: caller.token });
    expect(pageOf<TPrepayCard>(byPhone.body).list.map((c) => c.cardNo)).toEqual([giftNo]);
    const byNo = await t.call(
      'prepayCard/queryList',
      { key: giftNo.slice(0, 6).toLowerCase() },
      { token: caller.token },
    );
    expect(pageOf<TPrepayCard>(byNo.body).list.map((c) => c.cardNo)).toContain(giftNo);
  });

  it('is blocked on the free plan, and needs a session and the checkout menu (ADR 021)', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError((await t.call('prepayCard/queryList', {}, { token: free.token })).body, 'FREE_PLAN_FORBIDDEN');
    expect((await t.call('prepayCard/queryList', {})).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCard/queryList', async () => ({}));
  });
});

describe('prepayCard/queryByCardNo', () => {
  it('finds an open card for the checkout menu, and refuses a session without a menu that looks cards up', async () => {
    const caller = await ownerShop(t);
    const { card } = await buildMember(t, caller);
    const technician = await buildOwner(t, { shopId: caller.shopId, accountType: 0, menus: ['appointments'] });
    const refused = await t.call('prepayCard/queryByCardNo', { cardNo: card.cardNo }, { token: technician.token });
    expectError(refused.body, 'PERMISSION_DENIED');
    const staff = await buildOwner(t, { shopId: caller.shopId, accountType: 0, menus: ['checkout'] });
    const { body } = await t.call(
      'prepayCard/queryByCardNo',
      { cardNo: card.cardNo.toLowerCase() },
      { token: staff.token },
    );
    expect(dataOf<TPrepayCard>(body)).toMatchObject({ id: card.id, cardNo: card.cardNo });
  });

  it("answers NOT_FOUND for an unknown number and for another shop's card", async () => {
    const caller = await ownerShop(t);
    const other = await ownerShop(t);
    const { card } = await buildMember(t, other);
    expectError(
      (await t.call('prepayCard/queryByCardNo', { cardNo: 'NOPE123' }, { token: caller.token })).body,
      'NOT_FOUND',
      'cardNo',
    );
    expectError(
      (await t.call('prepayCard/queryByCardNo', { cardNo: card.cardNo }, { token: caller.token })).body,
      'NOT_FOUND',
      'cardNo',
    );
    expectError(
      (await t.call('prepayCard/queryByCardNo', { cardNo: '' }, { token: caller.token })).body,
      'FIELD_REQUIRED',
      'cardNo',
    );
    expect((await t.call('prepayCard/queryByCardNo', { cardNo: card.cardNo })).body.code).toBe(401);
  });
});

describe('prepayCard/update', () => {
  async function giftCardOf(caller: { token: string }) {
    const { body } = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 500, payType: 'cash' },
      { token: caller.token },
    );
    return dataOf<TRecharge>(body).card;
  }

  it("edits a gift card's phone and remark; a stale version is a conflict", async () => {
    const caller = await ownerShop(t);
    const card = await giftCardOf(caller);
    const { body } = await t.call(
      'prepayCard/update',
      { id: card.id, phone: '333 1112222', remark: 'Regalo di Natale', version: card.version },
      { token: caller.token },
    );
    expect(dataOf<TPrepayCard>(body)).toMatchObject({
      phone: '333 1112222',
      remark: 'Regalo di Natale',
      version: card.version + 1,
      availableBalance: 500,
    });
    const stale = await t.call(
      'prepayCard/update',
      { id: card.id, remark: 'x', version: card.version },
      { token: caller.token },
    );
    expectError(stale.body, 'CONFLICT');
  });

  it("treats a member card and another shop's gift card as missing", async () => {
    const caller = await ownerShop(t);
    const { card } = await buildMember(t, caller);
    expectError(
      (await t.call('prepayCard/update', { id: card.id, remark: 'x' }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
    const foreign = await giftCardOf(await ownerShop(t));
    expectError(
      (await t.call('prepayCard/update', { id: foreign.id, remark: 'x' }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
  });

  it('is blocked on the free plan, and needs a session and the checkout menu (ADR 021)', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError((await t.call('prepayCard/update', { id: 1 }, { token: free.token })).body, 'FREE_PLAN_FORBIDDEN');
    expect((await t.call('prepayCard/update', { id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCard/update', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      return { id: (await giftCardOf(owner)).id, remark: 'ok' };
    });
  });
});

describe('prepayCard/delete', () => {
  it('refuses a gift card holding money, then closes it once spent; the ledger stays', async () => {
    const caller = await ownerShop(t);
    const { body } = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 800, payType: 'cash' },
      { token: caller.token },
    );
    const card = dataOf<TRecharge>(body).card;
    const refused = await t.call('prepayCard/delete', { id: card.id }, { token: caller.token });
    expectError(refused.body, 'GIFT_CARD_HAS_BALANCE');
    expect(refused.body.msg).toBe('Cannot delete a gift card that still has a balance!');
    await consume(caller.token, card.id, 800);
    expect((await t.call('prepayCard/delete', { id: card.id }, { token: caller.token })).body).toMatchObject({
      code: 0,
    });
    expect((await cardRow(t, card.id)).closedAt).not.toBeNull();
    expect(await ledgerOf(t, card.id)).toHaveLength(2);
    expectError((await t.call('prepayCard/delete', { id: card.id }, { token: caller.token })).body, 'NOT_FOUND', 'id');
  });

  it("treats a member card and another shop's card as missing", async () => {
    const caller = await ownerShop(t);
    const { card } = await buildMember(t, caller);
    expectError((await t.call('prepayCard/delete', { id: card.id }, { token: caller.token })).body, 'NOT_FOUND', 'id');
    const other = await ownerShop(t);
    const { body } = await t.call(
      'prepayCard/giftRecharge',
      { rechargeAmount: 100, payType: 'cash', status: 'unpaid' },
      { token: other.token },
    );
    const foreign = dataOf<TRecharge>(body).card;
    expectError(
      (await t.call('prepayCard/delete', { id: foreign.id }, { token: caller.token })).body,
      'NOT_FOUND',
      'id',
    );
    expect((await cardRow(t, foreign.id)).closedAt).toBeNull();
  });

  it('is blocked on the free plan, and needs a session and the checkout menu (ADR 021)', async () => {
    const free = await ownerShop(t, { goodsType: 'free' });
    expectError((await t.call('prepayCard/delete', { id: 1 }, { token: free.token })).body, 'FREE_PLAN_FORBIDDEN');
    expect((await t.call('prepayCard/delete', { id: 1 })).body.code).toBe(401);
    await expectMenuGuard(t, 'marketing', 'prepayCard/delete', async (shopId) => {
      const owner = await buildOwner(t, { shopId });
      const { body } = await t.call(
        'prepayCard/giftRecharge',
        { rechargeAmount: 100, payType: 'cash', status: 'unpaid' },
        { token: owner.token },
      );
      return { id: dataOf<TRecharge>(body).card.id };
    });
  });
});

describe('prepayCardDet/queryList', () => {
  it('lists the shop’s card movements newest first, with the holder, behind the internal password', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    const recharge = dataOf<TRecharge>(await rechargeMember(t, caller.token, customer.id, 10_000));
    const ctx = await sessionCtx(t, caller.token);
    await inTransaction(ctx, (c) =>
      consumeCard(c, {
        cardId: card.id,
        amount: 2_500,
        billOrderNo: 'F20261123001',
        appointProductTitle: 'Taglio',
        deductions: { coupon: 300, discountDeduction: 200 },
      }),
    );
    const giftNo = freshGiftNo();
    await t.call(
      'prepayCard/giftRecharge',
      { cardNo: giftNo, phone: '333 5550001', rechargeAmount: 700, payType: 'cash' },
      { token: caller.token },
    );
    const other = await ownerShop(t);
    await rechargeMember(t, other.token, (await buildMember(t, other)).customer.id, 100);

    expectError(
      (await t.call('prepayCardDet/queryList', {}, { token: caller.token })).body,
      'INSIDE_PASSWORD_REQUIRED',
    );
    await elevate(t, { ...caller.owner, token: caller.token });
    const page = pageOf<TPrepayLedgerRow>(
      (await t.call('prepayCardDet/queryList', { curPage: 1, limit: 10, key: '' }, { token: caller.token })).body,
    );
    expect(page.totalCount).toBe(3);
    expect(page.list.map((r) => r.cardNo)).toEqual([giftNo, card.cardNo, card.cardNo]);
    expect(page.list[0]).toMatchObject({ customName: '', customPhone: '333 5550001', changeType: 1, orderType: 1 });
    expect(page.list[1]).toMatchObject({
      billOrderNo: 'F20261123001',
      changeType: 2,
      orderType: 2,
      customName: customer.name,
      customPhone: customer.phone,
      appointProductTitle: 'Taglio',
      beforeBalance: 10_000,
      changeBalance: -2_500,
      afterBalance: 7_500,
      coupon: 300,
      discountDeduction: 200,
      billDay: '2026-11-23',
      paidTime: t.clock.now().toISOString(),
    });
    expect(page.list[2]).toMatchObject({
      billOrderNo: recharge.billOrderNo,
      paidAmount: 10_000,
      changeBalance: 10_000,
    });

    const search = async (body: Record<string, unknown>) =>
      pageOf<TPrepayLedgerRow>(
        (await t.call('prepayCardDet/queryList', { curPage: 1, limit: 10, ...body }, { token: caller.token })).body,
      ).list;
    expect((await search({ cardNo: card.cardNo.toLowerCase(), customPhone: '' })).map((r) => r.changeType)).toEqual([
      2, 1,
    ]);
    expect((await search({ cardNo: '', customPhone: '5550001' })).map((r) => r.cardNo)).toEqual([giftNo]);
    expect((await search({ cardNo: card.cardNo, customPhone: '5550001' })).length).toBe(0);
    expect((await search({ key: customer.name })).length).toBe(2);
    expect((await search({ key: recharge.billOrderNo })).length).toBe(1);
    const second = pageOf<TPrepayLedgerRow>(
      (await t.call('prepayCardDet/queryList', { curPage: 2, limit: 2 }, { token: caller.token })).body,
    );
    expect(second).toMatchObject({ totalCount: 3, list: [{ billOrderNo: recharge.billOrderNo }] });
  });

  it('lets accountType 2 through without the internal password, but not without the finance menu', async () => {
    const caller = await ownerShop(t);
    const manager = await buildOwner(t, { shopId: caller.shopId, accountType: 2, menus: ['finance'] });
    expect((await t.call('prepayCardDet/queryList', {}, { token: manager.token })).body).toMatchObject({ code: 0 });
    const clerk = await buildOwner(t, { shopId: caller.shopId, accountType: 0, menus: ['finance'] });
    expectError((await t.call('prepayCardDet/queryList', {}, { token: clerk.token })).body, 'INSIDE_PASSWORD_REQUIRED');
    await elevate(t, clerk);
    expect((await t.call('prepayCardDet/queryList', {}, { token: clerk.token })).body).toMatchObject({ code: 0 });
    const outsider = await buildOwner(t, { shopId: caller.shopId, accountType: 2, menus: ['customers'] });
    expectError((await t.call('prepayCardDet/queryList', {}, { token: outsider.token })).body, 'PERMISSION_DENIED');
    expect((await t.call('prepayCardDet/queryList', {})).body.code).toBe(401);
  });
});
