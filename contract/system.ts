import { z } from 'zod';

export const ZVersionQueryNewVersionInput = z.object({ envFlag: z.coerce.number().int().min(1).max(2).default(2) });
export const ZVersionQueryNewVersionOutput = z.object({ appVersion: z.string(), remark: z.string() });

export const ZCustomerServiceQueryInput = z.object({});
export const ZCustomerServiceQueryOutput = z.object({
  phone: z.string(),
  email: z.string(),
  wechat: z.string(),
  hours: z.string(),
});

/** A plan for sale (SPEC §2.18): prices in CNY cents, the current price and the lowest price. */
export const ZGoods = z.object({
  id: z.number().int(),
  goodsType: z.enum(['free', 'monthly', 'quarter', 'yearly']),
  months: z.number().int(),
  price: z.number().int(),
  lowestPrice: z.number().int(),
  currency: z.literal('CNY'),
});
export const ZGoodsQueryListInput = z.object({});
export const ZGoodsQueryListOutput = z.array(ZGoods);
export type TGoods = z.infer<typeof ZGoods>;

export const ZHealthOutput = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.boolean(),
  version: z.string(),
});
