import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './client';
import { rawQueryOf } from './raw-query';

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

  it("leave Drizzle's statements planned for each call's values", async () => {
    // Drizzle types the result of raw SQL as unknown; node-postgres answers `{ rows }`.
    const result = (await database.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ mode: 'auto' }]);
  });
});
