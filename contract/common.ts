import { z } from 'zod';
import { INT4_MAX, zBigintCents, zText } from './safe-values';

/** Every body carries these (SPEC §7); the server ignores them except `nonce`, the idempotency key of writes. */
export const ZRequestMeta = z.object({
  timestamp: z.number().int().optional(),
  nonce: zText().max(64).optional(),
});

/** List requests carry curPage, limit and key (SPEC §7). */
export const ZListInput = z.object({
  curPage: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  limit: z.coerce.number().int().min(1).max(5000).default(10),
  key: zText().max(100).optional().default(''),
});
export type TListInput = z.infer<typeof ZListInput>;

/** The `page` of a list envelope (SPEC §7). */
export const zPage = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    totalCount: z.number().int(),
    curPage: z.number().int(),
    limit: z.number().int(),
    totalPage: z.number().int(),
  });
export type TPage<T> = { list: T[]; totalCount: number; curPage: number; limit: number; totalPage: number };

export const ZEmpty = z.object({}).passthrough();
export const ZNothing = z.null();

/** An id sent by the client. Ids are positive integers. */
export const ZId = z.coerce.number().int().positive().max(INT4_MAX);

/** Money is integer minor units (cents) everywhere (ADR 003). */
export const ZCents = zBigintCents('CHECK_INPUT');

/** A phone number as typed: digits, spaces, dashes, an optional leading +. */
export const ZPhone = zText()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{4,19}$/);

/** Builds the page of a list answer. */
export function toPage<T>(list: T[], totalCount: number, input: { curPage: number; limit: number }): TPage<T> {
  return {
    list,
    totalCount,
    curPage: input.curPage,
    limit: input.limit,
    totalPage: Math.ceil(totalCount / input.limit),
  };
}
