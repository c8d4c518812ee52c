import { useTranslation } from 'react-i18next';
import type { TShopIncome } from '../../../../../contract/stats';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useShopMoney } from '../../../lib/use-shop-money';
import { MONEY_FIGURES, SHOP_FIGURES } from '../stats.format';

/** The shop's totals of a report, one labelled figure each (SPEC §2.12 turnover per shop). */
export function ShopFigures({ total }: { total: TShopIncome }) {
  const { t } = useTranslation();
  const money = useShopMoney();
  const numbers = new Intl.NumberFormat(currentLanguage());
  return (
    <dl className="stats-figures" data-testid="shop-figures">
      {SHOP_FIGURES.map((name) => (
        <div key={name} className={name === 'income' ? 'stats-figure stats-figure--main' : 'stats-figure'}>
          <dt>{t(`stats.figure.${name}`)}</dt>
          <dd data-figure={name}>{MONEY_FIGURES.has(name) ? money(total[name]) : numbers.format(total[name])}</dd>
        </div>
      ))}
    </dl>
  );
}
