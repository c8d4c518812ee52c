import { type Column, eq } from 'drizzle-orm';

/**
 * The optimistic-lock condition of an update (ARCHITECTURE §3: rows edited from two screens carry a version): the
 * row's version must equal the one the caller read; no condition when the caller sent none.
 */
export const versionMatches = (column: Column, version: number | undefined) =>
  version === undefined ? undefined : eq(column, version);
