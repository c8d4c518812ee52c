import {
  ZBill,
  ZBillColumn,
  ZBillCreateByAppointInput,
  ZBillCreateInput,
  ZBillEditInput,
  ZBillHisOrderInput,
  ZBillLeaveJobInput,
  ZBillLeaveJobOutput,
  ZBillListExtra,
  ZBillQueryListInput,
  ZBillTransferInput,
  ZBillUpdateOrderStatusInput,
  ZBillUpdateTransactionIdInput,
} from '../../../contract/bills';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { billPreReadValue } from './bills.repo';
import { createBill, createBillByAppoint, payBill, staffIdsOf, storeTransactionId } from './bills-create.service';
import { editBill, leaveJob, transferLine } from './bills-edit.service';
import { queryBillList, queryHisOrderList } from './bills-query.service';

/**
 * Bookkeeping belongs to the front-desk menu (前台算账); the finance table, the order history and the changes made
 * from them to the finance menu (财务) behind the internal password (ADR 016).
 */
const CHECKOUT = { menu: 'checkout' } as const;
const FINANCE = { menu: 'finance' } as const;

export const billCalls: TAnyCall[] = [
  defineCall({
    path: 'bill/create',
    access: CHECKOUT,
    kind: 'write',
    summary: 'Record a front-desk bill (staff lines, projects, deductions, tender) or a member / gift-card recharge',
    input: ZBillCreateInput,
    output: ZBill,
    sessionRead: (input) => ({
      name: 'bill_pre_read',
      value: (shopId, param) =>
        billPreReadValue(shopId, {
          productIds: param('productIds', 'int[]'),
          staffIds: param('staffIds', 'int[]'),
          customerId: param('customerId', 'int'),
        }),
      params: {
        productIds: input.productIds,
        staffIds: staffIdsOf(input.staff),
        customerId: input.customerId ?? null,
      },
    }),
    handler: (ctx, input) => createBill(ctx, input),
  }),
  defineCall({
    path: 'bill/createByAppoint',
    access: CHECKOUT,
    kind: 'write',
    summary: "Bill an appointment: its customer is the appointment's, and the board shows it billed",
    input: ZBillCreateByAppointInput,
    output: ZBill,
    handler: (ctx, input) => createBillByAppoint(ctx, input),
  }),
  defineCall({
    path: 'bill/updateOrderStatus',
    access: CHECKOUT,
    kind: 'write',
    summary: 'Mark an unpaid order paid: its card movements and customer figures happen now, once',
    input: ZBillUpdateOrderStatusInput,
    output: ZBill,
    handler: (ctx, input) => payBill(ctx, input),
  }),
  defineCall({
    path: 'bill/updateOrderTransactionId',
    access: CHECKOUT,
    kind: 'write',
    summary: "Store the payment provider's transaction id on an order",
    input: ZBillUpdateTransactionIdInput,
    output: ZBill,
    handler: (ctx, input) => storeTransactionId(ctx, input),
  }),
  defineCall({
    path: 'bill/queryBillList',
    access: FINANCE,
    kind: 'read',
    inside: true,
    summary: "The finance table of a day: staff columns with their cells, the day's totals and its slot rows",
    input: ZBillQueryListInput,
    output: ZBillColumn,
    list: true,
    extra: ZBillListExtra,
    handler: (ctx, input) => queryBillList(ctx, input),
  }),
  defineCall({
    path: 'bill/queryHisOrderList',
    access: FINANCE,
    kind: 'read',
    inside: true,
    summary: 'The order history newest first, by order type, payment method, status, staff member, dates and key',
    input: ZBillHisOrderInput,
    output: ZBill,
    list: true,
    handler: (ctx, input) => queryHisOrderList(ctx, input),
  }),
  defineCall({
    path: 'bill/edit',
    access: FINANCE,
    kind: 'write',
    inside: true,
    summary: "Change a bill's amounts with a reason; card deductions are corrected in the ledger",
    input: ZBillEditInput,
    output: ZBill,
    handler: (ctx, input) => editBill(ctx, input),
  }),
  defineCall({
    path: 'bill/transfer',
    access: FINANCE,
    kind: 'write',
    inside: true,
    summary: 'Move a staff line to another technician, with the reason',
    input: ZBillTransferInput,
    output: ZBill,
    handler: (ctx, input) => transferLine(ctx, input),
  }),
  defineCall({
    path: 'bill/leaveJob',
    access: FINANCE,
    kind: 'write',
    inside: true,
    summary: 'A staff member leaves the post (jobFlag 2, red in the finance table) or returns (jobFlag 0)',
    input: ZBillLeaveJobInput,
    output: ZBillLeaveJobOutput,
    handler: (ctx, input) => leaveJob(ctx, input),
  }),
];
