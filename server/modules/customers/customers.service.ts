import type { z } from 'zod';
import { type TPage, toPage } from '../../../contract/common';
import type {
  TCustomer,
  TCustomerDetail,
  TCustomerMatch,
  ZBlacklistEntry,
  ZCustomBlankCreateInput,
  ZCustomBlankQueryListInput,
  ZCustomCreateInput,
  ZCustomerAppointRow,
  ZCustomerBillRow,
  ZCustomerVisit,
  ZCustomHistoryInput,
  ZCustomQueryListInput,
  ZCustomUpdateInput,
  ZCustomUpdateRemarkInput,
  ZCustomVisitQueryListInput,
  ZCustomVisitUpdateInput,
} from '../../../contract/customers';
import { maskPhone, phoneDigitsOfKey, SEARCH_MAX_RESULTS } from '../../../contract/search-keys';
import { toHhmm } from '../../../contract/time-slots';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { hasAnyMenu, requireElevation } from '../../http/define-call';
import { toE164 } from '../auth/auth.crypto';
import {
  countCustomers,
  countFollowedVisits,
  customerExists,
  deleteBlacklistEntry,
  findBlacklistEntry,
  findCustomer,
  findShopAreaCode,
  findVisit,
  insertCustomer,
  listAppointmentsOf,
  listBlacklist,
  listCustomers,
  listPaidBillsOf,
  listVisits,
  lockMemberCardBalance,
  softDeleteCustomer,
  type TBlacklistRow,
  type TCustomerDetailRow,
  type TCustomerRow,
  type TCustomerSearch,
  type TVisitRow,
  updateCustomer,
  updateVisit,
  upsertBlacklistEntry,
} from './customers.repo';

type TIn<S extends z.ZodType> = z.output<S>;

const DAY_MS = 86_400_000;
/** SPEC §2.11 activity level: active within 60 days of the last visit, dormant within 180, lost after. */
const ACTIVE_DAYS = 60;
const DORMANT_DAYS = 180;
/** userType 1 regular users are vipFlag 0, userType 2 members vipFlag 1; 0 is everyone. */
const VIP_FLAG_OF_USER_TYPE: Record<number, number | undefined> = { 0: undefined, 1: 0, 2: 1 };

const pageWindow = (input: { curPage: number; limit: number }) => ({
  offset: (input.curPage - 1) * input.limit,
  limit: input.limit,
});

/** A customer as the lists show it (SPEC §3 Customer); a regular user has no card: cardNo '' and balance 0. */
export function presentCustomer(row: TCustomerRow): TCustomer {
  return {
    id: row.id,
    customName: row.name,
    customPhone: row.phone,
    email: row.email,
    birth: row.birthday ?? '',
    remark: row.remark,
    vipFlag: row.vipFlag,
    status: row.blacklistReason === null ? 'normal' : 'blacklisted',
    cardNo: row.cardNo ?? '',
    availableBalance: row.availableBalance ?? 0,
    visitCount: row.visitCount,
    totalSpend: row.totalSpend,
    createTime: row.createdAt.toISOString(),
    version: row.version,
  };
}

/** SPEC §2.11: how recently the customer came, measured from now. */
export function activityLevelOf(lastVisitAt: Date | null, now: Date): TCustomerDetail['activityLevel'] {
  if (!lastVisitAt) return 'new';
  const days = (now.getTime() - lastVisitAt.getTime()) / DAY_MS;
  if (days <= ACTIVE_DAYS) return 'active';
  if (days <= DORMANT_DAYS) return 'dormant';
  return 'lost';
}

function presentDetail(row: TCustomerDetailRow, visitFollowCount: number, now: Date): TCustomerDetail {
  return {
    ...presentCustomer(row),
    remark1: row.remark1,
    remark2: row.remark2,
    remark3: row.remark3,
    remark4: row.remark4,
    rating: row.rating,
    averageSpend: row.visitCount > 0 ? Math.round(row.totalSpend / row.visitCount) : 0,
    visitFollowCount,
    activityLevel: activityLevelOf(row.lastVisitAt, now),
    lastVisitTime: row.lastVisitAt?.toISOString() ?? '',
    favouriteTeacher: row.favouriteTeacher ?? '',
    blacklistReason: row.blacklistReason ?? '',
  };
}

function presentBlacklistEntry(row: TBlacklistRow): z.input<typeof ZBlacklistEntry> {
  return {
    customerId: row.customerId,
    customerName: row.name,
    phoneNumber: row.phone,
    remark: row.reason,
    createTime: row.createdAt.toISOString(),
  };
}

function presentVisit(row: TVisitRow): z.input<typeof ZCustomerVisit> {
  return {
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    phoneNumber: row.phone,
    appointDay: row.appointDay,
    dueDay: row.dueDay,
    salonProductName: row.productName,
    dutyFlag: row.dutyFlag,
    remark: row.remark,
    version: row.version,
  };
}

/**
 * A typed key as the repo searches it: the name contains it; a key made of phone characters also matches phones
 * holding its digits, or equal to its international form with the shop's area code (ADR 010).
 */
async function searchOf(ctx: TSessionCtx, key: string): Promise<TCustomerSearch> {
  const text = key.trim();
  const digits = phoneDigitsOfKey(text);
  if (!digits) return { text, digits: '', e164: '' };
  return { text, digits, e164: toE164(await findShopAreaCode(ctx), text) };
}

/** A live customer of the caller's shop, or NOT_FOUND on the field that named it. */
async function requireCustomer(ctx: TSessionCtx, id: number, field = 'id'): Promise<TCustomerDetailRow> {
  const row = await findCustomer(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', { field });
  return row;
}

/**
 * The all-customers list's guard (SPEC §2.2 customerAll, §6, ADR 010): the customers menu (the owner always has
 * it), then a fresh internal-password elevation unless accountType is 2.
 */
async function requireAllCustomersAccess(ctx: TSessionCtx) {
  if (!(await hasAnyMenu(ctx.tx, ctx.session, ['customers']))) throw new AppError('PERMISSION_DENIED');
  requireElevation(ctx.session, ctx.now);
}

/**
 * Whether the caller sees customers' full rows (phone, balance, spend) in a search: the owner, and the customers and
 * checkout menus, whose screens show them anyway (ADR 021). Anyone else gets the match (ZCustomerMatch).
 */
const seesFullCustomerRows = (ctx: TSessionCtx) => hasAnyMenu(ctx.tx, ctx.session, ['customers', 'checkout']);

/** A customer as the search shows it to a caller with a session only: the phone masked, no figures. */
function presentMatch(row: TCustomerRow): TCustomerMatch {
  return {
    id: row.id,
    customName: row.name,
    customPhone: maskPhone(row.phone),
    vipFlag: row.vipFlag,
    cardNo: row.cardNo ?? '',
  };
}

/**
 * A keyed search's page window within its first SEARCH_MAX_RESULTS matches: a search finds someone, it does not page
 * through the customer book (ADR 021). Past them the page is empty.
 */
function searchWindow(input: { curPage: number; limit: number }) {
  const limit = Math.min(input.limit, SEARCH_MAX_RESULTS);
  const offset = (input.curPage - 1) * limit;
  return { offset, limit: Math.max(0, Math.min(limit, SEARCH_MAX_RESULTS - offset)), pageLimit: limit };
}

/**
 * custom/queryCustomList: with a key the customer search any session may make (the booking dialog), at most
 * SEARCH_MAX_RESULTS customers, as full rows or as matches by the caller's menus; without one every customer, behind
 * the all-customers guard. Newest first, filtered by user type.
 */
export async function queryCustomers(
  ctx: TSessionCtx,
  input: TIn<typeof ZCustomQueryListInput>,
): Promise<TPage<TCustomer | TCustomerMatch>> {
  const search = await searchOf(ctx, input.key);
  const vipFlag = VIP_FLAG_OF_USER_TYPE[input.userType];
  if (!search.text) {
    await requireAllCustomersAccess(ctx);
    const { rows, totalCount } = await listCustomers(ctx, { search, vipFlag, ...pageWindow(input) });
    return toPage(rows.map(presentCustomer), totalCount, input);
  }
  const window = searchWindow(input);
  const { rows, totalCount } =
    window.limit > 0
      ? await listCustomers(ctx, { search, vipFlag, offset: window.offset, limit: window.limit })
      : { rows: [], totalCount: await countCustomers(ctx, { search, vipFlag }) };
  const present = (await seesFullCustomerRows(ctx)) ? presentCustomer : presentMatch;
  return toPage(rows.map(present), Math.min(totalCount, SEARCH_MAX_RESULTS), {
    curPage: input.curPage,
    limit: window.pageLimit,
  });
}

/** custom/queryById: the detail with spending figures, activity level, favourite technician and blacklist reason. */
export async function getCustomer(ctx: TSessionCtx, id: number): Promise<TCustomerDetail> {
  const row = await requireCustomer(ctx, id);
  return presentDetail(row, await countFollowedVisits(ctx, id), ctx.now);
}

/** The stored form of the create/edit dialog's fields: the phone as typed and in international form. */
async function customerFieldsOf(ctx: TSessionCtx, input: TIn<typeof ZCustomCreateInput>) {
  return {
    name: input.customName,
    phone: input.customPhone,
    phoneE164: toE164(await findShopAreaCode(ctx), input.customPhone),
    email: input.email,
    birthday: input.birth || null,
    remark: input.remark,
    rating: input.rating,
  };
}

/** custom/create: a regular customer; a phone already in use is fine (a family shares one). */
export async function createCustomer(
  ctx: TSessionCtx,
  input: TIn<typeof ZCustomCreateInput>,
): Promise<TCustomerDetail> {
  const id = await insertCustomer(ctx, { ...(await customerFieldsOf(ctx, input)), createdAt: ctx.now });
  return getCustomer(ctx, id);
}

/** custom/update: the edit dialog; a stale version answers CONFLICT. */
export async function editCustomer(ctx: TSessionCtx, input: TIn<typeof ZCustomUpdateInput>): Promise<TCustomerDetail> {
  await requireCustomer(ctx, input.id);
  const fields = await customerFieldsOf(ctx, input);
  if (!(await updateCustomer(ctx, input.id, input.version, { ...fields, updatedAt: ctx.now }))) {
    throw new AppError('CONFLICT');
  }
  return getCustomer(ctx, input.id);
}

/** custom/updateRemark: the detail's remark and remarks 1–4 (the edit dialog's version moves on). */
export async function editCustomerRemarks(
  ctx: TSessionCtx,
  input: TIn<typeof ZCustomUpdateRemarkInput>,
): Promise<TCustomerDetail> {
  await requireCustomer(ctx, input.id);
  const { id, ...remarks } = input;
  await updateCustomer(ctx, id, undefined, { ...remarks, updatedAt: ctx.now });
  return getCustomer(ctx, id);
}

/**
 * custom/del: a soft delete (ADR 010); bills and card ledgers keep pointing at the row. A member whose card still
 * holds money stays, the same rule as cancelling a membership (SPEC §5).
 */
export async function deleteCustomer(ctx: TSessionCtx, id: number): Promise<null> {
  await requireCustomer(ctx, id);
  if ((await lockMemberCardBalance(ctx, id)) > 0) throw new AppError('CANNOT_CANCEL_NONZERO_BALANCE', { field: 'id' });
  await softDeleteCustomer(ctx, id, ctx.now);
  return null;
}

/** custom/queryHistoryPoint: the customer's appointments; there are none until appointments are built. */
export async function queryCustomerAppointments(
  ctx: TSessionCtx,
  input: TIn<typeof ZCustomHistoryInput>,
): Promise<TPage<z.input<typeof ZCustomerAppointRow>>> {
  if (!(await customerExists(ctx, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
  const { rows, totalCount } = await listAppointmentsOf(ctx, input.id, pageWindow(input));
  const list = rows.map((row) => ({
    id: row.id,
    appointDay: row.day,
    startTime: toHhmm(row.startMin),
    projects: row.projects,
    technician: row.technician,
    status: row.lostFlag ? 'missed' : row.arrivedFlag ? 'arrived' : 'booked',
  }));
  return toPage(list, totalCount, input);
}

/**
 * custom/queryHistoryBill: the customer's paid bills, newest first, with their projects and staff members. An unpaid
 * order has not happened yet, and the row carries no status to tell it apart.
 */
export async function queryCustomerBills(
  ctx: TSessionCtx,
  input: TIn<typeof ZCustomHistoryInput>,
): Promise<TPage<z.input<typeof ZCustomerBillRow>>> {
  if (!(await customerExists(ctx, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
  const { rows, totalCount } = await listPaidBillsOf(ctx, input.id, pageWindow(input));
  const list = rows.map((row) => ({
    id: row.id,
    billOrderNo: row.billOrderNo,
    orderType: row.orderType,
    payType: row.payType,
    totalAmount: row.totalAmount,
    actualAmount: row.actualAmount,
    billDay: row.billDay,
    createTime: row.createdAt.toISOString(),
    projects: row.projects,
    staff: row.staff,
  }));
  return toPage(list, totalCount, input);
}

/** customBlank/queryCustomBlankList: the blacklist, newest entry first, searchable by name or phone. */
export async function queryBlacklist(ctx: TSessionCtx, input: TIn<typeof ZCustomBlankQueryListInput>) {
  const { rows, totalCount } = await listBlacklist(ctx, {
    search: await searchOf(ctx, input.key),
    ...pageWindow(input),
  });
  return toPage(rows.map(presentBlacklistEntry), totalCount, input);
}

/**
 * customBlank/create: blacklists a customer with a reason. Adding again is idempotent: the customer stays listed
 * once, with the newest reason (the blacklist has no edit call) and the first date.
 */
export async function addToBlacklist(ctx: TSessionCtx, input: TIn<typeof ZCustomBlankCreateInput>) {
  await requireCustomer(ctx, input.customerId, 'customerId');
  await upsertBlacklistEntry(ctx, { customerId: input.customerId, reason: input.remark, createdAt: ctx.now });
  const entry = await findBlacklistEntry(ctx, input.customerId);
  if (!entry) throw new AppError('NOT_FOUND', { field: 'customerId' });
  return presentBlacklistEntry(entry);
}

/** customBlank/del: takes a customer off the blacklist; one not listed is already where the caller wants it. */
export async function removeFromBlacklist(ctx: TSessionCtx, customerId: number): Promise<null> {
  await requireCustomer(ctx, customerId, 'customerId');
  await deleteBlacklistEntry(ctx, customerId);
  return null;
}

/** customVisit/queryList: follow-up visits, the oldest due first, by status and customer name or phone. */
export async function queryVisits(ctx: TSessionCtx, input: TIn<typeof ZCustomVisitQueryListInput>) {
  const { rows, totalCount } = await listVisits(ctx, {
    search: await searchOf(ctx, input.key),
    dutyFlag: input.dutyFlag,
    ...pageWindow(input),
  });
  return toPage(rows.map(presentVisit), totalCount, input);
}

/** customVisit/update: records the status and result of a follow-up visit; a stale version answers CONFLICT. */
export async function recordVisit(ctx: TSessionCtx, input: TIn<typeof ZCustomVisitUpdateInput>) {
  if (!(await findVisit(ctx, input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
  const fields = { dutyFlag: input.dutyFlag, remark: input.remark, updatedAt: ctx.now };
  if (!(await updateVisit(ctx, input.id, input.version, fields))) throw new AppError('CONFLICT');
  const row = await findVisit(ctx, input.id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return presentVisit(row);
}
