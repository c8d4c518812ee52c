import type { z } from 'zod';
import {
  MAX_ADVANCE_REMINDERS,
  type ZAlertMsg,
  type ZBookingSettings,
  type ZDisplayBill,
  type ZDisplayPhone,
} from '../../../contract/settings';
import type { ZUiStyle } from '../../../contract/staff';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import {
  findFontSize,
  findShopSettings,
  type TShopSettingsFields,
  type TShopSettingsRow,
  updateFontSize,
  upsertShopSettings,
} from './settings.repo';

type TSettings = Omit<TShopSettingsRow, 'shopId' | 'updatedAt' | 'version'>;
type TDisplayBill = z.output<typeof ZDisplayBill>;
type TDisplayPhone = z.output<typeof ZDisplayPhone>;
type TAlertMsg = z.output<typeof ZAlertMsg>;
type TBookingSettings = z.output<typeof ZBookingSettings>;
type TUiStyle = z.output<typeof ZUiStyle>;

/** What a shop that never saved a setting gets; the same values as the table's column defaults. */
const DEFAULTS: TSettings = {
  displayBillHJ: '1',
  displayBillZJ: '1',
  displayPhone: '1',
  appBinding: '0',
  allowOutsideHours: '0',
  maxDaysAhead: 90,
  reminderEnabled: '0',
  reminderImmediate: '0',
  reminderLeadMinutes: [],
};

type TFlag = '0' | '1';
const flag = (value: string) => value as TFlag;

/** The shop's settings, the defaults where nothing was saved yet: reads never create the row. */
async function settingsOf(ctx: TSessionCtx): Promise<TSettings> {
  return (await findShopSettings(ctx.tx, ctx.shopId)) ?? DEFAULTS;
}

async function save(ctx: TSessionCtx, fields: TShopSettingsFields): Promise<TSettings> {
  return upsertShopSettings(ctx.tx, ctx.shopId, fields, ctx.now);
}

const displayBillOf = (s: TSettings): TDisplayBill => ({
  displayBillHJ: flag(s.displayBillHJ),
  displayBillZJ: flag(s.displayBillZJ),
});
const displayPhoneOf = (s: TSettings): TDisplayPhone => ({ displayPhone: flag(s.displayPhone) });
const alertMsgOf = (s: TSettings): TAlertMsg => ({
  enabled: flag(s.reminderEnabled),
  immediate: flag(s.reminderImmediate),
  leadMinutes: s.reminderLeadMinutes,
});
const bookingOf = (s: TSettings): TBookingSettings => ({
  appBinding: flag(s.appBinding),
  allowOutsideHours: flag(s.allowOutsideHours),
  maxDaysAhead: s.maxDaysAhead,
});

/** setup/displayBill/queryList: whether the finance table shows the subtotal row (HJ) and the totals footer (ZJ). */
export async function getDisplayBill(ctx: TSessionCtx) {
  return displayBillOf(await settingsOf(ctx));
}

/** setup/displayBill/createOrUpdate. */
export async function saveDisplayBill(ctx: TSessionCtx, input: TDisplayBill) {
  return displayBillOf(await save(ctx, input));
}

/** setup/displayPhone/queryList: whether the board shows customers' phones. */
export async function getDisplayPhone(ctx: TSessionCtx) {
  return displayPhoneOf(await settingsOf(ctx));
}

/** setup/displayPhone/createOrUpdate. */
export async function saveDisplayPhone(ctx: TSessionCtx, input: TDisplayPhone) {
  return displayPhoneOf(await save(ctx, input));
}

/** setup/alertMsg/queryList: the SMS reminder settings (SPEC §9). */
export async function getAlertMsg(ctx: TSessionCtx) {
  return alertMsgOf(await settingsOf(ctx));
}

/** setup/alertMsg/createOrUpdate: at most 4 advance reminders, checked here too so no caller stores a fifth. */
export async function saveAlertMsg(ctx: TSessionCtx, input: TAlertMsg) {
  if (input.leadMinutes.length > MAX_ADVANCE_REMINDERS)
    throw new AppError('SMS_REMINDERS_MAX', { field: 'leadMinutes' });
  return alertMsgOf(
    await save(ctx, {
      reminderEnabled: input.enabled,
      reminderImmediate: input.immediate,
      reminderLeadMinutes: input.leadMinutes,
    }),
  );
}

/** setup/booking/queryList: app binding and the board's booking limits (ADR 009). */
export async function getBooking(ctx: TSessionCtx) {
  return bookingOf(await settingsOf(ctx));
}

/** The booking settings of a settings row read with something else (a booking reads it with its shop). */
export function bookingSettingsOf(row: TSettings | null | undefined): TBookingSettings {
  return bookingOf(row ?? DEFAULTS);
}

/** setup/booking/createOrUpdate. */
export async function saveBooking(ctx: TSessionCtx, input: TBookingSettings) {
  return bookingOf(await save(ctx, input));
}

/** setup/uiStyle/queryList: the caller's own font size. */
export async function getUiStyle(ctx: TSessionCtx): Promise<TUiStyle> {
  const fontSize = await findFontSize(ctx.tx, ctx.shopId, ctx.session.accountId);
  if (!fontSize) throw new AppError('NOT_FOUND');
  return { fontSize: fontSize as TUiStyle['fontSize'] };
}

/** setup/uiStyle/createOrUpdate: each person at a shared desk keeps their own font size. */
export async function saveUiStyle(ctx: TSessionCtx, input: TUiStyle): Promise<TUiStyle> {
  if (!(await updateFontSize(ctx.tx, ctx.shopId, ctx.session.accountId, input.fontSize))) {
    throw new AppError('NOT_FOUND');
  }
  return { fontSize: input.fontSize };
}
