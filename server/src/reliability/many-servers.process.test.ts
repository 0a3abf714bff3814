import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { OCCURRENCE_WINDOW_DAYS } from '@shared/domain/recurrence';
import { PRIORITIES } from '@shared/domain/priority';
import { expectStatus, HttpClient, type HttpResponse } from '../test/http-client';
import { freshStorage, hasPostgres, type ServerStorage } from '../test/server-databases';
import { killAllServers, spawnServer, type ServerProcess } from '../test/server-process';
import { uniqueUsername } from '../test/test-app';

/** Low sign-in limits, so that counting across servers shows within a few attempts. */
const PER_IP = 6;
const FAILURES_PER_USERNAME = 4;
/** Parallel edits of one record, sent alternately to both servers. */
const EDITS = 40;

let storage: ServerStorage | undefined;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!hasPostgres) return;
  storage = await freshStorage('postgres');
  const env = {
    AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
    AUTH_RATE_LIMIT_FAILURES_PER_USERNAME: String(FAILURES_PER_USERNAME),
    // The test speaks for several addresses through X-Forwarded-For, as a load balancer would.
    TRUST_PROXY: '127.0.0.1',
  };
  // Started together on an empty database: the migration lock must keep them from colliding.
  servers = await Promise.all(
    ['server A', 'server B'].map((name) => spawnServer({ database: storage!.database, name, env })),
  );
});

afterAll(async () => {
  await killAllServers();
  await storage?.remove();
});

/** A browser behind a round-robin balancer: each request goes to the other server. */
const balanced = (cookie?: string) => new HttpClient(servers.map((server) => server.url), { cookie });
const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function signUp(ip: string) {
  const client = balanced();
  const username = uniqueUsername('multi');
  expectStatus(await client.post('/api/register', { username, password: 'secret1' }, from(ip)), 201, 'sign-up');
  return { client, username };
}

/** Sends all requests at once and returns the answers in order. */
const all = (requests: (() => Promise<HttpResponse>)[]) => Promise.all(requests.map((request) => request()));

describe.skipIf(!hasPostgres)('two servers on one PostgreSQL database', () => {
  it('share sessions: signed in on one, signed in on the other', async () => {
    const { client, username } = await signUp('10.20.0.1');
    const answers = [await client.get('/api/user'), await client.get('/api/user')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.username)).toEqual([username, username]);
    expect(new Set(answers.map((answer) => answer.server)).size).toBe(2);

    const goal = expectStatus(await client.post('/api/goals', { title: 'Shared', deadline: '2030-01-01T00:00:00.000Z' }), 201, 'goal');
    const list = await client.get('/api/goals');
    expect(list.server).not.toBe(goal.server);
    expect(list.body).toEqual([goal.body]);
  });

  it('end a session everywhere when it signs out on one', async () => {
    const { client } = await signUp('10.20.1.1');
    const cookie = client.cookie;
    expect(cookie).toBeDefined();
    expectStatus(await client.post('/api/logout'), 204, 'logout');
    const oldSession = balanced(cookie);
    const answers = [await oldSession.get('/api/user'), await oldSession.get('/api/user')];
    expect(answers.map((answer) => answer.status)).toEqual([401, 401]);
    expect(new Set(answers.map((answer) => answer.server)).size).toBe(2);
  });

  it('count sign-in attempts from one address on both servers together', async () => {
    const client = balanced();
    const statuses: number[] = [];
    const answeredBy = new Set<string>();
    for (let attempt = 0; attempt <= PER_IP; attempt++) {
      const answer = await client.post('/api/login', { username: uniqueUsername(), password: 'secret1' }, from('10.20.2.1'));
      statuses.push(answer.status);
      answeredBy.add(answer.server);
    }
    // Each server saw only half the attempts: a per-process counter would never have said 429.
    expect(statuses).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    expect(answeredBy.size).toBe(2);
  });

  it('count failed passwords for one account from one address on both servers together', async () => {
    const { username } = await signUp('10.20.3.1');
    const client = balanced();
    const statuses: number[] = [];
    const answeredBy = new Set<string>();
    for (let attempt = 0; attempt < FAILURES_PER_USERNAME; attempt++) {
      const answer = await client.post('/api/login', { username, password: 'wrong-password' }, from('10.20.3.2'));
      statuses.push(answer.status);
      answeredBy.add(answer.server);
    }
    const waiting = await client.post('/api/login', { username, password: 'secret1' }, from('10.20.3.2'));
    expect(statuses).toEqual(Array<number>(FAILURES_PER_USERNAME).fill(401));
    expect(answeredBy.size).toBe(2);
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
    // Only that address waits: the account is not locked.
    expect((await client.post('/api/login', { username, password: 'secret1' }, from('10.20.3.99'))).status).toBe(200);
  });

  it('let exactly one of many simultaneous registrations of a name win', async () => {
    const username = uniqueUsername('race');
    const client = balanced();
    const answers = await all(
      Array.from({ length: 6 }, (_, index) => () =>
        client.post('/api/register', { username, password: 'secret1' }, from(`10.20.4.${index + 1}`)),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400, 400, 400, 400, 400]);
  });

  it('keep a task whole under simultaneous edits from both servers', async () => {
    const { client } = await signUp('10.20.5.1');
    const todo = expectStatus(await client.post('/api/todos', { title: 'Contended', dueDate: '2030-01-01T00:00:00.000Z' }), 201, 'todo');
    const variant = (i: number) => ({
      title: `variant ${i}`,
      description: `description of variant ${i}`,
      dueDate: new Date(Date.UTC(2030, 0, 1 + i)).toISOString(),
      priority: PRIORITIES[i % PRIORITIES.length],
      plannedTime: `${String(i % 24).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`,
      completed: i % 2 === 0,
      pomodoros: 1 + (i % 9),
    });
    const variants = Array.from({ length: EDITS }, (_, i) => variant(i));
    const answers = await all(variants.map((body) => () => client.patch(`/api/todos/${todo.body.id}`, body)));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(variants[i] as object);
    });

    const stored = [await client.get('/api/todos'), await client.get('/api/todos')].map((answer) => answer.body);
    expect(stored[0]).toEqual(stored[1]);
    expect(stored[0]).toHaveLength(1);
    const final = stored[0][0];
    const winner = variants.findIndex((body) => body.title === final.title);
    expect(final).toMatchObject(variants[winner] as object);
    expect(final.completedAt !== null).toBe(final.completed);
    expect(final).toMatchObject({ id: todo.body.id, createdAt: todo.body.createdAt, goalId: null });
  });

  it('keep a goal whole under simultaneous edits from both servers', async () => {
    const { client } = await signUp('10.20.6.1');
    const goal = expectStatus(await client.post('/api/goals', { title: 'Contended', deadline: '2030-01-01T00:00:00.000Z' }), 201, 'goal');
    const variants = Array.from({ length: EDITS }, (_, i) => ({
      title: `variant ${i}`,
      description: `description of variant ${i}`,
      deadline: new Date(Date.UTC(2031, 0, 1 + i)).toISOString(),
      progress: (i * 7) % 101,
    }));
    const answers = await all(variants.map((body) => () => client.patch(`/api/goals/${goal.body.id}`, body)));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ id: goal.body.id, parentId: null, progressFromHabits: false, reminderDaysBefore: null, ...variants[i], version: expect.any(Number) });
    });
    const stored = [await client.get('/api/goals'), await client.get('/api/goals')].map((answer) => answer.body);
    expect(stored[0]).toEqual(stored[1]);
    const final = stored[0][0];
    const winner = variants.findIndex((body) => body.title === final.title);
    expect(stored[0]).toEqual([{ id: goal.body.id, parentId: null, progressFromHabits: false, reminderDaysBefore: null, ...variants[winner], version: EDITS + 1 }]);
  });

  it('keep a daily plan whole under simultaneous saves, and the newest typed text wins', async () => {
    const { client } = await signUp('10.20.7.1');
    // Without editedAt the last save to commit wins, but it must be one of the saves, whole.
    const notes = Array.from({ length: EDITS }, (_, i) => `notes ${i} `.repeat(50 + i));
    const plain = await all(notes.map((text) => () => client.post('/api/daily-plans', { date: '2030-02-01', notes: text })));
    expect(plain.map((answer) => answer.status)).toEqual(notes.map(() => 200));
    const stored = (await client.get('/api/daily-plans?date=2030-02-01')).body;
    expect(notes).toContain(stored.notes);

    // With editedAt, a save typed earlier never replaces one typed later, whatever order they commit in.
    const typedAt = (i: number) => new Date(Date.UTC(2030, 1, 2, 12, 0, i)).toISOString();
    const order = Array.from({ length: EDITS }, (_, i) => (i * 17) % EDITS);
    const timed = await all(
      order.map((i) => () => client.post('/api/daily-plans', { date: '2030-02-02', notes: `typed ${i}`, editedAt: typedAt(i) })),
    );
    expect(timed.map((answer) => answer.status)).toEqual(order.map(() => 200));
    const newest = EDITS - 1;
    for (const server of servers) {
      const answer = await client.requestTo(server.url, 'GET', '/api/daily-plans?date=2030-02-02');
      expect(answer.body).toMatchObject({ notes: `typed ${newest}`, editedAt: typedAt(newest) });
    }
  });

  it('make each day of a recurring task once when 20 reads reach both servers at once', async () => {
    const { client } = await signUp('10.20.9.1');
    const today = new Date().toISOString().slice(0, 10);
    const repeat = { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'UTC' };
    const created = expectStatus(await client.post('/api/todos', { title: 'Meditate', dueDate: `${today}T12:00:00.000Z`, repeat }), 201, 'series');
    const seriesId = created.body.seriesId as number;
    // As if the series had last been brought up to date today with nothing made ahead: the reads must make the window.
    const database = new pg.Client({ connectionString: (storage!.database as { databaseUrl: string }).databaseUrl });
    await database.connect();
    try {
      await database.query('delete from todos where series_id = $1 and occurrence_date > $2::date', [seriesId, today]);
      await database.query('update task_series set generated_through = $2::date where id = $1', [seriesId, today]);
      const answers = await all(Array.from({ length: 20 }, () => () => client.get('/api/todos')));
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
      expect(new Set(answers.map((answer) => answer.server)).size).toBe(2);
      const { rows } = await database.query<{ day: string; tasks: number }>(
        'select occurrence_date::text as day, count(*)::int as tasks from todos where series_id = $1 group by 1 order by 1',
        [seriesId],
      );
      expect(rows).toHaveLength(OCCURRENCE_WINDOW_DAYS + 1);
      expect(rows.every((row) => row.tasks === 1)).toBe(true);
    } finally {
      await database.end();
    }
  });
});
