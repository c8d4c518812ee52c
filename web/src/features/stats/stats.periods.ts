/**
 * The periods the performance and turnover screens offer, and the SPEC §7 calls each reads (ADR 025): the per-staff
 * report and the shop's, where SPEC has one.
 */
export type TPeriodChoice =
  | { kind: 'day'; day: string }
  | { kind: 'range'; startDay: string; endDay: string }
  | { kind: 'billMonth'; month: string }
  | { kind: 'months'; startMonth: string; endMonth: string }
  | { kind: 'billYear'; year: number }
  | { kind: 'time'; startDay: string; endDay: string }
  | { kind: 'all' };

export type TPeriodKind = TPeriodChoice['kind'];

/** Each kind's calls: per staff (static/userIncomeBy…) and per shop (static/shopIncomeBy…, allIncome). */
export const PERIOD_CALLS: Record<TPeriodKind, { staff?: string; shop?: string }> = {
  day: { staff: 'static/userIncomeByDate', shop: 'static/shopIncomeByDate' },
  range: { staff: 'static/userIncomeByDateRange' },
  billMonth: { staff: 'static/userIncomeByBillMonth', shop: 'static/shopIncomeByBillMonth' },
  months: { staff: 'static/userIncomeByMonth', shop: 'static/shopIncomeByMonth' },
  billYear: { staff: 'static/userIncomeByBillYear', shop: 'static/shopIncomeByBillYear' },
  time: { staff: 'static/userIncomeByTime' },
  all: { shop: 'static/allIncome' },
};

/** The call's input of a period: its fields without the kind. */
export function periodInput(period: TPeriodChoice): Record<string, unknown> {
  const { kind: _kind, ...input } = period;
  return input;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The month 'YYYY-MM' that is `months` away from another. */
export function shiftMonth(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** A period of a kind that starts sensibly from the shop's today. */
export function defaultPeriod(kind: TPeriodKind, today: string): TPeriodChoice {
  const month = today.slice(0, 7);
  switch (kind) {
    case 'day':
      return { kind, day: today };
    case 'range':
    case 'time':
      return { kind, startDay: `${month}-01`, endDay: today };
    case 'billMonth':
      return { kind, month };
    case 'months':
      return { kind, startMonth: shiftMonth(month, -11), endMonth: month };
    case 'billYear':
      return { kind, year: Number(today.slice(0, 4)) };
    case 'all':
      return { kind };
  }
}

/** A short name of the period for a file name: 'billMonth-2026-11'. */
export function periodSlug(period: TPeriodChoice): string {
  return [period.kind, ...Object.values(periodInput(period)).map(String)].join('-');
}
