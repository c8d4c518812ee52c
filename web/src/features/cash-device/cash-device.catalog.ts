import type { TCatalogLoaders } from '../../lib/i18n.setup';

/** This feature's texts, one lazily loaded catalog per language (merged before its pages render). */
export const cashDeviceCatalog: TCatalogLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
});
