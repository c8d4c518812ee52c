import { closeReceipt, useReceiptRequest } from '../../../lib/receipt.bridge';
import { ReceiptDialog } from './receipt-dialog';

/** Mounted once by the frame layout: the receipt dialog any screen asked for (lib/receipt.bridge). */
export function ReceiptDialogHost() {
  const request = useReceiptRequest();
  return request ? <ReceiptDialog key={request.billId} request={request} onClose={closeReceipt} /> : null;
}
