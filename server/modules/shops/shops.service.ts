import type { z } from 'zod';
import { isPaidShop } from '../../../contract/expiry';
import type { TLanguage } from '../../../contract/languages';
import type { TShopInfo, ZBranchShop, ZShopUpdateInput } from '../../../contract/shop';
import { SHOP_TYPES } from '../../../contract/shop-types';
import { AppError } from '../../http/app-error';
import type { TCtx, TSessionCtx } from '../../http/context';
import { findShop, listChainShops, type TChainShopRow, type TShopRow, updateShopFields } from './shops.repo';

/** The translated name of a shop type. */
export function shopTypeName(id: number, language: TLanguage) {
  return SHOP_TYPES.find((t) => t.id === id)?.name[language] ?? '';
}

/** A shop row as the client sees it (SPEC §3) at a moment: only a paid shop shows its invitation code (SPEC §6). */
export function presentShop(row: TShopRow, language: TLanguage, now: Date): TShopInfo {
  const expireTime = row.expireTime ? row.expireTime.toISOString() : null;
  return {
    id: row.id,
    shopName: row.name,
    logo: row.logo,
    bgImg: row.bgImg,
    area: row.area,
    region: row.region,
    contactUser: row.contactUser,
    contactTel: row.contactTel,
    postCode: row.postCode,
    address: row.address,
    shopType: row.shopTypeId,
    shopTypeName: shopTypeName(row.shopTypeId, language),
    trialFlag: row.trialFlag,
    expireTime,
    goodsType: row.goodsType as TShopInfo['goodsType'],
    email: row.email,
    msgNums: row.msgNums,
    shopActivity: 0,
    shopCustomNums: 0,
    shopAccountNums: row.shopAccountNums,
    createTime: row.createdAt.toISOString(),
    cashDeviceFlag: row.cashDeviceFlag,
    cashDeviceIp: row.cashDeviceIp,
    country: row.country,
    areaCode: row.areaCode,
    remark: row.remark,
    receiptNote: row.receiptNote,
    timeZone: row.timeZone,
    currency: row.currency,
    shopHeadquarter: row.headquarterId ? 1 : 0,
    invitationCode: isPaidShop({ ...row, expireTime }, now.getTime()) ? row.invitationCode : '',
    version: row.version,
  };
}

/** The current shop of a session. */
export async function getShopInfo(ctx: TCtx, shopId: number): Promise<TShopInfo> {
  const row = await findShop(ctx.tx, shopId);
  if (!row) throw new AppError('NOT_FOUND');
  return presentShop(row, ctx.language, ctx.now);
}

/** Saves the editable shop fields; plan fields, type and id never change here (they change through purchases). */
export async function updateShop(ctx: TSessionCtx, input: z.output<typeof ZShopUpdateInput>): Promise<TShopInfo> {
  const current = await findShop(ctx.tx, ctx.shopId);
  if (!current) throw new AppError('NOT_FOUND');
  if (input.timeZone && !isTimeZone(input.timeZone)) throw new AppError('CHECK_INPUT', { field: 'timeZone' });
  const changed = await updateShopFields(ctx.tx, ctx.shopId, input.version, {
    name: input.shopName,
    area: input.area,
    address: input.address,
    region: input.region,
    contactUser: input.contactUser,
    contactTel: input.contactTel,
    postCode: input.postCode,
    email: input.email,
    logo: input.logo,
    bgImg: input.bgImg,
    // Only shops with the cash device activated can set its IP (SPEC §6).
    cashDeviceIp: current.cashDeviceFlag === 1 ? input.cashDeviceIp : undefined,
    remark: input.remark,
    receiptNote: input.receiptNote,
    timeZone: input.timeZone,
  });
  if (!changed) throw new AppError('CONFLICT');
  return getShopInfo(ctx, ctx.shopId);
}

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The headquarters of the session's chain. */
export function chainHeadquarterId(ctx: TSessionCtx) {
  return ctx.session.headquarterId ?? ctx.shopId;
}

/** A shop of the chain as the branch list shows it (SPEC §3 Branch shop). */
export function presentBranchShop(r: TChainShopRow): z.input<typeof ZBranchShop> {
  return {
    id: r.shop.id,
    shopName: r.shop.name,
    shopHeadquarter: r.shop.headquarterId ? 1 : 0,
    contactUser: r.shop.contactUser,
    contactTel: r.shop.contactTel,
    accountName: r.shop.contactUser || (r.managerName ?? ''),
    customPhone: r.shop.contactTel,
    address: r.shop.address,
    accountId: r.accountId,
    account: r.account ?? '',
    trialFlag: r.shop.trialFlag,
    goodsType: r.shop.goodsType as TShopInfo['goodsType'],
    expireTime: r.shop.expireTime ? r.shop.expireTime.toISOString() : null,
  };
}

/** The chain's shops as the branch list shows them; deleted branches are left out. */
export async function listBranchShops(ctx: TSessionCtx) {
  const rows = await listChainShops(ctx.tx, chainHeadquarterId(ctx));
  return rows.map(presentBranchShop);
}
