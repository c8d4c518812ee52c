import type { Locale } from 'antd/es/locale';
import type { TLanguage } from '../../../contract/languages';

/** antd and dayjs locales per language, each loaded on demand so only the chosen one is downloaded. */
const ANTD_LOCALES: Record<TLanguage, () => Promise<{ default: Locale }>> = {
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'it-IT': () => import('antd/es/locale/it_IT'),
  en: () => import('antd/es/locale/en_US'),
  es: () => import('antd/es/locale/es_ES'),
  fr: () => import('antd/es/locale/fr_FR'),
};

/** dayjs is loaded with the frame (date screens), not with the first public pages. */
const DAYJS_LOCALES: Record<TLanguage, { name: string; load: () => Promise<unknown> }> = {
  'zh-CN': { name: 'zh-cn', load: () => import('dayjs/locale/zh-cn') },
  'it-IT': { name: 'it', load: () => import('dayjs/locale/it') },
  en: { name: 'en', load: () => Promise.resolve() },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  fr: { name: 'fr', load: () => import('dayjs/locale/fr') },
};

export async function loadUiLocale(language: TLanguage): Promise<Locale> {
  const antd = await ANTD_LOCALES[language]();
  return antd.default;
}

/** Sets dayjs's global locale to the chosen language (antd date components format through it). */
export async function applyDayjsLocale(language: TLanguage): Promise<void> {
  const dayjsLocale = DAYJS_LOCALES[language];
  const [{ default: dayjs }] = await Promise.all([import('dayjs'), dayjsLocale.load()]);
  dayjs.locale(dayjsLocale.name);
}
