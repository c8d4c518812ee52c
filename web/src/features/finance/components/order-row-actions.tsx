import CheckOutlined from '@ant-design/icons/CheckOutlined';
import NumberOutlined from '@ant-design/icons/NumberOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';

export type TOrderActions = { onMarkPaid: (bill: TBill) => void; onTransactionId: (bill: TBill) => void };

/** An unpaid order's actions (SPEC §2.9): mark it paid, or store its payment transaction id. */
export function OrderRowActions({ bill, onMarkPaid, onTransactionId }: { bill: TBill } & TOrderActions) {
  const { t } = useTranslation();
  if (bill.status !== 'unpaid') return null;
  return (
    <div className="order-actions">
      <Button
        size="small"
        type="primary"
        icon={<CheckOutlined aria-hidden />}
        aria-label={`${t('orderHistory.markPaid')} ${bill.billOrderNo}`}
        onClick={() => onMarkPaid(bill)}
      >
        {t('orderHistory.markPaid')}
      </Button>
      <Button
        size="small"
        icon={<NumberOutlined aria-hidden />}
        aria-label={`${t('orderHistory.transactionId')} ${bill.billOrderNo}`}
        onClick={() => onTransactionId(bill)}
      >
        {t('orderHistory.transactionId')}
      </Button>
    </div>
  );
}
