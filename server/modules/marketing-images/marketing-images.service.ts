import type { z } from 'zod';
import { type TPage, toPage } from '../../../contract/common';
import {
  DESIGNS_PER_SHOP_MAX,
  type TDesign,
  type TDesignDocument,
  type TDesignSummary,
  type ZDesignDeleteInput,
  type ZDesignDuplicateInput,
  type ZDesignQueryByIdInput,
  type ZDesignQueryListInput,
  type ZDesignRenameInput,
  type ZDesignSaveInput,
} from '../../../contract/marketing-images';
import { AppError } from '../../http/app-error';
import type { TSessionCtx } from '../../http/context';
import {
  deleteDesign,
  findDesign,
  insertDesign,
  knownUploads,
  listDesigns,
  lockAndCountDesigns,
  shopImages,
  type TDesignRow,
  updateDesign,
} from './marketing-images.repo';

type TIn<T extends z.ZodType> = z.output<T>;

const scopeOf = (ctx: TSessionCtx) => ({ tx: ctx.tx, shopId: ctx.shopId });

const summaryOf = (row: Omit<TDesignRow, 'document'>): TDesignSummary => ({
  id: row.id,
  name: row.name,
  templateId: row.templateId,
  size: row.size,
  previewUrl: row.previewUrl,
  imageUrls: row.uploads.split('\n').filter((url) => url && url !== row.previewUrl),
  version: row.version,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
const present = (row: TDesignRow): TDesign => ({ ...summaryOf(row), document: row.document });

/** A storage key as the files module makes them: `<shopId>/<24 hex>.<ext>` (files.service.ts). */
const UPLOAD_KEY = /(\d+)\/[0-9a-f]{24}\.(png|jpg|jpeg)$/;

/**
 * The upload URLs a design shows, each with the field that holds it. Each must be the shop's own: its logo or
 * background image as stored, or an upload of the shop (or of its headquarters, whose logo a branch shows) at exactly
 * the URL the storage gives it. Anything else (another shop's file, an outside address that would track the viewer
 * or taint the canvas) answers DESIGN_IMAGE_NOT_OWN on its field.
 */
async function checkedUploads(ctx: TSessionCtx, document: TDesignDocument, previewUrl: string): Promise<string> {
  const shown = document.elements.flatMap((element, index) =>
    element.type === 'image' ? [{ url: element.src, field: `document.elements.${index}.src` }] : [],
  );
  if (previewUrl) shown.push({ url: previewUrl, field: 'previewUrl' });
  if (shown.length === 0) return '';
  const own = new Set(await shopImages(scopeOf(ctx)));
  const owners = [ctx.shopId, ...(ctx.session.headquarterId ? [ctx.session.headquarterId] : [])];
  const keyOf = (url: string) => {
    const key = UPLOAD_KEY.exec(url)?.[0];
    return key && ctx.providers.storage.urlOf(key) === url ? key : undefined;
  };
  const keys = shown.flatMap(({ url }) => keyOf(url) ?? []);
  const known = await knownUploads(ctx.tx, owners, keys);
  for (const { url, field } of shown) {
    const key = keyOf(url);
    if (!own.has(url) && !(key && known.has(key))) throw new AppError('DESIGN_IMAGE_NOT_OWN', { field });
  }
  return [...new Set(shown.map((s) => s.url))].join('\n');
}

/** marketingImage/queryList. */
export async function queryDesignList(
  ctx: TSessionCtx,
  input: TIn<typeof ZDesignQueryListInput>,
): Promise<TPage<TDesignSummary>> {
  const { rows, totalCount } = await listDesigns(scopeOf(ctx), {
    key: input.key.trim(),
    offset: (input.curPage - 1) * input.limit,
    limit: input.limit,
  });
  return toPage(rows.map(summaryOf), totalCount, input);
}

/** marketingImage/queryById. */
export async function queryDesign(ctx: TSessionCtx, input: TIn<typeof ZDesignQueryByIdInput>): Promise<TDesign> {
  const row = await findDesign(scopeOf(ctx), input.id);
  if (!row) throw new AppError('NOT_FOUND', { field: 'id' });
  return present(row);
}

/** Creates a design after checking the shop's limit (its row locked, so two creations cannot both pass it). */
async function createDesign(ctx: TSessionCtx, fields: Parameters<typeof insertDesign>[1]): Promise<TDesign> {
  const scope = scopeOf(ctx);
  if ((await lockAndCountDesigns(scope)) >= DESIGNS_PER_SHOP_MAX) {
    throw new AppError('DESIGN_LIMIT_REACHED', { params: { n: DESIGNS_PER_SHOP_MAX } });
  }
  return present(await insertDesign(scope, fields, ctx.now));
}

/** A design's row changed, or the reason it was not: gone (NOT_FOUND) or changed meanwhile (CONFLICT). */
async function changed(ctx: TSessionCtx, id: number, row: TDesignRow | undefined): Promise<TDesign> {
  if (row) return present(row);
  if (await findDesign(scopeOf(ctx), id)) throw new AppError('CONFLICT', { field: 'version' });
  throw new AppError('NOT_FOUND', { field: 'id' });
}

/** marketingImage/save: creates a design, or replaces a design's name, document and preview. */
export async function saveDesign(ctx: TSessionCtx, input: TIn<typeof ZDesignSaveInput>): Promise<TDesign> {
  const fields = {
    name: input.name,
    templateId: input.templateId,
    size: input.document.size,
    document: input.document as Record<string, unknown>,
    previewUrl: input.previewUrl,
    uploads: await checkedUploads(ctx, input.document, input.previewUrl),
  };
  if (input.id === undefined) return createDesign(ctx, fields);
  return changed(ctx, input.id, await updateDesign(scopeOf(ctx), input.id, input.version, fields, ctx.now));
}

/** marketingImage/duplicate: a new design with the document, preview and images of another, under a new name. */
export async function duplicateDesign(ctx: TSessionCtx, input: TIn<typeof ZDesignDuplicateInput>): Promise<TDesign> {
  const source = await findDesign(scopeOf(ctx), input.id);
  if (!source) throw new AppError('NOT_FOUND', { field: 'id' });
  return createDesign(ctx, {
    name: input.name,
    templateId: source.templateId,
    size: source.size,
    document: source.document,
    previewUrl: source.previewUrl,
    uploads: source.uploads,
  });
}

/** marketingImage/rename. */
export async function renameDesign(ctx: TSessionCtx, input: TIn<typeof ZDesignRenameInput>): Promise<TDesign> {
  return changed(
    ctx,
    input.id,
    await updateDesign(scopeOf(ctx), input.id, input.version, { name: input.name }, ctx.now),
  );
}

/** marketingImage/delete: its images stay until housekeeping finds nothing else shows them (ADR 019). */
export async function removeDesign(ctx: TSessionCtx, input: TIn<typeof ZDesignDeleteInput>): Promise<void> {
  if (!(await deleteDesign(scopeOf(ctx), input.id))) throw new AppError('NOT_FOUND', { field: 'id' });
}
