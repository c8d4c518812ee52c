import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { useTestApp } from '../../test/fixture';
import { cardRow, expectBalanced, ledgerOf } from '../prepay/prepay.test-kit';
import { dataOf } from '../staff/staff.test-kit';
import { buildDesk, countBills, customerRow, frontDesk } from './bills.test-kit';

/**
 * Races of bookkeeping that only mean something on PostgreSQL, where requests really run side by side on a pool of
 * connections (PGlite runs them one after the other); skipped without DATABASE_URL. The card's guarded update and the
 * nonce's claim settle what no check in the service could see: concurrent transactions.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

const parallel = <T>(n: number, fn: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

describe.runIf(isPostgres)('bookkeeping under concurrency', () => {
  it('never overdraws a member card: of 20 parallel bills, exactly as many as the balance covers go through', async () => {
    const d = await buildDesk(t);
    const amount = 700;
    const covered = Math.floor(10_000 / amount);
    const results = await parallel(20, (i) =>
      t.call(
        'bill/create',
        frontDesk(d, {
          customerId: d.customer.id,
          staff: [{ shopAccountId: i % 2 ? d.anna.id : d.bruno.id, amount: 1_000 }],
          memberDeduction: amount,
        }),
        { token: d.token, nonce: `race-${i}` },
      ),
    );
    const accepted = results.filter((r) => r.body.code === 0).map((r) => dataOf<TBill>(r.body));
    const refused = results.filter((r) => r.body.code !== 0);
    expect(accepted).toHaveLength(covered);
    for (const r of refused) expect(r.body.errorKey).toBe('INSUFFICIENT_DEDUCTION');
    expect(await expectBalanced(t, d.card.id)).toBe(10_000 - covered * amount);
    expect((await cardRow(t, d.card.id)).availableBalance).toBeGreaterThanOrEqual(0);
    const consumed = (await ledgerOf(t, d.card.id)).filter((r) => r.changeType === 2);
    expect(consumed.map((r) => r.billId).sort()).toEqual(accepted.map((b) => b.id).sort());
    expect(new Set(accepted.map((b) => b.billOrderNo)).size).toBe(covered);
    expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: covered, totalSpend: covered * 1_000 });
  });

  it('makes one bill of the same nonce sent 10 times at once, answering each with it', async () => {
    const d = await buildDesk(t);
    const before = await countBills(t, d.shopId);
    const body = frontDesk(d, { customerId: d.customer.id, memberDeduction: 1_000 });
    const results = await parallel(10, () => t.call('bill/create', body, { token: d.token, nonce: 'double-submit' }));
    const ids = results.map((r) => dataOf<TBill>(r.body).id);
    expect(new Set(ids).size).toBe(1);
    expect(await countBills(t, d.shopId)).toBe(before + 1);
    expect(await expectBalanced(t, d.card.id)).toBe(9_000);
  });

  it('pays an unpaid order once when two payments race', async () => {
    const d = await buildDesk(t);
    const { body } = await t.call(
      'bill/create',
      frontDesk(d, { status: 'unpaid', customerId: d.customer.id, memberDeduction: 1_000 }),
      { token: d.token },
    );
    const bill = dataOf<TBill>(body);
    const results = await parallel(2, (i) =>
      t.call('bill/updateOrderStatus', { billId: bill.id, status: 'paid' }, { token: d.token, nonce: `pay-${i}` }),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([0, 409]);
    expect(await expectBalanced(t, d.card.id)).toBe(9_000);
    expect(await customerRow(t, d.customer.id)).toMatchObject({ visitCount: 1 });
  });
});
