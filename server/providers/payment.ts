import type { TPaymentNotice } from '../../contract/payments';

/** An order as the provider is told about it: the amount in CNY cents (the wallet accepts RMB only). */
export type TPaymentRequest = { orderNo: string; subject: string; totalFee: number; currency: 'CNY'; payBefore: Date };

/** A payout of a withdrawal to a wallet account (ADR 017). */
export type TPayoutRequest = {
  payoutNo: string;
  amount: number;
  currency: 'CNY';
  payeeName: string;
  payeeAccount: string;
};

/** Why a notification is not believed; logged with it and answered with HTTP 400. */
export class PaymentRejected extends Error {}

/**
 * The QR wallet payment provider (ARCHITECTURE §6, ADR 017). `name` is the first segment of `<name>/toPay` and the
 * orders' pay_type. The sandbox default keeps its own books locally; a real wallet adapter implements the same.
 */
export type TPaymentProvider = {
  name: string;
  /** Registers the order with the wallet and returns what its QR code encodes (a pay page URL). */
  createQr: (order: TPaymentRequest) => Promise<{ qrContent: string }>;
  /** Verifies a notification's signature over its raw body and reads it; throws PaymentRejected when it can't. */
  parseNotification: (rawBody: string, headers: Record<string, string | string[] | undefined>) => TPaymentNotice;
  /** Asks the wallet whether an order was paid, for orders whose notification never arrived. */
  queryPayment: (orderNo: string) => Promise<TPaymentNotice | null>;
  /** Pays a withdrawal out; resolves when the wallet accepted it, throws when it refused. */
  payout: (payout: TPayoutRequest) => Promise<{ paidAt: Date }>;
};
