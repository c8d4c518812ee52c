import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  TAppointment,
  ZAppointArriveInput,
  ZAppointChangeDurationInput,
  ZAppointChangeDutyInput,
  ZAppointCreateInput,
  ZAppointDeleteInput,
  ZAppointEditDragInput,
  ZAppointEditInput,
  ZAppointLostPromiseInput,
  ZAppointRestoreInput,
} from '../../../contract/appointments';
import { localNow } from '../../../contract/shop-time';
import { SLOT_STEP, toHhmm, toMinutes } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { findSmsShopWithSettings } from '../appointment-reminders/appointment-reminders.repo';
import { toE164 } from '../auth/auth.crypto';
import { findShopAreaCode } from '../customers/customers.repo';
import { bookingSettingsOf, getBooking } from '../settings/settings.service';
import type { TStaffRow } from '../work-time/work-time.repo';
import { accountNotWorkTime, notWorkPeriodsOf, shopZone } from '../work-time/work-time.service';
import { afterAppointmentChange, afterPlacedAppointment, appointmentEventOf } from './appointments.changes';
import { presentAppointment, snapshotOf } from './appointments.present';
import {
  findActiveProducts,
  findAppointment,
  findAppointments,
  findBookableTechnician,
  findBookingPerson,
  findLiveCustomer,
  insertLog,
  listAccountProductIds,
  listProductsOf,
  overlappingLanes,
  replaceAppointmentProducts,
  type TAppointRow,
  type TBookingPerson,
  type TProductForBooking,
  updateAppointment,
} from './appointments.repo';
import { findOrAddCustomer, placeAppointment, refuseOrLockDays, type TBookedCustomer } from './booking-place.repo';

type TIn<S extends z.ZodType> = z.output<S>;
type TFlags = { allowOverlap: boolean; confirmOutsideHours: boolean };
type TSpot = { accountId: number; day: string; startMin: number; durationMin: number };

/** SPEC §2.8 'Cannot book past time': a start before the shop-local now (minutes included). */
function assertNotPast(zone: string, now: Date, day: string, startMin: number, field = 'startTime') {
  const local = localNow(zone, now);
  if (`${day} ${toHhmm(startMin)}` < `${local.date} ${local.time}`) throw new AppError('PAST_TIME', { field });
}

/** A spot must fit in its day (the schema's check would otherwise answer a generic fault). */
function assertFitsDay(spot: TSpot, field: string) {
  if (spot.startMin + spot.durationMin > 1440) throw new AppError('CHECK_INPUT', { field });
}

/**
 * Outside the technician's hours, on leave, on a holiday or off duty (the work-time rules) answers
 * OUTSIDE_WORKING_HOURS unless the caller confirmed or the shop allows booking outside hours.
 */
async function assertWithinHours(
  ctx: TSessionCtx,
  spot: TSpot,
  confirmed: boolean,
  field: string,
  known?: { zone: string; member: TStaffRow; allowOutsideHours: boolean },
) {
  if (confirmed) return;
  if (known ? known.allowOutsideHours : (await getBooking(ctx)).allowOutsideHours === '1') return;
  // A booking has read the zone, the rule and the technician already; a move reads them here (its technician may
  // have left).
  const list = known
    ? await notWorkPeriodsOf(ctx, { date: spot.day, zone: known.zone, staff: [known.member] })
    : (await accountNotWorkTime(ctx, { date: spot.day, accountId: spot.accountId })).list;
  const end = spot.startMin + spot.durationMin;
  const blocked = (list[0]?.periods ?? []).some((p) => toMinutes(p.start) < end && spot.startMin < toMinutes(p.end));
  if (blocked) throw new AppError('OUTSIDE_WORKING_HOURS', { field });
}

/**
 * The lane a spot takes: 0 when nothing of the technician overlaps it; with an overlap, SLOT_TAKEN unless the caller
 * allowed it, and then the lowest lane no overlapping appointment uses. The caller holds the technician's day
 * (refuseOrLockDays), so no concurrent placement can take the lane between this read and the write; the exclusion
 * constraint stays as the last line of defence. (A new appointment's placement does the same in its statement.)
 */
async function laneFor(
  ctx: TSessionCtx,
  spot: TSpot,
  allowOverlap: boolean,
  field: string,
  exceptId?: number,
): Promise<{ lane: number; isOverlap: number }> {
  const used = new Set(await overlappingLanes(ctx, spot, exceptId));
  if (used.size === 0) return { lane: 0, isOverlap: 0 };
  if (!allowOverlap) throw new AppError('SLOT_TAKEN', { field });
  let lane = 0;
  while (used.has(lane)) lane++;
  return { lane, isOverlap: 1 };
}

/** A bookable technician of the shop (NOT_FOUND otherwise: another shop's or a non-bookable account). */
async function requireTechnician(ctx: TSessionCtx, accountId: number, field: string) {
  const technician = await findBookableTechnician(ctx, accountId);
  if (!technician) throw new AppError('NOT_FOUND', { field });
  return technician;
}

/** Active projects in the order chosen, each one the technician may be booked for. */
async function requireProjects(ctx: TSessionCtx, accountId: number, ids: number[], field: string) {
  const found = await findActiveProducts(ctx, ids);
  return checkedProjects(ids, found, await listAccountProductIds(ctx, accountId), field);
}

/**
 * The projects of the ids in their order, found among the shop's active ones (NOT_FOUND otherwise), each one the
 * technician may be booked for (CHECK_INPUT otherwise; none allowed means every project, ADR 007).
 */
function checkedProjects(ids: number[], found: TProductForBooking[], allowed: number[], field: string) {
  const byId = new Map(found.map((p) => [p.id, p]));
  const list = ids.map((id) => byId.get(id));
  if (list.some((p) => p === undefined)) throw new AppError('NOT_FOUND', { field });
  if (allowed.length > 0 && ids.some((id) => !allowed.includes(id))) throw new AppError('CHECK_INPUT', { field });
  return list as TProductForBooking[];
}

const sumOf = (projects: TProductForBooking[]) => projects.reduce((sum, p) => sum + p.duration, 0);

/**
 * The customer picked from the search by id (ADR 021): a live customer of the shop, else NOT_FOUND on the field. Its
 * stored name and phone are booked; the form's (a masked phone) are not.
 */
async function customerById(ctx: TSessionCtx, id: number, field: string) {
  const row = await findLiveCustomer(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', { field });
  return { customerId: row.id, customName: row.name, customPhone: row.phone, kind: 'member', vipFlag: row.vipFlag };
}

/**
 * The customer of a name and phone: none for a temporary appointment (both empty); a name is required otherwise. The
 * shop's customer with the same international phone and name (any case) is reused, else one is created.
 */
async function resolveCustomer(ctx: TSessionCtx, name: string, phone: string, field: string) {
  const customer = bookedByName(name, phone, field, phone === '' ? '' : await findShopAreaCode(ctx));
  if (!customer.named) return { customerId: null, customName: '', customPhone: '', kind: customer.kind };
  const found = await findOrAddCustomer(ctx, { ...customer, createdAt: ctx.now });
  return { customerId: found.id, customName: found.name, customPhone: found.phone, kind: customer.kind };
}

/**
 * Who a name and phone book (resolveCustomer): nobody for a temporary appointment (both empty), else the customer of
 * that name and international phone, found or added; a name is required.
 */
function bookedByName(
  name: string,
  phone: string,
  field: string,
  areaCode: string,
): TBookedCustomer & { kind: string } {
  if (name === '' && phone === '') {
    return { named: false, id: null, name: '', phone: '', vipFlag: 0, kind: 'temporary' };
  }
  if (name === '') throw new AppError('CUSTOMER_NAME_REQUIRED', { field });
  return { named: true, name, phone, phoneE164: phone === '' ? '' : toE164(areaCode, phone), kind: 'member' };
}

/** An appointment of the shop that still holds its slot: deleted or missed ones are closed (NOT_FOUND). */
async function requireActive(ctx: TSessionCtx, id: number): Promise<TAppointRow> {
  const row = await findAppointment(ctx, id);
  if (!row || row.delFlag === 1 || row.lostFlag === 1) throw new AppError('NOT_FOUND', { field: 'id' });
  return row;
}

/** A version the caller read that is no longer the row's answers CONFLICT (409). */
function assertVersion(row: TAppointRow, version: number | undefined) {
  if (version !== undefined && row.version !== version) throw new AppError('CONFLICT');
}

const settle = (outcome: 'ok' | 'stale' | 'taken', field = 'startTime') => {
  if (outcome === 'stale') throw new AppError('CONFLICT');
  if (outcome === 'taken') throw new AppError('SLOT_TAKEN', { field });
};

async function projectNamesOf(ctx: TSessionCtx, id: number) {
  return (await listProductsOf(ctx, [id])).map((p) => p.productName);
}

async function presentIds(ctx: TSessionCtx, ids: number[]): Promise<TAppointment[]> {
  const rows = await findAppointments(ctx, ids);
  const projects = await listProductsOf(ctx, ids);
  return rows.map((row) => presentAppointment(row, projects));
}

/** The project names of an appointment before and after a change (the caller knows them, saving a read). */
type TNames = { before: string[]; after: string[] };
const unchanged = (names: string[]): TNames => ({ before: names, after: names });

/** Writes a log row with the appointment as it is now as `after`. */
async function logChange(
  ctx: TSessionCtx,
  operType: string,
  before: TAppointRow | null,
  names: TNames,
  id: number,
  reason = '',
) {
  const after = await findAppointment(ctx, id);
  await insertLog(ctx, {
    appointmentId: id,
    operType,
    before: before ? snapshotOf(before, names.before) : null,
    after: after ? snapshotOf(after, names.after) : null,
    reason,
    createdBy: ctx.session.accountId,
    createdAt: ctx.now,
  });
  await afterAppointmentChange(ctx, { operType, before, after: after ?? null });
}

/**
 * Who one person of a booking is for: the customer picked by id (ADR 021), a live customer of the shop (NOT_FOUND
 * otherwise), with its stored name and phone rather than the form's (a masked phone); else bookedByName.
 */
function bookedCustomerOf(
  person: TIn<typeof ZAppointCreateInput>['people'][number],
  found: TBookingPerson['customer'],
  areaCode: string,
  at: (name: string) => string,
): TBookedCustomer & { kind: string } {
  if (person.customerId === undefined)
    return bookedByName(person.customName, person.customPhone, at('customName'), areaCode);
  if (!found) throw new AppError('NOT_FOUND', { field: at('customerId') });
  return { named: false, ...found, kind: 'member' };
}

/**
 * appoint/create: every person of the booking is placed or nothing is saved. People on one technician follow each
 * other in the order given; people on different technicians start at the same time.
 */
export async function createAppointments(ctx: TSessionCtx, input: TIn<typeof ZAppointCreateInput>) {
  // The shop with its settings once: the zone, the area code, the booking rule and the reminders' settings and texts.
  const shop = await findSmsShopWithSettings(ctx, ctx.shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  const zone = shop.timeZone;
  const allowOutsideHours = bookingSettingsOf(shop.settings).allowOutsideHours === '1';
  const startMin = toMinutes(input.startTime);
  if (input.entry === 'normal') assertNotPast(zone, ctx.now, input.appointDay, startMin);
  // Everything that does not depend on the board is checked before the technicians' days are locked, so the part of
  // concurrent bookings that runs one at a time is the placement alone.
  const nextStart = new Map<number, number>();
  const checked = [];
  for (const [i, person] of input.people.entries()) {
    const at = (name: string) => `people.${i}.${name}`;
    if (input.entry === 'remarkOnly' && person.remark === '') {
      throw new AppError('REMARK_NOTE_REQUIRED', { field: at('remark') });
    }
    if (person.customerId === undefined && person.customName === '' && person.customPhone !== '') {
      throw new AppError('CUSTOMER_NAME_REQUIRED', { field: at('customName') });
    }
    const found = await findBookingPerson(ctx, person.shopAccountId, person.productIds, person.customerId);
    const technician = found.technician;
    if (!technician) throw new AppError('NOT_FOUND', { field: at('shopAccountId') });
    const projects = checkedProjects(person.productIds, found.products, found.allowedIds, at('productIds'));
    const spot: TSpot = {
      accountId: person.shopAccountId,
      day: input.appointDay,
      startMin: nextStart.get(person.shopAccountId) ?? startMin,
      durationMin: sumOf(projects) + person.additionTime,
    };
    assertFitsDay(spot, 'startTime');
    await assertWithinHours(ctx, spot, input.confirmOutsideHours, 'startTime', {
      zone,
      member: technician,
      allowOutsideHours,
    });
    const customer = bookedCustomerOf(person, found.customer, shop.areaCode, at);
    nextStart.set(person.shopAccountId, spot.startMin + spot.durationMin);
    checked.push({ person, projects, spot, customer, technicianName: technician.name });
  }
  // Every technician of the booking at once, in key order: two bookings of the same people in another order queue
  // instead of deadlocking.
  const spots = checked.map((c) => c.spot);
  if ((await refuseOrLockDays(ctx, { spots, days: spots, allowOverlap: input.allowOverlap })) === 'taken') {
    throw new AppError('SLOT_TAKEN', { field: 'startTime' });
  }
  const bookingId = randomUUID();
  const list: TAppointment[] = [];
  for (const { person, projects, spot, customer, technicianName } of checked) {
    const { kind, ...bookedCustomer } = customer;
    const known = { ...spot, lane: 0, isOverlap: 0, arrivedFlag: 0, customName: '', customPhone: '' };
    const placed = await placeAppointment(ctx, {
      bookingId,
      ...spot,
      additionTime: person.additionTime,
      customer: bookedCustomer,
      kind,
      remark: person.remark,
      entry: input.entry,
      createdBy: ctx.session.accountId,
      createdAt: ctx.now,
      allowOverlap: input.allowOverlap,
      projects,
      snapshot: snapshotOf(
        { ...known, additionTime: person.additionTime, remark: person.remark },
        projects.map((p) => p.name),
      ),
      event: appointmentEventOf(ctx.shopId, { operType: 'H5_ADD', before: null, after: { id: 0, day: spot.day } })!,
    });
    if (placed === 'taken') throw new AppError('SLOT_TAKEN', { field: 'startTime' });
    // The row as stored and what the booking read already: nothing is read back.
    const row: TAppointRow = { ...placed.row, technicianName, vipFlag: placed.vipFlag };
    await afterPlacedAppointment(ctx, row, shop);
    list.push(presentAppointment(row, placed.products));
  }
  return { bookingId, list };
}

/**
 * Moves an appointment to a new spot under the placement rules: a start moved into the past is refused for a normal
 * entry (one booked through the past-slot choice may stay in the past), then hours and overlap are checked.
 */
async function placeMoved(
  ctx: TSessionCtx,
  row: TAppointRow,
  spot: TSpot,
  flags: TFlags,
  checkPast: boolean,
  field: string,
) {
  const isMoved =
    spot.accountId !== row.accountId ||
    spot.day !== row.day ||
    spot.startMin !== row.startMin ||
    spot.durationMin !== row.durationMin;
  if (!isMoved) return { lane: row.lane, isOverlap: row.isOverlap };
  const isNewStart = spot.day !== row.day || spot.startMin !== row.startMin;
  if (checkPast && isNewStart && row.entry === 'normal') {
    assertNotPast(await shopZone(ctx), ctx.now, spot.day, spot.startMin, field);
  }
  assertFitsDay(spot, field);
  await assertWithinHours(ctx, spot, flags.confirmOutsideHours, field);
  // The day it leaves and the day it joins, locked together in key order, so two moves crossing between the same
  // technicians or days never deadlock.
  const days = [row, spot];
  const early = await refuseOrLockDays(ctx, {
    spots: [spot],
    days,
    allowOverlap: flags.allowOverlap,
    exceptId: row.id,
  });
  if (early === 'taken') throw new AppError('SLOT_TAKEN', { field });
  return laneFor(ctx, spot, flags.allowOverlap, field, row.id);
}

/** appoint/edit: customer, projects, added time, remark, technician, day and time, from the version read. */
export async function editAppointment(ctx: TSessionCtx, input: TIn<typeof ZAppointEditInput>) {
  const row = await requireActive(ctx, input.id);
  assertVersion(row, input.version);
  const beforeNames = await projectNamesOf(ctx, row.id);
  if (input.customerId === undefined && input.customName === '' && input.customPhone !== '') {
    throw new AppError('CUSTOMER_NAME_REQUIRED', { field: 'customName' });
  }
  const startMin = toMinutes(input.startTime);
  // A start off the 15-minute grid is only the appointment's own, kept where it is (ZEditStartTime).
  if (startMin % SLOT_STEP !== 0 && (startMin !== row.startMin || input.appointDay !== row.day)) {
    throw new AppError('CHECK_INPUT', { field: 'startTime' });
  }
  await requireTechnician(ctx, input.shopAccountId, 'shopAccountId');
  const projects = await requireProjects(ctx, input.shopAccountId, input.productIds, 'productIds');
  const spot: TSpot = {
    accountId: input.shopAccountId,
    day: input.appointDay,
    startMin,
    durationMin: sumOf(projects) + input.additionTime,
  };
  const placed = await placeMoved(ctx, row, spot, input, true, 'startTime');
  const isSameCustomer =
    input.customerId === undefined
      ? input.customName === row.customName && input.customPhone === row.customPhone
      : input.customerId === row.customerId;
  const customer = isSameCustomer
    ? { customerId: row.customerId, customName: row.customName, customPhone: row.customPhone, kind: row.kind }
    : input.customerId === undefined
      ? await resolveCustomer(ctx, input.customName, input.customPhone, 'customName')
      : await customerById(ctx, input.customerId, 'customerId');
  settle(
    await updateAppointment(ctx, row.id, input.version, {
      ...spot,
      ...placed,
      ...customer,
      additionTime: input.additionTime,
      remark: input.remark,
      updatedAt: ctx.now,
    }),
  );
  await replaceAppointmentProducts(ctx, row.id, projects);
  await logChange(ctx, 'H5_EDIT', row, { before: beforeNames, after: projects.map((p) => p.name) }, row.id);
  return (await presentIds(ctx, [row.id]))[0];
}

/** appoint/editDragByH5: a drag to another technician, day or time; the projects must suit the technician. */
export async function dragAppointment(ctx: TSessionCtx, input: TIn<typeof ZAppointEditDragInput>) {
  const row = await requireActive(ctx, input.id);
  assertVersion(row, input.version);
  const names = await projectNamesOf(ctx, row.id);
  if (input.shopAccountId !== row.accountId) {
    await requireTechnician(ctx, input.shopAccountId, 'shopAccountId');
    await assertTechnicianTakes(ctx, row.id, input.shopAccountId, 'shopAccountId');
  }
  const spot: TSpot = {
    accountId: input.shopAccountId,
    day: input.appointDay,
    startMin: toMinutes(input.startTime),
    durationMin: row.durationMin,
  };
  const placed = await placeMoved(ctx, row, spot, input, true, 'startTime');
  settle(await updateAppointment(ctx, row.id, input.version, { ...spot, ...placed, updatedAt: ctx.now }));
  await logChange(ctx, 'H5_DRAG', row, unchanged(names), row.id);
  return (await presentIds(ctx, [row.id]))[0];
}

/** The technician may be booked for every project of the appointment (no rows: every project). */
async function assertTechnicianTakes(ctx: TSessionCtx, id: number, accountId: number, field: string) {
  const allowed = await listAccountProductIds(ctx, accountId);
  if (allowed.length === 0) return;
  const booked = await listProductsOf(ctx, [id]);
  if (booked.some((p) => !allowed.includes(p.productId))) throw new AppError('CHECK_INPUT', { field });
}

/**
 * appoint/changeDuration: the bottom-edge drag. The added time follows (duration minus the projects' minutes, never
 * below 0), so a later edit keeps the length.
 */
export async function changeDuration(ctx: TSessionCtx, input: TIn<typeof ZAppointChangeDurationInput>) {
  const row = await requireActive(ctx, input.id);
  assertVersion(row, input.version);
  const booked = await listProductsOf(ctx, [row.id]);
  const spot: TSpot = { accountId: row.accountId, day: row.day, startMin: row.startMin, durationMin: input.duration };
  const placed = await placeMoved(ctx, row, spot, input, false, 'duration');
  const projectMinutes = booked.reduce((sum, p) => sum + p.durationMin, 0);
  settle(
    await updateAppointment(ctx, row.id, input.version, {
      durationMin: input.duration,
      additionTime: Math.max(0, input.duration - projectMinutes),
      ...placed,
      updatedAt: ctx.now,
    }),
    'duration',
  );
  await logChange(ctx, 'H5_PULL_DURATION', row, unchanged(booked.map((p) => p.productName)), row.id);
  return (await presentIds(ctx, [row.id]))[0];
}

/** appoint/changeDuty: the same time with another technician, and why. */
export async function changeDuty(ctx: TSessionCtx, input: TIn<typeof ZAppointChangeDutyInput>) {
  const row = await requireActive(ctx, input.id);
  assertVersion(row, input.version);
  const names = await projectNamesOf(ctx, row.id);
  await requireTechnician(ctx, input.shopAccountId, 'shopAccountId');
  await assertTechnicianTakes(ctx, row.id, input.shopAccountId, 'shopAccountId');
  const spot: TSpot = {
    accountId: input.shopAccountId,
    day: row.day,
    startMin: row.startMin,
    durationMin: row.durationMin,
  };
  const placed = await placeMoved(ctx, row, spot, input, false, 'shopAccountId');
  settle(
    await updateAppointment(ctx, row.id, input.version, {
      accountId: input.shopAccountId,
      ...placed,
      updatedAt: ctx.now,
    }),
    'shopAccountId',
  );
  await logChange(ctx, 'H5_CHANGE_DUTY', row, unchanged(names), row.id, input.reason);
  return (await presentIds(ctx, [row.id]))[0];
}

/** appoint/lostPromise: the customer did not come; the slot is freed. */
export async function markLost(ctx: TSessionCtx, input: TIn<typeof ZAppointLostPromiseInput>) {
  const row = await requireActive(ctx, input.id);
  assertVersion(row, input.version);
  const names = await projectNamesOf(ctx, row.id);
  settle(await updateAppointment(ctx, row.id, input.version, { lostFlag: 1, updatedAt: ctx.now }));
  await logChange(ctx, 'H5_LOST', row, unchanged(names), row.id);
  return (await presentIds(ctx, [row.id]))[0];
}

/** appoint/delete: soft delete (a missed appointment may be deleted too); the slot is freed. */
export async function deleteAppointment(ctx: TSessionCtx, input: TIn<typeof ZAppointDeleteInput>) {
  const row = await findAppointment(ctx, input.id);
  if (!row || row.delFlag === 1) throw new AppError('NOT_FOUND', { field: 'id' });
  assertVersion(row, input.version);
  const names = await projectNamesOf(ctx, row.id);
  settle(await updateAppointment(ctx, row.id, input.version, { delFlag: 1, updatedAt: ctx.now }));
  await logChange(ctx, 'H5_DELETE', row, unchanged(names), row.id, input.reason);
  return null;
}

/**
 * appoint/restore (ADR 030): a deleted appointment back where it was, its reminders planned again. The slot's
 * exclusion constraint refuses it (SLOT_TAKEN) when another booking took the time meanwhile, and a technician who has
 * left since cannot take it back. Not deleted: answered as it is, so a repeated undo changes nothing.
 */
export async function restoreAppointment(ctx: TSessionCtx, input: TIn<typeof ZAppointRestoreInput>) {
  const row = await findAppointment(ctx, input.id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  if (row.delFlag === 0) return (await presentIds(ctx, [row.id]))[0];
  await requireTechnician(ctx, row.accountId, 'id');
  const names = await projectNamesOf(ctx, row.id);
  settle(await updateAppointment(ctx, row.id, row.version, { delFlag: 0, updatedAt: ctx.now }), 'id');
  await logChange(ctx, 'H5_RESTORE', row, unchanged(names), row.id);
  return (await presentIds(ctx, [row.id]))[0];
}

/** appoint/arrive: the customer has or has not arrived at the store. */
export async function setArrived(ctx: TSessionCtx, input: TIn<typeof ZAppointArriveInput>) {
  const row = await requireActive(ctx, input.id);
  if (row.arrivedFlag !== input.arrivedFlag) {
    const names = await projectNamesOf(ctx, row.id);
    settle(await updateAppointment(ctx, row.id, undefined, { arrivedFlag: input.arrivedFlag, updatedAt: ctx.now }));
    await logChange(ctx, 'H5_ARRIVE', row, unchanged(names), row.id);
  }
  return (await presentIds(ctx, [row.id]))[0];
}
