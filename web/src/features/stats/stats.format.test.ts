import { describe, expect, it } from 'vitest';
import type { TStaffIncome } from '../../../../contract/stats';
import { dayText, keyLabel, seriesCsvRows, staffCsvRows } from './stats.format';
import { defaultPeriod, PERIOD_CALLS, periodInput, periodSlug, shiftMonth } from './stats.periods';

const anna: TStaffIncome = {
  shopAccountId: 7,
  accountName: 'Anna',
  accountType: 0,
  income: 12_345,
  unpaidIncome: 0,
  adjustment: -300,
  bills: 3,
  customers: 4,
  projects: 5,
  recharges: 1,
  rechargeAmount: 10_000,
  series: [],
};

describe('report periods on the web', () => {
  it('start each kind from the shop today, and send the call its fields only', () => {
    expect(defaultPeriod('billMonth', '2026-01-15')).toEqual({ kind: 'billMonth', month: '2026-01' });
    expect(defaultPeriod('months', '2026-01-15')).toEqual({
      kind: 'months',
      startMonth: '2025-02',
      endMonth: '2026-01',
    });
    expect(defaultPeriod('range', '2026-01-15')).toEqual({
      kind: 'range',
      startDay: '2026-01-01',
      endDay: '2026-01-15',
    });
    expect(periodInput({ kind: 'billYear', year: 2026 })).toEqual({ year: 2026 });
    expect(periodSlug({ kind: 'day', day: '2026-01-15' })).toBe('day-2026-01-15');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('read the shop call only where SPEC has one, and the staff call only where SPEC has one', () => {
    expect(PERIOD_CALLS.range).toEqual({ staff: 'static/userIncomeByDateRange' });
    expect(PERIOD_CALLS.time).toEqual({ staff: 'static/userIncomeByTime' });
    expect(PERIOD_CALLS.all).toEqual({ shop: 'static/allIncome' });
  });
});

describe('report formatting', () => {
  it('labels series keys and dates in the reader language, whatever the browser zone', () => {
    expect(keyLabel('09', 'en')).toBe('09:00');
    expect(keyLabel('2026-11-01', 'en')).toBe('Nov 1');
    expect(keyLabel('2026-11', 'it-IT')).toBe('nov 26');
    expect(keyLabel('2026', 'en')).toBe('2026');
    expect(dayText('2026-11-01', 'en')).toBe('Nov 1, 2026');
  });

  it('exports money as plain decimals and counts as numbers', () => {
    expect(staffCsvRows([anna], ['name'])).toEqual([
      ['name'],
      ['Anna', '123.45', '0.00', '-3.00', 3, 4, 5, 1, '100.00'],
    ]);
    expect(seriesCsvRows([{ key: '2026-11-01', income: 500, bills: 1 }], ['day', 'income', 'bills'])).toEqual([
      ['day', 'income', 'bills'],
      ['2026-11-01', '5.00', 1],
    ]);
  });
});
