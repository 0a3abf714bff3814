// Only PostgreSQL runs statements side by side (PGlite runs one at a time), so only there can two
// statements that lock the same tasks in different orders deadlock.
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { buildTestApp, buildTodo, signUp } from '../../test/test-app';
import { updateTodoBatched } from './todo-statements';
import { rescheduleTodos } from './todos.service';
import { createThrowawayDatabase, testServerUrl, type ThrowawayDatabase } from '../../test/test-database';
import { sleep, waitFor } from '../../test/wait';

const onPostgres = process.env.STEPWISE_TEST_DATABASE === 'postgres';

// Set up only where it runs: a skipped suite's body is still read.
describe.runIf(onPostgres)('batched task changes and the bulk move to today', () => {
  let scratch: ThrowawayDatabase;
  let admin: pg.Client;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createThrowawayDatabase(testServerUrl());
    admin = new pg.Client(scratch.url);
    await admin.connect();
    // A deadlock is found within 50 ms instead of a second, so that the test waits for it briefly.
    await admin.query(`alter database "${new URL(scratch.url).pathname.slice(1)}" set deadlock_timeout = '50ms'`);
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await admin?.end();
    await scratch?.drop();
  });

  const waitingForLocks = async () =>
    Number(
      (
        await admin.query(
          "select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
        )
      ).rows[0].count,
    );

  it('take the rows in the same order, so that they never deadlock', async () => {
    // Enough other tasks that PostgreSQL finds the changed ones through their ids, in the order given.
    const other = await signUp(app);
    await admin.query(
      `insert into todos (title, due_date, user_id) select 'Other task ' || n, now(), $1 from generate_series(1, 5000) as n`,
      [other.user.id],
    );
    await admin.query('analyze todos');
    const { client, user } = await signUp(app);
    const [low, middle, high] = [await buildTodo(client), await buildTodo(client), await buildTodo(client)].map((task) => task.id) as [
      number,
      number,
      number,
    ];

    // Another transaction holds the middle task, so the bulk move stops there holding the first one.
    const holder = new pg.Client(scratch.url);
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from todos where id = $1 for update', [middle]);
      const moved = rescheduleTodos(database.db, user.id, { ids: [low, middle, high], dueDate: new Date() });
      await waitFor('the bulk move to wait for the middle task', async () => (await waitingForLocks()) >= 1, { intervalMs: 10 });
      // Changes to the last and the first task, in that order, in one statement. Taken in that order,
      // it would hold the last task while it waits for the first; the bulk move, once the middle one is
      // free, would wait for the last: a deadlock, and one of the two fails.
      const changed = Promise.all(
        [high, low].map((todoId) => updateTodoBatched(database.db, { owner: { userId: user.id }, todoId, changes: { completed: true } })),
      );
      await waitFor('the changes to wait too', async () => (await waitingForLocks()) >= 2, { intervalMs: 10 });
      // PostgreSQL looks for a deadlock once, when a wait has lasted deadlock_timeout. Let the changes'
      // look come and go first: a deadlock would then be found by the bulk move, which has no retry.
      await sleep(250);
      await holder.query('commit');

      expect(await moved).toBe(3);
      expect((await changed).map((change) => change?.todo.completed)).toEqual([true, true]);
    } finally {
      await holder.end();
    }
  });
});
