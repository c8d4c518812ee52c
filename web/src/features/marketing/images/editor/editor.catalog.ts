import type { TCatalogLoaders } from '../../../../lib/i18n.setup';

/** The design editor's texts, one lazily loaded catalog per language (merged before the designer's page renders). */
export const designEditorCatalog: TCatalogLoaders = import.meta.glob<Record<string, unknown>>('./locales/*.json', {
  import: 'default',
});
