import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture';
import { builtOnce } from './built-once';

/**
 * A statement built once (ADR 023) on the database the tests run on: PGlite (PREPARE / EXECUTE with the JSON as a
 * quoted literal), or PostgreSQL with DATABASE_URL (a named prepared statement).
 */
const t = useTestApp();

const echo = builtOnce<{ value: { text: string; n: number } }>('built_once_echo', () =>
  sql.raw(`SELECT json_build_object('text', ($1::jsonb) #>> '{text}', 'n', (($1::jsonb) #>> '{n}')::int + 1) AS value`),
);

/** Texts that would end or change a literal quoted by hand. */
const HOSTILE = ["it's", "''; DROP TABLE bills; --", 'back\\slash\\', "E'\\'", '$1 $$ $body$', '汉字 é 🙂', '"quoted"'];

describe('builtOnce', () => {
  it('answers every text as sent, whatever quotes, backslashes and dollars it holds', async () => {
    for (const [i, text] of HOSTILE.entries()) {
      const [row] = await echo({ tx: t.deps.db, db: t.deps.db }, { text, n: i });
      expect(row.value).toEqual({ text, n: i + 1 });
    }
  });

  it('runs in a transaction, also after one that prepared it rolled back, and through another handle', async () => {
    const statement = builtOnce<{ value: number }>('built_once_rollback', () =>
      sql.raw(`SELECT (($1::jsonb) #>> '{n}')::int * 2 AS value`),
    );
    await expect(
      t.deps.db.transaction(async (tx) => {
        expect((await statement({ tx, db: t.deps.db }, { n: 2 }))[0].value).toBe(4);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    const [row] = await t.deps.db.transaction((tx) => statement({ tx, db: t.deps.db }, { n: 5 }));
    expect(row.value).toBe(10);
    // The demo's seed hands its transaction as the database: the statement is found prepared, not prepared twice.
    const [other] = await t.deps.db.transaction((tx) => statement({ tx, db: tx }, { n: 6 }));
    expect(other.value).toBe(12);
  });

  it('answers many first uses at once, as at a fresh start with several screens open', async () => {
    const statement = builtOnce<{ value: number }>('built_once_at_once', () =>
      sql.raw(`SELECT (($1::jsonb) #>> '{n}')::int + 100 AS value`),
    );
    const rows = await Promise.all(
      Array.from({ length: 10 }, (_, n) => statement({ tx: t.deps.db, db: t.deps.db }, { n })),
    );
    expect(rows.map(([row]) => row.value)).toEqual(Array.from({ length: 10 }, (_, n) => n + 100));
  });

  it('refuses a statement with a parameter of Drizzle beside its $1', async () => {
    const statement = builtOnce('built_once_params', () => sql`SELECT ${1}::int AS value`);
    await expect(statement({ tx: t.deps.db, db: t.deps.db }, {})).rejects.toThrow('only $1');
  });
});
