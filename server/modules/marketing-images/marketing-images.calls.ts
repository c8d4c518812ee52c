import { ZNothing } from '../../../contract/common';
import {
  ZDesign,
  ZDesignDeleteInput,
  ZDesignDuplicateInput,
  ZDesignQueryByIdInput,
  ZDesignQueryListInput,
  ZDesignRenameInput,
  ZDesignSaveInput,
  ZDesignSummary,
} from '../../../contract/marketing-images';
import { defineCall } from '../../http/define-call';
import {
  duplicateDesign,
  queryDesign,
  queryDesignList,
  removeDesign,
  renameDesign,
  saveDesign,
} from './marketing-images.service';

/**
 * Marketing image design (SPEC §2.14, issue 25, ADR 033): calls not in SPEC §7, named in its style. They belong to the
 * marketing menu (营销) and, like its recharge rules and gift cards, are not for the free plan (SPEC §6).
 */
const MARKETING = { access: { menu: 'marketing' }, freeBlocked: true } as const;

export const marketingImageCalls = [
  defineCall({
    path: 'marketingImage/queryList',
    ...MARKETING,
    kind: 'read',
    summary: 'The shop’s saved designs, the last changed first, without their documents; key searches the names',
    input: ZDesignQueryListInput,
    output: ZDesignSummary,
    list: true,
    handler: (ctx, input) => queryDesignList(ctx, input),
  }),
  defineCall({
    path: 'marketingImage/queryById',
    ...MARKETING,
    kind: 'read',
    summary: 'One saved design with its document, to open in the editor',
    input: ZDesignQueryByIdInput,
    output: ZDesign,
    handler: (ctx, input) => queryDesign(ctx, input),
  }),
  defineCall({
    path: 'marketingImage/save',
    ...MARKETING,
    kind: 'write',
    summary: 'Create a design, or replace a design’s name, document and preview (with the version read)',
    input: ZDesignSaveInput,
    output: ZDesign,
    handler: (ctx, input) => saveDesign(ctx, input),
  }),
  defineCall({
    path: 'marketingImage/duplicate',
    ...MARKETING,
    kind: 'write',
    summary: 'Copy a design under a new name',
    input: ZDesignDuplicateInput,
    output: ZDesign,
    handler: (ctx, input) => duplicateDesign(ctx, input),
  }),
  defineCall({
    path: 'marketingImage/rename',
    ...MARKETING,
    kind: 'write',
    summary: 'Rename a design (with the version read)',
    input: ZDesignRenameInput,
    output: ZDesign,
    handler: (ctx, input) => renameDesign(ctx, input),
  }),
  defineCall({
    path: 'marketingImage/delete',
    ...MARKETING,
    kind: 'write',
    summary: 'Delete a design',
    input: ZDesignDeleteInput,
    output: ZNothing,
    handler: async (ctx, input) => {
      await removeDesign(ctx, input);
      return null;
    },
  }),
];
