import {
  ZBillQueryReceiptInput,
  ZBillSendReceiptInput,
  ZBillSendReceiptOutput,
  ZReceipt,
  ZReceiptByTokenInput,
} from '../../../contract/receipts';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { queryReceipt, receiptByToken, sendReceipt } from './receipts.service';

/** The till prints and sends receipts (前台算账); the order history reprints and resends them (财务). */
const TILL_OR_FINANCE = { menu: ['checkout', 'finance'] } as const;

export const receiptCalls: TAnyCall[] = [
  defineCall({
    path: 'bill/queryReceipt',
    access: TILL_OR_FINANCE,
    kind: 'read',
    summary: "A bill's receipt: the shop's heading, the bill, the card balances it left (ADR 027)",
    input: ZBillQueryReceiptInput,
    output: ZReceipt,
    handler: (ctx, input) => queryReceipt(ctx, input.billId),
  }),
  defineCall({
    path: 'bill/sendReceipt',
    access: TILL_OR_FINANCE,
    kind: 'write',
    summary: "Send a link to a bill's receipt by SMS (one credit) or e-mail",
    input: ZBillSendReceiptInput,
    output: ZBillSendReceiptOutput,
    handler: (ctx, input) => sendReceipt(ctx, input),
  }),
  defineCall({
    path: 'receipt/queryByToken',
    access: 'public',
    kind: 'read',
    rateLimit: 60,
    summary: 'The receipt a sent link opens, without a session, until it expires',
    input: ZReceiptByTokenInput,
    output: ZReceipt,
    handler: (ctx, input) => receiptByToken(ctx, input.token),
  }),
];
