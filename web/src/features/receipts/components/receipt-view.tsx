import { useTranslation } from 'react-i18next';
import type { TReceipt } from '../../../../../contract/receipts';
import type { TPaper } from '../receipt.format';
import { receiptSections, type TReceiptLine } from '../receipt.sections';

/** The printed page follows the paper chosen (a style element, as @page cannot be scoped by a class). */
const PAGE_SIZES: Record<TPaper, string> = {
  thermal: '@media print { @page { size: 80mm auto; margin: 0; } }',
  a4: '@media print { @page { size: A4; margin: 12mm; } }',
};

type TProps = { receipt: TReceipt; paper: TPaper; language: string };

/** One line of a section: a label and its amount or text, a sub-title, or a notice. */
function Line({ line }: { line: TReceiptLine }) {
  if (line.kind === 'title') return <h3 className="receipt__title">{line.text}</h3>;
  if (line.kind === 'notice') return <p className="receipt__unpaid">{line.text}</p>;
  return (
    <div className={line.isStrong ? 'receipt__row receipt__row--strong' : 'receipt__row'}>
      <span className="receipt__label">{line.label}</span>
      <span className={line.isText ? 'receipt__text' : 'receipt__amount'}>{line.value}</span>
    </div>
  );
}

/**
 * A bill's receipt (issue 21): the shop's heading, the bill's number and time, the projects and staff lines, the
 * deductions, the tender with the cash received and change, the cards' balances left (masked by the server) and the
 * shop's thank-you line, as `receiptSections` lays them out for the PDF too. Plain HTML, so the public receipt page
 * loads no antd; `receipt--thermal` is an 80 mm roll.
 */
export function ReceiptView({ receipt, paper, language }: TProps) {
  const { t } = useTranslation();
  const layout = receiptSections(receipt, t, language);
  return (
    <article className={`receipt receipt--${paper}`} data-testid="receipt" data-paper={paper}>
      <style>{PAGE_SIZES[paper]}</style>
      <header className="receipt__head">
        {layout.logo ? <img className="receipt__logo" src={layout.logo} alt="" /> : null}
        <h2 className="receipt__shop">{layout.shopName}</h2>
        {layout.headLines.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </header>
      {layout.sections.map((lines) => (
        <section key={lines[0]?.key} className="receipt__section">
          {lines.map((line) => (
            <Line key={line.key} line={line} />
          ))}
        </section>
      ))}
      {layout.note ? <footer className="receipt__note">{layout.note}</footer> : null}
    </article>
  );
}
