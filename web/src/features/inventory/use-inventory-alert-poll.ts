import { useEffect } from 'react';
import { useSession } from '../../lib/session.store';
import { INVENTORY_ALERT_POLL_MS, useInventoryAlert } from './api';

/**
 * The header bell's red dot (SPEC §7): the alert is read at load and every 120 s, and again at once when the live
 * stream says an item changed (lib/live-events.ts invalidates the read). Errors stay silent, so a free shop's or an
 * offline poll never toasts.
 */
export function useInventoryAlertPoll(isLoggedIn: boolean) {
  const setHasInventoryAlert = useSession((state) => state.setHasInventoryAlert);
  const alertQuery = useInventoryAlert(isLoggedIn, INVENTORY_ALERT_POLL_MS);
  const totalCount = alertQuery.data?.totalCount;
  useEffect(() => {
    if (totalCount !== undefined) setHasInventoryAlert(totalCount > 0);
  }, [totalCount, setHasInventoryAlert]);
}
