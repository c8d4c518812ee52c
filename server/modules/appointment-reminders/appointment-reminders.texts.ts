import type { TLanguage, TTranslated } from '../../../contract/languages';
import { toHhmm } from '../../../contract/time-slots';

/**
 * The language of a shop's SMS (ADR 014): its customers' language, read from the shop's country where that is one of
 * the product's five languages; English elsewhere.
 */
const LANGUAGE_OF_COUNTRY: Readonly<Record<string, TLanguage>> = {
  IT: 'it-IT',
  CN: 'zh-CN',
  HK: 'zh-CN',
  TW: 'zh-CN',
  ES: 'es',
  FR: 'fr',
};

/** The language a shop's customers get their SMS in. */
export const smsLanguageOf = (country: string): TLanguage => LANGUAGE_OF_COUNTRY[country] ?? 'en';

/** The confirmation sent on booking. */
const BOOKED: TTranslated = {
  'zh-CN': '【{shop}】预约成功：{date} {time}，技师：{technician}。',
  'it-IT': '{shop}: appuntamento confermato per {date} alle {time} con {technician}.',
  en: '{shop}: your appointment is booked for {date} at {time} with {technician}.',
  es: '{shop}: su cita está confirmada para el {date} a las {time} con {technician}.',
  fr: '{shop} : votre rendez-vous est confirmé le {date} à {time} avec {technician}.',
};

/** The reminder sent ahead of the appointment. */
const REMINDER: TTranslated = {
  'zh-CN': '【{shop}】预约提醒：{date} {time}，技师：{technician}，期待您的光临。',
  'it-IT': '{shop}: ti ricordiamo il tuo appuntamento di {date} alle {time} con {technician}.',
  en: '{shop}: a reminder of your appointment on {date} at {time} with {technician}.',
  es: '{shop}: le recordamos su cita del {date} a las {time} con {technician}.',
  fr: '{shop} : rappel de votre rendez-vous le {date} à {time} avec {technician}.',
};

const dateFormats = new Map<TLanguage, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' as the language writes a short weekday, day and month ('mar 24 nov', 'Tue 24 Nov', '11月24日周二'). */
export function formatSmsDate(language: TLanguage, day: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  const [y, m, d] = day.split('-').map(Number);
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}

export type TSmsFacts = { shopName: string; day: string; startMin: number; technicianName: string };

/** The text of an appointment SMS: the shop, the day and time on its wall clock, and the technician. */
export function appointmentSmsText(language: TLanguage, kind: 'immediate' | 'advance', facts: TSmsFacts): string {
  const values: Record<string, string> = {
    shop: facts.shopName,
    date: formatSmsDate(language, facts.day),
    time: toHhmm(facts.startMin),
    technician: facts.technicianName,
  };
  const template = (kind === 'immediate' ? BOOKED : REMINDER)[language];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
