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
        test: { name: 'shared', include: ['shared/src/**/*.test.ts'] },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
