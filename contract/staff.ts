import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { isChangedPassword, isNewInsidePassword, isRegistrationPassword } from './passwords';
import { ZRowVersion, zText } from './safe-values';

/**
 * Staff (SPEC §2.16, §3, §6).
 * - staffType: 1 manager, 2 staff (salesperson), 3 temporary; the list shows type 4 'resigned' while departed.
 * - accountType: 1 owner; 2 bypasses the internal password and never receives the finance footer totals;
 *   3 temporary (left out of technician and billing lists); 0 everyone else. A temporary staff type is accountType 3.
 * - appointFlag 0 = bookable, financeFlag 0 = can bill, workFlag 0 = on duty.
 */
export const STAFF_TYPES = { manager: 1, staff: 2, temporary: 3, resigned: 4 } as const;
export const ZStaffType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'CHECK_INPUT' });
const ZFlag = z.union([z.literal(0), z.literal(1)], { error: 'CHECK_INPUT' });

export const ZStaff = z.object({
  id: z.number().int(),
  name: z.string(),
  accountName: z.string(),
  /** 1 manager, 2 staff, 3 temporary, 4 resigned. */
  type: z.number().int(),
  phone: z.string(),
  /** The login name, '' when the staff member has no login. */
  account: z.string(),
  accountType: z.number().int(),
  appointFlag: z.number().int(),
  financeFlag: z.number().int(),
  workFlag: z.number().int(),
  jobFlag: z.number().int(),
  status: z.enum(['normal', 'resigned']),
  hasInsidePassword: z.boolean(),
  createDate: z.string(),
  sortOrder: z.number().int(),
  version: z.number().int(),
});
export type TStaff = z.infer<typeof ZStaff>;

/**
 * queryMemList: with appointFlag 0 the technician list, with financeFlag 0 the billing list; both leave out
 * resigned and temporary (accountType 3) staff. Without either, the management list, resigned included.
 */
export const ZAccountQueryMemListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
  appointFlag: z.coerce.number().int().min(0).max(1).optional(),
  financeFlag: z.coerce.number().int().min(0).max(1).optional(),
});
export const ZAccountIdInput = z.object({ id: ZId });

const ZStaffName = zText({ error: 'STAFF_NAME_REQUIRED' }).trim().min(1, 'STAFF_NAME_REQUIRED').max(30, 'CHECK_INPUT');
const ZOptionalPhone = zText()
  .trim()
  .regex(/^(\+?[0-9][0-9 -]{4,19})?$/, 'PHONE_INVALID')
  .optional()
  .default('');

export const ZAccountCreateMemInput = z.object({
  name: ZStaffName,
  phone: ZOptionalPhone,
  type: ZStaffType.default(2),
  /** 0, or 2 for a manager who skips the internal password (SPEC §6). Temporary staff are always 3. */
  accountType: z
    .union([z.literal(0), z.literal(2)], { error: 'CHECK_INPUT' })
    .optional()
    .default(0),
  appointFlag: ZFlag.optional().default(0),
  financeFlag: ZFlag.optional().default(0),
  workFlag: ZFlag.optional().default(0),
});
export const ZAccountUpdateMemInput = ZAccountCreateMemInput.extend({
  id: ZId,
  /** The version the form was loaded with; a stale one answers CONFLICT. */
  version: ZRowVersion.optional(),
});

/** A password field checked by a rule, answering that rule's key. */
export const password = (ok: (s: string) => boolean, key: string) =>
  zText({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED').max(64, 'CHECK_INPUT').refine(ok, { message: key });

/** A login account name: letters, digits and _ . @ - (the same rule as at sign-up). */
export const ZAccountName = zText({ error: 'ACCOUNT_REQUIRED' })
  .trim()
  .min(1, 'ACCOUNT_REQUIRED')
  .max(50, 'CHECK_INPUT')
  .regex(/^[A-Za-z0-9_.@-]+$/, 'CHECK_INPUT');

/** Gives a staff member a login (or changes its name and password). Headquarters shop manager only (SPEC §6). */
export const ZAccountSetAccountInput = z
  .object({
    id: ZId,
    account: ZAccountName,
    password: password(isRegistrationPassword, 'PASSWORD_RULE'),
    confirmPassword: zText({ error: 'FIELD_REQUIRED' }),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'PASSWORDS_MISMATCH', path: ['confirmPassword'] });

/** The caller changes their own login password (SPEC §5 'Change password'). */
export const ZAccountUpdatePassInput = z
  .object({
    oldPassword: zText({ error: 'FIELD_REQUIRED' }).min(1, 'FIELD_REQUIRED').max(64, 'CHECK_INPUT'),
    newPassword: password(isChangedPassword, 'PASSWORD_TOO_SHORT'),
    confirmPassword: zText({ error: 'FIELD_REQUIRED' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'PASSWORDS_SHOULD_MATCH',
    path: ['confirmPassword'],
  });

/** A manager sets a new login password for a staff member; that member's sessions end. */
export const ZAccountResetPassInput = z
  .object({
    id: ZId,
    newPassword: password(isChangedPassword, 'PASSWORD_TOO_SHORT'),
    confirmPassword: zText({ error: 'FIELD_REQUIRED' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'PASSWORDS_SHOULD_MATCH',
    path: ['confirmPassword'],
  });

/**
 * The internal password (SPEC §5, ADR 004): a new one needs 9+ letters and digits.
 * - For oneself: prove it with the old internal password, or with the login password when it is forgotten (reset).
 * - For another staff member (id not the caller): the owner sets it, no proof needed.
 */
export const ZAccountUpdateInsidePassInput = z
  .object({
    id: ZId.optional(),
    oldPassword: zText().max(64, 'CHECK_INPUT').optional(),
    loginPassword: zText().max(64, 'CHECK_INPUT').optional(),
    newPassword: password(isNewInsidePassword, 'INSIDE_PASSWORD_RULE'),
    confirmPassword: zText({ error: 'FIELD_REQUIRED' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'PASSWORDS_SHOULD_MATCH',
    path: ['confirmPassword'],
  });

export const ZAccountUpdateWorkFlagInput = z.object({ id: ZId, workFlag: ZFlag });
export const ZAccountUpdateAppointFlagInput = z.object({ id: ZId, appointFlag: ZFlag });
export const ZAccountUpdateFinanceFlagInput = z.object({ id: ZId, financeFlag: ZFlag });

/** Appointable projects per staff member, with hot flags. No rows means every project (ADR 007). */
export const ZAccountProduct = z.object({
  accountId: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  productTypeId: z.number().int(),
  hotFlag: z.number().int(),
});
export const ZAccountProductQueryInput = z.object({ accountId: ZId });
export const ZAccountProductQueryOutput = z.object({
  /** true when the account has no chosen projects and so can be booked for every project. */
  allProducts: z.boolean(),
  list: z.array(ZAccountProduct),
});
export const ZAccountProductAddOrUpdateInput = z.object({
  accountId: ZId,
  products: z
    .array(z.object({ productId: ZId, hotFlag: ZFlag.optional().default(0) }))
    .max(1000, 'CHECK_INPUT')
    .refine((list) => new Set(list.map((p) => p.productId)).size === list.length, { message: 'PRODUCT_SELECTED' }),
});

/** Per-employee menu grants (SPEC §6): first-level menu ids; a second-level id grants its parent. */
export const ZUserMenuAssignMenusInput = z.object({
  accountId: ZId,
  menuIds: z.array(ZId).max(100, 'CHECK_INPUT'),
});

/** UI style per account (SPEC §2.16). */
export const FONT_SIZES = ['small', 'default', 'large'] as const;
export const ZUiStyle = z.object({ fontSize: z.enum(FONT_SIZES, { error: 'CHECK_INPUT' }) });
