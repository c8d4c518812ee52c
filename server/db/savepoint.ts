import { sql } from 'drizzle-orm';
import type { TDb } from './client';

/**
 * Runs `body` inside the write's transaction `tx` so that its failure undoes only what it wrote: SQL's SAVEPOINT,
 * rolled back to when `body` throws, whose error is then thrown on. Drizzle's nested `transaction` is not used: on
 * PostgreSQL a write's `tx` is a database over one connection (db/write-transaction.ts), where it would send a second
 * BEGIN and then a ROLLBACK of the whole write.
 */
export async function inSavepoint<T>(tx: TDb, name: string, body: () => Promise<T>): Promise<T> {
  if (!/^[a-z_]+$/.test(name)) throw new Error(`not a savepoint name: ${name}`);
  await tx.execute(sql.raw(`SAVEPOINT ${name}`));
  try {
    const result = await body();
    await tx.execute(sql.raw(`RELEASE SAVEPOINT ${name}`));
    return result;
  } catch (err) {
    await tx.execute(sql.raw(`ROLLBACK TO SAVEPOINT ${name}`));
    throw err;
  }
}
