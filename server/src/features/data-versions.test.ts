// Every change to a person's data moves their data version, so no list answers 304 for data it no
// longer shows (decision 29).
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/execute';
import { goals, taskSeries, todos } from '../db/schema';
import { buildGoal, buildTodo, inDays, signUp, startTestApp, type SignedInUser, type TestClient } from '../test/test-app';
import { insertPeople } from '../test/user-rows';
import { forgetOccurrenceCheck } from './recurrence/occurrences';

const { app, database } = await startTestApp();
const { db } = database;

const TZ = 'Europe/Berlin';
const DAILY = { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: TZ };
const from = new Date(Date.now() - 3_600_000).toISOString();
const to = inDays(2);
const REMINDERS = `/api/reminders?from=${from}&to=${to}`;

/** A list of each kind: after any change every one of them must answer in full again. */
const LISTS = ['/api/goals', '/api/todos', '/api/todos/completed', '/api/daily-plans?date=2026-11-22', `/api/stats?tz=${TZ}`, `/api/habits?tz=${TZ}`, REMINDERS];

async function versionOf(userId: number): Promise<number> {
  const [row] = await executeRows<{ version: number }>(
    db,
    sql`select coalesce(sum(version), 0)::float8 as version from person_versions where user_id = ${userId}`,
  );
  return row?.version ?? 0;
}

const revalidate = (client: TestClient, url: string, tag: string) => client.request('GET', url, undefined, { 'if-none-match': tag });

async function tagsOf(client: TestClient, urls: string[]): Promise<string[]> {
  return Promise.all(urls.map(async (url) => String((await client.get(url)).headers.etag)));
}

async function succeeds(response: Promise<LightMyRequestResponse>): Promise<void> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
}

interface Write {
  /** The list the write changes… */
  url: string;
  /** … and the write itself. */
  write(): Promise<LightMyRequestResponse>;
}

const WRITES: [string, (person: SignedInUser) => Promise<Write>][] = [
  ['create a goal', async ({ client }) => ({ url: '/api/goals', write: () => client.post('/api/goals', { title: 'Swim', deadline: inDays(9) }) })],
  [
    'edit a goal',
    async ({ client }) => {
      const goal = await buildGoal(client);
      return { url: '/api/goals', write: () => client.patch(`/api/goals/${goal.id}`, { title: 'Learn Dutch' }) };
    },
  ],
  [
    'delete a goal with its subgoals, series and tasks',
    async ({ client }) => {
      const goal = await buildGoal(client);
      const subgoal = await buildGoal(client, { parentId: goal.id });
      await buildTodo(client, { goalId: subgoal.id });
      await buildTodo(client, { goalId: goal.id, repeat: DAILY });
      return { url: '/api/todos', write: () => client.delete(`/api/goals/${goal.id}`) };
    },
  ],
  [
    'restore a goal',
    async ({ client }) => {
      const goal = await buildGoal(client);
      await client.delete(`/api/goals/${goal.id}`);
      return { url: '/api/goals', write: () => client.post(`/api/goals/${goal.id}/restore`) };
    },
  ],
  ['create a task', async ({ client }) => ({ url: '/api/todos', write: () => client.post('/api/todos', { title: 'Call', dueDate: inDays(0) }) })],
  [
    'edit a task',
    async ({ client }) => {
      const task = await buildTodo(client);
      return { url: '/api/todos', write: () => client.patch(`/api/todos/${task.id}`, { title: 'Call the bank' }) };
    },
  ],
  [
    'tick a task',
    async ({ client }) => {
      const task = await buildTodo(client);
      return { url: '/api/todos/completed', write: () => client.patch(`/api/todos/${task.id}`, { completed: true }) };
    },
  ],
  [
    'delete a task',
    async ({ client }) => {
      const task = await buildTodo(client);
      return { url: '/api/todos', write: () => client.delete(`/api/todos/${task.id}`) };
    },
  ],
  [
    'restore a task',
    async ({ client }) => {
      const task = await buildTodo(client);
      await client.delete(`/api/todos/${task.id}`);
      return { url: '/api/todos', write: () => client.post(`/api/todos/${task.id}/restore`) };
    },
  ],
  [
    'move tasks to today',
    async ({ client }) => {
      const task = await buildTodo(client, { dueDate: inDays(-3) });
      return { url: '/api/todos', write: () => client.post('/api/todos/reschedule', { ids: [task.id], dueDate: inDays(0) }) };
    },
  ],
  [
    'create a recurring task',
    async ({ client }) => ({ url: `/api/habits?tz=${TZ}`, write: () => client.post('/api/todos', { title: 'Stretch', dueDate: inDays(0), repeat: DAILY }) }),
  ],
  [
    'change a series from one of its tasks on',
    async ({ client }) => {
      const task = await buildTodo(client, { title: 'Stretch', repeat: DAILY });
      return { url: `/api/habits?tz=${TZ}`, write: () => client.patch(`/api/todos/${task.id}`, { scope: 'following', title: 'Stretch well' }) };
    },
  ],
  [
    'delete a task of a series and the following ones',
    async ({ client }) => {
      const task = await buildTodo(client, { repeat: DAILY });
      return { url: '/api/todos', write: () => client.delete(`/api/todos/${task.id}?scope=following`) };
    },
  ],
  [
    'save the daily plan',
    async ({ client }) => ({ url: '/api/daily-plans?date=2026-11-22', write: () => client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Verbs' }) }),
  ],
  [
    'log a feeling',
    async ({ client }) => {
      const goal = await buildGoal(client);
      return { url: `/api/goals/${goal.id}/emotions`, write: () => client.post(`/api/goals/${goal.id}/emotions`, { emotion: 'calm', intensity: 3 }) };
    },
  ],
  [
    'record a focus period',
    async ({ client }) => {
      const endedAt = new Date(Date.now() - 60_000);
      const startedAt = new Date(endedAt.getTime() - 25 * 60_000);
      return {
        url: `/api/focus-sessions/summary?from=${from}&to=${to}&tz=${TZ}`,
        write: () => client.post('/api/focus-sessions', { startedAt: startedAt.toISOString(), endedAt: endedAt.toISOString(), mode: 'pomodoro' }),
      };
    },
  ],
  [
    'claim a reminder',
    async ({ client }) => {
      const task = await buildTodo(client, { dueDate: inDays(1), plannedTime: '09:30', reminderMinutesBefore: 10 });
      return { url: REMINDERS, write: () => client.post('/api/reminders/claim', { kind: 'task', id: task.id, moment: inDays(1) }) };
    },
  ],
  [
    'snooze a reminder',
    async ({ client }) => {
      const goal = await buildGoal(client, { deadline: inDays(1), reminderDaysBefore: 1 });
      return { url: REMINDERS, write: () => client.post('/api/reminders/snooze', { kind: 'goal', id: goal.id, until: inDays(0.5) }) };
    },
  ],
  [
    'import an account',
    async ({ client }) => {
      const source = await signUp(app);
      await buildGoal(source.client, { title: 'Brought along' });
      const file = (await source.client.get('/api/account/export')).json();
      return { url: '/api/goals', write: () => client.post('/api/account/import', file) };
    },
  ],
];

describe('the data version', () => {
  it.each(WRITES)('moves when you %s: every list answers in full again, with the change', async (_write, prepare) => {
    const person = await signUp(app);
    const { url, write } = await prepare(person);
    const before = await person.client.get(url);
    const tags = await tagsOf(person.client, LISTS);

    await succeeds(write());

    const after = await revalidate(person.client, url, String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
    for (const [index, list] of LISTS.entries()) expect((await revalidate(person.client, list, tags[index]!)).statusCode, list).toBe(200);
  });

  it('moves when reading makes a series’ tasks for the days ahead', async () => {
    const { client, user } = await signUp(app);
    const task = await buildTodo(client, { repeat: DAILY });
    // As if the series had been made up to today only, and this process had not looked this hour.
    await db.delete(todos).where(sql`${todos.seriesId} = ${task.seriesId} and ${todos.occurrenceDate} > ${task.occurrenceDate}`);
    await db.update(taskSeries).set({ generatedThrough: task.occurrenceDate! }).where(sql`${taskSeries.id} = ${task.seriesId}`);
    forgetOccurrenceCheck(user.id);
    const version = await versionOf(user.id);

    const read = await client.get('/api/todos');
    expect((read.json() as unknown[]).length).toBeGreaterThan(1);
    expect(await versionOf(user.id)).toBeGreaterThan(version);
    // Tagged with the version the read began with: the next read answers in full, then 304.
    const again = await revalidate(client, '/api/todos', String(read.headers.etag));
    expect(again.statusCode).toBe(200);
    expect((await revalidate(client, '/api/todos', String(again.headers.etag))).statusCode).toBe(304);
  });

  it('moves once per statement, not per row: a goal deleted with 300 tasks is a handful of changes', async () => {
    const { client, user } = await signUp(app);
    const goal = await buildGoal(client);
    const subgoal = await buildGoal(client, { parentId: goal.id });
    const rows = Array.from({ length: 300 }, (_, index) => ({
      title: `Step ${index}`,
      dueDate: new Date(),
      userId: user.id,
      goalId: index % 2 ? goal.id : subgoal.id,
    }));
    const version = await versionOf(user.id);
    await db.insert(todos).values(rows);
    expect(await versionOf(user.id)).toBe(version + 1);

    expect((await client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    const moved = (await versionOf(user.id)) - version - 1;
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(5);
  });

  it('counts every one of many writes at once', async () => {
    const { client, user } = await signUp(app);
    const version = await versionOf(user.id);
    await Promise.all(Array.from({ length: 12 }, (_, index) => succeeds(client.post('/api/goals', { title: `Goal ${index}`, deadline: inDays(9) }))));
    // One insert each, on the pool's several connections at once.
    expect(await versionOf(user.id)).toBe(version + 12);
  });

  it('counts two transactions that write at the same time, whether or not they meet on one row', async () => {
    const { user } = await signUp(app);
    const version = await versionOf(user.id);
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const goal = (title: string) => ({ title, deadline: new Date(Date.now() + 86_400_000), userId: user.id });
    const first = db.transaction(async (tx) => {
      await tx.insert(goals).values(goal('first'));
      firstWrote();
      // Still open while the second writes (or waits for this one, when both connections raise the same row).
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
    const second = wrote.then(() => db.transaction((tx) => tx.insert(goals).values(goal('second'))));
    await Promise.all([first, second]);
    expect(await versionOf(user.id)).toBe(version + 2);
  });

  it('starts as sixteen rows side by side, one per shard, so that the session lookup reads one page for it', async () => {
    const { user } = await signUp(app);
    const rows = await executeRows<{ shard: number; page: string }>(
      db,
      sql`select shard, split_part(trim(ctid::text, '()'), ',', 1) as page from person_versions where user_id = ${user.id} order by shard`,
    );
    expect(rows.map(({ shard }) => shard)).toEqual(Array.from({ length: 16 }, (_, shard) => shard));
    // Made in one statement: on one page, or two where the first one filled up.
    expect(new Set(rows.map(({ page }) => page)).size).toBeLessThanOrEqual(2);
  });

  it('is raised for each person by their key, without reading everyone', async () => {
    const people = await insertPeople(db, 1000);
    await db.execute(sql`analyze users`);
    const twelve = people.slice(0, 12);
    const before = await Promise.all(twelve.map(({ id }) => versionOf(id)));

    // In one transaction, whose own counts of table scans PostgreSQL reports before it ends.
    const usersScanned = await db.transaction(async (tx) => {
      await tx.insert(goals).values(twelve.map(({ id }) => ({ title: 'Read more', deadline: new Date(Date.now() + 86_400_000), userId: id })));
      const [row] = await executeRows<{ scans: number }>(tx, sql`select seq_scan::float8 as scans from pg_stat_xact_user_tables where relname = 'users'`);
      return row?.scans;
    });

    expect(usersScanned).toBe(0);
    expect(await Promise.all(twelve.map(({ id }) => versionOf(id)))).toEqual(before.map((version) => version + 1));
  });

  it('is raised by every table a list reads, on insert, update and delete', async () => {
    const COUNTED = ['daily_plans', 'focus_sessions', 'goal_emotions', 'goals', 'task_series', 'todos'];
    const NOT_COUNTED: Record<string, string> = {
      calendar_feeds: 'the calendar link; GET /api/calendar-feed is not conditional',
      deleted_records: 'copies kept for Undo, which no list reads; a restore writes the tables above',
      habit_goal_tallies: 'what a habit goal’s rate is made of; a rate that moves writes goals',
      habit_series_days: 'which days of a habit count toward its goal’s rate, written by the refresh',
      idempotency_keys: 'answers kept for repeated creates',
      person_versions: 'the versions themselves',
      pomodoro_timers: 'the timer; GET /api/pomodoro/timer is not conditional',
      sessions: 'sign-ins',
      todo_completions: 'kept from todos by triggers, in the statement that raises the version for todos',
    };
    const withOwner = await executeRows<{ table: string }>(
      db,
      sql`select table_name as "table" from information_schema.columns where table_schema = 'public' and column_name = 'user_id' order by 1`,
    );
    expect([...COUNTED, ...Object.keys(NOT_COUNTED)].sort()).toEqual(withOwner.map(({ table }) => table));
    const triggers = await executeRows<{ table: string; event: string }>(
      db,
      sql`select event_object_table as "table", event_manipulation as event from information_schema.triggers
          where action_statement like '%raise_person_versions%' order by 1, 2`,
    );
    expect(triggers).toEqual(COUNTED.flatMap((table) => ['DELETE', 'INSERT', 'UPDATE'].map((event) => ({ table, event }))));
  });

  it('is not raised by a theme, which only the signed-in user’s own answer shows', async () => {
    const { client } = await signUp(app);
    const [userTag, goalsTag] = await tagsOf(client, ['/api/user', '/api/goals']);
    expect((await client.put('/api/user/preferences', { theme: 'dark' })).statusCode).toBe(200);
    const user = await revalidate(client, '/api/user', userTag!);
    expect(user.statusCode).toBe(200);
    expect(user.json().theme).toBe('dark');
    expect((await revalidate(client, '/api/goals', goalsTag!)).statusCode).toBe(304);
  });
});
