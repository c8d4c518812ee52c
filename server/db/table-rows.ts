import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A row of `table` from raw SQL (a RETURNING of the driver, or an object of `to_json`), keyed by its SQL column
 * names, mapped as Drizzle maps its own selects: the statements that several writes share in one round trip are
 * written in SQL, and their rows still reach the services in the schema's types.
 */
export function rowOfTable<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
