import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REUSED_CODE } from '@shared/schemas/idempotency';
import { idempotencyKeys } from '../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type TestClient } from '../test/test-app';
import { registeredRoutes } from '../test/registered-routes';
import { fingerprintOf } from '../test/user-rows';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_TTL_MS } from './idempotency';

const { app, database } = await startTestApp();
const { db } = database;

const newKey = () => randomUUID();
const deadline = inDays(30);

const post = (client: TestClient, url: string, body: unknown, key?: string) =>
  client.request('POST', url, body, key === undefined ? {} : { 'idempotency-key': key });

const isReplayed = (response: LightMyRequestResponse) => response.headers['idempotent-replayed'] === 'true';

/** The goals the person has, as the API lists them. */
const goalsOf = async (client: TestClient) => (await client.get('/api/goals')).json() as { id: number; title: string }[];

/** The same status, headers that matter and body, byte for byte. */
function expectSameAnswer(repeat: LightMyRequestResponse, first: LightMyRequestResponse): void {
  expect(repeat.statusCode).toBe(first.statusCode);
  expect(repeat.headers['content-type']).toBe(first.headers['content-type']);
  expect(repeat.body).toBe(first.body);
}

describe('POST with an Idempotency-Key', () => {
  it('creates once: the repeat answers the stored 201 with the same goal, marked as replayed', async () => {
    const { client } = await signUp(app);
    const key = newKey();
    const first = await post(client, '/api/goals', { title: 'Run a marathon', deadline }, key);
    expect(first.statusCode).toBe(201);
    expect(isReplayed(first)).toBe(false);

    const repeat = await post(client, '/api/goals', { title: 'Run a marathon', deadline }, key);
    expectSameAnswer(repeat, first);
    expect(isReplayed(repeat)).toBe(true);
    expect(await goalsOf(client)).toEqual([first.json()]);
  });

  it('creates once when ten requests with the same key arrive at the same time', async () => {
    const { client } = await signUp(app);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(client, '/api/goals', { title: 'Learn Dutch', deadline }, key)));
    const performed = answers.filter((answer) => !isReplayed(answer));
    expect(performed).toHaveLength(1);
    const [first] = performed;
    expect(first!.statusCode).toBe(201);
    for (const answer of answers) expectSameAnswer(answer, first!);
    expect(await goalsOf(client)).toEqual([first!.json()]);
  });

  it('keeps each person’s keys apart: the same key makes a goal for each', async () => {
    const [ana, ben] = await Promise.all([signUp(app), signUp(app)]);
    const key = newKey();
    const forAna = await post(ana.client, '/api/goals', { title: 'Garden', deadline }, key);
    const forBen = await post(ben.client, '/api/goals', { title: 'Garden', deadline }, key);
    expect([forAna.statusCode, forBen.statusCode]).toEqual([201, 201]);
    expect(isReplayed(forBen)).toBe(false);
    expect(forBen.json().id).not.toBe(forAna.json().id);
    expect(await goalsOf(ana.client)).toEqual([forAna.json()]);
    expect(await goalsOf(ben.client)).toEqual([forBen.json()]);
  });

  it('refuses the key with another body or on another call, with 422, and changes nothing', async () => {
    const { client, user } = await signUp(app);
    const key = newKey();
    const first = await post(client, '/api/goals', { title: 'Read more', deadline }, key);
    expect(first.statusCode).toBe(201);
    const before = await fingerprintOf(db, user.id);

    for (const [url, body] of [
      ['/api/goals', { title: 'Read less', deadline }],
      ['/api/todos', { title: 'Read more', dueDate: deadline }],
      [`/api/goals/${first.json().id}/emotions`, { emotion: 'keen', intensity: 4 }],
    ] as const) {
      const refused = await post(client, url, body, key);
      expect(refused.statusCode, url).toBe(422);
      expect(refused.json()).toEqual({
        message: 'This Idempotency-Key was already used for a different request: send a new key with each new change',
        code: IDEMPOTENCY_KEY_REUSED_CODE,
      });
    }
    expect(await fingerprintOf(db, user.id)).toBe(before);
    // The key still answers the request it was first sent with.
    expectSameAnswer(await post(client, '/api/goals', { title: 'Read more', deadline }, key), first);
  });

  it('stores nothing for a call that fails, so the key can be sent again with a valid one', async () => {
    const { client } = await signUp(app);
    const key = newKey();
    // Refused by the service inside the transaction that reserved the key, and by validation before it.
    const missingParent = await post(client, '/api/goals', { title: 'Sub', deadline, parentId: 2_000_000_000 }, key);
    expect(missingParent.statusCode).toBe(404);
    const invalid = await post(client, '/api/goals', { title: '', deadline }, key);
    expect(invalid.statusCode).toBe(400);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);

    const valid = await post(client, '/api/goals', { title: 'Sub', deadline }, key);
    expect(valid.statusCode).toBe(201);
    expect(isReplayed(valid)).toBe(false);
    expect(await goalsOf(client)).toEqual([valid.json()]);
  });

  it.each([
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(101)],
    ['a space', 'two words'],
    ['other signs', 'key/with+signs='],
    ['empty', ''],
    ['sent twice (joined with a comma)', 'first-key, second-key'],
  ])('refuses a key that is %s with 400, before doing anything', async (_what, key) => {
    const { client, user } = await signUp(app);
    const before = await fingerprintOf(db, user.id);
    const refused = await post(client, '/api/goals', { title: 'Bake bread', deadline }, key);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: 'Idempotency-Key must be 8 to 100 letters, digits, - or _' });
    expect(await fingerprintOf(db, user.id)).toBe(before);
  });

  it('takes keys of 8 and of 100 letters, digits, - and _', async () => {
    const { client } = await signUp(app);
    for (const key of ['Ab3_-xyz', 'a1_-'.repeat(25)]) {
      expect((await post(client, '/api/goals', { title: 'Paint', deadline }, key)).statusCode).toBe(201);
    }
    expect(await goalsOf(client)).toHaveLength(2);
  });

  it('without the header, every request is performed as before', async () => {
    const { client } = await signUp(app);
    const first = await post(client, '/api/goals', { title: 'Swim', deadline });
    const second = await post(client, '/api/goals', { title: 'Swim', deadline });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect([isReplayed(first), isReplayed(second)]).toEqual([false, false]);
    expect(second.json().id).not.toBe(first.json().id);
    expect(await goalsOf(client)).toHaveLength(2);
  });
});

describe('a new task outside any goal, sent with a key', () => {
  // Reserving the key and making the task are one batched statement; the key names the task.
  const tasksOf = async (client: TestClient) => (await client.get('/api/todos')).json() as { id: number; title: string }[];
  const keyRow = async (userId: number, key: string) =>
    (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).filter((row) => row.userId === userId);

  it('is made once when ten requests with the same key arrive at the same time, and its key names it', async () => {
    const { client, user } = await signUp(app);
    const key = newKey();
    const body = { title: 'Water the plants 🌱', dueDate: deadline };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(client, '/api/todos', body, key)));
    const performed = answers.filter((answer) => !isReplayed(answer));
    expect(performed).toHaveLength(1);
    for (const answer of answers) expectSameAnswer(answer, performed[0]!);
    expect(await tasksOf(client)).toEqual([performed[0]!.json()]);
    expect(await keyRow(user.id, key)).toEqual([expect.objectContaining({ status: 201, body: null, recordId: performed[0]!.json().id })]);
  });

  it('gives each of many people sending at once their own task, and each repeat that task', async () => {
    const people = await Promise.all(Array.from({ length: 6 }, () => signUp(app)));
    const sent = people.map(({ client }, index) => ({ client, key: newKey(), body: { title: `Call ${index}`, dueDate: deadline } }));
    const firsts = await Promise.all(sent.map(({ client, key, body }) => post(client, '/api/todos', body, key)));
    const repeats = await Promise.all(sent.map(({ client, key, body }) => post(client, '/api/todos', body, key)));
    for (const [index, { client }] of sent.entries()) {
      expect(firsts[index]!.statusCode).toBe(201);
      expect(firsts[index]!.json().title).toBe(`Call ${index}`);
      expectSameAnswer(repeats[index]!, firsts[index]!);
      expect(isReplayed(repeats[index]!)).toBe(true);
      expect(await tasksOf(client)).toEqual([firsts[index]!.json()]);
    }
  });

  it('answers a repeat with the task as it is now, and 404 once it was deleted, making nothing again', async () => {
    const { client, user } = await signUp(app);
    const key = newKey();
    const body = { title: 'Book the dentist', dueDate: deadline };
    const first = await post(client, '/api/todos', body, key);
    const task = first.json();
    expect((await client.patch(`/api/todos/${task.id}`, { completed: true })).statusCode).toBe(200);

    const repeat = await post(client, '/api/todos', body, key);
    expect(repeat.statusCode).toBe(201);
    expect(isReplayed(repeat)).toBe(true);
    expect(repeat.json()).toMatchObject({ id: task.id, completed: true, version: task.version + 1 });

    expect((await client.delete(`/api/todos/${task.id}`)).statusCode).toBe(204);
    const before = await fingerprintOf(db, user.id);
    const afterDeletion = await post(client, '/api/todos', body, key);
    expect(afterDeletion.statusCode).toBe(404);
    expect(await fingerprintOf(db, user.id)).toBe(before);
  });

  it('refuses the key with another body or on another call, with 422', async () => {
    const { client } = await signUp(app);
    const key = newKey();
    const first = await post(client, '/api/todos', { title: 'Stretch', dueDate: deadline }, key);
    expect(first.statusCode).toBe(201);
    for (const [url, body] of [
      ['/api/todos', { title: 'Stretch more', dueDate: deadline }],
      ['/api/goals', { title: 'Stretch', deadline }],
    ] as const) {
      expect((await post(client, url, body, key)).statusCode, url).toBe(422);
    }
    expect(await tasksOf(client)).toEqual([first.json()]);
  });
});

interface IdempotentCall {
  /** `POST /path` as the router names it. */
  route: string;
  /** Makes what the call needs, and the URL and body to send. */
  prepare(client: TestClient): Promise<{ url: string; body?: unknown }>;
}

/** Every call that takes the key: each creates something, or would change data again when repeated. */
const IDEMPOTENT_CALLS: IdempotentCall[] = [
  { route: 'POST /api/goals', prepare: async () => ({ url: '/api/goals', body: { title: 'Learn Spanish', deadline } }) },
  {
    route: 'POST /api/goals/:id/emotions',
    prepare: async (client) => ({ url: `/api/goals/${(await buildGoal(client)).id}/emotions`, body: { emotion: 'keen', intensity: 4 } }),
  },
  {
    route: 'POST /api/goals/:id/restore',
    prepare: async (client) => {
      const goal = await buildGoal(client);
      await client.delete(`/api/goals/${goal.id}`);
      return { url: `/api/goals/${goal.id}/restore` };
    },
  },
  { route: 'POST /api/todos', prepare: async () => ({ url: '/api/todos', body: { title: 'Practise verbs', dueDate: deadline } }) },
  {
    route: 'POST /api/todos/reschedule',
    prepare: async (client) => {
      const tasks = await Promise.all([buildTodo(client), buildTodo(client)]);
      return { url: '/api/todos/reschedule', body: { ids: tasks.map((task) => task.id), dueDate: inDays(2) } };
    },
  },
  {
    route: 'POST /api/todos/expired/move',
    prepare: async (client) => {
      await Promise.all([buildTodo(client, { dueDate: inDays(-3) }), buildTodo(client, { dueDate: inDays(-2) })]);
      return { url: '/api/todos/expired/move', body: { before: inDays(-1), dueDate: inDays(0) } };
    },
  },
  {
    route: 'POST /api/todos/:id/restore',
    prepare: async (client) => {
      const task = await buildTodo(client);
      await client.delete(`/api/todos/${task.id}`);
      return { url: `/api/todos/${task.id}/restore` };
    },
  },
  {
    route: 'POST /api/daily-plans',
    prepare: async () => ({ url: '/api/daily-plans', body: { date: '2026-11-22', notes: 'Plan the week', baseVersion: 0 } }),
  },
  {
    route: 'POST /api/focus-sessions',
    prepare: async () => ({
      url: '/api/focus-sessions',
      body: { startedAt: '2026-11-23T09:00:00.000Z', endedAt: '2026-11-23T09:25:00.000Z', mode: 'pomodoro' },
    }),
  },
];

/** POST calls that ignore the key, and why. */
const CALLS_WITHOUT_KEY = [
  // Signing in and out, and the password: sessions and credentials, not records.
  'POST /api/register',
  'POST /api/login',
  'POST /api/logout',
  'POST /api/user/change-password',
  // All or nothing into an empty account: a repeat is refused (409) and changes nothing.
  'POST /api/account/import',
  // A new secret link each time, shown once: the answer must never be stored.
  'POST /api/calendar-feed',
  // Set a value: a repeat leaves the same state.
  'POST /api/reminders/claim',
  'POST /api/reminders/snooze',
];

describe('the calls that take an Idempotency-Key', () => {
  it('are every POST of the API but those listed as ignoring it', () => {
    const posts = registeredRoutes(app).filter((route) => route.startsWith('POST '));
    expect([...IDEMPOTENT_CALLS.map((call) => call.route), ...CALLS_WITHOUT_KEY].sort()).toEqual(posts);
  });

  it.each(IDEMPOTENT_CALLS.map((call) => [call.route, call] as const))('%s: a repeat answers the same and changes nothing', async (_route, call) => {
    const { client, user } = await signUp(app);
    const { url, body } = await call.prepare(client);
    const key = newKey();
    const first = await post(client, url, body, key);
    expect(first.statusCode, first.body).toBeLessThan(300);
    const after = await fingerprintOf(db, user.id);

    const repeat = await post(client, url, body, key);
    expectSameAnswer(repeat, first);
    expect(isReplayed(repeat)).toBe(true);
    expect(await fingerprintOf(db, user.id)).toBe(after);
  });
});

describe('kept keys', () => {
  const keysOf = (userId: number) => db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, userId));

  it('go with the account', async () => {
    const { client, user, password } = await signUp(app);
    await post(client, '/api/goals', { title: 'Leave', deadline }, newKey());
    expect(await keysOf(user.id)).toHaveLength(1);
    expect((await client.request('DELETE', '/api/account', { password })).statusCode).toBe(204);
    expect(await keysOf(user.id)).toEqual([]);
  });

  it('are deleted by the hourly clean-up once a week old, not before', async () => {
    const { client, user } = await signUp(app);
    await post(client, '/api/goals', { title: 'Wait a week', deadline }, newKey());
    const weekLater = Date.now() + IDEMPOTENCY_KEY_TTL_MS;
    await deleteExpiredIdempotencyKeys(db, new Date(weekLater - 60_000));
    expect(await keysOf(user.id)).toHaveLength(1);
    await deleteExpiredIdempotencyKeys(db, new Date(weekLater + 60_000));
    expect(await keysOf(user.id)).toEqual([]);
  });
});
