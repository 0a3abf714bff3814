import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { occurrenceDueInstant, OCCURRENCE_WINDOW_DAYS } from '@shared/domain/recurrence';
import { tasksToCarry } from '@shared/domain/carry-over';
import { addDaysToKey, localMidnight, zonedDateKey } from '@shared/domain/zoned-days';
import type { HabitList } from '@shared/schemas/habits';
import type { Todo } from '@shared/schemas/todos';
import { taskSeries, todos } from '../../db/schema';
import { buildGoal, signUp, startTestApp, type TestClient } from '../../test/test-app';

const { app, database } = await startTestApp();

const TZ = 'Europe/Berlin';
const DAILY = 'FREQ=DAILY;INTERVAL=1';
const today = () => zonedDateKey(new Date(), TZ);
const noonOf = (day: string, timeZone = TZ) => occurrenceDueInstant(day, null, timeZone).toISOString();
const repeat = (rule: string, timeZone = TZ) => ({ rule, timeZone });

async function createSeries(client: TestClient, fields: Record<string, unknown> = {}): Promise<Todo> {
  const response = await client.post('/api/todos', { title: 'Meditate', dueDate: noonOf(today()), repeat: repeat(DAILY), ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function tasksOf(client: TestClient, seriesId: number): Promise<Todo[]> {
  const response = await client.get('/api/todos');
  expect(response.statusCode).toBe(200);
  return (response.json() as Todo[])
    .filter((task) => task.seriesId === seriesId)
    .sort((a, b) => (a.occurrenceDate! < b.occurrenceDate! ? -1 : 1));
}

async function habits(client: TestClient, day = today()): Promise<HabitList> {
  const response = await client.get(`/api/habits?tz=${encodeURIComponent(TZ)}&today=${day}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Rules the form refuses, with the field and message it shows them under. */
const INVALID_RULES = [
  ['FREQ=DAILY;INTERVAL=0', 'repeat.interval', 'Repeat every must be a whole number from 1 to 365'],
  ['FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=31', 'repeat.yearlyOn', 'February has no 31st'],
  ['FREQ=WEEKLY;INTERVAL=1;BYDAY=MO;UNTIL=20000101', 'repeat.end', 'The end date must be on or after the first date'],
] as const;

const days = (from: string, count: number) => Array.from({ length: count }, (_, index) => addDaysToKey(from, index));

describe('creating a recurring task', () => {
  it('makes one task per day for the window ahead, the first answered', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client, { plannedTime: '07:00', priority: 'high', pomodoros: 2 });
    expect(first).toMatchObject({
      title: 'Meditate',
      occurrenceDate: today(),
      repeatRule: DAILY,
      skipped: false,
      priority: 'high',
      plannedTime: '07:00',
      pomodoros: 2,
      dueDate: occurrenceDueInstant(today(), '07:00', TZ).toISOString(),
    });
    const tasks = await tasksOf(client, first.seriesId!);
    expect(tasks.map((task) => task.occurrenceDate)).toEqual(days(today(), OCCURRENCE_WINDOW_DAYS + 1));
    expect(new Set(tasks.map((task) => task.title))).toEqual(new Set(['Meditate']));
  });

  it('starts on the rule’s first day when it doesn’t fall on the due day', async () => {
    const { client } = await signUp(app);
    // Weekly on the weekday after the due day's.
    const due = '2031-03-04'; // a Tuesday
    const first = await createSeries(client, { dueDate: noonOf(due), repeat: repeat('FREQ=WEEKLY;INTERVAL=1;BYDAY=WE') });
    expect(first.occurrenceDate).toBe('2031-03-05');
  });

  it('keeps 07:00 at 07:00 local across a daylight-saving change', async () => {
    const { client } = await signUp(app);
    const zone = 'America/New_York';
    // New York leaves daylight saving on the first Sunday of November; a series from 10 days before that.
    const year = Number(today().slice(0, 4));
    const change = [year - 1, year]
      .map((y) => days(`${y}-11-01`, 7).find((day) => new Date(`${day}T12:00:00Z`).getUTCDay() === 0)!)
      .filter((day) => day <= today())
      .at(-1)!;
    const start = addDaysToKey(change, -2);
    const first = await createSeries(client, { dueDate: noonOf(start, zone), plannedTime: '07:00', repeat: repeat(DAILY, zone) });
    const rows = await database.db
      .select({ day: todos.occurrenceDate, due: todos.dueDate })
      .from(todos)
      .where(and(eq(todos.seriesId, first.seriesId!), sql`${todos.occurrenceDate} <= ${addDaysToKey(change, 2)}::date`))
      .orderBy(todos.occurrenceDate);
    const localTimes = rows.map(({ due }) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit' }).format(due),
    );
    expect(rows.map((row) => row.day)).toEqual(days(start, 5));
    expect(localTimes).toEqual(['07:00', '07:00', '07:00', '07:00', '07:00']);
    // The same local time is a different UTC hour on each side of the change.
    expect(new Set(rows.map(({ due }) => due.getUTCHours())).size).toBe(2);
  });

  it.each(INVALID_RULES)('refuses %s with a field message and makes nothing', async (rule, field, message) => {
    const { client, user } = await signUp(app);
    const response = await client.post('/api/todos', { title: 'Run', dueDate: noonOf(today()), repeat: repeat(rule) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    expect(await database.db.select().from(taskSeries).where(eq(taskSeries.userId, user.id))).toEqual([]);
    expect(await database.db.select().from(todos).where(eq(todos.userId, user.id))).toEqual([]);
  });

  it.each([['FREQ=HOURLY'], ['RRULE:FREQ=DAILY'], ['freq=daily'], ['FREQ=DAILY;BYHOUR=7'], ['x'.repeat(300)]])(
    'refuses a rule the form never writes: %s',
    async (rule) => {
      const { client } = await signUp(app);
      const response = await client.post('/api/todos', { title: 'Run', dueDate: noonOf(today()), repeat: repeat(rule) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Choose how the task repeats');
    },
  );

  it('refuses an unknown time zone', async () => {
    const { client } = await signUp(app);
    const response = await client.post('/api/todos', { title: 'Run', dueDate: noonOf(today()), repeat: repeat(DAILY, 'Mars/Olympus') });
    expect(response.statusCode).toBe(400);
  });
});

describe('each occurrence is a task of its own', () => {
  it('is ticked, skipped and unskipped on its own, and skipped tasks are left out of "move to today"', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const [, second, third] = await tasksOf(client, first.seriesId!);
    const skipped = await client.patch(`/api/todos/${second!.id}`, { skipped: true });
    expect(skipped.json()).toMatchObject({ skipped: true, completed: false, failed: false });
    const completed = await client.patch(`/api/todos/${second!.id}`, { completed: true });
    expect(completed.json()).toMatchObject({ skipped: false, completed: true });
    await client.patch(`/api/todos/${third!.id}`, { skipped: true });
    const moved = await client.post('/api/todos/reschedule', { ids: [third!.id], dueDate: noonOf(today()) });
    expect(moved.json()).toEqual({ moved: 0 });
    const refused = await client.patch(`/api/todos/${third!.id}`, { skipped: true, completed: true });
    expect(refused.statusCode).toBe(400);
  });

  it('is never made twice for one day, and a deleted one stays deleted', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const [, second] = await tasksOf(client, first.seriesId!);
    expect((await client.delete(`/api/todos/${second!.id}`)).statusCode).toBe(204);
    // Behind by a week: the next reads make the missing days, each once, whoever reads first.
    await database.db
      .update(taskSeries)
      .set({ generatedThrough: addDaysToKey(today(), 7) })
      .where(eq(taskSeries.id, first.seriesId!));
    await database.db.delete(todos).where(and(eq(todos.seriesId, first.seriesId!), sql`${todos.occurrenceDate} > ${addDaysToKey(today(), 7)}::date`));
    const { forgetOccurrenceCheck } = await import('./occurrences');
    forgetOccurrenceCheck((await client.get('/api/user')).json().id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.get('/api/todos')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const tasks = await tasksOf(client, first.seriesId!);
    expect(tasks.map((task) => task.occurrenceDate)).toEqual(days(today(), OCCURRENCE_WINDOW_DAYS + 1).filter((day) => day !== second!.occurrenceDate));
  });
});

describe('carrying a day’s open tasks over to the next day', () => {
  it('moves the open ones to the next day’s noon in one request; an occurrence keeps its series’ day', async () => {
    const { client } = await signUp(app);
    const day = today();
    const nextDay = addDaysToKey(day, 1);
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${day}T12:00:00Z`).getUTCDay()];
    const weekly = await createSeries(client, { title: 'Clean the flat', repeat: repeat(`FREQ=WEEKLY;INTERVAL=1;BYDAY=${weekday}`) });
    const daily = await createSeries(client, { title: 'Meditate' });
    const oneOff = (fields: Record<string, unknown>) =>
      client.post('/api/todos', { title: 'Call the bank', dueDate: noonOf(day), ...fields }).then((response) => response.json() as Promise<Todo>);
    const open = await oneOff({});
    const done = await oneOff({ title: 'Laundry', completed: true });
    const failed = await oneOff({ title: 'Gym', failed: true });
    const alreadyTomorrow = await oneOff({ title: 'Dentist', dueDate: noonOf(nextDay) });

    // What the Daily Plan page reads and chooses: the tasks of the two days, then the open ones of the first.
    const dueWithin = async (from: string, to: string) =>
      (await client.get(`/api/todos?dueFrom=${localMidnight(from, TZ).toISOString()}&dueTo=${localMidnight(to, TZ).toISOString()}`)).json() as Promise<Todo[]>;
    const dayTasks = await dueWithin(day, nextDay);
    const nextDayTasks = await dueWithin(nextDay, addDaysToKey(day, 2));
    const { moving, comingBack } = tasksToCarry(dayTasks, nextDayTasks);
    expect(new Set(moving.map((task) => task.id))).toEqual(new Set([weekly.id, open.id]));
    expect(comingBack.map((task) => task.id)).toEqual([daily.id]);

    const moved = await client.post('/api/todos/reschedule', { ids: moving.map((task) => task.id), dueDate: noonOf(nextDay) });
    expect(moved.json()).toEqual({ moved: 2 });
    const byId = new Map((await dueWithin(day, addDaysToKey(day, 2))).map((task) => [task.id, task]));
    expect(byId.get(open.id)).toMatchObject({ dueDate: noonOf(nextDay), version: open.version + 1 });
    expect(byId.get(weekly.id)).toMatchObject({ dueDate: noonOf(nextDay), occurrenceDate: day, seriesId: weekly.seriesId });
    for (const untouched of [done, failed, alreadyTomorrow]) expect(byId.get(untouched.id)).toEqual(untouched);
    expect(byId.get(daily.id)).toMatchObject({ dueDate: noonOf(day), occurrenceDate: day });

    // Carrying again finds nothing open on the day: the request isn't even needed.
    expect(tasksToCarry(await dueWithin(day, nextDay), []).moving.map((task) => task.id)).toEqual([daily.id]);
  });
});

describe('changing a series', () => {
  it('"this task" changes only that task', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const [, second] = await tasksOf(client, first.seriesId!);
    await client.patch(`/api/todos/${second!.id}`, { title: 'Meditate twice', scope: 'this' });
    const titles = (await tasksOf(client, first.seriesId!)).map((task) => task.title);
    expect(titles.filter((title) => title === 'Meditate twice')).toHaveLength(1);
  });

  it('"this and following" changes the later open tasks and the ones to come, never earlier or settled ones', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { deadline: noonOf(addDaysToKey(today(), 60)) });
    const first = await createSeries(client);
    const tasks = await tasksOf(client, first.seriesId!);
    const done = tasks[5]!;
    await client.patch(`/api/todos/${done.id}`, { completed: true });
    const response = await client.patch(`/api/todos/${tasks[3]!.id}`, {
      title: 'Meditate 20 minutes',
      plannedTime: '06:30',
      goalId: goal.id,
      scope: 'following',
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = await tasksOf(client, first.seriesId!);
    expect(after.slice(0, 3).map((task) => task.title)).toEqual(['Meditate', 'Meditate', 'Meditate']);
    expect(after.find((task) => task.id === done.id)).toMatchObject({ title: 'Meditate', goalId: null });
    for (const task of after.slice(3).filter((task) => task.id !== done.id)) {
      expect(task).toMatchObject({
        title: 'Meditate 20 minutes',
        goalId: goal.id,
        plannedTime: '06:30',
        dueDate: occurrenceDueInstant(task.occurrenceDate!, '06:30', TZ).toISOString(),
      });
    }
    const [series] = await database.db.select().from(taskSeries).where(eq(taskSeries.id, first.seriesId!));
    expect(series).toMatchObject({ title: 'Meditate 20 minutes', goalId: goal.id, plannedTime: '06:30' });
  });

  it('a new rule "this and following" continues the habit in a new series from that day', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const tasks = await tasksOf(client, first.seriesId!);
    const from = tasks[2]!;
    const weekdays = 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR';
    const response = await client.patch(`/api/todos/${from.id}`, { scope: 'following', repeat: repeat(weekdays) });
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json() as Todo;
    expect(changed.seriesId).not.toBe(first.seriesId);
    expect(changed.repeatRule).toBe(weekdays);
    const [old] = await database.db.select().from(taskSeries).where(eq(taskSeries.id, first.seriesId!));
    expect(old!.endDate).toBe(addDaysToKey(from.occurrenceDate!, -1));
    // The days before stay with the old series; from that day on only Monday, Wednesday and Friday (and the edited task).
    expect((await tasksOf(client, first.seriesId!)).map((task) => task.occurrenceDate)).toEqual(days(today(), 2));
    const next = await tasksOf(client, changed.seriesId!);
    const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
    expect(next.filter((task) => task.id !== from.id).every((task) => [1, 3, 5].includes(weekdayOf(task.occurrenceDate!)))).toBe(true);
    expect(next.map((task) => task.id)).toContain(from.id);
    // One habit, not two.
    const list = await habits(client);
    expect(list.habits.map((habit) => habit.seriesId)).toEqual([changed.seriesId]);
  });

  it.each(INVALID_RULES)('refuses %s for a task of a series or a one-off with a field message, and changes nothing', async (rule, field, message) => {
    const { client, user } = await signUp(app);
    const first = await createSeries(client);
    const oneOff = (await client.post('/api/todos', { title: 'Stretch', dueDate: noonOf(today()) })).json() as Todo;
    const stored = async () => ({
      series: await database.db.select().from(taskSeries).where(eq(taskSeries.userId, user.id)),
      tasks: await database.db.select().from(todos).where(eq(todos.userId, user.id)).orderBy(todos.id),
    });
    const before = await stored();
    const [, second] = await tasksOf(client, first.seriesId!);
    for (const task of [second!, oneOff]) {
      const response = await client.patch(`/api/todos/${task.id}`, { title: 'Run', scope: 'following', repeat: repeat(rule) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
    }
    expect(await stored()).toEqual(before);
  });

  it('a new rule is refused for "this task" only', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const response = await client.patch(`/api/todos/${first.id}`, { scope: 'this', repeat: repeat(DAILY) });
    expect(response.statusCode).toBe(400);
  });

  it('stopping the repeat keeps this task as a one-off and removes the later open ones', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const tasks = await tasksOf(client, first.seriesId!);
    const response = await client.patch(`/api/todos/${tasks[1]!.id}`, { scope: 'following', repeat: null });
    expect(response.json()).toMatchObject({ seriesId: null, occurrenceDate: null, repeatRule: null, title: 'Meditate' });
    expect((await tasksOf(client, first.seriesId!)).map((task) => task.id)).toEqual([first.id]);
  });

  it('a one-off task can start repeating', async () => {
    const { client } = await signUp(app);
    const created = await client.post('/api/todos', { title: 'Stretch', dueDate: noonOf(today()) });
    const response = await client.patch(`/api/todos/${created.json().id}`, { repeat: repeat(DAILY) });
    expect(response.statusCode, response.body).toBe(200);
    const task = response.json() as Todo;
    expect(task).toMatchObject({ occurrenceDate: today(), repeatRule: DAILY });
    expect(await tasksOf(client, task.seriesId!)).toHaveLength(OCCURRENCE_WINDOW_DAYS + 1);
  });

  it('answers 409 when the change was made on an older version', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    await client.patch(`/api/todos/${first.id}`, { title: 'Meditate at dawn' });
    const response = await client.patch(`/api/todos/${first.id}`, { title: 'Meditate', scope: 'following', version: first.version });
    expect(response.statusCode).toBe(409);
  });
});

describe('deleting from a series', () => {
  it('"this and following" deletes the later open tasks and ends the series; done ones stay', async () => {
    const { client } = await signUp(app);
    const first = await createSeries(client);
    const tasks = await tasksOf(client, first.seriesId!);
    await client.patch(`/api/todos/${tasks[6]!.id}`, { completed: true });
    expect((await client.delete(`/api/todos/${tasks[3]!.id}?scope=following`)).statusCode).toBe(204);
    const left = await tasksOf(client, first.seriesId!);
    expect(left.map((task) => task.id)).toEqual([...tasks.slice(0, 3), tasks[6]!].map((task) => task.id));
    expect(left.every((task) => task.repeatRule === null)).toBe(true);
    // Nothing more is made for it, ever.
    const { forgetOccurrenceCheck } = await import('./occurrences');
    forgetOccurrenceCheck((await client.get('/api/user')).json().id);
    expect(await tasksOf(client, first.seriesId!)).toHaveLength(4);
  });
});

describe('series and goals', () => {
  it('tasks waiting for later days don’t keep the goal from completion; completing it removes them until it reopens', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { deadline: noonOf(addDaysToKey(today(), 30)) });
    const first = await createSeries(client, { goalId: goal.id });
    expect((await client.patch(`/api/goals/${goal.id}`, { progress: 100 })).statusCode).toBe(409);
    await client.patch(`/api/todos/${first.id}`, { completed: true });
    const completed = await client.patch(`/api/goals/${goal.id}`, { progress: 100 });
    expect(completed.statusCode, completed.body).toBe(200);
    expect((await tasksOf(client, first.seriesId!)).map((task) => task.id)).toEqual([first.id]);

    await client.patch(`/api/goals/${goal.id}`, { progress: 50 });
    expect(await tasksOf(client, first.seriesId!)).toHaveLength(OCCURRENCE_WINDOW_DAYS + 1);
  });

  it('deleting the goal leaves a task moved off it as a one-off', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { deadline: noonOf(addDaysToKey(today(), 30)) });
    const first = await createSeries(client, { goalId: goal.id });
    await client.patch(`/api/todos/${first.id}`, { goalId: null });
    expect((await client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    const left = (await client.get('/api/todos')).json() as Todo[];
    expect(left).toEqual([expect.objectContaining({ id: first.id, seriesId: null, occurrenceDate: null, goalId: null })]);
  });

  it('deleting the goal deletes its series and tasks, and Undo brings them all back', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { deadline: noonOf(addDaysToKey(today(), 30)) });
    const first = await createSeries(client, { goalId: goal.id });
    expect((await client.delete(`/api/goals/${goal.id}`)).statusCode).toBe(204);
    expect(await database.db.select().from(taskSeries).where(eq(taskSeries.id, first.seriesId!))).toEqual([]);
    expect(await tasksOf(client, first.seriesId!)).toEqual([]);
    const restored = await client.post(`/api/goals/${goal.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await tasksOf(client, first.seriesId!)).toHaveLength(OCCURRENCE_WINDOW_DAYS + 1);
  });
});

describe('habits', () => {
  it('count the streak of done days, skipped days neither counting nor breaking it', async () => {
    const { client } = await signUp(app);
    const start = addDaysToKey(today(), -4);
    const first = await createSeries(client, { dueDate: noonOf(start) });
    const tasks = await tasksOf(client, first.seriesId!);
    expect(tasks[0]!.occurrenceDate).toBe(start);
    // Missed, done, skipped, done, and today done.
    for (const [index, change] of [
      [1, { completed: true }],
      [2, { skipped: true }],
      [3, { completed: true }],
      [4, { completed: true }],
    ] as const) {
      await client.patch(`/api/todos/${tasks[index]!.id}`, change);
    }
    const [habit] = (await habits(client)).habits;
    expect(habit).toMatchObject({ seriesId: first.seriesId, title: 'Meditate', currentStreak: 3, bestStreak: 3, done: 3, due: 4, todayTodoId: tasks[4]!.id });
    const todayIndex = habit!.days.length - 7 + ((new Date(`${today()}T12:00:00Z`).getUTCDay() + 6) % 7);
    // Tomorrow is not shown on a Sunday, the heatmap ending with the week that holds today.
    expect(habit!.days.slice(todayIndex - 4, todayIndex + 1)).toBe('mdsdd');
  });

  it('are each person’s own', async () => {
    const owner = await signUp(app);
    const other = await signUp(app);
    const first = await createSeries(owner.client);
    expect((await habits(other.client)).habits).toEqual([]);
    expect((await other.client.patch(`/api/todos/${first.id}`, { title: 'Mine now', scope: 'following' })).statusCode).toBe(404);
    expect((await other.client.patch(`/api/todos/${first.id}`, { repeat: repeat(DAILY) })).statusCode).toBe(404);
    expect((await other.client.delete(`/api/todos/${first.id}?scope=following`)).statusCode).toBe(404);
    const goal = await buildGoal(owner.client);
    const borrowed = await other.client.post('/api/todos', { title: 'x', dueDate: noonOf(today()), goalId: goal.id, repeat: repeat(DAILY) });
    expect(borrowed.statusCode).toBe(404);
    expect(await tasksOf(owner.client, first.seriesId!)).toHaveLength(OCCURRENCE_WINDOW_DAYS + 1);
  });
});
