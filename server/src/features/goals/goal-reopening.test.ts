import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goals } from '../../db/schema';
import { buildGoal, buildTodo, signUp, startTestApp, type TestClient } from '../../test/test-app';

const { app, database } = await startTestApp();

async function progressOf(client: TestClient, ...ids: number[]): Promise<number[]> {
  const all = (await client.get('/api/goals')).json() as { id: number; progress: number }[];
  return ids.map((id) => all.find((goal) => goal.id === id)?.progress ?? -1);
}

/** A main goal at 100 with one subgoal at 100, which has one completed task. */
async function finishedTree(client: TestClient) {
  const main = await buildGoal(client, { title: 'Run a marathon' });
  const sub = await buildGoal(client, { title: 'Build up to 30 km', parentId: main.id });
  const task = await buildTodo(client, { title: 'Long run', goalId: sub.id, completed: true });
  expect((await client.patch(`/api/goals/${sub.id}`, { progress: 100 })).statusCode).toBe(200);
  expect((await client.patch(`/api/goals/${main.id}`, { progress: 100 })).statusCode).toBe(200);
  return { main, sub, task };
}

describe('a complete goal reopens when open work appears under it', () => {
  it('a new open subgoal: the parent takes its subgoals’ average, and complete ancestors follow', async () => {
    const { client } = await signUp(app);
    const { main, sub } = await finishedTree(client);
    const added = await buildGoal(client, { title: 'Buy shoes', parentId: sub.id, progress: 20 });
    expect(added.progress).toBe(20);
    // sub: its one subgoal at 20; main: the average of sub (20).
    expect(await progressOf(client, sub.id, main.id)).toEqual([20, 20]);
    const [stored] = await database.db.select({ version: goals.version }).from(goals).where(eq(goals.id, main.id));
    expect(stored?.version).toBe(3);
  });

  it('a new subgoal that is complete already leaves its parent complete', async () => {
    const { client } = await signUp(app);
    const { main, sub } = await finishedTree(client);
    await buildGoal(client, { parentId: sub.id, progress: 100 });
    expect(await progressOf(client, sub.id, main.id)).toEqual([100, 100]);
  });

  it('a new open task on a complete leaf: it takes the share of settled tasks', async () => {
    const { client } = await signUp(app);
    const { main, sub } = await finishedTree(client);
    await buildTodo(client, { goalId: sub.id, failed: true });
    await buildTodo(client, { goalId: sub.id, completed: true });
    expect(await progressOf(client, sub.id, main.id)).toEqual([100, 100]);
    await buildTodo(client, { title: 'Tempo run', goalId: sub.id });
    expect(await progressOf(client, sub.id, main.id)).toEqual([75, 75]);
  });

  it('a completed task unticked, or a failed one cleared', async () => {
    const { client } = await signUp(app);
    const { main, sub, task } = await finishedTree(client);
    expect((await client.patch(`/api/todos/${task.id}`, { completed: false })).json().completed).toBe(false);
    expect(await progressOf(client, sub.id, main.id)).toEqual([0, 0]);

    await client.patch(`/api/todos/${task.id}`, { failed: true });
    await client.patch(`/api/goals/${sub.id}`, { progress: 100 });
    await client.patch(`/api/goals/${main.id}`, { progress: 100 });
    await client.patch(`/api/todos/${task.id}`, { failed: false });
    expect(await progressOf(client, sub.id, main.id)).toEqual([0, 0]);
  });

  it('an open task moved under a complete goal', async () => {
    const { client } = await signUp(app);
    const { main, sub } = await finishedTree(client);
    const loose = await buildTodo(client, { title: 'Stretch' });
    await client.patch(`/api/todos/${loose.id}`, { goalId: sub.id });
    expect(await progressOf(client, sub.id, main.id)).toEqual([50, 50]);
  });

  it('a subgoal reopened by hand, or an open goal moved under a complete one', async () => {
    const { client } = await signUp(app);
    const { main, sub } = await finishedTree(client);
    expect((await client.patch(`/api/goals/${sub.id}`, { progress: 60 })).json().progress).toBe(60);
    expect(await progressOf(client, main.id)).toEqual([60]);

    const other = await finishedTree(client);
    const open = await buildGoal(client, { title: 'Cross-train', progress: 30 });
    await client.patch(`/api/goals/${open.id}`, { parentId: other.main.id });
    expect(await progressOf(client, other.main.id, other.sub.id)).toEqual([65, 100]);
  });

  it('changes that add no open work leave a complete goal alone', async () => {
    const { client } = await signUp(app);
    const { main, sub, task } = await finishedTree(client);
    await client.patch(`/api/todos/${task.id}`, { title: 'Long slow run', priority: 'high' });
    await client.patch(`/api/todos/${task.id}`, { completed: true });
    await client.patch(`/api/todos/${task.id}`, { failed: true });
    await client.patch(`/api/goals/${sub.id}`, { title: 'Build up to 32 km' });
    expect(await progressOf(client, sub.id, main.id)).toEqual([100, 100]);
  });
});

describe('completion never gets stuck', () => {
  it('lets a failed task count as settled, so its goal can complete', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await buildTodo(client, { goalId: goal.id, failed: true });
    await buildTodo(client, { goalId: goal.id, completed: true });
    const response = await client.patch(`/api/goals/${goal.id}`, { progress: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json().progress).toBe(100);
  });

  it('lets a complete goal that holds open work be lowered, though not raised again', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await buildTodo(client, { goalId: goal.id });
    const parent = await buildGoal(client);
    await buildGoal(client, { parentId: parent.id });
    // Stored before goals reopened by themselves: complete with open work underneath.
    await database.db.update(goals).set({ progress: 100 }).where(eq(goals.id, goal.id));
    await database.db.update(goals).set({ progress: 100 }).where(eq(goals.id, parent.id));

    expect((await client.patch(`/api/goals/${goal.id}`, { progress: 80 })).json().progress).toBe(80);
    expect((await client.patch(`/api/goals/${parent.id}`, { progress: 50 })).json().progress).toBe(50);
    const again = await client.patch(`/api/goals/${goal.id}`, { progress: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('tasks_unfinished');
  });
});
