import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TReceipt, ZBillSendReceiptInput, ZBillSendReceiptOutput } from '../../../../contract/receipts';
import { queryKeyOf, rpc } from '../../lib/rpc.client';

const RECEIPT = 'bill/queryReceipt';
const SEND_RECEIPT = 'bill/sendReceipt';
const RECEIPT_BY_TOKEN = 'receipt/queryByToken';

export type TSendReceiptInput = z.input<typeof ZBillSendReceiptInput>;
export type TSendReceiptOutput = z.output<typeof ZBillSendReceiptOutput>;

/** bill/queryReceipt {billId}: what the bill's receipt prints. */
export const useBillReceipt = (billId: number | null) =>
  useQuery({
    queryKey: queryKeyOf(RECEIPT, { billId }),
    queryFn: () => rpc<TReceipt>(RECEIPT, { billId }, { isRead: true, isErrorSilent: true }),
    enabled: billId !== null,
  });

/** bill/sendReceipt {billId, channel, to?}: a link to the receipt by SMS or e-mail; errors are shown by the dialog. */
export const useSendReceipt = () =>
  useMutation({
    mutationFn: (input: TSendReceiptInput) => rpc<TSendReceiptOutput>(SEND_RECEIPT, input, { isErrorSilent: true }),
  });

/** receipt/queryByToken {token}: the receipt a sent link opens, without a session. */
export const useReceiptByToken = (token: string) =>
  useQuery({
    queryKey: queryKeyOf(RECEIPT_BY_TOKEN, { token }),
    queryFn: () => rpc<TReceipt>(RECEIPT_BY_TOKEN, { token }, { isRead: true, isErrorSilent: true }),
    retry: false,
  });
