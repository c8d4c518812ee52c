import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { versionMatches } from '../../db/optimistic';
import { marketingDesigns } from '../../db/schema/marketing-designs';
import { shops } from '../../db/schema/shops';
import { uploads } from '../../db/schema/uploads';
import { containsPattern } from '../../db/search';

/** The repos of the shop's saved marketing designs (ADR 033). */
type TScope = { tx: TDb; shopId: number };

export type TDesignRow = typeof marketingDesigns.$inferSelect;
export type TDesignFields = Pick<
  typeof marketingDesigns.$inferInsert,
  'name' | 'templateId' | 'size' | 'document' | 'previewUrl' | 'uploads'
>;

const ofShop = (shopId: number) => eq(marketingDesigns.shopId, shopId);

/** A page of the shop's designs, the last changed first, without their documents; `key` searches the names. */
export async function listDesigns(s: TScope, filter: { key: string; offset: number; limit: number }) {
  const where = and(
    ofShop(s.shopId),
    filter.key ? sql`${marketingDesigns.name} ILIKE ${containsPattern(filter.key)}` : undefined,
  );
  const { document: _document, ...summary } = getTableColumns(marketingDesigns);
  const rows = await s.tx
    .select(summary)
    .from(marketingDesigns)
    .where(where)
    .orderBy(desc(marketingDesigns.updatedAt), desc(marketingDesigns.id))
    .offset(filter.offset)
    .limit(filter.limit);
  const [total] = await s.tx.select({ n: count() }).from(marketingDesigns).where(where);
  return { rows, totalCount: total.n };
}

export async function findDesign(s: TScope, id: number): Promise<TDesignRow | undefined> {
  const [row] = await s.tx
    .select()
    .from(marketingDesigns)
    .where(and(ofShop(s.shopId), eq(marketingDesigns.id, id)));
  return row;
}

/** How many designs the shop keeps, its row locked first so that two creations cannot both pass the limit. */
export async function lockAndCountDesigns(s: TScope): Promise<number> {
  await s.tx.select({ id: shops.id }).from(shops).where(eq(shops.id, s.shopId)).for('update');
  const [total] = await s.tx.select({ n: count() }).from(marketingDesigns).where(ofShop(s.shopId));
  return total.n;
}

export async function insertDesign(s: TScope, fields: TDesignFields, at: Date): Promise<TDesignRow> {
  const [row] = await s.tx
    .insert(marketingDesigns)
    .values({ ...fields, shopId: s.shopId, createdAt: at, updatedAt: at })
    .returning();
  return row;
}

/** Replaces a design's fields when its version matches; the row as changed, or undefined. */
export async function updateDesign(
  s: TScope,
  id: number,
  version: number | undefined,
  fields: Partial<TDesignFields>,
  at: Date,
): Promise<TDesignRow | undefined> {
  const [row] = await s.tx
    .update(marketingDesigns)
    .set({ ...fields, updatedAt: at, version: sql`${marketingDesigns.version} + 1` })
    .where(and(ofShop(s.shopId), eq(marketingDesigns.id, id), versionMatches(marketingDesigns.version, version)))
    .returning();
  return row;
}

export async function deleteDesign(s: TScope, id: number): Promise<boolean> {
  const rows = await s.tx
    .delete(marketingDesigns)
    .where(and(ofShop(s.shopId), eq(marketingDesigns.id, id)))
    .returning({ id: marketingDesigns.id });
  return rows.length > 0;
}

/** The shop's own images beside its uploads: its logo and background image as stored. */
export async function shopImages(s: TScope): Promise<string[]> {
  const [row] = await s.tx.select({ logo: shops.logo, bgImg: shops.bgImg }).from(shops).where(eq(shops.id, s.shopId));
  return row ? [row.logo, row.bgImg].filter(Boolean) : [];
}

/** Which of the storage keys are uploads of one of the shops. */
export async function knownUploads(tx: TDb, shopIds: number[], keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await tx
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(inArray(uploads.shopId, shopIds), inArray(uploads.key, keys)));
  return new Set(rows.map((r) => r.key));
}
