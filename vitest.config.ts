import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated and one seeded database per run, copied by each test file (apps/api/test/templates.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
  },
});
