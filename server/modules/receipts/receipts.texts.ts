import type { TLanguage, TTranslated } from '../../../contract/languages';

/** The SMS and e-mail that carry a receipt's link, in the shop's customers' language (ADR 014's smsLanguageOf). */
const RECEIPT_TEXT: TTranslated = {
  'zh-CN': '【{shop}】您的收据 {bill}：{url}',
  'it-IT': '{shop}: la tua ricevuta {bill}: {url}',
  en: '{shop}: your receipt {bill}: {url}',
  es: '{shop}: su recibo {bill}: {url}',
  fr: '{shop} : votre reçu {bill} : {url}',
};
const RECEIPT_SUBJECT: TTranslated = {
  'zh-CN': '【{shop}】收据 {bill}',
  'it-IT': '{shop}: ricevuta {bill}',
  en: '{shop}: receipt {bill}',
  es: '{shop}: recibo {bill}',
  fr: '{shop} : reçu {bill}',
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The text and subject of a receipt's message. */
export function receiptMessage(language: TLanguage, facts: { shop: string; bill: string; url: string }) {
  return { text: fill(RECEIPT_TEXT[language], facts), subject: fill(RECEIPT_SUBJECT[language], facts) };
}
