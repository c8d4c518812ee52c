import type { TFunction } from 'i18next';
import type { TReceipt } from '../../../../contract/receipts';
import { receiptCards, receiptDate, receiptDeductions, receiptMoney, receiptTenders } from './receipt.format';

/** One line of a receipt's section: a label with its amount or text, a sub-title, or a notice. */
export type TReceiptLine =
  | { kind: 'row'; key: string; label: string; value: string; isStrong?: boolean; isText?: boolean }
  | { kind: 'title'; key: string; text: string }
  | { kind: 'notice'; key: string; text: string };

/** What a receipt prints, in order: the shop's heading, the sections (each a group of lines) and the thank-you line. */
export type TReceiptSections = {
  logo: string;
  shopName: string;
  headLines: string[];
  sections: TReceiptLine[][];
  note: string;
};

const row = (key: string, label: string, value: string, flags: { isStrong?: boolean; isText?: boolean } = {}) =>
  ({ kind: 'row', key, label, value, ...flags }) as const;

/**
 * A receipt laid out as text (issue 21): the one description both the screen (ReceiptView) and the PDF draw, so the
 * printed page and the downloaded file cannot drift apart. Empty sections are left out.
 */
export function receiptSections(receipt: TReceipt, t: TFunction, language: string): TReceiptSections {
  const money = receiptMoney(receipt, language);
  const { shop } = receipt;
  const isRecharge = receipt.orderType !== 'frontDesk';

  const bill: TReceiptLine[] = [
    row('billNo', t('receipts.billNo'), receipt.billOrderNo, { isText: true }),
    row('date', t('receipts.date'), receiptDate(receipt, language), { isText: true }),
    ...(receipt.customName ? [row('customer', t('receipts.customer'), receipt.customName, { isText: true })] : []),
    ...(receipt.status === 'unpaid' ? [{ kind: 'notice', key: 'unpaid', text: t('receipts.unpaid') } as const] : []),
  ];
  const items: TReceiptLine[] = [
    ...receipt.products.map((product, index) => row(`p-${index}`, product.name, money(product.unitPrice))),
    ...(receipt.lines.length > 0 ? [{ kind: 'title', key: 'staff', text: t('receipts.staff') } as const] : []),
    ...receipt.lines.map((line, index) => row(`l-${index}`, line.staffName, money(line.amount))),
  ];
  const totals: TReceiptLine[] = [
    row(
      'total',
      t(isRecharge ? `receipts.orderType.${receipt.orderType}` : 'receipts.total'),
      money(receipt.totalAmount),
    ),
    ...(receipt.giftAmount > 0 ? [row('giftAmount', t('receipts.giftAmount'), money(receipt.giftAmount))] : []),
    ...receiptDeductions(receipt).map((line) =>
      row(line.key, t(`receipts.deduction.${line.key}`), `− ${money(line.cents)}`),
    ),
    row('toPay', t('receipts.toPay'), money(receipt.actualAmount), { isStrong: true }),
  ];
  const tenders: TReceiptLine[] = [
    ...(receipt.status === 'paid' ? receiptTenders(receipt) : []).map((line) =>
      row(`tender-${line.key}`, t(`receipts.tender.${line.key}`), money(line.cents)),
    ),
    ...(receipt.cashReceived !== null
      ? [
          row('cashReceived', t('receipts.cashReceived'), money(receipt.cashReceived)),
          row('change', t('receipts.change'), money(receipt.changeAmount), { isStrong: true }),
        ]
      : []),
  ];
  const cards: TReceiptLine[] = receiptCards(receipt).map((card) =>
    row(`card-${card.key}`, t(`receipts.cardBalance.${card.key}`, { cardNo: card.cardNo }), money(card.cents)),
  );

  return {
    logo: shop.logo,
    shopName: shop.shopName,
    headLines: [shop.address, shop.contactTel ? t('receipts.phone', { phone: shop.contactTel }) : ''].filter(Boolean),
    sections: [bill, items, totals, tenders, cards].filter((lines) => lines.length > 0),
    note: shop.receiptNote,
  };
}
