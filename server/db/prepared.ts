import type { TDb } from './client';

const cache = new WeakMap<TDb, Map<string, unknown>>();

/**
 * A statement built once per database handle and reused: hot reads (the session of every call, the shop) skip
 * Drizzle's query building, which costs more than the query itself. A transaction is a new handle, so inside
 * one the statement is simply built again.
 */
export function preparedOn<T>(db: TDb, name: string, build: (db: TDb) => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build(db);
    statements.set(name, statement);
  }
  return statement;
}
