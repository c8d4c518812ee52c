// Compiles the server (server/server.ts, its startServer) into one ES module, dist/server/server.mjs, when it is
// missing or older than its sources, so `npm start` runs plain JavaScript instead of transpiling TypeScript at every
// start. Packages stay external (they are loaded from node_modules as they are); the contract and server sources are
// bundled.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { newest } from './build-if-needed.mjs';

const root = new URL('..', import.meta.url).pathname;
export const SERVER_BUNDLE = join(root, 'dist/server/server.mjs');

export async function buildServerIfNeeded() {
  const sources = Math.max(
    newest(join(root, 'server')),
    newest(join(root, 'contract')),
    statSync(join(root, 'package.json')).mtimeMs,
  );
  if (existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs >= sources) return;
  // Loaded only to build: a restart with nothing changed does not pay for it.
  const { build, stop } = await import('esbuild');
  await build({
    entryPoints: [join(root, 'server/server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the server that `npm start` runs in this process.
  await stop();
}
