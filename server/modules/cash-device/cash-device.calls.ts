import {
  ZCashQueryOpenSessionInput,
  ZCashQueryOpenSessionOutput,
  ZCashQuerySessionListInput,
  ZCashQuerySessionListOutput,
  ZCashRecordEventInput,
  ZCashRecordEventOutput,
  ZCashRecordRefillInput,
  ZCashRecordRefillOutput,
  ZCashSession,
  ZCashStartSessionInput,
} from '../../../contract/cash-device';
import { defineCall } from '../../http/define-call';
import { queryOpenSession, querySessionList, recordEvent, recordRefill, startSession } from './cash-device.service';

/**
 * The cash machine's record (issue 24, ADR 032): calls not in SPEC §7, named in its style. A payment belongs to the
 * front-desk menu (前台算账); the management page, its reconciliation list and refills to the finance menu (财务).
 */
const CHECKOUT = { menu: 'checkout' } as const;
const FINANCE = { menu: 'finance' } as const;

export const cashDeviceCalls = [
  defineCall({
    path: 'cashDevice/startSession',
    access: CHECKOUT,
    kind: 'write',
    summary: "Record that the cash machine will collect an unpaid order's cash part (one open session per shop)",
    input: ZCashStartSessionInput,
    output: ZCashSession,
    handler: (ctx, input) => startSession(ctx, input),
  }),
  defineCall({
    path: 'cashDevice/recordEvent',
    access: CHECKOUT,
    kind: 'write',
    summary: "Record a device session's outcome; 'paid' pays the order with the inserted amount and the change",
    input: ZCashRecordEventInput,
    output: ZCashRecordEventOutput,
    handler: (ctx, input) => recordEvent(ctx, input),
  }),
  defineCall({
    path: 'cashDevice/queryOpenSession',
    access: CHECKOUT,
    kind: 'read',
    summary: 'The shop’s device session still open, for a workstation to finish after a reload',
    input: ZCashQueryOpenSessionInput,
    output: ZCashQueryOpenSessionOutput,
    handler: (ctx) => queryOpenSession(ctx),
  }),
  defineCall({
    path: 'cashDevice/querySessionList',
    access: FINANCE,
    kind: 'read',
    summary: 'Device sessions and refills of a range of days, with the totals to reconcile the machine',
    input: ZCashQuerySessionListInput,
    output: ZCashQuerySessionListOutput,
    handler: (ctx, input) => querySessionList(ctx, input),
  }),
  defineCall({
    path: 'cashDevice/recordRefill',
    access: FINANCE,
    kind: 'write',
    summary: 'Record a refill of the cash machine (the pieces added and their amount)',
    input: ZCashRecordRefillInput,
    output: ZCashRecordRefillOutput,
    handler: (ctx, input) => recordRefill(ctx, input),
  }),
];
