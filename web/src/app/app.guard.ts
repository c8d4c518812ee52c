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
  /** The server's answer to h5/queryPwdInside for this path, once asked: is the session's elevation still valid? */
  isElevationValid?: boolean;
};

export type TGuardDecision =
  | { kind: 'allow'; isInnerLoginConsumed?: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'innerPassword' }
  | { kind: 'checkElevation' }
  | { kind: 'freeBlocked' };

/**
 * SPEC §6 route guard, as a pure decision. One departure (ADR 029): a protected route loaded afresh (a reload, a new
 * tab) is not sent to the dashboard; the server is asked whether the elevation still holds, and the internal password
 * is asked for in place when it does not.
 */
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
    if (input.accountType === 2) return { kind: 'allow' };
    if (!input.previousRoute) {
      if (input.isElevationValid === undefined) return { kind: 'checkElevation' };
      return input.isElevationValid ? { kind: 'allow' } : { kind: 'innerPassword' };
    }
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
