import type { TAnyCall } from './http/define-call';
import { authCalls } from './modules/auth/auth.calls';
import { menuCalls } from './modules/menus/menus.calls';
import { shopCalls } from './modules/shops/shops.calls';
import { systemCalls } from './modules/system/system.calls';

/** Every call of the API, by area (SPEC §7). */
export const ALL_CALLS: readonly TAnyCall[] = [...authCalls, ...shopCalls, ...menuCalls, ...systemCalls];
