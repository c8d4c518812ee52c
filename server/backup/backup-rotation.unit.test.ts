import { describe, expect, it } from 'vitest';
import { backupsToRemove, isoWeekOf, type TRotated } from './backup-rotation';

/** One verified backup a night at 03:30 in Rome (02:30 UTC in winter), from `first` for `nights` nights. */
function nightly(first: string, nights: number): TRotated[] {
  return Array.from({ length: nights }, (_, i) => {
    const at = new Date(`${first}T02:30:00Z`);
    at.setUTCDate(at.getUTCDate() + i);
    return { id: i + 1, createdAt: at, status: 'verified' as const, reason: 'nightly' as const };
  });
}

const kept = (backups: TRotated[], zone = 'Europe/Rome') => {
  const removed = new Set(backupsToRemove(backups, zone));
  return backups.filter((b) => !removed.has(b.id)).map((b) => b.createdAt.toISOString().slice(0, 10));
};

describe('the ISO week', () => {
  it('is the week of the Thursday, across a year end', () => {
    expect(isoWeekOf('2026-11-28')).toBe('2026-W48');
    expect(isoWeekOf('2026-12-31')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-03')).toBe('2026-W53');
    expect(isoWeekOf('2027-01-04')).toBe('2027-W01');
    expect(isoWeekOf('2024-12-30')).toBe('2025-W01');
  });
});

describe('the rotation', () => {
  it('keeps all of fewer than seven nights', () => {
    expect(kept(nightly('2026-11-20', 7))).toHaveLength(7);
  });

  it('keeps 7 days, then the newest of 4 weeks and of 12 months, after a year and a half of nights', () => {
    const backups = nightly('2025-06-01', 546); // to 2026-11-28, a Saturday
    expect(kept(backups)).toEqual([
      // the newest of each of 12 months (the 12th is this month, already kept as a day)
      '2025-12-31',
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      // the newest of each of the 4 weeks: W45 ends Sunday 8 November, W46 the 15th, W47 the 22nd, W48 is this week
      '2026-11-08',
      '2026-11-15',
      // the last 7 days, which hold W47's Sunday and this week
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
  });

  it('counts days in the given zone, and keeps one backup a day however many were taken', () => {
    // Two backups a day: at 03:30 and at 23:30 Rome time (22:30 UTC, still the same Rome day in winter).
    const backups = nightly('2026-11-01', 28).flatMap((b) => [
      b,
      { ...b, id: b.id + 100, createdAt: new Date(+b.createdAt + 20 * 3_600_000), reason: 'shutdown' as const },
    ]);
    const lastWeek = (zone: string) => {
      const removed = new Set(backupsToRemove(backups, zone));
      return backups.filter((b) => !removed.has(b.id) && b.createdAt.toISOString() >= '2026-11-22T12:00');
    };
    // In Rome the day's newest is the evening one.
    expect(lastWeek('Europe/Rome').map((b) => b.id)).toEqual([122, 123, 124, 125, 126, 127, 128]);
    // In Tokyo the 22:30 UTC backup is 07:30 the next morning, so each day's newest is the 11:30 one (02:30 UTC),
    // and the last evening's is the only one of the 29th there.
    expect(lastWeek('Asia/Tokyo').map((b) => b.id)).toEqual([23, 24, 25, 26, 27, 28, 128]);
  });

  it('never removes a backup whose check failed, or one still running', () => {
    const backups = nightly('2025-01-01', 400);
    backups[10].status = 'failed';
    backups[11].status = 'running';
    const removed = backupsToRemove(backups, 'UTC');
    expect(removed).not.toContain(backups[10].id);
    expect(removed).not.toContain(backups[11].id);
    // And they do not count as a day's copy: the verified ones rotate as if they were not there.
    expect(removed).toEqual(
      backupsToRemove(
        backups.filter((b) => b.status === 'verified'),
        'UTC',
      ),
    );
    expect(removed.length).toBeGreaterThan(350);
  });
});
