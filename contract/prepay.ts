import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { ZRowVersion, zDate, zMultiLineText, zText } from './safe-values';

/**
 * Prepaid cards, their ledger and the member recharge rules (SPEC §2.12, §2.14, §3, §4). Amounts are integer cents
 * in the shop's currency (ADR 003); the transactions screen prints them with '¥' as SPEC §2.12 says.
 */

export const CARD_KINDS = ['member', 'gift'] as const;
export const PAY_TYPES = ['cash', 'card', 'other'] as const;
export const ORDER_TYPES = ['frontDesk', 'memberRecharge', 'giftCardRecharge'] as const;
/** Ledger change types: SPEC §3 names 1 recharge and 2 consume; the others are this product's (ADR 011). */
export const CHANGE_TYPES = { recharge: 1, consume: 2, refund: 3, correction: 4, gift: 5 } as const;

/** A positive amount of cents, at most 1,000,000.00; anything else is 'Amount error' (SPEC §5). */
export const ZAmount = z
  .number({ error: 'AMOUNT_ERROR' })
  .int('AMOUNT_ERROR')
  .min(1, 'AMOUNT_ERROR')
  .max(100_000_000, 'AMOUNT_ERROR');
/** An amount of cents that may be 0 (recharge-rule amounts are ≥ 0). */
export const ZAmountOrZero = z
  .number({ error: 'AMOUNT_ERROR' })
  .int('AMOUNT_ERROR')
  .min(0, 'AMOUNT_ERROR')
  .max(100_000_000, 'AMOUNT_ERROR');

export const ZCardNo = zText({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .max(32, 'CHECK_INPUT')
  .regex(/^[A-Za-z0-9-]+$/, 'CHECK_INPUT');

export const ZPrepayCard = z.object({
  id: z.number().int(),
  cardNo: z.string(),
  kind: z.enum(CARD_KINDS),
  customerId: z.number().int().nullable(),
  customName: z.string(),
  phone: z.string(),
  rechargeAmount: z.number().int(),
  availableBalance: z.number().int(),
  remark: z.string(),
  /** 'active', or 'closed' for a cancelled membership or a deleted gift card. */
  status: z.enum(['active', 'closed']),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});
export type TPrepayCard = z.infer<typeof ZPrepayCard>;

export const ZPrepayCardQueryListInput = ZListInput.extend({
  kind: z.enum(CARD_KINDS, { error: 'CHECK_INPUT' }).optional(),
});
export const ZPrepayCardByNoInput = z.object({ cardNo: ZCardNo });

/** How a recharge is paid: the method, and for split tender the cash and card parts adding up to the paid amount. */
const ZPayment = z.object({
  payType: z.enum(PAY_TYPES, { error: 'CHECK_INPUT' }),
  cashAmount: ZAmountOrZero.optional(),
  cardAmount: ZAmountOrZero.optional(),
  /** The bill date, 'YYYY-MM-DD' in the shop's zone; today when absent. */
  billDay: zDate().optional(),
  /** 'unpaid' records the order without crediting the card until updateOrderStatus marks it paid. */
  status: z.enum(['paid', 'unpaid'], { error: 'CHECK_INPUT' }).optional().default('paid'),
  remark: zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default(''),
});

/**
 * prepayCard/vipRecharge: a member's recharge. With a rule, its rechargeAmount is paid and its giftAmount added;
 * without one, rechargeAmount is paid and nothing added. Only members recharge (SPEC §4).
 */
export const ZVipRechargeInput = ZPayment.extend({
  customerId: ZId,
  rechargeRuleId: ZId.optional(),
  rechargeAmount: ZAmount.optional(),
});
/** prepayCard/giftRecharge: credits a gift card, creating it when its number is new (a number is made when absent). */
export const ZGiftRechargeInput = ZPayment.extend({
  cardNo: ZCardNo.optional(),
  phone: zText()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID')
    .optional()
    .default(''),
  rechargeAmount: ZAmount,
});
export const ZRechargeOutput = z.object({
  billId: z.number().int(),
  billOrderNo: z.string(),
  status: z.enum(['paid', 'unpaid']),
  card: ZPrepayCard,
});

/** prepayCard/updateOrderStatus: an unpaid recharge becomes paid (crediting its card once), with its transaction id. */
export const ZPrepayUpdateOrderStatusInput = z.object({
  billId: ZId,
  status: z.literal('paid', { error: 'CHECK_INPUT' }),
  transactionId: zText().trim().max(64, 'CHECK_INPUT').optional(),
});

/** prepayCard/update, prepayCard/delete: a gift card's holder phone and remark; deleting needs a zero balance. */
export const ZPrepayCardUpdateInput = z.object({
  id: ZId,
  phone: zText()
    .trim()
    .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID')
    .optional()
    .default(''),
  remark: zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default(''),
  version: ZRowVersion.optional(),
});
export const ZPrepayCardIdInput = z.object({ id: ZId });

/** prepayCardDet/queryList: both SPEC §7 forms ({key} and {cardNo, customPhone}). */
export const ZPrepayCardDetQueryListInput = ZListInput.extend({
  cardNo: zText().trim().max(32).optional().default(''),
  customPhone: zText().trim().max(24).optional().default(''),
});
export const ZPrepayLedgerRow = z.object({
  id: z.number().int(),
  billOrderNo: z.string(),
  cardNo: z.string(),
  /** 1 recharge, 2 consume, 3 refund, 4 correction, 5 gift. */
  changeType: z.number().int(),
  orderType: z.number().int(),
  customName: z.string(),
  customPhone: z.string(),
  appointProductTitle: z.string(),
  beforeBalance: z.number().int(),
  changeBalance: z.number().int(),
  afterBalance: z.number().int(),
  paidAmount: z.number().int(),
  giftAmount: z.number().int(),
  coupon: z.number().int(),
  giftVoucher: z.number().int(),
  memberDeduction: z.number().int(),
  discountDeduction: z.number().int(),
  reason: z.string(),
  billDay: z.string(),
  paidTime: z.string(),
});
export type TPrepayLedgerRow = z.infer<typeof ZPrepayLedgerRow>;

/** prepayCardRechargeRule/*: member recharge rules (SPEC §2.14). */
export const ZRechargeRule = z.object({
  id: z.number().int(),
  ruleName: z.string(),
  rechargeAmount: z.number().int(),
  giftAmount: z.number().int(),
  remark: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});
export type TRechargeRule = z.infer<typeof ZRechargeRule>;
export const ZRechargeRuleQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const ZRechargeRuleIdInput = z.object({ id: ZId });
export const ZRechargeRuleCreateInput = z.object({
  ruleName: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(30, 'CHECK_INPUT'),
  rechargeAmount: ZAmountOrZero,
  giftAmount: ZAmountOrZero.optional().default(0),
  remark: zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default(''),
});
export const ZRechargeRuleUpdateInput = ZRechargeRuleCreateInput.extend({
  id: ZId,
  version: ZRowVersion.optional(),
});
