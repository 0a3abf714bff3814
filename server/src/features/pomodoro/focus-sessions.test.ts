import { describe, expect, it } from 'vitest';
import { buildGoal, buildTodo, signUp, startTestApp, type TestClient } from '../../test/test-app';

const { app } = await startTestApp();

const MINUTE = 60_000;
/** A focus period of `minutes` that ended at `endedAt`. */
const period = (endedAt: string, minutes = 25, fields: Record<string, unknown> = {}) => ({
  startedAt: new Date(Date.parse(endedAt) - minutes * MINUTE).toISOString(),
  endedAt,
  mode: 'pomodoro',
  ...fields,
});

async function summary(client: TestClient, from: string, to: string, tz = 'Europe/Berlin') {
  const response = await client.get(`/api/focus-sessions/summary?from=${from}&to=${to}&tz=${encodeURIComponent(tz)}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe('POST /api/focus-sessions', () => {
  it('records a finished period, its goal taken from its task', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    const todo = await buildTodo(client, { goalId: goal.id });
    const response = await client.post('/api/focus-sessions', period('2026-11-23T09:25:00.000Z', 25, { todoId: todo.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      startedAt: '2026-11-23T09:00:00.000Z',
      endedAt: '2026-11-23T09:25:00.000Z',
      mode: 'pomodoro',
      todoId: todo.id,
      goalId: goal.id,
    });
  });

  it('records a period that two tabs or devices both saw end once, answering the same row', async () => {
    const { client } = await signUp(app);
    const body = period('2026-11-23T10:00:00.000Z');
    const [first, second] = await Promise.all([client.post('/api/focus-sessions', body), client.post('/api/focus-sessions', body)]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 201]);
    expect(first!.json()).toEqual(second!.json());
    const again = await client.post('/api/focus-sessions', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first!.json());
    expect((await summary(client, '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z')).totalMinutes).toBe(25);
  });

  it('keeps a break that ends at the same moment as a focus period apart from it', async () => {
    const { client } = await signUp(app);
    const focus = await client.post('/api/focus-sessions', period('2026-11-23T10:00:00.000Z'));
    const rest = await client.post('/api/focus-sessions', period('2026-11-23T10:00:00.000Z', 5, { mode: 'shortBreak' }));
    expect([focus.statusCode, rest.statusCode]).toEqual([201, 201]);
  });

  it.each([
    [{ startedAt: '2026-11-23T10:00:00Z', endedAt: '2026-11-23T09:00:00Z', mode: 'pomodoro' }, 'endedAt', 'endedAt must be after startedAt'],
    [{ startedAt: 'soon', endedAt: '2026-11-23T09:00:00Z', mode: 'pomodoro' }, 'startedAt', 'startedAt must be a date and time'],
    [{ ...period('2026-11-23T09:00:00Z'), mode: 'nap' }, 'mode', 'mode must be pomodoro, shortBreak or longBreak'],
    [{ ...period('2026-11-23T09:00:00Z'), todoId: 'abc' }, 'todoId', 'Task must be a number or null'],
  ])('refuses %j with "%s: %s"', async (body, field, message) => {
    const { client } = await signUp(app);
    const response = await client.post('/api/focus-sessions', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });
});

describe('focus sessions are the person’s own', async () => {
  const owner = await signUp(app);
  const goal = await buildGoal(owner.client, { title: 'Owner goal' });
  const todo = await buildTodo(owner.client, { goalId: goal.id });
  await owner.client.post('/api/focus-sessions', period('2026-11-23T09:25:00.000Z', 25, { todoId: todo.id }));
  const intruder = await signUp(app);

  it.each([
    ['the owner’s task', { todoId: todo.id }, 'Task not found'],
    ['the owner’s goal', { goalId: goal.id }, 'Goal not found'],
    ['a task that does not exist', { todoId: 999_999 }, 'Task not found'],
  ])('recording a period on %s answers 404', async (_name, fields, message) => {
    const response = await intruder.client.post('/api/focus-sessions', period('2026-11-23T11:00:00.000Z', 25, fields));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message });
  });

  it('a period the intruder records at the same moment is their own, and the owner’s is untouched', async () => {
    const response = await intruder.client.post('/api/focus-sessions', period('2026-11-23T09:25:00.000Z'));
    expect(response.statusCode).toBe(201);
    expect(response.json().goalId).toBeNull();
    const ownerSummary = await summary(owner.client, '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z');
    expect(ownerSummary.goals).toEqual([{ id: goal.id, title: 'Owner goal', minutes: 25 }]);
  });

  it('the summary shows only the person’s own periods and goals', async () => {
    const intruderSummary = await summary(intruder.client, '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z');
    expect(intruderSummary).toMatchObject({ totalMinutes: 25, goals: [] });
  });

  it('both endpoints answer 401 without a session', async () => {
    const anonymous = { method: 'POST' as const, url: '/api/focus-sessions', payload: period('2026-11-23T12:00:00.000Z') };
    expect((await app.inject(anonymous)).statusCode).toBe(401);
    const summaryUrl = '/api/focus-sessions/summary?from=2026-11-23T00:00:00Z&to=2026-11-24T00:00:00Z&tz=UTC';
    expect((await app.inject({ method: 'GET', url: summaryUrl })).statusCode).toBe(401);
  });
});

describe('GET /api/focus-sessions/summary', () => {
  it('sums focus minutes per local day and per goal, leaving out breaks and periods outside [from, to)', async () => {
    const { client } = await signUp(app);
    const spanish = await buildGoal(client, { title: 'Learn Spanish' });
    const running = await buildGoal(client, { title: 'Run a marathon' });
    const verbs = await buildTodo(client, { goalId: spanish.id });
    const posts = [
      // Berlin is UTC+1 in November: 23:30 UTC on the 22nd is already the 23rd there.
      period('2026-11-22T23:30:00.000Z', 25, { todoId: verbs.id }),
      period('2026-11-23T10:00:00.000Z', 50, { goalId: running.id }),
      period('2026-11-23T10:30:00.000Z', 10, { goalId: spanish.id }),
      period('2026-11-24T08:00:00.000Z', 25),
      period('2026-11-24T08:05:00.000Z', 5, { mode: 'shortBreak', goalId: spanish.id }),
      // The window is half-open: a period ending at `to` belongs to the next window.
      period('2026-11-25T23:00:00.000Z', 25, { goalId: spanish.id }),
      period('2026-11-22T22:59:00.000Z', 25, { goalId: spanish.id }),
    ];
    for (const body of posts) expect((await client.post('/api/focus-sessions', body)).statusCode).toBe(201);

    expect(await summary(client, '2026-11-22T23:00:00.000Z', '2026-11-25T23:00:00.000Z')).toEqual({
      days: [
        { date: '2026-11-23', minutes: 85 },
        { date: '2026-11-24', minutes: 25 },
        { date: '2026-11-25', minutes: 0 },
      ],
      goals: [
        { id: running.id, title: 'Run a marathon', minutes: 50 },
        { id: spanish.id, title: 'Learn Spanish', minutes: 35 },
      ],
      totalMinutes: 110,
    });
  });

  it('takes the days from the time zone it is given', async () => {
    const { client } = await signUp(app);
    await client.post('/api/focus-sessions', period('2026-11-23T03:00:00.000Z'));
    const newYork = await summary(client, '2026-11-22T05:00:00.000Z', '2026-11-24T05:00:00.000Z', 'America/New_York');
    expect(newYork.days).toEqual([
      { date: '2026-11-22', minutes: 25 },
      { date: '2026-11-23', minutes: 0 },
    ]);
  });

  it('keeps the focus of a deleted goal in the day totals, without naming the goal', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client);
    await client.post('/api/focus-sessions', period('2026-11-23T10:00:00.000Z', 25, { goalId: goal.id }));
    await client.delete(`/api/goals/${goal.id}`);
    expect(await summary(client, '2026-11-23T00:00:00Z', '2026-11-24T00:00:00Z', 'UTC')).toEqual({
      days: [{ date: '2026-11-23', minutes: 25 }],
      goals: [],
      totalMinutes: 25,
    });
  });

  it.each([
    ['from=2026-11-23T00:00:00Z&to=2026-11-22T00:00:00Z&tz=UTC', 'to must be after from'],
    ['from=2026-01-01T00:00:00Z&to=2026-12-01T00:00:00Z&tz=UTC', 'A summary covers at most 92 days'],
    ['from=2026-11-22T00:00:00Z&to=2026-11-23T00:00:00Z&tz=Mars/Olympus', 'tz must be a time zone name such as Europe/Berlin'],
    ['from=yesterday&to=2026-11-23T00:00:00Z&tz=UTC', 'from must be a date and time'],
  ])('refuses %s', async (query, message) => {
    const { client } = await signUp(app);
    const response = await client.get(`/api/focus-sessions/summary?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
