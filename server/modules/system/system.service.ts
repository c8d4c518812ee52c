import type { TLanguage, TTranslated } from '../../../contract/languages';
import type { TGoods } from '../../../contract/system';
import type { TConfig } from '../../config';

const MONTHS = { free: 0, monthly: 1, quarter: 3, yearly: 12 } as const;

/** The plans: free, then the paid ones with prices from the server configuration (PLAN_PRICES). */
export function listGoods(config: TConfig): TGoods[] {
  return [
    { id: 1, goodsType: 'free', months: 0, price: 0, lowestPrice: 0, currency: 'CNY' },
    ...config.planPrices.map((p, i) => ({
      id: i + 2,
      goodsType: p.goodsType,
      months: MONTHS[p.goodsType],
      price: p.price,
      lowestPrice: p.lowestPrice,
      currency: 'CNY' as const,
    })),
  ];
}

const RELEASE_NOTE: TTranslated = {
  'zh-CN': '性能与稳定性改进。',
  'it-IT': 'Miglioramenti di prestazioni e stabilità.',
  en: 'Performance and stability improvements.',
  es: 'Mejoras de rendimiento y estabilidad.',
  fr: 'Améliorations des performances et de la stabilité.',
};

export const versionText = (language: TLanguage) => RELEASE_NOTE[language];
