import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The project's root: the nearest folder above this module holding package.json. The same whether the server runs
 * from its TypeScript sources (server/) or from the compiled bundle (dist/server/), which sit at different depths.
 */
function findRoot(from: string): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const ROOT = findRoot(import.meta.dirname);
/** The built web app (vite build). */
export const WEB_DIR = resolve(ROOT, 'dist/web');
/** The committed migrations, read at start-up. */
export const MIGRATIONS_DIR = resolve(ROOT, 'server/db/migrations');
