import { z } from 'zod';
import { ZId } from './common';
import { zText } from './safe-values';

/**
 * Receipts (issue 21, ADR 027): what a printed or sent receipt shows of a bill, the sending of its link by SMS or
 * e-mail, and the link that opens it without a session until it expires.
 */

/** How long a sent receipt link opens the receipt. */
export const RECEIPT_LINK_DAYS = 30;
export const RECEIPT_CHANNELS = ['sms', 'email'] as const;

/** A card number as a receipt prints it: its last four characters, so that a lost receipt cannot spend the card. */
export const maskCardNo = (cardNo: string) => (cardNo ? `•••• ${cardNo.slice(-4)}` : '');

export const ZReceipt = z.object({
  shop: z.object({
    shopName: z.string(),
    logo: z.string(),
    address: z.string(),
    contactTel: z.string(),
    /** The shop's thank-you line. */
    receiptNote: z.string(),
    currency: z.string(),
    timeZone: z.string(),
  }),
  billOrderNo: z.string(),
  orderType: z.string(),
  status: z.enum(['paid', 'unpaid']),
  billDay: z.string(),
  recordTime: z.string(),
  paidTime: z.string(),
  customName: z.string(),
  payType: z.string(),
  totalAmount: z.number().int(),
  coupon: z.number().int(),
  giftVoucher: z.number().int(),
  memberDeduction: z.number().int(),
  discountDeduction: z.number().int(),
  actualAmount: z.number().int(),
  cashAmount: z.number().int(),
  cardAmount: z.number().int(),
  cashReceived: z.number().int().nullable(),
  changeAmount: z.number().int(),
  /** A recharge's gift part. */
  giftAmount: z.number().int(),
  lines: z.array(z.object({ staffName: z.string(), amount: z.number().int() })),
  products: z.array(z.object({ name: z.string(), unitPrice: z.number().int() })),
  /** Masked (maskCardNo). */
  memberCardNo: z.string(),
  /** The member card's balance after this bill, when the bill moved it; null otherwise. */
  memberBalance: z.number().int().nullable(),
  giftCardNo: z.string(),
  giftBalance: z.number().int().nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

export const ZBillQueryReceiptInput = z.object({ billId: ZId });

export const ZBillSendReceiptInput = z.object({
  billId: ZId,
  channel: z.enum(RECEIPT_CHANNELS, { error: 'CHECK_INPUT' }),
  /** A phone (sms) or an e-mail address; the bill's customer's when left out. */
  to: zText().trim().max(100, 'CHECK_INPUT').optional().default(''),
});
export const ZBillSendReceiptOutput = z.object({
  channel: z.enum(RECEIPT_CHANNELS),
  to: z.string(),
  url: z.string(),
  expireTime: z.string(),
});

/** The token of a sent link: 43 characters of base64url (32 random bytes). */
export const ZReceiptByTokenInput = z.object({
  token: zText({ error: 'NOT_FOUND' }).regex(/^[A-Za-z0-9_-]{43}$/, 'NOT_FOUND'),
});
