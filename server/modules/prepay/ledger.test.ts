import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TPrepayCard } from '../../../contract/prepay';
import { AppError } from '../../http/app-error';
import { useTestApp } from '../../test/fixture';
import { dataOf } from '../staff/staff.test-kit';
import { consumeCard, correctCard, giftCard, refundCard } from './ledger.service';
import {
  buildMember,
  cardRow,
  expectBalanced,
  inTransaction,
  ledgerOf,
  ownerShop,
  rechargeMember,
  sessionCtx,
} from './prepay.test-kit';

/** The ledger service bookkeeping calls inside its own transaction (ADR 011), and the ledger invariant. */
const t = useTestApp();

/** The error key a service call failed with, or 'ok'. */
async function outcomeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.key;
    throw err;
  }
}

async function memberWithBalance(balance: number) {
  const caller = await ownerShop(t);
  const { customer, card } = await buildMember(t, caller);
  if (balance > 0) expect((await rechargeMember(t, caller.token, customer.id, balance)).code).toBe(0);
  const ctx = await sessionCtx(t, caller.token);
  return { caller, customer, card, ctx };
}

describe('consumeCard', () => {
  it('takes the amount off the card as change type 2 with the bill and its deductions', async () => {
    const { card, ctx } = await memberWithBalance(10_000);
    const row = await inTransaction(ctx, (c) =>
      consumeCard(c, {
        cardId: card.id,
        amount: 3_000,
        billId: undefined,
        billOrderNo: 'F-1',
        appointProductTitle: 'Piega',
        deductions: { coupon: 100, giftVoucher: 200, memberDeduction: 3_000, discountDeduction: 50 },
      }),
    );
    expect(row).toMatchObject({
      changeType: 2,
      beforeBalance: 10_000,
      changeAmount: -3_000,
      afterBalance: 7_000,
      billOrderNo: 'F-1',
      appointProductTitle: 'Piega',
      coupon: 100,
      giftVoucher: 200,
      memberDeduction: 3_000,
      discountDeduction: 50,
      billDay: '2026-11-23',
      createdBy: ctx.session.accountId,
    });
    expect(await expectBalanced(t, card.id)).toBe(7_000);
  });

  it('refuses more than the balance with INSUFFICIENT_DEDUCTION and writes nothing', async () => {
    const { card, ctx } = await memberWithBalance(1_000);
    const outcome = await outcomeOf(() =>
      inTransaction(ctx, (c) => consumeCard(c, { cardId: card.id, amount: 1_001, billOrderNo: 'F-2' })),
    );
    expect(outcome).toBe('INSUFFICIENT_DEDUCTION');
    expect(await ledgerOf(t, card.id)).toHaveLength(1);
    expect(await expectBalanced(t, card.id)).toBe(1_000);
    expect(
      await outcomeOf(() =>
        inTransaction(ctx, (c) => consumeCard(c, { cardId: card.id, amount: 1_000, billOrderNo: 'F-3' })),
      ),
    ).toBe('ok');
    expect(await expectBalanced(t, card.id)).toBe(0);
  });

  it("refuses a zero amount, a closed card and another shop's card", async () => {
    const { card, ctx } = await memberWithBalance(500);
    expect(
      await outcomeOf(() =>
        inTransaction(ctx, (c) => consumeCard(c, { cardId: card.id, amount: 0, billOrderNo: 'x' })),
      ),
    ).toBe('AMOUNT_ERROR');
    const other = await memberWithBalance(500);
    expect(
      await outcomeOf(() =>
        inTransaction(ctx, (c) => consumeCard(c, { cardId: other.card.id, amount: 1, billOrderNo: 'x' })),
      ),
    ).toBe('NOT_FOUND');
    expect((await cardRow(t, other.card.id)).availableBalance).toBe(500);
    const closed = await memberWithBalance(0);
    expect(
      (await t.call('custom/vipCancel', { id: closed.customer.id }, { token: closed.caller.token })).body.code,
    ).toBe(0);
    expect(
      await outcomeOf(() => inTransaction(closed.ctx, (c) => giftCard(c, { cardId: closed.card.id, amount: 100 }))),
    ).toBe('NOT_FOUND');
  });
});

describe('refundCard, correctCard, giftCard', () => {
  it('records a refund (3) as money out, a correction (4) signed with its reason, a gift (5) as money in', async () => {
    const { card, ctx } = await memberWithBalance(5_000);
    await inTransaction(ctx, (c) => refundCard(c, { cardId: card.id, amount: 1_000, reason: 'Cliente trasferito' }));
    await inTransaction(ctx, (c) => correctCard(c, { cardId: card.id, change: -500, reason: 'Doppio addebito' }));
    await inTransaction(ctx, (c) => correctCard(c, { cardId: card.id, change: 200, reason: 'Storno' }));
    await inTransaction(ctx, (c) => giftCard(c, { cardId: card.id, amount: 300, reason: 'Compleanno' }));
    const rows = await ledgerOf(t, card.id);
    expect(rows.map((r) => [r.changeType, r.changeAmount, r.reason])).toEqual([
      [1, 5_000, ''],
      [3, -1_000, 'Cliente trasferito'],
      [4, -500, 'Doppio addebito'],
      [4, 200, 'Storno'],
      [5, 300, 'Compleanno'],
    ]);
    expect(rows[4]).toMatchObject({ giftAmount: 300, paidAmount: 0 });
    expect(await expectBalanced(t, card.id)).toBe(4_000);
  });

  it('needs a reason and a non-zero change for a correction, and never goes below zero', async () => {
    const { card, ctx } = await memberWithBalance(100);
    expect(
      await outcomeOf(() => inTransaction(ctx, (c) => correctCard(c, { cardId: card.id, change: 50, reason: ' ' }))),
    ).toBe('FIELD_REQUIRED');
    expect(
      await outcomeOf(() => inTransaction(ctx, (c) => correctCard(c, { cardId: card.id, change: 0, reason: 'x' }))),
    ).toBe('AMOUNT_ERROR');
    expect(
      await outcomeOf(() => inTransaction(ctx, (c) => correctCard(c, { cardId: card.id, change: -101, reason: 'x' }))),
    ).toBe('INSUFFICIENT_DEDUCTION');
    expect(await outcomeOf(() => inTransaction(ctx, (c) => refundCard(c, { cardId: card.id, amount: 101 })))).toBe(
      'INSUFFICIENT_DEDUCTION',
    );
    expect(await expectBalanced(t, card.id)).toBe(100);
  });
});

describe('the database behind the ledger', () => {
  it('refuses to edit or delete a ledger row, and a negative balance', async () => {
    const { card } = await memberWithBalance(100);
    await expect(
      t.deps.db.execute(sql`UPDATE prepay_ledger SET change_amount = 1 WHERE card_id = ${card.id}`),
    ).rejects.toThrow();
    await expect(t.deps.db.execute(sql`DELETE FROM prepay_ledger WHERE card_id = ${card.id}`)).rejects.toThrow();
    await expect(
      t.deps.db.execute(sql`UPDATE prepay_cards SET available_balance = -1 WHERE id = ${card.id}`),
    ).rejects.toThrow();
    expect(await expectBalanced(t, card.id)).toBe(100);
  });
});

type TStep =
  | { kind: 'recharge'; amount: number; withRule: boolean }
  | { kind: 'gift' | 'consume' | 'refund'; amount: number }
  | { kind: 'consumeAll' | 'cancel' | 'upgrade' };

const amount = fc.integer({ min: 1, max: 30_000 });
const step: fc.Arbitrary<TStep> = fc.oneof(
  fc.record({ kind: fc.constant('recharge' as const), amount, withRule: fc.boolean() }),
  fc.record({ kind: fc.constantFrom('gift' as const, 'consume' as const, 'refund' as const), amount }),
  fc.record({ kind: fc.constantFrom('consumeAll' as const, 'cancel' as const, 'upgrade' as const) }),
);

describe('the ledger invariant (property)', () => {
  it('keeps balance = sum of the ledger = the model, never negative, through random sequences', async () => {
    const caller = await ownerShop(t);
    const rule = await t.call(
      'prepayCardRechargeRule/create',
      { ruleName: 'Paga 100 ricevi 120', rechargeAmount: 10_000, giftAmount: 2_000 },
      { token: caller.token },
    );
    const ruleId = dataOf<{ id: number }>(rule.body).id;
    const ctx = await sessionCtx(t, caller.token);

    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 15 }), async (steps) => {
        const { customer, card } = await buildMember(t, caller);
        const model = { isMember: true, balance: 0, rows: 0 };
        const onCard = (run: (cardId: number) => Promise<unknown>) => outcomeOf(() => run(card.id));
        for (const s of steps) {
          let expected = 'ok';
          let outcome: string;
          let delta = 0;
          switch (s.kind) {
            case 'recharge': {
              const body = s.withRule
                ? { customerId: customer.id, rechargeRuleId: ruleId, payType: 'cash' }
                : { customerId: customer.id, rechargeAmount: s.amount, payType: 'card' };
              const res = await t.call('prepayCard/vipRecharge', body, { token: caller.token });
              outcome = res.body.code === 0 ? 'ok' : String(res.body.errorKey);
              if (!model.isMember) expected = 'NON_MEMBER_RECHARGE';
              else delta = s.withRule ? 12_000 : s.amount;
              break;
            }
            case 'gift':
              outcome = await onCard((cardId) => inTransaction(ctx, (c) => giftCard(c, { cardId, amount: s.amount })));
              if (!model.isMember) expected = 'NOT_FOUND';
              else delta = s.amount;
              break;
            case 'consume':
            case 'refund':
            case 'consumeAll': {
              const taken = 'amount' in s ? s.amount : Math.max(model.balance, 1);
              outcome = await onCard((cardId) =>
                inTransaction(ctx, (c) =>
                  s.kind === 'refund'
                    ? refundCard(c, { cardId, amount: taken })
                    : consumeCard(c, { cardId, amount: taken, billOrderNo: 'P' }),
                ),
              );
              if (!model.isMember) expected = 'NOT_FOUND';
              else if (taken > model.balance) expected = 'INSUFFICIENT_DEDUCTION';
              else delta = -taken;
              break;
            }
            case 'cancel': {
              const res = await t.call('custom/vipCancel', { id: customer.id }, { token: caller.token });
              outcome = res.body.code === 0 ? 'ok' : String(res.body.errorKey);
              if (!model.isMember) expected = 'CANNOT_CANCEL_MEMBERSHIP';
              else if (model.balance !== 0) expected = 'CANNOT_CANCEL_NONZERO_BALANCE';
              else model.isMember = false;
              break;
            }
            case 'upgrade': {
              const res = await t.call('custom/updateVip', { id: customer.id }, { token: caller.token });
              expect(dataOf<TPrepayCard>(res.body).id).toBe(card.id);
              outcome = 'ok';
              model.isMember = true;
              break;
            }
          }
          expect(outcome, JSON.stringify(s)).toBe(expected);
          if (delta !== 0) {
            model.balance += delta;
            model.rows += 1;
          }
          expect(await expectBalanced(t, card.id)).toBe(model.balance);
          expect(await ledgerOf(t, card.id)).toHaveLength(model.rows);
        }
      }),
      { numRuns: 25 },
    );
  });
});
