import { addDays, weekdayOf } from '../../contract/shop-time';

/** A project as the history bills and books it. */
export type THistoryProject = { id: number; name: string; unitPrice: number; duration: number; bgColor: string };

/** A technician: the projects they do (all when they have no list of their own) and their open periods per weekday. */
export type THistoryTechnician = {
  id: number;
  projects: readonly THistoryProject[];
  /** Weekday (1 Monday … 7 Sunday) → [start, end) minute periods; a weekday without periods is a day off. */
  hours: ReadonlyMap<number, readonly (readonly [number, number])[]>;
};

/** A regular customer who may be named on a bill between their first day and their last visit (shop dates). */
export type THistoryCustomer = { id: number; name: string; phone: string; firstDay: string; lastVisitDay: string };

/** One planned bill: one technician, one or two projects, in a window of the technician's day. */
export type THistoryBill = {
  day: string;
  startMin: number;
  durationMin: number;
  accountId: number;
  projects: THistoryProject[];
  total: number;
  cashAmount: number;
  cardAmount: number;
  customer: THistoryCustomer | null;
  /** Booked on the board beforehand (so it has an appointment), this many days before its day; 0 when a walk-in. */
  bookedDaysBefore: number;
};

/** Tuesday is slow, Friday and Saturday are the busy days (closed weekdays have no hours, so no factor). */
const WEEKDAY_FACTOR: Record<number, number> = { 1: 0.8, 2: 0.8, 3: 0.85, 4: 1, 5: 1.25, 6: 1.4, 7: 1 };
/** January to December: Christmas is the peak, August (Milan on holiday) the trough. */
const MONTH_FACTOR = [0.8, 0.85, 0.95, 1, 1.05, 1.05, 0.95, 0.6, 1, 1, 1.05, 1.35];
/** Italy's fixed public holidays (MM-DD), when the shop is closed whatever its weekly hours say. */
const HOLIDAYS = new Set(['01-01', '01-06', '04-25', '05-01', '06-02', '08-15', '11-01', '12-08', '12-25', '12-26']);
/** Bills per technician per open day at the end of the history, before the factors; the detailed weeks have ~1.3. */
const BASE_RATE = 1.1;
/** The manager bills less; the technicians differ a little, so the performance report has a shape (cycled). */
const TECHNICIAN_FACTOR = [0.6, 1.2, 1, 0.9, 1.1];
/** The business grows by this much a year: the history's first year is that much quieter than its last. */
const YEARLY_GROWTH = 0.08;
/** A technician's day is cut into windows of at most this many minutes; each holds at most one bill. */
const WINDOW_MIN = 120;
const SHARE_NAMED = 0.6;
const SHARE_BOOKED = 0.45;
const SHARE_TWO_PROJECTS = 0.2;

/** A small seeded generator (mulberry32): the same demo on every first start. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The first day of the calendar month `months` before the month of `day`. */
export function monthStartBefore(day: string, months: number): string {
  const index = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The windows of a technician's day: each open period cut into pieces of WINDOW_MIN (a shorter last one kept). */
function windowsOf(periods: readonly (readonly [number, number])[]) {
  const windows: [number, number][] = [];
  for (const [start, end] of periods) {
    for (let from = start; end - from >= 30; from += WINDOW_MIN) windows.push([from, Math.min(from + WINDOW_MIN, end)]);
  }
  return windows;
}

/** Picks one item, the earlier ones of the list more often (cuts sell more than massages). */
function pickPopular<T>(items: readonly T[], random: () => number): T {
  const weights = items.map((_, i) => 1 / (1 + 0.3 * i));
  let r = random() * weights.reduce((sum, w) => sum + w, 0);
  for (const [i, w] of weights.entries()) {
    r -= w;
    if (r < 0) return items[i];
  }
  return items[items.length - 1];
}

/**
 * The lighter history of the demo shop, day by day from `from` to `to` (shop dates, both included): on each open day
 * each technician gets about BASE_RATE bills, shaped by the weekday, the month and a slow growth year over year, each
 * in its own window of the technician's hours, so no two of a technician's bills (nor their appointments) overlap.
 * About 60 % name a regular customer who had already come and whose last visit is later than the bill; 45 % were
 * booked on the board. Cash, card, or both; no deductions.
 */
export function planDemoHistory(p: {
  from: string;
  to: string;
  technicians: readonly THistoryTechnician[];
  customers: readonly THistoryCustomer[];
  seed?: number;
}): THistoryBill[] {
  const random = seededRandom(p.seed ?? 2025);
  const bills: THistoryBill[] = [];
  let daysLeft = 0;
  for (let day = p.from; day <= p.to; day = addDays(day, 1)) daysLeft++;
  for (let day = p.from; day <= p.to; day = addDays(day, 1), daysLeft--) {
    if (HOLIDAYS.has(day.slice(5))) continue;
    const weekday = weekdayOf(day);
    const season = MONTH_FACTOR[Number(day.slice(5, 7)) - 1] * (1 + YEARLY_GROWTH) ** (-daysLeft / 365);
    const named = p.customers.filter((c) => c.firstDay < day && day < c.lastVisitDay);
    for (const [t, technician] of p.technicians.entries()) {
      const windows = windowsOf(technician.hours.get(weekday) ?? []);
      const rate = BASE_RATE * WEEKDAY_FACTOR[weekday] * season * TECHNICIAN_FACTOR[t % TECHNICIAN_FACTOR.length];
      const count = Math.min(windows.length, Math.floor(rate + random()));
      // `count` distinct windows: a partial shuffle.
      for (let b = 0; b < count; b++) {
        const w = b + Math.floor(random() * (windows.length - b));
        [windows[b], windows[w]] = [windows[w], windows[b]];
        const [start, end] = windows[b];
        const fitting = technician.projects.filter((x) => x.duration <= end - start);
        if (fitting.length === 0) continue;
        const projects = [pickPopular(fitting, random)];
        const extra = fitting.filter(
          (x) => x.id !== projects[0].id && x.duration + projects[0].duration <= end - start,
        );
        if (random() < SHARE_TWO_PROJECTS && extra.length > 0) projects.push(pickPopular(extra, random));
        const durationMin = projects.reduce((sum, x) => sum + x.duration, 0);
        const slack = Math.min(end - start - durationMin, 30);
        const startMin = start + 15 * Math.floor(random() * (Math.floor(slack / 15) + 1));
        const total = projects.reduce((sum, x) => sum + x.unitPrice, 0);
        const tender = random();
        const cashAmount = tender < 0.05 ? Math.floor(total / 2) : tender < 0.45 ? total : 0;
        const customer = random() < SHARE_NAMED && named.length > 0 ? named[Math.floor(random() * named.length)] : null;
        const bookedDaysBefore = random() < SHARE_BOOKED ? 1 + Math.floor(random() * 14) : 0;
        bills.push({
          day,
          startMin,
          durationMin,
          accountId: technician.id,
          projects,
          total,
          cashAmount,
          cardAmount: total - cashAmount,
          customer,
          bookedDaysBefore,
        });
      }
    }
  }
  return bills;
}
