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

  /** A setting as the batch pool's connections have it (its statements go through `rawQueryOf`). */
  const batchPoolSetting = async (name: string) => {
    const statement = { name: `setting_${name}`, text: `select current_setting('${name}') as value` };
    return (await rawQueryOf(database.db)<{ value: string }>(statement, []))[0]?.value;
  };
  /** A setting as Drizzle's connections have it. Drizzle types raw SQL's result as unknown; node-postgres answers `{ rows }`. */
  const drizzleSetting = async (name: string) => {
    const result = (await database.db.execute(sql`select current_setting(${name}) as value`)) as unknown as { rows: { value: string }[] };
    return result.rows[0]?.value;
  };

  it('plan the batched statements once per connection, whatever the values', async () => {
    expect(await batchPoolSetting('plan_cache_mode')).toBe('force_generic_plan');
  });

  it('plan the batched statements for rows in memory, where a page found by key costs about what the next does', async () => {
    expect(await batchPoolSetting('random_page_cost')).toBe('1.1');
  });

  it('end a batched statement just before its batch gives up', async () => {
    expect(await batchPoolSetting('statement_timeout')).toBe(`${BATCH_TIMEOUT_MS - 500}ms`);
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
    expect(await drizzleSetting('plan_cache_mode')).toBe('auto');
    expect(await drizzleSetting('random_page_cost')).toBe('4');
  });
});
