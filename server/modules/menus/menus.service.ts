import { ALWAYS_GRANTED, MENUS, menusForGrants, type TUserMenu } from '../../../contract/menus';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { listMenuGrants } from '../../http/session.repo';
import { findAccount } from '../auth/auth.repo';

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

/**
 * userMenu/getUserMenus: an owner (accountType 1) has every menu; others have the dashboard and renewal plus their
 * grants. An owner may read the menus of an account of the same shop.
 */
export async function getUserMenus(ctx: TSessionCtx, accountId: number | undefined) {
  let target = { shopId: ctx.shopId, accountId: ctx.session.accountId, accountType: ctx.session.accountType };
  if (accountId && accountId !== ctx.session.accountId) {
    if (ctx.session.accountType !== 1) throw new AppError('PERMISSION_DENIED');
    const account = await findAccount(ctx.tx, ctx.shopId, accountId);
    if (!account) throw new AppError('NOT_FOUND', { field: 'accountId' });
    target = { shopId: ctx.shopId, accountId, accountType: account.accountType };
  }
  const menus =
    target.accountType === 1 ? MENUS : menusForGrants([...ALWAYS_GRANTED, ...(await listMenuGrants(ctx.tx, target))]);
  return { userMenus: menus.map(present) };
}
