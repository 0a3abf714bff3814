import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { BATCH_POOL_SIZE } from './batch-limits';
import { registerRawQuery, type RawStatement } from './raw-query';
import { BATCH_TIMEOUT_MS } from './statement-batcher';
import * as schema from './schema';

type Schema = typeof schema;

/** The Drizzle database, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Something queries can run on: the database itself or an open transaction. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /** Where to report a connection that broke outside any request (the default writes to stderr). */
  onConnectionError(listener: (error: Error) => void): void;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { databaseUrl: string; poolSize?: number }
  /**
   * A folder for PGlite's files, or `memory://` for a throwaway database; `startFrom`, a data folder as
   * PGlite's `dumpDataDir` writes it, for a new database to start as (the tests' migrated template).
   */
  | { dataDir: string; startFrom?: Blob };

// Migrations sit beside this module in the source tree and are copied beside the server bundle.
const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: it names the lock that keeps two starting servers from migrating at once. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool) before it
 * fails with 503. A stopped database refuses at once; this bounds the wait on an unreachable one.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  return 'databaseUrl' in location ? openPostgres(location.databaseUrl, location.poolSize) : openPglite(location.dataDir, location.startFrom);
}

/**
 * The batched statements (`raw-query.ts`) have a pool of their own whose connections keep one plan
 * per statement. Their plans don't depend on the values: each walks an index once per item of the
 * batch. But PostgreSQL estimates ten items for any `unnest` of a parameter, so it would find a plan
 * for one item cheaper and plan the statement again on every call, which costs more than running it.
 * Drizzle's statements keep PostgreSQL's default, a plan that suits each call's values.
 *
 * A plan made once must walk the keys of small tables too: at the default cost of a random page (4, made
 * for disks) PostgreSQL read a table of a few hundred rows whole for every item (a day's tasks against
 * every series), where the rows these statements read are in memory. The tests that check their plans
 * apply the same settings (test/query-plans.ts).
 */
export const BATCHED_STATEMENT_PLANNING = { plan_cache_mode: 'force_generic_plan', random_page_cost: '1.1' } as const;
/**
 * A statement that runs longer than its batch may wait is cancelled just before the batch gives up, so
 * that a batch's rows are soon free again after its callers heard a 503 (statement-batcher.ts).
 */
const BATCHED_STATEMENT_SETTINGS = [
  ...Object.entries(BATCHED_STATEMENT_PLANNING).map(([name, value]) => `-c ${name}=${value}`),
  `-c statement_timeout=${BATCH_TIMEOUT_MS - 500}`,
].join(' ');

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  let reportConnectionError = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
  const openPool = (max: number, options?: string) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max,
      ...(options && { options }),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notices a silently dropped connection (a restarted host, a NAT timeout) instead of waiting on it.
      keepAlive: true,
    });
    // A connection can break while idle in the pool or while a transaction holds it. The pool only
    // listens while it is idle, and an 'error' event nobody listens to would end the process, so every
    // client gets a listener of its own; the failed query itself still reaches its request as an error.
    pool.on('connect', (client) => client.on('error', (error) => reportConnectionError(error)));
    // The pool re-emits an idle client's error, which the client's listener has reported already.
    pool.on('error', () => {});
    return pool;
  };
  const pool = openPool(poolSize);
  // A connection for every batch that may run at once (batch-limits.ts).
  const batchPool = openPool(BATCH_POOL_SIZE, BATCHED_STATEMENT_SETTINGS);
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres(lockClient, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    lockClient.release();
  }
  const db = drizzleNodePostgres(pool, { schema }) as unknown as Database;
  registerRawQuery(db, async (statement, values) => (await batchPool.query({ name: statement.name, text: statement.text, values })).rows);
  return {
    db,
    engine: 'postgres',
    ping: () => ping(db),
    onConnectionError: (listener) => (reportConnectionError = listener),
    close: once(async () => {
      await Promise.all([pool.end(), batchPool.end()]);
    }),
  };
}

async function openPglite(dataDir: string, startFrom?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // Loaded only here: a server on PostgreSQL never carries PGlite (about 6 MB of memory).
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  // PGlite writes each change through to the files before a query returns (relaxedDurability would
  // let it answer first), so a killed process keeps every acknowledged write. docs/decisions/0009.
  const client = await PGlite.create(dataDir, { relaxedDurability: false, ...(startFrom && { loadDataDir: startFrom }) });
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
  const db = pgliteDb as unknown as Database;
  registerRawQuery(db, async <Row,>(statement: RawStatement, values: unknown[]) => (await client.query<Row>(statement.text, values)).rows);
  return {
    db,
    engine: 'pglite',
    ping: () => ping(db),
    // In the same process: there is no connection to lose.
    onConnectionError: () => {},
    close: once(() => client.close()),
  };
}

/** Closing twice (a signal during shutdown, a test's cleanup) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
