import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rawQueryOf, registerRawQuery, type RawQuery } from '../db/raw-query';
import { buildGoal, buildTestApp, buildTodo, inDays, signUp, startTestApp, TestClient } from '../test/test-app';
import { registeredRoutes } from '../test/registered-routes';
import { noneMatchHolds } from './conditional-answers';

const { app, database } = await startTestApp();
const { db } = database;
const statementsDuring = countStatements();

const ana = await signUp(app);
const goal = await buildGoal(ana.client);
await buildTodo(ana.client, { goalId: goal.id });

const from = new Date(Date.now() - 3_600_000).toISOString();
const to = inDays(1);
const TZ = 'Europe/Berlin';

/** Every GET of the planner that answers conditionally, with each shape of its query. */
const CONDITIONAL: Record<string, string[]> = {
  'GET /api/user': ['/api/user'],
  'GET /api/goals': ['/api/goals', `/api/goals?deadlineFrom=${from}`],
  'GET /api/goals/:id/subtree-counts': [`/api/goals/${goal.id}/subtree-counts`],
  'GET /api/goals/:id/emotions': [`/api/goals/${goal.id}/emotions`],
  'GET /api/todos': [
    '/api/todos',
    `/api/todos?dueFrom=${from}&dueTo=${to}`,
    `/api/todos?goalId=${goal.id}`,
    '/api/todos?completed=false',
    `/api/todos?dueFrom=${from}&dueTo=${to}&goalId=${goal.id}&completed=true`,
  ],
  'GET /api/todos/expired': [`/api/todos/expired?before=${to}`, `/api/todos/expired?before=${to}&limit=5`],
  'GET /api/todos/completed': ['/api/todos/completed', `/api/todos/completed?limit=5&completedBefore=${to}&beforeId=9`],
  'GET /api/daily-plans': ['/api/daily-plans?date=2026-11-22'],
  'GET /api/stats': [`/api/stats?tz=${TZ}`],
  'GET /api/habits': [`/api/habits?tz=${TZ}`, `/api/habits?tz=${TZ}&today=2026-11-22`],
  'GET /api/reminders': [`/api/reminders?from=${from}&to=${to}`],
  'GET /api/search': ['/api/search?q=spanish'],
  'GET /api/focus-sessions/summary': [`/api/focus-sessions/summary?from=${from}&to=${to}&tz=${TZ}`],
};

/** The GETs that don't, and why. */
const EXEMPT: Record<string, string> = {
  'GET /api/config': 'public settings, the same for everyone',
  'GET /api/health': 'no session, and must reach the database every time',
  'GET /api/calendar/:file': 'no session: calendar apps keep it five minutes by its own Cache-Control',
  'GET /api/calendar-feed': 'whether a link exists: the account page reads it once, and links are no planner data',
  'GET /api/goals/:id/suggestions': 'written by a model or the built-in writer, not by the data version alone',
  'GET /api/pomodoro/timer': 'one row by its key, saved at every start and pause: counted, it would make every list answer in full again',
  'GET /api/account/export': 'a download, never stored (no-store)',
};

const revalidate = (client: TestClient, url: string, ifNoneMatch: string, headers: Record<string, string> = {}) =>
  client.request('GET', url, undefined, { 'if-none-match': ifNoneMatch, ...headers });

async function tagOf(client: TestClient, url: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await client.request('GET', url, undefined, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return String(response.headers.etag);
}

function expectNotModified(response: LightMyRequestResponse, tag: string): void {
  expect(response.statusCode).toBe(304);
  expect(response.body).toBe('');
  expect(response.headers.etag).toBe(tag);
  expect(response.headers['cache-control']).toBe('private, no-cache');
}

/**
 * Counts the statements sent to the database: the batched ones (raw-query.ts) and Drizzle's. Installed
 * before the first request, as each batcher keeps the raw query it found when it was made. PGlite runs
 * both kinds on one client, PostgreSQL the batched ones on a pool of their own.
 */
function countStatements() {
  const counts = { batched: 0, driver: 0 };
  const rawQuery = rawQueryOf(db);
  registerRawQuery(db, ((statement, values) => {
    counts.batched++;
    return rawQuery(statement, values);
  }) as RawQuery);
  const driver = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const driverQuery = driver.query;
  driver.query = (...args: unknown[]) => {
    counts.driver++;
    return driverQuery.apply(driver, args);
  };
  return async (during: () => Promise<unknown>): Promise<{ batched: number; drizzle: number }> => {
    const before = { ...counts };
    await during();
    const batched = counts.batched - before.batched;
    const driverCalls = counts.driver - before.driver;
    return { batched, drizzle: database.engine === 'pglite' ? driverCalls - batched : driverCalls };
  };
}

describe('conditional answers', () => {
  // Some tags name the minute or the hour (see below): a boundary passed between two requests would change them.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now());
  });
  afterEach(() => vi.useRealTimers());

  it('are given by every GET of the planner, and each exemption says why', () => {
    const gets = registeredRoutes(app).filter((route) => route.startsWith('GET /api/'));
    expect([...Object.keys(CONDITIONAL), ...Object.keys(EXEMPT)].sort()).toEqual(gets);
  });

  it.each(Object.values(CONDITIONAL).flat())('%s: a strong ETag, kept but asked for again, and 304 to its own tag', async (url) => {
    const first = await ana.client.get(url);
    expect(first.statusCode, first.body).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    expectNotModified(await revalidate(ana.client, url, tag), tag);
    expectNotModified(await revalidate(ana.client, url, `W/${tag}`), tag);
    expectNotModified(await revalidate(ana.client, url, `"older", ${tag}`), tag);
    expectNotModified(await revalidate(ana.client, url, '*'), tag);
    const other = await revalidate(ana.client, url, '"older"');
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('answer 304 from the session lookup alone, before any list is read', async () => {
    for (const url of Object.values(CONDITIONAL).flat()) {
      const tag = await tagOf(ana.client, url);
      let answer: LightMyRequestResponse | undefined;
      expect(await statementsDuring(async () => (answer = await revalidate(ana.client, url, tag))), url).toEqual({ batched: 1, drizzle: 0 });
      expect(answer?.statusCode).toBe(304);
    }
    // The count sees a list being read: one not read before under its person's data version.
    const { client } = await signUp(app);
    const full = await statementsDuring(() => client.get('/api/goals'));
    expect(full.batched).toBe(2);
  });

  it('never share a tag between two people, and one person’s change leaves the other’s tags alone', async () => {
    const [ben, cleo] = await Promise.all([signUp(app), signUp(app)]);
    for (const url of ['/api/goals', '/api/todos', `/api/stats?tz=${TZ}`]) {
      const benTag = await tagOf(ben.client, url);
      const cleoTag = await tagOf(cleo.client, url);
      expect(benTag).not.toBe(cleoTag);
      // Another person's tag is not this person's.
      expect((await revalidate(ben.client, url, cleoTag)).statusCode).toBe(200);

      await buildGoal(cleo.client);
      expectNotModified(await revalidate(ben.client, url, benTag), benTag);
      expect((await revalidate(cleo.client, url, cleoTag)).statusCode).toBe(200);
    }
  });

  it('change with the release and with the encoding the answer travels in', async () => {
    const tag = await tagOf(ana.client, '/api/goals');
    const nextRelease = await buildTestApp(database, undefined, { buildId: 'next-release' });
    try {
      const afterDeploy = await revalidate(new TestClient(nextRelease, ana.client.cookie), '/api/goals', tag);
      expect(afterDeploy.statusCode).toBe(200);
      expect(afterDeploy.headers.etag).not.toBe(tag);
    } finally {
      await nextRelease.close();
    }

    const brotli = await tagOf(ana.client, '/api/goals', { 'accept-encoding': 'br' });
    const gzip = await tagOf(ana.client, '/api/goals', { 'accept-encoding': 'gzip' });
    expect(new Set([tag, brotli, gzip]).size).toBe(3);
    expectNotModified(await revalidate(ana.client, '/api/goals', brotli, { 'accept-encoding': 'gzip, br' }), brotli);
    expect((await revalidate(ana.client, '/api/goals', brotli)).statusCode).toBe(200);
  });

  it('leave errors untagged', async () => {
    const missing = await ana.client.get('/api/goals/999999/emotions');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    expect((await revalidate(ana.client, '/api/todos?completed=maybe', '*')).statusCode).toBe(400);
  });
});

describe('answers that depend on the clock', () => {
  afterEach(() => vi.useRealTimers());

  /** The tags of `urls` just before and just after `moment`. */
  async function tagsAround(moment: Date, urls: string[]): Promise<Record<string, boolean>> {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(moment.getTime() - 1_000);
    const before = await Promise.all(urls.map((url) => tagOf(ana.client, url)));
    vi.setSystemTime(moment.getTime() + 1_000);
    const after = await Promise.all(urls.map((url) => tagOf(ana.client, url)));
    return Object.fromEntries(urls.map((url, index) => [url, before[index] !== after[index]]));
  }

  const nextHour = () => new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000);

  it('name the hour where the series are brought up to date on reading, and the minute for the statistics', async () => {
    const urls = ['/api/goals', '/api/todos', `/api/reminders?from=${from}&to=${to}`, `/api/stats?tz=${TZ}`, `/api/habits?tz=${TZ}&today=2026-11-22`];
    expect(await tagsAround(nextHour(), urls)).toEqual({
      '/api/goals': false,
      '/api/todos': true,
      [`/api/reminders?from=${from}&to=${to}`]: true,
      [`/api/stats?tz=${TZ}`]: true,
      [`/api/habits?tz=${TZ}&today=2026-11-22`]: true,
    });
    const halfPast = new Date(nextHour().getTime() - 30 * 60_000 + 10_000);
    expect(await tagsAround(new Date(Math.floor(halfPast.getTime() / 60_000) * 60_000), [`/api/stats?tz=${TZ}`, '/api/todos'])).toEqual({
      [`/api/stats?tz=${TZ}`]: true,
      '/api/todos': false,
    });
  });

  it('name the day the habits end on when the device doesn’t say', async () => {
    // Midnight in Kathmandu (UTC+5:45) falls a quarter past an hour: only the day changes there.
    const kathmanduMidnight = new Date(`${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}T18:15:00.000Z`);
    expect(await tagsAround(kathmanduMidnight, ['/api/habits?tz=Asia/Kathmandu', '/api/habits?tz=Asia/Kathmandu&today=2026-11-22'])).toEqual({
      '/api/habits?tz=Asia/Kathmandu': true,
      '/api/habits?tz=Asia/Kathmandu&today=2026-11-22': false,
    });
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"1.2.x"', true],
    ['W/"1.2.x"', true],
    ['"0.1.x", "1.2.x"', true],
    ['"0.1.x",W/"1.2.x"', true],
    ['*', true],
    ['"1.2.x', false],
    ['1.2.x', false],
    ['"1.2.xy"', false],
    ['w/"1.2.x"', false],
  ])('%j holds "1.2.x": %s', (header, holds) => {
    expect(noneMatchHolds(header, '"1.2.x"')).toBe(holds);
  });
});
