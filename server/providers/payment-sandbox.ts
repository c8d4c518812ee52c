import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAY_CURRENCY, type TPaymentNotice, ZPaymentNotice } from '../../contract/payments';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { sandboxWalletPayments, sandboxWalletPayouts } from '../db/schema/payments';
import { PaymentRejected, type TPaymentProvider } from './payment';

/**
 * The sandbox QR wallet (ADR 017): a wallet of its own, kept in this database, that works offline. Its QR code opens
 * a local pay page; paying records the payment in the wallet's books and calls the notify URL back with a notice
 * signed by HMAC-SHA256 over the raw body, exactly as a real wallet would.
 */
export const SANDBOX_PROVIDER = 'sandbox';
export const SIGNATURE_HEADER = 'x-pay-signature';
/** The shortest secret the wallet signs with (a generated one has 64 hex characters). */
export const MIN_SECRET_LENGTH = 16;

/** How the wallet calls a URL back: a real HTTP POST in production; tests route it through `app.inject`. */
export type TDeliver = (
  url: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; text: string }>;

/** The sandbox's extras beyond the provider interface: its pay page pays and notifies through these. */
export type TSandboxWallet = TPaymentProvider & {
  name: typeof SANDBOX_PROVIDER;
  /** The pay page's one-time link for an order, valid until `expiresAt`, which its QR code encodes. */
  payLink: (orderNo: string, expiresAt: Date) => string;
  /** Whether a pay page request carries a link this wallet issued for the order and that has not expired. */
  checkPayLink: (orderNo: string, link: { exp?: string; sig?: string }, now: Date) => TPayLinkCheck;
  /** Records that the wallet was paid for an order, once: a second call answers the first payment. */
  pay: (order: { orderNo: string; totalFee: number; currency: string }, paidAt: Date) => Promise<TPaymentNotice>;
  /** Calls the notify URL back with the signed notice; whether the shop's server accepted it ('SUCCESS'). */
  notify: (notice: TPaymentNotice) => Promise<boolean>;
};

/** A pay link's verdict: issued by this wallet and still valid, not issued by it (or altered), or past its expiry. */
export type TPayLinkCheck = 'valid' | 'forged' | 'expired';

/**
 * The signature of a pay link: HMAC-SHA256 over the order number and the expiry (Unix seconds). The `paylink:` prefix
 * keeps it apart from notification signatures, which are over JSON bodies and made with the same secret.
 */
export function signPayLink(secret: string, orderNo: string, exp: number): string {
  return createHmac('sha256', secret).update(`paylink:${orderNo}.${exp}`, 'utf8').digest('hex');
}

/** Compares a given hex signature with the expected one in constant time; anything not 64 hex digits is wrong. */
function isSameSignature(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(given, 'hex'));
}

/** The hex HMAC-SHA256 signature of a raw notification body. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** A notice as the wallet sends it: the raw JSON body and the headers carrying its signature. */
export function signedNotice(secret: string, notice: TPaymentNotice) {
  const body = JSON.stringify(notice);
  return { body, headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body) } };
}

/** The production delivery: an HTTP POST with a timeout, answering the status and the text of the reply. */
export const httpDeliver: TDeliver = async (url, body, headers) => {
  const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, text: await res.text() };
};

/** Whether the provider in use is the sandbox wallet (its pay page exists only then). */
export function isSandboxWallet(provider: TPaymentProvider): provider is TSandboxWallet {
  return provider.name === SANDBOX_PROVIDER && 'pay' in provider;
}

const newTradeNo = (prefix: string) => `${prefix}${randomBytes(12).toString('hex').toUpperCase()}`;

/** Builds the sandbox wallet on the database that keeps its books. */
export function sandboxPayment(
  config: Pick<TConfig, 'publicUrl' | 'payment'>,
  db: TDb,
  options: { deliver?: TDeliver; clock?: () => Date } = {},
): TSandboxWallet {
  const deliver = options.deliver ?? httpDeliver;
  const clock = options.clock ?? (() => new Date());
  const secret = config.payment.secret;
  // The secret comes from PAYMENT_SECRET or from the database (payment-secret.ts); a wallet never signs with none.
  if (secret.length < MIN_SECRET_LENGTH) throw new Error('the sandbox wallet needs a payment secret');
  const payLink = (orderNo: string, expiresAt: Date) => {
    const exp = Math.floor(expiresAt.getTime() / 1000);
    const query = new URLSearchParams({ exp: String(exp), sig: signPayLink(secret, orderNo, exp) });
    return `${config.publicUrl}/api/pay/${SANDBOX_PROVIDER}/page/${encodeURIComponent(orderNo)}?${query}`;
  };

  const findPayment = async (orderNo: string) => {
    const [row] = await db.select().from(sandboxWalletPayments).where(eq(sandboxWalletPayments.orderNo, orderNo));
    return row && noticeOf(row);
  };

  return {
    name: SANDBOX_PROVIDER,
    payLink,

    checkPayLink(orderNo, link, now) {
      const exp = /^[1-9][0-9]{0,12}$/.test(link.exp ?? '') ? Number(link.exp) : null;
      if (exp === null || !isSameSignature(signPayLink(secret, orderNo, exp), link.sig)) return 'forged';
      return exp * 1000 <= now.getTime() ? 'expired' : 'valid';
    },

    async createQr(order) {
      // The link lives exactly as long as the order can be paid.
      return { qrContent: payLink(order.orderNo, order.payBefore) };
    },

    parseNotification(rawBody, headers) {
      if (!isSameSignature(signBody(secret, rawBody), headers[SIGNATURE_HEADER])) {
        throw new PaymentRejected('signature');
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new PaymentRejected('malformed');
      }
      const parsed = ZPaymentNotice.safeParse(json);
      if (!parsed.success) throw new PaymentRejected('malformed');
      return parsed.data;
    },

    queryPayment: findPayment,

    async pay(order, paidAt) {
      if (order.currency !== PAY_CURRENCY) throw new PaymentRejected('currency');
      await db
        .insert(sandboxWalletPayments)
        .values({
          orderNo: order.orderNo,
          tradeNo: newTradeNo('SBX'),
          totalFee: order.totalFee,
          currency: order.currency,
          paidAt,
        })
        .onConflictDoNothing({ target: sandboxWalletPayments.orderNo });
      const notice = await findPayment(order.orderNo);
      if (!notice) throw new Error(`sandbox wallet lost the payment of ${order.orderNo}`);
      return notice;
    },

    async notify(notice) {
      const { body, headers } = signedNotice(secret, notice);
      try {
        const reply = await deliver(`${config.publicUrl}/api/pay/${SANDBOX_PROVIDER}/notify`, body, headers);
        return reply.status === 200 && reply.text.trim() === 'SUCCESS';
      } catch {
        return false;
      }
    },

    async payout(payout) {
      await db
        .insert(sandboxWalletPayouts)
        .values({
          payoutNo: payout.payoutNo,
          amount: payout.amount,
          currency: payout.currency,
          payeeName: payout.payeeName,
          payeeAccount: payout.payeeAccount,
          paidAt: clock(),
        })
        .onConflictDoNothing({ target: sandboxWalletPayouts.payoutNo });
      // A repeated payout (a retried job) answers the first one: the wallet pays a payout number once.
      const [row] = await db
        .select({ paidAt: sandboxWalletPayouts.paidAt })
        .from(sandboxWalletPayouts)
        .where(eq(sandboxWalletPayouts.payoutNo, payout.payoutNo));
      return { paidAt: row.paidAt };
    },
  };
}

function noticeOf(row: typeof sandboxWalletPayments.$inferSelect): TPaymentNotice {
  return {
    orderNo: row.orderNo,
    tradeNo: row.tradeNo,
    totalFee: row.totalFee,
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
  };
}
