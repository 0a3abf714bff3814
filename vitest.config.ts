import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const alias = { '@shared': fileURLToPath(new URL('./shared/src', import.meta.url)) };

/** API tests run once per database: always the embedded one, and real PostgreSQL when CI provides it. */
const apiProject = (database: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  resolve: { alias },
  test: {
    name: `api:${database}`,
    include: ['server/src/**/*.test.ts'],
    env: { STEPWISE_TEST_DATABASE: database },
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // A pinned time zone with daylight saving, so the day-boundary tests mean the same everywhere.
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'], env: { TZ: 'America/New_York' } },
      },
      {
        resolve: { alias: { ...alias, '@': fileURLToPath(new URL('./client/src', import.meta.url)) } },
        test: { name: 'client', include: ['client/src/**/*.test.ts'], env: { TZ: 'America/New_York' } },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
