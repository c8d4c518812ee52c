import type { TLanguage, TTranslated } from '../../../contract/languages';

/** The texts of the code messages sent by SMS and e-mail. */
const CODE_MESSAGE: TTranslated = {
  'zh-CN': '【Salon Desk】您的验证码是 {code}，{minutes} 分钟内有效。',
  'it-IT': '[Salon Desk] Il tuo codice di verifica è {code}. È valido per {minutes} minuti.',
  en: '[Salon Desk] Your verification code is {code}. It is valid for {minutes} minutes.',
  es: '[Salon Desk] Su código de verificación es {code}. Es válido durante {minutes} minutos.',
  fr: '[Salon Desk] Votre code de vérification est {code}. Il est valable {minutes} minutes.',
};

const CODE_SUBJECT: TTranslated = {
  'zh-CN': 'Salon Desk 验证码',
  'it-IT': 'Codice di verifica Salon Desk',
  en: 'Salon Desk verification code',
  es: 'Código de verificación de Salon Desk',
  fr: 'Code de vérification Salon Desk',
};

export const codeMessage = (language: TLanguage, code: string, minutes: number) =>
  CODE_MESSAGE[language].replace('{code}', code).replace('{minutes}', String(minutes));
export const codeSubject = (language: TLanguage) => CODE_SUBJECT[language];
