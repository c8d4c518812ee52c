import {
  ZCustomerServiceQueryInput,
  ZCustomerServiceQueryOutput,
  ZGoodsQueryListInput,
  ZGoodsQueryListOutput,
  ZVersionQueryNewVersionInput,
  ZVersionQueryNewVersionOutput,
} from '../../../contract/system';
import { defineCall } from '../../http/define-call';
import { listGoods, versionText } from './system.service';

export const systemCalls = [
  defineCall({
    path: 'version/queryNewVersion',
    access: 'public',
    kind: 'read',
    summary: 'The current web app version and its release note (polled every 120 s)',
    input: ZVersionQueryNewVersionInput,
    output: ZVersionQueryNewVersionOutput,
    handler: async (ctx) => ({ appVersion: ctx.config.appVersion, remark: versionText(ctx.language) }),
  }),
  defineCall({
    path: 'customerService/query',
    access: 'public',
    kind: 'read',
    summary: 'How to reach customer service',
    input: ZCustomerServiceQueryInput,
    output: ZCustomerServiceQueryOutput,
    handler: async (ctx) => ctx.config.customerService,
  }),
  defineCall({
    path: 'goods/queryList',
    access: 'public',
    kind: 'read',
    summary: 'The plans for sale with their current and lowest prices (CNY cents)',
    input: ZGoodsQueryListInput,
    output: ZGoodsQueryListOutput,
    handler: async (ctx) => listGoods(ctx.config),
  }),
];
