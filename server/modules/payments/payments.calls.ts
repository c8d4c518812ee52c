import { PURCHASING_ACCOUNT_TYPES } from '../../../contract/menus';
import {
  ZGoodsQuerySmsPackListInput,
  ZGoodsQuerySmsPackListOutput,
  ZOrdersQueryOrderInput,
  ZOrdersQueryOrderListInput,
  ZOrdersQueryOrderListOutput,
  ZOrdersQueryOrderOutput,
  ZPaymentQueryProviderInput,
  ZPaymentQueryProviderOutput,
  ZToPayInput,
  ZToPayOutput,
} from '../../../contract/payments';
import type { TConfig } from '../../config';
import { AppError } from '../../http/app-error';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { listSmsPacks, paymentProviderOf, queryOrder, queryOrderList, toPay } from './payments.service';

/**
 * Plan renewals and SMS packs are bought from the renewal screens, which every account may open (SPEC §6); buying and
 * the payment history are the owner's and a trusted manager's only (ADR 021).
 */
const RENEWAL = { menu: 'renewal' } as const;

/**
 * Every provider the configuration can name (PAYMENT_PROVIDER). SPEC §7's `<provider>/toPay` is registered once per
 * name and answers only while that provider is the configured one, so the live path is always
 * `${config.payment.provider}/toPay`; the record makes a new provider in the configuration add its path here.
 * `none/toPay` applies the free plan and answers PAYMENT_NOT_CONFIGURED for anything that costs money (ADR 019).
 */
const PROVIDER_NAMES: Record<TConfig['payment']['provider'], true> = { none: true, sandbox: true };

const toPayCall = (providerName: string) =>
  defineCall({
    path: `${providerName}/toPay`,
    access: RENEWAL,
    accountTypes: PURCHASING_ACCOUNT_TYPES,
    kind: 'write',
    summary: `Order a plan or an SMS pack, paid through the ${providerName} wallet (answers its QR content); the free plan applies at once`,
    input: ZToPayInput,
    output: ZToPayOutput,
    handler: async (ctx, input) => {
      if (ctx.config.payment.provider !== providerName) throw new AppError('NOT_FOUND');
      return toPay(ctx, input);
    },
  });

export const paymentCalls: TAnyCall[] = [
  defineCall({
    path: 'payment/queryProvider',
    access: 'session',
    kind: 'read',
    summary: 'The payment provider in use (the first segment of <provider>/toPay) and its currency',
    input: ZPaymentQueryProviderInput,
    output: ZPaymentQueryProviderOutput,
    handler: async (ctx) => paymentProviderOf(ctx.config),
  }),
  defineCall({
    path: 'goods/querySmsPackList',
    access: 'public',
    kind: 'read',
    summary: 'The SMS packs for sale with their prices (CNY cents)',
    input: ZGoodsQuerySmsPackListInput,
    output: ZGoodsQuerySmsPackListOutput,
    handler: async (ctx) => listSmsPacks(ctx.config),
  }),
  ...Object.keys(PROVIDER_NAMES).map(toPayCall),
  defineCall({
    path: 'orders/queryOrderList',
    access: RENEWAL,
    accountTypes: PURCHASING_ACCOUNT_TYPES,
    kind: 'read',
    list: true,
    summary: "The shop's purchase records: its paid plan and SMS orders, newest first",
    input: ZOrdersQueryOrderListInput,
    output: ZOrdersQueryOrderListOutput,
    handler: (ctx, input) => queryOrderList(ctx, input),
  }),
  defineCall({
    path: 'orders/queryOrder',
    access: RENEWAL,
    accountTypes: PURCHASING_ACCOUNT_TYPES,
    // A read for defineCall, so the provider is asked outside any transaction; a payment it reports is settled in
    // the settlement's own transaction.
    kind: 'read',
    summary: 'One order of the shop; an unpaid one is asked of the provider and settled when it was paid',
    input: ZOrdersQueryOrderInput,
    output: ZOrdersQueryOrderOutput,
    handler: (ctx, input) => queryOrder(ctx, input.orderNo),
  }),
];
