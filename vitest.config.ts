import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { PostgresSkipNotice } from './scripts/postgres-skip-notice';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };

/** Shared tests of days in a time zone, run in three machine zones as well as in the series' own. */
const ZONED_DAY_TESTS = [
  'shared/src/domain/quick-add-zones.test.ts',
  'shared/src/domain/zoned-days.test.ts',
  'shared/src/domain/recurrence.test.ts',
  'shared/src/domain/habit-*.test.ts',
];

/** Tests that start real server processes (and PostgreSQL clusters); they get a project of their own. */
const PROCESS_TESTS = 'server/src/**/*.process.test.ts';

/** API tests run once per database: always the embedded one, and real PostgreSQL when CI provides it. */
const apiProject = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name: `api:${database}`,
    include: ['server/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, PROCESS_TESTS],
    env: { STEPWISE_TEST_DATABASE: database },
    ...(database === 'pglite' && { globalSetup: ['server/src/test/pglite-template-setup.ts'] }),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

// CI has PostgreSQL: there, API tests that would run on the embedded database alone are a failure, not a notice.
if (process.env.CI && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI runs the API tests on PostgreSQL too: set TEST_DATABASE_URL (.ci/run does)');
}

export default defineConfig({
  test: {
    reporters: ['default', new PostgresSkipNotice()],
    projects: [
      {
        resolve: { alias },
        // A pinned time zone with daylight saving, so the day-boundary tests mean the same everywhere.
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'], env: { TZ: 'America/New_York' } },
      },
      // Where the clocks change on other days, and the other way round: quick add's dates, and the
      // days, repeat rules, streaks and heatmaps of habits, which must not lean on the machine's zone.
      ...['Europe/Berlin', 'Pacific/Auckland'].map((zone) => ({
        resolve: { alias },
        test: { name: `shared:${zone}`, include: ZONED_DAY_TESTS, env: { TZ: zone } },
      })),
      // The benchmark's own arithmetic.
      { test: { name: 'bench', include: ['bench/**/*.test.ts'] } },
      {
        resolve: { alias: { ...alias, '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        test: { name: 'client', include: ['client/src/**/*.test.{ts,tsx}'], env: { TZ: 'America/New_York' } },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
      {
        resolve: { alias },
        test: {
          name: 'process',
          include: [PROCESS_TESTS],
          // Builds the server bundle once; the tests spawn it as production runs it.
          globalSetup: ['server/src/test/process-global-setup.ts'],
          // After the other projects and one file at a time: these tests time real processes and
          // must not compete for the cores with each other or with the in-process tests.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
