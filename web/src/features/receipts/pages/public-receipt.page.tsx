import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { currentLanguage } from '../../../lib/i18n.setup';
import { useReceiptByToken } from '../api';
import { ReceiptPrintBar } from '../components/receipt-print-bar';
import { ReceiptView } from '../components/receipt-view';
import type { TPaper } from '../receipt.format';
import '../receipts.css';

/**
 * The receipt a sent link opens (issue 21, ADR 027): public, light (no antd), with a Print button; an expired or
 * unknown link shows the server's message.
 */
export function PublicReceiptPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const language = currentLanguage();
  const receipt = useReceiptByToken(token);
  const [paper, setPaper] = useState<TPaper>('thermal');

  // The page's heading for screen readers (the receipt's own heading is the shop's name, drawn as on paper).
  const heading = <h1 className="visually-hidden">{t('route.receipt')}</h1>;
  if (receipt.isPending) {
    return (
      <>
        {heading}
        <p className="receipt-page__message">{t('receipts.loading')}</p>
      </>
    );
  }
  if (receipt.isError) {
    return (
      <>
        {heading}
        <p className="receipt-page__message" role="alert" data-testid="receipt-error">
          {receipt.error.message}
        </p>
      </>
    );
  }
  return (
    <div className="receipt-page">
      {heading}
      <ReceiptPrintBar receipt={receipt.data} language={language} paper={paper} onPaperChange={setPaper} />
      <ReceiptView receipt={receipt.data} paper={paper} language={language} />
    </div>
  );
}
