import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { createScratchDatabase } from '../db/admin';
import { openDatabase, type DatabaseHandle } from '../db/client';

export interface ThrowawayDatabase {
  /** Connection string of the new, empty database. */
  url: string;
  drop(): Promise<void>;
}

/** Creates an empty database with a random name on the PostgreSQL server at `serverUrl`. */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const scratch = await createScratchDatabase(serverUrl, 'stepwise_test');
  let dropped: Promise<void> | undefined;
  return { url: scratch.url, drop: () => (dropped ??= scratch.drop()) };
}

/** TEST_DATABASE_URL, or a clear failure for tests that need real PostgreSQL. */
export function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set to run the tests against PostgreSQL');
  return serverUrl;
}

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory (started from the migrated
 * template of pglite-template-setup.ts where the project has one), or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.STEPWISE_TEST_DATABASE !== 'postgres') {
    const template = inject('pgliteTemplate');
    return openDatabase({ dataDir: 'memory://', ...(template && { startFrom: new Blob([readFileSync(template)]) }) });
  }

  const database = await createThrowawayDatabase(testServerUrl());
  const handle = await openDatabase({ databaseUrl: database.url, poolSize: 4 });
  let closed: Promise<void> | undefined;
  return {
    ...handle,
    close: () => (closed ??= handle.close().then(() => database.drop())),
  };
}
