import { PURCHASING_ACCOUNT_TYPES } from '../../../../contract/menus';
import { useSession } from '../../lib/session.store';
import { isLoggedInToken } from '../../lib/session.token';

/**
 * Whether the signed-in account may buy plans and SMS packs and see the purchase records: the owner and a trusted
 * manager (accountType 1 and 2, ADR 021). Everyone else sees the renewal screens without them; the server refuses too.
 */
export function useIsPurchaser(): boolean {
  const isLoggedIn = isLoggedInToken(useSession((state) => state.token));
  const accountType = useSession((state) => state.user?.accountType);
  return isLoggedIn && accountType !== undefined && PURCHASING_ACCOUNT_TYPES.includes(accountType);
}
