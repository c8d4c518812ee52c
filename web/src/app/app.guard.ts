import { isRouteGranted, MENUS, type TUserMenu } from '../../../contract/menus';

export const DEFAULT_ROUTE = '/frame/controlPad';

export type TGuardRoute = { path: string; isLoginRequired: boolean; isInner?: boolean; isPaidOnly?: boolean };

export type TGuardInput = {
  path: string;
  route: TGuardRoute | undefined;
  isLoggedIn: boolean;
  userMenus: readonly TUserMenu[] | null;
  accountType: number | undefined;
  goodsType: string | undefined;
  /** localStorage innerLogin. */
  innerLogin: string | null;
  /** The route the user comes from inside the app; undefined on a fresh load (a previous route "has no name"). */
  previousRoute: TGuardRoute | undefined;
};

export type TGuardDecision =
  | { kind: 'allow'; isInnerLoginConsumed?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'innerPassword' }
  | { kind: 'freeBlocked' };

/**
 * Only routes covered by some menu's perms are subject to the menu check: routes outside the menu catalogue (home,
 * invitation, ...) would otherwise be unreachable for every account with menus.
 */
const isMenuControlled = (path: string) => isRouteGranted(path, MENUS);

/** SPEC §6 route guard, as a pure decision. */
export function decideGuard(input: TGuardInput): TGuardDecision {
  const { path, route } = input;
  if (!route) return { kind: 'allow' };
  if (route.isLoginRequired && !input.isLoggedIn) return { kind: 'redirect', to: '/login' };
  if (!input.isLoggedIn) return { kind: 'allow' };

  const menus = input.userMenus ?? [];
  if (path !== DEFAULT_ROUTE && menus.length > 0 && isMenuControlled(path) && !isRouteGranted(path, menus)) {
    return { kind: 'redirect', to: DEFAULT_ROUTE };
  }
  if (route.isPaidOnly && input.goodsType === 'free') return { kind: 'freeBlocked' };

  if (route.isInner) {
    if (input.innerLogin === 'true') return { kind: 'allow', isInnerLoginConsumed: true };
    if (input.previousRoute?.isInner) return { kind: 'allow' };
    if (!input.previousRoute) return { kind: 'redirect', to: DEFAULT_ROUTE };
    if (input.accountType === 2) return { kind: 'allow' };
    return { kind: 'innerPassword' };
  }
  return { kind: 'allow' };
}
