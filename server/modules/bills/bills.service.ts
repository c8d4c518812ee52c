import { CHANGE_TYPES } from '../../../contract/prepay';
import { addDays, dayRange, localToInstant } from '../../../contract/shop-time';
import { toHhmm } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import type { TBalanceChange } from '../prepay/ledger.repo';
import { changeBalance, type TDeductions } from '../prepay/ledger.service';
import { findCardByNo, lockCustomer, type TCustomerRow } from '../prepay/prepay.repo';
import { normalizeCardNo } from '../prepay/prepay.service';
import {
  appointmentProductNames,
  billProductNames,
  billProductsForVisits,
  insertVisits,
  recordCustomerVisit,
  type TBillRow,
  type TRange,
} from './bills.repo';

/**
 * The rules bill/create, bill/edit and bill/updateOrderStatus share (SPEC §5 'Bookkeeping', ADR 016): the deductions
 * and the cards they come from, and what a paid front-desk bill does to its cards and its customer.
 */

/** A bill's four deductions in cents. */
export type TBillDeductions = Required<TDeductions>;

/** The shop days a temporary employee may bill on: the bill's day and today (when entered later for another day). */
export function billingRanges(zone: string, billDay: string, today: string): TRange[] {
  return billDay === today ? [dayRange(billDay, zone)] : [dayRange(billDay, zone), dayRange(today, zone)];
}

/**
 * The live customer of the shop, locked until the transaction ends: every bill write locks its customer first, so
 * bills, recharges and membership changes of one customer take their locks in one order. NOT_FOUND otherwise.
 */
export async function lockBillCustomer(ctx: TSessionCtx, customerId: number) {
  const customer = await lockCustomer(ctx, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'customerId' });
  return customer;
}

/**
 * The customer of an existing bill or appointment, locked the same way, or null when there is none or it was deleted
 * since (a deleted customer gets no new bill or recharge, so there is nothing to keep in order with).
 */
export async function lockCustomerIfLive(ctx: TSessionCtx, customerId: number | null) {
  return customerId === null ? null : ((await lockCustomer(ctx, customerId)) ?? null);
}

/**
 * The cards a bill's card deductions come from (SPEC §5): a member-card deduction needs a customer who is a member
 * with an open member card ('Member amount error' otherwise); a gift voucher needs an open gift card, named by its
 * number ('Gift card amount error' without one, NOT_FOUND for an unknown number). On an edit the cards the bill
 * already uses stay (the ledger correction then finds a closed card NOT_FOUND). Answers the card ids (null where
 * the deduction is 0) and, for a new bill's answer, the numbers of the cards it looked up (null where it read none).
 */
export async function deductionCards(
  ctx: TSessionCtx,
  input: { memberDeduction: number; giftVoucher: number; giftCardNo?: string },
  customer: Pick<TCustomerRow, 'vipFlag' | 'memberCard'> | null,
  current: { cardId: number | null; giftCardId: number | null } = { cardId: null, giftCardId: null },
): Promise<{
  ids: { cardId: number | null; giftCardId: number | null };
  cardNo: string | null;
  giftCardNo: string | null;
}> {
  let cardId: number | null = null;
  let memberCardNo: string | null = null;
  if (input.memberDeduction > 0 && current.cardId !== null) cardId = current.cardId;
  else if (input.memberDeduction > 0) {
    // The member card was read with the customer's lock (lockCustomer).
    const card = customer?.vipFlag === 1 ? customer.memberCard : null;
    if (!card || card.closedAt) throw new AppError('MEMBER_AMOUNT_ERROR', { field: 'memberDeduction' });
    cardId = card.id;
    memberCardNo = card.cardNo;
  }
  let giftCardId: number | null = null;
  let giftCardNo: string | null = null;
  if (input.giftVoucher > 0) {
    const cardNo = input.giftCardNo ? normalizeCardNo(input.giftCardNo) : '';
    if (cardNo) {
      const card = await findCardByNo(ctx, cardNo);
      if (card?.kind !== 'gift' || card.closedAt) throw new AppError('NOT_FOUND', { field: 'giftCardNo' });
      giftCardId = card.id;
      giftCardNo = card.cardNo;
    } else if (current.giftCardId !== null) {
      giftCardId = current.giftCardId;
    } else {
      throw new AppError('GIFT_CARD_AMOUNT_ERROR', { field: 'giftVoucher' });
    }
  }
  return { ids: { cardId, giftCardId }, cardNo: memberCardNo, giftCardNo };
}

/** SPEC §5: the deductions together cannot exceed the total ('Cannot exceed total amount!'); answers the actual amount. */
export function actualAmountOf(totalAmount: number, d: TBillDeductions): number {
  const deducted = d.coupon + d.giftVoucher + d.memberDeduction + d.discountDeduction;
  if (deducted > totalAmount) throw new AppError('EXCEED_TOTAL', { field: 'totalAmount' });
  return totalAmount - deducted;
}

/** What a customer spent on a bill: the amount paid plus what their cards paid (ADR 016). */
export const spendOf = (bill: Pick<TBillRow, 'actualAmount' | 'memberDeduction' | 'giftVoucher'>) =>
  bill.actualAmount + bill.memberDeduction + bill.giftVoucher;

/** The project names a bill's card movements and cells show: the appointment's projects, else the bill's. */
export async function productTitleOf(ctx: TSessionCtx, bill: TBillRow): Promise<string> {
  const names = bill.appointmentId === null ? [] : await appointmentProductNames(ctx, bill.appointmentId);
  return (names.length > 0 ? names : await billProductNames(ctx, bill.id)).join(', ');
}

/** What settling a paid bill reads: the project title its card movements show and the projects due a follow-up. */
export type TSettleReads = {
  title: string;
  followUps: { productId: number; productName: string; visitDays: number }[];
};

/** The settle reads of a stored bill (an unpaid order being paid). */
async function settleReadsOfBill(ctx: TSessionCtx, bill: TBillRow): Promise<TSettleReads> {
  const title = bill.memberDeduction > 0 || bill.giftVoucher > 0 ? await productTitleOf(ctx, bill) : '';
  const followUps = (await billProductsForVisits(ctx, bill.id)).filter((p) => p.visitFlag === '1');
  return { title, followUps };
}

/**
 * The settle reads of a bill about to be written, from the projects it will sell and the appointment it bills: read
 * before its order number is taken, so the shop's counter is not held across them (ADR 023).
 */
export async function settleReadsOfNewBill(
  ctx: TSessionCtx,
  products: { id: number; name: string; visitFlag: string; visitDays: number }[],
  appointmentId: number | null,
): Promise<TSettleReads> {
  const names = appointmentId === null ? [] : await appointmentProductNames(ctx, appointmentId);
  return {
    title: (names.length > 0 ? names : products.map((p) => p.name)).join(', '),
    followUps: products
      .filter((p) => p.visitFlag === '1')
      .map((p) => ({ productId: p.id, productName: p.name, visitDays: p.visitDays })),
  };
}

type TPaidBill = Pick<
  TBillRow,
  'billDay' | 'recordMin' | 'actualAmount' | 'cardId' | 'giftCardId' | keyof TBillDeductions
>;

/**
 * What a paid front-desk bill does, once, in its transaction (ADR 016), as the writes to make: the member card and the
 * gift card are consumed by their deductions (changeType 2, the movements naming the bill by id and showing its
 * number, which it may get only later: ADR 023); its customer, when it has one, gets one more visit, the spend, the
 * last visit and the favourite technician; each project with visitFlag '1' makes a follow-up visit due visitDays
 * after the bill date.
 */
export function paidBillWrites(
  ctx: TSessionCtx,
  bill: TPaidBill,
  zone: string,
  hasCustomer: boolean,
  reads: TSettleReads,
) {
  const deductions = {
    coupon: bill.coupon,
    giftVoucher: bill.giftVoucher,
    memberDeduction: bill.memberDeduction,
    discountDeduction: bill.discountDeduction,
  };
  const movement = {
    changeType: CHANGE_TYPES.consume,
    ...deductions,
    appointProductTitle: bill.memberDeduction > 0 || bill.giftVoucher > 0 ? reads.title : undefined,
    billDay: bill.billDay,
    paidTime: ctx.now,
    createdBy: ctx.session.accountId,
  };
  const moves: Omit<TBalanceChange, 'billId'>[] = [];
  if (bill.memberDeduction > 0) moves.push({ ...movement, cardId: bill.cardId!, delta: -bill.memberDeduction });
  if (bill.giftVoucher > 0) moves.push({ ...movement, cardId: bill.giftCardId!, delta: -bill.giftVoucher });
  if (!hasCustomer) return { moves, followUps: [] };
  return {
    moves,
    visit: {
      spend: spendOf(bill),
      visitAt: localToInstant(`${bill.billDay} ${toHhmm(bill.recordMin)}`, zone),
      at: ctx.now,
    },
    followUps: reads.followUps.map((p) => ({
      productId: p.productId,
      productName: p.productName,
      appointDay: bill.billDay,
      dueDay: addDays(bill.billDay, p.visitDays),
    })),
  };
}

/**
 * Makes a stored bill's paidBillWrites, when an unpaid order is paid: INSUFFICIENT_DEDUCTION rolls it back. A
 * customer deleted since the order was taken keeps its figures as they are. It takes no counter (ADR 023).
 */
export async function settlePaidBill(ctx: TSessionCtx, bill: TBillRow, zone: string, customerId = bill.customerId) {
  const writes = paidBillWrites(ctx, bill, zone, customerId !== null, await settleReadsOfBill(ctx, bill));
  for (const move of writes.moves) await changeBalance(ctx, { ...move, billId: bill.id });
  if (customerId === null || !writes.visit) return;
  await recordCustomerVisit(ctx, customerId, writes.visit);
  await insertVisits(
    ctx,
    writes.followUps.map((f) => ({ ...f, customerId, at: ctx.now })),
  );
}
