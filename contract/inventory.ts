import { z } from 'zod';
import { ZId, ZListInput } from './common';
import { INT4_MAX, ZRowVersion, zText } from './safe-values';

/**
 * Inventory (SPEC §2.13, §3, §5, ADR 026): types, items, their stock movements and tags. Prices are integer cents
 * (ADR 003); quantities are whole units.
 */

/** The largest quantity an item holds and the largest single change (a million units). */
export const INVENTORY_AMOUNT_MAX = 1_000_000;
/** A retail price up to 1,000,000.00, as the projects' prices. */
export const INVENTORY_PRICE_MAX = 100_000_000;
/** SPEC §9: the alert poll asks for up to 500 items. */
export const INVENTORY_ALERT_LIMIT = 500;
/** Items one batch change may touch. */
export const INVENTORY_BATCH_MAX = 100;
/** Tags one item may carry. */
export const INVENTORY_TAGS_MAX = 20;
/** The preset tags the tag editor offers (issue 20), as catalog keys; a tag is stored as the text the shop sees. */
export const INVENTORY_PRESET_TAGS = ['manufacturerUnreachable', 'outOfStock', 'discontinued'] as const;

/** Why a quantity changed: a stock movement's kind (ADR 026). */
export const INVENTORY_MOVEMENT_KINDS = ['initial', 'restock', 'use', 'sale', 'loss', 'count', 'edit'] as const;
export type TInventoryMovementKind = (typeof INVENTORY_MOVEMENT_KINDS)[number];
/** The kinds a person chooses when changing a quantity (initial and edit are written by create and update). */
export const INVENTORY_CHANGE_KINDS = ['restock', 'use', 'sale', 'loss', 'count'] as const;
export type TInventoryChangeKind = (typeof INVENTORY_CHANGE_KINDS)[number];

const zQuantity = (key = 'CHECK_INPUT') => z.number({ error: key }).int(key).min(0, key).max(INVENTORY_AMOUNT_MAX, key);
/** A quantity change: a whole number of units, not zero, up to a million either way. */
const ZChange = z
  .number({ error: 'CHECK_INPUT' })
  .int('CHECK_INPUT')
  .min(-INVENTORY_AMOUNT_MAX, 'CHECK_INPUT')
  .max(INVENTORY_AMOUNT_MAX, 'CHECK_INPUT')
  .refine((n) => n !== 0, { message: 'CHECK_INPUT' });
const ZRemark = zText().trim().max(100, 'CHECK_INPUT').optional().default('');

// ---- Types ----

export const ZInventoryType = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Live items of the type. */
  inventoryCount: z.number().int(),
  createTime: z.string(),
  version: z.number().int(),
});
export type TInventoryType = z.infer<typeof ZInventoryType>;

export const ZInventoryTypeQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(100),
});
export const ZInventoryTypeIdInput = z.object({ id: ZId });
const ZInventoryTypeName = zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(30, 'CHECK_INPUT');
export const ZInventoryTypeCreateInput = z.object({ name: ZInventoryTypeName });
export const ZInventoryTypeUpdateInput = z.object({
  id: ZId,
  name: ZInventoryTypeName,
  version: ZRowVersion.optional(),
});

// ---- Items ----

export const ZInventoryTag = z.object({ id: z.number().int(), name: z.string() });
export type TInventoryTag = z.infer<typeof ZInventoryTag>;

export const ZInventoryItem = z.object({
  id: z.number().int(),
  inventoryId: z.number().int(),
  inventoryTypeId: z.number().int(),
  inventoryTypeName: z.string(),
  inventoryName: z.string(),
  factoryNo: z.string(),
  /** Retail price of one unit, cents. */
  price: z.number().int(),
  /** price × amount, cents: the retail value of the stock on the shelf (derived, ADR 026). */
  priceAll: z.number().int(),
  /** Units in stock. */
  amount: z.number().int(),
  /** Units set aside (testers, display, kept for a customer): in stock but not available. */
  amountReserved: z.number().int(),
  /** amount − amountReserved: what can be used or sold now; the alert compares it (ADR 026). */
  amountCanUse: z.number().int(),
  /** The highest quantity the item has held (ADR 026). */
  amountMax: z.number().int(),
  storePlace: z.string(),
  notifyFlag: z.union([z.literal(0), z.literal(1)]),
  notifyAmount: z.number().int(),
  /** Whether the alert lists the item now: notifyFlag on and amountCanUse below notifyAmount. */
  isLow: z.boolean(),
  sortOrder: z.number().int(),
  delFlag: z.number().int(),
  tags: z.array(ZInventoryTag),
  createTime: z.string(),
  updateTime: z.string(),
  version: z.number().int(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

export const ZInventoryQueryListInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(5000).default(100),
  inventoryTypeId: ZId.optional(),
});
export const ZInventoryAlertInput = ZListInput.extend({
  limit: z.coerce.number().int().min(1).max(INVENTORY_ALERT_LIMIT).default(INVENTORY_ALERT_LIMIT),
});
export const ZInventoryIdInput = z.object({ inventoryId: ZId });

const itemFields = {
  inventoryTypeId: z
    .number({ error: 'FIELD_REQUIRED' })
    .int('CHECK_INPUT')
    .positive('CHECK_INPUT')
    .max(INT4_MAX, 'CHECK_INPUT'),
  inventoryName: zText().trim().max(50, 'CHECK_INPUT').optional().default(''),
  factoryNo: zText().trim().max(50, 'CHECK_INPUT').optional().default(''),
  price: z
    .number({ error: 'AMOUNT_ERROR' })
    .int('AMOUNT_ERROR')
    .min(0, 'AMOUNT_ERROR')
    .max(INVENTORY_PRICE_MAX, 'AMOUNT_ERROR')
    .optional()
    .default(0),
  amountReserved: zQuantity().optional().default(0),
  storePlace: zText().trim().max(50, 'CHECK_INPUT').optional().default(''),
  notifyFlag: z
    .union([z.literal(0), z.literal(1)], { error: 'CHECK_INPUT' })
    .optional()
    .default(0),
  notifyAmount: zQuantity().optional().default(0),
};
/** SPEC §5: at least the name or the factory number. */
const nameOrFactory = <T extends { inventoryName: string; factoryNo: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.inventoryName && !v.factoryNo) {
    ctx.addIssue({ code: 'custom', message: 'INVENTORY_NAME_OR_FACTORY', path: ['inventoryName'] });
  }
};
/** The form's fields, which the web's form reuses. */
export const ZInventoryFormFields = z.object({ ...itemFields, amount: zQuantity().optional().default(0) });
export const ZInventoryCreateInput = z
  .object({
    ...itemFields,
    amount: zQuantity().optional().default(0),
    tags: z
      .array(zText().trim().min(1, 'CHECK_INPUT').max(30, 'CHECK_INPUT'))
      .max(INVENTORY_TAGS_MAX, 'INVENTORY_TAGS_MAX')
      .optional()
      .default([]),
  })
  .superRefine(nameOrFactory);
/** An edit; an amount sent sets the quantity (a movement of kind 'edit'), one left out keeps it. */
export const ZInventoryUpdateInput = z
  .object({ inventoryId: ZId, ...itemFields, amount: zQuantity().optional(), version: ZRowVersion.optional() })
  .superRefine(nameOrFactory);

export const ZInventoryChangeAmountInput = z.object({
  inventoryId: ZId,
  /** Units added (positive) or taken (negative). */
  changeAmount: ZChange,
  /** Defaults to 'restock' for an addition and 'use' for a removal. */
  kind: z.enum(INVENTORY_CHANGE_KINDS, { error: 'CHECK_INPUT' }).optional(),
  remark: ZRemark,
});
export const ZInventoryChangeAmountBatchInput = z.object({
  items: z
    .array(z.object({ inventoryId: ZId, changeAmount: ZChange }))
    .min(1, 'FIELD_REQUIRED')
    .max(INVENTORY_BATCH_MAX, 'CHECK_INPUT')
    .refine((items) => new Set(items.map((i) => i.inventoryId)).size === items.length, { message: 'CHECK_INPUT' }),
  kind: z.enum(INVENTORY_CHANGE_KINDS, { error: 'CHECK_INPUT' }).optional(),
  remark: ZRemark,
});
export const ZInventoryChangeAmountBatchOutput = z.object({ list: z.array(ZInventoryItem) });
export const ZInventoryUpdateSortOrderInput = z.object({
  inventoryId: ZId,
  sortOrder: z.number({ error: 'CHECK_INPUT' }).int('CHECK_INPUT').min(0, 'CHECK_INPUT').max(1_000_000, 'CHECK_INPUT'),
});
export const ZInventoryAddTagInput = z.object({
  inventoryId: ZId,
  tagName: zText({ error: 'FIELD_REQUIRED' }).trim().min(1, 'FIELD_REQUIRED').max(30, 'CHECK_INPUT'),
});
export const ZInventoryDeleteTagInput = z.object({ inventoryId: ZId, tagId: ZId });

// ---- Stock movements (ADR 026: inventoryMovement/queryList, a call SPEC §7 does not name) ----

export const ZInventoryMovement = z.object({
  id: z.number().int(),
  inventoryId: z.number().int(),
  kind: z.enum(INVENTORY_MOVEMENT_KINDS),
  amountBefore: z.number().int(),
  changeAmount: z.number().int(),
  amountAfter: z.number().int(),
  remark: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  createTime: z.string(),
});
export type TInventoryMovement = z.infer<typeof ZInventoryMovement>;
export const ZInventoryMovementQueryListInput = ZListInput.extend({
  inventoryId: ZId,
  limit: z.coerce.number().int().min(1).max(500).default(20),
});
