import { currentLanguage } from '../../../lib/i18n.setup';
import { formatCents } from '../../../lib/money.format';
import { selectCurrentShop, useSession } from '../../../lib/session.store';

/** Cents in the shop's currency and the chosen language (STYLE rule 13). */
export function useMoney(): (cents: number) => string {
  const shop = useSession(selectCurrentShop);
  const currency = shop?.currency || 'EUR';
  const language = currentLanguage();
  return (cents) => formatCents(cents, currency, language);
}
