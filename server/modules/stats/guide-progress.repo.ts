import { sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/accounts';
import { appointments } from '../../db/schema/appointments';
import { products } from '../../db/schema/projects';
import { accountWork, shopWork } from '../../db/schema/work-time';
import type { TStatsScope } from './stats.repo';

/** Whether the shop has staff besides its owner, a project, any work hours and any appointment: four EXISTS probes. */
export async function guideFacts(s: TStatsScope) {
  const [row] = await s.tx
    .select({
      hasStaff: sql<boolean>`exists (select 1 from ${accounts} where ${accounts.shopId} = ${s.shopId}
        and ${accounts.accountType} <> 1 and ${accounts.deletedAt} is null)`,
      hasProjects: sql<boolean>`exists (select 1 from ${products} where ${products.shopId} = ${s.shopId}
        and ${products.delFlag} = 0)`,
      hasWorkTime: sql<boolean>`exists (select 1 from ${shopWork} where ${shopWork.shopId} = ${s.shopId})
        or exists (select 1 from ${accountWork} where ${accountWork.shopId} = ${s.shopId})`,
      hasAppointment: sql<boolean>`exists (select 1 from ${appointments} where ${appointments.shopId} = ${s.shopId})`,
    })
    .from(sql`(select 1) as probe`);
  return row;
}
