import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import type {
  TRechargeRule,
  ZRechargeRuleCreateInput,
  ZRechargeRuleQueryListInput,
  ZRechargeRuleUpdateInput,
} from '../../../contract/prepay';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { prepayScope } from './ledger.service';
import {
  findRechargeRule,
  insertRechargeRule,
  listRechargeRules,
  softDeleteRechargeRule,
  type TRechargeRuleFields,
  type TRechargeRuleRow,
  updateRechargeRule,
} from './recharge-rules.repo';

type TIn<S extends z.ZodType> = z.output<S>;

/** A member recharge rule as the client reads it (SPEC §3 Recharge rule). */
export function presentRechargeRule(row: TRechargeRuleRow): TRechargeRule {
  return {
    id: row.id,
    ruleName: row.ruleName,
    rechargeAmount: row.rechargeAmount,
    giftAmount: row.giftAmount,
    remark: row.remark,
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** A rule must credit something: both amounts 0 would make a recharge of nothing. */
function ruleFieldsOf(input: TIn<typeof ZRechargeRuleCreateInput>): TRechargeRuleFields {
  if (input.rechargeAmount + input.giftAmount <= 0) throw new AppError('AMOUNT_ERROR', { field: 'rechargeAmount' });
  return {
    ruleName: input.ruleName,
    rechargeAmount: input.rechargeAmount,
    giftAmount: input.giftAmount,
    remark: input.remark,
  };
}

/** prepayCardRechargeRule/queryList: the shop's rules, cheapest first. */
export async function queryRechargeRules(ctx: TSessionCtx, input: TIn<typeof ZRechargeRuleQueryListInput>) {
  const { rows, totalCount } = await listRechargeRules(prepayScope(ctx), {
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(presentRechargeRule), totalCount, input);
}

/** prepayCardRechargeRule/queryById: one live rule of the shop. */
export async function getRechargeRule(ctx: TSessionCtx, id: number): Promise<TRechargeRule> {
  const row = await findRechargeRule(prepayScope(ctx), id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return presentRechargeRule(row);
}

/** prepayCardRechargeRule/create. */
export async function createRechargeRule(
  ctx: TSessionCtx,
  input: TIn<typeof ZRechargeRuleCreateInput>,
): Promise<TRechargeRule> {
  const id = await insertRechargeRule(prepayScope(ctx), ruleFieldsOf(input), ctx.now);
  return getRechargeRule(ctx, id);
}

/** prepayCardRechargeRule/update: a stale version is a lost race (CONFLICT), a missing rule NOT_FOUND. */
export async function editRechargeRule(
  ctx: TSessionCtx,
  input: TIn<typeof ZRechargeRuleUpdateInput>,
): Promise<TRechargeRule> {
  const s = prepayScope(ctx);
  const fields = ruleFieldsOf(input);
  if (!(await updateRechargeRule(s, input.id, input.version, fields, ctx.now))) {
    if (!(await findRechargeRule(s, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
    throw new AppError('CONFLICT');
  }
  return getRechargeRule(ctx, input.id);
}

/** prepayCardRechargeRule/del: soft delete; bills made with the rule keep pointing at it. */
export async function deleteRechargeRule(ctx: TSessionCtx, id: number): Promise<null> {
  if (!(await softDeleteRechargeRule(prepayScope(ctx), id, ctx.now))) throw new AppError('NOT_FOUND', { field: 'id' });
  return null;
}
