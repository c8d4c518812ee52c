import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickLanguage, type TLanguage } from '../../../contract/languages';
import { storage } from './storage.keys';

/** SPEC §1 (second reading): default it-IT when nothing is stored under 'language'. */
export const DEFAULT_LANGUAGE: TLanguage = 'it-IT';

/** Each language named in itself, for the language selector. */
export const LANGUAGE_OPTIONS: readonly { value: TLanguage; label: string }[] = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'it-IT', label: 'Italiano' },
  { value: 'en', label: 'English' },
  { value: 'es', label: 'Español' },
  { value: 'fr', label: 'Français' },
];

export function storedLanguage(): TLanguage {
  return pickLanguage(storage.get('language'), DEFAULT_LANGUAGE);
}

const catalogs = import.meta.glob<Record<string, unknown>>('../locales/*.json', { import: 'default' });

/**
 * Resolves once the shell's catalog is in: a deep link or a reload resolves its route's page (and the feature's
 * catalog) while the app is still starting.
 */
let markI18nReady: () => void = () => {};
const i18nReady = new Promise<void>((resolve) => {
  markI18nReady = resolve;
});

/** Loads only the chosen language's catalog (one small chunk), so the other four never reach the browser. */
export async function initI18n(language: TLanguage): Promise<void> {
  const load = catalogs[`../locales/${language}.json`];
  const translation = load ? await load() : {};
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  markI18nReady();
}

/** A feature's catalogs, one lazily loaded JSON per language: `import.meta.glob('./locales/*.json', ...)`. */
export type TCatalogLoaders = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * Merges a feature's catalog for the current language into the one translation namespace before its page renders,
 * so the login page never loads the texts of the screens behind it (the login JS budget of 250 KB).
 */
export async function loadFeatureCatalog(loaders: TCatalogLoaders): Promise<void> {
  if (loadedCatalogs.has(loaders)) return;
  await i18nReady;
  const language = currentLanguage();
  const entry = Object.entries(loaders).find(([path]) => path.endsWith(`/${language}.json`));
  if (!entry) return;
  i18next.addResourceBundle(language, 'translation', await entry[1](), true, false);
  loadedCatalogs.add(loaders);
}

/** The features whose catalog is merged already (the language changes only with a reload). */
const loadedCatalogs = new WeakSet<TCatalogLoaders>();

export function currentLanguage(): TLanguage {
  return pickLanguage(i18next.language, storedLanguage());
}

/** SPEC §1: choosing a language stores it under 'language' and reloads the page. */
export function chooseLanguage(language: TLanguage): void {
  storage.set('language', language);
  window.location.reload();
}
