import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstPagePreload } from './scripts/vite-first-page-preload.ts';
import { precompress } from './scripts/vite-precompress.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/**
 * react-router 7's package exports point every bundler at its development build (extra checks and warnings, about
 * twice the size); production bundles use the production build it ships beside it.
 */
const reactRouterProduction = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: 'web',
  base: './',
  plugins: [react(), firstPagePreload(), precompress(fileURLToPath(new URL('./dist/web', import.meta.url)))],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The PDF writer's chunk (pdf-lib and fontkit, about 1.3 MB) loads only when a PDF is downloaded (ADR 028).
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      // contract/ builds zod schemas at module level; pages that only need a helper or a constant from such a module
      // should not pull zod into their chunk, and building an unused schema has no side effect.
      treeshake: { manualPureFunctions: ['z'] },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  preview: {
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
}));
