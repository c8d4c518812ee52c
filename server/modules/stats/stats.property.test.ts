import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TShopIncome, TShopReport, TStaffReport } from '../../../contract/stats';
import { buildOwner } from '../../test/factories';
import { useTestApp } from '../../test/fixture';
import { billOf, buildDesk, financeTable } from '../bills/bills.test-kit';
import { dataOf } from '../staff/staff.test-kit';

/**
 * Random bills across days, months, a year's end and staff (property-based, ADR 025): whatever they are, the staff
 * incomes of a day add up to the shop's, which is the finance table's footer total; a month's totals are the sums of
 * its days, a year's of its months and everything's of its years; and the income is exactly the bills' totals.
 */
const t = useTestApp();

/** Bill dates across a year's end: the last days of 2025 and the first of 2026. */
const DAYS = ['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-02-28'];

const billSpec = fc.record({
  day: fc.constantFrom(...DAYS),
  lines: fc.uniqueArray(
    fc.record({ who: fc.integer({ min: 0, max: 2 }), amount: fc.integer({ min: 1, max: 9_000 }) }),
    { minLength: 1, maxLength: 3, selector: (l) => l.who },
  ),
  coupon: fc.integer({ min: 0, max: 1_000 }),
  isPaid: fc.boolean(),
  minute: fc.integer({ min: 0, max: 23 * 60 + 59 }),
});
const rechargeSpec = fc.record({ day: fc.constantFrom(...DAYS), amount: fc.integer({ min: 1, max: 5_000 }) });

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

async function read<T>(token: string, path: string, body: Record<string, unknown>): Promise<T> {
  return dataOf<T>((await t.call(`static/${path}`, body, { token })).body);
}

/** Field-by-field sums of shop figures. */
const sumFigures = (list: TShopIncome[]) =>
  list.reduce(
    (sum, f) =>
      Object.fromEntries(Object.entries(sum).map(([k, v]) => [k, v + f[k as keyof TShopIncome]])) as TShopIncome,
    Object.fromEntries(Object.keys(list[0]).map((k) => [k, 0])) as TShopIncome,
  );

describe('statistics over random bills (property)', () => {
  it('agree with the finance table and with themselves at every scale', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(billSpec, { minLength: 1, maxLength: 8 }),
        fc.array(rechargeSpec, { maxLength: 3 }),
        async (bills, recharges) => {
          const d = await buildDesk(t);
          const extra = await buildOwner(t, { shopId: d.shopId, accountType: 0, menus: ['checkout'] });
          const technicians = [d.anna.id, d.bruno.id, d.owner.id];
          let expected = 0;
          for (const spec of bills) {
            const total = spec.lines.reduce((sum, l) => sum + l.amount, 0);
            const coupon = Math.min(spec.coupon, total);
            await billOf(t, d.token, {
              billDay: spec.day,
              recordTime: hhmm(spec.minute),
              status: spec.isPaid ? 'paid' : 'unpaid',
              payType: 'cash',
              coupon,
              staff: spec.lines.map((l) => ({ shopAccountId: technicians[l.who], amount: l.amount })),
              productIds: [d.cut.id],
            });
            expected += total;
          }
          for (const spec of recharges) {
            await billOf(t, extra.token, {
              orderType: 'memberRecharge',
              customerId: d.customer.id,
              rechargeAmount: spec.amount,
              payType: 'cash',
              billDay: spec.day,
            });
          }
          const days: TShopIncome[] = [];
          for (const day of DAYS) {
            const staff = await read<TStaffReport>(d.token, 'userIncomeByDate', { day });
            const shop = await read<TShopReport>(d.token, 'shopIncomeByDate', { day });
            const { staticOrder } = await financeTable(t, d.token, day);
            expect(staff.staff.reduce((sum, s) => sum + s.income, 0)).toBe(shop.total.income);
            expect(shop.total.income).toBe(staticOrder?.totalAmount);
            expect(shop.total.rechargeAmount).toBe(staticOrder?.rechargeAmount);
            expect(shop.series.reduce((sum, p) => sum + p.income, 0)).toBe(shop.total.income);
            days.push(shop.total);
          }
          const months: Record<string, TShopIncome> = {};
          for (const month of ['2025-12', '2026-01', '2026-02']) {
            const report = await read<TShopReport>(d.token, 'shopIncomeByBillMonth', { month });
            const ofDays = days.filter((_, i) => DAYS[i].startsWith(month));
            expect(report.total).toEqual(sumFigures(ofDays));
            months[month] = report.total;
          }
          const y2025 = await read<TShopReport>(d.token, 'shopIncomeByBillYear', { year: 2025 });
          const y2026 = await read<TShopReport>(d.token, 'shopIncomeByBillYear', { year: 2026 });
          expect(y2025.total).toEqual(months['2025-12']);
          // 2026 also holds the desk's own recharges of the test clock's today.
          expect(y2026.total.income).toBe(months['2026-01'].income + months['2026-02'].income);
          const all = await read<TShopReport>(d.token, 'allIncome', {});
          expect(all.total).toEqual(sumFigures([y2025.total, y2026.total]));
          expect(all.total.income).toBe(expected);
          const staffAll = await read<TStaffReport>(d.token, 'userIncomeByMonth', {
            startMonth: '2025-12',
            endMonth: '2026-11',
          });
          expect(staffAll.staff.reduce((sum, s) => sum + s.income, 0)).toBe(expected);
          expect(staffAll.staff.find((s) => s.shopAccountId === extra.id)?.rechargeAmount ?? 0).toBe(
            recharges.reduce((sum, r) => sum + r.amount, 0),
          );
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
