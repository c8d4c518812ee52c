import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { MIGRATIONS_DIR } from '../paths';
import type { TRaw } from './client';

const dir = `${MIGRATIONS_DIR}/`;

type TJournal = { entries: { idx: number; tag: string }[] };

/** The committed migrations' tags, in order. */
export function knownMigrations(): string[] {
  const journal = JSON.parse(readFileSync(`${dir}meta/_journal.json`, 'utf8')) as TJournal;
  return journal.entries.sort((a, b) => a.idx - b.idx).map((e) => e.tag);
}

/**
 * Applies the committed migrations in order, each in its own transaction, recording them in `schema_migrations`;
 * with `upTo`, only those up to that tag (a restore makes the schema of its backup's level first, ADR 031).
 * Runs under a migration lock so several instances starting at once do not race (ADR 001).
 */
export async function migrate(raw: TRaw, options: { upTo?: string } = {}): Promise<string[]> {
  const known = knownMigrations();
  const tags = options.upTo === undefined ? known : known.slice(0, known.indexOf(options.upTo) + 1);
  return raw.withMigrationLock(async (exec) => {
    await exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (tag text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await raw.query<{ tag: string }>('SELECT tag FROM schema_migrations')).map((r) => r.tag));
    const applied: string[] = [];
    for (const tag of tags) {
      if (done.has(tag)) continue;
      const sql = readFileSync(`${dir}${tag}.sql`, 'utf8');
      const hash = createHash('sha256').update(sql).digest('hex');
      const statements = sql
        .split('--> statement-breakpoint')
        .map((s) => s.trim())
        .filter(Boolean);
      await exec('BEGIN');
      try {
        for (const statement of statements) await exec(statement);
        await exec(`INSERT INTO schema_migrations (tag, hash) VALUES ('${tag}', '${hash}')`);
        await exec('COMMIT');
      } catch (err) {
        await exec('ROLLBACK');
        throw new Error(`Migration ${tag} failed: ${(err as Error).message}`);
      }
      applied.push(tag);
    }
    return applied;
  });
}
