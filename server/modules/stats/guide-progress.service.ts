import type { TGuideProgress } from '../../../contract/stats';
import type { TSessionCtx } from '../../http/context';
import { guideFacts } from './guide-progress.repo';

/** controlPad/queryGuideProgress: the new-user guide's steps the shop has done, read from its own data (ADR 029). */
export async function guideProgress(ctx: TSessionCtx): Promise<TGuideProgress> {
  const facts = await guideFacts({ tx: ctx.tx, shopId: ctx.shopId });
  return {
    hasStaff: Boolean(facts?.hasStaff),
    hasProjects: Boolean(facts?.hasProjects),
    hasWorkTime: Boolean(facts?.hasWorkTime),
    hasAppointment: Boolean(facts?.hasAppointment),
  };
}
