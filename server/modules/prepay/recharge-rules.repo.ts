import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { versionMatches } from '../../db/optimistic';
import { rechargeRules } from '../../db/schema/prepay';
import { containsPattern } from '../../db/search';
import type { TPrepayScope } from './ledger.repo';

export type TRechargeRuleRow = typeof rechargeRules.$inferSelect;
export type TRechargeRuleFields = { ruleName: string; rechargeAmount: number; giftAmount: number; remark: string };

const liveRulesOf = (shopId: number) => and(eq(rechargeRules.shopId, shopId), isNull(rechargeRules.deletedAt));

/** The shop's live rules, cheapest first, matching a key on the name; one page. */
export async function listRechargeRules(s: TPrepayScope, filter: { key: string; offset: number; limit: number }) {
  const where = and(
    liveRulesOf(s.shopId),
    filter.key ? sql`${rechargeRules.ruleName} ILIKE ${containsPattern(filter.key)}` : undefined,
  );
  const rows = await s.tx
    .select()
    .from(rechargeRules)
    .where(where)
    .orderBy(asc(rechargeRules.rechargeAmount), asc(rechargeRules.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(rechargeRules).where(where);
  return { rows, totalCount: total.n };
}

/** One live rule of the shop, or undefined. */
export async function findRechargeRule(s: TPrepayScope, id: number): Promise<TRechargeRuleRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(rechargeRules)
    .where(and(liveRulesOf(s.shopId), eq(rechargeRules.id, id)));
  return row;
}

/** Inserts a rule and returns its id. */
export async function insertRechargeRule(s: TPrepayScope, fields: TRechargeRuleFields, at: Date): Promise<number> {
  const [row] = await s.tx
    .insert(rechargeRules)
    .values({ ...fields, shopId: s.shopId, createdAt: at, updatedAt: at })
    .returning({ id: rechargeRules.id });
  return row.id;
}

/** Updates a live rule when its version matches (any version when none is given); whether a row changed. */
export async function updateRechargeRule(
  s: TPrepayScope,
  id: number,
  version: number | undefined,
  fields: TRechargeRuleFields,
  at: Date,
): Promise<boolean> {
  const rows = await s.tx
    .update(rechargeRules)
    .set({ ...fields, updatedAt: at, version: sql`${rechargeRules.version} + 1` })
    .where(and(liveRulesOf(s.shopId), eq(rechargeRules.id, id), versionMatches(rechargeRules.version, version)))
    .returning({ id: rechargeRules.id });
  return rows.length > 0;
}

/** Marks a live rule deleted; whether a row changed. Bills keep pointing at it. */
export async function softDeleteRechargeRule(s: TPrepayScope, id: number, at: Date): Promise<boolean> {
  const rows = await s.tx
    .update(rechargeRules)
    .set({ deletedAt: at, updatedAt: at, version: sql`${rechargeRules.version} + 1` })
    .where(and(liveRulesOf(s.shopId), eq(rechargeRules.id, id)))
    .returning({ id: rechargeRules.id });
  return rows.length > 0;
}
