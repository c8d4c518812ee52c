import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { currentLanguage } from '../../../lib/i18n.setup';
import { formatDay, formatInstant } from '../finance.dates';
import {
  OrderCustomer,
  OrderDeductions,
  OrderPayment,
  OrderStaffLines,
  OrderStatusTag,
  OrderTypeTag,
} from './order-parts';
import type { TOrderActions } from './order-row-actions';
import { OrderRowActions } from './order-row-actions';

type TProps = { bill: TBill; money: (cents: number) => string; timeZone?: string } & TOrderActions;

/** An order of the history on a phone, as a card with the same facts as the desktop table. */
export function OrderCard({ bill, money, timeZone, ...actions }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <li className="order-card" aria-label={bill.billOrderNo}>
      <div className="order-card__row">
        <strong className="order-card__no">{bill.billOrderNo}</strong>
        <OrderTypeTag orderType={bill.orderType} />
        <OrderStatusTag status={bill.status} />
      </div>
      <div className="order-card__row">
        <OrderCustomer bill={bill} />
      </div>
      <div className="order-card__amounts">
        <span>
          <span className="order-muted">{t('orderHistory.column.actual')}</span>{' '}
          <strong>{money(bill.actualAmount)}</strong>
        </span>
        <span>
          <span className="order-muted">{t('orderHistory.column.total')}</span> {money(bill.totalAmount)}
        </span>
      </div>
      <OrderStaffLines bill={bill} money={money} />
      <dl className="order-card__facts">
        <div>
          <dt>{t('orderHistory.column.payType')}</dt>
          <dd>
            <OrderPayment bill={bill} money={money} />
          </dd>
        </div>
        <div>
          <dt>{t('orderHistory.column.deductions')}</dt>
          <dd>
            <OrderDeductions bill={bill} money={money} />
          </dd>
        </div>
        <div>
          <dt>{t('orderHistory.column.billDay')}</dt>
          <dd>
            {formatDay(bill.billDay, language, 'short')} {bill.recordTime}
          </dd>
        </div>
        <div>
          <dt>{t('orderHistory.column.createTime')}</dt>
          <dd>{formatInstant(bill.createTime, language, timeZone, 'short')}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.column.paidTime')}</dt>
          <dd>{bill.paidTime ? formatInstant(bill.paidTime, language, timeZone, 'short') : '—'}</dd>
        </div>
        <div>
          <dt>{t('orderHistory.column.transactionId')}</dt>
          <dd>{bill.transactionId || '—'}</dd>
        </div>
      </dl>
      <OrderRowActions bill={bill} {...actions} />
    </li>
  );
}
