import type { TBill, TBillDet, TBillLine } from '../../../contract/bills';
import { toHhmm } from '../../../contract/time-slots';
import type { financeCells, linesOfBills, productsOfBills, TBillListRow } from './bills.repo';

type TLineRow = Awaited<ReturnType<typeof linesOfBills>>[number];
type TProductRow = Awaited<ReturnType<typeof productsOfBills>>[number];
type TCellRow = Awaited<ReturnType<typeof financeCells>>[number];

const iso = (at: Date) => at.toISOString();

function presentLine(row: TLineRow): TBillLine {
  return {
    id: row.line.id,
    shopAccountId: row.line.accountId,
    accountName: row.accountName,
    accountType: row.accountType,
    amount: row.line.amount,
    borrowed: row.line.borrowed,
    adjustment: row.line.adjustment,
    amountBefore: row.line.amountBefore,
    changeReason: row.line.changeReason,
    createTime: iso(row.line.createdAt),
    updateTime: iso(row.line.updatedAt),
  };
}

/**
 * A bill as the order history and the bookkeeping screen read it (SPEC §3 'Bill (order)'). A recharge names its
 * card's holder when the bill has no name of its own; the card numbers are the member card deducted from (or the
 * recharged card) and the gift card of the voucher (or the recharged gift card).
 */
export function presentBill(row: TBillListRow, lines: TLineRow[], products: TProductRow[]): TBill {
  const { bill } = row;
  const isGiftRecharge = row.cardKind === 'gift';
  return {
    id: bill.id,
    billOrderNo: bill.billOrderNo,
    orderType: bill.orderType,
    payType: bill.payType,
    status: bill.status === 'unpaid' ? 'unpaid' : 'paid',
    totalAmount: bill.totalAmount,
    actualAmount: bill.actualAmount,
    cashAmount: bill.cashAmount,
    cardAmount: bill.cardAmount,
    cashReceived: bill.cashReceived,
    changeAmount: bill.cashReceived === null ? 0 : bill.cashReceived - bill.cashAmount,
    giftAmount: bill.giftAmount,
    coupon: bill.coupon,
    giftVoucher: bill.giftVoucher,
    memberDeduction: bill.memberDeduction,
    discountDeduction: bill.discountDeduction,
    memberCardNo: isGiftRecharge ? '' : (row.cardNo ?? ''),
    giftCardNo: row.giftCardNo ?? (isGiftRecharge ? (row.cardNo ?? '') : ''),
    billDay: bill.billDay,
    recordTime: toHhmm(bill.recordMin),
    customerCount: bill.customerCount,
    reason: bill.remark,
    customerId: bill.customerId,
    customName: bill.customName || row.customerName || '',
    customPhone: bill.customPhone || row.customerPhone || (isGiftRecharge ? (row.cardPhone ?? '') : ''),
    appointId: bill.appointmentId ?? 0,
    transactionId: bill.transactionId ?? '',
    createTime: iso(bill.createdAt),
    paidTime: bill.paidAt ? iso(bill.paidAt) : '',
    staff: lines.filter((l) => l.line.billId === bill.id).map(presentLine),
    products: products
      .filter((p) => p.billId === bill.id)
      .map((p) => ({ productId: p.productId, name: p.productName, unitPrice: p.unitPrice })),
    version: bill.version,
  };
}

/** A finance-table cell (SPEC §3 'Bill detail'): appointment fields are '' and 0 for a bill not started from one. */
export function presentCell(row: TCellRow): TBillDet {
  const { line } = row;
  return {
    id: line.id,
    billId: line.billId,
    billOrderNo: row.billOrderNo,
    billStatus: row.billStatus === 'unpaid' ? 'unpaid' : 'paid',
    billStartTime: toHhmm(row.recordMin),
    shopAccountId: line.accountId,
    billAmt: line.amount,
    borrowed: line.borrowed,
    adjustment: line.adjustment,
    appointId: row.appointmentId ?? 0,
    appointProductTitle: row.productTitle,
    appointCustomName: row.appointCustomName ?? '',
    appointCustomPhone: row.appointCustomPhone ?? '',
    appointDay: row.appointDay ?? '',
    appointStartTime: row.appointStartMin === null ? '' : toHhmm(row.appointStartMin),
    billAmtChangeReson: line.changeReason,
    billAmtChange: line.amountBefore,
    createTime: iso(line.createdAt),
    updateTime: iso(line.updatedAt),
  };
}
