import { describe, expect, it } from 'vitest';
import { weekdayOf } from '../../contract/shop-time';
import { monthStartBefore, planDemoHistory, type THistoryProject } from './demo-history.plan';

const project = (id: number, duration: number, unitPrice = 1_000): THistoryProject => ({
  id,
  name: `P${id}`,
  unitPrice,
  duration,
  bgColor: '',
});
const cut = project(1, 45, 3_500);
const colour = project(2, 90, 5_500);
const nails = project(3, 30, 2_000);
type TPeriods = readonly (readonly [number, number])[];
const open: TPeriods = [
  [540, 780],
  [840, 1170],
];
const week = new Map<number, TPeriods>([2, 3, 4, 5, 6].map((day) => [day, open]));

describe('the demo history plan', () => {
  const inputs = {
    from: '2025-09-01',
    to: '2026-10-25',
    technicians: [
      { id: 10, projects: [cut, colour, nails], hours: week },
      // Nails only, and Wednesday mornings only.
      { id: 11, projects: [nails], hours: new Map<number, TPeriods>([...week, [3, [[540, 780]]]]) },
    ],
    customers: [{ id: 7, name: 'Giulia', phone: '1', firstDay: '2026-01-10', lastVisitDay: '2026-06-01' }],
  };
  const plan = planDemoHistory(inputs);

  it('is the same on every run', () => {
    const again = planDemoHistory(inputs);
    expect(again).toEqual(plan);
  });

  it('keeps each bill inside its technician’s hours and projects, never two at once, on open days only', () => {
    expect(plan.length).toBeGreaterThan(500);
    const byDay = new Map<string, [number, number][]>();
    for (const bill of plan) {
      const weekday = weekdayOf(bill.day);
      expect([2, 3, 4, 5, 6]).toContain(weekday);
      expect(['12-25', '12-26', '01-01', '08-15']).not.toContain(bill.day.slice(5));
      const hours: TPeriods = bill.accountId === 11 && weekday === 3 ? [[540, 780]] : open;
      const end = bill.startMin + bill.durationMin;
      expect(hours.some(([from, to]) => from <= bill.startMin && end <= to)).toBe(true);
      if (bill.accountId === 11) expect(bill.projects).toEqual([nails]);
      expect(bill.durationMin).toBe(bill.projects.reduce((sum, p) => sum + p.duration, 0));
      expect(bill.total).toBe(bill.projects.reduce((sum, p) => sum + p.unitPrice, 0));
      expect(bill.cashAmount + bill.cardAmount).toBe(bill.total);
      const key = `${bill.accountId} ${bill.day}`;
      const taken = byDay.get(key) ?? [];
      expect(taken.some(([from, to]) => bill.startMin < to && from < end)).toBe(false);
      byDay.set(key, [...taken, [bill.startMin, end]]);
    }
  });

  it('names a customer only between their first day and their last visit', () => {
    const named = plan.filter((b) => b.customer);
    expect(named.length).toBeGreaterThan(0);
    expect(named.every((b) => b.day > '2026-01-10' && b.day < '2026-06-01')).toBe(true);
  });

  it('starts on the first day of the month 14 months back', () => {
    expect(monthStartBefore('2026-11-23', 14)).toBe('2025-09-01');
    expect(monthStartBefore('2026-01-05', 1)).toBe('2025-12-01');
    expect(plan[0].day >= '2025-09-01').toBe(true);
  });
});
