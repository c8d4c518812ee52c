import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { isSplitTender, ORDER_TYPE_COLORS, orderDeductions, orderTypeKey, payTypeKey } from '../orders.format';

type TMoney = (cents: number) => string;

/** SPEC §3 order type, 'unknown' for any other value. */
export function OrderTypeTag({ orderType }: { orderType: string }) {
  const { t } = useTranslation();
  const key = orderTypeKey(orderType);
  return (
    <Tag color={ORDER_TYPE_COLORS[key]} className="order-tag">
      {t(`orderHistory.orderType.${key}`)}
    </Tag>
  );
}

export function OrderStatusTag({ status }: { status: TBill['status'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={status === 'paid' ? 'green' : 'orange'} className="order-tag">
      {t(`orderHistory.status.${status}`)}
    </Tag>
  );
}

/** Who the order is for: the customer's name and phone, or a walk-in. */
export function OrderCustomer({ bill }: { bill: Pick<TBill, 'customName' | 'customPhone'> }) {
  const { t } = useTranslation();
  if (!bill.customName && !bill.customPhone) return <span className="order-muted">{t('orderHistory.walkIn')}</span>;
  return (
    <span>
      {bill.customName} {bill.customPhone ? <span className="order-muted">{bill.customPhone}</span> : null}
    </span>
  );
}

/** SPEC §2.12 staff list: each staff member with the borrowed flag, the amount and the adjustment. */
export function OrderStaffLines({ bill, money }: { bill: Pick<TBill, 'staff'>; money: TMoney }) {
  const { t } = useTranslation();
  if (bill.staff.length === 0) return <span className="order-muted">{t('orderHistory.noStaff')}</span>;
  return (
    <ul className="order-staff">
      {bill.staff.map((line) => (
        <li key={line.id}>
          <span className="order-staff__name">{line.accountName}</span>
          {line.borrowed === 1 ? <span className="finance-flag">{t('orderHistory.borrowed')}</span> : null}
          <span className="order-staff__amount">{money(line.amount)}</span>
          {line.adjustment !== 0 ? (
            <span className="order-muted">{t('orderHistory.adjustment', { amount: money(line.adjustment) })}</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The payment method, with the cash and card parts of a split tender. */
export function OrderPayment({ bill, money }: { bill: TBill; money: TMoney }) {
  const { t } = useTranslation();
  return (
    <span className="order-payment">
      <span>{t(`orderHistory.payType.${payTypeKey(bill.payType)}`)}</span>
      {isSplitTender(bill) ? (
        <span className="order-muted">
          {t('orderHistory.split', { cash: money(bill.cashAmount), card: money(bill.cardAmount) })}
        </span>
      ) : null}
    </span>
  );
}

/** The deductions that are not zero (coupon, gift voucher, member card, discount), or 'None'. */
export function OrderDeductions({ bill, money }: { bill: TBill; money: TMoney }) {
  const { t } = useTranslation();
  const lines = orderDeductions(bill);
  if (lines.length === 0) return <span className="order-muted">{t('orderHistory.none')}</span>;
  return (
    <ul className="order-deductions">
      {lines.map((line) => (
        <li key={line.key}>
          <span className="order-muted">{t(`orderHistory.deduction.${line.key}`)}</span> {money(line.cents)}
        </li>
      ))}
    </ul>
  );
}
