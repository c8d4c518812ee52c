import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProduct } from '../../../../../contract/projects';
import { currentLanguage } from '../../../lib/i18n.setup';
import { selectCurrentShop, useSession } from '../../../lib/session.store';
import { shopToday } from '../../../lib/shop-today';
import { useShopMoney } from '../../../lib/use-shop-money';
import { useShopHolidays, useShopWeek } from '../../settings/api';
import { useRechargeRuleList } from '../api';
import type { TDesignShopData, TDesignWriter } from './design-data';

/**
 * The shop's data the gallery fills its templates with (issue 25, ADR 033): the session's shop (name, logo, address,
 * phone), its week and next holiday, and what the owner chose to advertise (a recharge rule, a project, a gift card
 * amount, a link for the QR code).
 */

/** What the owner picks above the gallery. `ruleId` undefined means "the first rule", null "none". */
export type TDesignChoices = {
  ruleId?: number | null;
  project: Pick<TProduct, 'name' | 'unitPrice'> | null;
  giftCardAmount: number | null;
  link: string;
};

export const NO_CHOICES: TDesignChoices = { project: null, giftCardAmount: null, link: '' };

/** Monday 2026-11-30 is a Monday: weekday n (1 Monday … 7 Sunday) is that date plus n − 1 days. */
const A_MONDAY = Date.UTC(2026, 10, 30);
const DAY_MS = 86_400_000;

/** The writer of the screen's language: its texts, the shop's money, short weekdays and dates as the language writes. */
export function useDesignWriter(): TDesignWriter {
  const { t } = useTranslation();
  const money = useShopMoney();
  const language = currentLanguage();
  return useMemo(() => {
    const weekdays = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    const dates = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' });
    return {
      t: (key, params) => t(key, params ?? {}),
      money,
      weekday: (week) => weekdays.format(new Date(A_MONDAY + (week - 1) * DAY_MS)),
      date: (day) => {
        const [year, month, date] = day.split('-').map(Number);
        return dates.format(new Date(Date.UTC(year, month - 1, date)));
      },
    };
  }, [t, money, language]);
}

/** The recharge rules the owner can choose from, cheapest first. */
export const useDesignRules = () => useRechargeRuleList(1).data?.list ?? [];

/**
 * The shop's data with the owner's choices, as the templates take it; each part may be missing. `isReady` once every
 * read answered (or failed: a template draws without that part), so a template opened directly is filled at once.
 */
export function useDesignShopData(choices: TDesignChoices): { data: TDesignShopData; isReady: boolean } {
  const shop = useSession(selectCurrentShop);
  const rulesQuery = useRechargeRuleList(1);
  const weekQuery = useShopWeek();
  const today = shopToday(shop?.timeZone);
  const holidaysQuery = useShopHolidays({ curPage: 1, limit: 20, fromDate: today });
  const rules = rulesQuery.data?.list ?? [];
  const week = weekQuery.data?.list;
  const holidays = holidaysQuery.data?.list;
  const isReady = [rulesQuery, weekQuery, holidaysQuery].every((query) => !query.isPending);
  const rule = choices.ruleId === undefined ? rules[0] : rules.find((candidate) => candidate.id === choices.ruleId);
  const data = useMemo((): TDesignShopData => {
    const next = [...(holidays ?? [])].sort((a, b) => a.startTime.localeCompare(b.startTime))[0];
    return {
      shopName: shop?.shopName ?? '',
      logoUrl: shop?.logo ?? '',
      address: shop?.address ?? '',
      phone: shop?.contactTel ?? '',
      rechargeRule: rule
        ? { ruleName: rule.ruleName, rechargeAmount: rule.rechargeAmount, giftAmount: rule.giftAmount }
        : null,
      giftCardAmount: choices.giftCardAmount,
      project: choices.project ? { name: choices.project.name, unitPrice: choices.project.unitPrice } : null,
      week: (week ?? []).map((day) => ({ week: day.week, open: day.open, close: day.close })),
      holiday: next ? { startTime: next.startTime, endTime: next.endTime, remark: next.remark } : null,
      link: choices.link.trim(),
    };
  }, [shop, rule, week, holidays, choices]);
  return { data, isReady };
}

/** The shop's own colours for the palette: its projects' colours, as the board shows them. */
export function shopColoursOf(projects: readonly Pick<TProduct, 'bgColor'>[]): string[] {
  const colours = projects.map((project) => project.bgColor.toLowerCase()).filter((c) => /^#[0-9a-f]{6}$/.test(c));
  return [...new Set(colours)].slice(0, 8);
}
