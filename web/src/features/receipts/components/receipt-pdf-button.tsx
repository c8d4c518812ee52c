import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReceipt } from '../../../../../contract/receipts';
import type { TPaper } from '../receipt.format';

type TProps = { receipt: TReceipt | undefined; paper: TPaper; language: string };

/**
 * Download PDF (issue 21): the PDF writer and its font are fetched on the first press only (ADR 028), so neither the
 * till nor the public receipt page carries them. A plain button, as the public page loads no antd.
 */
export function ReceiptPdfButton({ receipt, paper, language }: TProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download() {
    if (!receipt) return;
    setState('busy');
    try {
      const { downloadReceiptPdf } = await import('../receipt.pdf');
      await downloadReceiptPdf(receipt, paper, t, language);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="receipt-bar__print receipt-bar__print--ghost"
        disabled={!receipt || state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={download}
      >
        {state === 'busy' ? t('receipts.pdfBusy') : t('receipts.pdf')}
      </button>
      {state === 'failed' ? (
        <span className="receipt-bar__error" role="alert">
          {t('receipts.pdfFailed')}
        </span>
      ) : null}
    </>
  );
}
