// `todo_completions` stands in for an index on the tasks' completion times, kept by triggers on
// `todos` (migration 0012): whatever writes a task, the table must say what the tasks say.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Todo } from '@shared/schemas/todos';
import { executeRows } from '../../db/execute';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type SignedInUser } from '../../test/test-app';

const { app, database } = await startTestApp();
const { db } = database;

interface Completion {
  todoId: number;
  userId: number;
  completedAt: string;
}

const completionsOf = (where: 'kept' | 'tasks', userId: number) =>
  executeRows<Completion>(
    db,
    where === 'kept'
      ? sql`select todo_id as "todoId", user_id as "userId", completed_at::text as "completedAt"
            from todo_completions where user_id = ${userId} order by todo_id`
      : sql`select id as "todoId", user_id as "userId", completed_at::text as "completedAt"
            from todos where user_id = ${userId} and completed and completed_at is not null order by id`,
  );

/** The kept completions of the person are exactly their completed tasks, with the same times; answers them. */
async function expectKeptInStep({ user }: SignedInUser): Promise<Completion[]> {
  const tasks = await completionsOf('tasks', user.id);
  expect(await completionsOf('kept', user.id)).toEqual(tasks);
  return tasks;
}

async function changeTask(person: SignedInUser, todo: Todo, change: Record<string, unknown>): Promise<Todo> {
  const response = await person.client.patch(`/api/todos/${todo.id}`, change);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('completion times kept beside the tasks', () => {
  it('follow ticks, unticks, failures and creates of completed tasks', async () => {
    const person = await signUp(app);
    const open = await buildTodo(person.client);
    const done = await buildTodo(person.client, { completed: true });
    expect((await expectKeptInStep(person)).map(({ todoId }) => todoId)).toEqual([done.id]);

    await changeTask(person, open, { completed: true });
    expect(await expectKeptInStep(person)).toHaveLength(2);

    await changeTask(person, done, { completed: false });
    await changeTask(person, open, { failed: true });
    expect(await expectKeptInStep(person)).toEqual([]);

    // A title edit of a completed task keeps its completion time.
    const ticked = await changeTask(person, done, { completed: true });
    await changeTask(person, ticked, { title: 'Practise verbs again' });
    expect((await expectKeptInStep(person))[0]?.todoId).toBe(done.id);
  });

  it('follow many people ticking at once, batched into shared statements', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const tasks = await Promise.all(people.map((person) => Promise.all([buildTodo(person.client), buildTodo(person.client)])));
    await Promise.all(people.flatMap((person, index) => tasks[index]!.map((todo, which) => changeTask(person, todo, { completed: which === 0 }))));
    for (const person of people) expect(await expectKeptInStep(person)).toHaveLength(1);
  });

  it('go with deleted tasks and come back with restored ones', async () => {
    const person = await signUp(app);
    const todo = await buildTodo(person.client, { completed: true });
    expect((await person.client.delete(`/api/todos/${todo.id}`)).statusCode).toBe(204);
    expect(await expectKeptInStep(person)).toEqual([]);
    expect((await person.client.post(`/api/todos/${todo.id}/restore`)).statusCode).toBe(200);
    expect(await expectKeptInStep(person)).toHaveLength(1);
  });

  it('go with a deleted goal and its tasks', async () => {
    const person = await signUp(app);
    const goal = await buildGoal(person.client);
    await buildTodo(person.client, { goalId: goal.id, completed: true });
    const elsewhere = await buildTodo(person.client, { completed: true });
    expect(await expectKeptInStep(person)).toHaveLength(2);
    expect((await person.client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    expect((await expectKeptInStep(person)).map(({ todoId }) => todoId)).toEqual([elsewhere.id]);
  });

  it('follow the occurrences of a recurring task, skipped ones not counted', async () => {
    const person = await signUp(app);
    const first = await buildTodo(person.client, { repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'UTC' }, dueDate: inDays(0) });
    const list = await person.client.get(`/api/todos?dueFrom=${encodeURIComponent(inDays(-1))}&dueTo=${encodeURIComponent(inDays(3))}`);
    const occurrences = (list.json() as Todo[]).filter((todo) => todo.seriesId === first.seriesId);
    expect(occurrences.length).toBeGreaterThanOrEqual(3);
    await changeTask(person, occurrences[0]!, { completed: true });
    await changeTask(person, occurrences[1]!, { skipped: true });
    expect((await expectKeptInStep(person)).map(({ todoId }) => todoId)).toEqual([occurrences[0]!.id]);
    // This and following: a new rule from the second day on; the ticked first day stays as it was.
    await changeTask(person, occurrences[1]!, { scope: 'following', repeat: { rule: 'FREQ=DAILY;INTERVAL=2', timeZone: 'UTC' } });
    expect(await expectKeptInStep(person)).toHaveLength(1);
  });

  it('arrive with an imported account and go with a deleted one', async () => {
    const person = await signUp(app);
    await buildTodo(person.client, { completed: true });
    await buildTodo(person.client);
    const exported = (await person.client.get('/api/account/export')).json();

    const other = await signUp(app);
    const imported = await other.client.post('/api/account/import', exported);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await expectKeptInStep(other)).toHaveLength(1);

    const deleted = await person.client.request('DELETE', '/api/account', { password: person.password });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await completionsOf('kept', person.user.id)).toEqual([]);
  });

  it('leave the columns a tick changes out of every index of the tasks, so a tick is rewritten in place', async () => {
    const definitions = await executeRows<{ definition: string }>(
      db,
      sql`select pg_get_indexdef(indexrelid) as definition from pg_index where indrelid = 'todos'::regclass`,
    );
    expect(definitions.length).toBeGreaterThanOrEqual(5);
    for (const { definition } of definitions) expect(definition).not.toMatch(/\b(completed|completed_at|failed|skipped|version)\b/);
  });
});
