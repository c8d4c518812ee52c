import type { TLanguage, TTranslated } from '../../../contract/languages';
import type { GOODS_TYPES } from '../../../contract/shop';

type TGoodsType = (typeof GOODS_TYPES)[number];

/** The subjects of purchase orders (SPEC §3 'subject'): stored in the buyer's language, shown in the reader's. */
const PLAN_NAMES: Record<TGoodsType, TTranslated> = {
  free: { 'zh-CN': '免费版', 'it-IT': 'piano gratuito', en: 'free plan', es: 'plan gratuito', fr: 'offre gratuite' },
  monthly: {
    'zh-CN': '月度版',
    'it-IT': 'piano mensile',
    en: 'monthly plan',
    es: 'plan mensual',
    fr: 'offre mensuelle',
  },
  quarter: {
    'zh-CN': '季度版',
    'it-IT': 'piano trimestrale',
    en: 'quarterly plan',
    es: 'plan trimestral',
    fr: 'offre trimestrielle',
  },
  yearly: { 'zh-CN': '年度版', 'it-IT': 'piano annuale', en: 'yearly plan', es: 'plan anual', fr: 'offre annuelle' },
};

const PLAN_SUBJECT: TTranslated = {
  'zh-CN': '续费：{plan}',
  'it-IT': 'Rinnovo: {plan}',
  en: 'Renewal: {plan}',
  es: 'Renovación: {plan}',
  fr: 'Renouvellement : {plan}',
};

const SMS_SUBJECT: TTranslated = {
  'zh-CN': '短信包：{n} 条短信',
  'it-IT': 'Pacchetto SMS: {n} SMS',
  en: 'SMS pack: {n} SMS',
  es: 'Paquete de SMS: {n} SMS',
  fr: 'Pack SMS : {n} SMS',
};

/** 'Renewal: yearly plan' in the buyer's language. */
export const planSubject = (language: TLanguage, goodsType: TGoodsType) =>
  PLAN_SUBJECT[language].replace('{plan}', PLAN_NAMES[goodsType][language]);

/** 'SMS pack: 500 SMS' in the buyer's language. */
export const smsSubject = (language: TLanguage, smsNums: number) =>
  SMS_SUBJECT[language].replace('{n}', String(smsNums));
