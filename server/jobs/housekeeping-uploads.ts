import type { TDeps } from '../http/context';
import { forgetUpload, listUnreferencedUploads } from '../modules/files/uploads.repo';

/** Uploads removed per batch; a run goes on batch after batch until none is left. */
const BATCH = 200;

/**
 * Removes stored uploads that nothing references (files/upload-references.ts) once they are older than the grace
 * period UPLOAD_GRACE_HOURS (ADR 019): the file through the storage interface (local disk or S3), then its record,
 * which frees the shop's quota. The grace leaves time to save the form an image was uploaded for. Safe in several
 * instances at once: removing a file twice is no error, and so is forgetting a record twice.
 */
export async function sweepUnreferencedUploads(
  deps: Pick<TDeps, 'db' | 'providers' | 'config'>,
  now: Date,
): Promise<number> {
  const storedBefore = new Date(now.getTime() - deps.config.upload.graceMs);
  let removed = 0;
  for (;;) {
    const batch = await listUnreferencedUploads(deps.db, storedBefore, BATCH);
    for (const upload of batch) {
      await deps.providers.storage.remove(upload.key);
      await forgetUpload(deps.db, upload.shopId, upload.key);
    }
    removed += batch.length;
    if (batch.length < BATCH) return removed;
  }
}
