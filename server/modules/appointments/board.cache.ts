import type { TDb } from '../../db/client';

/** Boards kept per database handle; the least recently used go first. */
const MAX_BOARDS = 500;

type TKept = { version: string; json: string };

const caches = new WeakMap<TDb, Map<string, TKept>>();

/**
 * The boards this instance built last, as JSON text, each under the version it was built at (ADR 022). A board is
 * answered from here only when the version just read from the database is the one it was kept under, so a write
 * through another instance, whose live event may not have arrived yet, is never hidden: the version it changed is.
 */
export function boardCacheOf(db: TDb) {
  let boards = caches.get(db);
  if (!boards) {
    boards = new Map();
    caches.set(db, boards);
  }
  const kept = boards;
  return {
    get(shopId: number, day: string, version: string): string | undefined {
      const key = `${shopId}:${day}`;
      const hit = kept.get(key);
      if (!hit || hit.version !== version) return undefined;
      kept.delete(key);
      kept.set(key, hit);
      return hit.json;
    },
    set(shopId: number, day: string, version: string, json: string) {
      const key = `${shopId}:${day}`;
      kept.delete(key);
      kept.set(key, { version, json });
      if (kept.size > MAX_BOARDS) kept.delete(kept.keys().next().value as string);
    },
  };
}
