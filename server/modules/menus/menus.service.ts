import type { z } from 'zod';
import { ALWAYS_GRANTED, MENUS, menusForGrants, type TUserMenu } from '../../../contract/menus';
import type { ZUserMenuAssignMenusInput } from '../../../contract/staff';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { hasMenuGrant, listMenuGrants } from '../../http/session.repo';
import { requireHeadquartersManager, requireStaff } from '../staff/staff.service';
import { replaceMenuGrants } from './menus.repo';

const OWNER = 1;

const present = (m: (typeof MENUS)[number]): TUserMenu => ({
  id: m.id,
  path: m.path,
  menuType: m.menuType,
  parentId: m.parentId,
  menuName: m.menuName,
  menuCode: m.menuCode,
  perms: m.perms,
  sortOrder: m.sortOrder,
});

/** The menus of an account: every menu for an owner; the dashboard, renewal and the grants for others. */
async function menusOf(ctx: TSessionCtx, target: { accountId: number; accountType: number }) {
  const menus =
    target.accountType === OWNER
      ? MENUS
      : menusForGrants([...ALWAYS_GRANTED, ...(await listMenuGrants(ctx.tx, { shopId: ctx.shopId, ...target }))]);
  return { userMenus: menus.map(present) };
}

/**
 * userMenu/getUserMenus: the caller's own menus, or (for the owner or an account with the staff menu) those of
 * another account of the same shop.
 */
export async function getUserMenus(ctx: TSessionCtx, accountId: number | undefined) {
  if (!accountId || accountId === ctx.session.accountId) {
    return menusOf(ctx, { accountId: ctx.session.accountId, accountType: ctx.session.accountType });
  }
  if (ctx.session.accountType !== OWNER && !(await hasMenuGrant(ctx.tx, ctx.session, 'staff'))) {
    throw new AppError('PERMISSION_DENIED');
  }
  const target = await requireStaff(ctx, accountId, 'accountId');
  return menusOf(ctx, { accountId, accountType: target.accountType });
}

/**
 * The first-level menu keys that a list of menu ids grants: a second-level id grants its parent. Undefined when an
 * id is not a menu.
 */
export function grantsOfMenuIds(menuIds: readonly number[]): string[] | undefined {
  const keys = new Set<string>();
  for (const id of menuIds) {
    const menu = MENUS.find((m) => m.id === id);
    if (!menu) return undefined;
    const top = menu.menuType === 0 ? menu : MENUS.find((m) => m.id === menu.parentId);
    if (!top) return undefined;
    keys.add(top.key);
  }
  return [...keys].filter((key) => !ALWAYS_GRANTED.some((always) => always === key));
}

/**
 * userMenu/assignMenus: the headquarters shop manager replaces an employee's grants (SPEC §6). The dashboard and
 * renewal come with every account and are not stored. Owners always have every menu, so theirs cannot change.
 */
export async function assignMenus(ctx: TSessionCtx, input: z.output<typeof ZUserMenuAssignMenusInput>) {
  requireHeadquartersManager(ctx);
  const target = await requireStaff(ctx, input.accountId, 'accountId');
  if (target.accountType === OWNER) throw new AppError('OWNER_ACCOUNT_PROTECTED', { field: 'accountId' });
  const grants = grantsOfMenuIds(input.menuIds);
  if (!grants) throw new AppError('CHECK_INPUT', { field: 'menuIds' });
  await replaceMenuGrants(ctx, target.id, grants);
  return menusOf(ctx, { accountId: target.id, accountType: target.accountType });
}
