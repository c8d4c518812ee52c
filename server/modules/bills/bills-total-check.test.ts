import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sqlState } from '../../db/client';
import { useTestApp } from '../../test/fixture';
import { billOf, buildDesk, frontDesk } from './bills.test-kit';

/**
 * The database's own check that a front-desk bill's staff lines add up to its total (migration 0005), deferred to
 * the commit; since 0021 it runs when a bill is inserted or its total or type changes, not on every update of it
 * (numbering a bill last and marking it paid change neither). On both databases.
 */
const t = useTestApp();

/** Whether a failure is the deferred check's (SQLSTATE 23514 with its message), also when the driver wraps it. */
const isTotalCheck = (err: unknown): boolean =>
  err instanceof Error &&
  ((/staff lines add up to/.test(err.message) && sqlState(err) === '23514') || isTotalCheck(err.cause));

/** Runs one statement in a transaction of its own, as a write would. */
const commit = (statement: ReturnType<typeof sql>) =>
  t.deps.db.transaction(async (tx) => void (await tx.execute(statement)));

describe('a bill whose staff lines do not add up to its total', () => {
  it('cannot be committed by a change of its total, while a change of its number or status can', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d));
    const where = sql`shop_id = ${d.shopId} AND id = ${bill.id}`;
    await expect(
      commit(sql`UPDATE bills SET total_amount = total_amount + 100, actual_amount = actual_amount + 100,
                                  cash_amount = cash_amount + 100 WHERE ${where}`),
    ).rejects.toSatisfy(isTotalCheck);
    await commit(sql`UPDATE bills SET bill_order_no = bill_order_no || '-x', status = 'unpaid' WHERE ${where}`);
    const [row] = await t.database.raw.query<{ total: number; no: string }>(
      'SELECT total_amount::int AS total, bill_order_no AS no FROM bills WHERE shop_id = $1 AND id = $2',
      [d.shopId, bill.id],
    );
    expect(row).toEqual({ total: 3_000, no: `${bill.billOrderNo}-x` });
    // The number's change commits without the check running: the trigger names the columns it is for.
    const [trigger] = await t.database.raw.query<{ def: string }>(
      "SELECT pg_get_triggerdef(oid) AS def FROM pg_trigger WHERE tgname = 'bills_lines_match_total'",
    );
    expect(trigger.def).toContain('AFTER INSERT OR UPDATE OF total_amount, order_type, shop_id, id ON public.bills');
  });

  it('cannot be committed when its lines change without it', async () => {
    const d = await buildDesk(t);
    const bill = await billOf(t, d.token, frontDesk(d));
    await expect(
      commit(sql`UPDATE bill_lines SET amount = amount + 1 WHERE shop_id = ${d.shopId} AND bill_id = ${bill.id}`),
    ).rejects.toSatisfy(isTotalCheck);
    await expect(
      commit(sql`INSERT INTO bills (shop_id, bill_order_no, order_type, pay_type, status, total_amount, actual_amount,
                                   cash_amount, bill_day, record_min, created_by)
                 VALUES (${d.shopId}, 'T-unlined', 'frontDesk', 'cash', 'unpaid', 500, 500, 500, '2026-11-29', 600,
                         ${d.anna.id})`),
    ).rejects.toSatisfy(isTotalCheck);
  });
});
