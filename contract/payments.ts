import { z } from 'zod';
import { ZListInput } from './common';
import { INT4_MAX, zBigintCents, zText } from './safe-values';
import { GOODS_TYPES } from './shop';

/**
 * Renewal plans and SMS packs bought through the QR wallet payment provider (SPEC §2.18, §4, §9; ADR 017). The
 * wallet accepts RMB only, so every order is in CNY cents. An order is `unpaid` until the provider's signed
 * notification (or a later query of the provider) confirms it; then it is `paid`, exactly once.
 */
export const PAY_CURRENCY = 'CNY';
export const ORDER_KINDS = ['plan', 'sms'] as const;
export const ORDER_STATUSES = ['unpaid', 'paid'] as const;
/** Months of validity per plan; the free plan has no expiry (SPEC §4). */
export const PLAN_MONTHS = { free: 0, monthly: 1, quarter: 3, yearly: 12 } as const;
/** How long the QR code of an unpaid order may be paid. */
export const ORDER_PAY_MINUTES = 120;

/** An SMS pack for sale: a number of SMS for a price in CNY cents (server configuration SMS_PACKS). */
export const ZSmsPack = z.object({
  id: z.number().int(),
  smsNums: z.number().int(),
  price: z.number().int(),
  currency: z.literal(PAY_CURRENCY),
});
export type TSmsPack = z.infer<typeof ZSmsPack>;
export const ZGoodsQuerySmsPackListInput = z.object({});
export const ZGoodsQuerySmsPackListOutput = z.array(ZSmsPack);

/**
 * The payment provider in use: the first segment of `<provider>/toPay` (SPEC §7) and the orders' pay_type.
 * `configured` is false when the installation has no payment provider (`none`, ADR 019): the renewal and SMS pack
 * screens then say so instead of offering to buy; only the free plan can still be chosen.
 */
export const ZPaymentQueryProviderInput = z.object({});
export const ZPaymentQueryProviderOutput = z.object({
  provider: z.string(),
  currency: z.literal(PAY_CURRENCY),
  configured: z.boolean(),
});

/**
 * A purchase order. `subject`, `total_fee`, `pay_type` and `paid_time` are the SPEC §3 names the purchase records
 * show; `total_fee` is in CNY cents.
 */
export const ZPaymentOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(ORDER_KINDS),
  goodsType: z.enum(GOODS_TYPES).nullable(),
  smsNums: z.number().int().nullable(),
  subject: z.string(),
  total_fee: z.number().int(),
  currency: z.literal(PAY_CURRENCY),
  pay_type: z.string(),
  status: z.enum(ORDER_STATUSES),
  transactionId: z.string().nullable(),
  createTime: z.string(),
  /** Until when the QR code may be paid. */
  payBefore: z.string(),
  paid_time: z.string().nullable(),
  /** For a paid plan: the validity it gave (from the purchase date, SPEC §9). */
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type TPaymentOrder = z.infer<typeof ZPaymentOrder>;

/**
 * `<provider>/toPay`: a plan (goodsType) or an SMS pack (smsPackId). The free plan costs nothing and is applied at
 * once, without the provider.
 */
export const ZToPayInput = z
  .object({
    kind: z.enum(ORDER_KINDS, { error: 'CHECK_INPUT' }),
    goodsType: z.enum(GOODS_TYPES, { error: 'CHECK_INPUT' }).optional(),
    smsPackId: z.coerce
      .number({ error: 'CHECK_INPUT' })
      .int()
      .positive('CHECK_INPUT')
      .max(INT4_MAX, 'CHECK_INPUT')
      .optional(),
  })
  .superRefine((v, ctx) => {
    const field = v.kind === 'plan' ? 'goodsType' : 'smsPackId';
    if (v[field] === undefined) ctx.addIssue({ code: 'custom', message: 'FIELD_REQUIRED', path: [field] });
  });
/** The order and what its QR code encodes (the provider's pay page; the sandbox's is local). */
export const ZToPayOutput = ZPaymentOrder.extend({ qrContent: z.string() });

export const ZOrdersQueryOrderListInput = ZListInput.extend({
  kind: z.enum(ORDER_KINDS, { error: 'CHECK_INPUT' }).optional(),
});
export const ZOrdersQueryOrderListOutput = ZPaymentOrder;

/**
 * One order by its number. An unpaid order is also asked of the provider, so a payment whose notification never
 * arrived is settled here (the pay dialog polls this).
 */
export const ZOrdersQueryOrderInput = z.object({
  orderNo: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(64, 'CHECK_INPUT'),
});
export const ZOrdersQueryOrderOutput = ZPaymentOrder;

/** What a provider's notification says, once its signature is verified. */
export const ZPaymentNotice = z.object({
  orderNo: zText().min(1).max(64),
  tradeNo: zText().min(1).max(64),
  totalFee: zBigintCents().min(0),
  currency: zText().min(1).max(8),
  paidAt: z.string().datetime({ offset: true }),
});
export type TPaymentNotice = z.infer<typeof ZPaymentNotice>;
