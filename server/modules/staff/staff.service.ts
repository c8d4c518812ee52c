import type { z } from 'zod';
import { toPage } from '../../../contract/common';
import type {
  TStaff,
  ZAccountCreateMemInput,
  ZAccountProductAddOrUpdateInput,
  ZAccountQueryMemListInput,
  ZAccountResetPassInput,
  ZAccountSetAccountInput,
  ZAccountUpdateInsidePassInput,
  ZAccountUpdateMemInput,
  ZAccountUpdatePassInput,
} from '../../../contract/staff';
import { STAFF_TYPES } from '../../../contract/staff';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { hashSecret, insideDigest, verifySecret } from '../auth/auth.crypto';
import { clearEvents, countEvents, insertEvents, lockSubject } from '../auth/auth.repo';
import { LIMITS } from '../auth/auth.service';
import {
  findActiveProductIds,
  findLoginOwner,
  findStaff,
  hasAccountProducts,
  insertStaff,
  listAccountProducts,
  listStaff,
  listStaffOrder,
  lockStaffOrder,
  nextStaffSortOrder,
  replaceAccountProducts,
  revokeSessionsOf,
  setInsidePasswordHash,
  setLogin,
  setPasswordHash,
  setStaffSortOrder,
  softDeleteStaff,
  type TStaffRow,
  updateStaff,
} from './staff.repo';

const HOUR_MS = 3_600_000;
const OWNER = 1;
const TEMPORARY_ACCOUNT = 3;

/** A staff row as the client sees it (SPEC §3 Staff account); 'resigned' is a state shown as type 4. */
export function presentStaff(row: TStaffRow): TStaff {
  const isResigned = row.departedAt !== null;
  return {
    id: row.id,
    name: row.name,
    accountName: row.name,
    type: isResigned ? STAFF_TYPES.resigned : row.staffType,
    phone: row.phone,
    account: row.account ?? '',
    accountType: row.accountType,
    appointFlag: row.appointFlag,
    financeFlag: row.financeFlag,
    workFlag: row.workFlag,
    jobFlag: row.jobFlag,
    status: isResigned ? 'resigned' : 'normal',
    hasInsidePassword: row.insidePasswordHash !== null,
    createDate: row.createdAt.toISOString(),
    sortOrder: row.sortOrder,
    version: row.version,
  };
}

const isOwner = (row: Pick<TStaffRow, 'accountType'>) => row.accountType === OWNER;
const hasLogin = (row: Pick<TStaffRow, 'account'>): row is TStaffRow & { account: string } => !!row.account;

/** A live staff member of the caller's shop, or NOT_FOUND on the field that named it. */
export async function requireStaff(ctx: TSessionCtx, id: number, field = 'id'): Promise<TStaffRow> {
  const row = await findStaff(ctx, id);
  if (!row) throw new AppError('NOT_FOUND', { field });
  return row;
}

/** SPEC §6: only the headquarters shop manager sets logins, others' passwords and permissions. */
export function requireHeadquartersManager(ctx: TSessionCtx) {
  if (!ctx.session.isHeadquartersManager) throw new AppError('HEADQUARTERS_MANAGER_ONLY');
}

/** The owner and the caller themself cannot be deleted or resigned: the shop would lose its manager or its user. */
function refuseOwnerOrSelf(ctx: TSessionCtx, row: TStaffRow) {
  if (isOwner(row) || row.id === ctx.session.accountId) throw new AppError('OWNER_ACCOUNT_PROTECTED', { field: 'id' });
}

/**
 * The types a form asks for, with ADR 007's rules: temporary means accountType 3; the owner stays owner/manager.
 * Only the owner may give accountType 2 (which skips the internal password): a manager with the staff menu could
 * otherwise lift themselves past it.
 */
function typesOf(ctx: TSessionCtx, input: { type: number; accountType: number }, current?: TStaffRow) {
  if (current && isOwner(current)) return { staffType: STAFF_TYPES.manager, accountType: OWNER };
  if (input.type === STAFF_TYPES.temporary) return { staffType: input.type, accountType: TEMPORARY_ACCOUNT };
  const isGrantingBypass = input.accountType === 2 && current?.accountType !== 2;
  if (isGrantingBypass && ctx.session.accountType !== OWNER) {
    throw new AppError('PERMISSION_DENIED', { field: 'accountType' });
  }
  return { staffType: input.type, accountType: input.accountType };
}

/**
 * account/queryMemList: with appointFlag 0 the technician list, with financeFlag 0 the billing list (both without
 * resigned and temporary staff); otherwise the management list. Always in staff order.
 */
export async function listMembers(ctx: TSessionCtx, input: z.output<typeof ZAccountQueryMemListInput>) {
  const { rows, totalCount } = await listStaff(ctx, {
    key: input.key,
    appointFlag: input.appointFlag,
    financeFlag: input.financeFlag,
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(presentStaff), totalCount, input);
}

/** account/queryById. */
export async function getMember(ctx: TSessionCtx, id: number): Promise<TStaff> {
  return presentStaff(await requireStaff(ctx, id));
}

/** account/createMem: a staff member without a login, placed last in the staff order. */
export async function createMember(ctx: TSessionCtx, input: z.output<typeof ZAccountCreateMemInput>): Promise<TStaff> {
  await lockStaffOrder(ctx);
  const id = await insertStaff(ctx, {
    name: input.name,
    phone: input.phone,
    ...typesOf(ctx, input),
    appointFlag: input.appointFlag,
    financeFlag: input.financeFlag,
    workFlag: input.workFlag,
    sortOrder: await nextStaffSortOrder(ctx),
    createdAt: ctx.now,
  });
  return getMember(ctx, id);
}

/** account/updateMem: a stale version answers CONFLICT. */
export async function updateMember(ctx: TSessionCtx, input: z.output<typeof ZAccountUpdateMemInput>): Promise<TStaff> {
  const current = await requireStaff(ctx, input.id);
  const isChanged = await updateStaff(ctx, input.id, input.version, {
    name: input.name,
    phone: input.phone,
    ...typesOf(ctx, input, current),
    appointFlag: input.appointFlag,
    financeFlag: input.financeFlag,
    workFlag: input.workFlag,
  });
  if (!isChanged) throw new AppError('CONFLICT');
  return getMember(ctx, input.id);
}

/** account/delMem: a soft delete that frees the login name and ends the member's sessions (ADR 007). */
export async function deleteMember(ctx: TSessionCtx, id: number) {
  const row = await requireStaff(ctx, id);
  refuseOwnerOrSelf(ctx, row);
  await softDeleteStaff(ctx, id, ctx.now);
  await revokeSessionsOf(ctx, id, ctx.now);
  return null;
}

/** account/depart: resigns a member; its sessions end at once and it drops out of the technician and billing lists. */
export async function departMember(ctx: TSessionCtx, id: number): Promise<TStaff> {
  const row = await requireStaff(ctx, id);
  refuseOwnerOrSelf(ctx, row);
  if (row.departedAt) throw new AppError('STAFF_RESIGNED', { field: 'id' });
  await updateStaff(ctx, id, undefined, { departedAt: ctx.now });
  await revokeSessionsOf(ctx, id, ctx.now);
  return getMember(ctx, id);
}

/** account/reWork: re-employs a resigned member with its old type. */
export async function reEmployMember(ctx: TSessionCtx, id: number): Promise<TStaff> {
  const row = await requireStaff(ctx, id);
  if (!row.departedAt) throw new AppError('STAFF_NOT_RESIGNED', { field: 'id' });
  await updateStaff(ctx, id, undefined, { departedAt: null });
  return getMember(ctx, id);
}

/** updateWorkFlag / updateAppointFlag / updatefinanceFlag: one toggle of the list. */
export async function setMemberFlag(
  ctx: TSessionCtx,
  id: number,
  flag: Partial<Pick<TStaffRow, 'workFlag' | 'appointFlag' | 'financeFlag'>>,
): Promise<TStaff> {
  await requireStaff(ctx, id);
  await updateStaff(ctx, id, undefined, flag);
  return getMember(ctx, id);
}

/**
 * upSortOrder / downSortOrder: swaps places with the previous / next member in staff order; at the edge nothing
 * moves. Equal sort orders are renumbered first, so that a swap always changes the order.
 */
export async function moveMember(ctx: TSessionCtx, id: number, direction: -1 | 1) {
  await lockStaffOrder(ctx);
  const order = await listStaffOrder(ctx);
  const index = order.findIndex((r) => r.id === id);
  if (index < 0) throw new AppError('NOT_FOUND', { field: 'id' });
  const hasTies = order.some((r, i) => i > 0 && order[i - 1].sortOrder === r.sortOrder);
  if (hasTies) {
    for (const [i, r] of order.entries()) {
      if (r.sortOrder !== i + 1) await setStaffSortOrder(ctx, r.id, i + 1);
      r.sortOrder = i + 1;
    }
  }
  const other = order[index + direction];
  if (!other) return null;
  const mine = order[index];
  await setStaffSortOrder(ctx, mine.id, other.sortOrder);
  await setStaffSortOrder(ctx, other.id, mine.sortOrder);
  return null;
}

/**
 * Refuses when an account has had too many wrong passwords in the last hour, as login does (ADR 004). The lock
 * holds until the call ends, so parallel guesses are counted one after another.
 */
async function guardPasswordFailures(ctx: TSessionCtx, kind: string, subject: string) {
  await lockSubject(ctx.tx, `${kind}:${subject}`);
  const failures = await countEvents(ctx.tx, kind, subject, new Date(ctx.now.getTime() - HOUR_MS));
  if (failures >= LIMITS.failuresPerAccount) throw new AppError('RATE_LIMITED');
}

/** Records a wrong password and answers the error that keeps the record (the call's other writes roll back). */
async function passwordFailure(ctx: TSessionCtx, kind: string, subject: string, field: string) {
  await insertEvents(ctx.tx, kind, [subject], ctx.now);
  return new AppError('OLD_PASSWORD_INCORRECT', { field, keepWrites: true });
}

/**
 * account/setAccount: gives a member a login (or renames it) with a password; the internal password starts equal to
 * it, as at registration (ADR 004). Login names are unique across all shops. The member's other sessions end.
 */
export async function setMemberAccount(
  ctx: TSessionCtx,
  input: z.output<typeof ZAccountSetAccountInput>,
): Promise<TStaff> {
  requireHeadquartersManager(ctx);
  const row = await requireStaff(ctx, input.id);
  if (isOwner(row) && row.id !== ctx.session.accountId) throw new AppError('OWNER_ACCOUNT_PROTECTED', { field: 'id' });
  if (row.departedAt) throw new AppError('STAFF_RESIGNED', { field: 'id' });
  const holder = await findLoginOwner(ctx, input.account);
  if (holder && holder.id !== row.id) {
    throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
  }
  const outcome = await setLogin(ctx, row.id, {
    account: input.account,
    passwordHash: await hashSecret(input.password),
    insidePasswordHash: await hashSecret(insideDigest(input.password, input.account)),
  });
  if (outcome === 'taken') throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
  await revokeSessionsOf(ctx, row.id, ctx.now, ctx.session.sessionId);
  return getMember(ctx, row.id);
}

/** account/updatePass: the caller's own login password; a wrong old one counts like a failed login. */
export async function changeOwnPassword(ctx: TSessionCtx, input: z.output<typeof ZAccountUpdatePassInput>) {
  const subject = `acct:${ctx.session.accountId}`;
  await guardPasswordFailures(ctx, 'password_fail', subject);
  const me = await requireStaff(ctx, ctx.session.accountId);
  if (!(await verifySecret(me.passwordHash, input.oldPassword))) {
    throw await passwordFailure(ctx, 'password_fail', subject, 'oldPassword');
  }
  await clearEvents(ctx.tx, 'password_fail', subject);
  await setPasswordHash(ctx, me.id, await hashSecret(input.newPassword));
  await revokeSessionsOf(ctx, me.id, ctx.now, ctx.session.sessionId);
  return null;
}

/** account/resetPass: the headquarters manager sets a member's login password; the member's sessions end. */
export async function resetMemberPassword(ctx: TSessionCtx, input: z.output<typeof ZAccountResetPassInput>) {
  requireHeadquartersManager(ctx);
  const row = await requireStaff(ctx, input.id);
  if (isOwner(row) && row.id !== ctx.session.accountId) throw new AppError('OWNER_ACCOUNT_PROTECTED', { field: 'id' });
  if (!hasLogin(row)) throw new AppError('CHECK_INPUT', { field: 'id' });
  await setPasswordHash(ctx, row.id, await hashSecret(input.newPassword));
  await revokeSessionsOf(ctx, row.id, ctx.now, ctx.session.sessionId);
  return null;
}

/**
 * account/updateInsidePass. For oneself it needs the old internal password, or the login password when the internal
 * one is forgotten (reset); for another member the headquarters manager needs no proof, except on an owner account.
 */
export async function changeInsidePassword(ctx: TSessionCtx, input: z.output<typeof ZAccountUpdateInsidePassInput>) {
  const isSelf = input.id === undefined || input.id === ctx.session.accountId;
  const row = await requireStaff(ctx, input.id ?? ctx.session.accountId);
  if (isSelf) {
    if (!hasLogin(row)) throw new AppError('CHECK_INPUT', { field: 'id' });
    await proveSelf(ctx, row, input);
  } else {
    requireHeadquartersManager(ctx);
    if (isOwner(row)) throw new AppError('OWNER_ACCOUNT_PROTECTED', { field: 'id' });
    if (!hasLogin(row)) throw new AppError('CHECK_INPUT', { field: 'id' });
  }
  await setInsidePasswordHash(ctx, row.id, await hashSecret(insideDigest(input.newPassword, row.account!)));
  return null;
}

async function proveSelf(
  ctx: TSessionCtx,
  row: TStaffRow & { account: string },
  input: { oldPassword?: string; loginPassword?: string },
) {
  const subject = `acct:${row.id}`;
  if (input.oldPassword) {
    // The same counter as h5/pwdInside: both are guesses at the internal password.
    await guardPasswordFailures(ctx, 'inside_fail', subject);
    if (!(await verifySecret(row.insidePasswordHash, insideDigest(input.oldPassword, row.account)))) {
      throw await passwordFailure(ctx, 'inside_fail', subject, 'oldPassword');
    }
    return;
  }
  if (input.loginPassword) {
    await guardPasswordFailures(ctx, 'password_fail', subject);
    if (!(await verifySecret(row.passwordHash, input.loginPassword))) {
      throw await passwordFailure(ctx, 'password_fail', subject, 'loginPassword');
    }
    return;
  }
  throw new AppError('FIELD_REQUIRED', { field: 'oldPassword' });
}

/** accountProduct/queryAccountProduct: the member's appointable projects; none chosen means every project. */
export async function getAccountProducts(ctx: TSessionCtx, accountId: number) {
  await requireStaff(ctx, accountId, 'accountId');
  const hasChosen = await hasAccountProducts(ctx, accountId);
  return { allProducts: !hasChosen, list: await listAccountProducts(ctx, accountId) };
}

/** accountProduct/addOrUpdate: replaces the member's appointable projects; each must be an active project here. */
export async function setAccountProducts(ctx: TSessionCtx, input: z.output<typeof ZAccountProductAddOrUpdateInput>) {
  await requireStaff(ctx, input.accountId, 'accountId');
  const ids = input.products.map((p) => p.productId);
  const found = new Set(await findActiveProductIds(ctx, ids));
  if (ids.some((id) => !found.has(id))) throw new AppError('NOT_FOUND', { field: 'products' });
  await replaceAccountProducts(ctx, input.accountId, input.products);
  return getAccountProducts(ctx, input.accountId);
}
