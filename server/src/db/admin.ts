import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on a PostgreSQL server outside any pool (create or drop a database). */
export async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  /** The new database's URL: the server's URL with the database name swapped. */
  url: string;
  name: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new, empty database with a random name on the server at `serverUrl`, for a test run or a benchmark. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => runOnServer(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}
