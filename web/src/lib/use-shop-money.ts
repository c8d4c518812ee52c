import { currentLanguage } from './i18n.setup';
import { formatCents } from './money.format';
import { selectCurrentShop, useSession } from './session.store';

/** Formats cents in the current shop's currency (EUR until the shop is known) and the chosen language (STYLE rule 13). */
export function useShopMoney(): (cents: number) => string {
  const shop = useSession(selectCurrentShop);
  const currency = shop?.currency || 'EUR';
  const language = currentLanguage();
  return (cents) => formatCents(cents, currency, language);
}
