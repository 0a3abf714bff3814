import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createScratchDatabase } from '../../server/src/db/admin';
import { openDatabase, type DatabaseHandle } from '../../server/src/db/client';
import type { DatabaseEnv } from './servers';

export type TargetId = 'postgres' | 'pglite';

/** A database engine the bench runs the API on, in a throwaway database of its own. */
export interface BenchTarget {
  id: TargetId;
  label: string;
  /** What the server process is told. */
  serverEnv: DatabaseEnv;
  /** Opens it in this process (to seed it); close it before the server starts on PGlite. */
  open(): Promise<DatabaseHandle>;
  /** Drops the database or deletes the folder. */
  remove(): Promise<void>;
}

export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function prepareTarget(id: TargetId): Promise<BenchTarget> {
  if (id === 'postgres') {
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_SERVER_URL;
    const scratch = await createScratchDatabase(serverUrl, 'stepwise_bench');
    return {
      id,
      label: 'PostgreSQL',
      serverEnv: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ databaseUrl: scratch.url, poolSize: 4 }),
      remove: () => scratch.drop(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'stepwise-bench-'));
  return {
    id,
    label: 'PGlite',
    serverEnv: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * After a bulk load, what autovacuum and the checkpointer would have done soon after on a server that
 * runs: fresh planner statistics, every new row's hint bits set (the first read of each freshly loaded
 * row otherwise writes its page again) and the load written out, so that the cases measure a database
 * in its everyday state rather than paying for the seed.
 */
export async function settleAfterBulkLoad(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
  await database.db.execute(sql`checkpoint`);
}
