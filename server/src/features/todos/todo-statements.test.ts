// The task lists and changes are batched statements planned once per connection (decision 13): a list must
// find each task's series by its key, however many series the person has, and a change its task and its
// session by theirs, never read a table whole for every batch.
import { describe, expect, it } from 'vitest';
import { taskSeries, todos } from '../../db/schema';
import { genericPlanReads, parameterTypesOf } from '../../test/query-plans';
import { signUp, startTestApp } from '../../test/test-app';
import { insertPeopleAndSessions } from '../../test/user-rows';
import { CREATE_TODOS, listStatement, UPDATE_TODOS } from './todo-statements';

const { app, database } = await startTestApp();
const { db } = database;

describe("a day's task list", () => {
  it("reads each task's series by its key, with the plan made once for every batch", async () => {
    const { user } = await signUp(app);
    const today = new Date().toISOString().slice(0, 10);
    const series = await db
      .insert(taskSeries)
      .values(
        Array.from({ length: 200 }, (_, index) => ({
          userId: user.id,
          rule: 'FREQ=DAILY;INTERVAL=1',
          startDate: today,
          timeZone: 'UTC',
          generatedThrough: today,
          title: `Habit ${index}`,
        })),
      )
      .returning({ id: taskSeries.id });
    const due = new Date(`${today}T12:00:00.000Z`);
    await db.insert(todos).values([
      ...series.slice(0, 20).map(({ id }) => ({ userId: user.id, title: 'Occurrence', dueDate: due, seriesId: id, occurrenceDate: today })),
      ...Array.from({ length: 10 }, () => ({ userId: user.id, title: 'One-off', dueDate: due })),
    ]);

    const reads = await genericPlanReads(
      db,
      listStatement(['dueFrom', 'dueTo']),
      ['int[]', 'timestamptz[]', 'timestamptz[]', 'int[]', 'bool[]'],
      [`'{${user.id}}'`, `'{${today}T00:00:00Z}'`, `'{${today}T23:59:59Z}'`, `'{NULL}'`, `'{NULL}'`],
      ['task_series'],
    );
    expect(reads).toEqual(['Index Scan task_series task_series_id_user_unique']);
  });
});

describe("a task's change", () => {
  it('finds each task and the session it was sent with by their keys, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    const tokenHashes = await insertPeopleAndSessions(db, user.id);
    const tasks = await db
      .insert(todos)
      .values(Array.from({ length: 300 }, (_, index) => ({ userId: user.id, title: `Task ${index}`, dueDate: new Date() })))
      .returning({ id: todos.id });
    const parameterTypes = parameterTypesOf(UPDATE_TODOS);
    const literals = parameterTypes.map((type, index) => {
      if (index === 0) return `'{${tasks[0]!.id},${tasks[1]!.id}}'`;
      if (index === 2) return `'{${tokenHashes[0]},${tokenHashes[1]}}'`;
      if (index === 3) return `'{8,8}'`;
      return type.endsWith('[]') ? `'{NULL,NULL}'` : 'now()';
    });

    const reads = await genericPlanReads(db, UPDATE_TODOS, parameterTypes, literals, ['sessions', 'todos']);
    expect(reads).toEqual(['Index Scan sessions sessions_pkey', 'Index Scan todos todos_pkey', 'ModifyTable todos']);
  });
});

describe("a new task's statement", () => {
  it('finds the session each task was sent with by its key, with the plan made once for every batch', async () => {
    const { user } = await signUp(app);
    const tokenHashes = await insertPeopleAndSessions(db, user.id);
    const parameterTypes = parameterTypesOf(CREATE_TODOS);
    const literals = parameterTypes.map((type, index) => {
      if (index === 0) return `'{${user.id},${user.id}}'`;
      if (index === 13) return `'{${tokenHashes[0]},${tokenHashes[1]}}'`;
      return type.endsWith('[]') ? `'{NULL,NULL}'` : 'now()';
    });

    const reads = await genericPlanReads(db, CREATE_TODOS, parameterTypes, literals, ['sessions']);
    expect(reads).toEqual(['Index Scan sessions sessions_pkey']);
  });
});
