import { ZH5LoginOutput } from '../../../contract/auth';
import { toPage } from '../../../contract/common';
import {
  ZH5GetShopTypeListInput,
  ZH5GetShopTypeListOutput,
  ZShopDeleteBranchShopInput,
  ZShopDeleteBranchShopOutput,
  ZShopInfo,
  ZShopQueryBranchShopListInput,
  ZShopQueryBranchShopListOutput,
  ZShopQueryInput,
  ZShopSaveBranchShopInput,
  ZShopSaveBranchShopOutput,
  ZShopSwitchBranchShopInput,
  ZShopType,
  ZShopTypeQueryListInput,
  ZShopUpdateBranchShopInput,
  ZShopUpdateBranchShopOutput,
  ZShopUpdateInput,
} from '../../../contract/shop';
import { defineCall } from '../../http/define-call';
import { switchShop } from '../auth/auth.service';
import { deleteBranch, saveBranch, updateBranch } from './branches.service';
import { listShopTypes } from './shops.repo';
import { getShopInfo, listBranchShops, shopTypeName, updateShop } from './shops.service';

const shopTypes = async (ctx: Parameters<typeof getShopInfo>[0]) =>
  (await listShopTypes(ctx.tx)).map((t) => ({ id: t.id, code: t.code, name: shopTypeName(t.id, ctx.language) }));

export const shopCalls = [
  defineCall({
    path: 'h5/getShopTypeList',
    access: 'public',
    kind: 'read',
    summary: 'Shop types for the registration form',
    input: ZH5GetShopTypeListInput,
    output: ZH5GetShopTypeListOutput,
    handler: (ctx) => shopTypes(ctx),
  }),
  defineCall({
    path: 'shopType/queryList',
    access: 'session',
    kind: 'read',
    summary: 'Shop types',
    input: ZShopTypeQueryListInput,
    output: ZShopType,
    list: true,
    handler: async (ctx, input) => {
      const all = await shopTypes(ctx);
      const start = (input.curPage - 1) * input.limit;
      return toPage(all.slice(start, start + input.limit), all.length, input);
    },
  }),
  defineCall({
    path: 'shop/query',
    access: 'session',
    kind: 'read',
    summary: 'The current shop',
    input: ZShopQueryInput,
    output: ZShopInfo,
    handler: (ctx) => getShopInfo(ctx, ctx.shopId),
  }),
  defineCall({
    path: 'shop/update',
    access: { menu: 'shopManagement' },
    kind: 'write',
    summary: 'Save the shop details (plan fields, type and id are not changed here)',
    input: ZShopUpdateInput,
    output: ZShopInfo,
    handler: (ctx, input) => updateShop(ctx, input),
  }),
  defineCall({
    path: 'shop/queryBranchShopList',
    access: 'session',
    kind: 'read',
    summary: "The chain's shops: headquarters and branches",
    input: ZShopQueryBranchShopListInput,
    output: ZShopQueryBranchShopListOutput,
    handler: (ctx) => listBranchShops(ctx),
  }),
  defineCall({
    path: 'shop/saveBranchShop',
    access: { menu: 'shopManagement' },
    kind: 'write',
    summary: "Add a branch to the chain with its manager's login (headquarters manager only)",
    input: ZShopSaveBranchShopInput,
    output: ZShopSaveBranchShopOutput,
    handler: (ctx, input) => saveBranch(ctx, input),
  }),
  defineCall({
    path: 'shop/updateBranchShop',
    access: { menu: 'shopManagement' },
    kind: 'write',
    summary: "Edit a shop of the chain and its manager's login (headquarters manager only)",
    input: ZShopUpdateBranchShopInput,
    output: ZShopUpdateBranchShopOutput,
    handler: (ctx, input) => updateBranch(ctx, input),
  }),
  defineCall({
    path: 'shop/deleteBranchShop',
    access: { menu: 'shopManagement' },
    kind: 'write',
    summary: 'Delete a branch: it leaves the chain and its accounts can no longer sign in (headquarters manager only)',
    input: ZShopDeleteBranchShopInput,
    output: ZShopDeleteBranchShopOutput,
    handler: (ctx, input) => deleteBranch(ctx, input),
  }),
  defineCall({
    path: 'shop/switchBranchShop',
    access: 'session',
    kind: 'write',
    replay: false,
    summary: 'Switch to another shop of the chain (headquarters owner only)',
    input: ZShopSwitchBranchShopInput,
    output: ZH5LoginOutput,
    handler: (ctx, input) => switchShop(ctx, input.id),
  }),
];
