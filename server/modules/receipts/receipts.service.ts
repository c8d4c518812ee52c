import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  maskCardNo,
  RECEIPT_LINK_DAYS,
  type TReceipt,
  type ZBillSendReceiptInput,
  type ZBillSendReceiptOutput,
} from '../../../contract/receipts';
import { AppError } from '../../http/app-error';
import type { TCtx, TSessionCtx } from '../../http/context';
import { hashToken } from '../../http/session';
import { findCustomerPhoneE164, spendSmsCredit } from '../appointment-reminders/appointment-reminders.repo';
import { smsLanguageOf } from '../appointment-reminders/appointment-reminders.texts';
import { toE164 } from '../auth/auth.crypto';
import { getBill } from '../bills/bills-query.service';
import { findShop } from '../shops/shops.repo';
import {
  cardBalancesAfterBill,
  findCustomerEmail,
  findReceiptLink,
  insertReceiptLink,
  type TReceiptsScope,
} from './receipts.repo';
import { receiptMessage } from './receipts.texts';

type TIn<S extends z.ZodType> = z.output<S>;
const DAY_MS = 86_400_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9][0-9 -]{4,19}$/;

/** A bill's receipt (ADR 027): the shop's heading and thank-you line, the bill, and the card balances it left. */
async function receiptOf(s: TReceiptsScope, billId: number): Promise<TReceipt> {
  const [bill, shop, balances] = await Promise.all([
    getBill(s, billId),
    findShop(s.tx, s.shopId),
    cardBalancesAfterBill(s, billId),
  ]);
  if (!shop) throw new AppError('NOT_FOUND', { field: 'billId' });
  const balanceOf = (kind: string) => balances.find((b) => b.kind === kind)?.balance ?? null;
  return {
    shop: {
      shopName: shop.name,
      logo: shop.logo,
      address: shop.address,
      contactTel: shop.contactTel,
      receiptNote: shop.receiptNote,
      currency: shop.currency,
      timeZone: shop.timeZone,
    },
    billOrderNo: bill.billOrderNo,
    orderType: bill.orderType,
    status: bill.status,
    billDay: bill.billDay,
    recordTime: bill.recordTime,
    paidTime: bill.paidTime,
    customName: bill.customName,
    payType: bill.payType,
    totalAmount: bill.totalAmount,
    coupon: bill.coupon,
    giftVoucher: bill.giftVoucher,
    memberDeduction: bill.memberDeduction,
    discountDeduction: bill.discountDeduction,
    actualAmount: bill.actualAmount,
    cashAmount: bill.cashAmount,
    cardAmount: bill.cardAmount,
    cashReceived: bill.cashReceived,
    changeAmount: bill.changeAmount,
    giftAmount: bill.giftAmount,
    lines: bill.staff.map((line) => ({ staffName: line.accountName, amount: line.amount })),
    products: bill.products.map((p) => ({ name: p.name, unitPrice: p.unitPrice })),
    memberCardNo: maskCardNo(bill.memberCardNo),
    memberBalance: bill.memberCardNo ? balanceOf('member') : null,
    giftCardNo: maskCardNo(bill.giftCardNo),
    giftBalance: bill.giftCardNo ? balanceOf('gift') : null,
  };
}

/** bill/queryReceipt: the receipt of a bill of the shop, to print or save as PDF. */
export function queryReceipt(ctx: TSessionCtx, billId: number): Promise<TReceipt> {
  return receiptOf(ctx, billId);
}

/** Where a receipt goes: the address typed, else the bill's customer's phone (SMS) or e-mail (issue 21). */
async function recipientOf(ctx: TSessionCtx, input: TIn<typeof ZBillSendReceiptInput>, areaCode: string) {
  const bill = await getBill(ctx, input.billId);
  if (input.channel === 'email') {
    const to = input.to || (bill.customerId === null ? '' : await findCustomerEmail(ctx, bill.customerId));
    if (!to) throw new AppError('RECEIPT_NO_RECIPIENT', { field: 'to' });
    if (!EMAIL.test(to)) throw new AppError('EMAIL_INVALID', { field: 'to' });
    return { bill, to };
  }
  if (input.to) {
    if (!PHONE.test(input.to)) throw new AppError('PHONE_INVALID', { field: 'to' });
    return { bill, to: toE164(areaCode, input.to) };
  }
  const customerPhone =
    bill.customerId === null ? '' : await findCustomerPhoneE164(ctx.tx, ctx.shopId, bill.customerId);
  const to = customerPhone || (bill.customPhone ? toE164(areaCode, bill.customPhone) : '');
  if (!to) throw new AppError('RECEIPT_NO_RECIPIENT', { field: 'to' });
  return { bill, to };
}

/**
 * bill/sendReceipt: a link to the bill's receipt, by SMS (one credit, as a reminder) or e-mail, handed to the
 * provider after the commit. The link's token is random and stored only hashed; it opens the receipt for
 * RECEIPT_LINK_DAYS.
 */
export async function sendReceipt(
  ctx: TSessionCtx,
  input: TIn<typeof ZBillSendReceiptInput>,
): Promise<z.input<typeof ZBillSendReceiptOutput>> {
  const shop = await findShop(ctx.tx, ctx.shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  const { bill, to } = await recipientOf(ctx, input, shop.areaCode);
  if (input.channel === 'sms' && !(await spendSmsCredit(ctx.tx, ctx.shopId))) throw new AppError('SMS_NO_CREDIT');
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + RECEIPT_LINK_DAYS * DAY_MS);
  await insertReceiptLink(ctx, {
    billId: bill.id,
    tokenHash: hashToken(token),
    channel: input.channel,
    recipient: to,
    createdBy: ctx.session.accountId,
    at: ctx.now,
    expiresAt,
  });
  const url = `${ctx.config.publicUrl}/#/receipt/${token}`;
  const message = receiptMessage(smsLanguageOf(shop.country), { shop: shop.name, bill: bill.billOrderNo, url });
  const sender = input.channel === 'sms' ? ctx.providers.sms : ctx.providers.email;
  ctx.afterCommit(() => sender.send({ to, text: message.text, subject: message.subject, shopId: ctx.shopId }));
  return { channel: input.channel, to, url, expireTime: expiresAt.toISOString() };
}

/** receipt/queryByToken: the receipt a sent link opens, without a session, until the link expires. */
export async function receiptByToken(ctx: TCtx, token: string): Promise<TReceipt> {
  const link = await findReceiptLink(ctx.tx, hashToken(token));
  if (!link) throw new AppError('NOT_FOUND', { field: 'token' });
  if (link.expiresAt.getTime() <= ctx.now.getTime()) throw new AppError('RECEIPT_LINK_EXPIRED', { field: 'token' });
  return receiptOf({ tx: ctx.tx, shopId: link.shopId }, link.billId);
}
