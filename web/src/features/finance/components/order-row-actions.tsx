import CheckOutlined from '@ant-design/icons/CheckOutlined';
import NumberOutlined from '@ant-design/icons/NumberOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { TBill } from '../../../../../contract/bills';
import { openReceipt } from '../../../lib/receipt.bridge';

export type TOrderActions = { onMarkPaid: (bill: TBill) => void; onTransactionId: (bill: TBill) => void };

/**
 * An order's actions: its receipt, to reprint or resend (issue 21); an unpaid order's also mark it paid, or store its
 * payment transaction id (SPEC §2.9).
 */
export function OrderRowActions({ bill, onMarkPaid, onTransactionId }: { bill: TBill } & TOrderActions) {
  const { t } = useTranslation();
  const receipt = (
    <Button
      size="small"
      icon={<PrinterOutlined aria-hidden />}
      aria-label={`${t('orderHistory.receipt')} ${bill.billOrderNo}`}
      onClick={() => openReceipt({ billId: bill.id, billOrderNo: bill.billOrderNo })}
    >
      {t('orderHistory.receipt')}
    </Button>
  );
  if (bill.status !== 'unpaid') return <div className="order-actions">{receipt}</div>;
  return (
    <div className="order-actions">
      {receipt}
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
