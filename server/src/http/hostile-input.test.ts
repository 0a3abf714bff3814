import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { initialTimerState } from '@shared/domain/pomodoro-timer';
import { SESSION_COOKIE } from '../auth/sessions';
import { deeplyNestedJson, hostileId, hostileText, hostileValue, malformedJson } from '../test/hostile-values';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type SignedInUser } from '../test/test-app';
import { registeredRoutes } from '../test/registered-routes';
import { fingerprintOf } from '../test/user-rows';

const { app, database } = await startTestApp();
const { db } = database;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Endpoint {
  method: Method;
  /** `:id` stands for a record id. */
  path: string;
  /** Whether the route reads a JSON body or a query string, and the fields it knows. */
  input: { in: 'body' | 'query'; fields: string[]; valid: () => Record<string, unknown> } | null;
  /** Sign-in routes are for people without a session; a success there would end the sender's own. */
  anonymous?: boolean;
}

const deadline = inDays(30);
const goalFields = ['title', 'description', 'deadline', 'progress', 'parentId', 'progressFromHabits', 'reminderDaysBefore', 'version'];
const todoFields = ['title', 'description', 'dueDate', 'completed', 'failed', 'delayed', 'priority', 'plannedTime', 'goalId', 'pomodoros', 'version', 'skipped', 'scope', 'repeat', 'reminderMinutesBefore'];
const { soundEnabled: _sound, ...timerState } = initialTimerState(Date.parse('2026-11-23T09:00:00Z'));

/** Every route the API has; a test below holds it to the routes the app registers. */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/health', input: null, anonymous: true },
  { method: 'GET', path: '/api/config', input: null, anonymous: true },
  {
    method: 'POST',
    path: '/api/register',
    input: { in: 'body', fields: ['username', 'password'], valid: () => ({ username: 'someone', password: 'secret1' }) },
    anonymous: true,
  },
  {
    method: 'POST',
    path: '/api/login',
    input: { in: 'body', fields: ['username', 'password'], valid: () => ({ username: 'someone', password: 'secret1' }) },
    anonymous: true,
  },
  { method: 'POST', path: '/api/logout', input: null, anonymous: true },
  { method: 'GET', path: '/api/user', input: null },
  { method: 'PUT', path: '/api/user/preferences', input: { in: 'body', fields: ['theme'], valid: () => ({ theme: 'dark' }) } },
  {
    method: 'POST',
    path: '/api/user/change-password',
    input: {
      in: 'body',
      fields: ['currentPassword', 'newPassword'],
      valid: () => ({ currentPassword: 'not-the-password', newPassword: 'new-secret' }),
    },
  },
  {
    method: 'GET',
    path: '/api/goals',
    input: { in: 'query', fields: ['deadlineFrom', 'deadlineTo'], valid: () => ({ deadlineFrom: inDays(-1) }) },
  },
  { method: 'POST', path: '/api/goals', input: { in: 'body', fields: goalFields, valid: () => ({ title: 'Goal', deadline }) } },
  { method: 'PATCH', path: '/api/goals/:id', input: { in: 'body', fields: goalFields, valid: () => ({ title: 'Renamed' }) } },
  { method: 'DELETE', path: '/api/goals/:id', input: null },
  { method: 'GET', path: '/api/goals/:id/subtree-counts', input: null },
  { method: 'POST', path: '/api/goals/:id/restore', input: null },
  { method: 'GET', path: '/api/goals/:id/suggestions', input: null },
  { method: 'GET', path: '/api/goals/:id/emotions', input: null },
  {
    method: 'POST',
    path: '/api/goals/:id/emotions',
    input: { in: 'body', fields: ['emotion', 'intensity', 'notes'], valid: () => ({ emotion: 'calm', intensity: 3 }) },
  },
  {
    method: 'GET',
    path: '/api/todos',
    input: { in: 'query', fields: ['dueFrom', 'dueTo', 'goalId', 'completed'], valid: () => ({ completed: 'false' }) },
  },
  {
    method: 'GET',
    path: '/api/todos/completed',
    input: {
      in: 'query',
      fields: ['completedBefore', 'beforeId', 'limit'],
      valid: () => ({ completedBefore: '2026-11-23T09:00:00.123456Z', beforeId: '5', limit: '10' }),
    },
  },
  {
    method: 'GET',
    path: '/api/todos/expired',
    input: { in: 'query', fields: ['before', 'limit'], valid: () => ({ before: '2026-11-23T05:00:00.000Z', limit: '10' }) },
  },
  {
    method: 'POST',
    path: '/api/todos/expired/move',
    input: { in: 'body', fields: ['before', 'dueDate'], valid: () => ({ before: '2026-11-23T05:00:00.000Z', dueDate: deadline }) },
  },
  { method: 'POST', path: '/api/todos', input: { in: 'body', fields: todoFields, valid: () => ({ title: 'Task', dueDate: deadline }) } },
  {
    method: 'POST',
    path: '/api/todos/reschedule',
    input: { in: 'body', fields: ['ids', 'dueDate'], valid: () => ({ ids: [1, 2], dueDate: deadline }) },
  },
  { method: 'PATCH', path: '/api/todos/:id', input: { in: 'body', fields: todoFields, valid: () => ({ completed: true }) } },
  { method: 'DELETE', path: '/api/todos/:id', input: { in: 'query', fields: ['scope'], valid: () => ({ scope: 'following' }) } },
  { method: 'POST', path: '/api/todos/:id/restore', input: null },
  { method: 'GET', path: '/api/daily-plans', input: { in: 'query', fields: ['date'], valid: () => ({ date: '2026-11-22' }) } },
  {
    method: 'POST',
    path: '/api/daily-plans',
    input: { in: 'body', fields: ['date', 'notes', 'editedAt', 'baseVersion'], valid: () => ({ date: '2026-11-22', notes: 'Plan' }) },
  },
  { method: 'GET', path: '/api/pomodoro/timer', input: null },
  {
    method: 'PUT',
    path: '/api/pomodoro/timer',
    input: { in: 'body', fields: ['state', 'version'], valid: () => ({ state: timerState, version: 0 }) },
  },
  {
    method: 'POST',
    path: '/api/focus-sessions',
    input: {
      in: 'body',
      fields: ['startedAt', 'endedAt', 'mode', 'todoId', 'goalId'],
      valid: () => ({ startedAt: '2026-11-23T09:00:00.000Z', endedAt: '2026-11-23T09:25:00.000Z', mode: 'pomodoro' }),
    },
  },
  {
    method: 'GET',
    path: '/api/focus-sessions/summary',
    input: {
      in: 'query',
      fields: ['from', 'to', 'tz'],
      valid: () => ({ from: '2026-11-17T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z', tz: 'Europe/Berlin' }),
    },
  },
  {
    method: 'GET',
    path: '/api/habits',
    input: { in: 'query', fields: ['tz', 'today'], valid: () => ({ tz: 'Europe/Berlin', today: '2026-11-22' }) },
  },
  {
    method: 'GET',
    path: '/api/reminders',
    input: { in: 'query', fields: ['from', 'to'], valid: () => ({ from: '2026-11-22T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' }) },
  },
  {
    method: 'POST',
    path: '/api/reminders/claim',
    input: { in: 'body', fields: ['kind', 'id', 'moment'], valid: () => ({ kind: 'task', id: 1, moment: '2026-11-23T09:00:00.000Z' }) },
  },
  {
    method: 'POST',
    path: '/api/reminders/snooze',
    input: { in: 'body', fields: ['kind', 'id', 'until'], valid: () => ({ kind: 'task', id: 1, until: '2026-11-23T09:10:00.000Z' }) },
  },
  { method: 'GET', path: '/api/stats', input: { in: 'query', fields: ['tz'], valid: () => ({ tz: 'Europe/Berlin' }) } },
  { method: 'GET', path: '/api/search', input: { in: 'query', fields: ['q'], valid: () => ({ q: 'half mar' }) } },
  { method: 'GET', path: '/api/account/export', input: null },
  {
    method: 'POST',
    path: '/api/account/import',
    input: {
      in: 'body',
      fields: ['format', 'version', 'exportedAt', 'goals', 'todos', 'dailyPlans', 'goalEmotions', 'taskSeries'],
      valid: () => ({ format: 'stepwise-export', version: 1, exportedAt: deadline, goals: [], todos: [], dailyPlans: [], goalEmotions: [] }),
    },
  },
  { method: 'DELETE', path: '/api/account', input: { in: 'body', fields: ['password'], valid: () => ({ password: 'not-it' }) } },
  { method: 'GET', path: '/api/calendar-feed', input: null },
  { method: 'POST', path: '/api/calendar-feed', input: { in: 'body', fields: ['timeZone'], valid: () => ({ timeZone: 'Europe/Berlin' }) } },
  { method: 'DELETE', path: '/api/calendar-feed', input: null },
  { method: 'GET', path: '/api/calendar/:file', input: null, anonymous: true },
];

/** The person sending the requests, with one of everything so that ids point at real rows. */
async function seededUser(): Promise<SignedInUser & { ids: number[] }> {
  const person = await signUp(app);
  const goal = await buildGoal(person.client, { title: 'Main goal' });
  const subgoal = await buildGoal(person.client, { title: 'Subgoal', parentId: goal.id });
  const todo = await buildTodo(person.client, { goalId: subgoal.id });
  await person.client.post(`/api/goals/${goal.id}/emotions`, { emotion: 'keen', intensity: 4 });
  await person.client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Notes' });
  return { ...person, ids: [goal.id, subgoal.id, todo.id] };
}

const sender = await seededUser();
/** Someone else, whose rows no request of the sender may ever change. */
const bystander = await seededUser();
const knownIds = fc.constantFrom(...sender.ids, ...bystander.ids).map(String);

interface Attempt {
  endpoint: Endpoint;
  id: string;
  /** Raw request text, or a value to send as JSON. */
  payload: { raw: string } | { json: unknown } | null;
  query: string;
  contentType: string;
  /** An `Idempotency-Key` header to send, if any (decision 27). */
  idempotencyKey?: string | null;
}

function send({ endpoint, id, payload, query, contentType, idempotencyKey }: Attempt): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = endpoint.anonymous ? {} : { cookie: `${SESSION_COOKIE}=${sender.client.cookie}` };
  if (idempotencyKey != null) headers['idempotency-key'] = idempotencyKey;
  let body: string | undefined;
  if (payload && endpoint.method !== 'GET') {
    body = 'raw' in payload ? payload.raw : JSON.stringify(payload.json);
    headers['content-type'] = contentType;
  }
  return app.inject({
    method: endpoint.method,
    url: endpoint.path.replace(':id', id) + query,
    headers,
    ...(body !== undefined && { payload: body }),
  });
}

/** Never a 500, and every refusal is JSON with a message a person can read. */
function expectWellFormedAnswer(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect((body.message as string).length).toBeGreaterThan(0);
}

/** How often each status came back in the per-endpoint fuzzing: proof that it reached every kind of check. */
const statusesSeen = new Map<number, number>();

/** Sends the attempt and checks the answer and, for a refusal, that nothing was stored. */
async function attempt(attempted: Attempt): Promise<void> {
  const before = await Promise.all([fingerprintOf(db, sender.user.id), fingerprintOf(db, bystander.user.id)]);
  const response = await send(attempted);
  statusesSeen.set(response.statusCode, (statusesSeen.get(response.statusCode) ?? 0) + 1);
  expectWellFormedAnswer(response);
  const [senderAfter, bystanderAfter] = await Promise.all([fingerprintOf(db, sender.user.id), fingerprintOf(db, bystander.user.id)]);
  expect(bystanderAfter, 'the bystander’s rows').toBe(before[1]);
  if (response.statusCode >= 400) expect(senderAfter, 'the sender’s rows after a refusal').toBe(before[0]);
}

/**
 * A body for the endpoint: a valid one, a valid one with one field spoilt or far too long, the
 * endpoint's fields with hostile values, or anything at all.
 */
function bodyFor(endpoint: Endpoint): fc.Arbitrary<Attempt['payload']> {
  const input = endpoint.input;
  const anyJson = hostileValue.map((json) => ({ json }));
  if (!input) return fc.oneof(anyJson, fc.constant(null));
  const fieldName = fc.constantFrom(...input.fields);
  return fc.oneof(
    fc.constant(null).map(() => ({ json: input.valid() })),
    fc.tuple(fieldName, fc.oneof(hostileText, hostileValue)).map(([field, value]) => ({ json: { ...input.valid(), [field]: value } })),
    fieldName.map((field) => ({ json: { ...input.valid(), [field]: 'x'.repeat(1_100_000) } })),
    fc.dictionary(fieldName, hostileValue, { maxKeys: input.fields.length }).map((fields) => ({ json: fields })),
    anyJson,
  );
}

function queryFor(endpoint: Endpoint): fc.Arbitrary<string> {
  const input = endpoint.input;
  const names = input?.in === 'query' ? fc.constantFrom(...input.fields) : hostileText;
  const pairs = fc.array(fc.tuple(names, fc.oneof(hostileText, hostileValue.map((value) => JSON.stringify(value) ?? ''))), {
    maxLength: 4,
  });
  return fc.oneof(
    fc.constant(''),
    pairs.map((entries) => `?${new URLSearchParams(entries).toString()}`),
    // Percent signs that decode to nothing, and a field given twice.
    fc.constantFrom('?date=%', '?tz=%zz', '?goalId=%00', '?date=2026-11-22&date=2026-11-23', '?completed[]=true', '?a[b]=c'),
  );
}

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json\u0000',
  // Spellings that once let bodies past a route's validation in some Fastify versions.
  'application/json\t; charset=utf-8',
  'Application/JSON',
  'application/json ;',
  'application/json;',
);

function attemptsOn(endpoint: Endpoint): fc.Arbitrary<Attempt> {
  return fc.record({
    endpoint: fc.constant(endpoint),
    id: fc.oneof(knownIds, hostileId),
    payload: bodyFor(endpoint),
    query: queryFor(endpoint),
    contentType: contentTypes,
    // A fresh valid key, or text a header can carry that is no key at all.
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.string({ unit: fc.constantFrom(...' -_,;=/+.aZ09é\t') }))),
  });
}

/**
 * The endpoint's plain valid request, sent first: with twenty random attempts, the requests that get
 * as far as the rules (an import into an account that has data) would otherwise be left out of some runs.
 */
function validAttemptOn(endpoint: Endpoint): [Attempt][] {
  if (!endpoint.input) return [];
  const valid = endpoint.input.valid();
  const query = endpoint.input.in === 'query' ? `?${new URLSearchParams(valid as Record<string, string>).toString()}` : '';
  const payload = endpoint.input.in === 'body' ? { json: valid } : null;
  return [[{ endpoint, id: String(sender.ids[0]), payload, query, contentType: 'application/json' }]];
}

describe('hostile input never breaks the API or slips past it', () => {
  it('covers every route the app has, so that a new one can’t escape', () => {
    const listed = ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort();
    const registered = registeredRoutes(app);
    expect(registered.length).toBeGreaterThan(20);
    expect(listed).toEqual(registered);
  });

  // One test, so that the statuses it checks at the end come from its own attempts, whichever tests run.
  it('every endpoint: hostile fields, types and values reach past the parsers and are accepted or refused for every kind of reason', async () => {
    statusesSeen.clear();
    for (const endpoint of ENDPOINTS) {
      try {
        await fc.assert(fc.asyncProperty(attemptsOn(endpoint), attempt), { numRuns: 20, examples: validAttemptOn(endpoint) });
      } catch (error) {
        throw new Error(`${endpoint.method} ${endpoint.path}: ${(error as Error).message}`, { cause: error });
      }
    }
    const seen = JSON.stringify(Object.fromEntries(statusesSeen));
    for (const status of [200, 201, 204, 400, 404, 409, 413, 415]) {
      expect(statusesSeen.get(status) ?? 0, `status ${status} in ${seen}`).toBeGreaterThan(0);
    }
    const total = [...statusesSeen.values()].reduce((sum, count) => sum + count, 0);
    expect(statusesSeen.get(401) ?? 0).toBeLessThan(total / 4);
  }, 180_000);

  it('every endpoint: malformed and deeply nested JSON', async () => {
    const mutating = ENDPOINTS.filter((endpoint) => endpoint.method !== 'GET');
    const attempts = fc.record({
      endpoint: fc.constantFrom(...mutating),
      id: knownIds,
      payload: malformedJson.map((raw) => ({ raw })),
      query: fc.constant(''),
      contentType: fc.constant('application/json'),
    });
    await fc.assert(fc.asyncProperty(attempts, attempt), { numRuns: 100 });
  });

  it('every endpoint: record ids that are negative, enormous or not numbers at all', async () => {
    const withId = ENDPOINTS.filter((endpoint) => endpoint.path.includes(':id'));
    const attempts = fc.record({
      endpoint: fc.constantFrom(...withId),
      id: hostileId,
      payload: fc.constant(null),
      query: fc.constant(''),
      contentType: fc.constant('application/json'),
    });
    await fc.assert(fc.asyncProperty(attempts, attempt), { numRuns: 100 });
  });

  it('leaves no trace on the prototypes of plain objects', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('keeps the sender signed in and their seeded records in place', async () => {
    expect((await sender.client.get('/api/user')).statusCode).toBe(200);
    expect((await bystander.client.get('/api/goals')).json()).toHaveLength(2);
  });
});

describe('text that is stored comes back exactly as sent', () => {
  it('goal titles in any script, with emoji and direction marks', async () => {
    const titles = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
      .map((title) => title.trim())
      .filter((title) => title.length > 0);
    await fc.assert(
      fc.asyncProperty(titles, async (title) => {
        const created = await sender.client.post('/api/goals', { title: `\u202B${title}`, deadline });
        expect(created.statusCode).toBe(201);
        const listed = (await sender.client.get('/api/goals')).json() as { id: number; title: string }[];
        expect(listed.find((goal) => goal.id === created.json().id)?.title).toBe(`\u202B${title}`);
        await sender.client.delete(`/api/goals/${created.json().id}`);
      }),
      { numRuns: 40 },
    );
  });

  it('refuses text that is not well-formed Unicode instead of storing something else', async () => {
    for (const title of ['\uD800', 'a\uDC00b', 'x\uD83D']) {
      const response = await sender.client.post('/api/todos', { title, dueDate: deadline });
      expect(response.statusCode, JSON.stringify(title)).toBe(400);
    }
  });

  it('a deeply nested body is refused like any other bad body', async () => {
    await fc.assert(
      fc.asyncProperty(deeplyNestedJson, async (raw) => {
        const response = await app.inject({
          method: 'POST',
          url: '/api/goals',
          headers: { cookie: `${SESSION_COOKIE}=${sender.client.cookie}`, 'content-type': 'application/json' },
          payload: raw,
        });
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: 10 },
    );
  });
});
