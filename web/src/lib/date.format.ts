/** Dates shown in the UI go through Intl with the chosen language (STYLE rule 13). */
export function formatDate(value: string | Date | null | undefined, locale: string): string {
  if (!value) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(date);
}

/** SPEC §2.3: the header shows the first 10 characters of expireTime. */
export const expireDateText = (expireTime: string | null | undefined) => (expireTime ?? '').slice(0, 10);

/** Today as YYYY-MM-DD in the browser's zone (for routes such as /frame/appointNew/:date). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
