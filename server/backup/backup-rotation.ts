import { localNow } from '../../contract/shop-time';

/** How many backups the rotation keeps: the newest of each of so many days, weeks and months (ADR 031). */
export const KEEP = { days: 7, weeks: 4, months: 12 } as const;

export type TRotated = {
  id: number;
  createdAt: Date;
  status: 'running' | 'verified' | 'failed';
  reason: 'nightly' | 'shutdown' | 'manual';
};

/** The ISO week ('2026-W48') of a local date 'YYYY-MM-DD': the week of its Thursday. */
export function isoWeekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const thursday = new Date(day);
  thursday.setUTCDate(day.getUTCDate() + 3 - ((day.getUTCDay() + 6) % 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The backups to remove: of the verified ones, all but the newest of each of the last 7 days, 4 ISO weeks and 12
 * months that have one (days, weeks and months in `timeZone`); a backup kept for any of the three stays. A backup
 * whose check failed or that is still running is never removed by the rotation: it is evidence, and may be the only
 * copy of a day. Nor is one taken by hand (`npm run backup`): whoever asked for it decides when it goes.
 */
export function backupsToRemove(backups: TRotated[], timeZone: string): number[] {
  const verified = backups
    .filter((b) => b.status === 'verified' && b.reason !== 'manual')
    .sort((a, b) => +b.createdAt - +a.createdAt);
  const kept = new Set<number>();
  const periods = [
    { count: KEEP.days, key: (date: string) => date },
    { count: KEEP.weeks, key: isoWeekOf },
    { count: KEEP.months, key: (date: string) => date.slice(0, 7) },
  ];
  for (const period of periods) {
    const seen = new Set<string>();
    for (const backup of verified) {
      const key = period.key(localNow(timeZone, backup.createdAt).date);
      if (seen.has(key)) continue;
      if (seen.size === period.count) break;
      seen.add(key);
      kept.add(backup.id);
    }
  }
  return verified.filter((b) => !kept.has(b.id)).map((b) => b.id);
}
