import { and, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TBill } from '../../../contract/bills';
import { bills } from '../../db/schema/bills';
import { shopCounters } from '../../db/schema/counters';
import { useTestApp } from '../../test/fixture';
import { gate } from '../../test/helpers';
import { buildMember, expectBalanced, rechargeMember } from '../prepay/prepay.test-kit';
import { dataOf } from '../staff/staff.test-kit';
import { buildDesk, frontDesk, type TDesk } from './bills.test-kit';

/**
 * ADR 023 on PostgreSQL, where bills really run side by side: a bill takes its shop's number as its transaction's
 * last statement, so two bills of one shop for different customers do not wait for each other, and the numbers stay
 * unique and without gaps when some of the bills roll back. Skipped without DATABASE_URL.
 */
const t = useTestApp();
const isPostgres = Boolean(process.env.DATABASE_URL);

/** The shop's bill counter and its bills' order numbers, sorted by their counter part. */
async function numbersOf(shopId: number) {
  const [counter] = await t.deps.db
    .select({ value: shopCounters.value })
    .from(shopCounters)
    .where(and(eq(shopCounters.shopId, shopId), eq(shopCounters.name, 'bill')));
  const rows = await t.deps.db.select({ no: bills.billOrderNo }).from(bills).where(eq(bills.shopId, shopId));
  const counterParts = rows.map((r) => Number(r.no.slice(9))).sort((a, b) => a - b);
  return { counter: counter?.value ?? 0, numbers: rows.map((r) => r.no), counterParts };
}

/** Another member of the desk's shop with `balance` cents on their card. */
async function memberWith(d: TDesk, balance: number) {
  const member = await buildMember(t, { shopId: d.shopId, token: d.token });
  expect((await rechargeMember(t, d.token, member.customer.id, balance)).code).toBe(0);
  return member;
}

/**
 * Resolves once a backend waits for a lock the holder's backend holds: the first bill at its card update (the bill's
 * one writing statement is longer than pg_stat_activity keeps of a query, so it is found by whom it waits for).
 */
async function untilBlockedBy(holderPid: number) {
  for (let i = 0; i < 200; i++) {
    const result = (await t.deps.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE wait_event_type = 'Lock' AND ${holderPid}::int = ANY(pg_blocking_pids(pid))`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the first bill never reached its card update');
}

const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms)),
  ]);

describe.runIf(isPostgres)('bill numbers under concurrency (ADR 023)', () => {
  it("completes a bill of another customer while the shop's first bill is held open after its checks", async () => {
    const d = await buildDesk(t);
    const other = await memberWith(d, 10_000);
    const before = await numbersOf(d.shopId);
    // A transaction of its own holds the first customer's card row as a balance update does (FOR NO KEY UPDATE, so
    // the bill's foreign key to the card still passes): the first bill passes its checks, writes its bill and lines,
    // and waits at its card deduction, as behind a slow bill of the same card.
    const release = gate();
    const holding = gate();
    let holderPid = 0;
    const holder = t.deps.db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`SELECT pg_backend_pid() AS pid FROM prepay_cards WHERE id = ${d.card.id} FOR NO KEY UPDATE`,
      )) as unknown as { rows: { pid: number }[] };
      holderPid = locked.rows[0].pid;
      holding.open();
      await release.opened;
    });
    await holding.opened;
    const first = t.call('bill/create', frontDesk(d, { customerId: d.customer.id, memberDeduction: 1_000 }), {
      token: d.token,
      nonce: 'held-first',
    });
    try {
      await untilBlockedBy(holderPid);
      const second = await within(
        5_000,
        t.call('bill/create', frontDesk(d, { customerId: other.customer.id, memberDeduction: 1_000 }), {
          token: d.token,
          nonce: 'goes-through',
        }),
      );
      expect(dataOf<TBill>(second.body).billOrderNo.slice(9)).toBe(String(before.counter + 1).padStart(4, '0'));
    } finally {
      release.open();
      await holder;
    }
    const firstBill = dataOf<TBill>((await first).body);
    expect(firstBill.billOrderNo.slice(9)).toBe(String(before.counter + 2).padStart(4, '0'));
    expect(await expectBalanced(t, d.card.id)).toBe(9_000);
    expect(await expectBalanced(t, other.card.id)).toBe(9_000);
  });

  it('keeps the numbers unique and without gaps when concurrent bills are refused after their inserts', async () => {
    const d = await buildDesk(t);
    // Six members who can pay 10.00 from their card and six who hold 5.00: their bills are written, then refused at
    // the card deduction ('Insufficient deduction amount!') and rolled back.
    const rich = await Promise.all(Array.from({ length: 6 }, () => memberWith(d, 1_000)));
    const poor = await Promise.all(Array.from({ length: 6 }, () => memberWith(d, 500)));
    const before = await numbersOf(d.shopId);
    const members = rich.flatMap((r, i) => [r, poor[i]]);
    const results = await Promise.all(
      members.map((m, i) =>
        t.call('bill/create', frontDesk(d, { customerId: m.customer.id, memberDeduction: 1_000 }), {
          token: d.token,
          nonce: `gapless-${i}`,
        }),
      ),
    );
    const accepted = results.filter((r) => r.body.code === 0).map((r) => dataOf<TBill>(r.body));
    expect(accepted).toHaveLength(6);
    for (const r of results.filter((r) => r.body.code !== 0)) expect(r.body.errorKey).toBe('INSUFFICIENT_DEDUCTION');
    const after = await numbersOf(d.shopId);
    expect(after.counter).toBe(before.counter + 6);
    expect(after.counterParts).toEqual(Array.from({ length: after.counter }, (_, i) => i + 1));
    expect(new Set(after.numbers).size).toBe(after.numbers.length);
    expect(accepted.map((b) => b.billOrderNo).sort()).toEqual(
      after.numbers.filter((no) => !before.numbers.includes(no)).sort(),
    );
    const pending = await t.deps.db
      .select({ id: bills.id })
      .from(bills)
      .where(and(eq(bills.shopId, d.shopId), like(bills.billOrderNo, 'pending:%')));
    expect(pending).toEqual([]);
  });
});
