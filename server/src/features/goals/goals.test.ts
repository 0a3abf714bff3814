import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { goalEmotions, goals, todos } from '../../db/schema';
import { buildGoal, buildTodo, inDays, sessionCookieOf, signUp, startTestApp, TestClient } from '../../test/test-app';
import { listGoals } from './goals.service';

const { app, database } = await startTestApp();

describe('POST /api/goals', () => {
  it('creates a main goal with the spec fields and drops the client’s userId', async () => {
    const { client, user } = await signUp(app);
    const deadline = inDays(10);
    const response = await client.post('/api/goals', {
      title: '  Run a half marathon  ',
      description: 'In May',
      deadline,
      userId: user.id + 1000,
      progress: 5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Run a half marathon',
      description: 'In May',
      deadline,
      progress: 5,
      parentId: null,
      progressFromHabits: false,
      reminderDaysBefore: null,
      version: 1,
    });
    const [row] = await database.db.select().from(goals).where(eq(goals.id, response.json().id));
    expect(row?.userId).toBe(user.id);
  });

  it('creates a subgoal under the user’s own goal, defaulting progress to 0', async () => {
    const { client } = await signUp(app);
    const parent = await buildGoal(client);
    const response = await client.post('/api/goals', { title: 'Learn 500 words', deadline: inDays(5), parentId: parent.id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ parentId: parent.id, progress: 0, description: null });
  });

  it('answers 404 for a parent that does not exist', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/goals', { title: 'Orphan', deadline: inDays(5), parentId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Parent goal not found' });
  });

  it.each([
    [{ deadline: inDays(1) }, 'title', 'Title is required'],
    [{ title: ' ', deadline: inDays(1) }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(101), deadline: inDays(1) }, 'title', 'Title is too long'],
    [{ title: 'Run', description: 'x'.repeat(501), deadline: inDays(1) }, 'description', 'Description is too long'],
    [{ title: 'Run' }, 'deadline', 'Deadline must be a valid date'],
    [{ title: 'Run', deadline: 'next week' }, 'deadline', 'Deadline must be a valid date'],
    [{ title: 'Run', deadline: inDays(1), progress: -1 }, 'progress', 'Progress cannot be negative'],
    [{ title: 'Run', deadline: inDays(1), progress: 101 }, 'progress', 'Progress cannot exceed 100%'],
    [{ title: 'Run', deadline: inDays(1), parentId: 'abc' }, 'parentId', 'Parent goal must be a number or null'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const { client } = await signUp(app);
    const response = await client.post('/api/goals', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect((await client.get('/api/goals')).json()).toEqual([]);
  });
});

describe('GET /api/goals', () => {
  it('lists only the user’s goals, by deadline', async () => {
    const { client } = await signUp(app);
    const later = await buildGoal(client, { title: 'Later', deadline: inDays(20) });
    const sooner = await buildGoal(client, { title: 'Sooner', deadline: inDays(2) });
    await buildGoal((await signUp(app)).client, { title: 'Someone else’s' });
    const response = await client.get('/api/goals');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([sooner, later]);
  });

  it('filters by a half-open deadline window', async () => {
    const { client } = await signUp(app);
    const from = inDays(5);
    const to = inDays(10);
    await buildGoal(client, { deadline: inDays(1) });
    const atStart = await buildGoal(client, { deadline: from });
    const inside = await buildGoal(client, { deadline: inDays(7) });
    await buildGoal(client, { deadline: to });
    const response = await client.get(`/api/goals?deadlineFrom=${from}&deadlineTo=${to}`);
    expect(response.json().map((goal: { id: number }) => goal.id)).toEqual([atStart.id, inside.id]);
  });

  it('answers from memory under the same data version and window, and afresh under another', async () => {
    const { client, user } = await signUp(app);
    await buildGoal(client, { title: 'Swim a mile', deadline: inDays(3) });
    const all = {};
    const first = await listGoals(database.db, user.id, 7, all);
    expect(await listGoals(database.db, user.id, 7, all)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first[0])).toBe(true);
    // A change the calls below name no new version for: only a list read under another version shows it.
    await database.db.update(goals).set({ title: 'Swim two miles' }).where(eq(goals.userId, user.id));
    expect((await listGoals(database.db, user.id, 7, all))[0]?.title).toBe('Swim a mile');
    expect((await listGoals(database.db, user.id, 8, all))[0]?.title).toBe('Swim two miles');
    expect(await listGoals(database.db, user.id, 7, { deadlineTo: new Date(inDays(1)) })).toEqual([]);
  });

  it('shows each change at once, from every device, however often the list was read before', async () => {
    const { client, username, password } = await signUp(app);
    const goal = await buildGoal(client, { title: 'Read 12 books', deadline: inDays(30) });
    const otherDevice = new TestClient(app, sessionCookieOf(await new TestClient(app).post('/api/login', { username, password })));
    for (const reader of [client, otherDevice]) expect((await reader.get('/api/goals')).json()).toEqual([goal]);
    const renamed = (await otherDevice.patch(`/api/goals/${goal.id}`, { title: 'Read 20 books' })).json();
    for (const reader of [client, otherDevice]) expect((await reader.get('/api/goals')).json()).toEqual([renamed]);
    await client.delete(`/api/goals/${goal.id}`);
    for (const reader of [client, otherDevice]) expect((await reader.get('/api/goals')).json()).toEqual([]);
  });

  it('refuses a filter that is not a date', async () => {
    const { client } = await signUp(app);
    const response = await client.get('/api/goals?deadlineFrom=yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('deadlineFrom must be a date and time');
  });
});

describe('PATCH /api/goals/:id', () => {
  it('changes any subset of fields and keeps the rest', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { description: 'Keep me' });
    const deadline = inDays(3);
    const response = await client.patch(`/api/goals/${goal.id}`, { title: 'Learn Portuguese', deadline });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...goal, title: 'Learn Portuguese', deadline, version: 2 });
  });

  it('moves a goal under another and back to the top level', async () => {
    const { client } = await signUp(app);
    const a = await buildGoal(client);
    const b = await buildGoal(client);
    expect((await client.patch(`/api/goals/${b.id}`, { parentId: a.id })).json().parentId).toBe(a.id);
    expect((await client.patch(`/api/goals/${b.id}`, { parentId: null })).json().parentId).toBeNull();
  });

  it('never lets a goal become its own ancestor', async () => {
    const { client } = await signUp(app);
    const root = await buildGoal(client);
    const child = await buildGoal(client, { parentId: root.id });
    const grandchild = await buildGoal(client, { parentId: child.id });
    for (const parentId of [root.id, child.id, grandchild.id]) {
      const response = await client.patch(`/api/goals/${root.id}`, { parentId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('A goal cannot be moved under itself or one of its subgoals');
    }
    expect((await client.get('/api/goals')).json().find((g: { id: number }) => g.id === root.id).parentId).toBeNull();
  });

  it('answers 404 for a missing goal', async () => {
    const { client } = await signUp(app);
    expect((await client.patch('/api/goals/999999', { title: 'x' })).statusCode).toBe(404);
  });

  it('validates the change with the spec messages', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const response = await client.patch(`/api/goals/${goal.id}`, { title: '', progress: 120 });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({
      title: ['Title is required'],
      progress: ['Progress cannot exceed 100%'],
    });
  });
});

describe('goal progress rules', () => {
  it('blocks progress on a goal with unfinished subgoals (409) until they reach 100', async () => {
    const { client } = await signUp(app);
    const parent = await buildGoal(client);
    const child = await buildGoal(client, { parentId: parent.id });
    const blocked = await client.patch(`/api/goals/${parent.id}`, { progress: 50 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'Complete all subgoals first', code: 'subgoals_unfinished' });

    expect((await client.patch(`/api/goals/${child.id}`, { progress: 100 })).statusCode).toBe(200);
    const allowed = await client.patch(`/api/goals/${parent.id}`, { progress: 100 });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().progress).toBe(100);
  });

  it('blocks progress on a leaf goal with unfinished tasks (409) until they are completed', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client, { goalId: goal.id });
    await buildTodo(client, { goalId: goal.id, completed: true });
    const blocked = await client.patch(`/api/goals/${goal.id}`, { progress: 100 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toEqual({ message: 'Complete all tasks first', code: 'tasks_unfinished' });

    await client.patch(`/api/todos/${task.id}`, { completed: true });
    expect((await client.patch(`/api/goals/${goal.id}`, { progress: 100 })).statusCode).toBe(200);
  });

  it('lets a leaf goal without tasks move freely, and other fields change despite the rules', async () => {
    const { client } = await signUp(app);
    const parent = await buildGoal(client, { progress: 10 });
    await buildGoal(client, { parentId: parent.id });
    expect((await client.patch(`/api/goals/${parent.id}`, { title: 'Renamed', progress: 10 })).statusCode).toBe(200);
    const leaf = await buildGoal(client);
    expect((await client.patch(`/api/goals/${leaf.id}`, { progress: 40 })).json().progress).toBe(40);
  });
});

describe('DELETE /api/goals/:id', () => {
  it('removes the goal, its whole subtree, their tasks and feelings, and nothing else', async () => {
    const { client } = await signUp(app);
    const root = await buildGoal(client);
    const child = await buildGoal(client, { parentId: root.id });
    const grandchild = await buildGoal(client, { parentId: child.id });
    const keep = await buildGoal(client);
    const doomedTasks = [await buildTodo(client, { goalId: root.id }), await buildTodo(client, { goalId: grandchild.id })];
    const keptTask = await buildTodo(client, { goalId: keep.id });
    const looseTask = await buildTodo(client);
    await client.post(`/api/goals/${grandchild.id}/emotions`, { emotion: 'hopeful', intensity: 3 });

    expect((await client.delete(`/api/goals/${root.id}`)).statusCode).toBe(204);

    expect((await client.get('/api/goals')).json().map((g: { id: number }) => g.id)).toEqual([keep.id]);
    const remainingTasks = (await client.get('/api/todos')).json().map((t: { id: number }) => t.id);
    expect(remainingTasks.sort()).toEqual([keptTask.id, looseTask.id].sort());
    for (const task of doomedTasks) expect(remainingTasks).not.toContain(task.id);
    expect(await database.db.select().from(goalEmotions).where(eq(goalEmotions.goalId, grandchild.id))).toEqual([]);
    expect(await database.db.select().from(todos).where(eq(todos.goalId, child.id))).toEqual([]);
  });

  it('answers 404 for a missing goal', async () => {
    const { client } = await signUp(app);
    expect((await client.delete('/api/goals/999999')).statusCode).toBe(404);
  });
});

describe('GET /api/goals/:id/suggestions', () => {
  it('answers an array of task titles that skips tasks the goal already has', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { title: 'Write a novel' });
    await buildGoal(client, { title: 'Outline the plot', parentId: goal.id });
    const first = (await client.get(`/api/goals/${goal.id}/suggestions`)).json() as string[];
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.length).toBeLessThanOrEqual(8);
    for (const title of first) {
      expect(typeof title).toBe('string');
      expect(title.length).toBeLessThanOrEqual(80);
    }
    expect(first.some((title) => title.toLowerCase().includes('outline the plot'))).toBe(true);

    await buildTodo(client, { title: first[0], goalId: goal.id });
    const second = (await client.get(`/api/goals/${goal.id}/suggestions`)).json() as string[];
    expect(second).not.toContain(first[0]);
  });

  it('answers 404 for a missing goal', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/goals/999999/suggestions')).statusCode).toBe(404);
  });
});
