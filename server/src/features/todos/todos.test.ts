import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, todos } from '../../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, TestClient } from '../../test/test-app';

const { app, database } = await startTestApp();

describe('POST /api/todos', () => {
  it('creates a task with the spec defaults', async () => {
    const { client } = await signUp(app);
    const dueDate = inDays(0);
    const response = await client.post('/api/todos', { title: ' Read chapter 3 ', dueDate, userId: 12345 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      title: 'Read chapter 3',
      description: null,
      dueDate,
      completed: false,
      failed: false,
      delayed: false,
      priority: 'medium',
      plannedTime: null,
      goalId: null,
      pomodoros: 1,
      completedAt: null,
      createdAt: expect.any(String),
      version: 1,
      skipped: false,
      seriesId: null,
      occurrenceDate: null,
      repeatRule: null,
      reminderMinutesBefore: null,
    });
  });

  it('answers each of many tasks created at once by several people with its own task, in its own list', async () => {
    const people = await Promise.all(Array.from({ length: 5 }, () => signUp(app)));
    const dueDate = inDays(1);
    const created = await Promise.all(
      people.flatMap(({ client }, person) =>
        [0, 1, 2].map((index) =>
          client.post('/api/todos', {
            title: `Person ${person} task ${index}`,
            dueDate,
            completed: index === 1,
            priority: index === 2 ? 'urgent' : 'low',
            description: index === 0 ? 'Notes [pomodoro:3]' : undefined,
          }),
        ),
      ),
    );
    expect(created.map((response) => response.statusCode)).toEqual(created.map(() => 201));
    for (const [person, { client }] of people.entries()) {
      const own = created.slice(person * 3, person * 3 + 3).map((response) => response.json());
      expect(own.map((task) => task.title)).toEqual([0, 1, 2].map((index) => `Person ${person} task ${index}`));
      expect(own[0]).toMatchObject({ description: 'Notes', pomodoros: 3, completed: false, completedAt: null, priority: 'low' });
      expect(own[1]).toMatchObject({ completed: true, completedAt: expect.any(String), pomodoros: 1 });
      expect(own[2]).toMatchObject({ priority: 'urgent', description: null });
      const listed = (await client.get('/api/todos')).json() as { id: number }[];
      expect(listed.map((task) => task.id).sort()).toEqual(own.map((task) => task.id).sort());
    }
  });

  it('links to the user’s goal and takes every field of the task form', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const response = await client.post('/api/todos', {
      title: 'Book a tutor',
      description: 'Online',
      dueDate: inDays(1),
      goalId: goal.id,
      priority: 'urgent',
      plannedTime: '18:30',
      completed: true,
    });
    expect(response.json()).toMatchObject({
      goalId: goal.id,
      priority: 'urgent',
      plannedTime: '18:30',
      completed: true,
      completedAt: expect.any(String),
    });
  });

  it('answers 404 for a goal that does not exist', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/todos', { title: 'x', dueDate: inDays(0), goalId: 999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Goal not found' });
  });

  it.each([
    [{ dueDate: inDays(0) }, 'title', 'Title is required'],
    [{ title: '   ', dueDate: inDays(0) }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(201), dueDate: inDays(0) }, 'title', 'Title is too long'],
    [{ title: 'Read' }, 'dueDate', 'Due date is required'],
    [{ title: 'Read', dueDate: 'tomorrow-ish' }, 'dueDate', 'Due date is required'],
    [{ title: 'Read', dueDate: inDays(0), priority: 'asap' }, 'priority', 'Priority must be urgent, high, medium or low'],
    [{ title: 'Read', dueDate: inDays(0), plannedTime: '25:00' }, 'plannedTime', 'Planned time must be HH:MM'],
    [{ title: 'Read', dueDate: inDays(0), goalId: 'none' }, 'goalId', 'Goal must be a number or null'],
    [{ title: 'Read', dueDate: inDays(0), completed: true, failed: true }, 'failed', 'A task cannot be more than one of completed, failed and skipped'],
    [{ title: 'Read', dueDate: inDays(0), description: 'x'.repeat(2001) }, 'description', 'Description is too long'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const { client } = await signUp(app);
    const response = await client.post('/api/todos', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
    expect((await client.get('/api/todos')).json()).toEqual([]);
  });
});

// A create with an idempotency key checks its session in its own statement once the server knows whose the
// session is (decision 13): the rules of every other route still hold.
describe('POST /api/todos and the session it comes with', () => {
  const endSessionsOf = (userId: number) => database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, userId));
  const storedTasks = (userId: number) => database.db.select().from(todos).where(eq(todos.userId, userId));
  const dueDate = inDays(1);
  const create = (client: TestClient, title: string, key = randomUUID()) =>
    client.request('POST', '/api/todos', { title, dueDate }, { 'idempotency-key': key });

  it('answers 401 once the session has ended, clears the cookie and makes nothing, whether or not the server saw it before', async () => {
    const seen = await signUp(app);
    await seen.client.get('/api/todos');
    const unseen = await signUp(app);
    const key = randomUUID();
    expect((await create(seen.client, 'Made before', key)).statusCode).toBe(201);
    await endSessionsOf(seen.user.id);
    await endSessionsOf(unseen.user.id);
    for (const response of [
      await create(seen.client, 'Too late'),
      await create(seen.client, 'Made before', key),
      await seen.client.post('/api/todos', { title: 'Too late, no key', dueDate: inDays(0) }),
      await create(unseen.client, 'Too late'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue' });
      expect(response.cookies.find((cookie) => cookie.name === 'stepwise_session')?.value).toBe('');
    }
    expect((await storedTasks(seen.user.id)).map((task) => task.title)).toEqual(['Made before']);
    expect(await storedTasks(unseen.user.id)).toEqual([]);
  });

  it('extends a session past half its lifetime, and answers a repeat of its key with the task it made', async () => {
    const { client, user } = await signUp(app);
    await client.get('/api/todos');
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) }).where(eq(sessions.userId, user.id));
    const key = randomUUID();
    const first = await create(client, 'Call the bank', key);
    expect(first.statusCode).toBe(201);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(first.cookies.find((cookie) => cookie.name === 'stepwise_session')?.value).toBe(client.cookie);
    const repeat = await create(client, 'Call the bank', key);
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
  });

  it('makes, among creates that arrive together, only those whose session is live, each for its own person', async () => {
    const [alice, bob] = [await signUp(app), await signUp(app)];
    await Promise.all([alice.client.get('/api/todos'), bob.client.get('/api/todos')]);
    await endSessionsOf(bob.user.id);
    const answers = await Promise.all([create(alice.client, 'Alice’s'), create(bob.client, 'Bob’s'), create(alice.client, 'Alice’s second')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 401, 201]);
    expect((await storedTasks(alice.user.id)).map((task) => task.title).sort()).toEqual(['Alice’s', 'Alice’s second']);
    expect(await storedTasks(bob.user.id)).toEqual([]);
  });
});

describe('the [pomodoro:N] marker', () => {
  it('is stripped from a new task’s description and stored as its count', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { description: 'Deep work [pomodoro:3]' });
    expect(task).toMatchObject({ description: 'Deep work', pomodoros: 3 });
    const [listed] = (await client.get('/api/todos')).json();
    expect(listed).toMatchObject({ description: 'Deep work', pomodoros: 3 });
  });

  it('is stripped on update, and a description that was only the marker becomes null', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { description: 'Old text' });
    const response = await client.patch(`/api/todos/${task.id}`, { description: '[pomodoro:5]' });
    expect(response.json()).toMatchObject({ description: null, pomodoros: 5 });
  });

  it('gives way to an explicit pomodoros field, and keeps the count when the description changes', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { description: 'a [pomodoro:2]', pomodoros: 4 });
    expect(task.pomodoros).toBe(4);
    const edited = await client.patch(`/api/todos/${task.id}`, { description: 'plain text' });
    expect(edited.json()).toMatchObject({ description: 'plain text', pomodoros: 4 });
  });

  it('does not count toward the description length', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { description: `${'x'.repeat(2000)} [pomodoro:2]` });
    expect(task.description).toHaveLength(2000);
  });

  it('refuses a count below 1 in the pomodoros field', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    const response = await client.patch(`/api/todos/${task.id}`, { pomodoros: 0 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Pomodoro count cannot be below 1');
  });
});

describe('GET /api/todos', () => {
  it('lists the user’s tasks by due date', async () => {
    const { client } = await signUp(app);
    const later = await buildTodo(client, { dueDate: inDays(2) });
    const sooner = await buildTodo(client, { dueDate: inDays(-1) });
    await buildTodo((await signUp(app)).client);
    expect((await client.get('/api/todos')).json()).toEqual([sooner, later]);
  });

  it('filters by a half-open due window and by goal', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const start = inDays(0);
    const end = inDays(1);
    await buildTodo(client, { dueDate: inDays(-1) });
    const today = await buildTodo(client, { dueDate: start, goalId: goal.id });
    const alsoToday = await buildTodo(client, { dueDate: inDays(0.5) });
    await buildTodo(client, { dueDate: end, goalId: goal.id });
    const window = (await client.get(`/api/todos?dueFrom=${start}&dueTo=${end}`)).json();
    expect(window.map((t: { id: number }) => t.id)).toEqual([today.id, alsoToday.id]);
    const forGoal = (await client.get(`/api/todos?goalId=${goal.id}&dueTo=${end}`)).json();
    expect(forGoal.map((t: { id: number }) => t.id)).toEqual([today.id]);
  });
});

describe('a list asked for again', () => {
  it('is read again once anything it shows changed, whoever changed it', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client, { dueDate: inDays(0), goalId: goal.id });
    const window = `/api/todos?dueFrom=${inDays(-1)}&dueTo=${inDays(1)}`;
    const listed = async () => (await client.get(window)).json() as { id: number; title: string }[];
    expect(await listed()).toEqual([task]);
    expect(await listed()).toEqual([task]);
    // Another server process's write reaches the database only: the next read must see it.
    await database.db.update(todos).set({ title: 'Renamed elsewhere' }).where(eq(todos.id, task.id));
    expect((await listed()).map((listedTask) => listedTask.title)).toEqual(['Renamed elsewhere']);
    // The goal's deletion takes its task by the foreign key's own action.
    expect((await client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    expect(await listed()).toEqual([]);
  });
});

describe('GET /api/todos?completed=', () => {
  it('lists only open or only completed tasks, so the Expired tab skips years of finished work', async () => {
    const { client } = await signUp(app);
    const open = await buildTodo(client, { dueDate: inDays(-2) });
    await buildTodo(client, { dueDate: inDays(-3), completed: true });
    const expired = (await client.get(`/api/todos?dueTo=${inDays(0)}&completed=false`)).json();
    expect(expired.map((t: { id: number }) => t.id)).toEqual([open.id]);
    expect((await client.get('/api/todos?completed=true')).json()).toHaveLength(1);
    expect((await client.get('/api/todos?completed=maybe')).json().message).toBe('completed must be true or false');
  });
});

describe('GET /api/todos/expired', () => {
  it('answers a page in the tab’s order (not failed first, urgent → low, then by due date) and counts them all', async () => {
    const { client } = await signUp(app);
    const oldLow = await buildTodo(client, { dueDate: inDays(-9), priority: 'low' });
    const failedUrgent = await buildTodo(client, { dueDate: inDays(-8), priority: 'urgent', failed: true });
    const urgent = await buildTodo(client, { dueDate: inDays(-2), priority: 'urgent' });
    const olderMedium = await buildTodo(client, { dueDate: inDays(-7) });
    const newerMedium = await buildTodo(client, { dueDate: inDays(-3) });
    await buildTodo(client, { dueDate: inDays(-4), completed: true });
    await buildTodo(client, { dueDate: inDays(1) });
    const before = inDays(0);

    const whole = await client.get(`/api/todos/expired?before=${before}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.json().todos.map((t: { id: number }) => t.id)).toEqual([urgent.id, olderMedium.id, newerMedium.id, oldLow.id, failedUrgent.id]);
    expect(whole.json()).toMatchObject({ expired: 5, movable: 4 });

    const firstTwo = (await client.get(`/api/todos/expired?before=${before}&limit=2`)).json();
    expect(firstTwo.todos.map((t: { id: number }) => t.id)).toEqual([urgent.id, olderMedium.id]);
    expect(firstTwo).toMatchObject({ expired: 5, movable: 4 });
  });

  it('answers each task as the task list does, and follows every change though a page read again is kept', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const older = await buildTodo(client, { dueDate: inDays(-3), goalId: goal.id, description: 'https://example.com/a-very-long-address' });
    const newer = await buildTodo(client, { dueDate: inDays(-1), priority: 'high', title: 'مرحبا 🌍' });
    const before = inDays(0);
    const page = async () => (await client.get(`/api/todos/expired?before=${before}`)).json();

    const listed = (await client.get(`/api/todos?dueTo=${before}`)).json();
    const first = await page();
    expect(first).toEqual({ todos: [listed[1], listed[0]], expired: 2, movable: 2 });
    expect(first.todos.map((t: { id: number }) => t.id)).toEqual([newer.id, older.id]);
    expect(await page()).toEqual(first);

    await client.patch(`/api/todos/${newer.id}`, { failed: true, version: newer.version });
    expect(await page()).toMatchObject({ todos: [{ id: older.id }, { id: newer.id, failed: true }], expired: 2, movable: 1 });
    await client.patch(`/api/todos/${older.id}`, { completed: true, version: older.version });
    expect(await page()).toMatchObject({ todos: [{ id: newer.id }], expired: 1, movable: 0 });
    const added = await buildTodo(client, { dueDate: inDays(-2), priority: 'urgent' });
    expect(await page()).toMatchObject({ todos: [{ id: added.id }, { id: newer.id }], expired: 2, movable: 1 });
  });

  it('moves every expired task not marked failed to today, however many, and leaves the rest alone', async () => {
    const { client } = await signUp(app);
    const first = await buildTodo(client, { dueDate: inDays(-5), priority: 'low' });
    const failed = await buildTodo(client, { dueDate: inDays(-4), failed: true });
    const done = await buildTodo(client, { dueDate: inDays(-3), completed: true });
    const second = await buildTodo(client, { dueDate: inDays(-1), priority: 'urgent' });
    const later = await buildTodo(client, { dueDate: inDays(2) });
    // The start of today, as the client sends it; the tasks move to a time after it.
    const before = inDays(-0.5);
    const now = new Date().toISOString();
    const move = await client.post('/api/todos/expired/move', { before, dueDate: now });
    expect(move.statusCode).toBe(200);
    expect(move.json()).toEqual({ moved: 2 });
    const after = new Map(((await client.get('/api/todos')).json() as { id: number; dueDate: string; delayed: boolean; version: number }[]).map((t) => [t.id, t]));
    for (const moved of [first, second]) expect(after.get(moved.id)).toMatchObject({ dueDate: now, delayed: false, version: 2 });
    for (const kept of [failed, done, later]) expect(after.get(kept.id)).toMatchObject({ dueDate: kept.dueDate, version: 1 });
    expect((await client.get(`/api/todos/expired?before=${before}`)).json()).toMatchObject({ expired: 1, movable: 0 });
    // Sent again (a retry after a lost answer): nothing is left to move.
    expect((await client.post('/api/todos/expired/move', { before, dueDate: now })).json()).toEqual({ moved: 0 });
  });

  it('shows nobody else’s tasks and validates the query', async () => {
    const { client } = await signUp(app);
    const other = await signUp(app);
    await buildTodo(other.client, { dueDate: inDays(-2) });
    expect((await client.get(`/api/todos/expired?before=${inDays(0)}`)).json()).toEqual({ todos: [], expired: 0, movable: 0 });
    expect((await client.post('/api/todos/expired/move', { before: inDays(0), dueDate: inDays(0) })).json()).toEqual({ moved: 0 });
    expect((await other.client.get(`/api/todos/expired?before=${inDays(0)}`)).json()).toMatchObject({ expired: 1, movable: 1 });
    expect((await client.post('/api/todos/expired/move', { before: 'soon', dueDate: inDays(0) })).json().message).toBe('before must be a date and time');
    expect((await client.get('/api/todos/expired')).statusCode).toBe(400);
    expect((await client.get(`/api/todos/expired?before=${inDays(0)}&limit=0`)).json().message).toBe('limit must be a whole number from 1 to 1000');
  });
});

describe('GET /api/todos/completed', () => {
  it('pages through completed tasks, most recently completed first, none skipped or repeated where times tie', async () => {
    const { client } = await signUp(app);
    const ids: number[] = [];
    for (let index = 0; index < 7; index++) ids.push((await buildTodo(client, { title: `Task ${index}`, completed: true })).id);
    await buildTodo(client, { title: 'Still open' });
    await buildTodo((await signUp(app)).client, { title: 'Someone else’s', completed: true });
    // Three share one completion time to the microsecond, as tasks ticked in one batched statement do.
    const shared = new Date(Date.now() - 60_000);
    await database.db.update(todos).set({ completedAt: shared }).where(inArray(todos.id, ids.slice(1, 4)));
    await database.db.update(todos).set({ completedAt: sql`${shared.toISOString()}::timestamptz + interval '1 microsecond'` }).where(eq(todos.id, ids[4] as number));

    const seen: number[] = [];
    let query = 'limit=2';
    for (let page = 0; page < 10; page++) {
      const response = await client.get(`/api/todos/completed?${query}`);
      expect(response.statusCode).toBe(200);
      const { todos: listed, next } = response.json() as { todos: { id: number; completed: boolean }[]; next: Record<string, string | number> | null };
      expect(listed.length).toBeLessThanOrEqual(2);
      seen.push(...listed.map((todo) => todo.id));
      if (!next) break;
      query = `limit=2&completedBefore=${encodeURIComponent(String(next.completedBefore))}&beforeId=${next.beforeId}`;
    }
    // Newest first: the two left alone, then the one a microsecond later, then the tie by id, newest id first.
    expect(seen).toEqual([ids[6], ids[5], ids[0], ids[4], ids[3], ids[2], ids[1]]);
  });

  it('validates the page query', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/todos/completed?limit=0')).json().message).toBe('limit must be a whole number from 1 to 100');
    expect((await client.get('/api/todos/completed?limit=101')).statusCode).toBe(400);
    expect((await client.get('/api/todos/completed?completedBefore=yesterday&beforeId=3')).json().message).toBe(
      'completedBefore must be a date and time',
    );
    expect((await client.get('/api/todos/completed?completedBefore=2026-01-01T00:00:00Z')).json().message).toBe(
      'completedBefore and beforeId go together',
    );
    expect((await client.get('/api/todos/completed')).json()).toEqual({ todos: [], next: null });
  });
});

describe('POST /api/todos/reschedule', () => {
  it('moves several tasks to one due date, clears delayed, and says how many moved', async () => {
    const { client } = await signUp(app);
    const first = await buildTodo(client, { dueDate: inDays(-2), delayed: true });
    const second = await buildTodo(client, { dueDate: inDays(-5) });
    const untouched = await buildTodo(client, { dueDate: inDays(-1) });
    const dueDate = new Date().toISOString();
    const response = await client.post('/api/todos/reschedule', { ids: [first.id, second.id], dueDate });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ moved: 2 });
    const byId = new Map((await client.get('/api/todos')).json().map((t: { id: number }) => [t.id, t]));
    expect(byId.get(first.id)).toMatchObject({ dueDate, delayed: false });
    expect(byId.get(second.id)).toMatchObject({ dueDate, delayed: false });
    expect(byId.get(untouched.id)).toEqual(untouched);
  });

  it('skips tasks the person marked failed or completed: they are settled, not late', async () => {
    const { client } = await signUp(app);
    const open = await buildTodo(client, { dueDate: inDays(-2) });
    const failed = await buildTodo(client, { dueDate: inDays(-2), failed: true });
    const completed = await buildTodo(client, { dueDate: inDays(-2), completed: true });
    const response = await client.post('/api/todos/reschedule', { ids: [open.id, failed.id, completed.id], dueDate: inDays(0) });
    expect(response.json()).toEqual({ moved: 1 });
    const byId = new Map((await client.get('/api/todos')).json().map((t: { id: number }) => [t.id, t]));
    expect(byId.get(failed.id)).toEqual(failed);
    expect(byId.get(completed.id)).toEqual(completed);
  });

  it('never moves another user’s tasks', async () => {
    const owner = await signUp(app);
    const theirs = await buildTodo(owner.client, { dueDate: inDays(-2) });
    const { client } = await signUp(app);
    const response = await client.post('/api/todos/reschedule', { ids: [theirs.id], dueDate: new Date().toISOString() });
    expect(response.json()).toEqual({ moved: 0 });
    expect((await owner.client.get('/api/todos')).json()).toEqual([theirs]);
  });

  it('validates the request', async () => {
    const { client } = await signUp(app);
    expect((await client.post('/api/todos/reschedule', { ids: [], dueDate: inDays(0) })).json().message).toBe(
      'Choose at least one task',
    );
    expect((await client.post('/api/todos/reschedule', { ids: [1] })).json().message).toBe('Due date is required');
    const tooLarge = await client.post('/api/todos/reschedule', { ids: [2_147_483_648], dueDate: inDays(0) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().message).toBe('ids must be task ids');
  });
});

describe('PATCH /api/todos/:id', () => {
  it('takes every field the spec’s screens send', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client);
    const dueDate = inDays(0);
    const response = await client.patch(`/api/todos/${task.id}`, {
      title: 'Renamed',
      priority: 'low',
      dueDate,
      delayed: false,
      plannedTime: '07:15',
      goalId: goal.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Renamed', priority: 'low', dueDate, plannedTime: '07:15', goalId: goal.id });
    const cleared = await client.patch(`/api/todos/${task.id}`, { plannedTime: null, goalId: null });
    expect(cleared.json()).toMatchObject({ plannedTime: null, goalId: null, title: 'Renamed' });
  });

  it('clears failed when completed turns on, and completed when failed turns on', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { failed: true });
    const completed = (await client.patch(`/api/todos/${task.id}`, { completed: true })).json();
    expect(completed).toMatchObject({ completed: true, failed: false, completedAt: expect.any(String) });
    const failed = (await client.patch(`/api/todos/${task.id}`, { failed: true })).json();
    expect(failed).toMatchObject({ completed: false, failed: true, completedAt: null });
  });

  it('keeps the first completion time when a completed task is saved as completed again', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { completed: true });
    const again = (await client.patch(`/api/todos/${task.id}`, { completed: true, title: 'Edited' })).json();
    expect(again.completedAt).toBe(task.completedAt);
  });

  it('moves an expired task to today and clears delayed, as the bulk action does', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client, { dueDate: inDays(-3), delayed: true });
    const now = new Date().toISOString();
    const moved = (await client.patch(`/api/todos/${task.id}`, { dueDate: now, delayed: false })).json();
    expect(moved).toMatchObject({ dueDate: now, delayed: false });
  });

  it('answers 404 for a missing task or goal and changes nothing', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    expect((await client.patch('/api/todos/999999', { title: 'x' })).statusCode).toBe(404);
    expect((await client.patch(`/api/todos/${task.id}`, { title: 'x', goalId: 999_999 })).statusCode).toBe(404);
    expect((await client.get('/api/todos')).json()).toEqual([task]);
  });

  it('answers the task unchanged for an empty change', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    expect((await client.patch(`/api/todos/${task.id}`, {})).json()).toEqual(task);
  });
});

// A change checks its session in its own statement (decision 13): the rules of every other route still hold.
describe('PATCH /api/todos/:id and the session it comes with', () => {
  const storedTask = async (id: number) => (await database.db.select().from(todos).where(eq(todos.id, id)))[0];
  const sessionCookie = (response: { cookies: { name: string; value: string; expires?: Date }[] }) =>
    response.cookies.find((cookie) => cookie.name === 'stepwise_session');

  it('answers 401 once the session has ended, clears the cookie and changes nothing, whatever the change', async () => {
    const { client, user } = await signUp(app);
    const goal = await buildGoal(client);
    const task = await buildTodo(client);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, user.id));
    // A tick, which checks the session in its statement, and changes that look the person up first.
    for (const change of [{ completed: true }, { goalId: goal.id }, {}, { repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'UTC' } }]) {
      const response = await client.patch(`/api/todos/${task.id}`, change);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Please sign in to continue' });
      expect(sessionCookie(response)?.value).toBe('');
    }
    expect(await storedTask(task.id)).toMatchObject({ completed: false, goalId: null, version: 1, seriesId: null });
  });

  it('answers 401 for a made-up session, and 401 without a cookie, changing nothing', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    expect((await new TestClient(app, 'x'.repeat(43)).patch(`/api/todos/${task.id}`, { completed: true })).statusCode).toBe(401);
    expect((await new TestClient(app).patch(`/api/todos/${task.id}`, { completed: true })).statusCode).toBe(401);
    expect(await storedTask(task.id)).toMatchObject({ completed: false, version: 1 });
  });

  it('extends a session past half its lifetime, in the database and in the cookie', async () => {
    const { client, user } = await signUp(app);
    const task = await buildTodo(client);
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 60 * 60 * 1000) }).where(eq(sessions.userId, user.id));
    const response = await client.patch(`/api/todos/${task.id}`, { completed: true });
    expect(response.statusCode).toBe(200);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
    expect(sessionCookie(response)?.expires?.getTime()).toBe(Math.floor((session?.expiresAt.getTime() ?? 0) / 1000) * 1000);
    // A fresh session and its cookie stay as they are.
    expect((await client.patch(`/api/todos/${task.id}`, { completed: false })).cookies).toEqual([]);
  });

  it('changes, among changes that arrive together, only those whose session is live, each for its own person', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const [alicesTask, bobsTask] = [await buildTodo(alice.client), await buildTodo(bob.client)];
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, bob.user.id));
    const answers = await Promise.all([
      alice.client.patch(`/api/todos/${alicesTask.id}`, { completed: true }),
      bob.client.patch(`/api/todos/${bobsTask.id}`, { completed: true }),
      alice.client.patch(`/api/todos/${bobsTask.id}`, { title: 'Not hers' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404]);
    expect(await storedTask(alicesTask.id)).toMatchObject({ completed: true, version: 2 });
    expect(await storedTask(bobsTask.id)).toMatchObject({ completed: false, title: bobsTask.title, version: 1 });
  });
});

describe('requests that arrive together (and share a statement)', () => {
  it('give each person their own lists, whatever filters each asks for', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const goal = await buildGoal(alice.client);
    const aliceToday = await buildTodo(alice.client, { dueDate: inDays(0), goalId: goal.id });
    const aliceLater = await buildTodo(alice.client, { dueDate: inDays(3) });
    const bobToday = await buildTodo(bob.client, { dueDate: inDays(0) });
    const window = `dueFrom=${encodeURIComponent(inDays(-0.5))}&dueTo=${encodeURIComponent(inDays(0.5))}`;
    const asked = [
      [alice.client, `/api/todos?${window}`, [aliceToday]],
      [bob.client, `/api/todos?${window}`, [bobToday]],
      [alice.client, `/api/todos?${window}`, [aliceToday]],
      [alice.client, '/api/todos', [aliceToday, aliceLater]],
      [alice.client, `/api/todos?goalId=${goal.id}`, [aliceToday]],
      [bob.client, `/api/todos?goalId=${goal.id}`, []],
      [bob.client, '/api/todos?completed=true', []],
    ] as const;
    const answers = await Promise.all(asked.map(([client, url]) => client.get(url)));
    answers.forEach((answer, index) => expect(answer.json()).toEqual(asked[index]?.[2]));
  });

  it('change each task as its own request said, and answer 404 only for the task that is not the person’s', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const [first, second] = [await buildTodo(alice.client), await buildTodo(alice.client)];
    const bobs = await buildTodo(bob.client);
    const answers = await Promise.all([
      alice.client.patch(`/api/todos/${first.id}`, { completed: true }),
      alice.client.patch(`/api/todos/${second.id}`, { priority: 'urgent', plannedTime: '08:00' }),
      bob.client.patch(`/api/todos/${bobs.id}`, { title: 'Bob’s own', description: null }),
      alice.client.patch(`/api/todos/${bobs.id}`, { title: 'Not hers' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404]);
    expect(answers[0]?.json()).toEqual({ ...first, completed: true, completedAt: expect.any(String), version: 2 });
    expect(answers[1]?.json()).toEqual({ ...second, priority: 'urgent', plannedTime: '08:00', version: 2 });
    expect(answers[2]?.json()).toEqual({ ...bobs, title: 'Bob’s own', description: null, version: 2 });
    expect((await bob.client.get('/api/todos')).json()).toEqual([answers[2]?.json()]);
  });

  it('apply several changes to one task in the order they arrived', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    const titles = ['One', 'Two', 'Three', 'Four', 'Five'];
    const answers = await Promise.all(titles.map((title) => client.patch(`/api/todos/${task.id}`, { title })));
    expect(answers.map((answer) => answer.json().title)).toEqual(titles);
    expect(answers.map((answer) => answer.json().version)).toEqual([2, 3, 4, 5, 6]);
    expect((await client.get('/api/todos')).json()).toEqual([{ ...task, title: 'Five', version: 6 }]);
  });

  it('write a task the same way whichever statement read it', async () => {
    const { client } = await signUp(app);
    const created = await buildTodo(client, { description: 'Notes', plannedTime: '09:00' });
    const completed = (await client.patch(`/api/todos/${created.id}`, { completed: true })).json();
    expect(completed.completedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect((await client.get('/api/todos')).json()).toEqual([completed]);
    expect((await client.patch(`/api/todos/${created.id}`, {})).json()).toEqual(completed);
  });
});

describe('DELETE /api/todos/:id', () => {
  it('removes the task', async () => {
    const { client } = await signUp(app);
    const task = await buildTodo(client);
    expect((await client.delete(`/api/todos/${task.id}`)).statusCode).toBe(204);
    expect((await client.get('/api/todos')).json()).toEqual([]);
    expect((await client.delete(`/api/todos/${task.id}`)).statusCode).toBe(404);
  });
});
