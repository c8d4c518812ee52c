import type { TTranslated } from './languages';

/** The shop types (SPEC §3): nail shop, barber shop, other. Seeded by the first migration; names by language. */
export const SHOP_TYPES: readonly { id: number; code: string; name: TTranslated }[] = [
  {
    id: 1,
    code: 'nail',
    name: { 'zh-CN': '美甲店', 'it-IT': 'Centro unghie', en: 'Nail shop', es: 'Salón de uñas', fr: 'Onglerie' },
  },
  {
    id: 2,
    code: 'barber',
    name: {
      'zh-CN': '理发店',
      'it-IT': 'Barbiere e parrucchiere',
      en: 'Barber shop',
      es: 'Barbería',
      fr: 'Salon de coiffure',
    },
  },
  { id: 3, code: 'other', name: { 'zh-CN': '其他', 'it-IT': 'Altro', en: 'Other', es: 'Otro', fr: 'Autre' } },
];
