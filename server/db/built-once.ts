import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { TDb } from './client';

const dialect = new PgDialect();

/** What both drivers' clients answer to: node-postgres's pool or client; PGlite or its transaction. */
type TDriverClient = {
  query: (textOrConfig: unknown, values?: unknown[]) => Promise<{ rows: unknown[] }>;
  exec?: (text: string) => Promise<{ rows: unknown[] }[]>;
};

/** The driver's client under a Drizzle database or transaction (Drizzle keeps it as its session's `client`). */
export function driverOf(db: TDb): TDriverClient {
  const client = (db as unknown as { session?: { client?: TDriverClient } }).session?.client;
  if (!client || typeof client.query !== 'function') throw new Error('no driver client under this database');
  return client;
}

/**
 * The statements prepared (or being prepared) on each embedded database handle: concurrent first uses share one
 * preparation, so two requests at a fresh start never both PREPARE (the second would fail).
 */
const preparedOnPglite = new WeakMap<object, Map<string, Promise<void>>>();

/** Prepares a statement on PGlite once per handle; asks the session first (another handle may have prepared it). */
function preparedOn(root: object, client: TDriverClient, name: string, text: () => string): Promise<void> {
  let prepared = preparedOnPglite.get(root);
  if (!prepared) {
    prepared = new Map();
    preparedOnPglite.set(root, prepared);
  }
  let preparing = prepared.get(name);
  if (!preparing) {
    const exec = (sqlText: string) => client.exec!(sqlText);
    preparing = (async () => {
      // Another handle of the same database (the demo's seed runs on a transaction of its own) may have prepared it.
      const [known] = await exec(`SELECT 1 FROM pg_prepared_statements WHERE name = '${name}'`);
      if (known.rows.length === 0) await exec(`PREPARE ${name}(jsonb) AS ${text()}`);
    })();
    prepared.set(name, preparing);
    // A preparation that failed (its transaction broke) is tried again by the next use.
    preparing.catch(() => prepared.delete(name));
  }
  return preparing;
}

/**
 * A statement built once, run in a transaction (or the database) `tx` of the database `db`; its name and text are
 * there for a write's transaction to send it with BEGIN or COMMIT (db/write-transaction.ts).
 */
export type TBuiltStatement<R> = ((scope: { tx: TDb; db: TDb }, value: unknown) => Promise<R[]>) & {
  statementName: string;
  text: () => string;
};

/** The statement of each name: a name is one statement, built on its first use and kept. */
const statements = new Map<string, TBuiltStatement<unknown>>();

/** Whether a statement of this name is one built once (a Drizzle statement prepared by name is not). */
export const isBuiltOnce = (name: string) => statements.has(name);

/**
 * A value of a statement built once, from its JSON parameter by path (`'a,b'` is `value.a.b`), as SQL of a type; an
 * array type (`'int[]'`) from a JSON array.
 */
export function builtParam(path: string, type: string): SQL {
  return type.endsWith('[]')
    ? sql.raw(`ARRAY(SELECT jsonb_array_elements_text(($1::jsonb) #> '{${path}}'))::${type}`)
    : sql.raw(`((($1::jsonb) #>> '{${path}}')::${type})`);
}

/**
 * A statement whose text is built once (ADR 023). Drizzle builds a statement's text on every call, which for a hot
 * write of many expressions cost more of the app's one thread than the database's work; and PGlite keeps no plans, so
 * such a statement was planned on every call. `build` makes the SQL on first use; its one parameter is `$1`, written
 * in its text as `$1::jsonb`, which every run fills with the JSON of `value`.
 * - PostgreSQL: a named prepared statement, parsed and planned once per connection.
 * - PGlite: prepared once per database with SQL's PREPARE (its single session keeps it, also when the transaction
 *   that made it rolls back) and run with EXECUTE; the JSON goes in as a literal, quoted by node-postgres's
 *   escapeLiteral, because EXECUTE takes no bind parameters. Measured on PGlite: a quarter of the time of the same
 *   statement sent with a parameter.
 * Rows come as the driver parses them (json parsed, no Drizzle mapping): the statement answers JSON or integers.
 * A name is one statement: the first `build` given for it is kept, so callers may ask for it on every call.
 * `scope.db` is the database the transaction `scope.tx` belongs to (a call's `ctx.db`): what is prepared is remembered
 * per such handle, and asked of the session the first time a handle runs the statement.
 */
export function builtOnce<R>(name: string, build: () => SQL): TBuiltStatement<R> {
  let statement = statements.get(name);
  if (!statement) {
    statement = buildOnce(name, build);
    statements.set(name, statement);
  }
  return statement as TBuiltStatement<R>;
}

function buildOnce(name: string, build: () => SQL): TBuiltStatement<unknown> {
  let text: string | undefined;
  const textOf = () => {
    if (text === undefined) {
      const query = dialect.sqlToQuery(build());
      if (query.params.length > 0) throw new Error(`${name}: a statement built once has only $1, in its text`);
      text = query.sql;
    }
    return text;
  };
  const run = async (scope: { tx: TDb; db: TDb }, value: unknown) => {
    const client = driverOf(scope.tx);
    const json = JSON.stringify(value);
    if (typeof client.exec !== 'function') return (await client.query({ name, text: textOf(), values: [json] })).rows;
    await preparedOn(driverOf(scope.db), client, name, textOf);
    const [result] = await client.exec(executeText(name, json));
    return result.rows;
  };
  return Object.assign(run, { statementName: name, text: textOf });
}

/** SQL's EXECUTE of a prepared statement with its one parameter, JSON text, as a quoted literal. */
export function executeText(name: string, json: string) {
  return `EXECUTE ${name}(${pg.escapeLiteral(json)})`;
}
