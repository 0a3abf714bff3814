import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goalEmotions, goals, todos } from '../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type TestClient } from '../test/test-app';

const testContext = await startTestApp();
const { app } = testContext;

/** Everything the owner can see, to prove an intruder's attempt changed nothing. */
async function snapshot(owner: TestClient) {
  const goals = (await owner.get('/api/goals')).json() as { id: number }[];
  const emotions = await Promise.all(goals.map(async (goal) => (await owner.get(`/api/goals/${goal.id}/emotions`)).json()));
  return {
    goals,
    emotions,
    todos: (await owner.get('/api/todos')).json(),
    plan: (await owner.get('/api/daily-plans?date=2026-11-22')).json(),
  };
}

describe('one user can never reach another user’s records', async () => {
  const owner = await signUp(app);
  const goal = await buildGoal(owner.client, { title: 'Owner goal' });
  const subgoal = await buildGoal(owner.client, { title: 'Owner subgoal', parentId: goal.id });
  const todo = await buildTodo(owner.client, { goalId: subgoal.id });
  await owner.client.post(`/api/goals/${goal.id}/emotions`, { emotion: 'proud', intensity: 5 });
  await owner.client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Owner notes' });
  const before = await snapshot(owner.client);

  const intruder = await signUp(app);
  const intruderGoal = await buildGoal(intruder.client);
  const intruderTodo = await buildTodo(intruder.client);

  const attempts: [string, (client: TestClient) => ReturnType<TestClient['get']>][] = [
    ['PATCH a goal', (c) => c.patch(`/api/goals/${goal.id}`, { title: 'Hacked' })],
    ['PATCH a goal’s progress', (c) => c.patch(`/api/goals/${subgoal.id}`, { progress: 100 })],
    ['DELETE a goal', (c) => c.delete(`/api/goals/${goal.id}`)],
    ['GET a goal’s suggestions', (c) => c.get(`/api/goals/${goal.id}/suggestions`)],
    ['GET a goal’s feelings', (c) => c.get(`/api/goals/${goal.id}/emotions`)],
    ['POST a feeling on a goal', (c) => c.post(`/api/goals/${goal.id}/emotions`, { emotion: 'x', intensity: 1 })],
    ['PATCH a task', (c) => c.patch(`/api/todos/${todo.id}`, { completed: true })],
    ['DELETE a task', (c) => c.delete(`/api/todos/${todo.id}`)],
    ['create a subgoal under the goal', (c) => c.post('/api/goals', { title: 'x', deadline: inDays(1), parentId: goal.id })],
    ['move their own goal under the goal', (c) => c.patch(`/api/goals/${intruderGoal.id}`, { parentId: goal.id })],
    ['create a task linked to the goal', (c) => c.post('/api/todos', { title: 'x', dueDate: inDays(0), goalId: goal.id })],
    ['link their own task to the goal', (c) => c.patch(`/api/todos/${intruderTodo.id}`, { goalId: subgoal.id })],
  ];

  it.each(attempts)('%s → 404, nothing changes', async (_name, attempt) => {
    const response = await attempt(intruder.client);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found$/);
    expect(await snapshot(owner.client)).toEqual(before);
  });

  it('lists show the intruder only their own records', async () => {
    expect((await intruder.client.get('/api/goals')).json()).toEqual([intruderGoal]);
    expect((await intruder.client.get('/api/todos')).json()).toEqual([intruderTodo]);
    expect((await intruder.client.get(`/api/todos?goalId=${subgoal.id}`)).json()).toEqual([]);
    expect((await intruder.client.get('/api/daily-plans?date=2026-11-22')).json().notes).toBe('');
  });

  it('a plan saved by the intruder for the same day is their own', async () => {
    await intruder.client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Intruder notes' });
    expect(await snapshot(owner.client)).toEqual(before);
  });

  it('every data endpoint answers 401 without a session', async () => {
    const anonymous = owner.client.app;
    const requests: [string, string][] = [
      ['GET', '/api/goals'],
      ['POST', '/api/goals'],
      ['PATCH', `/api/goals/${goal.id}`],
      ['DELETE', `/api/goals/${goal.id}`],
      ['GET', `/api/goals/${goal.id}/suggestions`],
      ['GET', `/api/goals/${goal.id}/emotions`],
      ['POST', `/api/goals/${goal.id}/emotions`],
      ['GET', '/api/todos'],
      ['POST', '/api/todos'],
      ['POST', '/api/todos/reschedule'],
      ['PATCH', `/api/todos/${todo.id}`],
      ['DELETE', `/api/todos/${todo.id}`],
      ['GET', '/api/daily-plans?date=2026-11-22'],
      ['POST', '/api/daily-plans'],
      ['GET', '/api/stats?tz=UTC'],
      ['GET', '/api/user'],
      ['POST', '/api/user/change-password'],
    ];
    for (const [method, url] of requests) {
      const response = await anonymous.inject({ method: method as 'GET', url, ...(method !== 'GET' && { payload: {} }) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await snapshot(owner.client)).toEqual(before);
  });
});

describe('the schema itself refuses links to another person’s goal', async () => {
  const { database } = testContext;
  const owner = await signUp(app);
  const stranger = await signUp(app);
  const goal = await buildGoal(owner.client);
  const strangersGoal = await buildGoal(stranger.client);
  const strangersTask = await buildTodo(stranger.client);

  it.each([
    ['a task', () => database.db.insert(todos).values({ title: 'x', dueDate: new Date(), goalId: goal.id, userId: stranger.user.id })],
    ['a task moved under it', () => database.db.update(todos).set({ goalId: goal.id }).where(eq(todos.id, strangersTask.id))],
    ['a subgoal', () => database.db.insert(goals).values({ title: 'x', deadline: new Date(), parentId: goal.id, userId: stranger.user.id })],
    ['a goal moved under it', () => database.db.update(goals).set({ parentId: goal.id }).where(eq(goals.id, strangersGoal.id))],
    ['a feeling', () => database.db.insert(goalEmotions).values({ goalId: goal.id, userId: stranger.user.id, emotion: 'x', intensity: 1 })],
  ])('%s written straight to the database', async (_what, write) => {
    await expect(write()).rejects.toMatchObject({ cause: { code: '23503' } });
  });

  it('still takes links within one person’s goals', async () => {
    const [row] = await database.db
      .insert(todos)
      .values({ title: 'x', dueDate: new Date(), goalId: strangersGoal.id, userId: stranger.user.id })
      .returning({ goalId: todos.goalId });
    expect(row?.goalId).toBe(strangersGoal.id);
  });
});
