import type { TUserMenu } from '../../../contract/menus';
import { DEFAULT_ROUTE, isPathOpen } from '../lib/route.access';

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

/** SPEC §6 route guard, as a pure decision. */
export function decideGuard(input: TGuardInput): TGuardDecision {
  const { path, route } = input;
  if (!route) return { kind: 'allow' };
  if (route.isLoginRequired && !input.isLoggedIn) return { kind: 'redirect', to: '/login' };
  if (!input.isLoggedIn) return { kind: 'allow' };

  if (!isPathOpen(path, input.userMenus)) return { kind: 'redirect', to: DEFAULT_ROUTE };
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

/**
 * Where a blocked free-plan route sends the user back to (SPEC §6 'the menu selection reverts'): the screen they came
 * from, unless that is the blocked screen itself or another paid-only one, which a plan that became free while it was
 * open would block in turn; the dashboard then.
 */
export function freePlanFallback(path: string, previous: { path: string | null; route: TGuardRoute | undefined }) {
  if (!previous.path || previous.path === path || previous.route?.isPaidOnly) return DEFAULT_ROUTE;
  return previous.path;
}
