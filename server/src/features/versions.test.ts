// Changes that name the version they were made on: two tabs or devices never silently overwrite each other.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dailyPlans, goals, todos } from '../db/schema';
import { buildGoal, buildTodo, inDays, sessionCookieOf, signUp, startTestApp, TestClient } from '../test/test-app';

const { app, database } = await startTestApp();

/** A second session of the same person: another tab's cookie is the same, another device's is not. */
async function secondDevice(username: string, password: string): Promise<TestClient> {
  const response = await new TestClient(app).post('/api/login', { username, password });
  return new TestClient(app, sessionCookieOf(response));
}

describe('goal versions', () => {
  it('starts at 1, grows with every change and is in the list', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    expect(goal.version).toBe(1);
    const renamed = await client.patch(`/api/goals/${goal.id}`, { title: 'Learn Portuguese', version: 1 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ title: 'Learn Portuguese', version: 2 });
    expect((await client.get('/api/goals')).json()).toEqual([expect.objectContaining({ id: goal.id, version: 2 })]);
  });

  it('refuses a change made on an old version with 409 and the current goal, changing nothing', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { description: 'Before' });
    await client.patch(`/api/goals/${goal.id}`, { title: 'Renamed elsewhere', progress: 50, version: 1 });

    const stale = await client.patch(`/api/goals/${goal.id}`, { description: 'Mine', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This goal was changed in another tab or on another device',
      code: 'stale',
      current: { ...goal, title: 'Renamed elsewhere', progress: 50, description: 'Before', version: 2 },
    });
    const [row] = await database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row).toMatchObject({ title: 'Renamed elsewhere', progress: 50, description: 'Before', version: 2 });
  });

  it('applies a partial change without touching the other fields', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { description: 'Keep me', progress: 30 });
    const response = await client.patch(`/api/goals/${goal.id}`, { description: 'Changed', version: 1 });
    expect(response.json()).toEqual({ ...goal, description: 'Changed', version: 2 });
  });

  it('lets exactly one of two concurrent changes on one version through, from two devices', async () => {
    const { client, username, password } = await signUp(app);
    const other = await secondDevice(username, password);
    const goal = await buildGoal(client);
    const answers = await Promise.all([
      client.patch(`/api/goals/${goal.id}`, { title: 'From the laptop', version: 1 }),
      other.patch(`/api/goals/${goal.id}`, { title: 'From the phone', version: 1 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json();
    const [row] = await database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row).toMatchObject({ title: winner.title, version: 2 });
  });

  it('keeps the spec’s unversioned change applying to whatever is stored', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await client.patch(`/api/goals/${goal.id}`, { title: 'One' });
    const response = await client.patch(`/api/goals/${goal.id}`, { progress: 10 });
    expect(response.json()).toMatchObject({ title: 'One', progress: 10, version: 3 });
  });

  it('answers 404, not 409, for someone else’s goal named with its version', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const goal = await buildGoal(owner.client);
    const response = await stranger.client.patch(`/api/goals/${goal.id}`, { title: 'Mine now', version: 5 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Goal not found' });
  });
});

describe('task versions', () => {
  it('starts at 1 and grows with every change, the bulk move included', async () => {
    const { client } = await signUp(app);
    const todo = await buildTodo(client);
    expect(todo.version).toBe(1);
    const changed = await client.patch(`/api/todos/${todo.id}`, { priority: 'high', version: 1 });
    expect(changed.json()).toMatchObject({ priority: 'high', version: 2 });
    await client.post('/api/todos/reschedule', { ids: [todo.id], dueDate: inDays(1) });
    expect((await client.get('/api/todos')).json()).toEqual([expect.objectContaining({ id: todo.id, version: 3 })]);
  });

  it('refuses a change made on an old version with 409 and the current task, changing nothing', async () => {
    const { client } = await signUp(app);
    const todo = await buildTodo(client, { priority: 'low' });
    const elsewhere = (await client.patch(`/api/todos/${todo.id}`, { title: 'Renamed', version: 1 })).json();

    const stale = await client.patch(`/api/todos/${todo.id}`, { priority: 'urgent', completed: true, version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message: 'This task was changed in another tab or on another device',
      code: 'stale',
      current: elsewhere,
    });
    const [row] = await database.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(row).toMatchObject({ title: 'Renamed', priority: 'low', completed: false, completedAt: null, version: 2 });
  });

  it('applies a partial change without touching the other fields', async () => {
    const { client } = await signUp(app);
    const todo = await buildTodo(client, { description: 'Chapter 3', priority: 'high', plannedTime: '07:30' });
    const response = await client.patch(`/api/todos/${todo.id}`, { title: 'Practise irregular verbs', version: 1 });
    expect(response.json()).toEqual({ ...todo, title: 'Practise irregular verbs', version: 2 });
  });

  it('lets exactly one of many concurrent changes on one version through, from two devices', async () => {
    const { client, username, password } = await signUp(app);
    const other = await secondDevice(username, password);
    const todo = await buildTodo(client);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? other : client).patch(`/api/todos/${todo.id}`, { title: `Change ${index}`, version: 1 }),
      ),
    );
    const applied = answers.filter((answer) => answer.statusCode === 200);
    expect(applied).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(5);
    const [row] = await database.db.select().from(todos).where(eq(todos.id, todo.id));
    expect(row).toMatchObject({ title: applied[0]!.json().title, version: 2 });
  });

  it('answers 404, not 409, for someone else’s task named with its version', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    const todo = await buildTodo(owner.client);
    const response = await stranger.client.patch(`/api/todos/${todo.id}`, { completed: true, version: 3 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Task not found' });
  });
});

describe('daily plan versions', () => {
  const date = '2026-11-24';

  it('answers version 0 for a day with nothing saved, then counts the saves', async () => {
    const { client } = await signUp(app);
    expect((await client.get(`/api/daily-plans?date=${date}`)).json().version).toBe(0);
    const first = await client.post('/api/daily-plans', { date, notes: 'Morning: verbs', baseVersion: 0 });
    expect(first.json()).toMatchObject({ notes: 'Morning: verbs', version: 1 });
    const second = await client.post('/api/daily-plans', { date, notes: 'Morning: verbs\nEvening: run', baseVersion: 1 });
    expect(second.json()).toMatchObject({ notes: 'Morning: verbs\nEvening: run', version: 2 });
  });

  it('refuses a save written on an old version with 409 and the stored notes, changing nothing', async () => {
    const { client, user } = await signUp(app);
    await client.post('/api/daily-plans', { date, notes: 'Tab B wrote this', baseVersion: 0 });

    for (const baseVersion of [0, 7]) {
      const stale = await client.post('/api/daily-plans', { date, notes: 'Tab A wrote this', baseVersion });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toMatchObject({
        code: 'stale',
        current: { date, notes: 'Tab B wrote this', version: 1 },
      });
    }
    const rows = await database.db.select().from(dailyPlans).where(eq(dailyPlans.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ notes: 'Tab B wrote this', version: 1 })]);
  });

  it('lets exactly one of two concurrent first saves of a day through, from two devices', async () => {
    const { client, username, password } = await signUp(app);
    const other = await secondDevice(username, password);
    const answers = await Promise.all([
      client.post('/api/daily-plans', { date, notes: 'Laptop', baseVersion: 0 }),
      other.post('/api/daily-plans', { date, notes: 'Phone', baseVersion: 0 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const stored = (await client.get(`/api/daily-plans?date=${date}`)).json();
    expect(stored).toMatchObject({ notes: answers.find((answer) => answer.statusCode === 200)!.json().notes, version: 1 });
  });

  it('keeps another person’s day out of reach: the same date is a fresh day for them', async () => {
    const owner = await signUp(app);
    const stranger = await signUp(app);
    await owner.client.post('/api/daily-plans', { date, notes: 'Private', baseVersion: 0 });
    const response = await stranger.client.post('/api/daily-plans', { date, notes: 'Mine', baseVersion: 0 });
    expect(response.json()).toMatchObject({ notes: 'Mine', version: 1 });
    expect((await owner.client.get(`/api/daily-plans?date=${date}`)).json().notes).toBe('Private');
  });
});
