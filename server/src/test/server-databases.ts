import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerDatabase } from './server-process';
import { createThrowawayDatabase, testServerUrl } from './test-database';

export type Engine = 'pglite' | 'postgres';

/** PostgreSQL runs only where TEST_DATABASE_URL names a server, as for the API tests. */
export const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);

export interface ServerStorage {
  database: ServerDatabase;
  remove(): Promise<void>;
}

/** Empty storage for server processes: a PGlite folder, or a new database on the test PostgreSQL. */
export async function freshStorage(engine: Engine): Promise<ServerStorage> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'stepwise-data-'));
    return { database: { dataDir }, remove: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const database = await createThrowawayDatabase(testServerUrl());
  return { database: { databaseUrl: database.url }, remove: () => database.drop() };
}
