import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import {
  CHANGE_TYPES,
  type TPrepayCard,
  type ZGiftRechargeInput,
  type ZPrepayCardQueryListInput,
  type ZPrepayCardUpdateInput,
  type ZPrepayUpdateOrderStatusInput,
  type ZRechargeOutput,
  type ZVipRechargeInput,
} from '../../../contract/prepay';
import { isLocalDate } from '../../../contract/shop-time';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { changeBalance, prepayScope, shopToday } from './ledger.service';
import {
  closeEmptyCard,
  findCard,
  findCardByNo,
  findMemberCardOf,
  findRechargeBill,
  insertBill,
  insertCard,
  listOpenCards,
  lockCustomer,
  markBillPaid,
  NUMBER_BILL,
  nextCounter,
  RECHARGE_ORDER_TYPES,
  reopenCard,
  setVipFlag,
  type TBillInsert,
  type TBillRow,
  type TCardRow,
  updateGiftCard,
} from './prepay.repo';
import { findRechargeRule } from './recharge-rules.repo';

type TIn<S extends z.ZodType> = z.output<S>;
type TRechargeOutput = z.input<typeof ZRechargeOutput>;
type TPayment = TIn<typeof ZVipRechargeInput> | TIn<typeof ZGiftRechargeInput>;
/** A recharge recorded, its bill not numbered yet: `numberRecharge` does that last (ADR 023). */
export type TRecordedRecharge = Omit<TRechargeOutput, 'billOrderNo'> & { billDay: string };
/** What bookkeeping adds to a recharge bill it records (its record time, customer count, who the customer is). */
export type TRechargeBillFields = Pick<
  TBillInsert,
  'recordMin' | 'customerCount' | 'customName' | 'customPhone' | 'cashReceived'
>;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Card numbers are matched without regard to case: people type 'gc000012' for 'GC000012'. */
export const normalizeCardNo = (cardNo: string) => cardNo.trim().toUpperCase();

/** A card as the client reads it (SPEC §3 Prepay card): a member card shows its member's name and current phone. */
export function presentCard(row: TCardRow): TPrepayCard {
  return {
    id: row.id,
    cardNo: row.cardNo,
    kind: row.kind === 'member' ? 'member' : 'gift',
    customerId: row.customerId,
    customName: row.customName,
    phone: row.kind === 'member' ? (row.customerPhone ?? row.phone) : row.phone,
    rechargeAmount: row.rechargeAmount,
    availableBalance: row.availableBalance,
    remark: row.remark,
    status: row.closedAt ? 'closed' : 'active',
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    version: row.version,
  };
}

async function cardOrFail(ctx: TSessionCtx, id: number, field = 'id'): Promise<TCardRow> {
  const card = await findCard(prepayScope(ctx), id);
  if (!card) throw new AppError('NOT_FOUND', { field });
  return card;
}

/** A fresh card number 'PREFIX' + 6 or more digits from a shop counter, skipping any number already typed in. */
async function newCardNo(ctx: TSessionCtx, counter: 'memberCard' | 'giftCard', prefix: string): Promise<string> {
  const s = prepayScope(ctx);
  for (;;) {
    const cardNo = `${prefix}${pad(await nextCounter(s, counter), 6)}`;
    if (!(await findCardByNo(s, cardNo))) return cardNo;
  }
}

/** The customer's member card, opened: reopened when a cancelled membership left one, created otherwise. */
async function openMemberCard(ctx: TSessionCtx, customer: { id: number; phone: string }): Promise<number> {
  const s = prepayScope(ctx);
  const card = await findMemberCardOf(s, customer.id);
  if (card) {
    if (card.closedAt) await reopenCard(s, card.id, ctx.now);
    return card.id;
  }
  const cardNo = await newCardNo(ctx, 'memberCard', 'VIP');
  return insertCard(s, { cardNo, kind: 'member', customerId: customer.id, phone: customer.phone, at: ctx.now });
}

/** custom/updateVip: a regular customer becomes a member with an open member card (SPEC §4); a member stays one. */
export async function upgradeToMember(ctx: TSessionCtx, customerId: number): Promise<TPrepayCard> {
  const s = prepayScope(ctx);
  const customer = await lockCustomer(s, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'id' });
  const cardId = await openMemberCard(ctx, customer);
  if (customer.vipFlag !== 1) await setVipFlag(s, customerId, 1, ctx.now);
  return presentCard(await cardOrFail(ctx, cardId));
}

/**
 * custom/vipCancel: a member becomes a regular customer; refused unless the card's balance is 0 (SPEC §4, §5). The
 * card is closed, its ledger kept; upgrading again reopens it.
 */
export async function cancelMembership(ctx: TSessionCtx, customerId: number): Promise<null> {
  const s = prepayScope(ctx);
  const customer = await lockCustomer(s, customerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'id' });
  if (customer.vipFlag !== 1) throw new AppError('CANNOT_CANCEL_MEMBERSHIP');
  const card = await findMemberCardOf(s, customerId);
  if (card && !card.closedAt && !(await closeEmptyCard(s, card.id, 'member', ctx.now))) {
    throw new AppError('CANNOT_CANCEL_NONZERO_BALANCE');
  }
  await setVipFlag(s, customerId, 0, ctx.now);
  return null;
}

/**
 * Gives a bill its order number, shown to people and with its card movements: a prefix ('R' recharge, 'B' front-desk
 * bill), the bill date as yyyymmdd and the shop's bill counter, so two bills never share a number and the shop's
 * numbers have no gaps. The call layer takes it after the handler, as the transaction's last statement (ADR 023: the
 * counter stays locked until the commit), and puts it into the answer's `billOrderNo`; until then the answer holds
 * PENDING_ORDER_NO.
 */
export function numberBillLast(ctx: TSessionCtx, billId: number, prefix: 'R' | 'B', billDay: string) {
  ctx.finishWith({
    ...NUMBER_BILL,
    values: { shopId: ctx.shopId, billId, prefix: `${prefix}${billDay.replaceAll('-', '')}` },
    field: 'billOrderNo',
  });
  return PENDING_ORDER_NO;
}

/** What an answer's order number holds until the call layer numbers its bill (`numberBillLast`). */
export const PENDING_ORDER_NO = 'pending';

/**
 * How the paid amount was tendered: split parts must add up to it ('Amount error' on cashAmount); otherwise all of it
 * went the chosen way ('other' has neither part).
 */
export function tenderOf(input: Pick<TPayment, 'payType' | 'cashAmount' | 'cardAmount'>, paid: number) {
  if (input.cashAmount !== undefined || input.cardAmount !== undefined) {
    const cashAmount = input.cashAmount ?? 0;
    const cardAmount = input.cardAmount ?? 0;
    if (cashAmount + cardAmount !== paid) throw new AppError('AMOUNT_ERROR', { field: 'cashAmount' });
    return { cashAmount, cardAmount };
  }
  return {
    cashAmount: input.payType === 'cash' ? paid : 0,
    cardAmount: input.payType === 'card' ? paid : 0,
  };
}

/**
 * The cash received a till recorded (ADR 027): only with a cash part (CHECK_INPUT), at least that part
 * (CASH_RECEIVED_TOO_LOW); null when none was sent, or 0 with no cash part.
 */
export function cashReceivedOf(received: number | null | undefined, cashAmount: number): number | null {
  if (received === undefined || received === null || (received === 0 && cashAmount === 0)) return null;
  if (cashAmount === 0) throw new AppError('CHECK_INPUT', { field: 'cashReceived' });
  if (received < cashAmount) throw new AppError('CASH_RECEIVED_TOO_LOW', { field: 'cashReceived' });
  return received;
}

/**
 * Records a recharge: its bill and, when paid, the ledger credit of paid + gift, all in the call's transaction; the
 * caller numbers the bill last (`numberRecharge`, ADR 023). An unpaid recharge is a bill only, until
 * updateOrderStatus.
 */
async function recordRecharge(
  ctx: TSessionCtx,
  recharge: {
    cardId: number;
    orderType: 'memberRecharge' | 'giftCardRecharge';
    customerId: number | null;
    rechargeRuleId: number | null;
    paid: number;
    gift: number;
    input: TPayment;
    billFields?: TRechargeBillFields;
  },
): Promise<TRecordedRecharge> {
  const { input, paid, gift } = recharge;
  if (paid + gift <= 0) throw new AppError('AMOUNT_ERROR', { field: 'rechargeAmount' });
  if (input.billDay !== undefined && !isLocalDate(input.billDay))
    throw new AppError('CHECK_INPUT', { field: 'billDay' });
  const tender = tenderOf(input, paid);
  const cashReceived = cashReceivedOf(recharge.billFields?.cashReceived, tender.cashAmount);
  const billDay = input.billDay ?? (await shopToday(ctx));
  const isPaid = input.status === 'paid';
  const bill = await insertBill(prepayScope(ctx), {
    ...recharge.billFields,
    orderType: recharge.orderType,
    payType: input.payType,
    status: input.status,
    totalAmount: paid + gift,
    actualAmount: paid,
    ...tender,
    cashReceived,
    giftAmount: gift,
    customerId: recharge.customerId,
    cardId: recharge.cardId,
    rechargeRuleId: recharge.rechargeRuleId,
    billDay,
    remark: input.remark,
    createdBy: ctx.session.accountId,
    paidAt: isPaid ? ctx.now : null,
    createdAt: ctx.now,
    updatedAt: ctx.now,
  });
  if (isPaid) await creditRecharge(ctx, bill);
  return {
    billId: bill.id,
    billDay,
    status: input.status,
    card: presentCard(await cardOrFail(ctx, recharge.cardId, 'cardId')),
  };
}

/** A recorded recharge numbered ('R' + bill date + the shop's counter): the last statement of its transaction. */
export async function numberRecharge(ctx: TSessionCtx, recorded: TRecordedRecharge): Promise<TRechargeOutput> {
  const { billDay, ...rest } = recorded;
  return { ...rest, billOrderNo: numberBillLast(ctx, recorded.billId, 'R', billDay) };
}

/**
 * The ledger credit of a paid recharge bill: changeType 1, change = paid + gift, both parts recorded. The movement
 * names its bill by id; it shows the bill's order number (ADR 023).
 */
async function creditRecharge(ctx: TSessionCtx, bill: TBillRow) {
  await changeBalance(ctx, {
    cardId: bill.cardId!,
    delta: bill.actualAmount + bill.giftAmount,
    changeType: CHANGE_TYPES.recharge,
    billId: bill.id,
    paidAmount: bill.actualAmount,
    giftAmount: bill.giftAmount,
    billDay: bill.billDay,
  });
}

/**
 * prepayCard/vipRecharge (numbered by the caller): only members recharge (SPEC §4). With a rule its rechargeAmount is paid and its giftAmount
 * added (a rechargeAmount sent with it must agree); without one rechargeAmount is required and nothing is added.
 */
export async function vipRecharge(
  ctx: TSessionCtx,
  input: TIn<typeof ZVipRechargeInput>,
  billFields?: TRechargeBillFields,
): Promise<TRecordedRecharge> {
  const s = prepayScope(ctx);
  const customer = await lockCustomer(s, input.customerId);
  if (!customer) throw new AppError('NOT_FOUND', { field: 'customerId' });
  if (customer.vipFlag !== 1) throw new AppError('NON_MEMBER_RECHARGE');
  let paid = input.rechargeAmount;
  let gift = 0;
  if (input.rechargeRuleId !== undefined) {
    const rule = await findRechargeRule(s, input.rechargeRuleId);
    if (!rule) throw new AppError('NOT_FOUND', { field: 'rechargeRuleId' });
    if (paid !== undefined && paid !== rule.rechargeAmount) {
      throw new AppError('AMOUNT_ERROR', { field: 'rechargeAmount' });
    }
    paid = rule.rechargeAmount;
    gift = rule.giftAmount;
  }
  if (paid === undefined) throw new AppError('AMOUNT_ERROR', { field: 'rechargeAmount' });
  const cardId = await openMemberCard(ctx, customer);
  return recordRecharge(ctx, {
    cardId,
    orderType: 'memberRecharge',
    customerId: customer.id,
    rechargeRuleId: input.rechargeRuleId ?? null,
    paid,
    gift,
    input,
    billFields,
  });
}

/**
 * prepayCard/giftRecharge (numbered by the caller): credits a gift card by number, creating it when the number is new and making one
 * ('GC' + digits) when none is sent. A member card's number or a deleted gift card's is refused.
 */
export async function giftRecharge(
  ctx: TSessionCtx,
  input: TIn<typeof ZGiftRechargeInput>,
  billFields?: TRechargeBillFields,
): Promise<TRecordedRecharge> {
  const s = prepayScope(ctx);
  const cardNo = input.cardNo ? normalizeCardNo(input.cardNo) : await newCardNo(ctx, 'giftCard', 'GC');
  const existing = await findCardByNo(s, cardNo);
  if (existing && (existing.kind !== 'gift' || existing.closedAt))
    throw new AppError('CHECK_INPUT', { field: 'cardNo' });
  const cardId =
    existing?.id ?? (await insertCard(s, { cardNo, kind: 'gift', customerId: null, phone: input.phone, at: ctx.now }));
  return recordRecharge(ctx, {
    cardId,
    orderType: 'giftCardRecharge',
    customerId: null,
    rechargeRuleId: null,
    paid: input.rechargeAmount,
    gift: 0,
    input,
    billFields,
  });
}

/**
 * prepayCard/updateOrderStatus: an unpaid recharge becomes paid and credits its card exactly once; a paid one is a
 * CONFLICT. A member recharge still needs a member: a membership cancelled meanwhile refuses the credit.
 */
export async function payRechargeOrder(
  ctx: TSessionCtx,
  input: TIn<typeof ZPrepayUpdateOrderStatusInput>,
): Promise<TRechargeOutput> {
  const s = prepayScope(ctx);
  const bill = await markBillPaid(s, input.billId, RECHARGE_ORDER_TYPES, {
    transactionId: input.transactionId,
    at: ctx.now,
  });
  if (!bill) {
    if (!(await findRechargeBill(s, input.billId))) throw new AppError('NOT_FOUND', { field: 'billId' });
    throw new AppError('CONFLICT');
  }
  if (bill.orderType === 'memberRecharge' && bill.customerId !== null) {
    const customer = await lockCustomer(s, bill.customerId);
    if (customer?.vipFlag !== 1) throw new AppError('NON_MEMBER_RECHARGE');
  }
  await creditRecharge(ctx, bill);
  return {
    billId: bill.id,
    billOrderNo: bill.billOrderNo,
    status: 'paid',
    card: presentCard(await cardOrFail(ctx, bill.cardId!, 'cardId')),
  };
}

/** prepayCard/queryList: the shop's open cards newest first, of a kind, by card number, phone or member name. */
export async function queryCards(ctx: TSessionCtx, input: TIn<typeof ZPrepayCardQueryListInput>) {
  const { rows, totalCount } = await listOpenCards(prepayScope(ctx), {
    kind: input.kind,
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(presentCard), totalCount, input);
}

/** prepayCard/queryByCardNo: an open card by number, for bookkeeping; a closed card is as good as none. */
export async function getCardByNo(ctx: TSessionCtx, cardNo: string): Promise<TPrepayCard> {
  const card = await findCardByNo(prepayScope(ctx), normalizeCardNo(cardNo));
  if (!card || card.closedAt) throw new AppError('NOT_FOUND', { field: 'cardNo' });
  return presentCard(card);
}

/** An open gift card of the shop; member cards are edited through their customer. */
async function openGiftCardOrFail(ctx: TSessionCtx, id: number): Promise<TCardRow> {
  const card = await findCard(prepayScope(ctx), id);
  if (card?.kind !== 'gift' || card.closedAt) throw new AppError('NOT_FOUND', { field: 'id' });
  return card;
}

/** prepayCard/update: a gift card's holder phone and remark; a stale version is CONFLICT. */
export async function updateCard(ctx: TSessionCtx, input: TIn<typeof ZPrepayCardUpdateInput>): Promise<TPrepayCard> {
  await openGiftCardOrFail(ctx, input.id);
  const isChanged = await updateGiftCard(prepayScope(ctx), input.id, input.version, {
    phone: input.phone,
    remark: input.remark,
    at: ctx.now,
  });
  if (!isChanged) throw new AppError('CONFLICT');
  return presentCard(await cardOrFail(ctx, input.id));
}

/** prepayCard/delete: closes a gift card whose balance is 0 (the ledger stays); one holding money is refused. */
export async function deleteCard(ctx: TSessionCtx, id: number): Promise<null> {
  await openGiftCardOrFail(ctx, id);
  if (!(await closeEmptyCard(prepayScope(ctx), id, 'gift', ctx.now))) throw new AppError('GIFT_CARD_HAS_BALANCE');
  return null;
}
