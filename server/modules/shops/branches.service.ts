import type { z } from 'zod';
import type {
  ZShopDeleteBranchShopInput,
  ZShopSaveBranchShopInput,
  ZShopUpdateBranchShopInput,
} from '../../../contract/shop';
import { sqlState } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import { hashSecret, insideDigest, toE164 } from '../auth/auth.crypto';
import { findAccountByLogin } from '../auth/auth.repo';
import { createOwner, newInvitationCode } from '../auth/auth.service';
import { requireHeadquartersManager } from '../staff/staff.service';
import {
  findChainShop,
  findShop,
  insertShop,
  markBranchDeleted,
  revokeAccountSessions,
  revokeShopSessions,
  updateManagerAccount,
  updateShopFields,
} from './shops.repo';
import { chainHeadquarterId, presentBranchShop } from './shops.service';

const DAY_MS = 86_400_000;

/** A shop of the session's chain, or NOT_FOUND (another chain's shop, a deleted branch, an unknown id). */
async function requireChainShop(ctx: TSessionCtx, shopId: number) {
  const row = await findChainShop(ctx.tx, chainHeadquarterId(ctx), shopId);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return row;
}

/** The login name is free (case-insensitive, in any shop, deleted ones too) unless the given account holds it. */
async function requireFreeLogin(ctx: TSessionCtx, login: string, exceptAccountId?: number | null) {
  const holder = await findAccountByLogin(ctx.tx, login);
  if (holder && holder.id !== exceptAccountId) throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
}

/** Two saves of one login at once: the unique index refuses the second, which is answered like the check. */
async function orTaken<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (sqlState(err) === '23505') throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
    throw err;
  }
}

/**
 * shop/saveBranchShop: a new branch of the session's chain with the headquarters' type, country, zone, currency and
 * area, on the trial a new sign-up gets, and its own manager login (an owner account with every menu) (ADR 017).
 */
export async function saveBranch(ctx: TSessionCtx, input: z.output<typeof ZShopSaveBranchShopInput>) {
  requireHeadquartersManager(ctx);
  const headquarterId = chainHeadquarterId(ctx);
  const hq = await findShop(ctx.tx, headquarterId);
  if (!hq) throw new AppError('NOT_FOUND');
  await requireFreeLogin(ctx, input.account);
  const shopId = await insertShop(ctx.tx, {
    headquarterId,
    name: input.shopName,
    address: input.address,
    contactUser: input.contactUser,
    contactTel: input.contactTel,
    shopTypeId: hq.shopTypeId,
    country: hq.country,
    areaCode: hq.areaCode,
    timeZone: hq.timeZone,
    currency: hq.currency,
    area: hq.area,
    region: hq.region,
    trialFlag: 1,
    goodsType: 'monthly',
    expireTime: new Date(ctx.now.getTime() + ctx.config.trialDays * DAY_MS),
    invitationCode: newInvitationCode(),
    createdAt: ctx.now,
  });
  await orTaken(
    createOwner(ctx.tx, ctx.now, shopId, {
      account: input.account,
      name: input.contactUser,
      phone: input.contactTel,
      phoneE164: toE164(hq.areaCode, input.contactTel),
      password: input.password,
    }),
  );
  return presentBranchShop(await requireChainShop(ctx, shopId));
}

/**
 * shop/updateBranchShop: the name, address, phone and manager of a shop of the chain (the headquarters too, since it
 * is in the list). The manager's account follows the manager name and phone. A password resets both the login and
 * the internal password (as at creation) and ends the manager's other sessions. The internal password is bound to the
 * login name (SPEC §7 h5/pwdInside), so renaming the login needs a password as well.
 */
export async function updateBranch(ctx: TSessionCtx, input: z.output<typeof ZShopUpdateBranchShopInput>) {
  requireHeadquartersManager(ctx);
  const row = await requireChainShop(ctx, input.id);
  const phoneE164 = toE164(row.shop.areaCode, input.contactTel);
  if (row.accountId === null) {
    // A shop left without a working owner gets a new manager login, which needs its first password.
    if (!input.password) throw new AppError('FIELD_REQUIRED', { field: 'password' });
    await requireFreeLogin(ctx, input.account);
    await orTaken(
      createOwner(ctx.tx, ctx.now, row.shop.id, {
        account: input.account,
        name: input.contactUser,
        phone: input.contactTel,
        phoneE164,
        password: input.password,
      }),
    );
  } else {
    const isRenamed = row.account !== input.account;
    if (isRenamed && !input.password) throw new AppError('FIELD_REQUIRED', { field: 'password' });
    if (isRenamed) await requireFreeLogin(ctx, input.account, row.accountId);
    const credentials = input.password
      ? {
          account: input.account,
          passwordHash: await hashSecret(input.password),
          insidePasswordHash: await hashSecret(insideDigest(input.password, input.account)),
        }
      : {};
    const outcome = await updateManagerAccount(ctx.tx, row.shop.id, row.accountId, {
      name: input.contactUser,
      phone: input.contactTel,
      phoneE164,
      ...credentials,
    });
    if (outcome === 'taken') throw new AppError('ACCOUNT_TAKEN', { field: 'account' });
    if (input.password) {
      await revokeAccountSessions(ctx.tx, row.shop.id, row.accountId, ctx.now, ctx.session.sessionId);
    }
  }
  await updateShopFields(ctx.tx, row.shop.id, undefined, {
    name: input.shopName,
    address: input.address,
    contactUser: input.contactUser,
    contactTel: input.contactTel,
  });
  return presentBranchShop(await requireChainShop(ctx, row.shop.id));
}

/**
 * shop/deleteBranchShop: a soft delete. The branch leaves the list and the switch menu, its sessions end at once and
 * its accounts can no longer sign in; its bills and customers are kept. The headquarters cannot be deleted.
 */
export async function deleteBranch(ctx: TSessionCtx, input: z.output<typeof ZShopDeleteBranchShopInput>) {
  requireHeadquartersManager(ctx);
  const row = await requireChainShop(ctx, input.id);
  if (row.shop.headquarterId === null) throw new AppError('HEADQUARTERS_NOT_DELETABLE', { field: 'id' });
  if (!(await markBranchDeleted(ctx.tx, row.shop.headquarterId, row.shop.id, ctx.now))) {
    throw new AppError('NOT_FOUND', { field: 'id' });
  }
  await revokeShopSessions(ctx.tx, row.shop.id, ctx.now);
  return null;
}
