import { useTranslation } from 'react-i18next';
import type { TStaticOrder } from '../../../../../contract/bills';
import { footerTotals, type TFooterTotals } from '../finance-table';

const ITEMS: readonly (keyof TFooterTotals)[] = ['total', 'coupon', 'discount', 'cardDeduction', 'cardRecharge'];

/** SPEC §2.10 footer totals: total, coupon deduction, discount deduction, card deduction and card recharge. */
export function FinanceFooter({ staticOrder, money }: { staticOrder: TStaticOrder; money: (cents: number) => string }) {
  const { t } = useTranslation();
  const totals = footerTotals(staticOrder);
  return (
    <section className="finance-footer" aria-label={t('financeTable.footer.title')}>
      <dl className="finance-footer__list">
        {ITEMS.map((item) => (
          <div key={item} className={`finance-footer__item finance-footer__item--${item}`}>
            <dt>{t(`financeTable.footer.${item}`)}</dt>
            <dd>{money(totals[item])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
