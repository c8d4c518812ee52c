import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TReceipt } from '../../../../../contract/receipts';
import { PAPERS, type TPaper } from '../receipt.format';
import { ReceiptPdfButton } from './receipt-pdf-button';

type TProps = {
  receipt: TReceipt | undefined;
  language: string;
  paper: TPaper;
  onPaperChange: (paper: TPaper) => void;
  children?: ReactNode;
};

/**
 * The receipt's paper (80 mm roll or A4), its Print button, which opens the browser's print dialog (the print
 * stylesheet, receipts.css, hides everything but the receipt), and Download PDF on the same paper. Plain buttons, as
 * the public page loads no antd.
 */
export function ReceiptPrintBar({ receipt, language, paper, onPaperChange, children }: TProps) {
  const { t } = useTranslation();
  return (
    <div className="receipt-bar">
      <fieldset className="receipt-bar__papers" aria-label={t('receipts.paper')}>
        {PAPERS.map((choice) => (
          <button
            key={choice}
            type="button"
            aria-pressed={paper === choice}
            className={paper === choice ? 'receipt-bar__paper receipt-bar__paper--on' : 'receipt-bar__paper'}
            onClick={() => onPaperChange(choice)}
          >
            {t(`receipts.papers.${choice}`)}
          </button>
        ))}
      </fieldset>
      <button type="button" className="receipt-bar__print" onClick={() => window.print()}>
        {t('receipts.print')}
      </button>
      <ReceiptPdfButton receipt={receipt} paper={paper} language={language} />
      {children}
    </div>
  );
}
