import { randomBytes } from 'node:crypto';
import { runOnServer } from '../db/admin';
import { openDatabase, type DatabaseHandle } from '../db/client';

/**
 * A fresh, migrated database for one test file: embedded PGlite in memory, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.STEPWISE_TEST_DATABASE !== 'postgres') return openDatabase({ dataDir: 'memory://' });

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set to run the API tests against PostgreSQL');
  const name = `stepwise_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  let dropped: Promise<void> | undefined;
  return {
    ...handle,
    close: () =>
      (dropped ??= handle.close().then(() => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`))),
  };
}
