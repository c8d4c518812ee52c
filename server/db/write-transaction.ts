import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { driverOf, executeText, isBuiltOnce, type TBuiltStatement } from './built-once';
import type { TDb } from './client';

/** A statement built once with the value of one run. */
export type TBuiltRun = { statement: TBuiltStatement<unknown>; value: unknown };

/** What a write's body answers: its result, and the statement to run last, before the commit. */
export type TWriteBody<T> = { result: T; last?: TBuiltRun };

/** The write's first statement (a claim) answered no row: the write stopped and rolled back. */
export class FirstRefused extends Error {
  constructor() {
    super('the first statement of the write answered no row');
  }
}

/**
 * The write failed before its first statement's answer was seen (it went with a statement that failed): whether the
 * claim was taken is not known. `cause` is the failure.
 */
export class FirstUnsettled extends Error {}

type TPool = { connect: () => Promise<pg.PoolClient> };
type TQueryConfig = { name?: string; text?: string; values?: unknown[] };
type TParsed = { connection?: { parsedStatements?: Record<string, string> } };

/**
 * Whether a statement is prepared on this connection already: SQL's EXECUTE can then run it inside a simple query
 * with other commands (PostgreSQL keeps the protocol's named statements and SQL's PREPAREd ones in one namespace).
 */
const preparedOn = (client: pg.PoolClient, name: string) =>
  (client as unknown as TParsed).connection?.parsedStatements?.[name] !== undefined;

/** Several commands in one simple query: one round trip, answering each command's result. */
const inOne = async (client: pg.PoolClient, commands: string[]) =>
  (await client.query(commands.join('; '))) as unknown as pg.QueryResult[];

/**
 * One write's transaction on a pooled connection (PostgreSQL). BEGIN and the first statement are not sent until the
 * body's first statement: with it in one simple query when it is a statement built once that the connection has
 * prepared, else just before it. The last statement goes with the COMMIT the same way.
 */
class PendingWrite {
  /** Whether BEGIN has been sent. */
  begun = false;
  /** Whether the first statement's answer has been seen; `refused` when it had no row. */
  settled = false;
  refused = false;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly first: TBuiltRun | undefined,
  ) {}

  /** Runs a statement of the body: the BEGIN and the first statement go before it, or with it, on first use. */
  async query(config: unknown, values?: unknown[]): Promise<unknown> {
    if (this.begun) return this.client.query(config as string, values);
    this.begun = true;
    const run = config as TQueryConfig;
    const foldable =
      run.name !== undefined && isBuiltOnce(run.name) && preparedOn(this.client, run.name) && run.values?.length === 1;
    if (foldable && this.canFold()) {
      const results = await inOne(this.client, [
        'BEGIN',
        ...this.firstCommand(),
        executeText(run.name!, String(run.values![0])),
      ]);
      if (this.first) this.settle(results[1].rows);
      return results[results.length - 1];
    }
    await this.open();
    return this.client.query(config as string, values);
  }

  /** Sends BEGIN and the first statement when the body sent nothing; `then` (COMMIT) may go with them. */
  async open(then = '') {
    this.begun = true;
    if (this.canFold()) {
      const results = await inOne(this.client, ['BEGIN', ...this.firstCommand(), then].filter(Boolean));
      if (this.first) this.settle(results[1].rows);
      return;
    }
    await this.client.query('BEGIN');
    if (this.first) {
      const { name, values } = this.firstConfig();
      this.settle((await this.client.query({ name, text: this.first.statement.text(), values })).rows);
    }
    if (then) await this.client.query(then);
  }

  private canFold() {
    return !this.first || preparedOn(this.client, this.first.statement.statementName);
  }

  private firstConfig() {
    return { name: this.first!.statement.statementName, values: [JSON.stringify(this.first!.value)] };
  }

  private firstCommand() {
    if (!this.first) return [];
    const { name, values } = this.firstConfig();
    return [executeText(name, values[0])];
  }

  private settle(rows: unknown[]) {
    this.settled = true;
    if (rows.length === 0) {
      this.refused = true;
      throw new FirstRefused();
    }
  }
}

/** The pending write of each pooled connection while it runs one, and a Drizzle database over its statements. */
const pendingOf = new WeakMap<pg.PoolClient, PendingWrite>();
const drizzleOf = new WeakMap<pg.PoolClient, TDb>();

/** A Drizzle database over the connection whose statements go through its pending write (made once per connection). */
function onConnection(client: pg.PoolClient): TDb {
  let tx = drizzleOf.get(client);
  if (!tx) {
    const through = {
      query: (config: unknown, values?: unknown[]) => {
        const pending = pendingOf.get(client);
        if (!pending) throw new Error('a statement on a write connection outside its transaction');
        return pending.query(config, values);
      },
    };
    tx = drizzle({ client: through as unknown as pg.PoolClient }) as unknown as TDb;
    drizzleOf.set(client, tx);
  }
  return tx;
}

/**
 * Runs a write in one transaction, with `first` (the call's idempotency claim) at its start and the body's `last`
 * statement at its end, whose rows are answered with the body's result (ADR 023). When `first` answers no row the
 * write stops, rolls back and throws FirstRefused, whatever the body did with the error.
 * - PostgreSQL: each round trip to the server is a write syscall on both sides, which on a busy machine costs more
 *   than the statements. BEGIN and `first` go in one simple query with the body's first statement, and `last` in one
 *   with the COMMIT, through SQL's EXECUTE of what the connection has prepared: a bill takes three round trips after
 *   its session's. A statement not yet prepared on the connection is sent on its own, which prepares it. When `first`
 *   went with a statement that failed, its answer is unknown and FirstUnsettled is thrown with the failure as cause.
 *   Whatever fails, the transaction is rolled back (after a failed COMMIT that only warns), and a connection whose
 *   ROLLBACK fails is dropped from the pool.
 * - PGlite: its own transaction (BEGIN and COMMIT are calls into the same process), `first` before the body.
 */
export async function writeTransaction<T>(
  db: TDb,
  first: TBuiltRun | undefined,
  body: (tx: TDb) => Promise<TWriteBody<T>>,
): Promise<{ result: T; lastRows: unknown[] | undefined }> {
  const driver = driverOf(db) as unknown as Partial<TPool>;
  if (typeof driver.connect !== 'function') return embeddedWrite(db, first, body);
  const client = await driver.connect();
  const pending = new PendingWrite(client, first);
  pendingOf.set(client, pending);
  const tx = onConnection(client);
  let broken: Error | undefined;
  try {
    const { result, last } = await body(tx);
    if (pending.refused) throw new FirstRefused();
    let lastRows: unknown[] | undefined;
    if (!last) await (pending.begun ? client.query('COMMIT') : pending.open('COMMIT'));
    else {
      if (!pending.begun) await pending.open();
      if (preparedOn(client, last.statement.statementName)) {
        const json = JSON.stringify(last.value);
        lastRows = (await inOne(client, [executeText(last.statement.statementName, json), 'COMMIT']))[0].rows;
      } else {
        lastRows = await last.statement({ tx, db }, last.value);
        await client.query('COMMIT');
      }
    }
    return { result, lastRows };
  } catch (err) {
    if (pending.begun) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError;
      });
    }
    if (pending.refused) throw new FirstRefused();
    if (first && pending.begun && !pending.settled)
      throw new FirstUnsettled('the claim went with a failure', { cause: err });
    throw err;
  } finally {
    pendingOf.delete(client);
    client.release(broken);
  }
}

/** PGlite: Drizzle's transaction (PGlite's own BEGIN and COMMIT), the first statement before the body. */
function embeddedWrite<T>(db: TDb, first: TBuiltRun | undefined, body: (tx: TDb) => Promise<TWriteBody<T>>) {
  return db.transaction(async (tx) => {
    const scope = { tx, db };
    if (first && (await first.statement(scope, first.value)).length === 0) throw new FirstRefused();
    const { result, last } = await body(tx);
    return { result, lastRows: last && (await last.statement(scope, last.value)) };
  });
}
