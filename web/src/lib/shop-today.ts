import { isTimeZone, todayIn } from '../../../contract/shop-time';

/**
 * The shop's zone for "now" and "today" (ARCHITECTURE §3): the shop's own when it is known to this browser, else the
 * browser's (only until the shop has loaded).
 */
export function shopZone(timeZone: string | undefined): string {
  if (timeZone && isTimeZone(timeZone)) return timeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today where the shop is, 'YYYY-MM-DD'. */
export const shopToday = (timeZone: string | undefined, now: Date = new Date()): string =>
  todayIn(shopZone(timeZone), now);
