/**
 * Sign-up countries: the area code shown in the form and the shop time zone it implies (ARCHITECTURE §3).
 * Names are translated in the web catalogs under `country.<code>`.
 */
export const COUNTRIES = [
  { code: 'IT', areaCode: '+39', timeZone: 'Europe/Rome', currency: 'EUR' },
  { code: 'CN', areaCode: '+86', timeZone: 'Asia/Shanghai', currency: 'CNY' },
  { code: 'ES', areaCode: '+34', timeZone: 'Europe/Madrid', currency: 'EUR' },
  { code: 'FR', areaCode: '+33', timeZone: 'Europe/Paris', currency: 'EUR' },
  { code: 'DE', areaCode: '+49', timeZone: 'Europe/Berlin', currency: 'EUR' },
  { code: 'CH', areaCode: '+41', timeZone: 'Europe/Zurich', currency: 'CHF' },
  { code: 'AT', areaCode: '+43', timeZone: 'Europe/Vienna', currency: 'EUR' },
  { code: 'BE', areaCode: '+32', timeZone: 'Europe/Brussels', currency: 'EUR' },
  { code: 'NL', areaCode: '+31', timeZone: 'Europe/Amsterdam', currency: 'EUR' },
  { code: 'PT', areaCode: '+351', timeZone: 'Europe/Lisbon', currency: 'EUR' },
  { code: 'GB', areaCode: '+44', timeZone: 'Europe/London', currency: 'GBP' },
  { code: 'US', areaCode: '+1', timeZone: 'America/New_York', currency: 'USD' },
  { code: 'HK', areaCode: '+852', timeZone: 'Asia/Hong_Kong', currency: 'HKD' },
  { code: 'TW', areaCode: '+886', timeZone: 'Asia/Taipei', currency: 'TWD' },
  { code: 'SG', areaCode: '+65', timeZone: 'Asia/Singapore', currency: 'SGD' },
] as const;

export type TCountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [TCountryCode, ...TCountryCode[]];

export const countryOf = (code: string) => COUNTRIES.find((c) => c.code === code);
