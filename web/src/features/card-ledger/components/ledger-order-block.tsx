import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TPrepayLedgerRow } from '../../../../../contract/prepay';
import { useShopMoney } from '../../../lib/use-shop-money';
import { changeTypeTag, deductionLines, formatBillDay, hasGiftPart, ledgerCents } from '../card-ledger.format';

/**
 * SPEC §2.12 order block: billOrderNo, 'Card No' + cardNo, the change type tag, customer, project, the three balances
 * in the shop's currency (issue 21), the paid and gift parts of a recharge with a gift, the non-zero deductions and the bill date.
 */
export function LedgerOrderBlock({ row, language }: { row: TPrepayLedgerRow; language: string }) {
  const { t } = useTranslation();
  const tag = changeTypeTag(row.changeType);
  const deductions = deductionLines(row);
  const shopMoney = useShopMoney();
  const money = (cents: number | null | undefined) => shopMoney(ledgerCents(cents));

  return (
    <div className="ledger-order">
      <div className="ledger-order__group">
        <div className="ledger-order__head">
          <span className="ledger-order__no">{row.billOrderNo}</span>
          <Tag color={tag.color} className="ledger-order__tag">
            {t(tag.labelKey)}
          </Tag>
        </div>
        <div className="ledger-order__line">
          <span className="ledger-order__label">{t('cardLedger.cardNo')}</span> {row.cardNo}
        </div>
        {row.customName || row.customPhone ? (
          <div className="ledger-order__line">
            {row.customName} {row.customPhone}
          </div>
        ) : null}
        {row.appointProductTitle ? <div className="ledger-order__line">{row.appointProductTitle}</div> : null}
      </div>
      <div className="ledger-order__group">
        <dl className="ledger-order__balances">
          <div>
            <dt>{t('cardLedger.beforeBalance')}</dt>
            <dd>{money(row.beforeBalance)}</dd>
          </div>
          <div>
            <dt>{t('cardLedger.changeBalance')}</dt>
            <dd className={row.changeBalance < 0 ? 'ledger-order__out' : 'ledger-order__in'}>
              {money(row.changeBalance)}
            </dd>
          </div>
          <div>
            <dt>{t('cardLedger.afterBalance')}</dt>
            <dd>
              <strong>{money(row.afterBalance)}</strong>
            </dd>
          </div>
        </dl>
        {hasGiftPart(row) ? (
          <div className="ledger-order__line ledger-order__parts">
            <span>
              {t('cardLedger.paidPart')} {money(row.paidAmount)}
            </span>
            <span>
              {t('cardLedger.giftPart')} {money(row.giftAmount)}
            </span>
          </div>
        ) : null}
        {deductions.length > 0 ? (
          <div className="ledger-order__line ledger-order__parts">
            {deductions.map((line) => (
              <span key={line.key}>
                {t(`cardLedger.deduction.${line.key}`)} {money(line.cents)}
              </span>
            ))}
          </div>
        ) : null}
        {row.reason ? <div className="ledger-order__line ledger-order__reason">{row.reason}</div> : null}
        <div className="ledger-order__line ledger-order__day">
          <span className="ledger-order__label">{t('cardLedger.billDay')}</span> {formatBillDay(row.billDay, language)}
        </div>
      </div>
    </div>
  );
}
