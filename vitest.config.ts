import { defineConfig } from 'vitest/config';

const unit = [
  'contract/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'server/**/*.unit.test.ts',
  'tools/**/*.unit.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      // The PDF writer reads the font's @font-face ranges as raw CSS (ADR 028), which vitest otherwise empties.
      { test: { name: 'unit', include: unit, environment: 'node', css: { include: [/@fontsource/] } } },
      {
        test: {
          name: 'api',
          include: ['server/**/*.test.ts'],
          exclude: ['server/**/*.unit.test.ts', 'server/**/*.pg.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup-fast-hash.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'pg',
          include: ['server/**/*.pg.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup-fast-hash.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
