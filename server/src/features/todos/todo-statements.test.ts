// The task lists are batched statements planned once per connection (decision 13): a list must find each
// task's series by its key, however many series the person has, never read them all for every list.
import { describe, expect, it } from 'vitest';
import { taskSeries, todos } from '../../db/schema';
import { genericPlanReads } from '../../test/query-plans';
import { signUp, startTestApp } from '../../test/test-app';
import { listStatement } from './todo-statements';

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
