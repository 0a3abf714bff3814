import { hash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { tzOffset } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ical, { type VEvent } from 'node-ical';
import { afterAll, describe, expect, it } from 'vitest';
import { occurrenceDueInstant } from '@shared/domain/recurrence';
import { addDaysToKey, zonedDateKey } from '@shared/domain/zoned-days';
import type { CalendarFeedCreated } from '@shared/schemas/calendar-feed';
import type { Todo } from '@shared/schemas/todos';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { calendarFeeds, pomodoroTimers } from '../../db/schema';
import { loggerOptions } from '../../http/logger-options';
import { buildGoal, buildTestApp, buildTodo, signUp, startTestApp, TestClient } from '../../test/test-app';

const { app, database } = await startTestApp();
/** The same database with a configured public address and small limits. */
const limited = await buildTestApp(database, (config) => ({
  ...config,
  publicUrl: 'https://stepwise.example.com',
  calendarFeedRateLimit: { perIp: 6, perFeed: 3, windowMs: 60 * 60_000 },
}));
afterAll(() => limited.close());

const NY = 'America/New_York';
const MINUTE_MS = 60_000;
const todayIn = (timeZone: string) => zonedDateKey(new Date(), timeZone);
/** Local noon of a day in New York: the due date the app gives a task of that day. */
const noonOf = (day: string) => occurrenceDueInstant(day, null, NY).toISOString();
const at = (day: string, time: string, timeZone = NY) => occurrenceDueInstant(day, time, timeZone);

/** The first day from `from` on whose noon is an hour later in UTC terms than the day before's: the spring change. */
function nextSpringChange(timeZone: string, from: string): string {
  for (let day = from; ; day = addDaysToKey(day, 1)) {
    const offsetOf = (key: string) => tzOffset(timeZone, at(key, '12:00', timeZone));
    if (offsetOf(day) > offsetOf(addDaysToKey(day, -1))) return day;
  }
}

async function createFeed(client: TestClient, timeZone = NY): Promise<CalendarFeedCreated> {
  const response = await client.post('/api/calendar-feed', { timeZone });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** Fetches a feed as a calendar app does: its URL alone, no cookie. */
const fetchFeed = (url: string, on: FastifyInstance = app, remoteAddress?: string) =>
  on.inject({ method: 'GET', url: new URL(url).pathname, ...(remoteAddress && { remoteAddress }) });

/** The events of a feed, read back by an independent parser. */
async function eventsOf(url: string): Promise<VEvent[]> {
  const response = await fetchFeed(url);
  expect(response.statusCode, response.body).toBe(200);
  return Object.values(ical.sync.parseICS(response.body)).filter((component): component is VEvent => component?.type === 'VEVENT');
}

function eventWithUid(events: VEvent[], uid: string): VEvent {
  const event = events.find((candidate) => candidate.uid === uid);
  if (!event) throw new Error(`no event ${uid} among ${events.map((candidate) => candidate.uid).join(', ')}`);
  return event;
}

/** The calendar day of an all-day event's date, which node-ical gives as local midnight. */
const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

async function createSeries(client: TestClient, fields: Record<string, unknown>): Promise<Todo> {
  const response = await client.post('/api/todos', { title: 'Run', repeat: { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: NY }, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function tasksOfSeries(client: TestClient, seriesId: number): Promise<Todo[]> {
  const tasks: Todo[] = (await client.get('/api/todos')).json();
  return tasks.filter((task) => task.seriesId === seriesId).sort((a, b) => (a.occurrenceDate! < b.occurrenceDate! ? -1 : 1));
}

describe('the calendar link', () => {
  it('is off until made, then says since when and in which zone, never the link itself', async () => {
    const { client } = await signUp(app);
    expect((await client.get('/api/calendar-feed')).json()).toEqual({ active: false, createdAt: null, timeZone: null });

    const feed = await createFeed(client, 'america/new_york');
    expect(feed.url).toMatch(/^http:\/\/localhost:80\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.timeZone).toBe(NY);
    const status = await client.get('/api/calendar-feed');
    expect(status.json()).toEqual({ active: true, createdAt: feed.createdAt, timeZone: NY });
    expect(status.body).not.toContain(new URL(feed.url).pathname.slice('/api/calendar/'.length, -'.ics'.length));
  });

  it('keeps only a hash of the token', async () => {
    const { client, user } = await signUp(app);
    const token = /\/calendar\/(.+)\.ics$/.exec((await createFeed(client)).url)![1]!;
    const [row] = await database.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
    expect(row?.tokenHash).toBe(hash('sha256', token, 'hex'));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('needs a session to be seen, made or turned off', async () => {
    const anonymous = new TestClient(app);
    expect((await anonymous.get('/api/calendar-feed')).statusCode).toBe(401);
    expect((await anonymous.post('/api/calendar-feed', { timeZone: NY })).statusCode).toBe(401);
    expect((await anonymous.delete('/api/calendar-feed')).statusCode).toBe(401);
  });

  it.each([['Mars/Olympus_Mons'], [''], [42]])('refuses the time zone %j', async (timeZone) => {
    const { client } = await signUp(app);
    const response = await client.post('/api/calendar-feed', { timeZone });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ timeZone: ['Time zone must be a name such as Europe/Berlin'] });
  });
});

describe('the calendar file', () => {
  it('answers without any cookie, as text/calendar that only the person’s own app may keep, and sets none', async () => {
    const { client } = await signUp(app);
    const feed = await createFeed(client);
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    expect(response.headers['set-cookie']).toBeUndefined();
    const calendar = ical.sync.parseICS(response.body);
    expect(calendar.vcalendar?.['WR-CALNAME']).toBe('Stepwise');
  });

  it('travels compressed when the calendar app accepts it', async () => {
    const { client } = await signUp(app);
    await buildTodo(client, { title: 'Stretch', dueDate: noonOf(todayIn(NY)), plannedTime: '07:30' });
    const feed = await createFeed(client);
    const response = await app.inject({ method: 'GET', url: new URL(feed.url).pathname, headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('SUMMARY:Stretch');
  });

  it('shows a planned task at its time in New York after the spring change, as long as its focus sessions', async () => {
    const { client } = await signUp(app);
    const change = nextSpringChange(NY, addDaysToKey(todayIn(NY), 1));
    const before = addDaysToKey(change, -2);
    const after = addDaysToKey(change, 1);
    const early = await buildTodo(client, { title: 'Before the change', dueDate: noonOf(before), plannedTime: '09:30', pomodoros: 3 });
    const late = await buildTodo(client, { title: 'After the change', dueDate: noonOf(after), plannedTime: '09:30', pomodoros: 3 });
    const events = await eventsOf((await createFeed(client)).url);

    const beforeEvent = eventWithUid(events, `todo-${early.id}@stepwise`);
    expect(beforeEvent.start.toISOString()).toBe(`${before}T14:30:00.000Z`);
    const afterEvent = eventWithUid(events, `todo-${late.id}@stepwise`);
    expect(afterEvent.summary).toBe('After the change');
    expect(afterEvent.start.toISOString()).toBe(`${after}T13:30:00.000Z`);
    expect(afterEvent.start.tz).toBe(NY);
    expect(afterEvent.end!.getTime() - afterEvent.start.getTime()).toBe(3 * 25 * MINUTE_MS);
  });

  it('lasts as long as the person’s own focus sessions', async () => {
    const { client, user } = await signUp(app);
    await database.db.insert(pomodoroTimers).values({ userId: user.id, state: { settings: { pomodoroMinutes: 50 } } });
    const task = await buildTodo(client, { dueDate: noonOf(todayIn(NY)), plannedTime: '08:00', pomodoros: 2 });
    const event = eventWithUid(await eventsOf((await createFeed(client)).url), `todo-${task.id}@stepwise`);
    expect(event.end!.getTime() - event.start.getTime()).toBe(2 * 50 * MINUTE_MS);
  });

  it('shows a task without a planned time all day on its day, and a completed one marked', async () => {
    const { client } = await signUp(app);
    const day = addDaysToKey(todayIn(NY), 3);
    const open = await buildTodo(client, { title: 'Read', dueDate: noonOf(day) });
    const done = await buildTodo(client, { title: 'Write', dueDate: noonOf(day), completed: true });
    const events = await eventsOf((await createFeed(client)).url);

    const openEvent = eventWithUid(events, `todo-${open.id}@stepwise`);
    expect(openEvent.datetype).toBe('date');
    expect(localDay(openEvent.start)).toBe(day);
    expect(localDay(openEvent.end!)).toBe(addDaysToKey(day, 1));
    expect(openEvent.transparency).toBe('TRANSPARENT');
    expect(eventWithUid(events, `todo-${done.id}@stepwise`).summary).toBe('✓ Write');
  });

  it('shows a goal’s deadline all day on its day, with its time', async () => {
    const { client } = await signUp(app);
    const day = addDaysToKey(todayIn(NY), 10);
    const goal = await buildGoal(client, { title: 'Run a marathon', description: 'Spring race', deadline: at(day, '18:00').toISOString() });
    const task = await buildTodo(client, { title: 'Long run', description: 'Slow pace', dueDate: noonOf(day), goalId: goal.id });
    const events = await eventsOf((await createFeed(client)).url);

    const deadline = eventWithUid(events, `goal-${goal.id}@stepwise`);
    expect(deadline.summary).toBe('Deadline: Run a marathon');
    expect(deadline.datetype).toBe('date');
    expect(localDay(deadline.start)).toBe(day);
    expect(deadline.description).toMatch(/^Due .+, 6:00 PM\n\nSpring race$/);
    expect(eventWithUid(events, `todo-${task.id}@stepwise`).description).toBe('Slow pace\n\nGoal: Run a marathon');
  });

  it('leaves out what is far in the past or the future', async () => {
    const { client } = await signUp(app);
    const old = await buildTodo(client, { dueDate: noonOf(addDaysToKey(todayIn(NY), -90)) });
    const far = await buildTodo(client, { dueDate: noonOf(addDaysToKey(todayIn(NY), 500)) });
    const uids = (await eventsOf((await createFeed(client)).url)).map((event) => event.uid);
    expect(uids).not.toContain(`todo-${old.id}@stepwise`);
    expect(uids).not.toContain(`todo-${far.id}@stepwise`);
  });

  it('keeps every character a person typed, and drops control characters a calendar would refuse', async () => {
    const { client } = await signUp(app);
    const goalTitle = 'Ünïcödé; goal, with \\ backslash 🏳️‍🌈';
    const goal = await buildGoal(client, { title: goalTitle });
    const title = `Call, mom; now \\ then 😀 مرحبا שלום ${'x'.repeat(150)}`;
    const description = `Line one, with commas;\nline two: "quotes" \\ and C:\\temp\n\n${'ש'.repeat(200)}\t\u0007end`;
    const task = await buildTodo(client, { title, description, goalId: goal.id, dueDate: noonOf(todayIn(NY)), plannedTime: '10:00' });
    const event = eventWithUid(await eventsOf((await createFeed(client)).url), `todo-${task.id}@stepwise`);
    expect(event.summary).toBe(task.title);
    expect(event.description).toBe(`${description.replace('\u0007', '')}\n\nGoal: ${goalTitle}`);
  });

  it('escapes a typed backslash before an n as RFC 5545 says', async () => {
    // node-ical reads `\\n` back as a backslash and a line break, so this is checked in the file itself.
    const { client } = await signUp(app);
    await buildTodo(client, { title: 'Path C:\\new', dueDate: noonOf(todayIn(NY)) });
    const response = await fetchFeed((await createFeed(client)).url);
    expect(response.body).toContain('SUMMARY:Path C:\\\\new\r\n');
  });
});

describe('a recurring task in the calendar', () => {
  it('is one repeating event over its days, its changed days events of their own', async () => {
    const { client } = await signUp(app);
    const today = todayIn(NY);
    const first = await createSeries(client, { dueDate: noonOf(today), plannedTime: '07:00', pomodoros: 2 });
    const tasks = await tasksOfSeries(client, first.seriesId!);
    const [, deleted, completed, moved] = tasks;
    expect((await client.delete(`/api/todos/${deleted!.id}`)).statusCode).toBe(204);
    expect((await client.patch(`/api/todos/${completed!.id}`, { completed: true })).statusCode).toBe(200);
    const movedTo = addDaysToKey(today, 20);
    expect((await client.patch(`/api/todos/${moved!.id}`, { dueDate: noonOf(movedTo) })).statusCode).toBe(200);

    const events = await eventsOf((await createFeed(client)).url);
    const series = eventWithUid(events, `series-${first.seriesId}@stepwise`);
    expect(series.rrule).toBeDefined();
    const shown = ical.expandRecurringEvent(series, { from: at(today, '00:00'), to: at(addDaysToKey(today, 30), '23:00') });
    const expected = Array.from({ length: 31 }, (_, index) => addDaysToKey(today, index)).filter(
      (day) => ![deleted, completed, moved].some((task) => task!.occurrenceDate === day),
    );
    // Each at 07:00 in New York whatever the clocks do, for two focus sessions.
    expect(shown.map((instance) => instance.start.toISOString())).toEqual(expected.map((day) => at(day, '07:00').toISOString()));
    expect(shown.every((instance) => instance.end.getTime() - instance.start.getTime() === 50 * MINUTE_MS)).toBe(true);

    expect(eventWithUid(events, `todo-${completed!.id}@stepwise`).summary).toBe('✓ Run');
    expect(eventWithUid(events, `todo-${moved!.id}@stepwise`).start.toISOString()).toBe(at(movedTo, '07:00').toISOString());
    const uids = events.map((event) => event.uid);
    expect(uids).not.toContain(`todo-${first.id}@stepwise`);
    expect(uids).not.toContain(`todo-${deleted!.id}@stepwise`);
  });

  it('repeats at its time of day across the spring change', async () => {
    const { client } = await signUp(app);
    const change = nextSpringChange(NY, addDaysToKey(todayIn(NY), 20));
    const start = addDaysToKey(change, -3);
    const first = await createSeries(client, { dueDate: noonOf(start), plannedTime: '07:00' });
    const series = eventWithUid(await eventsOf((await createFeed(client)).url), `series-${first.seriesId}@stepwise`);
    const shown = ical.expandRecurringEvent(series, { from: at(start, '00:00'), to: at(addDaysToKey(change, 3), '23:00') });
    const days = Array.from({ length: 7 }, (_, index) => addDaysToKey(start, index));
    expect(shown.map((instance) => instance.start.toISOString())).toEqual(days.map((day) => at(day, '07:00').toISOString()));
    // 12:00 UTC before the change, 11:00 after.
    expect(new Set(shown.map((instance) => instance.start.getUTCHours()))).toEqual(new Set([12, 11]));
  });

  it('is an all-day event on the rule’s days that ends where the series ends', async () => {
    const { client } = await signUp(app);
    const today = todayIn(NY);
    const first = await createSeries(client, {
      title: 'Weekly review',
      dueDate: noonOf(today),
      repeat: { rule: `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=${addDaysToKey(today, 60).replaceAll('-', '')}`, timeZone: NY },
    });
    const series = eventWithUid(await eventsOf((await createFeed(client)).url), `series-${first.seriesId}@stepwise`);
    expect(series.datetype).toBe('date');
    const shown = ical.expandRecurringEvent(series, { from: at(today, '00:00'), to: at(addDaysToKey(today, 120), '00:00') }).map((instance) =>
      localDay(instance.start),
    );
    const tasks = await tasksOfSeries(client, first.seriesId!);
    // The days the server made match the event's first days, and the event stops at the rule's end.
    expect(shown.slice(0, tasks.length)).toEqual(tasks.map((task) => task.occurrenceDate));
    expect(shown.every((day) => day <= addDaysToKey(today, 60))).toBe(true);
    expect(shown.length).toBeGreaterThan(tasks.length);
  });
});

describe('whose calendar a link opens', () => {
  it('shows only the link owner’s data', async () => {
    const mine = await signUp(app);
    const theirs = await signUp(app);
    const myTask = await buildTodo(mine.client, { title: 'My private task', dueDate: noonOf(todayIn(NY)), plannedTime: '09:00' });
    const myGoal = await buildGoal(mine.client, { title: 'My private goal' });
    const mySeries = await createSeries(mine.client, { title: 'My private habit', dueDate: noonOf(todayIn(NY)) });
    await createFeed(mine.client);
    const theirTask = await buildTodo(theirs.client, { title: 'Their task', dueDate: noonOf(todayIn(NY)) });

    const response = await fetchFeed((await createFeed(theirs.client)).url);
    expect(response.body).toContain('Their task');
    expect(response.body).toContain(`todo-${theirTask.id}@stepwise`);
    for (const mark of ['My private', `todo-${myTask.id}@`, `goal-${myGoal.id}@`, `series-${mySeries.seriesId}@`]) {
      expect(response.body).not.toContain(mark);
    }
  });

  it('opens nothing once turned off, and the status says so', async () => {
    const { client } = await signUp(app);
    const feed = await createFeed(client);
    expect((await client.delete('/api/calendar-feed')).statusCode).toBe(204);
    const response = await fetchFeed(feed.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Calendar feed not found' });
    expect((await client.get('/api/calendar-feed')).json()).toMatchObject({ active: false });
  });

  it('a new link replaces the old one, which stops working', async () => {
    const { client } = await signUp(app);
    const old = await createFeed(client);
    const replacement = await createFeed(client, 'Europe/Berlin');
    expect(replacement.url).not.toBe(old.url);
    expect((await fetchFeed(old.url)).statusCode).toBe(404);
    expect((await fetchFeed(replacement.url)).statusCode).toBe(200);
    expect((await client.get('/api/calendar-feed')).json()).toMatchObject({ active: true, timeZone: 'Europe/Berlin' });
  });

  it('goes with the account', async () => {
    const { client, password } = await signUp(app);
    const feed = await createFeed(client);
    expect((await client.request('DELETE', '/api/account', { password })).statusCode).toBe(204);
    expect((await fetchFeed(feed.url)).statusCode).toBe(404);
  });

  it.each([
    ['a short token', '/api/calendar/abc.ics'],
    ['no .ics', `/api/calendar/${'A'.repeat(43)}`],
    ['a token no one has', `/api/calendar/${'A'.repeat(43)}.ics`],
    ['a longer token', `/api/calendar/${'A'.repeat(44)}.ics`],
    ['a path in the token', '/api/calendar/..%2F..%2Fetc%2Fpasswd.ics'],
    ['a doubled extension', `/api/calendar/${'A'.repeat(43)}.ics.ics`],
  ])('answers 404 for %s', async (_, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });
});

describe('limits and logs', () => {
  it('makes the link with the configured public address', async () => {
    const { client } = await signUp(limited);
    expect((await createFeed(client)).url).toMatch(/^https:\/\/stepwise\.example\.com\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  });

  it('answers 429 once a feed was fetched too often', async () => {
    const { client } = await signUp(limited);
    const feed = await createFeed(client);
    for (let fetch = 0; fetch < 3; fetch++) expect((await fetchFeed(feed.url, limited, '198.51.100.1')).statusCode).toBe(200);
    const refused = await fetchFeed(feed.url, limited, '198.51.100.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/^This calendar feed was fetched too often\. Please try again in \d+ minutes?\.$/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 429 to an address that asks too often, whatever the token', async () => {
    const unknown = `https://stepwise.example.com/api/calendar/${'B'.repeat(43)}.ics`;
    for (let fetch = 0; fetch < 6; fetch++) expect((await fetchFeed(unknown, limited, '203.0.113.9')).statusCode).toBe(404);
    expect((await fetchFeed(unknown, limited, '203.0.113.9')).statusCode).toBe(429);
    expect((await fetchFeed(unknown, limited, '203.0.113.10')).statusCode).toBe(404);
  });

  it('never writes a feed’s token to the log', async () => {
    const lines: string[] = [];
    const logged = await buildApp({
      config: loadConfig({ CLIENT_DIST_DIR: '/nonexistent-client-dist' }),
      database,
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const { client } = await signUp(logged);
      const feed = await createFeed(client);
      expect((await fetchFeed(feed.url, logged)).statusCode).toBe(200);
      const token = /\/calendar\/(.+)\.ics$/.exec(feed.url)![1]!;
      expect(lines.join('')).toContain('/api/calendar/[token]');
      expect(lines.join('')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
