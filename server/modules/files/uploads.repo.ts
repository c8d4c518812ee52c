import { and, asc, eq, lt, not, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { shops } from '../../db/schema/shops';
import { uploads } from '../../db/schema/uploads';
import { isReferencedSql } from './upload-references';

/**
 * Records an upload against its shop's quota (ADR 019), or answers false when it would exceed it. The shop's row is
 * locked for the check, so two uploads of one shop at once cannot both slip under the quota.
 */
export async function reserveUpload(
  db: TDb,
  upload: { shopId: number; key: string; sizeBytes: number; at: Date; quotaBytes: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, upload.shopId)).for('update');
    const [used] = await tx
      .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)::bigint` })
      .from(uploads)
      .where(eq(uploads.shopId, upload.shopId));
    if (Number(used.bytes) + upload.sizeBytes > upload.quotaBytes) return false;
    await tx
      .insert(uploads)
      .values({ shopId: upload.shopId, key: upload.key, sizeBytes: upload.sizeBytes, createdAt: upload.at });
    return true;
  });
}

/** Forgets an upload's record (its file was never stored, or has been removed). */
export async function forgetUpload(db: TDb, shopId: number, key: string) {
  await db.delete(uploads).where(and(eq(uploads.shopId, shopId), eq(uploads.key, key)));
}

/** Uploads stored before `storedBefore` that no registered reference points to, oldest first. */
export async function listUnreferencedUploads(db: TDb, storedBefore: Date, limit: number) {
  return db
    .select({ shopId: uploads.shopId, key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, storedBefore), not(isReferencedSql(uploads.key))))
    .orderBy(asc(uploads.createdAt))
    .limit(limit);
}
