import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { receiptsCatalog } from '../features/receipts/receipts.catalog';
import { loadFeatureCatalog } from '../lib/i18n.setup';
import { closeReceipt, type TReceiptRequest, useReceiptRequest } from '../lib/receipt.bridge';

const ReceiptDialogHost = lazy(async () => {
  const [module] = await Promise.all([
    import('../features/receipts/components/receipt-dialog-host'),
    loadFeatureCatalog(receiptsCatalog),
  ]);
  return { default: module.ReceiptDialogHost };
});

/**
 * The receipt dialog the till and the order history ask for through lib/receipt.bridge (features do not import each
 * other); its code and texts load on the first request. It shows on the route it was asked for, and leaving that
 * route closes it.
 */
export function AppReceiptDialog() {
  const request = useReceiptRequest();
  const { pathname } = useLocation();
  const isHere = request?.path === pathname;
  const shown = useRef<TReceiptRequest | null>(null);
  useEffect(() => {
    if (!request) return;
    if (isHere) shown.current = request;
    else if (shown.current === request) closeReceipt();
  }, [request, isHere]);
  return request && isHere ? (
    <Suspense fallback={null}>
      <ReceiptDialogHost />
    </Suspense>
  ) : null;
}
