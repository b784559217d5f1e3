import { defineConfig } from 'vitest/config';

/**
 * Files that need modules of their own: they replace modules with vi.mock, or count what a module-level registry
 * holds. Every other file shares its worker's loaded modules with the files that ran before it there (`isolate:
 * false`): importing the app once per worker instead of once per file saves most of the suite's time. The app keeps
 * no state in modules that a file could see (what it caches is keyed by the database or the app: WeakMaps).
 */
const ISOLATED = [
  'apps/api/src/modules/users/visibility.test.ts',
  'apps/api/src/modules/users/visibility.int.test.ts',
  'apps/web/src/app/lazy-component.test.tsx',
];

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One migrated and one seeded database per run, copied by each test file (apps/api/test/templates.ts).
    globalSetup: ['apps/api/test/global-setup.ts'],
    // Most of a file's time is waiting on the database: three files at a time keep two cores busy.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['packages/**/*.test.ts', 'apps/**/*.test.ts', 'apps/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'e2e/**', ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED } },
    ],
  },
});
