import { useTranslation } from 'react-i18next';
import type { TReceipt } from '../../../../../contract/receipts';
import {
  receiptCards,
  receiptDate,
  receiptDeductions,
  receiptMoney,
  receiptTenders,
  type TPaper,
} from '../receipt.format';

/** The printed page follows the paper chosen (a style element, as @page cannot be scoped by a class). */
const PAGE_SIZES: Record<TPaper, string> = {
  thermal: '@media print { @page { size: 80mm auto; margin: 0; } }',
  a4: '@media print { @page { size: A4; margin: 12mm; } }',
};

type TProps = { receipt: TReceipt; paper: TPaper; language: string };

/** One label and amount row of the receipt. */
function Row({
  label,
  value,
  isStrong,
  isText,
}: {
  label: string;
  value: string;
  isStrong?: boolean;
  isText?: boolean;
}) {
  return (
    <div className={isStrong ? 'receipt__row receipt__row--strong' : 'receipt__row'}>
      <span className="receipt__label">{label}</span>
      <span className={isText ? 'receipt__text' : 'receipt__amount'}>{value}</span>
    </div>
  );
}

/**
 * A bill's receipt (issue 21): the shop's heading, the bill's number and time, the projects and staff lines, the
 * deductions, the tender with the cash received and change, the cards' balances left (masked by the server) and the
 * shop's thank-you line. Plain HTML, so the public receipt page loads no antd; `receipt--thermal` is an 80 mm roll.
 */
export function ReceiptView({ receipt, paper, language }: TProps) {
  const { t } = useTranslation();
  const money = receiptMoney(receipt, language);
  const { shop } = receipt;
  const isRecharge = receipt.orderType !== 'frontDesk';
  return (
    <article className={`receipt receipt--${paper}`} data-testid="receipt" data-paper={paper}>
      <style>{PAGE_SIZES[paper]}</style>
      <header className="receipt__head">
        {shop.logo ? <img className="receipt__logo" src={shop.logo} alt="" /> : null}
        <h2 className="receipt__shop">{shop.shopName}</h2>
        {shop.address ? <p>{shop.address}</p> : null}
        {shop.contactTel ? <p>{t('receipts.phone', { phone: shop.contactTel })}</p> : null}
      </header>
      <section className="receipt__section">
        <Row label={t('receipts.billNo')} value={receipt.billOrderNo} isText />
        <Row label={t('receipts.date')} value={receiptDate(receipt, language)} isText />
        {receipt.customName ? <Row label={t('receipts.customer')} value={receipt.customName} isText /> : null}
        {receipt.status === 'unpaid' ? <p className="receipt__unpaid">{t('receipts.unpaid')}</p> : null}
      </section>
      {receipt.products.length > 0 || receipt.lines.length > 0 ? (
        <section className="receipt__section">
          {receipt.products.map((product) => (
            <Row key={`p-${product.name}-${product.unitPrice}`} label={product.name} value={money(product.unitPrice)} />
          ))}
          {receipt.lines.length > 0 ? <h3 className="receipt__title">{t('receipts.staff')}</h3> : null}
          {receipt.lines.map((line) => (
            <Row key={`l-${line.staffName}-${line.amount}`} label={line.staffName} value={money(line.amount)} />
          ))}
        </section>
      ) : null}
      <section className="receipt__section">
        <Row
          label={t(isRecharge ? `receipts.orderType.${receipt.orderType}` : 'receipts.total')}
          value={money(receipt.totalAmount)}
        />
        {receipt.giftAmount > 0 ? <Row label={t('receipts.giftAmount')} value={money(receipt.giftAmount)} /> : null}
        {receiptDeductions(receipt).map((line) => (
          <Row key={line.key} label={t(`receipts.deduction.${line.key}`)} value={`− ${money(line.cents)}`} />
        ))}
        <Row label={t('receipts.toPay')} value={money(receipt.actualAmount)} isStrong />
      </section>
      <section className="receipt__section">
        {(receipt.status === 'paid' ? receiptTenders(receipt) : []).map((line) => (
          <Row key={line.key} label={t(`receipts.tender.${line.key}`)} value={money(line.cents)} />
        ))}
        {receipt.cashReceived !== null ? (
          <>
            <Row label={t('receipts.cashReceived')} value={money(receipt.cashReceived)} />
            <Row label={t('receipts.change')} value={money(receipt.changeAmount)} isStrong />
          </>
        ) : null}
      </section>
      {receiptCards(receipt).length > 0 ? (
        <section className="receipt__section">
          {receiptCards(receipt).map((card) => (
            <Row
              key={card.key}
              label={t(`receipts.cardBalance.${card.key}`, { cardNo: card.cardNo })}
              value={money(card.cents)}
            />
          ))}
        </section>
      ) : null}
      {shop.receiptNote ? <footer className="receipt__note">{shop.receiptNote}</footer> : null}
    </article>
  );
}
