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

/** What the shop's owners are told when one of its accounts is locked (ADR 020). */
const LOCK_MESSAGE: TTranslated = {
  'zh-CN':
    '【Salon Desk】账号 {account} 在 {minutes} 分钟内从 {addresses} 个不同地址登录失败 {n} 次，已被暂时锁定 {minutes} 分钟。如非本人操作，请修改密码。',
  'it-IT':
    "[Salon Desk] L'account {account} ha avuto {n} accessi falliti da {addresses} indirizzi diversi in {minutes} minuti ed è bloccato per {minutes} minuti. Se non eri tu, cambia la password.",
  en: '[Salon Desk] The account {account} had {n} failed logins from {addresses} different addresses within {minutes} minutes and is locked for {minutes} minutes. If this was not you, change the password.',
  es: '[Salon Desk] La cuenta {account} tuvo {n} inicios de sesión fallidos desde {addresses} direcciones distintas en {minutes} minutos y está bloqueada durante {minutes} minutos. Si no fue usted, cambie la contraseña.',
  fr: '[Salon Desk] Le compte {account} a eu {n} connexions échouées depuis {addresses} adresses différentes en {minutes} minutes et est bloqué pendant {minutes} minutes. Si ce n’était pas vous, changez le mot de passe.',
};

const LOCK_SUBJECT: TTranslated = {
  'zh-CN': 'Salon Desk 账号已被暂时锁定',
  'it-IT': 'Account Salon Desk bloccato temporaneamente',
  en: 'Salon Desk account temporarily locked',
  es: 'Cuenta de Salon Desk bloqueada temporalmente',
  fr: 'Compte Salon Desk temporairement bloqué',
};

export const lockMessage = (
  language: TLanguage,
  params: { account: string; n: number; addresses: number; minutes: number },
) =>
  LOCK_MESSAGE[language].replace(/\{(\w+)\}/g, (whole, name: string) =>
    String(params[name as keyof typeof params] ?? whole),
  );
export const lockSubjectLine = (language: TLanguage) => LOCK_SUBJECT[language];
