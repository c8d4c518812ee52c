import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { useTestApp } from '../../test/fixture';
import { consumeCard } from './ledger.service';
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

/**
 * Races on one card that only mean something on PostgreSQL, where transactions really run side by side on a pool of
 * connections (PGlite runs them one after the other); skipped without DATABASE_URL.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

describe.runIf(isPostgres)('consumeCard under concurrency', () => {
  it('accepts exactly as many of 50 parallel consumptions as the balance covers, one ledger row each', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    expect((await rechargeMember(t, caller.token, customer.id, 10_000)).code).toBe(0);
    const ctx = await sessionCtx(t, caller.token);

    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        inTransaction(ctx, (c) => consumeCard(c, { cardId: card.id, amount: 700, billOrderNo: `RACE-${i}` })).then(
          (row) => ({ ok: true as const, billOrderNo: row.billOrderNo }),
          (err: unknown) => ({ ok: false as const, key: err instanceof AppError ? err.key : String(err) }),
        ),
      ),
    );

    const accepted = outcomes.filter((o) => o.ok);
    const refused = outcomes.filter((o) => !o.ok);
    expect(accepted).toHaveLength(14);
    for (const o of refused) expect(o).toEqual({ ok: false, key: 'INSUFFICIENT_DEDUCTION' });
    const consumptions = (await ledgerOf(t, card.id)).filter((r) => r.changeType === 2);
    expect(consumptions.map((r) => r.billOrderNo).sort()).toEqual(accepted.map((o) => o.billOrderNo).sort());
    expect(await expectBalanced(t, card.id)).toBe(10_000 - 14 * 700);
    expect((await cardRow(t, card.id)).availableBalance).toBeGreaterThanOrEqual(0);
  });

  it('never overdraws when consumptions of different sizes race a recharge', async () => {
    const caller = await ownerShop(t);
    const { customer, card } = await buildMember(t, caller);
    expect((await rechargeMember(t, caller.token, customer.id, 5_000)).code).toBe(0);
    const ctx = await sessionCtx(t, caller.token);
    const amounts = Array.from({ length: 40 }, (_, i) => 100 + ((i * 37) % 900));
    const results = await Promise.all([
      ...amounts.map((amount, i) =>
        inTransaction(ctx, (c) => consumeCard(c, { cardId: card.id, amount, billOrderNo: `MIX-${i}` })).then(
          () => amount,
          (err: unknown) => {
            expect(err).toBeInstanceOf(AppError);
            expect((err as AppError).key).toBe('INSUFFICIENT_DEDUCTION');
            return 0;
          },
        ),
      ),
      rechargeMember(t, caller.token, customer.id, 3_000).then((body) => {
        expect(body.code).toBe(0);
        return -3_000;
      }),
    ]);
    const spent = results.reduce((sum, n) => sum + n, 0);
    expect(await expectBalanced(t, card.id)).toBe(5_000 - spent);
  });
});
