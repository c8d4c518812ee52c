import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { marketingDesigns } from '../../db/schema/marketing-designs';
import { shops } from '../../db/schema/shops';

/**
 * Where a stored upload can be referenced, one registry for the whole app (ADR 019): each entry names a column that
 * holds upload URLs (one, or several comma-joined as SPEC §7 keeps them). A file whose key appears in none of them,
 * past the grace period, is removed by housekeeping (jobs/housekeeping-uploads.ts). An area that stores upload URLs
 * in a new column (receipts, marketing designs, ...) adds its entry here: a column missing from this list would see
 * its files deleted.
 */
export type TUploadReference = { name: string; urls: PgColumn };

export const UPLOAD_REFERENCES: readonly TUploadReference[] = [
  { name: 'shop logo', urls: shops.logo },
  { name: 'shop background image', urls: shops.bgImg },
  { name: 'marketing design images and preview', urls: marketingDesigns.uploads },
];

/**
 * A condition true when the upload whose storage key is `key` (a column of the outer query) is referenced anywhere.
 * A key is random (`<shopId>/<24 hex>.<ext>`), so finding it inside a stored URL is exact; any shop's row counts, so a
 * chain's branch showing its headquarters' logo keeps that file.
 */
export function isReferencedSql(key: SQL | PgColumn): SQL {
  const clauses = UPLOAD_REFERENCES.map(
    (ref) => sql`exists (select 1 from ${ref.urls.table} where position(${key} in ${ref.urls}) > 0)`,
  );
  return sql`(${sql.join(clauses, sql` or `)})`;
}
