import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deletedRecords, focusSessions } from '../../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type TestClient } from '../../test/test-app';
import { rowsOf } from '../../test/user-rows';

const { app, database } = await startTestApp();
const { db } = database;

let focusCount = 0;
async function logFocus(client: TestClient, link: { todoId?: number; goalId?: number }) {
  const endedAt = new Date(Date.parse(inDays(-1)) - ++focusCount * 60 * 60_000).toISOString();
  const startedAt = new Date(Date.parse(endedAt) - 25 * 60_000).toISOString();
  const response = await client.post('/api/focus-sessions', { startedAt, endedAt, mode: 'pomodoro', ...link });
  expect(response.statusCode).toBe(201);
}

const focusLinksOf = (userId: number) =>
  db
    .select({ id: focusSessions.id, todoId: focusSessions.todoId, goalId: focusSessions.goalId })
    .from(focusSessions)
    .where(eq(focusSessions.userId, userId))
    .orderBy(focusSessions.id);

/** Makes the user's kept copies older than the undo window. */
const expireCopiesOf = (userId: number) =>
  db.update(deletedRecords).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(deletedRecords.userId, userId));

describe('POST /api/todos/:id/restore', () => {
  it('brings a deleted task back with the same id and values, and its focus sessions’ link', async () => {
    const { client, user } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client, { goalId: goal.id, description: 'Easy pace', plannedTime: '07:30', priority: 'high', pomodoros: 3 });
    await logFocus(client, { todoId: task.id });
    const before = await rowsOf(db, user);

    expect((await client.delete(`/api/todos/${task.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/todos')).json()).toEqual([]);
    expect((await focusLinksOf(user.id))[0]?.todoId).toBeNull();

    const restored = await client.post(`/api/todos/${task.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(task);
    const { sessions: _sessions, ...after } = await rowsOf(db, user);
    const { sessions: _before, ...expected } = before;
    expect(after).toEqual(expected);

    const again = await client.post(`/api/todos/${task.id}/restore`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'There is no deleted task with this id to restore', code: 'nothing_to_restore' });
  });

  it('refuses another person, who learns nothing, and leaves the copy for its owner', async () => {
    const owner = await signUp(app);
    const task = await buildTodo(owner.client);
    await owner.client.delete(`/api/todos/${task.id}`);
    const stranger = await signUp(app);
    const refused = await stranger.client.post(`/api/todos/${task.id}/restore`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('There is no deleted task with this id to restore');
    expect((await stranger.client.get('/api/todos')).json()).toEqual([]);
    expect((await owner.client.post(`/api/todos/${task.id}/restore`)).statusCode).toBe(200);
  });

  it('refuses once the undo window has passed (410)', async () => {
    const { client, user } = await signUp(app);
    const task = await buildTodo(client);
    await client.delete(`/api/todos/${task.id}`);
    await expireCopiesOf(user.id);
    const late = await client.post(`/api/todos/${task.id}/restore`);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: 'Too late to undo: a deleted task can be restored for 10 minutes', code: 'undo_expired' });
    expect((await client.get('/api/todos')).json()).toEqual([]);
    // The next deletion forgets what can no longer be restored.
    await client.delete(`/api/todos/${(await buildTodo(client)).id}`);
    expect(await db.select().from(deletedRecords).where(eq(deletedRecords.recordId, task.id))).toEqual([]);
  });

  it('refuses (409) when the task’s goal has been deleted since, until that goal is back', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client, { goalId: goal.id });
    await client.delete(`/api/todos/${task.id}`);
    await client.delete(`/api/goals/${goal.id}`);
    const refused = await client.post(`/api/todos/${task.id}/restore`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This task can’t be restored: its goal has been deleted. Restore the goal first.',
      code: 'parent_goal_gone',
    });
    expect((await client.post(`/api/goals/${goal.id}/restore`)).statusCode).toBe(200);
    expect((await client.post(`/api/todos/${task.id}/restore`)).json()).toEqual(task);
  });

  it('reopens the goal when an open task comes back under it after it was completed', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await buildTodo(client, { goalId: goal.id, completed: true });
    const open = await buildTodo(client, { goalId: goal.id });
    await client.delete(`/api/todos/${open.id}`);
    expect((await client.patch(`/api/goals/${goal.id}`, { progress: 100 })).statusCode).toBe(200);
    await client.post(`/api/todos/${open.id}/restore`);
    expect((await client.get('/api/goals')).json()[0].progress).toBe(50);
  });
});

describe('POST /api/goals/:id/restore', () => {
  it('brings back the goal, its subtree, their tasks, feelings and focus links, exactly as they were', async () => {
    const { client, user } = await signUp(app);
    const main = await buildGoal(client, { title: 'Ship portfolio v2', progress: 30 });
    const sub = await buildGoal(client, { title: 'Redesign the home page', parentId: main.id });
    // Created before its parent, so the subtree's ids are not in tree order.
    const early = await buildGoal(client, { title: 'Pick a palette', progress: 100 });
    const leaf = await buildGoal(client, { title: 'Write the copy', parentId: sub.id });
    await client.patch(`/api/goals/${early.id}`, { parentId: sub.id });
    await buildTodo(client, { title: 'Sketch layouts', goalId: sub.id, completed: true });
    await buildTodo(client, { title: 'Draft headline', goalId: leaf.id, failed: true });
    await client.post(`/api/goals/${leaf.id}/emotions`, { emotion: 'hopeful', intensity: 4, notes: 'Nearly there' });
    await logFocus(client, { goalId: sub.id });
    const keep = await buildGoal(client, { title: 'Keep me' });
    await buildTodo(client, { goalId: keep.id });
    const before = await rowsOf(db, user);
    const listed = (await client.get('/api/goals')).json() as { id: number }[];
    expect((await client.get(`/api/goals/${main.id}/subtree-counts`)).json()).toEqual({ subgoals: 3, tasks: 2 });

    expect((await client.delete(`/api/goals/${main.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/goals')).json().map((goal: { id: number }) => goal.id)).toEqual([keep.id]);

    const restored = await client.post(`/api/goals/${main.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(listed.find((goal) => goal.id === main.id));
    expect((await client.get('/api/goals')).json()).toEqual(listed);
    const { sessions: _sessions, ...after } = await rowsOf(db, user);
    const { sessions: _before, ...expected } = before;
    expect(after).toEqual(expected);
    expect(await db.select().from(deletedRecords).where(eq(deletedRecords.userId, user.id))).toEqual([]);
  });

  it('refuses a subgoal whose parent has been deleted since (409), another person (404) and a late undo (410)', async () => {
    const { client, user } = await signUp(app);
    const main = await buildGoal(client);
    const sub = await buildGoal(client, { parentId: main.id });
    await client.delete(`/api/goals/${sub.id}`);
    await client.delete(`/api/goals/${main.id}`);
    const orphan = await client.post(`/api/goals/${sub.id}/restore`);
    expect(orphan.statusCode).toBe(409);
    expect(orphan.json().message).toBe('This goal can’t be restored: the goal it was under has been deleted. Restore that one first.');

    const stranger = await signUp(app);
    expect((await stranger.client.post(`/api/goals/${main.id}/restore`)).statusCode).toBe(404);
    expect((await stranger.client.get('/api/goals')).json()).toEqual([]);

    await expireCopiesOf(user.id);
    const late = await client.post(`/api/goals/${main.id}/restore`);
    expect(late.statusCode).toBe(410);
    expect(late.json().message).toBe('Too late to undo: a deleted goal can be restored for 10 minutes');
    expect((await client.get('/api/goals')).json()).toEqual([]);
  });

  it('reopens a complete parent when an open subgoal comes back under it', async () => {
    const { client } = await signUp(app);
    const main = await buildGoal(client);
    const open = await buildGoal(client, { parentId: main.id, progress: 40 });
    await client.delete(`/api/goals/${open.id}`);
    expect((await client.patch(`/api/goals/${main.id}`, { progress: 100 })).statusCode).toBe(200);
    await client.post(`/api/goals/${open.id}/restore`);
    const progress = new Map((await client.get('/api/goals')).json().map((goal: { id: number; progress: number }) => [goal.id, goal.progress]));
    expect(progress).toEqual(new Map([[main.id, 40], [open.id, 40]]));
  });

  it('answers 404 for a goal that was never deleted, and for a missing one', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    expect((await client.post(`/api/goals/${goal.id}/restore`)).statusCode).toBe(404);
    expect((await client.post('/api/goals/999999/restore')).statusCode).toBe(404);
  });
});

describe('GET /api/goals/:id/subtree-counts', () => {
  it('counts a leaf goal’s tasks, and answers 404 for another person’s goal', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await buildTodo(client, { goalId: goal.id });
    expect((await client.get(`/api/goals/${goal.id}/subtree-counts`)).json()).toEqual({ subgoals: 0, tasks: 1 });
    const stranger = await signUp(app);
    expect((await stranger.client.get(`/api/goals/${goal.id}/subtree-counts`)).statusCode).toBe(404);
  });
});
