/** The five languages of the product (SPEC §1, second reading). Kept free of zod: the first page loads it. */
export const LANGUAGES = ['zh-CN', 'it-IT', 'en', 'es', 'fr'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** A text in each of the five languages. */
export type TTranslated = Record<TLanguage, string>;

/** Picks a supported language from a header or stored value, falling back to the given default. */
export function pickLanguage(value: string | null | undefined, fallback: TLanguage): TLanguage {
  if (!value) return fallback;
  const exact = LANGUAGES.find((l) => l.toLowerCase() === value.toLowerCase());
  if (exact) return exact;
  const prefix = value.slice(0, 2).toLowerCase();
  return LANGUAGES.find((l) => l.slice(0, 2).toLowerCase() === prefix) ?? fallback;
}
