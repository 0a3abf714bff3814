import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import { BATCH_POOL_SIZE } from './batch-limits';
import type { DatabaseHandle } from './client';
import { rawQueryOf } from './raw-query';
import { BATCH_TIMEOUT_MS } from './statement-batcher';

const onPostgres = process.env.STEPWISE_TEST_DATABASE === 'postgres';

describe.runIf(onPostgres)('connections to PostgreSQL', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const planCacheMode = { name: 'plan_cache_mode', text: `select current_setting('plan_cache_mode') as mode` };

  it('plan the batched statements once per connection, whatever the values', async () => {
    const rows = await rawQueryOf(database.db)<{ mode: string }>(planCacheMode, []);
    expect(rows).toEqual([{ mode: 'force_generic_plan' }]);
  });

  it('plan the batched statements for rows in memory, where a page found by key costs about what the next does', async () => {
    const randomPageCost = { name: 'random_page_cost', text: `select current_setting('random_page_cost') as cost` };
    const rows = await rawQueryOf(database.db)<{ cost: string }>(randomPageCost, []);
    expect(rows).toEqual([{ cost: '1.1' }]);
  });

  it('end a batched statement just before its batch gives up', async () => {
    const timeout = { name: 'statement_timeout', text: `select current_setting('statement_timeout') as timeout` };
    const rows = await rawQueryOf(database.db)<{ timeout: string }>(timeout, []);
    expect(rows).toEqual([{ timeout: `${BATCH_TIMEOUT_MS - 500}ms` }]);
  });

  it('have a connection for every batch that may run at once, however small the main pool', async () => {
    // The test database's main pool has 4 connections; one of them holds a lock every batched statement waits for.
    const lockId = 727_042;
    const holder = database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockId})`);
      const waitOnLock = { name: 'wait_on_test_lock', text: 'select pg_advisory_xact_lock_shared($1::bigint) is null as waited' };
      const waiting = Array.from({ length: BATCH_POOL_SIZE }, () => rawQueryOf(database.db)(waitOnLock, [lockId]));
      const countWaiting = async () => {
        // Activity is read once per transaction unless the snapshot is cleared.
        await tx.execute(sql`select pg_stat_clear_snapshot()`);
        const result = (await tx.execute(
          sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { count: number }[] };
        return result.rows[0]?.count;
      };
      await expect.poll(countWaiting, { timeout: 10_000 }).toBe(BATCH_POOL_SIZE);
      return waiting;
    });
    await Promise.all(await holder);
  });

  it("leave Drizzle's statements planned for each call's values", async () => {
    // Drizzle types the result of raw SQL as unknown; node-postgres answers `{ rows }`.
    const result = (await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ mode: 'auto' }]);
    const cost = (await database.db.execute(sql`select current_setting('random_page_cost') as cost`)) as unknown as { rows: unknown[] };
    expect(cost.rows).toEqual([{ cost: '4' }]);
  });
});
