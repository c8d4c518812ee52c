/** Dates shown in the UI go through Intl with the chosen language (STYLE rule 13). */
export function formatDate(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/**
 * The plan's last day (SPEC §2.3: the first 10 characters of expireTime), as a date in the reader's language through
 * Intl ('Nov 27, 2027', '2027年11月27日'); the day is the one written, whatever the browser's zone (ADR 029).
 */
export function expireDateText(expireTime: string | null | undefined, language: string): string {
  const day = (expireTime ?? '').slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Today as YYYY-MM-DD in the browser's zone (for routes such as /frame/appointNew/:date). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An instant where the shop is: the date, or the date and time (the browser's zone when the shop's is unknown). */
export function formatShopTime(value: string | null, language: string, timeZone?: string, withTime = true): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
