import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { initialTimerState } from '@shared/domain/pomodoro-timer';
import { OCCURRENCE_WINDOW_DAYS } from '@shared/domain/recurrence';
import { zonedDateKey } from '@shared/domain/zoned-days';
import { accountExportSchema, type AccountExport } from '@shared/schemas/account-export';
import type { Todo } from '@shared/schemas/todos';
import { goals, taskSeries, todos } from '../../db/schema';
import {
  buildGoal,
  buildTodo,
  inDays,
  signUp,
  startTestApp,
  TestClient,
  type SignedInUser,
} from '../../test/test-app';
import { rowCountsOf, rowsOf } from '../../test/user-rows';

const { app, database } = await startTestApp();
const { db } = database;
const strict = await startTestApp((config) => ({
  ...config,
  authRateLimit: { perIp: 100, failuresPerUsername: 2, windowMs: 60_000 },
}));

const EMPTY_COUNTS = { users: 1, sessions: 1, goals: 0, taskSeries: 0, todos: 0, dailyPlans: 0, goalEmotions: 0, focusSessions: 0, pomodoroTimers: 0, deletedRecords: 0, rateLimits: 0 };

/**
 * An account with something of everything: a goal tree four levels deep beside a second main
 * goal, tasks in every state linked at every level, notes on two days and feelings, some of it
 * created years ago.
 */
async function fillAccount({ client, user }: SignedInUser) {
  const life = await buildGoal(client, { title: 'Live abroad', description: 'Somewhere warm', deadline: inDays(400), reminderDaysBefore: 30 });
  const spanish = await buildGoal(client, { title: 'Learn Spanish', parentId: life.id, progress: 40 });
  const verbs = await buildGoal(client, { title: 'Master the verbs', parentId: spanish.id, deadline: inDays(60) });
  const irregular = await buildGoal(client, { title: 'Irregular verbs', parentId: verbs.id, progress: 100 });
  const run = await buildGoal(client, { title: 'Run a marathon', deadline: inDays(-10), progress: 75 });

  await buildTodo(client, { title: 'Practise ser and estar', goalId: irregular.id, completed: true, priority: 'urgent' });
  await buildTodo(client, { title: 'Read a chapter', goalId: verbs.id, failed: true, plannedTime: '07:15', priority: 'low', reminderMinutesBefore: 10 });
  await buildTodo(client, { title: 'Book flights', goalId: life.id, delayed: true, pomodoros: 4, dueDate: inDays(3) });
  await buildTodo(client, { title: 'Long run', goalId: run.id, description: 'Easy pace [pomodoro:3]', priority: 'high' });
  await buildTodo(client, { title: 'Call the bank', description: 'Ask about fees', dueDate: inDays(-2) });

  await client.post('/api/daily-plans', { date: '2026-11-21', notes: 'Verbs, then a run' });
  await client.post('/api/daily-plans', { date: '2026-11-22', notes: 'Rest day', editedAt: '2026-11-22T08:30:00.000Z' });
  await client.post(`/api/goals/${spanish.id}/emotions`, { emotion: 'hopeful', intensity: 4, notes: 'Getting there' });
  await client.post(`/api/goals/${irregular.id}/emotions`, { emotion: 'proud', intensity: 5 });

  // Records made long ago keep their dates through an export and an import.
  await db.update(goals).set({ createdAt: new Date('2021-03-04T05:06:07.123Z') }).where(eq(goals.id, run.id));
  await db.update(todos).set({ createdAt: new Date('2022-01-02T03:04:05.678Z') }).where(eq(todos.userId, user.id));
}

const BERLIN_DAILY = { rule: 'FREQ=DAILY;INTERVAL=1', timeZone: 'Europe/Berlin' };
const MONDAYS_AND_WEDNESDAYS = { rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE', timeZone: 'Europe/Berlin' };

/** The tasks of a series as the task list shows them, by day. */
async function tasksOfSeries(client: TestClient, seriesId: number | null): Promise<Todo[]> {
  const response = await client.get('/api/todos');
  expect(response.statusCode).toBe(200);
  return (response.json() as Todo[])
    .filter((todo) => todo.seriesId === seriesId)
    .sort((a, b) => ((a.occurrenceDate ?? '') < (b.occurrenceDate ?? '') ? -1 : 1));
}

/**
 * A recurring task under a goal, as the task screens make one: daily at 07:30 from three days ago,
 * its first day skipped and its second done, then changed from tomorrow on to Mondays and
 * Wednesdays (a second series that continues the first); and a one-off task beside it.
 */
async function fillSeries({ client }: SignedInUser) {
  const goal = await buildGoal(client, { title: 'Stay supple', deadline: inDays(90) });
  const first = await buildTodo(client, {
    title: 'Stretch',
    description: 'Hips and back',
    goalId: goal.id,
    plannedTime: '07:30',
    priority: 'high',
    pomodoros: 2,
    dueDate: inDays(-3),
    repeat: BERLIN_DAILY,
  });
  expect(first.seriesId).not.toBeNull();
  const daily = await tasksOfSeries(client, first.seriesId);
  expect(daily.length).toBeGreaterThan(14);
  expect((await client.patch(`/api/todos/${daily[0]!.id}`, { skipped: true })).statusCode).toBe(200);
  expect((await client.patch(`/api/todos/${daily[1]!.id}`, { completed: true })).statusCode).toBe(200);
  // Three days ago, two, yesterday, today: the fifth is tomorrow.
  const split = await client.patch(`/api/todos/${daily[4]!.id}`, { scope: 'following', repeat: MONDAYS_AND_WEDNESDAYS });
  expect(split.statusCode, split.body).toBe(200);
  const next = split.json() as Todo;
  expect(next.seriesId).not.toBe(first.seriesId);
  await buildTodo(client, { title: 'Buy a mat', goalId: goal.id });
  return { goal, firstSeriesId: first.seriesId as number, nextSeriesId: next.seriesId as number };
}

async function exportOf(client: TestClient): Promise<AccountExport> {
  const response = await client.get('/api/account/export');
  expect(response.statusCode).toBe(200);
  return response.json();
}

/**
 * The export with file ids replaced by goal titles (unique in these tests) and series by their title
 * and first day, in a fixed order.
 */
function comparable(file: AccountExport) {
  const titleOf = new Map(file.goals.map((goal) => [goal.id, goal.title]));
  const title = (id: number | null | undefined) => (id == null ? null : titleOf.get(id));
  const seriesKeyOf = new Map((file.taskSeries ?? []).map((series) => [series.id, `${series.title} from ${series.startDate}`]));
  const seriesKey = (id: number | null | undefined) => (id == null ? null : seriesKeyOf.get(id));
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const todoKey = (todo: { title: string; occurrenceDate?: string | null; dueDate: unknown }) =>
    `${todo.title} ${todo.occurrenceDate ?? ''} ${String(todo.dueDate)}`;
  return {
    goals: file.goals
      .map(({ id: _id, parentId, ...goal }) => ({ ...goal, parent: title(parentId) }))
      .sort((a, b) => byText(a.title, b.title)),
    taskSeries: (file.taskSeries ?? [])
      .map(({ id, previousId, goalId, ...series }) => ({ ...series, key: seriesKey(id), previous: seriesKey(previousId), goal: title(goalId) }))
      .sort((a, b) => byText(a.key ?? '', b.key ?? '')),
    todos: file.todos
      .map(({ goalId, seriesId, ...todo }) => ({ ...todo, goal: title(goalId), series: seriesKey(seriesId) }))
      .sort((a, b) => byText(todoKey(a), todoKey(b))),
    dailyPlans: file.dailyPlans,
    goalEmotions: file.goalEmotions
      .map(({ goalId, ...feeling }) => ({ ...feeling, goal: title(goalId) }))
      .sort((a, b) => byText(a.emotion, b.emotion)),
  };
}

const LONG_AGO = '2025-01-01T00:00:00.000Z';

/** A hand-made export file: the envelope, empty lists, and whatever the test gives. */
const fileWith = (parts: Partial<Record<'goals' | 'todos' | 'dailyPlans' | 'goalEmotions' | 'taskSeries', unknown[]>> = {}) => ({
  format: 'stepwise-export',
  version: 1,
  exportedAt: LONG_AGO,
  goals: [],
  todos: [],
  dailyPlans: [],
  goalEmotions: [],
  ...parts,
});
const fileGoal = (id: number, parentId: number | null = null, title = `Goal ${id}`) => ({
  id,
  parentId,
  title,
  description: null,
  deadline: '2027-01-01T00:00:00.000Z',
  progress: 0,
  createdAt: LONG_AGO,
});
const fileTodo = {
  title: 'Task',
  description: null,
  dueDate: LONG_AGO,
  completed: false,
  failed: false,
  delayed: false,
  priority: 'medium',
  plannedTime: null,
  goalId: 1,
  pomodoros: 1,
  createdAt: LONG_AGO,
  completedAt: null,
};
/** A series in a file: daily from 2025-02-03 in Berlin, its tasks made through 2025-02-10. */
const fileSeries = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  previousId: null,
  goalId: null,
  rule: 'FREQ=DAILY;INTERVAL=1',
  startDate: '2025-02-03',
  endDate: null,
  timeZone: 'Europe/Berlin',
  generatedThrough: '2025-02-10',
  title: 'Stretch',
  description: null,
  priority: 'medium',
  plannedTime: '07:30',
  pomodoros: 1,
  createdAt: LONG_AGO,
  ...fields,
});
/** A task of a series in a file, for its day. */
const fileOccurrence = (seriesId: number, occurrenceDate: string, fields: Record<string, unknown> = {}) => ({
  ...fileTodo,
  title: 'Stretch',
  goalId: null,
  dueDate: `${occurrenceDate}T06:30:00.000Z`,
  skipped: false,
  seriesId,
  occurrenceDate,
  ...fields,
});
const filePlan = (date: string, notes = '') => ({ date, notes, createdAt: LONG_AGO, updatedAt: LONG_AGO, editedAt: null });

function importInto(client: TestClient, file: unknown) {
  return client.post('/api/account/import', file);
}

describe('GET /api/account/export', () => {
  it('downloads every record of the user as a versioned JSON file', async () => {
    const owner = await signUp(app);
    await fillAccount(owner);
    const someoneElse = await signUp(app);
    await buildGoal(someoneElse.client, { title: 'Not yours' });

    const before = Date.now();
    const response = await owner.client.get('/api/account/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const disposition = response.headers['content-disposition'];
    expect(disposition).toMatch(/^attachment; filename="stepwise-export-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const file = response.json() as AccountExport;
    expect(accountExportSchema.safeParse(file).success).toBe(true);
    expect(file).toMatchObject({ format: 'stepwise-export', version: 1, account: { username: owner.username } });
    expect(Date.parse(file.exportedAt as string)).toBeGreaterThanOrEqual(before - 1000);
    expect(file.goals).toHaveLength(5);
    expect(file.todos).toHaveLength(5);
    expect(file.dailyPlans).toHaveLength(2);
    expect(file.goalEmotions).toHaveLength(2);
    expect(response.body).not.toContain('Not yours');
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('userId');
    // The marker became the count, as on every save.
    expect(file.todos.find((todo) => todo.title === 'Long run')).toMatchObject({ description: 'Easy pace', pomodoros: 3 });
  });

  it('leaves out what the person deleted, even while Undo can still bring it back', async () => {
    const { client } = await signUp(app);
    const goal = await buildGoal(client, { title: 'Deleted goal' });
    await buildTodo(client, { title: 'Task of the deleted goal', goalId: goal.id });
    const task = await buildTodo(client, { title: 'Deleted task' });
    await client.delete(`/api/goals/${goal.id}`);
    await client.delete(`/api/todos/${task.id}`);
    const response = await client.get('/api/account/export');
    expect(response.json()).toMatchObject({ goals: [], todos: [], dailyPlans: [], goalEmotions: [] });
    expect(response.body).not.toContain('Deleted');
  });

  it('exports an empty account as empty lists', async () => {
    const { client } = await signUp(app);
    expect(await exportOf(client)).toMatchObject({ goals: [], todos: [], dailyPlans: [], goalEmotions: [] });
  });

  it('needs a session', async () => {
    expect((await new TestClient(app).get('/api/account/export')).statusCode).toBe(401);
  });
});

describe('POST /api/account/import', () => {
  it('recreates an exported account in an empty one: the same tree, tasks, plans and feelings', async () => {
    const original = await signUp(app);
    await fillAccount(original);
    const file = await exportOf(original.client);

    const copy = await signUp(app);
    const response = await importInto(copy.client, file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ goals: 5, todos: 5, dailyPlans: 2, goalEmotions: 2, taskSeries: 0 });

    const reExported = await exportOf(copy.client);
    expect(comparable(reExported)).toEqual(comparable(file));
    // Reminders travel too.
    expect(reExported.goals.find((goal) => goal.title === 'Live abroad')?.reminderDaysBefore).toBe(30);
    expect(reExported.todos.find((todo) => todo.title === 'Read a chapter')?.reminderMinutesBefore).toBe(10);
    // New ids, and every link points at the copy's own goals.
    const copiedIds = new Set(reExported.goals.map((goal) => goal.id));
    for (const goal of file.goals) expect(copiedIds.has(goal.id)).toBe(false);
    for (const goal of reExported.goals) if (goal.parentId != null) expect(copiedIds.has(goal.parentId)).toBe(true);
    for (const todo of reExported.todos) if (todo.goalId != null) expect(copiedIds.has(todo.goalId)).toBe(true);

    // The copy works like any account: its lists, and the goal rules on its new ids.
    const listed = (await copy.client.get('/api/goals')).json() as { id: number; title: string }[];
    expect(listed.map((goal) => goal.title).sort()).toEqual(file.goals.map((goal) => goal.title).sort());
    const spanish = listed.find((goal) => goal.title === 'Learn Spanish');
    expect((await copy.client.patch(`/api/goals/${spanish?.id}`, { progress: 100 })).statusCode).toBe(409);
    expect((await copy.client.get('/api/daily-plans?date=2026-11-22')).json()).toMatchObject({
      notes: 'Rest day',
      editedAt: '2026-11-22T08:30:00.000Z',
    });
    // The original is untouched.
    expect(comparable(await exportOf(original.client))).toEqual(comparable(file));
  });

  it('accepts subgoals listed before their parents and goal ids of any size', async () => {
    const { client } = await signUp(app);
    const file = fileWith({
      goals: [fileGoal(3, 2, 'Grandchild'), fileGoal(2, 2_000_000_000, 'Child'), fileGoal(2_000_000_000, null, 'Root')],
      goalEmotions: [{ goalId: 3, emotion: 'curious', intensity: 2, notes: null, createdAt: LONG_AGO }],
    });
    expect((await importInto(client, file)).statusCode).toBe(201);
    const titles = (await exportOf(client)).goals;
    const parentTitle = (title: string) => {
      const child = titles.find((entry) => entry.title === title);
      return titles.find((entry) => entry.id === child?.parentId)?.title ?? null;
    };
    expect([parentTitle('Grandchild'), parentTitle('Child'), parentTitle('Root')]).toEqual(['Child', 'Root', null]);
  });

  it('carries recurring tasks: their series, the series one continues, skipped and done days', async () => {
    const original = await signUp(app);
    const { goal, firstSeriesId, nextSeriesId } = await fillSeries(original);
    const file = await exportOf(original.client);
    expect(accountExportSchema.safeParse(file).success).toBe(true);

    // The file holds both series, linked as they are stored.
    const series = file.taskSeries ?? [];
    expect(series.map((entry) => entry.id)).toEqual([firstSeriesId, nextSeriesId]);
    const [first, next] = series as [NonNullable<AccountExport['taskSeries']>[number], NonNullable<AccountExport['taskSeries']>[number]];
    const template = { goalId: goal.id, title: 'Stretch', description: 'Hips and back', priority: 'high', plannedTime: '07:30', pomodoros: 2 };
    expect(first).toMatchObject({ ...template, previousId: null, rule: BERLIN_DAILY.rule, timeZone: 'Europe/Berlin' });
    expect(next).toMatchObject({ ...template, previousId: firstSeriesId, rule: MONDAYS_AND_WEDNESDAYS.rule, endDate: null });
    expect(first.endDate).not.toBeNull();
    expect(first.endDate! < next.startDate).toBe(true);
    expect(typeof first.createdAt).toBe('string');
    const ofFirst = file.todos.filter((todo) => todo.seriesId === firstSeriesId).sort((a, b) => (a.occurrenceDate! < b.occurrenceDate! ? -1 : 1));
    expect(ofFirst[0]).toMatchObject({ occurrenceDate: first.startDate, skipped: true, completed: false });
    expect(ofFirst[1]).toMatchObject({ skipped: false, completed: true });
    expect(file.todos.filter((todo) => todo.seriesId === nextSeriesId).length).toBeGreaterThan(0);
    expect(file.todos.find((todo) => todo.title === 'Buy a mat')).toMatchObject({ skipped: false, seriesId: null, occurrenceDate: null });

    const copy = await signUp(app);
    const response = await importInto(copy.client, file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ goals: 1, todos: file.todos.length, dailyPlans: 0, goalEmotions: 0, taskSeries: 2 });

    const reExported = await exportOf(copy.client);
    expect(comparable(reExported)).toEqual(comparable(file));
    // New ids, and every link points at the copy's own series and goal.
    const copiedSeries = reExported.taskSeries ?? [];
    const copiedIds = new Set(copiedSeries.map((entry) => entry.id));
    expect(copiedIds.has(firstSeriesId) || copiedIds.has(nextSeriesId)).toBe(false);
    const copiedNext = copiedSeries.find((entry) => entry.previousId !== null);
    expect(copiedIds.has(copiedNext?.previousId as number)).toBe(true);
    const copiedGoalId = reExported.goals[0]?.id;
    for (const entry of copiedSeries) expect(entry.goalId).toBe(copiedGoalId);
    for (const todo of reExported.todos) if (todo.seriesId != null) expect(copiedIds.has(todo.seriesId)).toBe(true);
    const stored = await db.select({ id: taskSeries.id, userId: taskSeries.userId }).from(taskSeries).where(eq(taskSeries.userId, copy.user.id));
    expect(new Set(stored.map((row) => row.id))).toEqual(copiedIds);

    // The copy works like any account: reading its tasks makes no second task for a day, and its habit is one chain.
    await copy.client.get('/api/todos');
    const habits = await copy.client.get('/api/habits?tz=Europe/Berlin');
    expect(habits.statusCode).toBe(200);
    expect(habits.json().habits.map((habit: { seriesId: number; title: string }) => [habit.seriesId, habit.title])).toEqual([
      [copiedNext?.id, 'Stretch'],
    ]);
    expect(comparable(await exportOf(copy.client))).toEqual(comparable(file));
    // The original is untouched.
    expect(comparable(await exportOf(original.client))).toEqual(comparable(file));
  });

  it('imports a file exported before recurring tasks: its tasks are one-offs, none skipped', async () => {
    const { client } = await signUp(app);
    const file = fileWith({
      goals: [fileGoal(1)],
      todos: [fileTodo, { ...fileTodo, title: 'Done', completed: true, completedAt: LONG_AGO }],
    });
    expect('taskSeries' in file).toBe(false);
    expect('skipped' in fileTodo || 'seriesId' in fileTodo || 'occurrenceDate' in fileTodo).toBe(false);
    const response = await importInto(client, file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ goals: 1, todos: 2, dailyPlans: 0, goalEmotions: 0, taskSeries: 0 });
    const exported = await exportOf(client);
    expect(exported.taskSeries).toEqual([]);
    expect(exported.todos.map(({ skipped, seriesId, occurrenceDate }) => ({ skipped, seriesId, occurrenceDate }))).toEqual([
      { skipped: false, seriesId: null, occurrenceDate: null },
      { skipped: false, seriesId: null, occurrenceDate: null },
    ]);
  });

  it('lets an imported series make its tasks for the days ahead on the next read', async () => {
    const { client } = await signUp(app);
    // A read before the import finds no series, and would otherwise not look again this hour.
    expect((await client.get('/api/todos')).json()).toEqual([]);
    const file = fileWith({ taskSeries: [fileSeries(1)], todos: [fileOccurrence(1, '2025-02-03', { completed: true, completedAt: LONG_AGO })] });
    expect((await importInto(client, file)).statusCode).toBe(201);
    const today = zonedDateKey(new Date(), 'Europe/Berlin');
    const days = (await tasksOfSeries(client, (await exportOf(client)).taskSeries?.[0]?.id ?? null)).map((todo) => todo.occurrenceDate);
    // The day in the file, then today and the window ahead; the days in between were never made and stay so.
    expect(days[0]).toBe('2025-02-03');
    expect(days[1]).toBe(today);
    expect(days).toHaveLength(2 + OCCURRENCE_WINDOW_DAYS);
  });

  it('refuses series and tasks of series that do not hold together, writing nothing', async () => {
    const { client, user } = await signUp(app);
    const one = fileSeries(1, { goalId: 1, endDate: '2025-02-09' });
    const two = fileSeries(2, { previousId: 1, goalId: 1, startDate: '2025-02-10', rule: MONDAYS_AND_WEDNESDAYS.rule });
    const tasks = [
      fileOccurrence(1, '2025-02-03', { skipped: true }),
      fileOccurrence(1, '2025-02-04', { completed: true, completedAt: '2025-02-04T07:00:00.000Z' }),
      fileOccurrence(2, '2025-02-10'),
      { ...fileTodo, title: 'One-off' },
    ];
    const valid = fileWith({ goals: [fileGoal(1)], taskSeries: [one, two], todos: tasks });
    const withSeries = (...taskSeries: unknown[]) => ({ ...valid, taskSeries });
    const withTasks = (...todos: unknown[]) => ({ ...valid, todos });

    const cases: [string, unknown, string][] = [
      ['series that are not a list', { ...valid, taskSeries: {} }, 'repeating series must be a list'],
      ['a series id used twice', withSeries(one, { ...two, id: 1, previousId: null }), 'Series id 1 appears twice'],
      ['a continued series not in the file', withSeries(one, { ...two, previousId: 9 }), 'Series 9 is not in the file'],
      ['a series of a goal not in the file', withSeries({ ...one, goalId: 5 }, two), 'Goal 5 is not in the file'],
      ['a series that continues itself', withSeries(one, { ...two, previousId: 2 }), 'A series cannot continue itself'],
      ['two series that continue each other', withSeries({ ...one, previousId: 2 }, two), 'A series cannot continue itself'],
      ['a rule the task form does not write', withSeries({ ...one, rule: 'FREQ=HOURLY;INTERVAL=1' }, two), 'Choose how the task repeats'],
      ['a rule that is not RRULE text', withSeries({ ...one, rule: 'every day' }, two), 'Choose how the task repeats'],
      ['a rule that is not text', withSeries({ ...one, rule: 7 }, two), 'Choose how the task repeats'],
      [
        'a rule repeating every 0 days',
        withSeries({ ...one, rule: 'FREQ=DAILY;INTERVAL=0' }, two),
        'Repeat every must be a whole number from 1 to 365',
      ],
      [
        'a rule that ends before its first day',
        withSeries({ ...one, rule: 'FREQ=DAILY;INTERVAL=1;UNTIL=20250101' }, two),
        'The end date must be on or after the first date',
      ],
      ['an unknown time zone', withSeries({ ...one, timeZone: 'Mars/Olympus_Mons' }, two), 'Time zone must be a name such as Europe/Berlin'],
      ['a first day that is not a day', withSeries({ ...one, startDate: '2025-02-30' }, two), 'startDate must be a day written yyyy-MM-dd'],
      ['a last day that is not a day', withSeries({ ...one, endDate: '9 Feb 2025' }, two), 'endDate must be a day written yyyy-MM-dd'],
      ['a generatedThrough that is not a day', withSeries({ ...one, generatedThrough: '' }, two), 'generatedThrough must be a day written yyyy-MM-dd'],
      [
        'a series that ends before the day before it starts',
        withSeries({ ...one, endDate: '2025-02-01' }, two),
        'endDate cannot be earlier than the day before startDate',
      ],
      ['a task of a series not in the file', withTasks(fileOccurrence(7, '2025-02-03')), 'Series 7 is not in the file'],
      [
        'a task of a series without its day',
        withTasks(fileOccurrence(1, '2025-02-03', { occurrenceDate: null })),
        'seriesId and occurrenceDate go together: both set or both null',
      ],
      [
        'a day without its series',
        withTasks({ ...fileTodo, occurrenceDate: '2025-02-03' }),
        'seriesId and occurrenceDate go together: both set or both null',
      ],
      ['a task day that is not a day', withTasks(fileOccurrence(1, '2025-13-01', { dueDate: LONG_AGO })), 'occurrenceDate must be a day written yyyy-MM-dd'],
      [
        'two tasks of a series for one day',
        withTasks(fileOccurrence(1, '2025-02-03'), fileOccurrence(1, '2025-02-03', { title: 'Again' })),
        'Two tasks of series 1 for 2025-02-03',
      ],
      [
        'a task both skipped and completed',
        withTasks(fileOccurrence(1, '2025-02-03', { skipped: true, completed: true })),
        'A task cannot be more than one of completed, failed and skipped',
      ],
      ['a skipped that is not true or false', withTasks(fileOccurrence(1, '2025-02-03', { skipped: 'yes' })), 'Skipped must be true or false'],
    ];
    for (const [what, file, message] of cases) {
      const response = await importInto(client, file);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toBe(message);
    }
    expect(await rowCountsOf(db, user)).toEqual(EMPTY_COUNTS);

    // The same account takes the valid file afterwards, its links on the new ids.
    const response = await importInto(client, valid);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ goals: 1, todos: 4, dailyPlans: 0, goalEmotions: 0, taskSeries: 2 });
    const rows = await rowsOf(db, user);
    const [goal] = rows.goals;
    const [daily, weekly] = rows.taskSeries;
    expect(daily).toMatchObject({ goalId: goal?.id, previousId: null, startDate: '2025-02-03', endDate: '2025-02-09', generatedThrough: '2025-02-10' });
    expect(weekly).toMatchObject({ goalId: goal?.id, previousId: daily?.id, rule: MONDAYS_AND_WEDNESDAYS.rule });
    expect(rows.todos.map(({ title, seriesId, occurrenceDate, skipped, completed }) => ({ title, seriesId, occurrenceDate, skipped, completed }))).toEqual([
      { title: 'Stretch', seriesId: daily?.id, occurrenceDate: '2025-02-03', skipped: true, completed: false },
      { title: 'Stretch', seriesId: daily?.id, occurrenceDate: '2025-02-04', skipped: false, completed: true },
      { title: 'Stretch', seriesId: weekly?.id, occurrenceDate: '2025-02-10', skipped: false, completed: false },
      { title: 'One-off', seriesId: null, occurrenceDate: null, skipped: false, completed: false },
    ]);
  });

  it('holds at most 10,000 series', () => {
    const taskSeries = Array.from({ length: 10_001 }, (_, index) => fileSeries(index + 1));
    const result = accountExportSchema.safeParse(fileWith({ taskSeries }));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['An import holds at most 10,000 repeating series']);
  });

  it('gives the file’s series new ids: an import never links to another person’s series', async () => {
    const owner = await signUp(app);
    const task = await buildTodo(owner.client, { title: 'Water the plants', repeat: BERLIN_DAILY });
    const ownersSeriesId = task.seriesId as number;
    const ownerBefore = await rowsOf(db, owner.user);

    const importer = await signUp(app);
    // A task naming the owner's series, which the file doesn't hold.
    const pointing = await importInto(importer.client, fileWith({ todos: [fileOccurrence(ownersSeriesId, '2025-02-03')] }));
    expect(pointing.statusCode).toBe(400);
    expect(pointing.json().message).toBe(`Series ${ownersSeriesId} is not in the file`);
    expect(await rowCountsOf(db, importer.user)).toEqual(EMPTY_COUNTS);

    // A series in the file with the owner's series' id becomes a new series of the importer's own.
    const sameId = fileWith({
      taskSeries: [fileSeries(ownersSeriesId, { title: 'Mine', previousId: ownersSeriesId + 1 }), fileSeries(ownersSeriesId + 1)],
      todos: [fileOccurrence(ownersSeriesId, '2025-02-03', { title: 'Mine' })],
    });
    expect((await importInto(importer.client, sameId)).statusCode).toBe(201);
    const imported = await rowsOf(db, importer.user);
    const [mine, other] = imported.taskSeries;
    expect(mine).toMatchObject({ title: 'Mine', userId: importer.user.id, previousId: other?.id });
    expect(mine?.id).not.toBe(ownersSeriesId);
    expect(other?.id).not.toBe(ownersSeriesId + 1);
    expect(imported.todos.map((todo) => [todo.title, todo.seriesId])).toEqual([['Mine', mine?.id]]);
    expect(await rowsOf(db, owner.user)).toEqual(ownerBefore);
  });

  it('refuses with 409 and changes nothing when the account already has data of any kind', async () => {
    const source = await signUp(app);
    await fillAccount(source);
    const file = await exportOf(source.client);

    const withSomething: [string, (client: TestClient) => Promise<unknown>][] = [
      ['a goal', (client) => buildGoal(client)],
      ['a task', (client) => buildTodo(client)],
      ['a daily plan', (client) => client.post('/api/daily-plans', { date: '2026-11-22', notes: 'x' })],
      [
        'a repeating series whose tasks were all deleted',
        async (client) => {
          const task = await buildTodo(client, { repeat: BERLIN_DAILY });
          expect((await client.delete(`/api/todos/${task.id}?scope=following`)).statusCode).toBe(204);
        },
      ],
    ];
    for (const [what, add] of withSomething) {
      const target = await signUp(app);
      await add(target.client);
      const before = await rowsOf(db, target.user);
      const response = await importInto(target.client, file);
      expect(response.statusCode, what).toBe(409);
      expect(response.json()).toEqual({
        message: 'Import works only into an empty account. This account already has goals, tasks, plans or feelings.',
        code: 'account_not_empty',
      });
      expect(await rowsOf(db, target.user), what).toEqual(before);
    }
  });

  it('imports a file only once, even when two imports race', async () => {
    const source = await signUp(app);
    await fillAccount(source);
    const file = await exportOf(source.client);
    const target = await signUp(app);
    const statuses = (await Promise.all([importInto(target.client, file), importInto(target.client, file)])).map(
      (response) => response.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await rowCountsOf(db, target.user)).goals).toBe(5);
  });

  it('refuses files that are not valid exports with a message, writing nothing', async () => {
    const { client, user } = await signUp(app);
    const goal = fileGoal(1);
    const todo = fileTodo;
    const valid = fileWith({ goals: [goal], todos: [todo] });
    const feeling = { goalId: 7, emotion: 'x', intensity: 3, notes: null, createdAt: LONG_AGO };

    const cases: [string, unknown, string][] = [
      ['an empty object', {}, 'This is not a Stepwise export file'],
      ['a list', [valid], 'This is not a Stepwise export file'],
      ['another format', { ...valid, format: 'todo-app' }, 'This is not a Stepwise export file'],
      ['a newer version', { ...valid, version: 2 }, "This export file's version is not supported (expected version 1)"],
      ['a missing list', { ...valid, todos: undefined }, 'tasks must be a list'],
      ['a parent not in the file', fileWith({ goals: [fileGoal(1, 9)] }), 'Parent goal 9 is not in the file'],
      ['a goal that is its own parent', fileWith({ goals: [fileGoal(1, 1)] }), 'A goal cannot be its own ancestor'],
      [
        'two goals that are each other’s parent',
        fileWith({ goals: [fileGoal(1, 2), fileGoal(2, 1)] }),
        'A goal cannot be its own ancestor',
      ],
      ['a goal id used twice', fileWith({ goals: [goal, goal] }), 'Goal id 1 appears twice'],
      ['a task linked to a missing goal', { ...valid, todos: [{ ...todo, goalId: 5 }] }, 'Goal 5 is not in the file'],
      ['a feeling about a missing goal', { ...valid, goalEmotions: [feeling] }, 'Goal 7 is not in the file'],
      [
        'two plans for one day',
        fileWith({ dailyPlans: [filePlan('2026-11-22'), filePlan('2026-11-22')] }),
        'Two daily plans for 2026-11-22',
      ],
      ['a title that is too long', fileWith({ goals: [{ ...goal, title: 'x'.repeat(101) }] }), 'Title is too long'],
      ['a NUL character', { ...valid, todos: [{ ...todo, title: 'a\u0000b' }] }, 'Text must not contain null characters'],
      [
        'a task both completed and failed',
        { ...valid, todos: [{ ...todo, completed: true, failed: true }] },
        'A task cannot be more than one of completed, failed and skipped',
      ],
      ['a progress over 100', fileWith({ goals: [{ ...goal, progress: 101 }] }), 'Progress cannot exceed 100%'],
      [
        'an unknown priority',
        { ...valid, todos: [{ ...todo, priority: 'someday' }] },
        'Priority must be urgent, high, medium or low',
      ],
      ['a date that is not one', fileWith({ goals: [{ ...goal, deadline: 'next spring' }] }), 'Deadline must be a valid date'],
    ];
    for (const [what, file, message] of cases) {
      const response = await importInto(client, file);
      expect(response.statusCode, what).toBe(400);
      expect(response.json().message, what).toBe(message);
    }
    expect(await rowCountsOf(db, user)).toEqual(EMPTY_COUNTS);
    // The same account takes the valid file afterwards.
    expect((await importInto(client, valid)).statusCode).toBe(201);
  });

  it('writes nothing when the database refuses a row halfway through', async () => {
    // A trigger stands in for any failure after the goals and tasks are already written.
    await db.execute(sql`
      create function refuse_exploding_notes() returns trigger language plpgsql as $$
      begin
        if new.notes = 'explode' then raise exception 'refused by test trigger'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_exploding_notes before insert on daily_plans
      for each row execute function refuse_exploding_notes()`);
    const source = await signUp(app);
    await fillAccount(source);
    await source.client.post('/api/daily-plans', { date: '2026-11-30', notes: 'explode-not-yet' });
    const file = await exportOf(source.client);
    const exploding = {
      ...file,
      dailyPlans: file.dailyPlans.map((plan) => ({ ...plan, notes: plan.notes.replace('-not-yet', '') })),
    };

    const target = await signUp(app);
    const response = await importInto(target.client, exploding);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal error' });
    expect(await rowCountsOf(db, target.user)).toEqual(EMPTY_COUNTS);
    await db.execute(sql`drop trigger refuse_exploding_notes on daily_plans`);
  });

  it('takes files far larger than other requests may be, up to 20 MiB', async () => {
    const { client, user } = await signUp(app);
    const notes = 'n'.repeat(90_000);
    const dailyPlans = Array.from({ length: 40 }, (_, day) =>
      filePlan(new Date(Date.UTC(2025, 2, 1 + day)).toISOString().slice(0, 10), notes),
    );
    const file = fileWith({ dailyPlans });
    expect(JSON.stringify(file).length).toBeGreaterThan(3 * 1024 * 1024);
    const response = await importInto(client, file);
    expect(response.statusCode).toBe(201);
    expect((await rowCountsOf(db, user)).dailyPlans).toBe(40);

    const tooLarge = await importInto((await signUp(app)).client, { ...file, padding: 'p'.repeat(20 * 1024 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: 'Request body is too large (the limit is 20 MiB)' });
  });
});

describe('DELETE /api/account', () => {
  const deleteAccount = (client: TestClient, body: unknown) => client.request('DELETE', '/api/account', body);

  it('removes every row of the user in every table, signs them out and leaves others alone', async () => {
    const leaving = await signUp(app);
    await fillAccount(leaving);
    const { soundEnabled: _sound, ...timer } = initialTimerState(Date.now());
    expect((await leaving.client.put('/api/pomodoro/timer', { state: timer, version: 0 })).statusCode).toBe(200);
    const focus = { startedAt: inDays(-1), endedAt: new Date(Date.parse(inDays(-1)) + 25 * 60_000).toISOString(), mode: 'pomodoro' };
    expect((await leaving.client.post('/api/focus-sessions', focus)).statusCode).toBe(201);
    // Something deleted a moment ago, which Undo could still bring back.
    await leaving.client.delete(`/api/todos/${(await buildTodo(leaving.client, { title: 'Deleted just now' })).id}`);
    // A second device, and sign-in counters under the user's name and id.
    await new TestClient(app).post('/api/login', { username: leaving.username, password: leaving.password });
    await new TestClient(app).post('/api/login', { username: leaving.username, password: 'wrong-password' });
    expect((await deleteAccount(leaving.client, { password: 'wrong-password' })).statusCode).toBe(400);

    const staying = await signUp(app);
    await fillAccount(staying);
    const stayingBefore = await rowsOf(db, staying.user);
    const counts = await rowCountsOf(db, leaving.user);
    expect(counts).toEqual({
      users: 1, sessions: 2, goals: 5, taskSeries: 0, todos: 5, dailyPlans: 2, goalEmotions: 2, focusSessions: 1, pomodoroTimers: 1, deletedRecords: 1, rateLimits: 5,
    });

    const response = await deleteAccount(leaving.client, { password: leaving.password });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((cookie) => cookie.name === 'stepwise_session')?.value).toBe('');

    expect(await rowCountsOf(db, leaving.user)).toEqual({
      users: 0, sessions: 0, goals: 0, taskSeries: 0, todos: 0, dailyPlans: 0, goalEmotions: 0, focusSessions: 0, pomodoroTimers: 0, deletedRecords: 0, rateLimits: 0,
    });
    expect((await leaving.client.get('/api/user')).statusCode).toBe(401);
    expect((await new TestClient(app).post('/api/login', leaving)).statusCode).toBe(401);
    expect(await rowsOf(db, staying.user)).toEqual(stayingBefore);
    // The name is free again.
    const again = await new TestClient(app).post('/api/register', { username: leaving.username, password: 'secret1' });
    expect(again.statusCode).toBe(201);
  });

  it('removes the person’s repeating series with their tasks, and no one else’s', async () => {
    const leaving = await signUp(app);
    await fillSeries(leaving);
    const staying = await signUp(app);
    await fillSeries(staying);
    const stayingBefore = await rowsOf(db, staying.user);
    expect((await rowCountsOf(db, leaving.user)).taskSeries).toBe(2);

    expect((await deleteAccount(leaving.client, { password: leaving.password })).statusCode).toBe(204);
    expect(await rowCountsOf(db, leaving.user)).toEqual({
      users: 0, sessions: 0, goals: 0, taskSeries: 0, todos: 0, dailyPlans: 0, goalEmotions: 0, focusSessions: 0, pomodoroTimers: 0, deletedRecords: 0, rateLimits: 0,
    });
    const [left] = await db.select({ count: sql<number>`count(*)::int` }).from(taskSeries).where(eq(taskSeries.userId, leaving.user.id));
    expect(left?.count).toBe(0);
    expect(await rowsOf(db, staying.user)).toEqual(stayingBefore);
  });

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const user = await signUp(app);
    await fillAccount(user);
    const before = await rowsOf(db, user.user);
    const wrong = await deleteAccount(user.client, { password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: 'Password is incorrect',
      code: 'wrong_password',
      fieldErrors: { password: ['Password is incorrect'] },
    });
    expect((await deleteAccount(user.client, {})).json().message).toBe('Password is required');
    expect((await user.client.delete('/api/account')).statusCode).toBe(400);
    const after = await rowsOf(db, user.user);
    expect({ ...after, rateLimits: [] }).toEqual({ ...before, rateLimits: [] });
  });

  it('limits password guesses like the password change does', async () => {
    const { client: victim, password } = await signUp(strict.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      statuses.push((await deleteAccount(victim, { password: `guess-${attempt}` })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 429]);
    expect((await deleteAccount(victim, { password })).statusCode).toBe(429);
    expect((await victim.get('/api/user')).statusCode).toBe(200);
  });

  it('needs a session and the app’s own origin', async () => {
    expect((await deleteAccount(new TestClient(app), { password: 'secret1' })).statusCode).toBe(401);
    const { client, password } = await signUp(app);
    const crossSite = await client.request('DELETE', '/api/account', { password }, { origin: 'https://evil.example.com' });
    expect(crossSite.statusCode).toBe(403);
    expect((await client.get('/api/user')).statusCode).toBe(200);
  });
});
