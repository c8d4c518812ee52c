/** Days and instants as the finance screens show them, through Intl in the reader's language (STYLE rule 13). */

/** A calendar day ('YYYY-MM-DD') in the reader's language, without any zone shift; other texts as they are. */
export function formatDay(day: string, locale: string, style: 'medium' | 'short' = 'medium'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** A stored instant (ISO) as date and time where the shop is (the browser's zone when the shop's is unknown). */
export function formatInstant(value: string, locale: string, timeZone?: string, style: 'medium' | 'short' = 'medium') {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = { dateStyle: style, timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(locale, options).format(date);
  }
}
