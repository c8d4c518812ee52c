import { toPage } from '../../../contract/common';
import {
  ZAlertMsg,
  ZBookingSettings,
  ZBusinessTime,
  ZDisplayBill,
  ZDisplayPhone,
  ZSetupQueryInput,
} from '../../../contract/settings';
import { ZUiStyle } from '../../../contract/staff';
import { defineCall, type TAnyCall } from '../../http/define-call';
import { getBusinessTimes } from '../work-time/work-time.service';
import {
  getAlertMsg,
  getBooking,
  getDisplayBill,
  getDisplayPhone,
  getUiStyle,
  saveAlertMsg,
  saveBooking,
  saveDisplayBill,
  saveDisplayPhone,
  saveUiStyle,
} from './settings.service';

const WRITE = { menu: 'settings' } as const;

export const settingsCalls: TAnyCall[] = [
  defineCall({
    path: 'setup/businessTime/queryList',
    access: 'session',
    kind: 'read',
    summary: "The shop's hours per weekday: the rows shopWork writes (ADR 008)",
    input: ZSetupQueryInput,
    output: ZBusinessTime,
    list: true,
    handler: async (ctx, input) => {
      const all = await getBusinessTimes(ctx);
      const start = (input.curPage - 1) * input.limit;
      return toPage(all.slice(start, start + input.limit), all.length, input);
    },
  }),
  defineCall({
    path: 'setup/displayBill/queryList',
    access: 'session',
    kind: 'read',
    summary: 'Whether the finance table shows the subtotal row and the totals footer',
    input: ZSetupQueryInput,
    output: ZDisplayBill,
    handler: (ctx) => getDisplayBill(ctx),
  }),
  defineCall({
    path: 'setup/displayBill/createOrUpdate',
    access: WRITE,
    kind: 'write',
    summary: 'Show or hide the subtotal row and the totals footer',
    input: ZDisplayBill,
    output: ZDisplayBill,
    handler: (ctx, input) => saveDisplayBill(ctx, input),
  }),
  defineCall({
    path: 'setup/alertMsg/queryList',
    access: 'session',
    kind: 'read',
    summary: 'SMS reminders: on or off, the immediate one, and up to 4 lead times',
    input: ZSetupQueryInput,
    output: ZAlertMsg,
    handler: (ctx) => getAlertMsg(ctx),
  }),
  defineCall({
    path: 'setup/alertMsg/createOrUpdate',
    access: WRITE,
    kind: 'write',
    summary: 'Save the SMS reminder settings',
    input: ZAlertMsg,
    output: ZAlertMsg,
    handler: (ctx, input) => saveAlertMsg(ctx, input),
  }),
  defineCall({
    path: 'setup/displayPhone/queryList',
    access: 'session',
    kind: 'read',
    summary: "Whether the board shows customers' phones",
    input: ZSetupQueryInput,
    output: ZDisplayPhone,
    handler: (ctx) => getDisplayPhone(ctx),
  }),
  defineCall({
    path: 'setup/displayPhone/createOrUpdate',
    access: WRITE,
    kind: 'write',
    summary: "Show or hide customers' phones on the board",
    input: ZDisplayPhone,
    output: ZDisplayPhone,
    handler: (ctx, input) => saveDisplayPhone(ctx, input),
  }),
  defineCall({
    path: 'setup/booking/queryList',
    access: 'session',
    kind: 'read',
    summary: 'App binding and the booking limits (ADR 009)',
    input: ZSetupQueryInput,
    output: ZBookingSettings,
    handler: (ctx) => getBooking(ctx),
  }),
  defineCall({
    path: 'setup/booking/createOrUpdate',
    access: WRITE,
    kind: 'write',
    summary: 'Save app binding and the booking limits',
    input: ZBookingSettings,
    output: ZBookingSettings,
    handler: (ctx, input) => saveBooking(ctx, input),
  }),
  defineCall({
    path: 'setup/uiStyle/queryList',
    access: 'session',
    kind: 'read',
    summary: "The caller's own font size",
    input: ZSetupQueryInput,
    output: ZUiStyle,
    handler: (ctx) => getUiStyle(ctx),
  }),
  defineCall({
    path: 'setup/uiStyle/createOrUpdate',
    access: 'session',
    kind: 'write',
    summary: "Save the caller's own font size",
    input: ZUiStyle,
    output: ZUiStyle,
    handler: (ctx, input) => saveUiStyle(ctx, input),
  }),
];
