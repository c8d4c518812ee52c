import type { TCopySession } from '../db/client';

/** A table of the product's schema as a backup reads it. */
export type TCatalogueTable = {
  name: string;
  /** Its stored columns in order (generated columns are computed again, never copied). */
  columns: string[];
  /** The ORDER BY that lists its rows: referenced rows of its own table first, then by primary key. */
  orderBy: string;
  /** Its columns that reference a shop (`shop_id`, an invitation's invited shop): what a chain's export filters on. */
  shopColumns: string[];
};

/** What migrate() keeps for itself: a restore makes it again by migrating. */
const NOT_BACKED_UP = new Set(['schema_migrations']);

export const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

type TColumnRow = { table: string; column: string; primaryKey: boolean };
type TForeignKeyRow = { child: string; parent: string; columns: string[] };

/**
 * The product's tables in the order a restore loads them: every table after the tables its foreign keys reference
 * (Kahn's sort of the catalogue's foreign keys, ties by name). A table referencing itself (a headquarters shop and its
 * branches) lists the rows whose reference is empty first, which is enough for a chain's one level.
 */
export async function readCatalogue(s: Pick<TCopySession, 'query'>): Promise<TCatalogueTable[]> {
  const columns = await s.query<TColumnRow>(
    `SELECT c.relname AS "table", a.attname AS "column",
        EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary AND a.attnum = ANY (i.indkey)) AS "primaryKey"
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
      WHERE c.relkind = 'r'
      ORDER BY c.relname, a.attnum`,
  );
  const keys = await s.query<TForeignKeyRow>(
    `SELECT child.relname AS child, parent.relname AS parent,
        ARRAY(SELECT a.attname::text FROM unnest(k.conkey) AS u(n) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n) AS columns
      FROM pg_constraint k
      JOIN pg_class child ON child.oid = k.conrelid
      JOIN pg_class parent ON parent.oid = k.confrelid
      JOIN pg_namespace n ON n.oid = k.connamespace AND n.nspname = 'public'
      WHERE k.contype = 'f'`,
  );
  const tables = new Map<string, { columns: string[]; primaryKey: string[] }>();
  for (const row of columns) {
    if (NOT_BACKED_UP.has(row.table)) continue;
    const table = tables.get(row.table) ?? { columns: [], primaryKey: [] };
    table.columns.push(row.column);
    if (row.primaryKey) table.primaryKey.push(row.column);
    tables.set(row.table, table);
  }
  const selfReferences = new Map<string, string[]>();
  const shopColumns = new Map<string, string[]>();
  const parents = new Map<string, Set<string>>([...tables.keys()].map((name) => [name, new Set<string>()]));
  for (const key of keys) {
    if (!tables.has(key.child)) continue;
    if (key.parent === 'shops' && key.columns.length === 1) {
      shopColumns.set(key.child, [...(shopColumns.get(key.child) ?? []), ...key.columns]);
    }
    if (key.child === key.parent)
      selfReferences.set(key.child, [...(selfReferences.get(key.child) ?? []), ...key.columns]);
    else parents.get(key.child)?.add(key.parent);
  }
  return loadOrder(parents).map((name) => {
    const table = tables.get(name)!;
    const order = [
      ...(selfReferences.get(name) ?? []).map((column) => `${quoteName(column)} IS NOT NULL`),
      ...(table.primaryKey.length > 0 ? table.primaryKey : table.columns).map(quoteName),
    ];
    // Every table of a shop has its `shop_id` (ARCHITECTURE §3), referencing the shop directly or through a composite
    // key; other columns may reference a shop too (an invitation's invited shop).
    const ownShop = table.columns.includes('shop_id') ? ['shop_id'] : [];
    const references = [...new Set([...ownShop, ...(shopColumns.get(name) ?? [])])];
    return { name, columns: table.columns, orderBy: order.join(', '), shopColumns: references };
  });
}

/** Kahn's sort: a table once every table it references is placed; a cycle of foreign keys is a schema error. */
export function loadOrder(parents: Map<string, Set<string>>): string[] {
  const placed: string[] = [];
  const done = new Set<string>();
  const waiting = [...parents.keys()].sort();
  while (waiting.length > 0) {
    const next = waiting.find((name) => [...parents.get(name)!].every((p) => done.has(p) || !parents.has(p)));
    if (next === undefined) throw new Error(`foreign keys form a cycle among: ${waiting.join(', ')}`);
    waiting.splice(waiting.indexOf(next), 1);
    placed.push(next);
    done.add(next);
  }
  return placed;
}

/** Every sequence of the schema with its last value (null when never used), identity columns' included. */
export async function readSequences(s: Pick<TCopySession, 'query'>) {
  const rows = await s.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`,
  );
  return rows.flatMap((r) => (r.lastValue === null ? [] : [{ name: r.name, lastValue: r.lastValue }]));
}

/**
 * The session settings a backup reads and a restore writes COPY text under, so the same rows give the same text on
 * either database and on any machine (as pg_dump sets them).
 */
export const COPY_SETTINGS = [
  "SET LOCAL client_encoding = 'UTF8'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL TimeZone = 'UTC'",
  'SET LOCAL extra_float_digits = 3',
];
