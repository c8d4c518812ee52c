import type { TDesignDocument, TDesignSize } from '../../../../../contract/marketing-images';

/**
 * The shop's own data a template fills a design with (issue 25, ADR 033). Everything may be missing: a template must
 * still draw a complete image (no empty line, no dangling label) from a shop that has only its name.
 */
export type TDesignShopData = {
  shopName: string;
  /** The shop's logo URL as stored; '' when it has none. */
  logoUrl: string;
  /** '' when unknown. */
  address: string;
  /** The shop's contact phone; '' when unknown. */
  phone: string;
  /** A member recharge rule to advertise: pay `rechargeAmount`, get `giftAmount` on top (cents); null when none. */
  rechargeRule: { ruleName: string; rechargeAmount: number; giftAmount: number } | null;
  /** A gift card value to advertise (cents); null when none was chosen. */
  giftCardAmount: number | null;
  /** A project (service) to advertise with its price (cents); null when none. */
  project: { name: string; unitPrice: number } | null;
  /** The shop's week, Monday (1) to Sunday (7): 'HH:mm' opening and closing, '' on a day off. Empty when unknown. */
  week: { week: number; open: string; close: string }[];
  /** The next holiday closing, local date-times 'YYYY-MM-DD HH:mm' in the shop's zone; null when none. */
  holiday: { startTime: string; endTime: string; remark: string } | null;
  /** The link the QR code opens (a booking page, a social profile); '' until the owner types one. */
  link: string;
};

/** What a template writes with: the texts of the screen's language, and money and days as the shop shows them. */
export type TDesignWriter = {
  /** i18next's t, for the template's own texts (keys under `marketing.images.templates.<id>.`). */
  t: (key: string, params?: Record<string, string | number>) => string;
  /** Cents in the shop's currency, as the rest of the product shows money ('€ 50.00'). */
  money: (cents: number) => string;
  /** A weekday's short name, 1 Monday … 7 Sunday. */
  weekday: (week: number) => string;
  /** A local date 'YYYY-MM-DD' as the language writes it. */
  date: (day: string) => string;
};

/** The salon trades the product serves (SPEC §1): a template names the ones it suits. */
export type TDesignTrade = 'hair' | 'barber' | 'nail' | 'beauty' | 'footMassage';

/** A template of the gallery: a document for any of the four sizes, filled with the shop's data. */
export type TDesignTemplate = {
  id: string;
  trades: readonly TDesignTrade[];
  /** The size it opens in; every template draws in every size. */
  defaultSize: TDesignSize;
  build: (data: TDesignShopData, size: TDesignSize, writer: TDesignWriter) => TDesignDocument;
};
