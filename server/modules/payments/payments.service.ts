import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import {
  ORDER_PAY_MINUTES,
  PAY_CURRENCY,
  PLAN_MONTHS,
  type TPaymentNotice,
  type TPaymentOrder,
  type TSmsPack,
  type ZOrdersQueryOrderListInput,
  type ZToPayInput,
} from '../../../contract/payments';
import type { GOODS_TYPES } from '../../../contract/shop';
import { addCalendarMonths } from '../../../contract/shop-time';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { PaymentRejected, type TPaymentProvider } from '../../providers/payment';
import {
  addShopSms,
  findOrderByNo,
  findShopOrder,
  findShopPlan,
  insertNotification,
  insertOrder,
  listPaidOrders,
  markOrderPaid,
  setShopPlan,
  type TOrderRow,
} from './payments.repo';
import { planSubject, smsSubject } from './payments.texts';

type TGoodsType = (typeof GOODS_TYPES)[number];

/** What an order sells, priced from the server configuration (never from the client). */
export type TGoods =
  | { kind: 'plan'; goodsType: TGoodsType; smsNums: null; totalFee: number; subject: string }
  | { kind: 'sms'; goodsType: null; smsNums: number; totalFee: number; subject: string };

/** What told us an order was paid: the provider's notice, or the free plan (no provider, no transaction id). */
export type TSettlement = { orderNo: string; tradeNo: string | null; totalFee: number; currency: string; paidAt: Date };

export type TSettleOutcome = 'settled' | 'duplicate';

/**
 * The provider in use, which names `<provider>/toPay`, the one currency it takes, and whether anything can be bought
 * (false with PAYMENT_PROVIDER=none; the renewal screens say so instead of offering to buy, ADR 019).
 */
export function paymentProviderOf(config: TConfig): {
  provider: string;
  currency: typeof PAY_CURRENCY;
  configured: boolean;
} {
  return { provider: config.payment.provider, currency: PAY_CURRENCY, configured: config.payment.provider !== 'none' };
}

/** The SMS packs for sale (server configuration SMS_PACKS), numbered 1..n in their configured order. */
export function listSmsPacks(config: TConfig): TSmsPack[] {
  return config.smsPacks.map((pack, i) => ({ id: i + 1, ...pack, currency: PAY_CURRENCY }));
}

/** The plan or pack a `toPay` asks for, with its configured price and its subject in the buyer's language. */
export function pricedGoods(
  config: TConfig,
  input: z.output<typeof ZToPayInput>,
  language: TSessionCtx['language'],
): TGoods {
  if (input.kind === 'sms') {
    const pack = listSmsPacks(config).find((p) => p.id === input.smsPackId);
    if (!pack) throw new AppError('CHECK_INPUT', { field: 'smsPackId' });
    return goodsOfPack(pack, language);
  }
  const goodsType = input.goodsType as TGoodsType;
  const price = goodsType === 'free' ? 0 : config.planPrices.find((p) => p.goodsType === goodsType)?.price;
  if (price === undefined) throw new AppError('CHECK_INPUT', { field: 'goodsType' });
  return { kind: 'plan', goodsType, smsNums: null, totalFee: price, subject: planSubject(language, goodsType) };
}

/** An SMS pack as goods to sell. */
export const goodsOfPack = (pack: Pick<TSmsPack, 'smsNums' | 'price'>, language: TSessionCtx['language']): TGoods => ({
  kind: 'sms',
  goodsType: null,
  smsNums: pack.smsNums,
  totalFee: pack.price,
  subject: smsSubject(language, pack.smsNums),
});

const newOrderNo = () => `SD${randomBytes(10).toString('hex').toUpperCase()}`;

/** Opens an unpaid order for goods, payable for ORDER_PAY_MINUTES from `now`. */
export async function openOrder(
  db: TDb,
  order: { shopId: number; goods: TGoods; payType: string; now: Date; createdBy: number | null },
): Promise<TOrderRow> {
  const { goods } = order;
  return insertOrder(db, {
    shopId: order.shopId,
    orderNo: newOrderNo(),
    kind: goods.kind,
    goodsType: goods.goodsType,
    smsNums: goods.smsNums,
    subject: goods.subject,
    totalFee: goods.totalFee,
    currency: PAY_CURRENCY,
    payType: order.payType,
    createdBy: order.createdBy,
    createdAt: order.now,
    payBefore: new Date(order.now.getTime() + ORDER_PAY_MINUTES * 60_000),
  });
}

/**
 * `<provider>/toPay`: opens an order for a plan or an SMS pack and answers the provider's QR content. The free plan
 * costs nothing and is applied at once, without the provider.
 */
export async function toPay(ctx: TSessionCtx, input: z.output<typeof ZToPayInput>) {
  const goods = pricedGoods(ctx.config, input, ctx.language);
  const base = { shopId: ctx.shopId, goods, now: ctx.now, createdBy: ctx.session.accountId };
  if (goods.kind === 'plan' && goods.goodsType === 'free') {
    const shop = await findShopPlan(ctx.tx, ctx.shopId);
    if (shop.goodsType === 'free') throw new AppError('ALREADY_FREE_PLAN', { field: 'goodsType' });
    const order = await openOrder(ctx.tx, { ...base, payType: 'free' });
    const settled = await settleOrder(ctx.tx, {
      orderNo: order.orderNo,
      tradeNo: null,
      totalFee: 0,
      currency: PAY_CURRENCY,
      paidAt: ctx.now,
    });
    return { ...presentOrder(settled.order, ctx.language), qrContent: '' };
  }
  const provider = ctx.providers.payment;
  if (!provider) throw new AppError('PAYMENT_NOT_CONFIGURED');
  const order = await openOrder(ctx.tx, { ...base, payType: provider.name });
  const { qrContent } = await provider.createQr({
    orderNo: order.orderNo,
    subject: order.subject,
    totalFee: order.totalFee,
    currency: PAY_CURRENCY,
    payBefore: order.payBefore,
  });
  return { ...presentOrder(order, ctx.language), qrContent };
}

/**
 * Settles an order exactly once (ADR 017), whatever told us it was paid. The amount and currency must be the
 * order's; the guarded update lets one caller through, which in the same transaction extends the plan (from the
 * payment instant, for the plan's calendar months in the shop's zone) or adds the SMS. Throws PaymentRejected with
 * the reason ('unknown order', 'amount', 'currency'); answers 'duplicate' when the order was already paid.
 */
export async function settleOrder(
  tx: TDb,
  settlement: TSettlement,
): Promise<{ outcome: TSettleOutcome; order: TOrderRow }> {
  const found = await findOrderByNo(tx, settlement.orderNo);
  if (!found) throw new PaymentRejected('unknown order');
  const { order, timeZone } = found;
  if (settlement.totalFee !== order.totalFee) throw new PaymentRejected('amount');
  if (settlement.currency !== PAY_CURRENCY || order.currency !== PAY_CURRENCY) throw new PaymentRejected('currency');

  const paidAt = settlement.paidAt;
  const months = order.kind === 'plan' ? PLAN_MONTHS[order.goodsType as TGoodsType] : 0;
  const validUntil = months > 0 ? addCalendarMonths(paidAt, months, timeZone) : null;
  const paid = await markOrderPaid(tx, order.orderNo, {
    paidAt,
    transactionId: settlement.tradeNo,
    validFrom: order.kind === 'plan' ? paidAt : null,
    validUntil,
  });
  if (!paid) return { outcome: 'duplicate', order };
  if (paid.kind === 'plan') {
    await setShopPlan(tx, paid.shopId, { goodsType: paid.goodsType as TGoodsType, expireTime: validUntil });
  } else {
    await addShopSms(tx, paid.shopId, paid.smsNums as number);
  }
  return { outcome: 'settled', order: paid };
}

/** A verified notice as a settlement. */
export const settlementOf = (notice: TPaymentNotice): TSettlement => ({
  orderNo: notice.orderNo,
  tradeNo: notice.tradeNo,
  totalFee: notice.totalFee,
  currency: notice.currency,
  paidAt: new Date(notice.paidAt),
});

export type TNotificationResult =
  | { outcome: TSettleOutcome; orderNo: string }
  | { outcome: 'rejected'; orderNo: string; reason: string };

const MAX_LOGGED_BODY = 10_000;

/**
 * Receives a provider's notification: verifies it, settles its order and logs it (settled or duplicate in the
 * settling transaction; a rejection in its own, after the settling one rolled back, so it persists).
 */
export async function receiveNotification(
  db: TDb,
  provider: TPaymentProvider | null,
  notification: { providerName: string; rawBody: string; headers: Record<string, string | string[] | undefined> },
): Promise<TNotificationResult> {
  const { providerName, rawBody } = notification;
  const body = rawBody.slice(0, MAX_LOGGED_BODY);
  let orderNo = claimedOrderNo(rawBody);
  try {
    if (!provider || providerName !== provider.name) throw new PaymentRejected('provider');
    const notice = provider.parseNotification(rawBody, notification.headers);
    orderNo = notice.orderNo;
    const outcome = await db.transaction(async (tx) => {
      const settled = await settleOrder(tx, settlementOf(notice));
      await insertNotification(tx, { provider: providerName, orderNo, outcome: settled.outcome, body });
      return settled.outcome;
    });
    return { outcome, orderNo };
  } catch (err) {
    if (!(err instanceof PaymentRejected)) throw err;
    const reason = err.message;
    await insertNotification(db, { provider: providerName, orderNo, outcome: 'rejected', reason, body });
    return { outcome: 'rejected', orderNo, reason };
  }
}

/** The order number a notification claims, for the log only: it is not trusted until the signature is checked. */
function claimedOrderNo(rawBody: string): string {
  try {
    const value = (JSON.parse(rawBody) as { orderNo?: unknown }).orderNo;
    return typeof value === 'string' ? value.slice(0, 64) : '';
  } catch {
    return '';
  }
}

/** The shop's paid orders (the purchase records), newest first. */
export async function queryOrderList(ctx: TSessionCtx, input: z.output<typeof ZOrdersQueryOrderListInput>) {
  const { rows, totalCount } = await listPaidOrders(ctx.tx, ctx.shopId, {
    kind: input.kind,
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(
    rows.map((row) => presentOrder(row, ctx.language)),
    totalCount,
    input,
  );
}

/**
 * One order of the shop. An unpaid one is asked of the provider first, outside any transaction (a real wallet is a
 * network call, and PGlite has one connection); a payment it reports is settled by the same function, in its own
 * short transaction.
 */
export async function queryOrder(ctx: TSessionCtx, orderNo: string) {
  const order = await findShopOrder(ctx.db, ctx.shopId, orderNo);
  if (!order) throw new AppError('NOT_FOUND', { field: 'orderNo' });
  if (order.status === 'paid') return presentOrder(order, ctx.language);
  const notice = await ctx.providers.payment?.queryPayment(order.orderNo);
  if (!notice) return presentOrder(order, ctx.language);
  await ctx.db.transaction((tx) => settleOrder(tx, settlementOf(notice)));
  return presentOrder((await findShopOrder(ctx.db, ctx.shopId, orderNo)) as TOrderRow, ctx.language);
}

export type TWalletOrder =
  | { state: 'unknown' }
  | { state: 'paid' | 'currency' | 'expired' | 'payable'; order: TOrderRow; timeZone: string };

/**
 * An order as the wallet's pay page sees it, by its number alone: unknown, already paid, not in RMB (the wallet
 * refuses it), past its pay-before time, or payable.
 */
export async function walletOrder(db: TDb, orderNo: string, now: Date): Promise<TWalletOrder> {
  const found = orderNo.length <= 64 ? await findOrderByNo(db, orderNo) : undefined;
  if (!found) return { state: 'unknown' };
  const { order, timeZone } = found;
  if (order.status === 'paid') return { state: 'paid', order, timeZone };
  if (order.currency !== PAY_CURRENCY) return { state: 'currency', order, timeZone };
  if (order.payBefore.getTime() <= now.getTime()) return { state: 'expired', order, timeZone };
  return { state: 'payable', order, timeZone };
}

/**
 * An order row as the contract's purchase order. The subject is written in the reader's language (the stored one,
 * in the buyer's language, is what the wallet was told).
 */
export function presentOrder(row: TOrderRow, language: TSessionCtx['language']): TPaymentOrder {
  return {
    id: row.id,
    orderNo: row.orderNo,
    kind: row.kind as TPaymentOrder['kind'],
    goodsType: row.goodsType as TPaymentOrder['goodsType'],
    smsNums: row.smsNums,
    subject:
      row.kind === 'plan' ? planSubject(language, row.goodsType as TGoodsType) : smsSubject(language, row.smsNums ?? 0),
    total_fee: row.totalFee,
    currency: PAY_CURRENCY,
    pay_type: row.payType,
    status: row.status as TPaymentOrder['status'],
    transactionId: row.transactionId,
    createTime: row.createdAt.toISOString(),
    payBefore: row.payBefore.toISOString(),
    paid_time: row.paidAt?.toISOString() ?? null,
    validFrom: row.validFrom?.toISOString() ?? null,
    validUntil: row.validUntil?.toISOString() ?? null,
  };
}
