import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TPaymentNotice, TPaymentOrder } from '../../../contract/payments';
import type { TShopInfo } from '../../../contract/shop';
import { paymentOrders, sandboxWalletPayments } from '../../db/schema/payments';
import {
  sandboxPayment,
  signBody,
  signedNotice,
  type TDeliver,
  type TSandboxWallet,
} from '../../providers/payment-sandbox';
import { buildOwner, buildShop } from '../../test/factories';
import type { TTestApp } from '../../test/fixture';
import { freshIp } from '../../test/helpers';
import { listNotificationsOf } from './payments.repo';

/** Test helpers shared by the payment api tests. */

/** The wallet's callback routed through `app.inject`: a test app listens on no port that a real POST could reach. */
export const injectDeliver =
  (t: TTestApp): TDeliver =>
  async (url, body, headers) => {
    const res = await t.app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: body });
    return { status: res.statusCode, text: res.body };
  };

/** Puts a sandbox wallet whose callbacks go through `app.inject` (or through `deliver`) in the app's providers. */
export function useInjectedWallet(t: TTestApp, deliver?: TDeliver): TSandboxWallet {
  const wallet = sandboxPayment(t.deps.config, t.deps.db, { deliver: deliver ?? injectDeliver(t) });
  t.deps.providers.payment = wallet;
  return wallet;
}

/** A shop with its owner's session: the usual buyer. */
export async function buyer(t: TTestApp, overrides: Parameters<typeof buildShop>[1] = {}) {
  const shop = await buildShop(t, overrides);
  const owner = await buildOwner(t, { shopId: shop.id });
  return { shopId: shop.id, token: owner.token, owner };
}

/** Orders through sandbox/toPay and answers the order with its QR content. */
export async function orderOf(t: TTestApp, token: string, body: Record<string, unknown>) {
  const { body: answer } = await t.call('sandbox/toPay', body, { token });
  expect(answer, JSON.stringify(answer)).toMatchObject({ code: 0 });
  return answer.data as TPaymentOrder & { qrContent: string };
}

/** The shop as shop/query answers it. */
export async function shopOf(t: TTestApp, token: string) {
  const { body } = await t.call('shop/query', {}, { token });
  expect(body).toMatchObject({ code: 0 });
  return body.data as TShopInfo;
}

/** The notice the wallet would send for an order, paid now, with any field changed. */
export function noticeFor(
  t: TTestApp,
  order: Pick<TPaymentOrder, 'orderNo' | 'total_fee'>,
  overrides: Partial<TPaymentNotice> = {},
): TPaymentNotice {
  return {
    orderNo: order.orderNo,
    tradeNo: `T${order.orderNo}`,
    totalFee: order.total_fee,
    currency: 'CNY',
    paidAt: t.clock.now().toISOString(),
    ...overrides,
  };
}

/** POSTs a notification to the notify route as a wallet would: signed with `secret` unless a signature is given. */
export async function postNotice(
  t: TTestApp,
  notice: unknown,
  options: { secret?: string; signature?: string; provider?: string; rawBody?: string } = {},
) {
  const signed = signedNotice(options.secret ?? t.deps.config.payment.secret, notice as TPaymentNotice);
  const body = options.rawBody ?? signed.body;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const signature = options.signature ?? (options.rawBody ? signedBody(t, body) : signed.headers['x-pay-signature']);
  if (signature) headers['x-pay-signature'] = signature;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/pay/${options.provider ?? 'sandbox'}/notify`,
    headers,
    payload: body,
  });
  return { status: res.statusCode, text: res.body };
}

const signedBody = (t: TTestApp, body: string) => signBody(t.deps.config.payment.secret, body);

/** The stored order row. */
export async function orderRow(t: TTestApp, orderNo: string) {
  const [row] = await t.deps.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  return row;
}

/** The logged notifications of an order: outcome and reason, oldest first. */
export async function loggedOutcomes(t: TTestApp, orderNo: string) {
  return (await listNotificationsOf(t.deps.db, orderNo)).map((n) => ({ outcome: n.outcome, reason: n.reason }));
}

/** The wallet's record of an order's payment, if any. */
export async function walletPaymentOf(t: TTestApp, orderNo: string) {
  const [row] = await t.deps.db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.orderNo, orderNo));
  return row;
}

/**
 * GETs or POSTs the sandbox pay page at a link: an order's QR content (the signed link), or a bare order number for the
 * unsigned page an attacker would try. Each request comes from an address of its own unless `ip` is given, so the
 * page's throttle per address counts only what a test means it to.
 */
export async function payPage(
  t: TTestApp,
  link: string,
  options: {
    method?: 'GET' | 'POST';
    form?: string;
    lang?: string | null;
    headers?: Record<string, string>;
    ip?: string;
  } = {},
) {
  const url = new URL(link.includes('/') ? link : `/api/pay/sandbox/page/${link}`, 'http://pay.test');
  const lang = options.lang === undefined ? 'en' : options.lang;
  if (lang) url.searchParams.set('lang', lang);
  const res = await t.app.inject({
    method: options.method ?? 'GET',
    url: `${url.pathname}${url.search}`,
    remoteAddress: options.ip ?? freshIp(),
    headers: {
      ...(options.method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...options.headers,
    },
    payload: options.method === 'POST' ? (options.form ?? '') : undefined,
  });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}
