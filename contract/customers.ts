import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { ZRowVersion, zDate, zMultiLineText, zText } from './safe-values';
import { isSearchKeyLongEnough } from './search-keys';

/**
 * Customers, blacklist and follow-up visits (SPEC §2.11, §3, §4, §5). Money is integer cents (ADR 003). Phones are
 * stored as typed and searched in international form (the shop's area code for a number typed without '+'). A
 * family may share one phone, so a phone can match several customers.
 */

/** SPEC §5 'customPhone required and numeric': digits, with spaces or dashes between and an optional leading '+'. */
export const ZCustomerPhone = zText({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, 'FIELD_REQUIRED')
  .regex(/^\+?[0-9][0-9 -]{4,19}$/, 'PHONE_INVALID');
/** The name is required; the SPEC's unused 3–5 character rule is not applied (ADR 010). */
export const ZCustomerName = zText({ error: 'CUSTOMER_NAME_REQUIRED' })
  .trim()
  .min(1, 'CUSTOMER_NAME_REQUIRED')
  .max(30, 'CHECK_INPUT');
/** An optional e-mail address, where receipts can be sent (issue 21). */
export const ZCustomerEmail = z
  .union([z.literal(''), zText().trim().max(100, 'CHECK_INPUT').email('EMAIL_INVALID')], { error: 'EMAIL_INVALID' })
  .optional()
  .default('');
/** SPEC §5, §9: a remark is at most 100 characters. */
export const ZCustomerRemark = zMultiLineText().trim().max(100, 'CHECK_INPUT').optional().default('');
const ZBirthday = z
  .union([z.literal(''), zDate()])
  .optional()
  .default('');

/** 0 all, 1 regular users, 2 members (SPEC §2.11 'filter by user type'). */
export const ZUserType = z.coerce.number().int().min(0, 'CHECK_INPUT').max(2, 'CHECK_INPUT').optional().default(0);

/** A customer as the lists show it. */
export const ZCustomer = z.object({
  id: z.number().int(),
  customName: z.string(),
  customPhone: z.string(),
  email: z.string(),
  birth: z.string(),
  remark: z.string(),
  vipFlag: z.number().int(),
  /** 'normal' or 'blacklisted'. */
  status: z.enum(['normal', 'blacklisted']),
  /** The member card's number, '' for a regular user. */
  cardNo: z.string(),
  availableBalance: z.number().int(),
  visitCount: z.number().int(),
  totalSpend: z.number().int(),
  createTime: z.string(),
  version: z.number().int(),
});
export type TCustomer = z.infer<typeof ZCustomer>;

/**
 * custom/queryById: the detail (SPEC §2.11). averageSpend is totalSpend / visitCount rounded to the cent;
 * activityLevel comes from the last visit: 'active' within 60 days, 'dormant' within 180, 'lost' after, 'new' never.
 */
export const ZCustomerDetail = ZCustomer.extend({
  remark1: z.string(),
  remark2: z.string(),
  remark3: z.string(),
  remark4: z.string(),
  rating: z.number().int(),
  averageSpend: z.number().int(),
  visitFollowCount: z.number().int(),
  activityLevel: z.enum(['new', 'active', 'dormant', 'lost']),
  lastVisitTime: z.string(),
  favouriteTeacher: z.string(),
  blacklistReason: z.string(),
});
export type TCustomerDetail = z.infer<typeof ZCustomerDetail>;

/**
 * A customer as the search shows it to a caller with neither the customers nor the checkout menu (the booking form of
 * a technician, ADR 021): enough to pick the right person and book them by id, and no more. The phone is masked.
 */
export const ZCustomerMatch = z.object({
  id: z.number().int(),
  customName: z.string(),
  customPhone: z.string(),
  vipFlag: z.number().int(),
  cardNo: z.string(),
});
export type TCustomerMatch = z.infer<typeof ZCustomerMatch>;
/** custom/queryCustomList's item: the full row for the customers or checkout menu, else the match. */
export const ZCustomerListItem = z.union([ZCustomer, ZCustomerMatch]);

/**
 * custom/queryCustomList: with a key it is the customer search and needs no internal password; the key is at least 2
 * characters of a name or 4 digits of a phone or card number (SEARCH_KEY_TOO_SHORT) and the search answers at most
 * 20 customers. Without a key it lists every customer and needs the customers menu and the internal password
 * (SPEC §2.2 customerAll, §6; ADR 021).
 */
export const ZCustomQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(500).default(10),
  key: zText()
    .max(100)
    .refine((key) => key.trim() === '' || isSearchKeyLongEnough(key), { message: 'SEARCH_KEY_TOO_SHORT' })
    .optional()
    .default(''),
  userType: ZUserType,
});
export const ZCustomIdInput = z.object({ id: ZId });

export const ZCustomCreateInput = z.object({
  customName: ZCustomerName,
  customPhone: ZCustomerPhone,
  email: ZCustomerEmail,
  birth: ZBirthday,
  remark: ZCustomerRemark,
  rating: z.coerce.number().int().min(0, 'CHECK_INPUT').max(5, 'CHECK_INPUT').optional().default(0),
});
export const ZCustomUpdateInput = ZCustomCreateInput.extend({
  id: ZId,
  /** The version the form was loaded with; a stale one answers CONFLICT. */
  version: ZRowVersion.optional(),
});
/** custom/updateRemark: the detail's remark and remarks 1–4, each at most 100 characters. */
export const ZCustomUpdateRemarkInput = z.object({
  id: ZId,
  remark: ZCustomerRemark,
  remark1: ZCustomerRemark,
  remark2: ZCustomerRemark,
  remark3: ZCustomerRemark,
  remark4: ZCustomerRemark,
});

/** custom/queryHistoryPoint, custom/queryHistoryBill: a customer's appointments and bills, newest first. */
export const ZCustomHistoryInput = ZListInput.extend({ id: ZId });
export const ZCustomerBillRow = z.object({
  id: z.number().int(),
  billOrderNo: z.string(),
  orderType: z.string(),
  payType: z.string(),
  totalAmount: z.number().int(),
  actualAmount: z.number().int(),
  billDay: z.string(),
  createTime: z.string(),
  projects: z.string(),
  staff: z.string(),
});
export const ZCustomerAppointRow = z.object({
  id: z.number().int(),
  appointDay: z.string(),
  startTime: z.string(),
  projects: z.string(),
  technician: z.string(),
  status: z.string(),
});

/** customBlank/*: the blacklist (SPEC §2.11). */
export const ZBlacklistEntry = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  phoneNumber: z.string(),
  remark: z.string(),
  createTime: z.string(),
});
export const ZCustomBlankQueryListInput = ZListInput;
export const ZCustomBlankCreateInput = z.object({ customerId: ZId, remark: ZCustomerRemark });
export const ZCustomBlankDelInput = z.object({ customerId: ZId });

/** customVisit/*: follow-up visits. dutyFlag 0 not followed up, 1 followed up, 2 skipped; remark is the result. */
export const VISIT_STATUS = { pending: 0, done: 1, skipped: 2 } as const;
export const ZCustomerVisit = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  phoneNumber: z.string(),
  appointDay: z.string(),
  dueDay: z.string(),
  salonProductName: z.string(),
  dutyFlag: z.number().int(),
  remark: z.string(),
  version: z.number().int(),
});
export const ZCustomVisitQueryListInput = ZListInput.extend({
  dutyFlag: z.coerce.number().int().min(0, 'CHECK_INPUT').max(2, 'CHECK_INPUT').optional(),
});
export const ZCustomVisitUpdateInput = z.object({
  id: ZId,
  dutyFlag: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'CHECK_INPUT' }),
  remark: zMultiLineText().trim().max(200, 'CHECK_INPUT').optional().default(''),
  version: ZRowVersion.optional(),
});
