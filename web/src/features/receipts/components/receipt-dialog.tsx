import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RECEIPT_CHANNELS } from '../../../../../contract/receipts';
import { currentLanguage } from '../../../lib/i18n.setup';
import type { TReceiptRequest } from '../../../lib/receipt.bridge';
import { useBillReceipt } from '../api';
import type { TPaper } from '../receipt.format';
import { ReceiptPrintBar } from './receipt-print-bar';
import { ReceiptView } from './receipt-view';
import { SendReceiptDialog } from './send-receipt-dialog';
import '../receipts.css';

type TProps = { request: TReceiptRequest; onClose: () => void };

/**
 * A bill's receipt in a dialog (issue 21): shown by the till right after a bill is saved, and by the order history
 * to reprint or resend; the paper, Print, and sending the link by SMS or e-mail.
 */
export function ReceiptDialog({ request, onClose }: TProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const receipt = useBillReceipt(request.billId);
  const [paper, setPaper] = useState<TPaper>('thermal');
  const [sending, setSending] = useState<(typeof RECEIPT_CHANNELS)[number] | null>(null);

  return (
    <Modal
      open
      title={
        request.isJustSaved
          ? t('receipts.dialog.saved', { billOrderNo: request.billOrderNo })
          : t('receipts.dialog.title', { billOrderNo: request.billOrderNo })
      }
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('receipts.close')}</Button>}
      width={paper === 'a4' ? 860 : 520}
      destroyOnHidden
    >
      <ReceiptPrintBar receipt={receipt.data} language={language} paper={paper} onPaperChange={setPaper}>
        <Button onClick={() => setSending('sms')} disabled={!receipt.data}>
          {t('receipts.sendSms')}
        </Button>
        <Button onClick={() => setSending('email')} disabled={!receipt.data}>
          {t('receipts.sendEmail')}
        </Button>
      </ReceiptPrintBar>
      <div className="receipt-dialog__scroll">
        {receipt.data ? (
          <ReceiptView receipt={receipt.data} paper={paper} language={language} />
        ) : receipt.isError ? (
          <Alert type="error" showIcon title={receipt.error.message} />
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </div>
      {sending ? (
        <SendReceiptDialog billId={request.billId} channel={sending} onClose={() => setSending(null)} />
      ) : null}
    </Modal>
  );
}
