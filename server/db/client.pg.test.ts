import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from './client';

const url = process.env.DATABASE_URL;

describe.runIf(Boolean(url))('the PostgreSQL pool', () => {
  const database = url ? openPostgres(url) : undefined;
  afterAll(() => database?.close());

  it('runs every connection without JIT, the first query of a new connection included (ADR 025)', async () => {
    // Ten at once, so that the pool opens several connections and each answers its first query.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        database!.raw.query<{ jit: string; pid: number }>(
          'SELECT current_setting($1) AS jit, pg_backend_pid() AS pid, pg_sleep(0.05)',
          ['jit'],
        ),
      ),
    );
    expect(new Set(answers.map(([row]) => row.pid)).size).toBeGreaterThan(1);
    for (const [row] of answers) expect(row.jit).toBe('off');
  });
});
