import type { z } from 'zod';
import type { ZAppointSmsOutput } from '../../../contract/appointments';
import type { TDb } from '../../db/client';
import type { TDeps, TSessionCtx } from '../../http/context';
import type { TJobHandler } from '../../jobs/job-handler';
import { cancelQueuedJobs, type TJobRow } from '../../jobs/jobs.repo';
import { findAppointment, type TAppointRow } from '../appointments/appointments.repo';
import { toE164 } from '../auth/auth.crypto';
import { findShopSettings, type TShopSettingsRow } from '../settings/settings.repo';
import {
  cancelScheduledSms,
  findCustomerPhoneE164,
  findSmsShop,
  insertScheduledSms,
  listLiveSms,
  listSmsOfAppointment,
  lockSms,
  refundSmsCredit,
  setSmsStatus,
  spendSmsCredit,
  type TSmsKind,
  type TSmsShop,
  type TSmsShopWithSettings,
  type TSmsStatus,
} from './appointment-reminders.repo';
import { appointmentSmsText, smsLanguageOf } from './appointment-reminders.texts';
import { appointmentStart, planReminders } from './appointment-reminders.times';

/** The job kind that sends one appointment SMS; its payload is `{ smsId }`. */
export const APPOINTMENT_SMS_JOB = 'appointment-sms';

/** Where the reminder rules run: a transaction, the shop, and the moment. */
type TScope = { tx: TDb; shopId: number; now: Date };

type TChange = { before: TAppointRow | null; after: TAppointRow | null };

const isActive = (row: TAppointRow | null | undefined): row is TAppointRow =>
  Boolean(row) && row!.delFlag === 0 && row!.lostFlag === 0;

/** The shop's reminder settings (setup/alertMsg), off while it never saved them. */
async function reminderSettingsOf(db: TDb, shopId: number) {
  return remindersOf(await findShopSettings(db, shopId));
}

function remindersOf(row: TShopSettingsRow | null | undefined) {
  return {
    isEnabled: row?.reminderEnabled === '1',
    isImmediate: row?.reminderImmediate === '1',
    leadMinutes: row?.reminderLeadMinutes ?? [],
  };
}

async function requireSmsShop(db: TDb, shopId: number): Promise<TSmsShop> {
  const shop = await findSmsShop(db, shopId);
  if (!shop) throw new Error(`shop ${shopId} not found`);
  return shop;
}

/** The customer's phone in international form: the customer book's, else the one typed on the appointment. */
async function recipientOf(db: TDb, shopId: number, shop: TSmsShop, appointment: TAppointRow): Promise<string> {
  if (appointment.customerId !== null) {
    const phone = await findCustomerPhoneE164(db, shopId, appointment.customerId);
    if (phone) return phone;
  }
  return appointment.customPhone ? toE164(shop.areaCode, appointment.customPhone) : '';
}

const textOf = (shop: TSmsShop, kind: TSmsKind, appointment: TAppointRow) =>
  appointmentSmsText(smsLanguageOf(shop.country), kind, {
    shopName: shop.name,
    day: appointment.day,
    startMin: appointment.startMin,
    technicianName: appointment.technicianName,
  });

/**
 * Schedules an appointment's messages under the shop's settings: the immediate one (on booking only) and one per
 * advance lead time still ahead, each with the job that sends it. Nothing for a customer without a phone (a temporary
 * appointment has none) or an appointment that has begun. A lead time that already has a live message is left alone.
 */
async function scheduleSms(
  scope: TScope,
  appointment: TAppointRow,
  withImmediate: boolean,
  known?: TSmsShopWithSettings,
) {
  const settings = known ? remindersOf(known.settings) : await reminderSettingsOf(scope.tx, scope.shopId);
  if (!settings.isEnabled) return;
  const shop = known ?? (await requireSmsShop(scope.tx, scope.shopId));
  const recipient = await recipientOf(scope.tx, scope.shopId, shop, appointment);
  if (!recipient) return;
  const plans = planReminders({
    day: appointment.day,
    startMin: appointment.startMin,
    timeZone: shop.timeZone,
    now: scope.now,
    immediate: withImmediate && settings.isImmediate,
    leadMinutes: settings.leadMinutes,
  });
  // A just-booked appointment (the one with an immediate message) has no message yet: nothing to read.
  const live = new Set(
    withImmediate
      ? []
      : (await listLiveSms(scope.tx, scope.shopId, appointment.id)).map((r) => `${r.kind}:${r.leadMinutes}`),
  );
  const toSchedule = plans
    .filter((p) => !live.has(`${p.kind}:${p.leadMinutes}`))
    .map((plan) => ({ ...plan, content: textOf(shop, plan.kind, appointment) }));
  // One statement whatever the number of messages: the messages and the jobs that send them.
  await insertScheduledSms(
    scope.tx,
    { shopId: scope.shopId, appointmentId: appointment.id, recipient, now: scope.now, jobKind: APPOINTMENT_SMS_JOB },
    toSchedule,
  );
}

/** Cancels an appointment's scheduled messages of some kinds and their jobs (one with the carrier goes on). */
async function cancelSms(scope: TScope, appointmentId: number, kinds: readonly TSmsKind[]) {
  const jobIds = await cancelScheduledSms(scope.tx, scope.shopId, appointmentId, kinds, scope.now);
  await cancelQueuedJobs(scope.tx, scope.shopId, jobIds, scope.now);
}

/** Rewrites the scheduled messages' texts with the appointment as it is now (another technician, say). */
async function refreshScheduledTexts(scope: TScope, appointment: TAppointRow) {
  const scheduled = (await listLiveSms(scope.tx, scope.shopId, appointment.id)).filter((r) => r.status === 'scheduled');
  if (scheduled.length === 0) return;
  const shop = await requireSmsShop(scope.tx, scope.shopId);
  for (const row of scheduled) {
    const content = textOf(shop, row.kind as TSmsKind, appointment);
    if (content !== row.content) {
      await setSmsStatus(scope.tx, scope.shopId, row.id, ['scheduled'], {
        status: 'scheduled',
        content,
        now: scope.now,
      });
    }
  }
}

/**
 * The reminders step of every appointment change, inside its transaction (ADR 014):
 * - booked: the immediate message and the advance reminders, as the shop's settings say;
 * - deleted or missed: every scheduled message is cancelled;
 * - moved to another day or time, or to another customer or phone: the scheduled advance reminders are cancelled and
 *   planned afresh (a confirmation not yet sent stays, and tells the new time when it goes);
 * - anything else (another technician, a longer duration): the same times, with texts brought up to date.
 * A caller that read the shop and its settings already (a booking) passes them as `known`.
 */
export async function reconcileAppointmentSms(
  ctx: TSessionCtx,
  change: TChange,
  known?: TSmsShopWithSettings,
): Promise<void> {
  const scope: TScope = { tx: ctx.tx, shopId: ctx.shopId, now: ctx.now };
  const { before, after } = change;
  if (!isActive(after)) {
    if (isActive(before)) await cancelSms(scope, before.id, ['immediate', 'advance']);
    return;
  }
  if (!before) {
    await scheduleSms(scope, after, true, known);
    return;
  }
  if (!isActive(before)) {
    // Restored (ADR 030): the delete cancelled its reminders; plan the advance ones again, without a new confirmation.
    await scheduleSms(scope, after, false, known);
    return;
  }
  const isMoved =
    before.day !== after.day ||
    before.startMin !== after.startMin ||
    before.customerId !== after.customerId ||
    before.customPhone !== after.customPhone;
  if (isMoved) {
    await cancelSms(scope, after.id, ['advance']);
    await scheduleSms(scope, after, false);
  }
  await refreshScheduledTexts(scope, after);
}

/**
 * Plans the advance reminders of an appointment written without a booking call (the demo's seed), under the shop's
 * settings as at booking; no immediate message, since nobody just booked.
 */
export async function scheduleSeededReminders(scope: TScope, appointmentId: number): Promise<void> {
  const appointment = await findAppointment(scope, appointmentId);
  if (isActive(appointment)) await scheduleSms(scope, appointment, false);
}

/** appointSms/queryAppointSms: an appointment's messages by due time, with status, text and send (or due) time. */
export async function listAppointmentSms(
  ctx: TSessionCtx,
  appointmentId: number,
): Promise<z.input<typeof ZAppointSmsOutput>['list']> {
  const rows = await listSmsOfAppointment(ctx.tx, ctx.shopId, appointmentId);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as TSmsKind,
    leadMinutes: row.leadMinutes,
    status: row.status as z.input<typeof ZAppointSmsOutput>['list'][number]['status'],
    content: row.content,
    sendTime: (row.sentAt ?? row.sendAt).toISOString(),
  }));
}

type THandoff = { to: string; text: string };

/**
 * The first step of a send, in one transaction holding the message's row lock: a message no longer due is closed
 * (cancelled when its appointment was deleted, missed, arrived or has begun, has no phone, or the shop turned
 * reminders off or is a deleted branch); else one SMS is spent with a guarded update and the message becomes 'pending' with its final text,
 * or 'noCredit' when none was left. A message already 'pending' (a worker stopped mid-send) is sent again without
 * spending twice. Answers what to hand to the carrier, or nothing.
 */
async function prepareSend(scope: TScope, smsId: number): Promise<THandoff | null> {
  const sms = await lockSms(scope.tx, scope.shopId, smsId);
  if (!sms || (sms.status !== 'scheduled' && sms.status !== 'pending')) return null;
  const from = sms.status as TSmsStatus;
  const isCharged = from === 'pending';
  const close = async (status: 'cancelled' | 'noCredit', fields: { content?: string; recipient?: string } = {}) => {
    if (isCharged) await refundSmsCredit(scope.tx, scope.shopId);
    await setSmsStatus(scope.tx, scope.shopId, smsId, [from], {
      status,
      now: scope.now,
      ...fields,
    });
    return null;
  };
  const appointment = await findAppointment(scope, sms.appointmentId);
  if (!isActive(appointment) || appointment.arrivedFlag === 1) return close('cancelled');
  const [shop, settings] = await Promise.all([
    requireSmsShop(scope.tx, scope.shopId),
    reminderSettingsOf(scope.tx, scope.shopId),
  ]);
  if (!settings.isEnabled || shop.isDeleted) return close('cancelled');
  const start = appointmentStart(appointment.day, appointment.startMin, shop.timeZone);
  if (start.getTime() <= scope.now.getTime()) return close('cancelled');
  const to = await recipientOf(scope.tx, scope.shopId, shop, appointment);
  if (!to) return close('cancelled', { recipient: '' });
  const text = textOf(shop, sms.kind as TSmsKind, appointment);
  if (!isCharged && !(await spendSmsCredit(scope.tx, scope.shopId))) {
    return close('noCredit', { content: text, recipient: to });
  }
  await setSmsStatus(scope.tx, scope.shopId, smsId, [from], {
    status: 'pending',
    content: text,
    recipient: to,
    lastError: '',
    now: scope.now,
  });
  return { to, text };
}

const smsIdOf = (job: TJobRow) => Number((job.payload as { smsId?: unknown }).smsId);

/**
 * The job that sends one appointment SMS (ADR 014): prepare in a short transaction (spend, 'pending'), hand the text
 * to the SMS provider outside any transaction, then mark it 'sent'. The hand-over carries the message's key: a retry
 * after the mark was lost (a killed connection, a stopped worker) hands it over again and it is still delivered once.
 * When the carrier fails, the SMS is given back and the message is 'scheduled' again for the worker's retry; after
 * the last attempt it is 'failed'.
 */
export const appointmentSmsJob: TJobHandler = {
  async run(deps: TDeps, job: TJobRow, now: Date) {
    const smsId = smsIdOf(job);
    const scope = { shopId: job.shopId, now };
    const handoff = await deps.db.transaction((tx) => prepareSend({ ...scope, tx }, smsId));
    if (!handoff) return;
    try {
      await deps.providers.sms.send({
        to: handoff.to,
        text: handoff.text,
        shopId: job.shopId,
        key: `appointment-sms:${smsId}`,
      });
    } catch (err) {
      const error = (err instanceof Error ? err.message : String(err)).slice(0, 500);
      await deps.db.transaction(async (tx) => {
        const isPutBack = await setSmsStatus(tx, job.shopId, smsId, ['pending'], {
          status: 'scheduled',
          lastError: error,
          now,
        });
        if (isPutBack) await refundSmsCredit(tx, job.shopId);
      });
      throw err;
    }
    await setSmsStatus(deps.db, job.shopId, smsId, ['pending'], { status: 'sent', sentAt: now, now });
  },

  async giveUp(deps: TDeps, job: TJobRow, error: string, now: Date) {
    const smsId = smsIdOf(job);
    await deps.db.transaction(async (tx) => {
      const sms = await lockSms(tx, job.shopId, smsId);
      if (!sms || (sms.status !== 'scheduled' && sms.status !== 'pending')) return;
      if (sms.status === 'pending') await refundSmsCredit(tx, job.shopId);
      await setSmsStatus(tx, job.shopId, smsId, [sms.status as TSmsStatus], {
        status: 'failed',
        lastError: error,
        now,
      });
    });
  },
};
