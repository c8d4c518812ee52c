import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { ORDER_TYPES, PAY_TYPES, ZAmountOrZero } from './prepay';
import { INT4_MAX, ZRowVersion, zDate, zMultiLineText, zText, zTimeOfDay } from './safe-values';

/**
 * Front-desk bookkeeping, the finance table and the order history (SPEC §2.9, §2.10, §2.12, §3 'Bill', 'Bill
 * detail', 'Bill statistics', §5 'Bookkeeping', §7 bill/*). Money is integer cents in the shop's currency (ADR 003);
 * times of day are 'HH:mm' in the shop's wall-clock. ADR 016 records the readings this contract makes.
 */

export const ZBillDay = zDate({ error: 'CHECK_INPUT' });
export const ZRecordTime = zTimeOfDay();

/** A deduction in cents: 0 or more, each with its own SPEC §8 message. */
const deduction = (key: string) => z.number({ error: key }).int(key).min(0, key).max(100_000_000, key);
export const ZCoupon = deduction('COUPON_AMOUNT_ERROR');
export const ZGiftVoucher = deduction('GIFT_CARD_AMOUNT_ERROR');
export const ZMemberDeduction = deduction('MEMBER_AMOUNT_ERROR');
export const ZDiscountDeduction = deduction('DISCOUNT_AMOUNT_ERROR');

/** A staff line's amount: whole cents, 0 or more ('Amount error' otherwise). */
export const ZLineAmount = ZAmountOrZero;
/** A signed performance adjustment in cents, outside the bill's total (ADR 016). */
export const ZAdjustment = z
  .number({ error: 'AMOUNT_ERROR' })
  .int('AMOUNT_ERROR')
  .min(-100_000_000, 'AMOUNT_ERROR')
  .max(100_000_000, 'AMOUNT_ERROR');

const ZPhoneText = zText()
  .trim()
  .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID');

/**
 * One staff line as entered: a staff member by id, or a temporary employee by name and phone (who becomes an
 * accountType 3 account of that day, reused for the same phone on the same day).
 */
export const ZBillStaffInput = z.object({
  shopAccountId: ZId.optional(),
  tempName: zText().trim().max(40, 'CHECK_INPUT').optional(),
  tempPhone: ZPhoneText.optional(),
  amount: ZLineAmount,
  borrowed: z
    .union([z.literal(0), z.literal(1)], { error: 'CHECK_INPUT' })
    .optional()
    .default(0),
  adjustment: ZAdjustment.optional().default(0),
});
export type TBillStaffInput = z.input<typeof ZBillStaffInput>;

/** How the actual amount is paid. With cashAmount or cardAmount sent, the two parts must add up to it. */
const ZTender = z.object({
  payType: z.enum(PAY_TYPES, { error: 'CHECK_INPUT' }),
  cashAmount: ZAmountOrZero.optional(),
  cardAmount: ZAmountOrZero.optional(),
  /**
   * The cash the customer handed over (ADR 027), when the till records it: at least the cash part
   * (CASH_RECEIVED_TOO_LOW); the change is the difference. Only with a cash part.
   */
  cashReceived: ZAmountOrZero.optional(),
});

const ZDeductions = z.object({
  coupon: ZCoupon.optional().default(0),
  giftVoucher: ZGiftVoucher.optional().default(0),
  /** The gift card the gift voucher is taken from; required when giftVoucher > 0. */
  giftCardNo: zText().trim().max(32, 'CHECK_INPUT').optional(),
  memberDeduction: ZMemberDeduction.optional().default(0),
  discountDeduction: ZDiscountDeduction.optional().default(0),
});

/**
 * bill/create. A front-desk bill: staff lines adding up to totalAmount, projects (each once), deductions (the
 * member card is the customer's, the gift voucher is taken from giftCardNo), and the actual amount
 * (total − deductions) paid by payType. A member or gift-card recharge: the prepaid ledger's recharge (the customer's
 * member card, or giftCardNo / a new gift card), with rechargeAmount or a recharge rule; it has no staff lines.
 * status 'unpaid' records the order and touches no card until bill/updateOrderStatus.
 */
export const ZBillCreateInput = ZTender.extend(ZDeductions.shape).extend({
  orderType: z.enum(ORDER_TYPES, { error: 'CHECK_INPUT' }).optional().default('frontDesk'),
  status: z.enum(['paid', 'unpaid'], { error: 'CHECK_INPUT' }).optional().default('paid'),
  /** The bill date in the shop's zone; today when absent. */
  billDay: ZBillDay.optional(),
  /** The record time, 'HH:mm'; now (shop wall-clock) when absent on today, the opening time on another day. */
  recordTime: ZRecordTime.optional(),
  customerCount: z
    .number({ error: 'CHECK_INPUT' })
    .int('CHECK_INPUT')
    .min(0, 'CHECK_INPUT')
    .max(999, 'CHECK_INPUT')
    .optional()
    .default(1),
  /** The reason (SPEC §2.9), a free remark. */
  reason: zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default(''),
  customerId: ZId.optional(),
  /** A walk-in's name and phone as typed, when there is no customer record. */
  customName: zText().trim().max(40, 'CHECK_INPUT').optional().default(''),
  customPhone: ZPhoneText.optional().default(''),
  staff: z.array(ZBillStaffInput, { error: 'STAFF_REQUIRED' }).max(50, 'CHECK_INPUT').optional().default([]),
  productIds: z.array(ZId, { error: 'CHECK_INPUT' }).max(50, 'CHECK_INPUT').optional().default([]),
  totalAmount: ZLineAmount.optional(),
  /** Recharges: the amount paid (or a member recharge rule's), credited to the card. */
  rechargeAmount: ZAmountOrZero.optional(),
  rechargeRuleId: ZId.optional(),
  /** A gift-card recharge's holder phone when the card is new. */
  phone: ZPhoneText.optional(),
});
export type TBillCreateInput = z.input<typeof ZBillCreateInput>;

/** bill/createByAppoint: a front-desk bill for an appointment; its customer comes from the appointment. */
export const ZBillCreateByAppointInput = ZBillCreateInput.omit({
  orderType: true,
  customerId: true,
  customName: true,
  customPhone: true,
  rechargeAmount: true,
  rechargeRuleId: true,
  phone: true,
}).extend({ appointId: ZId });

export const ZBillLine = z.object({
  id: z.number().int(),
  shopAccountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  amount: z.number().int(),
  borrowed: z.number().int(),
  adjustment: z.number().int(),
  /** The amount before the latest edit, or null when never edited. */
  amountBefore: z.number().int().nullable(),
  changeReason: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TBillLine = z.infer<typeof ZBillLine>;

export const ZBillProduct = z.object({ productId: z.number().int(), name: z.string(), unitPrice: z.number().int() });

/** A bill (SPEC §3 'Bill (order)') as the order history and the bookkeeping screen read it. */
export const ZBill = z.object({
  id: z.number().int(),
  billOrderNo: z.string(),
  /** frontDesk, memberRecharge or giftCardRecharge; a screen shows any other value as 'unknown'. */
  orderType: z.string(),
  payType: z.string(),
  status: z.enum(['paid', 'unpaid']),
  totalAmount: z.number().int(),
  actualAmount: z.number().int(),
  cashAmount: z.number().int(),
  cardAmount: z.number().int(),
  /** The cash handed over, when the till recorded it (ADR 027); null otherwise. */
  cashReceived: z.number().int().nullable(),
  /** The change given: cashReceived − cashAmount, 0 when the cash received was not recorded. */
  changeAmount: z.number().int(),
  giftAmount: z.number().int(),
  coupon: z.number().int(),
  giftVoucher: z.number().int(),
  memberDeduction: z.number().int(),
  discountDeduction: z.number().int(),
  memberCardNo: z.string(),
  giftCardNo: z.string(),
  billDay: z.string(),
  recordTime: z.string(),
  customerCount: z.number().int(),
  reason: z.string(),
  customerId: z.number().int().nullable(),
  customName: z.string(),
  customPhone: z.string(),
  appointId: z.number().int(),
  transactionId: z.string(),
  createTime: z.string(),
  /** When it was paid; '' while unpaid. */
  paidTime: z.string(),
  staff: z.array(ZBillLine),
  products: z.array(ZBillProduct),
  version: z.number().int(),
});
export type TBill = z.infer<typeof ZBill>;

/**
 * bill/edit: changes a bill's amounts with a required reason. Every staff line of the bill is sent with its new
 * amount (the total becomes their sum); deductions and tender are sent in full. A changed card deduction writes a
 * correction row in that card's ledger; a changed line keeps its amount before the change, the reason and the time.
 */
export const ZBillEditInput = ZTender.extend(ZDeductions.shape).extend({
  billId: ZId,
  version: ZRowVersion,
  reason: zMultiLineText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(200, 'CHECK_INPUT'),
  lines: z
    .array(z.object({ id: ZId, amount: ZLineAmount, adjustment: ZAdjustment.optional() }), { error: 'STAFF_REQUIRED' })
    .min(1, 'STAFF_REQUIRED')
    .max(50, 'CHECK_INPUT'),
});

/** bill/transfer: a staff line goes to another technician, with a reason; both are required (SPEC §5). */
export const ZBillTransferInput = z.object({
  lineId: ZId,
  shopAccountId: z
    .number({ error: 'TECHNICIAN_AND_REASON_REQUIRED' })
    .int()
    .positive('TECHNICIAN_AND_REASON_REQUIRED')
    .max(INT4_MAX, 'TECHNICIAN_AND_REASON_REQUIRED'),
  reason: zMultiLineText({ error: 'TECHNICIAN_AND_REASON_REQUIRED' })
    .trim()
    .min(1, 'TECHNICIAN_AND_REASON_REQUIRED')
    .max(200, 'CHECK_INPUT'),
});

/** bill/updateOrderStatus: an unpaid order becomes paid (its card movements happen now), with a transaction id. */
export const ZBillUpdateOrderStatusInput = z.object({
  billId: ZId,
  status: z.literal('paid', { error: 'CHECK_INPUT' }),
  transactionId: zText().trim().max(64, 'CHECK_INPUT').optional(),
});

/** bill/updateOrderTransactionId: stores the payment provider's transaction id on an order. */
export const ZBillUpdateTransactionIdInput = z.object({
  billId: ZId,
  transactionId: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(64, 'CHECK_INPUT'),
});

/** bill/leaveJob: a staff member leaves the post (jobFlag 2, red in the finance table) or returns (jobFlag 0). */
export const ZBillLeaveJobInput = z.object({
  shopAccountId: ZId,
  jobFlag: z.union([z.literal(0), z.literal(2)], { error: 'CHECK_INPUT' }),
});
export const ZBillLeaveJobOutput = z.object({ shopAccountId: z.number().int(), jobFlag: z.number().int() });

/** bill/queryBillList: the finance table of one day (SPEC §2.10). */
export const ZBillQueryListInput = ZListInput.extend({ billDay: ZBillDay });

/** A finance-table cell (SPEC §3 'Bill detail'). appointId is 0 for a bill not started from an appointment. */
export const ZBillDet = z.object({
  id: z.number().int(),
  billId: z.number().int(),
  billOrderNo: z.string(),
  billStatus: z.enum(['paid', 'unpaid']),
  billStartTime: z.string(),
  shopAccountId: z.number().int(),
  billAmt: z.number().int(),
  borrowed: z.number().int(),
  adjustment: z.number().int(),
  appointId: z.number().int(),
  appointProductTitle: z.string(),
  appointCustomName: z.string(),
  appointCustomPhone: z.string(),
  appointDay: z.string(),
  appointStartTime: z.string(),
  billAmtChangeReson: z.string(),
  /** The amount before the latest change; null when never edited. */
  billAmtChange: z.number().int().nullable(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type TBillDet = z.infer<typeof ZBillDet>;

/** A finance-table column: one staff account with its cells of the day. */
export const ZBillColumn = z.object({
  shopAccountId: z.number().int(),
  accountName: z.string(),
  accountType: z.number().int(),
  jobFlag: z.number().int(),
  financeFlag: z.number().int(),
  billDetList: z.array(ZBillDet),
});
export type TBillColumn = z.infer<typeof ZBillColumn>;

/** SPEC §3 'Bill statistics' for the day, with the sum of billAmt; never sent to accountType 2. */
export const ZStaticOrder = z.object({
  totalAmount: z.number().int(),
  coupon: z.number().int(),
  discountDeduction: z.number().int(),
  memberDeduction: z.number().int(),
  giftVoucher: z.number().int(),
  rechargeAmount: z.number().int(),
  rechargeAmountGift: z.number().int(),
});
export type TStaticOrder = z.infer<typeof ZStaticOrder>;

/** What bill/queryBillList sends beside its page: the day's totals (null for accountType 2) and its rows. */
export const ZBillListExtra = z.object({
  staticOrder: ZStaticOrder.nullable(),
  /** The table's rows: 15-minute slots of the weekday's hours (08:00–20:00 when none), stretched to every bill. */
  slots: z.array(z.string()),
});
export type TBillListExtra = z.infer<typeof ZBillListExtra>;

/** bill/queryHisOrderList: the order history with its filters (SPEC §2.12). */
export const ZBillHisOrderInput = ZListInput.extend({
  orderType: z.enum(ORDER_TYPES, { error: 'CHECK_INPUT' }).optional(),
  payType: z.enum(PAY_TYPES, { error: 'CHECK_INPUT' }).optional(),
  status: z.enum(['paid', 'unpaid'], { error: 'CHECK_INPUT' }).optional(),
  shopAccountId: ZId.optional(),
  startDay: ZBillDay.optional(),
  endDay: ZBillDay.optional(),
});

/** The finance table's row of a record time: its 15-minute slot. */
export function slotOf(recordTime: string): string {
  const [h, m] = recordTime.split(':');
  return `${h}:${String(Math.floor(Number(m) / 15) * 15).padStart(2, '0')}`;
}
