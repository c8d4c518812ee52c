import type { TCatalogLoaders } from '../../../../lib/i18n.setup';

/** The gallery templates' texts, one lazily loaded catalog per language (merged before the designer renders). */
export const designTemplatesCatalog: TCatalogLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
});
