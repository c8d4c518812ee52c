import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/fixture';
import { recordSentQueries } from '../test/sent-queries';
import { builtOnce } from './built-once';
import { FirstRefused, FirstUnsettled, type TBuiltRun, writeTransaction } from './write-transaction';

/**
 * A write's transaction (ADR 023) on the database the tests run on. On PostgreSQL the first statement goes with the
 * BEGIN and the last with the COMMIT once the connection has prepared them; the outcome must be the same as three
 * separate round trips in every case, failures included.
 */
const t = useTestApp();

const insert = builtOnce<{ id: number; note: string }>('write_tx_insert', () =>
  sql.raw(`INSERT INTO write_tx_probe (id, note) VALUES ((($1::jsonb) #>> '{id}')::int, ($1::jsonb) #>> '{note}')
           RETURNING id, note`),
);
const run = (id: number, note = `n${id}`): TBuiltRun => ({ statement: insert, value: { id, note } });

async function notes(): Promise<string[]> {
  const { rows } = (await t.deps.db.execute(sql.raw('SELECT note FROM write_tx_probe ORDER BY id'))) as unknown as {
    rows: { note: string }[];
  };
  return rows.map((r) => r.note);
}

/** Ids written by one case, apart from the others'. */
let nextId = 0;
const ids = (n: number) => Array.from({ length: n }, () => ++nextId);

beforeAll(async () => {
  // A deferred unique key: two equal `tag`s fail only at COMMIT.
  await t.deps.db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS write_tx_probe (id int PRIMARY KEY, note text NOT NULL,
             tag text UNIQUE DEFERRABLE INITIALLY DEFERRED)`),
  );
});

describe('writeTransaction', () => {
  it("commits the first statement's, the body's and the last's writes, and answers the last's rows", async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b, c] = ids(3);
      const before = await notes();
      const { result, lastRows } = await writeTransaction(t.deps.db, run(a), async (tx) => ({
        result: await insert({ tx, db: t.deps.db }, { id: b, note: `n${b}` }),
        last: run(c),
      }));
      expect(result).toEqual([{ id: b, note: `n${b}` }]);
      expect(lastRows).toEqual([{ id: c, note: `n${c}` }]);
      expect(await notes()).toEqual([...before, `n${a}`, `n${b}`, `n${c}`]);
    }
  });

  it('sends texts with quotes, backslashes and dollars through the first and last statements unchanged', async () => {
    const hostile = ["it's", "''; DROP TABLE write_tx_probe; --", 'back\\slash\\', '$1 $$ $body$', '汉字 🙂'];
    for (const text of hostile) {
      const [a, c] = ids(2);
      const before = await notes();
      const { lastRows } = await writeTransaction(t.deps.db, run(a, text), async () => ({
        result: null,
        last: run(c, text),
      }));
      expect(lastRows).toEqual([{ id: c, note: text }]);
      expect(await notes()).toEqual([...before, text, text]);
    }
  });

  it('rolls the first statement back when the body fails, and the connection serves the next write', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = ids(2);
      const before = await notes();
      await expect(
        writeTransaction(t.deps.db, run(a), async (tx) => {
          await tx.execute(sql`INSERT INTO write_tx_probe (id, note) VALUES (${b}, 'body')`);
          throw new Error('the body failed');
        }),
      ).rejects.toThrow('the body failed');
      expect(await notes()).toEqual(before);
    }
    const [a] = ids(1);
    await writeTransaction(t.deps.db, run(a), async () => ({ result: null }));
    expect(await notes()).toContain(`n${a}`);
  });

  it('rolls everything back when the last statement fails, and when the COMMIT finds a deferred key broken', async () => {
    for (let round = 0; round < 3; round++) {
      const [a, b] = ids(2);
      const before = await notes();
      // The last statement inserts the first's id again: a duplicate primary key.
      await expect(writeTransaction(t.deps.db, run(a), async () => ({ result: null, last: run(a) }))).rejects.toThrow();
      expect(await notes()).toEqual(before);
      const tag = `tag${b}`;
      await expect(
        writeTransaction(t.deps.db, run(b), async (tx) => {
          await tx.execute(sql`UPDATE write_tx_probe SET tag = ${tag} WHERE id = ${b}`);
          await tx.execute(sql`INSERT INTO write_tx_probe (id, note, tag) VALUES (${-b}, 'twin', ${tag})`);
          return { result: null, last: run(b + 100_000) };
        }),
      ).rejects.toThrow();
      expect(await notes()).toEqual(before);
    }
    const [a] = ids(1);
    await writeTransaction(t.deps.db, undefined, async () => ({ result: null, last: run(a) }));
    expect(await notes()).toContain(`n${a}`);
  });

  it('stops with FirstRefused when the first statement answers no row, even when the body caught it', async () => {
    const claim = builtOnce<{ id: number }>('write_tx_claim', () =>
      sql.raw(`INSERT INTO write_tx_probe (id, note) VALUES ((($1::jsonb) #>> '{id}')::int, 'claim')
               ON CONFLICT (id) DO NOTHING RETURNING id`),
    );
    const [taken] = ids(1);
    await writeTransaction(t.deps.db, { statement: claim, value: { id: taken } }, async () => ({ result: null }));
    for (let round = 0; round < 3; round++) {
      const [b, c] = ids(2);
      const before = await notes();
      await expect(
        writeTransaction(t.deps.db, { statement: claim, value: { id: taken } }, async (tx) => {
          await insert({ tx, db: t.deps.db }, { id: b, note: 'body' }).catch(() => []);
          await tx.execute(sql`INSERT INTO write_tx_probe (id, note) VALUES (${-b}, 'after')`).catch(() => undefined);
          return { result: null, last: run(c) };
        }),
      ).rejects.toBeInstanceOf(FirstRefused);
      expect(await notes()).toEqual(before);
    }
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'on PostgreSQL, sends the first statement with the BEGIN and the last with the COMMIT once they are prepared',
    async () => {
      // Every query of the write's connection, Drizzle's included, is counted.
      const { sent, restore } = recordSentQueries(t.deps.db);
      try {
        for (let round = 0; round < 3; round++) {
          const [a, b, c, d] = ids(4);
          sent.length = 0;
          await writeTransaction(t.deps.db, run(a), async (tx) => {
            await insert({ tx, db: t.deps.db }, { id: b, note: 'body' });
            await tx.execute(sql`INSERT INTO write_tx_probe (id, note) VALUES (${c}, 'body')`);
            return { result: null, last: run(d) };
          });
          if (round > 0) {
            expect(sent).toEqual([
              'BEGIN; EXECUTE write_tx_insert(); EXECUTE write_tx_insert()',
              'extended',
              'EXECUTE write_tx_insert(); COMMIT',
            ]);
          }
        }
        // A body that starts with a statement Drizzle builds: BEGIN and the first statement go just before it.
        sent.length = 0;
        const [a, b, c] = ids(3);
        await writeTransaction(t.deps.db, run(a), async (tx) => {
          await tx.execute(sql`INSERT INTO write_tx_probe (id, note) VALUES (${b}, 'body')`);
          return { result: null, last: run(c) };
        });
        expect(sent).toEqual(['BEGIN; EXECUTE write_tx_insert()', 'extended', 'EXECUTE write_tx_insert(); COMMIT']);
        // The first statement went with a statement that failed: its answer is unknown, and the failure is the cause.
        const [e] = ids(1);
        const failed = await writeTransaction(t.deps.db, run(e), async (tx) => ({
          result: await insert({ tx, db: t.deps.db }, { id: a, note: 'again' }),
        })).catch((err: unknown) => err);
        expect(failed).toBeInstanceOf(FirstUnsettled);
        expect(String((failed as FirstUnsettled).cause)).toMatch(/duplicate key/);
        expect(await notes()).not.toContain(`n${e}`);
      } finally {
        restore();
      }
    },
  );
});
