import { z } from 'zod';
import { ZCents, ZId, ZListInput } from './common';
import { INT4_MAX, ZRowVersion, zText } from './safe-values';

/** Project (service) management (SPEC §2.15, §3, §5, §9). Prices are integer cents (ADR 003). */
export const DEFAULT_PROJECT_COLOR = 'rgba(97,169,224,0.5)';
export const DURATION_STEP = 15;

/** The 16 preset semi-transparent colours of the picker (SPEC §2.15, §9). */
export const PRESET_PROJECT_COLORS = [
  'rgba(97,169,224,0.5)',
  'rgba(245,108,108,0.5)',
  'rgba(103,194,58,0.5)',
  'rgba(230,162,60,0.5)',
  'rgba(144,147,153,0.5)',
  'rgba(155,89,182,0.5)',
  'rgba(26,188,156,0.5)',
  'rgba(241,196,15,0.5)',
  'rgba(231,76,60,0.5)',
  'rgba(52,152,219,0.5)',
  'rgba(46,204,113,0.5)',
  'rgba(255,105,180,0.5)',
  'rgba(255,165,0,0.5)',
  'rgba(0,128,128,0.5)',
  'rgba(128,0,128,0.5)',
  'rgba(210,105,30,0.5)',
] as const;
/** SPEC §9: the picker remembers up to 8 recently used colours. */
export const COLOR_HISTORY_MAX = 8;

const RGBA = /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/;
const HEX = /^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
export const ZColor = zText()
  .trim()
  .max(40, 'COLOR_INVALID')
  .refine((c) => RGBA.test(c) || HEX.test(c), { message: 'COLOR_INVALID' });

export const ZProductType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 3 marks a type kept for temporary staff: left out of the project form's type select. */
  accountType: z.number().int(),
  createTime: z.string(),
  productCount: z.number().int(),
  version: z.number().int(),
});
export type TProductType = z.infer<typeof ZProductType>;

export const ZProductTypeQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(5000),
});
export const ZProductTypeIdInput = z.object({ id: ZId });
const ZTypeName = zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(30, 'CHECK_INPUT');
export const ZProductTypeCreateInput = z.object({
  name: ZTypeName,
  accountType: z
    .union([z.literal(0), z.literal(3)], { error: 'CHECK_INPUT' })
    .optional()
    .default(0),
});
/** An update that leaves accountType out keeps the stored one. */
export const ZProductTypeUpdateInput = ZProductTypeCreateInput.extend({
  id: ZId,
  accountType: z.union([z.literal(0), z.literal(3)], { error: 'CHECK_INPUT' }).optional(),
  version: ZRowVersion.optional(),
});

export const ZProduct = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  projectName: z.string(),
  /** Cents. */
  unitPrice: z.number().int(),
  price: z.number().int(),
  duration: z.number().int(),
  bgColor: z.string(),
  visitFlag: z.enum(['0', '1']),
  visitDays: z.number().int(),
  productTypeId: z.number().int(),
  productTypeName: z.string(),
  sortOrder: z.number().int(),
  delFlag: z.number().int(),
  /** Set by queryProductListByAccount: 1 when the project is hot for that account. */
  hotFlag: z.number().int().optional(),
  createTime: z.string(),
  version: z.number().int(),
});
export type TProduct = z.infer<typeof ZProduct>;

export const ZProductQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
  productTypeId: ZId.optional(),
});
export const ZProductIdInput = z.object({ productId: ZId });
export const ZProductQueryByAccountInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(500).default(500),
  accountId: ZId,
  hotFlag: z.coerce.number().int().min(0).max(1).optional(),
});

const ZDuration = z
  .number({ error: 'DURATION_STEP' })
  .int('DURATION_STEP')
  .min(DURATION_STEP, 'DURATION_STEP')
  .max(1440, 'DURATION_STEP')
  .refine((d) => d % DURATION_STEP === 0, { message: 'DURATION_STEP' });

const productFields = {
  name: zText({ error: 'PRODUCT_NAME_REQUIRED' }).trim().min(1, 'PRODUCT_NAME_REQUIRED').max(50, 'CHECK_INPUT'),
  unitPrice: ZCents.min(0, 'AMOUNT_ERROR').max(100_000_000, 'AMOUNT_ERROR'),
  duration: ZDuration,
  bgColor: ZColor.optional().default(DEFAULT_PROJECT_COLOR),
  visitFlag: z.enum(['0', '1'], { error: 'CHECK_INPUT' }).optional().default('0'),
  visitDays: z.number().int('CHECK_INPUT').min(0, 'CHECK_INPUT').max(3650, 'CHECK_INPUT').optional().default(0),
  productTypeId: z
    .number({ error: 'PRODUCT_TYPE_REQUIRED' })
    .int('PRODUCT_TYPE_REQUIRED')
    .positive('PRODUCT_TYPE_REQUIRED')
    .max(INT4_MAX, 'PRODUCT_TYPE_REQUIRED'),
};
export const ZProductCreateInput = z.object(productFields);
export const ZProductUpdateInput = z.object({
  productId: ZId,
  ...productFields,
  version: ZRowVersion.optional(),
});
/** product/delete carries the project's fields (SPEC §7); only productId and delFlag 1 matter. */
export const ZProductDeleteInput = z
  .object({ productId: ZId, delFlag: z.literal(1).optional().default(1) })
  .passthrough();
export const ZProductUpdateSortOrderInput = z.object({
  productId: ZId,
  sortOrder: z.number().int('CHECK_INPUT').min(0, 'CHECK_INPUT').max(1_000_000, 'CHECK_INPUT'),
});
export const ZProductUpdateBgColorInput = z.object({ productId: ZId, bgColor: ZColor });
